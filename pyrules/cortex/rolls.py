"""The roll builder: attribute die + skill (or specialty) die, the step bonuses
and penalties of the reference, the dice actually rolled, their odds, the roll.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.core.dice import roll as roll_dice
from pyrules.core.errors import RulesError, shown
from pyrules.cortex.chances import MAX_DIFFICULTY, PoolOdds, notation, pool_odds
from pyrules.cortex.checks import choice, flag, whole
from pyrules.cortex.cite import cite
from pyrules.cortex.data.combat import (
    ALL_OUT_DEFENSE_STEPS,
    EXTRA_ACTION_STEPS,
    RANGE,
    by_key,
)
from pyrules.cortex.data.damage import SERIOUSLY_WOUNDED_STEPS
from pyrules.cortex.dice_ladder import BOTCH_FACE, DIFFICULTIES, EXTRAORDINARY_MARGIN
from pyrules.cortex.steps import StepShift, parse_die, shift, sides

RANGE_KEYS = ("none",) + tuple(band.key for band in RANGE)
MAX_EXTRA_ACTIONS = 12
MAX_OTHER_STEPS = 24


@dataclass(frozen=True)
class StepModifier:
    """A step bonus or penalty: what it is, how many steps, where the reference prints it."""

    label: str
    steps: int
    source: str = ""


@dataclass(frozen=True)
class BuiltRoll:
    """A roll as built: the dice named, the step modifiers, the dice actually rolled."""

    attribute: str
    skill: str          # the skill or specialty die used
    skill_kind: str     # "skill", "specialty" or "unskilled"
    modifiers: tuple[StepModifier, ...]
    shift: StepShift

    @property
    def steps(self) -> int:
        return sum(m.steps for m in self.modifiers)

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


def build_roll(
    attribute: str,
    skill: str = "d0",
    *,
    specialty: str | None = None,
    extra_actions: int = 0,
    all_out_defense: bool = False,
    range_band: str = "none",
    seriously_wounded: bool = False,
    other_steps: int = 0,
) -> BuiltRoll:
    """Build an attribute + skill roll with the reference's step modifiers.

    A specialty die replaces the general skill (published rule, not in the reference).
    All-out defense is a bonus to a dodge or a block (C4, l.16), so it never goes
    with an attack's range band: a roll asking for both is refused.
    """
    attribute = parse_die(attribute, "Attribute", allow_d0=False, field="attribute")
    skill = parse_die(skill, "Skill", field="skill")
    if specialty is not None and specialty != "none":
        # PUBLISHED_RULE: a specialty replaces the general skill.
        skill = parse_die(specialty, "Specialty", field="specialty")
        kind = "specialty"
    else:
        kind = "skill" if skill != "d0" else "unskilled"
    extra_actions = whole(extra_actions, "extra_actions", "Extra actions", low=0, high=MAX_EXTRA_ACTIONS)
    other_steps = whole(other_steps, "steps", "Other steps", low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS)
    range_band = choice(range_band, "range", "range", RANGE_KEYS)
    all_out_defense = flag(all_out_defense, "all_out", "All-out defense")
    seriously_wounded = flag(seriously_wounded, "wounded", "Seriously wounded")
    if all_out_defense and range_band != "none":
        raise RulesError(
            "All-out defense is for a dodge or a block, not an attack at range: choose Not ranged, "
            f"or untick All-out defense ({cite(16)}).", "range")
    modifiers = []
    if extra_actions:
        plural = "s" if extra_actions > 1 else ""
        modifiers.append(StepModifier(f"{extra_actions} extra action{plural}", EXTRA_ACTION_STEPS * extra_actions,
                                      cite(3)))
    if all_out_defense:
        modifiers.append(StepModifier("All-out defense", ALL_OUT_DEFENSE_STEPS, cite(16)))
    if range_band != "none":
        band = by_key(RANGE, range_band)
        if band.steps:
            modifiers.append(StepModifier(f"Range: {band.name}", band.steps, cite(band.line)))
    if seriously_wounded:
        modifiers.append(StepModifier("Seriously wounded", SERIOUSLY_WOUNDED_STEPS, cite(46)))
    if other_steps:
        modifiers.append(StepModifier("Other steps", other_steps))
    total = sum(m.steps for m in modifiers)
    return BuiltRoll(attribute, skill, kind, tuple(modifiers), shift(attribute, skill, total))


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
        if self.difficulty is None:
            return None
        if self.margin >= EXTRAORDINARY_MARGIN:
            return "extraordinary"
        return "success" if self.margin >= 0 else "failure"


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
        difficulty = whole(difficulty, "difficulty", "Difficulty", low=0, high=MAX_DIFFICULTY)
    if total is not None:
        low, high = len(pool_sides), sum(pool_sides)
        total = whole(total, field, "The roll")
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
