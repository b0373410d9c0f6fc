"""Shock: the DX and IQ penalty on the turn after an injury (G17 l.240, G13 l.178).

The reference prints -1 per HP lost, at most -4, doubled to the groin (-8 at
most). Three published rules it does not print (PUBLISHED_RULE): High Pain
Threshold ignores shock, Low Pain Threshold doubles it (-8 at most), and, as an
option for 20 HP or more, the penalty is -1 per full HP/10 lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.explain import MINUS
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import (
    DOUBLED_SHOCK_MAX,
    LOCATION_EFFECTS,
    MOST_DAMAGE,
    MOST_HP,
    PAIN_SHOCK_FACTOR,
    SHOCK_MAX,
)
from pyrules.gurps.locations import body_key

LARGE_HP = 20  # PUBLISHED_RULE: from 20 HP the penalty may be -1 per full HP/10 of injury


@dataclass(frozen=True)
class Shock:
    """The shock penalty for one injury, with how it was reached."""

    injury: int
    penalty: int  # 0 or negative
    maximum: int  # the cap applied (4, or 8 to the groin or with Low Pain Threshold)
    rule: str
    published: bool = False  # a published rule the reference does not print changed the penalty


def per_hp_lost(hp: int, scaled: bool) -> int:
    """How many HP of injury make -1: 1, or HP/10 rounded down for 20+ HP under the published option."""
    return hp // 10 if scaled and hp >= LARGE_HP else 1


def shock(injury: int, hp: int = 10, location: str = "torso", scaled: bool = False,
          pain: str = "normal") -> Shock:
    """The shock penalty for ``injury`` HP lost (-1 per HP, max -4; groin double, max -8).

    ``scaled`` applies the published rule for 20+ HP (-1 per full HP/10 of
    injury, HP/10 rounded down first); off by default, as the reference prints
    the rule. ``pain`` is "normal", "high" (no shock) or "low" (doubled, max -8).
    """
    injury = validate.whole(injury, "injury", low=0, high=4 * MOST_DAMAGE)  # x4 to the skull at most
    hp = validate.whole(hp, "hp", low=1, high=MOST_HP)
    validate.yes_no(scaled, "scaled", "Shock for 20+ HP")
    pain = validate.choice(pain, "pain", tuple(PAIN_SHOCK_FACTOR))
    effects = LOCATION_EFFECTS[body_key(location)]
    if pain == "high":
        # PUBLISHED_RULE: High Pain Threshold: never a shock penalty.
        return Shock(injury, 0, 0, f"High Pain Threshold: no shock penalty ({PUBLISHED_RULE})", bool(injury))

    unit = per_hp_lost(hp, scaled)
    published = unit > 1
    if published:
        points = injury // unit
        rule = f"{MINUS}1 per full {unit} HP (HP/10, rounded down) of injury ({PUBLISHED_RULE})"
    else:
        points = injury
        rule = f"{MINUS}1 per HP lost ({cite(240)})"
    factor, maximum = effects.shock_factor, effects.shock_max
    if effects.shock_factor != 1:
        rule += f"; doubled to the groin, max {MINUS}{maximum} ({cite(178)})"
    if pain == "low":
        # PUBLISHED_RULE: Low Pain Threshold doubles shock, to -8 at most (the groin's cap too).
        factor *= PAIN_SHOCK_FACTOR["low"]
        maximum = DOUBLED_SHOCK_MAX
        rule += f"; doubled for Low Pain Threshold, max {MINUS}{maximum} ({PUBLISHED_RULE})"
        published = published or bool(injury)
    elif effects.shock_factor == 1:
        rule += f", max {MINUS}{maximum}"
    penalty = -min(maximum, points * factor)
    return Shock(injury, penalty, maximum, rule, published)


def shock_penalty(injury: int, hp: int = 10, location: str = "torso", scaled: bool = False,
                  pain: str = "normal") -> int:
    """The bare shock penalty (0 or negative)."""
    return shock(injury, hp, location, scaled, pain).penalty
