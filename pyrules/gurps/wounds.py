"""From basic damage to injury (G13, G17, G18; seed 001 l.169-276).

Damage minus DR penetrates; the wounding modifier for the damage type (G18),
replaced where the hit location says so (G13), gives the injury (fractions
round down; at least 1 if it penetrated: a published rule). Limbs and
extremities cripple and lose the excess; a major wound calls for a knockdown
and stunning roll.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.errors import require_choice, require_int
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.common import Modifier, require_flag, times
from pyrules.gurps.data.injury import (
    CHINK_TYPES,
    DAMAGE_TYPE_ORDER,
    DAMAGE_TYPES,
    LOCATION_EFFECTS,
    PAIN_THRESHOLD,
)
from pyrules.gurps.locations import BODY_LOCATIONS, body_key  # noqa: F401 (re-exported)
from pyrules.gurps.shock import Shock, shock

_CRIPPLE_WORDS = {2: "limb", 3: "hand or foot", 10: "eye"}


def damage_type_key(damage_type) -> str:
    text = damage_type.strip().lower() if isinstance(damage_type, str) else damage_type
    return require_choice(text, "damage type", DAMAGE_TYPE_ORDER)


@dataclass(frozen=True)
class Multiplier:
    value: Fraction
    rule: str


def wounding_multiplier(damage_type: str, location: str = "torso") -> Multiplier:
    """The wounding modifier for a damage type at a location, and the row that gives it."""
    code = damage_type_key(damage_type)
    body = body_key(location)
    name, base = DAMAGE_TYPES[code]
    for types, value in LOCATION_EFFECTS[body].wounding:
        if code in types:
            return Multiplier(value, f"{body.capitalize()}: {code} {times(value)} (G13)")
    return Multiplier(base, f"{name} ({code}) {times(base)} (G18)")


@dataclass(frozen=True)
class Wound:
    """An injury worked out from damage, with every step that led to it."""

    damage: int
    dr: int
    damage_type: str
    location: str
    hp: int
    effective_dr: int
    dr_rule: str
    penetrating: int
    multiplier: Multiplier
    raw_injury: int           # penetrating x multiplier, rounded down
    injury: int               # what the victim loses
    minimum_applied: bool     # raised to 1 (published rule)
    crippled: bool
    cripple_rule: str
    excess_lost: int
    major_wound: bool
    major_rule: str
    shock: Shock
    knockdown: bool           # a knockdown and stunning roll is called for
    knockdown_rule: str
    knockdown_modifiers: tuple[Modifier, ...]

    @property
    def knockdown_modifier(self) -> int:
        return sum(m.value for m in self.knockdown_modifiers)


def wound(
    damage: int,
    dr: int,
    damage_type: str,
    location: str = "torso",
    hp: int = 10,
    *,
    chink: bool = False,
    pain: str = "normal",
    scaled_shock: bool = False,
) -> Wound:
    """Work out the injury from basic damage, with every step explained."""
    damage = require_int(damage, "damage", low=0)
    dr = require_int(dr, "dr", low=0)
    code = damage_type_key(damage_type)
    body = body_key(location)
    hp = require_int(hp, "hp", low=1)
    require_flag(chink, "chink")
    pain = require_choice(pain, "pain", tuple(PAIN_THRESHOLD))
    effects = LOCATION_EFFECTS[body]

    effective_dr, dr_rule = dr, "DR at the location"
    if chink:
        if code in CHINK_TYPES:
            effective_dr = dr // 2
            dr_rule = "Armor chink: DR halved, rounded down (G13 l.186)"
        else:
            dr_rule = f"Armor chink: only Pi++, Pi+, Pi and Impaling halve DR (G13 l.186); {code} does not"
    penetrating = max(0, damage - effective_dr)
    multiplier = wounding_multiplier(code, body)
    raw = math.floor(penetrating * multiplier.value)
    injury = raw
    minimum = False
    if penetrating > 0 and raw < 1:
        # PUBLISHED_RULE: penetrating damage always inflicts at least 1 HP of injury.
        injury, minimum = 1, True

    crippled, cripple_rule, excess = False, "", 0
    if effects.cripple_divisor is not None:
        divisor = effects.cripple_divisor
        what = _CRIPPLE_WORDS[divisor]
        if injury * divisor > hp:
            crippled = True
            effect = "blinds the eye" if body == "eye" else "cripples"
            cripple_rule = f"Injury {injury} > HP/{divisor} ({Fraction(hp, divisor).__float__():g}): {effect}"
            if effects.excess_lost:
                cap = hp // divisor + 1
                if injury > cap:
                    excess = injury - cap
                    injury = cap
                cripple_rule += f"; a crippled {what} takes at most {cap} (excess lost)"
        else:
            cripple_rule = f"Cripples above HP/{divisor} ({Fraction(hp, divisor).__float__():g})"

    if injury * 2 > hp:
        major, major_rule = True, f"A single injury > HP/2 ({hp / 2:g})"
    elif crippled:
        major, major_rule = True, "A crippling wound"
    else:
        major, major_rule = False, ""

    shocked = shock(injury, hp, body, scaled_shock)

    knockdown_rule = ""
    if major:
        knockdown, knockdown_rule = True, "Major Wound (G17 l.244)"
    elif injury > 0 and effects.knockdown_check:
        where = "vitals" if body == "vitals" else "head"
        knockdown, knockdown_rule = True, f"Damage to the {where} (G17 l.244)"
    else:
        knockdown = False
    mods = []
    if knockdown and major and effects.knockdown_modifier:
        mods.append(Modifier(f"Major Wound to the {body}", effects.knockdown_modifier, "G17 l.246-248"))
    if knockdown and PAIN_THRESHOLD[pain]:
        label = "High Pain Threshold" if pain == "high" else "Low Pain Threshold"
        mods.append(Modifier(label, PAIN_THRESHOLD[pain], "G17 l.250"))

    return Wound(
        damage, dr, code, body, hp, effective_dr, dr_rule, penetrating, multiplier, raw, injury, minimum,
        crippled, cripple_rule, excess, major, major_rule, shocked, knockdown, knockdown_rule, tuple(mods),
    )


def injury(damage: int, dr: int, damage_type: str, location: str = "torso", hp: int = 10) -> Wound:
    """The injury a hit inflicts: ``.injury``, ``.crippled``, ``.major_wound``.

    >>> w = injury(8, 2, "cut", "neck", hp=10)
    >>> w.injury, w.crippled, w.major_wound
    (12, False, True)
    """
    return wound(damage, dr, damage_type, location, hp)


MINIMUM_INJURY_NOTE = f"Penetrating damage always inflicts at least 1 HP of injury ({PUBLISHED_RULE})"
