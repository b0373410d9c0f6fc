"""Dice notation as the four references print it, and rolling it.

Accepted: ``3d6``, ``d20``, ``d100`` and ``d%`` (a d100 that shows 00 reads as
100), ``1D3``, ``2D10+1``, ``2d6-1``, ``4D10``, Cortex sums such as ``d12+d4``,
and a whole-roll multiplier such as ``1d10 x 10``. Case and spaces do not matter.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pyrules.core.errors import RulesError

MAX_DICE = 100
MAX_SIDES = 1000
MAX_NOTATION = 80

_TERM = re.compile(r"([+-])?(?:(\d*)d(\d+|%)|(\d+))")
_TIMES = re.compile(r"^(.*?)(?:[x×*](\d+))?$")


@dataclass(frozen=True)
class DiceGroup:
    """``count`` dice of ``sides`` sides, added (sign +1) or taken away (sign -1)."""

    count: int
    sides: int
    sign: int = 1


@dataclass(frozen=True)
class Notation:
    """A parsed dice expression: groups of dice, a fixed modifier and a multiplier."""

    text: str
    groups: tuple[DiceGroup, ...]
    modifier: int = 0
    multiplier: int = 1

    @property
    def lowest(self) -> int:
        total = sum(g.sign * (g.count if g.sign > 0 else g.count * g.sides) for g in self.groups)
        return (total + self.modifier) * self.multiplier

    @property
    def highest(self) -> int:
        total = sum(g.sign * (g.count * g.sides if g.sign > 0 else g.count) for g in self.groups)
        return (total + self.modifier) * self.multiplier


@dataclass(frozen=True)
class DieFace:
    """One die as it landed."""

    sides: int
    face: int
    sign: int = 1

    @property
    def shown(self) -> str:
        """The face as a player reads it: a d100's 100 shows as "00"."""
        return "00" if self.sides == 100 and self.face == 100 else str(self.face)


@dataclass(frozen=True)
class RollResult:
    """A roll: each die, the modifier and multiplier, and the total."""

    notation: Notation
    dice: tuple[DieFace, ...]
    total: int

    @property
    def faces(self) -> tuple[int, ...]:
        """One int per die, in the order the notation names them."""
        return tuple(d.face for d in self.dice)

    @property
    def explanation(self) -> str:
        """The sum written out: "4 + 2 + 6 + 1 = 13"."""
        parts = []
        for i, die in enumerate(self.dice):
            sign = "-" if die.sign < 0 else "+"
            parts.append(die.shown if i == 0 and sign == "+" else f"{sign} {die.shown}")
        n = self.notation
        if n.modifier:
            parts.append(f"{'+' if n.modifier > 0 else '-'} {abs(n.modifier)}")
        text = " ".join(parts) or "0"
        if n.multiplier != 1:
            text = f"({text}) × {n.multiplier}"
        return f"{text} = {self.total}"


def parse(notation: object) -> Notation:
    """Read dice notation; RulesError says what is wrong with a bad one."""
    if not isinstance(notation, str):
        raise RulesError("Dice must be written as text, such as 3d6.", "notation")
    text = notation.strip()
    if not text:
        raise RulesError("Enter some dice, such as 3d6 or d100.", "notation")
    if len(text) > MAX_NOTATION:
        raise RulesError("That dice expression is too long.", "notation")
    compact = text.lower().replace("−", "-").replace("–", "-")
    compact = re.sub(r"\s*([-+x×*])\s*", r"\1", compact)
    if re.search(r"\s", compact):
        raise RulesError(f"“{text}” is not dice notation. Try 3d6, d100, 2D10+1 or d12+d4.", "notation")
    times = _TIMES.match(compact)
    assert times is not None  # the pattern matches any text without whitespace
    body, multiplier = times[1], int(times[2]) if times[2] else 1
    if multiplier < 1:
        raise RulesError("A multiplier must be at least 1.", "notation")
    groups: list[DiceGroup] = []
    modifier = 0
    pos = 0
    while pos < len(body):
        m = _TERM.match(body, pos)
        if not m or (pos > 0 and not m[1]):
            raise RulesError(
                f"“{text}” is not dice notation. Try 3d6, d100, 2D10+1 or d12+d4.", "notation"
            )
        sign = -1 if m[1] == "-" else 1
        if m[4] is not None:
            modifier += sign * int(m[4])
        else:
            count = int(m[2]) if m[2] else 1
            sides = 100 if m[3] == "%" else int(m[3])
            if count < 1:
                raise RulesError("Roll at least one die.", "notation")
            if sides < 2:
                raise RulesError(f"A die needs at least 2 sides (got d{sides}).", "notation")
            if sides > MAX_SIDES:
                raise RulesError(f"Dice of more than {MAX_SIDES} sides are not supported.", "notation")
            groups.append(DiceGroup(count, sides, sign))
        pos = m.end()
    if not body:
        raise RulesError(f"“{text}” is not dice notation. Try 3d6 or d100.", "notation")
    if not groups:
        raise RulesError(f"“{text}” has no dice in it. Try 3d6 or d100.", "notation")
    if sum(g.count for g in groups) > MAX_DICE:
        raise RulesError(f"Roll at most {MAX_DICE} dice at once.", "notation")
    return Notation(text, tuple(groups), modifier, multiplier)


def roll(notation: object, rng: random.Random | None = None) -> RollResult:
    """Roll dice notation with ``rng`` (a fresh ``random.Random`` if none is given)."""
    parsed = notation if isinstance(notation, Notation) else parse(notation)
    if rng is None:
        rng = random.Random()
    elif not isinstance(rng, random.Random):
        raise RulesError("rng must be a random.Random.", "rng")
    dice = tuple(
        DieFace(group.sides, rng.randint(1, group.sides), group.sign)
        for group in parsed.groups
        for _ in range(group.count)
    )
    total = (sum(d.sign * d.face for d in dice) + parsed.modifier) * parsed.multiplier
    return RollResult(parsed, dice, total)
