"""Shotguns and other multiple projectiles at close range (B409; PUBLISHED_RULE: the reference does
not print it).

A weapon whose RoF has a multiplier (RoF 3×9) fires shots that each release that many projectiles.
At less than a tenth of its 1/2D range they have no time to spread: the multiplier no longer counts
toward RoF; instead both the basic damage dice and the target's DR are multiplied by half of it,
rounding down (×9: ×4, so 1d+1 is rolled as 4d+4 against DR 3 × 4 = 12).
"""

from __future__ import annotations

import re

from pyrules.core import validate
from pyrules.core.dice import MAX_DICE
from pyrules.gurps.data import basic_set

LEAST_MULTIPLIER = 2  # a RoF multiplier of x2 or more
MOST_MULTIPLIER = 100
SOURCE = basic_set(409)
_DICE = re.compile(r"^(\d{1,3})d(?:([+-])(\d{1,3}))?$")


def close_range_multiplier(rof_multiplier: int) -> int:
    """What a RoF multiplier (the 9 of RoF 3×9) multiplies damage dice and DR by within a tenth of
    1/2D (B409): half of it, rounding down."""
    rof_multiplier = validate.whole(rof_multiplier, "shotgun_rof", low=LEAST_MULTIPLIER, high=MOST_MULTIPLIER)
    return rof_multiplier // 2


def multiplied_dice(dice: str, times: int) -> str | None:
    """GURPS damage dice multiplied, dice and adds alike (B409): "1d+1" ×4 is "4d+4"; None when they
    come to more dice than a roll takes (the damage is then rolled by hand and entered)."""
    match = _DICE.match(dice)
    if match is None:
        return None
    count = int(match[1]) * times
    adds = (int(match[3]) if match[3] else 0) * (-1 if match[2] == "-" else 1) * times
    if count > MAX_DICE:
        return None
    return f"{count}d" + (f"{adds:+d}" if adds else "")
