"""From basic damage to injury (G13, G17, G18; seed 001 l.169-276).

Damage minus DR penetrates; the wounding modifier for the damage type (G18),
replaced where the hit location says so (G13; ``wounding``), gives the injury
(fractions round down; at least 1 if it penetrated: a published rule). Limbs and
extremities cripple and lose the excess; a major wound calls for a knockdown
and stunning roll.

Published rules the reference does not print (PUBLISHED_RULE): the damage types
and the locations' further effects ``wounding`` lists; the skull's own DR 2; and
the Basic Set's damage options, each "none" unless given: armor divisors and
Hardened DR, 1/2D range, blunt trauma and large-area injury (``penetration``),
Injury Tolerance, No Brain, No Vitals and Vulnerability (``tolerance``),
knockback (``knockback``), explosions (``explosions``) and shotguns at close
range (``shotguns``).

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
    FATIGUE,
    KNOCKBACK_ONLY,
    LOCATION_EFFECTS,
    LOWEST_ROLLED,
    MOST_DAMAGE,
    MOST_HP,
    PAIN_THRESHOLD,
)
from pyrules.gurps.explosions import (
    BLAST,
    INTERNAL,
    INTERNAL_LOCATION,
    INTERNAL_SOURCE,
    INTERNAL_WOUNDING,
    NO_EXPLOSION,
    collateral,
    explosion_key,
)
from pyrules.gurps.knockback import Knockback, knockback
from pyrules.gurps.locations import body_key
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
from pyrules.gurps.shotguns import close_range_multiplier
from pyrules.gurps.tolerance import (
    ORDINARY,
    PIERCING,
    TOLERANCE_NAMES,
    Body,
    diffuse_cap,
    struck_as,
    tolerance_wounding,
    vulnerability_key,
)
from pyrules.gurps.wounding import (
    Multiplier,
    amount,
    check_target,
    damage_type_in,
    damage_type_key,
    damage_type_word,
    ignores_location,
    WOUND_EFFECT_WORDS,
    wound_effects_in,
    least_damage,
    target_refusal,
    times,
    wounding_multiplier,
)

__all__ = [  # with the names of ``wounding`` and ``locations`` the injury rules' callers read here
    "MAJOR_WOUND_AT", "MINIMUM_INJURY_NOTE", "MINIMUM_INJURY_RULE", "Knockdown", "Multiplier", "Wound", "amount",
    "body_key", "check_target", "damage_type_in", "damage_type_key", "damage_type_word", "ignores_location",
    "injury", "knockdown_roll", "least_damage", "least_damage_note", "target_refusal", "times", "wound",
    "wounding_multiplier", "PAIN_THRESHOLD_KIND", "wound_effects_in", "WOUND_EFFECT_WORDS",
]

_CRIPPLE_WORDS = {2: "limb", 3: "hand or foot", 10: "eye"}
# The kinds of a knockdown roll's modifiers (``Modifier.kind``): a major wound's location (l.246-248)
# and the pain threshold (l.250).
MAJOR_WOUND_AT = "major_wound_at"
PAIN_THRESHOLD_KIND = "pain_threshold"


@dataclass(frozen=True)
class Wound:
    """An injury worked out from damage, with every step that led to it.

    A fatigue attack (``fatigue``) costs FP instead of HP: ``injury`` is then
    the FP lost, and nothing of crippling, major wounds, shock or knockdown applies;
    nor does any of it to a knockback-only attack (``knockback_only``), which wounds nothing.
    """

    damage: int               # basic damage, at least the type's least (``rolled`` is what the dice said)
    dr: int
    damage_type: str
    location: str
    hp: int
    effective_dr: int         # the DR the damage meets (chink halved, plus the location's own, multiplied, divided)
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
    dr_before_divisor: int = 0      # the DR the divisor divides (after a shotgun's multiplier)
    struck_as: str = ""             # the location whose effects the blow takes, when Injury Tolerance moves it
    struck_as_rule: str = ""
    struck_as_source: str = ""
    vulnerability: int = 1          # B161
    cap_rule: str = ""              # Diffuse's most injury (B380), when it cut the injury or an area attack lifted it
    blunt_trauma: int = 0           # B379: the injury through flexible armor that stopped the blow
    knockback: Knockback | None = None  # B378, when the target's ST was given
    knockback_only: bool = False    # a knockback-only attack (B104, B111): it wounds nothing
    explosion: str = NO_EXPLOSION   # B414-415: "struck", "blast" (collateral damage) or "internal"
    blast_from: int | None = None   # basic damage before the blast's distance divided it (B414)
    blast_rule: str = ""
    shotgun: int = 1                # B409: what a shotgun within a tenth of 1/2D multiplies dice and DR by

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
        mods.append(Modifier(f"Major Wound to the {body}", effects.knockdown_modifier, cite("246-248"),
                             kind=MAJOR_WOUND_AT))
    if PAIN_THRESHOLD[pain]:
        label = "High Pain Threshold" if pain == "high" else "Low Pain Threshold"
        mods.append(Modifier(label, PAIN_THRESHOLD[pain], cite(250), kind=PAIN_THRESHOLD_KIND))
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
    struck_as_source: str
    vulnerability: int
    cap_rule: str
    blunt_trauma: int
    knockback: Knockback | None
    explosion: str
    blast_from: int | None
    blast_rule: str
    shotgun: int


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
    large_area: bool = False,
    explosion: str = NO_EXPLOSION,
    blast_yards: int | None = None,
    blast_dice: int | None = None,
    shotgun_rof: int | None = None,
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
    Tolerance, No Brain and No Vitals (B60-61, B380, B400); ``vulnerability`` 2, 3 or 4 (B161);
    ``flexible`` armor, for blunt trauma (B379); ``weakest_dr``, the least protected location's DR
    against a large-area attack on the torso (B400); ``large_area``, an area-effect or cone attack,
    which does a Diffuse body its full injury (B380); ``half_damage`` at 1/2D range (B378);
    ``knockback_st``, the target's ST (or HP, if it has none) for knockback (B378); ``explosion``
    "struck" (struck by it), "blast" (caught in its blast ``blast_yards`` from its center, an
    explosion of ``blast_dice`` dice) or "internal" (B414-415); ``shotgun_rof``, the RoF multiplier
    of a shotgun fired within a tenth of 1/2D, whose ``damage`` is then the roll of its multiplied
    dice (B409).
    """
    rolled = validate.whole(damage, "damage", low=LOWEST_ROLLED, high=MOST_DAMAGE)
    dr = validate.whole(dr, "dr", low=0, high=MOST_DAMAGE)
    code = damage_type_key(damage_type)
    body = body_key(location)
    hp = validate.whole(hp, "hp", low=1, high=MOST_HP)
    validate.yes_no(chink, "chink", "Armor chink")
    validate.yes_no(tight_beam, "tight_beam", "Tight beam")
    validate.yes_no(scaled_shock, "scaled_shock", "Shock for 20+ HP")
    validate.yes_no(large_area, "large_area", "Area-effect or cone attack")
    pain = validate.choice(pain_threshold, "pain_threshold", tuple(PAIN_THRESHOLD))
    explosion = explosion_key(explosion)
    if tight_beam and code != BURNING:
        raise RulesError("Only a burning attack can be a tight beam.", "tight_beam")
    if explosion != INTERNAL:  # an internal explosion is an attack on the vitals, whatever its type
        check_target(code, body, tight_beam)
    damage = max(rolled, least_damage(code))
    raised = rolled if rolled != damage else None
    traits = _checked_body(tolerance)
    location = INTERNAL_LOCATION if explosion == INTERNAL else body
    effects = LOCATION_EFFECTS[location]
    divisor = divisor_key(armor_divisor)
    hardened = validate.whole(hardened, "hardened", low=0, high=MOST_HARDENED)
    vulnerability = vulnerability_key(vulnerability)
    validate.yes_no(flexible, "flexible", "Flexible armor")
    validate.yes_no(half_damage, "half_damage", "1/2D range")
    shotgun = 1 if shotgun_rof is None else close_range_multiplier(shotgun_rof)
    if shotgun_rof is not None and half_damage:
        raise RulesError("A shotgun within a tenth of its 1/2D range is not at 1/2D range.", "shotgun_rof")
    halved_from = None
    if half_damage:
        halved_from, damage = damage, halved(damage)
    blast_from, blast_rule = None, ""
    if blast_yards is not None and explosion != BLAST:
        raise RulesError("Only a victim caught in an explosion's blast is some yards from it; one struck by it, "
                         "or with the explosion inside, takes its damage as it is.", "blast_yards")
    if explosion == BLAST:
        if location != "torso":
            raise RulesError("Torso armor meets an explosion's blast: hit the torso.", "explosion")
        blast = collateral(damage, blast_yards, blast_dice)
        blast_from, damage, blast_rule = damage, blast.damage, blast.rule
    worn = dr
    if weakest_dr is not None:
        weakest_dr = validate.whole(weakest_dr, "weakest_dr", low=0, high=MOST_DAMAGE)
        if location != "torso":
            raise RulesError("A large-area attack meets the torso's DR and the weakest location's: hit the torso.",
                             "weakest_dr")
        worn = large_area_dr(dr, weakest_dr)

    effective_dr, dr_rule, dr_source, own_dr = _dr(worn, code, location, chink)
    effective_dr *= shotgun
    dr_before_divisor, used, divided_rule = effective_dr, NO_DIVISOR, ""
    if divisor != NO_DIVISOR and explosion == BLAST:
        divided_rule = "An explosive attack's armor divisor does not apply to its collateral damage"
    elif divisor != NO_DIVISOR and explosion != INTERNAL:
        used = hardened_divisor(divisor, hardened)
        divided = divided_dr(effective_dr, used)
        effective_dr, divided_rule = divided.dr, divided.rule
    if explosion == INTERNAL:
        effective_dr, dr_rule, dr_source = 0, "An internal explosion: DR has no effect", INTERNAL_SOURCE
    penetrating = max(0, damage - effective_dr)
    moved = struck_as(traits, location)
    effects_at = moved.location
    multiplier = wounding_multiplier(code, effects_at, tight_beam)
    if explosion == INTERNAL and effects_at == INTERNAL_LOCATION and not ignores_location(code, effects_at):
        multiplier = Multiplier(INTERNAL_WOUNDING, f"An internal explosion: an attack on the vitals, "
                                                   f"{times(INTERNAL_WOUNDING)}", True, INTERNAL_SOURCE)
    tolerated = tolerance_wounding(traits, code, effects_at)
    if tolerated is not None and code != FATIGUE:
        multiplier = Multiplier(tolerated, f"{TOLERANCE_NAMES[traits.tolerance]}: {code} {times(tolerated)}",
                                True, basic_set(380))
    raw = math.floor(penetrating * multiplier.value * vulnerability)
    injury = raw
    minimum = False
    if penetrating > 0 and raw < 1 and code != KNOCKBACK_ONLY:
        # PUBLISHED_RULE: penetrating damage always inflicts at least 1 HP of injury.
        injury, minimum = 1, True
    injury, cap_rule = _diffuse(traits, code, injury, large_area or weakest_dr is not None or
                                explosion != NO_EXPLOSION)
    trauma = blunt_trauma(damage, code, penetrating) if flexible else 0
    if trauma:
        injury = trauma
    knocked = None if knockback_st is None else knockback(damage, code, penetrating, knockback_st)
    options = _Options(halved_from=halved_from, large_area_dr=worn if weakest_dr is not None else None,
                       divisor=divisor, divisor_used=used, divided_rule=divided_rule,
                       dr_before_divisor=dr_before_divisor, struck_as=effects_at if moved.rule else "",
                       struck_as_rule=moved.rule, struck_as_source=moved.source, vulnerability=vulnerability,
                       cap_rule=cap_rule, blunt_trauma=trauma, knockback=knocked, explosion=explosion,
                       blast_from=blast_from, blast_rule=blast_rule, shotgun=shotgun)
    body = location

    if code in (FATIGUE, KNOCKBACK_ONLY):
        # PUBLISHED_RULE: fatigue damage costs FP, and knockback only costs nothing; neither is a
        # wound, so nothing below applies.
        fatigue = code == FATIGUE
        no_shock = "Fatigue damage causes no shock" if fatigue else "Knockback only wounds nothing: no shock"
        return Wound(
            damage=damage, dr=dr, damage_type=code, location=body, hp=hp, effective_dr=effective_dr,
            dr_rule=dr_rule, dr_source=dr_source, own_dr=own_dr, penetrating=penetrating, multiplier=multiplier,
            raw_injury=raw, injury=injury, minimum_applied=minimum, crippled=False, cripple_rule="", excess_lost=0,
            major_wound=False, major_rule="", shock=Shock(0, 0, 0, no_shock), knockdown=False, knockdown_rule="",
            knockdown_modifiers=(), fatigue=fatigue, rolled=raised, knockback_only=not fatigue, **options,
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
            cripple_rule = f"Injury {injury} > HP/{share} ({amount(Fraction(hp, share))}): {effect}"
            if effects.excess_lost:
                cap = hp // share + 1
                if injury > cap:
                    excess = injury - cap
                    injury = cap
                cripple_rule += f"; a crippled {what} takes at most {cap} (excess lost)"
        else:
            cripple_rule = f"Cripples above HP/{share} ({amount(Fraction(hp, share))})"

    if injury * 2 > hp:
        major, major_rule = True, f"A single injury > HP/2 ({amount(Fraction(hp, 2))})"
    elif crippled:
        major, major_rule = True, "A crippling wound"
    else:
        major, major_rule = False, ""

    shocked = shock(injury, effects_at, hp, scaled_shock=scaled_shock, pain_threshold=pain)
    knockdown = knockdown_roll(injury, moved.knocked_at, hp, damage_type=code, major_wound=major,
                               pain_threshold=pain)
    if not moved.knockdown_modifier:  # B400: no knockdown modifier for hit location
        knockdown = replace(knockdown, modifiers=tuple(m for m in knockdown.modifiers if m.kind != MAJOR_WOUND_AT))

    return Wound(
        damage=damage, dr=dr, damage_type=code, location=body, hp=hp, effective_dr=effective_dr, dr_rule=dr_rule,
        dr_source=dr_source, own_dr=own_dr, penetrating=penetrating, multiplier=multiplier, raw_injury=raw, injury=injury,
        minimum_applied=minimum, crippled=crippled, cripple_rule=cripple_rule, excess_lost=excess,
        major_wound=major, major_rule=major_rule, shock=shocked, knockdown=knockdown.called,
        knockdown_rule=knockdown.rule, knockdown_modifiers=knockdown.modifiers,
        knockdown_source=knockdown.source, rolled=raised, **options,
    )


def _diffuse(traits: Body, code: str, injury: int, large_area: bool) -> tuple[int, str]:
    """The injury Diffuse leaves (B380), and why in words ("" when it changes nothing): at most 1
    (impaling, piercing) or 2, unless the attack is an area-effect, cone or explosion attack."""
    most = diffuse_cap(traits, code)
    if most is None or injury <= most:
        return injury, ""
    if large_area:
        return injury, f"Diffuse: an area-effect, cone or explosion attack does its full injury, not at most {most}"
    which = "impaling and piercing attacks" if code in PIERCING else "attacks other than impaling and piercing"
    lost = "FP (fatigue damage: off FP)" if code == FATIGUE else "HP of injury"
    return most, f"Diffuse: {which} do at most {most} {lost}"


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
