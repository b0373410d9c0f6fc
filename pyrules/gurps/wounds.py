"""From basic damage to injury (G13, G17, G18; seed 001 l.169-276).

Damage minus DR penetrates; the wounding modifier for the damage type (G18),
replaced where the hit location says so (G13), gives the injury (fractions
round down; at least 1 if it penetrated: a published rule). Limbs and
extremities cripple and lose the excess; a major wound calls for a knockdown
and stunning roll.

Published rules the reference does not print (PUBLISHED_RULE): the damage types
burning, corrosion, toxic (x1) and fatigue (x1, off FP instead of HP); a damage
roll never below 0 for crushing, 1 for any other type; the skull's own DR 2;
only impaling, piercing and tight-beam burning attacks hit the eye; only those
and crushing (which l.185 adds) target the vitals, where a tight-beam burning
attack is x2 and small piercing x3 as the other piercing types; corrosion is
x1.5 to the face and neck; toxic damage takes none of the skull's effects (its
DR 2, x4 and -10); fatigue damage ignores hit location.

The knockdown roll (``knockdown_roll``) and the shock penalty (``shock``) are
worked out here for the injury calculator and the tracker alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TypedDict

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.explain import Modifier
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data import basic_set, cite
from pyrules.gurps.data.injury import (
    BURNING,
    CHINK_TYPES,
    DAMAGE_TYPE_ORDER,
    DAMAGE_TYPES,
    FATIGUE,
    LOCATION_EFFECTS,
    LEAST_DAMAGE,
    LEAST_DAMAGE_OTHER,
    LOCATION_LINES,
    LOWEST_ROLLED,
    MOST_DAMAGE,
    MOST_HP,
    PAIN_THRESHOLD,
    PRINTED_TYPES,
    WOUNDING_LINES,
)
from pyrules.gurps.knockback import Knockback, knockback
from pyrules.gurps.locations import BODY_LOCATIONS, body_key  # noqa: F401 (re-exported)
from pyrules.gurps.penetration import (
    MOST_HARDENED,
    NO_DIVISOR,
    armor_divisor as divisor_key,
    blunt_trauma,
    divided_dr,
    half_damage as halved,
    hardened as hardened_divisor,
    large_area_dr,
)
from pyrules.gurps.shock import Shock, shock
from pyrules.gurps.tolerance import (
    ORDINARY,
    TOLERANCE_NAMES,
    Body,
    diffuse_cap,
    struck_as,
    tolerance_wounding,
    vulnerability_key,
)

_CRIPPLE_WORDS = {2: "limb", 3: "hand or foot", 10: "eye"}


def damage_type_key(damage_type) -> str:
    text = damage_type.strip().lower() if isinstance(damage_type, str) else damage_type
    return validate.choice(text, "damage_type", DAMAGE_TYPE_ORDER)


def times(multiplier: Fraction) -> str:
    """A wounding multiplier as printed: "x1.5", "x0.5", "x4"."""
    value = Fraction(multiplier)
    if value.denominator == 1:
        return f"x{value.numerator}"
    return f"x{float(value):g}"


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
    damage ignores hit location."""
    code = damage_type_key(damage_type)
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


def damage_type_in(words) -> str | None:
    """The damage type a blow's words name ("toxic" -> "tox"), or None."""
    for code in DAMAGE_TYPE_ORDER:
        if damage_type_word(code) in words:
            return code
    return None


def least_damage(damage_type: str) -> int:
    """The least basic damage a roll does (PUBLISHED_RULE): 0 for crushing, 1 for any other type."""
    return LEAST_DAMAGE.get(damage_type_key(damage_type), LEAST_DAMAGE_OTHER)


def ignores_location(damage_type: str, location: str) -> bool:
    """Whether the location's own effects leave this damage type alone (PUBLISHED_RULE): fatigue
    everywhere, toxic at the skull."""
    code = damage_type_key(damage_type)
    return code == FATIGUE or code in LOCATION_EFFECTS[body_key(location)].exempt_types


