"""A roll of the attack resolvers: the one the player entered, checked against its dice, or one rolled now."""

from __future__ import annotations

import random

from pyrules.core import validate
from pyrules.core.dice import parse, roll as roll_dice


def roll_or_check(value: object, notation: str, field: str, label: str, rng: random.Random) -> int:
    """``value`` if it is a result of ``notation`` (RulesError on ``field`` if not), else a roll of it."""
    parsed = parse(notation)
    if value is None:
        return roll_dice(parsed, rng).total
    return validate.whole(value, field, label, low=parsed.lowest, high=parsed.highest)
