"""Missile Special Effects Table (A29); the Stopping it calls for (A30) is in ``stopping``."""

from __future__ import annotations

from pyrules.aftermath.data.combat import SPECIAL_EFFECT_ROWS, SpecialEffect
from pyrules.core import validate
from pyrules.core.tables import RangeTable, Row


SPECIAL_EFFECTS: RangeTable[SpecialEffect] = RangeTable("Missile Special Effects Table", SPECIAL_EFFECT_ROWS,
                                                        die="d100")


def special_effect(roll: int) -> Row[SpecialEffect]:
    """The Missile Special Effects row of a d100 roll."""
    roll = validate.percentile(roll, "roll", "Special effect roll")
    return SPECIAL_EFFECTS.lookup(roll)
