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

The knockdown roll (``knockdown.knockdown_roll``) and the shock penalty (``shock``) are
worked out in their own modules for the injury calculator and the tracker alike.
"""

from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

from pyrules.core import validate
from pyrules.core.errors import RulesError
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
from pyrules.gurps.knockback import knockback
from pyrules.gurps.knockdown import MAJOR_WOUND_AT, knockdown_roll
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
from pyrules.gurps.wound_result import Wound, WoundOptions
from pyrules.gurps.wounding import (
    Multiplier,
    amount,
    check_target,
    damage_type_key,
    damage_type_word,
    ignores_location,
    WOUND_EFFECT_WORDS,
    least_damage,
    target_refusal,
    times,
    wounding_multiplier,
)

__all__ = [  # with the names of ``wounding``, ``locations`` and ``wound_result`` the injury rules' callers read here
    "MINIMUM_INJURY_NOTE", "MINIMUM_INJURY_RULE", "Multiplier", "Wound", "amount",
    "body_key", "check_target", "damage_type_key", "damage_type_word", "ignores_location",
    "injury", "least_damage", "least_damage_note", "target_refusal", "times", "wound",
    "wounding_multiplier", "WOUND_EFFECT_WORDS",
]

_CRIPPLE_WORDS = {2: "limb", 3: "hand or foot", 10: "eye"}


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
    options = WoundOptions(halved_from=halved_from, large_area_dr=worn if weakest_dr is not None else None,
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


def _checked_body(body: object) -> Body:
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