def wounding_multiplier(damage_type: str, location: str = "torso", tight_beam: bool = False) -> Multiplier:
    """The wounding modifier for a damage type at a location, and the row that gives it."""
    code = damage_type_key(damage_type)
    body = body_key(location)
    validate.yes_no(tight_beam, "tight_beam", "Tight beam")
    name, base = DAMAGE_TYPES[code]
    effects = LOCATION_EFFECTS[body]
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


@dataclass(frozen=True)
class Wound:
    """An injury worked out from damage, with every step that led to it.

    A fatigue attack (``fatigue``) costs FP instead of HP: ``injury`` is then
    the FP lost, and nothing of crippling, major wounds, shock or knockdown applies.
    """

    damage: int               # basic damage, at least the type's least (``rolled`` is what the dice said)
    dr: int
    damage_type: str
    location: str
    hp: int
    effective_dr: int         # the DR the damage meets (chink halved, plus the location's own)
    dr_rule: str
    dr_source: str            # where the DR rule is printed
    own_dr: int               # DR the location has of its own (the skull's 2, published)
    penetrating: int
    multiplier: Multiplier
    raw_injury: int           # penetrating x multiplier, rounded down
    injury: int               # what the victim loses (FP for a fatigue attack)
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
    knockdown_source: str = ""
    fatigue: bool = False     # the injury comes off FP, not HP
    rolled: int | None = None  # the basic damage rolled, when the least damage raised it (PUBLISHED_RULE)
    # The Basic Set's options (PUBLISHED_RULE), each at its "none" when not used:
    halved_from: int | None = None  # basic damage before 1/2D range halved it (B378)
    large_area_dr: int | None = None  # DR against a large-area attack (B400), before any divisor
    divisor: str = NO_DIVISOR       # the attack's armor divisor, as given (B378)
    divisor_used: str = NO_DIVISOR  # what is left of it against Hardened DR (B47)
    divided_rule: str = ""
    dr_before_divisor: int = 0
    struck_as: str = ""             # the location whose effects the blow takes, when Injury Tolerance moves it
    struck_as_rule: str = ""
    vulnerability: int = 1          # B161
    cap_rule: str = ""              # Diffuse's most injury (B380), when it cut the injury
    blunt_trauma: int = 0           # B379: the injury through flexible armor that stopped the blow
    knockback: Knockback | None = None  # B378, when the target's ST was given

    @property
    def knockdown_modifier(self) -> int:
        return sum(m.value for m in self.knockdown_modifiers)


def _dr(dr: int, code: str, body: str, chink: bool) -> tuple[int, str, str, int]:
    """The DR the damage meets, how it was reached and where that is printed, and the location's own
    part of it."""
    effective, rule, sources = dr, "DR at the location", []
    if chink:
        sources.append(cite(186))
        if code in CHINK_TYPES:
            effective = dr // 2
            rule = "Armor chink: DR halved, rounded down"
        else:
            rule = f"Armor chink: only Pi++, Pi+, Pi and Impaling halve DR; {code} does not"
    own = 0 if ignores_location(code, body) else LOCATION_EFFECTS[body].own_dr
    if own:
        # PUBLISHED_RULE: the skull has DR 2 of its own, on top of any armor.
        rule += f"; the {body} adds DR {own} of its own"
        sources.append(PUBLISHED_RULE)
    return effective + own, rule, "; ".join(sources), own


@dataclass(frozen=True)
class Knockdown:
    """Whether a wound calls for the HT roll against knockdown and stun (G17 l.242-250), and its modifiers."""

    called: bool
    rule: str = ""
    modifiers: tuple[Modifier, ...] = ()
    source: str = ""

    @property
    def modifier(self) -> int:
        return sum(m.value for m in self.modifiers)


