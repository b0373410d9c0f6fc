"""Missile Special Effects Table (A29) and Stopping (A30)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.errors import RulesError, require_int, require_percentile
from pyrules.core.tables import RangeTable, Row
from pyrules.aftermath.data.combat import (
    SPECIAL_EFFECT_ROWS,
    SpecialEffect,
    STOPPING_ROWS,
)


SPECIAL_EFFECTS: RangeTable[SpecialEffect] = RangeTable("Missile Special Effects Table", SPECIAL_EFFECT_ROWS,
                                                        die="d100")


def special_effect(roll: int) -> Row:
    """The Missile Special Effects row of a d100 roll."""
    roll = require_percentile(roll, "special effect roll")
    return SPECIAL_EFFECTS.lookup(roll)


@dataclass(frozen=True)
class Stopping:
    """Stopping: the effect number and what it does.

    ``level`` 0 means below 1 (a ``percent`` chance of the level-1 result), 1 knock back,
    2 knock back and a Critical Saving Throw to keep his feet, 3 knock back and automatic knock down.
    The rows say "> 1", "> 5", "> 10" and "< 1": an effect number of exactly 1 reads as the
    "> 1" row (the "< 1" row treats "equal to 1" as that result), exactly 5 as "> 1" and exactly
    10 as "> 5" (erratum A30).
    """

    damage: int
    mass: Fraction
    effect_number: Fraction
    level: int
    printed: str
    text: str
    percent: Fraction | None


def stopping(damage: int, mass) -> Stopping:
    """Stopping from the Adjusted BDG (or muscle-powered Damage Potential) and the target's Mass."""
    damage = require_int(damage, "adjusted BDG", low=0)
    if isinstance(mass, bool) or not isinstance(mass, (int, float, Fraction)) or mass != mass:
        raise RulesError("The target's Mass must be a number.", "mass")
    if mass <= 0 or mass == float("inf"):
        raise RulesError("The target's Mass must be more than 0.", "mass")
    mass = Fraction(mass).limit_denominator(10000)
    number = Fraction(damage) / mass
    if number < 1:
        printed, text = STOPPING_ROWS[3]
        return Stopping(damage, mass, number, 0, printed, text, number * 100)
    level = 3 if number > 10 else 2 if number > 5 else 1
    printed, text = STOPPING_ROWS[level - 1]
    return Stopping(damage, mass, number, level, printed, text, None)
