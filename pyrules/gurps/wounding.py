"""Damage types and the wounding modifier (G13, G18; seed 001 l.173-185, l.268-276).

The wounding modifier for the damage type (G18), replaced where the hit location says so (G13).
Published rules the reference does not print (PUBLISHED_RULE): the damage types burning,
corrosion, toxic (x1), fatigue (x1, off FP instead of HP) and knockback only (a crushing attack
with No Wounding, B104 and B111: it wounds nothing); a damage roll never below 0 for crushing
(and knockback only), 1 for any other type; only impaling, piercing and tight-beam burning attacks
hit the eye, and only those and crushing (which l.185 adds) target the vitals, where a tight-beam
burning attack is x2 and small piercing x3 as the other piercing types; corrosion is x1.5 to the
face and neck; toxic damage takes none of the skull's effects (its DR 2, x4 and -10); fatigue and
knockback-only damage ignore hit location.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data import basic_set, cite
from pyrules.gurps.data.injury import (
    BURNING,
    DAMAGE_TYPE_ORDER,
    DAMAGE_TYPES,
    FATIGUE,
    KNOCKBACK_ONLY,
    LEAST_DAMAGE,
    LEAST_DAMAGE_OTHER,
    LOCATION_EFFECTS,
    LOCATION_LINES,
    PRINTED_TYPES,
    WOUNDING_LINES,
)
from pyrules.gurps.locations import body_key

KNOCKBACK_ONLY_SOURCE = basic_set("104, 111, 378")
NO_LOCATION_EFFECTS = (FATIGUE, KNOCKBACK_ONLY)  # the types hit location does nothing to but choose the DR


def damage_type_key(damage_type: object) -> str:
    text = damage_type.strip().lower() if isinstance(damage_type, str) else damage_type
    return validate.choice(text, "damage_type", DAMAGE_TYPE_ORDER)


def times(multiplier: Fraction | int) -> str:
    """A wounding multiplier as the books print it: "x4", "x1.5", "x0.5", and a fraction that is no
    half as one: "x1/3", "x1/10"."""
    value = Fraction(multiplier)
    if value.denominator == 1:
        return f"x{value.numerator}"
    if value.denominator == 2:
        return f"x{float(value):g}"
    return f"x{value.numerator}/{value.denominator}"


def amount(value: Fraction | int) -> str:
    """A share of HP as a player reads it: "5", "7.5", and a fraction that is no half as a mixed
    number: "3 1/3" (HP 10 / 3)."""
    value = Fraction(value)
    if value.denominator in (1, 2):
        return f"{float(value):g}"
    whole, part = divmod(value, 1)
    return f"{whole} {part}" if whole else str(part)


@dataclass(frozen=True)
class Multiplier:
    """A wounding modifier: its value, the rule in words, and where it is printed (``source``)."""

    value: Fraction
    rule: str
    published: bool = False
    source: str = ""


_TARGETED_BY = {  # the attacks a location with ``only_types`` takes, in words
    "eye": "impaling, piercing or tight-beam burning attacks can hit the eye",
    "vitals": "impaling, piercing, crushing or tight-beam burning attacks can target the vitals",
}


def target_refusal(damage_type: str, location: str, tight_beam: bool = False) -> str:
    """Why the location cannot take an attack of this type ("" when it can): only impaling, piercing
    or tight-beam burning hits the eye; those and crushing the vitals (PUBLISHED_RULE). Fatigue
    damage ignores hit location; knockback only strikes where crushing can."""
    code = damage_type_key(damage_type)
    code = "cr" if code == KNOCKBACK_ONLY else code
    body = body_key(location)
    effects = LOCATION_EFFECTS[body]
    if effects.only_types is None or code in effects.only_types or code == FATIGUE or \
            (code == BURNING and tight_beam):
        return ""
    return f"Only {_TARGETED_BY[body]} ({PUBLISHED_RULE})"


def check_target(damage_type: str, location: str, tight_beam: bool = False) -> None:
    """Refuse an attack the location cannot take (``target_refusal``), naming the damage type."""
    refusal = target_refusal(damage_type, location, tight_beam)
    if refusal:
        raise RulesError(refusal, "damage_type")


def damage_type_word(damage_type: str) -> str:
    """A damage type as a log says what a blow did: "toxic"."""
    return DAMAGE_TYPES[damage_type_key(damage_type)][0].lower()


# What else a wound does, as a blow applied from the injury calculator says it (``Effect.effects``,
# kept in the encounter's log): each by its key, with its words (the tracker's log reads them back).
WoundEffect = Literal["crippled", "blinded", "major_wound"]
WOUND_EFFECT_WORDS: dict[WoundEffect, str] = {"crippled": "crippled", "blinded": "blinded",
                                              "major_wound": "major wound"}


def least_damage(damage_type: str) -> int:
    """The least basic damage a roll does (PUBLISHED_RULE): 0 for crushing (and knockback only), 1
    for any other type."""
    return LEAST_DAMAGE.get(damage_type_key(damage_type), LEAST_DAMAGE_OTHER)


def ignores_location(damage_type: str, location: str) -> bool:
    """Whether the location's own effects leave this damage type alone (PUBLISHED_RULE): fatigue and
    knockback only everywhere, toxic at the skull."""
    code = damage_type_key(damage_type)
    return code in NO_LOCATION_EFFECTS or code in LOCATION_EFFECTS[body_key(location)].exempt_types


def wounding_multiplier(damage_type: str, location: str = "torso", tight_beam: bool = False) -> Multiplier:
    """The wounding modifier for a damage type at a location, and the row that gives it."""
    code = damage_type_key(damage_type)
    body = body_key(location)
    validate.yes_no(tight_beam, "tight_beam", "Tight beam")
    name, base = DAMAGE_TYPES[code]
    effects = LOCATION_EFFECTS[body]
    if code == KNOCKBACK_ONLY:
        return Multiplier(base, f"{name} ({code}): it wounds nothing", True, KNOCKBACK_ONLY_SOURCE)
    if code == FATIGUE:
        # PUBLISHED_RULE: fatigue damage takes no wounding modifier, wherever it lands.
        return Multiplier(base, f"{name} ({code}) {times(base)}, whatever the location", True, PUBLISHED_RULE)
    if code in effects.exempt_types:
        return Multiplier(base, f"{name} ({code}) {times(base)}: the {body}'s x4 does not apply", True, PUBLISHED_RULE)
    if code == BURNING and tight_beam and effects.tight_beam is not None:
        return Multiplier(effects.tight_beam, f"{body.capitalize()}: tight-beam burning {times(effects.tight_beam)}",
                          True, PUBLISHED_RULE)
    for types, value in effects.wounding:
        if code in types:
            published = code not in PRINTED_TYPES
            source = cite(LOCATION_LINES[body]) + (f"; {PUBLISHED_RULE}" if published else "")
            return Multiplier(value, f"{body.capitalize()}: {code} {times(value)}", published, source)
    for types, value in effects.published_wounding:
        if code in types:
            return Multiplier(value, f"{body.capitalize()}: {code} {times(value)}", True, PUBLISHED_RULE)
    if code in PRINTED_TYPES:
        return Multiplier(base, f"{name} ({code}) {times(base)}", source=cite(WOUNDING_LINES[times(base)]))
    return Multiplier(base, f"{name} ({code}) {times(base)}", True, PUBLISHED_RULE)