def knockdown_roll(injury: int, location: str = "torso", hp: int = 10, *, damage_type: str | None = None,
                   major_wound: bool | None = None, pain_threshold: str = "normal") -> Knockdown:
    """The knockdown roll a wound of ``injury`` HP calls for: a Major Wound (> HP/2, or ``major_wound``
    given true, as for a crippling wound) anywhere, or any injury to the head or vitals (l.244); the
    location's -5 or -10 for a Major Wound there (l.246-248) unless its effects leave the damage type
    alone (toxic at the skull, a published rule); the pain threshold's +3 or -4 (l.250).

    ``damage_type`` None: not known (the tracker's own taps), read as a type the location affects.
    """
    injury = validate.whole(injury, "injury", low=0, high=4 * MOST_DAMAGE)
    body = body_key(location)
    hp = validate.whole(hp, "hp", low=1, high=MOST_HP)
    pain = validate.choice(pain_threshold, "pain_threshold", tuple(PAIN_THRESHOLD))
    effects = LOCATION_EFFECTS[body]
    exempt = damage_type is not None and ignores_location(damage_type, body)
    major = injury * 2 > hp if major_wound is None else bool(major_wound)
    if major:
        rule = "Major Wound"
    elif injury > 0 and effects.knockdown_check:
        rule = f"Damage to the {'vitals' if body == 'vitals' else 'head'}"
    else:
        return Knockdown(False)
    mods = []
    if major and effects.knockdown_modifier and not exempt:
        mods.append(Modifier(f"Major Wound to the {body}", effects.knockdown_modifier, cite("246-248")))
    if PAIN_THRESHOLD[pain]:
        label = "High Pain Threshold" if pain == "high" else "Low Pain Threshold"
        mods.append(Modifier(label, PAIN_THRESHOLD[pain], cite(250)))
    return Knockdown(True, rule, tuple(mods), cite(244))


class _Options(TypedDict):
    """The fields of a Wound that a fatigue blow and a wound alike take from the attack."""

    halved_from: int | None
    large_area_dr: int | None
    divisor: str
    divisor_used: str
    divided_rule: str
    dr_before_divisor: int
    struck_as: str
    struck_as_rule: str
    vulnerability: int
    cap_rule: str
    blunt_trauma: int
    knockback: Knockback | None


