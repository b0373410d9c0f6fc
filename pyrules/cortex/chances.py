"""Exact chances for a pool of step dice: meeting a Difficulty, an extraordinary
success, a botch. Computed with pyrules.core.odds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import odds, validate
from pyrules.core.errors import shown
from pyrules.cortex.data.published import DIFFICULTIES, EXTRAORDINARY_MARGIN

STEP_SIDES = (0, 2, 4, 6, 8, 10, 12)
MAX_POOL = 12
MAX_DIFFICULTY = 999
LONGEST_POOL = 10_000  # far more than 12 dice written out; longer text is refused unread

_TERM = re.compile(r"(\d*)d(\d+)")


def pool_sides(dice: object) -> tuple[int, ...]:
    """The dice a pool rolls, largest first: "d12+d2+d6" -> (12, 6, 2). A d0 is dropped."""
    text = re.sub(r"\s+", "", validate.text(dice, "dice", "Dice", longest=LONGEST_POOL, empty=True)).lower()
    if not text:
        validate.fail("dice", "Dice", "enter some dice, such as d8+d6.")
    result: list[int] = []
    for term in text.split("+"):
        m = _TERM.fullmatch(term)
        if not m:
            validate.fail("dice", "Dice", f"“{shown(dice)}” is not a pool of step dice. Try d8+d6 or d12+d2+d6.")
        if len(m[2]) > 2 or int(m[2]) not in STEP_SIDES:
            validate.fail("dice", "Dice", f"{shown(term)} is not a step die: use d0, d2, d4, d6, d8, d10 or d12.")
        size = int(m[2])
        count = 1 if not m[1] else int(m[1]) if len(m[1]) <= 2 else MAX_POOL + 1  # a long count: too many
        if m[1] and count < 1:
            validate.fail("dice", "Dice", "roll at least one die.")
        if size and len(result) + count > MAX_POOL:
            validate.fail("dice", "Dice", f"a pool of at most {MAX_POOL} dice, please.")
        result.extend([size] * count if size else [])
    return tuple(sorted(result, reverse=True))


def notation(sides: tuple[int, ...]) -> str:
    """The pool as a player writes it: "d12 + d6"; "d0" when nothing is rolled."""
    return " + ".join(f"d{s}" for s in sides) or "d0"


def _at_least(sides: tuple[int, ...], target: int) -> Fraction:
    if not sides:  # nothing to roll: the total is 0
        return Fraction(1) if target <= 0 else Fraction(0)
    return odds.chance("+".join(f"d{s}" for s in sides), at_least=target)


def at_most(dice: str, highest: int) -> Fraction:
    """The exact chance that the dice total is ``highest`` or less (a d0 adds nothing)."""
    sides = pool_sides(dice)
    highest = validate.whole(highest, "highest")
    if not sides:
        return Fraction(1) if highest >= 0 else Fraction(0)
    return odds.chance("+".join(f"d{s}" for s in sides), at_most=highest)


def chance(dice: str, difficulty: int) -> Fraction:
    """The exact chance that the dice total meets or beats ``difficulty``.

    ``chance("d6+d6", 7) == Fraction(7, 12)``; a d0 adds nothing. It counts
    every total that meets the Difficulty, a botch (every die showing 1)
    included: a botch meets a Difficulty only when there are at least as many
    dice as the Difficulty. The chance of success, botches left out, is
    ``difficulty_odds(dice, difficulty).success``.
    """
    sides = pool_sides(dice)
    difficulty = _difficulty(difficulty)
    return _at_least(sides, difficulty)


def _difficulty(value: object) -> int:
    return validate.whole(value, "difficulty", "Difficulty", low=0, high=MAX_DIFFICULTY)


def botch_chance(dice: str) -> Fraction:
    """The chance every rolled die shows 1 (0 when nothing is rolled)."""
    sides = pool_sides(dice)
    if not sides:
        return Fraction(0)
    result = Fraction(1)
    for s in sides:
        result /= s
    return result


@dataclass(frozen=True)
class DifficultyOdds:
    """The chances against one Difficulty."""

    name: str
    difficulty: int
    meet: Fraction           # total meets or beats the Difficulty
    success: Fraction        # meets it and is not a botch
    extraordinary: Fraction  # meets Difficulty + 7 (never a botch)


@dataclass(frozen=True)
class PoolOdds:
    """A pool's odds against every Difficulty, and its chance of a botch."""

    sides: tuple[int, ...]
    rows: tuple[DifficultyOdds, ...]
    botch: Fraction

    @property
    def dice(self) -> str:
        return notation(self.sides)


def difficulty_odds(dice: str, difficulty: int, name: str = "") -> DifficultyOdds:
    """Meet, success (not a botch) and extraordinary chances against one Difficulty."""
    sides = pool_sides(dice)
    difficulty = _difficulty(difficulty)
    botch = botch_chance(dice)
    botch_total = len(sides)  # every die shows 1
    meet = _at_least(sides, difficulty)
    success = meet - (botch if sides and botch_total >= difficulty else 0)
    extra_target = difficulty + EXTRAORDINARY_MARGIN
    extraordinary = _at_least(sides, extra_target) - (
        botch if sides and botch_total >= extra_target else 0
    )
    return DifficultyOdds(name, difficulty, meet, success, extraordinary)


def pool_odds(dice: str) -> PoolOdds:
    """Odds against each Difficulty from Easy 3 to Impossible 31."""
    sides = pool_sides(dice)
    rows = tuple(difficulty_odds(dice, number, name) for name, number in DIFFICULTIES)
    return PoolOdds(sides, rows, botch_chance(dice))
