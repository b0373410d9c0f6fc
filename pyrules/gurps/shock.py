"""Shock: the DX and IQ penalty on the turn after an injury (G17 l.240, G13 l.178).

The reference prints -1 per HP lost, at most -4, doubled to the groin (-8 at
most). Three published rules it does not print (PUBLISHED_RULE): High Pain
Threshold ignores shock, Low Pain Threshold doubles it (-8 at most), and, as an
option for 20 HP or more, the penalty is -1 per full HP/10 lost.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.errors import RulesError
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
    source: str = ""  # where the rule is printed
    scaled: bool = False  # counted per full HP/10 of injury (the published rule for 20+ HP)


def per_hp_lost(hp: int, scaled: bool) -> int:
    """How many HP of injury make -1: 1, or HP/10 rounded down for 20+ HP under the published option."""
    return hp // 10 if scaled and hp >= LARGE_HP else 1


def shock(injury: int, location: str = "torso", hp: int = 10, *, pain_threshold: str = "normal",
          scaled_shock: bool = False) -> Shock:
    """The shock penalty for ``injury`` HP lost (-1 per HP, max -4; groin double, max -8).

    ``scaled_shock`` applies the published rule for 20+ HP (-1 per full HP/10
    of injury, HP/10 rounded down first); off by default, as the reference
    prints the rule. ``pain_threshold`` is "normal", "high" (no shock) or "low"
    (doubled, max -8).
    """
    return shock_of_wounds(((injury, location),), hp, pain_threshold=pain_threshold, scaled_shock=scaled_shock)


def shock_of_wounds(wounds: Iterable[tuple[object, object]], hp: int = 10, *, pain_threshold: str = "normal", scaled_shock: bool = False) -> Shock:
    """The shock penalty for the wounds taken since a victim's last turn, each (HP of injury, location):
    their HP added up, those to the groin doubled, max -4 (-8 once one is to the groin)."""
    try:
        checked = [(validate.whole(hurt, "injury", low=0, high=4 * MOST_DAMAGE),  # x4 to the skull at most
                    LOCATION_EFFECTS[body_key(place)]) for hurt, place in wounds]
    except (TypeError, ValueError) as error:
        if isinstance(error, RulesError):
            raise
        raise RulesError("Wounds must be pairs of injury and location.", "injury") from None
    hp = validate.whole(hp, "hp", low=1, high=MOST_HP)
    validate.yes_no(scaled_shock, "scaled_shock", "Shock for 20+ HP")
    pain = validate.choice(pain_threshold, "pain_threshold", tuple(PAIN_SHOCK_FACTOR))
    injury = sum(hurt for hurt, _ in checked)
    if pain == "high":
        # PUBLISHED_RULE: High Pain Threshold: never a shock penalty.
        return Shock(injury, 0, 0, "High Pain Threshold: no shock penalty", bool(injury), PUBLISHED_RULE)

    unit = per_hp_lost(hp, scaled_shock)
    published = unit > 1
    by_factor: dict[int, int] = {}
    for hurt, effects in checked:
        by_factor[effects.shock_factor] = by_factor.get(effects.shock_factor, 0) + hurt
    points = sum(factor * (hurt // unit) for factor, hurt in by_factor.items())
    doubled = [effects for hurt, effects in checked if hurt and effects.shock_factor != 1]
    maximum = max((effects.shock_max for effects in doubled), default=SHOCK_MAX)
    if published:
        rule, sources = f"{MINUS}1 per full {unit} HP (HP/10, rounded down) of injury", [PUBLISHED_RULE]
    else:
        rule, sources = f"{MINUS}1 per HP lost", [cite(240)]
    if doubled:
        rule += f"; doubled to the groin, max {MINUS}{maximum}"
        sources.append(cite(178))
    if pain == "low":
        # PUBLISHED_RULE: Low Pain Threshold doubles shock, to -8 at most (the groin's cap too).
        points *= PAIN_SHOCK_FACTOR["low"]
        maximum = DOUBLED_SHOCK_MAX
        rule += f"; doubled for Low Pain Threshold, max {MINUS}{maximum}"
        sources.append(PUBLISHED_RULE)
        published = published or bool(injury)
    elif not doubled:
        rule += f", max {MINUS}{maximum}"
    return Shock(injury, -min(maximum, points), maximum, rule, published, "; ".join(dict.fromkeys(sources)),
                 scaled=unit > 1)


def shock_penalty(injury: int, location: str = "torso", hp: int = 10, *, pain_threshold: str = "normal",
                  scaled_shock: bool = False) -> int:
    """The bare shock penalty (0 or negative)."""
    return shock(injury, location, hp, pain_threshold=pain_threshold, scaled_shock=scaled_shock).penalty