def wound(
    damage: int,
    dr: int,
    damage_type: str,
    location: str = "torso",
    hp: int = 10,
    *,
    chink: bool = False,
    pain_threshold: str = "normal",
    scaled_shock: bool = False,
    tight_beam: bool = False,
    armor_divisor: str = NO_DIVISOR,
    hardened: int = 0,
    tolerance: Body = ORDINARY,
    vulnerability: int = 1,
    flexible: bool = False,
    weakest_dr: int | None = None,
    half_damage: bool = False,
    knockback_st: int | None = None,
) -> Wound:
    """Work out the injury from basic damage, with every step explained.

    ``damage`` is the basic damage as rolled: a roll with negative adds below the
    type's least (0 crushing, 1 otherwise; published) is raised to it.
    ``pain_threshold`` ("normal", "high", "low") changes the shock penalty and
    the knockdown roll; ``tight_beam`` marks a burning attack as a tight beam (a
    laser), which may hit the eye and is x2 to the vitals; ``chink``: through an
    armor chink; ``scaled_shock``: the published shock rule for 20+ HP.

    The Basic Set's options, each left at its "none" by default: ``armor_divisor`` ("2", "0.5",
    "ignores"; B378) against ``hardened`` levels of Hardened DR (B47); ``tolerance``, the target's Injury
    Tolerance, No Brain and No Vitals (B380, B400); ``vulnerability`` 2, 3 or 4 (B161);
    ``flexible`` armor, for blunt trauma (B379); ``weakest_dr``, the least protected location's DR
    against a large-area attack on the torso (B400); ``half_damage`` at 1/2D range (B378);
    ``knockback_st``, the target's ST (or HP, if it has none) for knockback (B378).
    """
    rolled = validate.whole(damage, "damage", low=LOWEST_ROLLED, high=MOST_DAMAGE)
    dr = validate.whole(dr, "dr", low=0, high=MOST_DAMAGE)
    code = damage_type_key(damage_type)
    body = body_key(location)
    hp = validate.whole(hp, "hp", low=1, high=MOST_HP)
    validate.yes_no(chink, "chink", "Armor chink")
    validate.yes_no(tight_beam, "tight_beam", "Tight beam")
    validate.yes_no(scaled_shock, "scaled_shock", "Shock for 20+ HP")
    pain = validate.choice(pain_threshold, "pain_threshold", tuple(PAIN_THRESHOLD))
    if tight_beam and code != BURNING:
        raise RulesError("Only a burning attack can be a tight beam.", "tight_beam")
    check_target(code, body, tight_beam)
    damage = max(rolled, least_damage(code))
    raised = rolled if rolled != damage else None
    traits = _checked_body(tolerance)
    location = body
    effects = LOCATION_EFFECTS[location]
    divisor = divisor_key(armor_divisor)
    hardened = validate.whole(hardened, "hardened", low=0, high=MOST_HARDENED)
    vulnerability = vulnerability_key(vulnerability)
    validate.yes_no(flexible, "flexible", "Flexible armor")
    validate.yes_no(half_damage, "half_damage", "1/2D range")
    halved_from = None
    if half_damage:
        halved_from, damage = damage, halved(damage)
    worn = dr
    if weakest_dr is not None:
        weakest_dr = validate.whole(weakest_dr, "weakest_dr", low=0, high=MOST_DAMAGE)
        if location != "torso":
            raise RulesError("A large-area attack meets the torso's DR and the weakest location's: hit the torso.",
                             "weakest_dr")
        worn = large_area_dr(dr, weakest_dr)

    effective_dr, dr_rule, dr_source, own_dr = _dr(worn, code, location, chink)
    dr_before_divisor, used, divided_rule = effective_dr, NO_DIVISOR, ""
    if divisor != NO_DIVISOR:
        used = hardened_divisor(divisor, hardened)
        divided = divided_dr(effective_dr, used)
        effective_dr, divided_rule = divided.dr, divided.rule
    penetrating = max(0, damage - effective_dr)
    effects_at, moved_rule = struck_as(traits, location)
    multiplier = wounding_multiplier(code, effects_at, tight_beam)
    tolerated = tolerance_wounding(traits, code, effects_at)
    if tolerated is not None and code != FATIGUE:
        multiplier = Multiplier(tolerated, f"{TOLERANCE_NAMES[traits.tolerance]}: {code} {times(tolerated)}",
                                True, basic_set(380))
    raw = math.floor(penetrating * multiplier.value * vulnerability)
    injury = raw
    minimum = False
    if penetrating > 0 and raw < 1:
        # PUBLISHED_RULE: penetrating damage always inflicts at least 1 HP of injury.
        injury, minimum = 1, True
    cap, cap_rule = diffuse_cap(traits, code), ""
    if cap is not None and injury > cap:
        injury, cap_rule = cap, f"Diffuse: this attack does at most {cap} HP of injury"
    trauma = blunt_trauma(damage, code, penetrating) if flexible else 0
    if trauma:
        injury = trauma
    knocked = None if knockback_st is None else knockback(damage, code, penetrating, knockback_st)
    options = _Options(halved_from=halved_from, large_area_dr=worn if weakest_dr is not None else None,
                       divisor=divisor, divisor_used=used, divided_rule=divided_rule,
                       dr_before_divisor=dr_before_divisor,
                       struck_as=effects_at if moved_rule else "", struck_as_rule=moved_rule,
                       vulnerability=vulnerability, cap_rule=cap_rule, blunt_trauma=trauma, knockback=knocked)
    body = location

    if code == FATIGUE:
        # PUBLISHED_RULE: fatigue damage costs FP; it is no wound, so nothing below applies.
        return Wound(
            damage=damage, dr=dr, damage_type=code, location=body, hp=hp, effective_dr=effective_dr,
            dr_rule=dr_rule, dr_source=dr_source, own_dr=own_dr, penetrating=penetrating, multiplier=multiplier, raw_injury=raw,
            injury=injury, minimum_applied=minimum, crippled=False, cripple_rule="", excess_lost=0,
            major_wound=False, major_rule="", shock=Shock(0, 0, 0, "Fatigue damage causes no shock"),
            knockdown=False, knockdown_rule="", knockdown_modifiers=(), fatigue=True, rolled=raised, **options,
        )

    crippled, cripple_rule, excess = False, "", 0
    if effects.cripple_divisor is not None and not traits.cripples:
        cripple_rule = f"Diffuse: no blow cripples ({basic_set(60)})"
    elif effects.cripple_divisor is not None:
        share = effects.cripple_divisor
        what = _CRIPPLE_WORDS[share]
        if injury * share > hp:
            crippled = True
            effect = "blinds the eye" if body == "eye" else "cripples"
            cripple_rule = f"Injury {injury} > HP/{share} ({float(Fraction(hp, share)):g}): {effect}"
            if effects.excess_lost:
                cap = hp // share + 1
                if injury > cap:
                    excess = injury - cap
                    injury = cap
                cripple_rule += f"; a crippled {what} takes at most {cap} (excess lost)"
        else:
            cripple_rule = f"Cripples above HP/{share} ({float(Fraction(hp, share)):g})"

    if injury * 2 > hp:
        major, major_rule = True, f"A single injury > HP/2 ({hp / 2:g})"
    elif crippled:
        major, major_rule = True, "A crippling wound"
    else:
        major, major_rule = False, ""

    shocked = shock(injury, effects_at, hp, scaled_shock=scaled_shock, pain_threshold=pain)
    knockdown = knockdown_roll(injury, _knocked_at(location, effects_at, moved_rule), hp, damage_type=code,
                               major_wound=major, pain_threshold=pain)
    if moved_rule:  # B400: no knockdown modifier for hit location
        knockdown = replace(knockdown, modifiers=tuple(m for m in knockdown.modifiers
                                                       if not m.label.startswith("Major Wound to")))

    return Wound(
        damage=damage, dr=dr, damage_type=code, location=body, hp=hp, effective_dr=effective_dr, dr_rule=dr_rule,
        dr_source=dr_source, own_dr=own_dr, penetrating=penetrating, multiplier=multiplier, raw_injury=raw, injury=injury,
        minimum_applied=minimum, crippled=crippled, cripple_rule=cripple_rule, excess_lost=excess,
        major_wound=major, major_rule=major_rule, shock=shocked, knockdown=knockdown.called,
        knockdown_rule=knockdown.rule, knockdown_modifiers=knockdown.modifiers,
        knockdown_source=knockdown.source, rolled=raised, **options,
    )


