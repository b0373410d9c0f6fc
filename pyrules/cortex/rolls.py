"""The roll builder: attribute die + skill (or specialty) die, the step bonuses
and penalties of the reference, the dice actually rolled, their odds, the roll.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.core import explain, validate
from pyrules.core.dice import roll as roll_dice
from pyrules.core.errors import RulesError, shown
from pyrules.core.explain import Modifier
from pyrules.cortex.chances import MAX_DIFFICULTY, PoolOdds, notation, pool_odds
from pyrules.cortex.data import by_key, cite
from pyrules.cortex.data.combat import ALL_OUT_DEFENSE_STEPS, EXTRA_ACTION_STEPS, RANGE
from pyrules.cortex.data.damage import SERIOUSLY_WOUNDED_STEPS
from pyrules.cortex.data.published import BOTCH_FACE, DIFFICULTIES, EXTRAORDINARY_MARGIN
from pyrules.cortex.steps import StepShift, parse_die, shift, sides

RANGE_KEYS = ("none",) + tuple(band.key for band in RANGE)
MAX_EXTRA_ACTIONS = 12
MAX_OTHER_STEPS = 24


@dataclass(frozen=True)
class BuiltRoll:
    """A roll as built: the dice named, the step modifiers, the dice actually rolled."""

    attribute: str
    skill: str          # the skill or specialty die used
    skill_kind: str     # "skill", "specialty" or "unskilled"
    modifiers: tuple[Modifier, ...]  # in steps (``unit="step"``)
    shift: StepShift

    @property
    def steps(self) -> int:
        return explain.total(self.modifiers)

    @property
    def sides(self) -> tuple[int, ...]:
        """The dice actually rolled: the attribute's, then the skill's (a d0 adds nothing)."""
        return sides(self.shift.new_attribute) + sides(self.shift.new_skill)

    @property
    def dice(self) -> str:
        """The dice actually rolled, as a player writes them: "d8 + d4"."""
        return notation(self.sides)

    @property
    def pool(self) -> str:
        """The dice as one pool string for ``chance``: "d8+d4" ("d0" when nothing is rolled)."""
        return "+".join(f"d{s}" for s in self.sides) or "d0"

    def odds(self) -> PoolOdds:
        return pool_odds(self.pool)


def _step(label: str, steps: int, source: str = "") -> Modifier:
    return Modifier(label, steps, source, unit="step")


def _extra_actions(extra_actions: int) -> tuple[Modifier, ...]:
    """A cumulative −1 step for each extra action this turn (seed 003 l.3)."""
    if not extra_actions:
        return ()
    plural = "s" if extra_actions > 1 else ""
    return (_step(f"{extra_actions} extra action{plural}", EXTRA_ACTION_STEPS * extra_actions, cite(3)),)


def _all_out(all_out: bool) -> tuple[Modifier, ...]:
    """All-out defense: +2 steps to a dodge or a block (seed 003 l.16)."""
    return (_step("All-out defense", ALL_OUT_DEFENSE_STEPS, cite(16)),) if all_out else ()


def _range(key: str) -> tuple[Modifier, ...]:
    """The range band's steps to the attacker's skill (seed 003 l.30-33); short range adds none."""
    band = by_key(RANGE, key)
    return (_step(f"Range: {band.name}", band.steps, cite(band.line)),) if band and band.steps else ()


def _wounded(wounded: bool) -> tuple[Modifier, ...]:
    """Seriously wounded: −2 steps to all actions (seed 003 l.46)."""
    return (_step("Seriously wounded", SERIOUSLY_WOUNDED_STEPS, cite(46)),) if wounded else ()


def _other(steps: int) -> tuple[Modifier, ...]:
    """Steps the reference does not name, as the GM calls them."""
    return (_step("Other steps", steps),) if steps else ()


def build_roll(
    attribute: str,
    skill: str = "d0",
    *,
    specialty: str = "none",
    extra_actions: int = 0,
    all_out: bool = False,
    range: str = "none",
    wounded: bool = False,
    steps: int = 0,
) -> BuiltRoll:
    """Build an attribute + skill roll with the reference's step modifiers.

    The arguments are the roll builder's fields: ``all_out`` is all-out defense,
    ``range`` the attack's range band, ``wounded`` seriously wounded, ``steps``
    any other steps. A specialty die replaces the general skill (published rule,
    not in the reference). All-out defense is a bonus to a dodge or a block
    (seed 003 l.16), so it never goes with an attack's range band: a roll asking
    for both is refused, on ``range``.
    """
    attribute = parse_die(attribute, "attribute", allow_d0=False)
    skill = parse_die(skill, "skill")
    if specialty is not None and specialty != "none":
        # PUBLISHED_RULE: a specialty replaces the general skill.
        skill = parse_die(specialty, "specialty")
        kind = "specialty"
    else:
        kind = "skill" if skill != "d0" else "unskilled"
    extra_actions = validate.whole(extra_actions, "extra_actions", low=0, high=MAX_EXTRA_ACTIONS)
    steps = validate.whole(steps, "steps", "Other steps", low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS)
    range = validate.choice(range, "range", RANGE_KEYS)
    all_out = validate.yes_no(all_out, "all_out", "All-out defense")
    wounded = validate.yes_no(wounded, "wounded", "Seriously wounded")
    if all_out and range != "none":
        raise RulesError(
            "All-out defense is for a dodge or a block, not an attack at range: choose Not ranged, "
            f"or untick All-out defense ({cite(16)}).", "range")
    modifiers = _extra_actions(extra_actions) + _all_out(all_out) + _range(range) + _wounded(wounded) + _other(steps)
    return BuiltRoll(attribute, skill, kind, modifiers, shift(attribute, skill, explain.total(modifiers)))


@dataclass(frozen=True)
class PoolRoll:
    """Dice rolled (or a total the player rolled), judged against an optional Difficulty."""

    sides: tuple[int, ...]
    faces: tuple[int, ...]   # empty when the player typed the total
    total: int
    difficulty: int | None

    @property
    def dice(self) -> str:
        return notation(self.sides)

    @property
    def botch(self) -> bool:
        """Every rolled die shows 1 (published rule, not in the reference)."""
        if self.faces:
            return all(face == BOTCH_FACE for face in self.faces)
        return bool(self.sides) and self.total == len(self.sides)

    @property
    def margin(self) -> int | None:
        return None if self.difficulty is None else self.total - self.difficulty

    @property
    def outcome(self) -> str | None:
        """"botch", "extraordinary", "success", "failure"; None without a Difficulty."""
        if self.botch:
            return "botch"
        margin = self.margin
        if margin is None:  # no Difficulty
            return None
        if margin >= EXTRAORDINARY_MARGIN:
            return "extraordinary"
        return "success" if margin >= 0 else "failure"


def roll_pool(
    pool_sides: tuple[int, ...],
    rng: random.Random | None,
    *,
    total: int | None = None,
    difficulty: int | None = None,
    field: str = "roll",
) -> PoolRoll:
    """Roll the dice with ``rng`` (or take the ``total`` the player rolled, refused on ``field``)."""
    pool_sides = tuple(pool_sides)
    if difficulty is not None:
        difficulty = validate.whole(difficulty, "difficulty", low=0, high=MAX_DIFFICULTY)
    if total is not None:
        low, high = len(pool_sides), sum(pool_sides)
        total = validate.whole(total, field, "The roll")
        if not low <= total <= high:
            raise RulesError(f"{notation(pool_sides)} rolls {low} to {high}, not {shown(total)}.", field)
        return PoolRoll(pool_sides, (), total, difficulty)
    if not pool_sides:
        return PoolRoll((), (), 0, difficulty)
    if not isinstance(rng, random.Random):
        raise RulesError("rng must be a random.Random.", "rng")
    result = roll_dice("+".join(f"d{s}" for s in pool_sides), rng)
    return PoolRoll(pool_sides, result.faces, result.total, difficulty)


def difficulty_name(number: int) -> str:
    """"Hard 11" for a Difficulty on the ladder, else just the number."""
    for name, value in DIFFICULTIES:
        if value == number:
            return f"{name} {number}"
    return str(number)
