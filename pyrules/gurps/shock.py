"""Shock: the DX and IQ penalty on the turn after an injury (G17 l.240, G13 l.178)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_int
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.common import require_flag
from pyrules.gurps.data.injury import LOCATION_EFFECTS, SHOCK_MAX
from pyrules.gurps.locations import body_key

LARGE_HP = 20  # PUBLISHED_RULE: from 20 HP the penalty is -1 per full HP/10 of injury


@dataclass(frozen=True)
class Shock:
    """The shock penalty for one injury, with how it was reached."""

    injury: int
    penalty: int  # 0 or negative
    maximum: int  # the cap applied (4, or 8 to the groin)
    rule: str
    published: bool = False


def shock(injury: int, hp: int = 10, location: str = "torso", scaled: bool = False) -> Shock:
    """The shock penalty for ``injury`` HP lost (-1 per HP, max -4; groin double, max -8).

    ``scaled`` applies the published rule for 20+ HP (-1 per full HP/10 of
    injury); off by default, as the reference prints the rule.
    """
    injury = require_int(injury, "injury", low=0)
    hp = require_int(hp, "hp", low=1)
    require_flag(scaled, "scaled")
    effects = LOCATION_EFFECTS[body_key(location)]
    maximum = SHOCK_MAX * effects.shock_factor
    published = scaled and hp >= LARGE_HP
    if published:
        # PUBLISHED_RULE: -1 per full HP/10 lost, for 20 HP or more.
        points = injury * 10 // hp
        rule = f"-1 per full HP/10 ({hp / 10:g} HP) of injury ({PUBLISHED_RULE})"
    else:
        points = injury
        rule = "-1 per HP lost (G17 l.240)"
    if effects.shock_factor != 1:
        rule += f"; doubled to the groin, max -{maximum} (G13 l.178)"
    else:
        rule += f", max -{maximum}"
    penalty = -min(maximum, points * effects.shock_factor)
    return Shock(injury, penalty, maximum, rule, published)


def shock_penalty(injury: int, hp: int = 10, location: str = "torso", scaled: bool = False) -> int:
    """The bare shock penalty (0 or negative)."""
    return shock(injury, hp, location, scaled).penalty