def _knocked_at(location: str, effects_at: str, moved_rule: str) -> str:
    """Where a blow's knockdown roll is read: a blow to the head of a body with no brain (or a
    homogenous or diffuse one) still calls for the roll on any injury, as a head blow, though without
    the location's modifier (B400); a body without vitals takes a vitals or groin blow as the torso."""
    return location if moved_rule and location not in ("vitals", "groin") else effects_at


def _checked_body(body) -> Body:
    """The target's body as the rules read it; RulesError naming "tolerance" for anything else."""
    if not isinstance(body, Body):
        raise RulesError("The target's body must be given as its Injury Tolerance.", "tolerance")
    return body


def injury(damage: int, dr: int, damage_type: str, location: str = "torso", hp: int = 10, *,
           chink: bool = False, pain_threshold: str = "normal", tight_beam: bool = False,
           scaled_shock: bool = False) -> Wound:
    """The injury a hit inflicts: ``.injury``, ``.crippled``, ``.major_wound``, with the options the
    injury calculator offers as keywords (see ``wound``).

    >>> w = injury(8, 2, "cut", "neck", hp=10)
    >>> w.injury, w.crippled, w.major_wound
    (12, False, True)
    """
    return wound(damage, dr, damage_type, location, hp, chink=chink, pain_threshold=pain_threshold,
                 tight_beam=tight_beam, scaled_shock=scaled_shock)


MINIMUM_INJURY_RULE = "Penetrating damage always inflicts at least 1 HP of injury"
MINIMUM_INJURY_NOTE = f"{MINIMUM_INJURY_RULE} ({PUBLISHED_RULE})"


def least_damage_note(damage_type: str) -> str:
    """Why a roll below the least damage was raised, in words (a published rule, not in the reference)."""
    code = damage_type_key(damage_type)
    what = "crushing damage" if code == "cr" else "damage other than crushing"
    return f"A damage roll never goes below {least_damage(code)} for {what}"
