"""The damage to injury calculator (gurps-injury): basic damage through DR to injury, shock, knockdown
and, with the Basic Set's options, armor divisors, Injury Tolerance, knockback, explosions and
shotguns at close range."""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any

from pyrules.core.answers import Outcome
from pyrules.core.errors import RulesError
from pyrules.core.explain import MINUS, lines as modifier_lines, signed
from pyrules.core.odds import as_percent
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Answer, Effect, Field, Line, Tool
from pyrules.gurps import errata
from pyrules.gurps.states import KNOCKOUT_RULE, death_checks_crossed, hp_status, knockout_chance
from pyrules.gurps.criticals import chances_at
from pyrules.gurps.data import basic_set, cite
from pyrules.gurps.data.injury import (
    DAMAGE_TYPE_ORDER,
    DAMAGE_TYPES,
    DEATH_AT_MULTIPLE,
    HIT_LOCATIONS,
    LOCATION_EFFECTS,
    LOCATION_LINES,
    LOWEST_ROLLED,
    MOST_DAMAGE,
    MOST_HP,
    PRINTED_TYPES,
)
from pyrules.gurps.explosions import BLAST, INTERNAL, MOST_DICE, MOST_YARDS, NO_EXPLOSION, STRUCK
from pyrules.gurps.knockback import MOST_ST, yards_said
from pyrules.gurps.penetration import ARMOR_DIVISORS, MOST_HARDENED, NO_DIVISOR, divisor_in_words
from pyrules.gurps.shotguns import LEAST_MULTIPLIER, MOST_MULTIPLIER, SOURCE as SHOTGUN_SOURCE
from pyrules.gurps.tolerance import TOLERANCE_NAMES, TOLERANCES, VULNERABILITIES, Body
from pyrules.gurps.tools.injury_lines import (
    blunt_trauma_line,
    divisor_lines,
    explosion_lines,
    knockback_lines,
    shotgun_line,
    wounding_line,
)
from pyrules.gurps.locations import BODY_LOCATIONS
from pyrules.gurps.wounding import KNOCKBACK_ONLY_SOURCE, WOUND_EFFECT_WORDS, WoundEffect
from pyrules.gurps.wounds import (
    Wound,
    MINIMUM_INJURY_NOTE,
    MINIMUM_INJURY_RULE,
    damage_type_word,
    ignores_location,
    least_damage_note,
    times,
    wound,
)


_TYPE_CHOICES = tuple((code, f"{code} ({DAMAGE_TYPES[code][0]})") for code in DAMAGE_TYPE_ORDER)
# In the order of the printed Hit Locations table (G13, l.173-185): skull, face, leg, arm, torso, …
_BODY_CHOICES = tuple((key, key.capitalize()) for key in dict.fromkeys(
    row.body for row in HIT_LOCATIONS if row.body in BODY_LOCATIONS))
_INJURY_OPTION_CHOICES = (("chink", "Through an armor chink"), ("tight_beam", "Tight-beam burning (laser)"),
                          ("shock_scaled", "Shock: 20+ HP rule (published)"))
INJURY_OPTIONS = tuple(key for key, _ in _INJURY_OPTION_CHOICES)
MOST_DAMAGE_MODIFIER = 999
_MORE = (("more_rules", ("true",)),)  # the Basic Set's options, folded away until asked for
_DIVISOR_CHOICES = tuple((key, "None" if key == NO_DIVISOR else divisor_in_words(key)) for key in ARMOR_DIVISORS)
_TOLERANCE_CHOICES = tuple((key, TOLERANCE_NAMES[key].capitalize()) for key in TOLERANCES)
_VULNERABILITY_CHOICES = tuple((str(v), "None" if v == 1 else f"x{v}") for v in VULNERABILITIES)
_BODY_OPTION_CHOICES = (("no_brain", "No Brain"), ("no_vitals", "No Vitals"),
                        ("flexible", "Flexible armor (blunt trauma)"), ("half_damage", "At 1/2D range or beyond"),
                        ("perfect_balance", "Perfect Balance (+4 against knockback)"),
                        ("large_area", "An area-effect or cone attack"))
_EXPLOSION_CHOICES = ((NO_EXPLOSION, "None"), (STRUCK, "Struck by it"), (BLAST, "Caught in its blast"),
                      (INTERNAL, "Inside the victim"))
_BLAST = (("more_rules", ("true",)), ("explosion", (BLAST,)))
MORE_INJURY_FIELDS = (
    Field("armor_divisor", "Armor divisor", "choice", default=NO_DIVISOR, choices=_DIVISOR_CHOICES, when=_MORE,
          help="DR divided before it is subtracted, rounded down; (0.5), (0.2), (0.1) multiply it, and DR 0 "
               "counts as 1", source=basic_set(378)),
    Field("hardened", "Hardened DR (levels)", "int", default=0, low=0, high=MOST_HARDENED, when=_MORE,
          help="Each level moves the divisor one step: ignores DR, 100, 10, 5, 3, 2, none", source=basic_set(47)),
    Field("tolerance", "Injury Tolerance", "choice", default="none", choices=_TOLERANCE_CHOICES, when=_MORE,
          help="Unliving and Homogenous change impaling and piercing; Diffuse caps injury at 1 (imp, pi) or 2",
          source=basic_set("60, 380, 400")),
    Field("vulnerability", "Vulnerability to this attack", "choice", default="1", choices=_VULNERABILITY_CHOICES,
          when=_MORE, help="Penetrating damage multiplied, then the wounding modifier", source=basic_set(161)),
    Field("weakest_dr", "Large-area attack: weakest DR", "int", low=0, high=MOST_DAMAGE, required=False, when=_MORE,
          help="The least protected location's DR; DR is its average with the torso's (the DR above), "
               "rounded up", source=basic_set(400)),
    Field("knockback_st", "Victim's ST (knockback)", "int", low=1, high=MOST_ST, required=False, when=_MORE,
          help="Blank: no knockback worked out; a victim with no ST uses its HP", source=basic_set(378)),
    Field("balance", "Victim's DX, Acrobatics or Judo", "int", low=-99, high=99, required=False, when=_MORE,
          help="The best of them, to keep its feet when knocked back", source=basic_set(378)),
    Field("explosion", "Explosion", "choice", default=NO_EXPLOSION, choices=_EXPLOSION_CHOICES, when=_MORE,
          help="The target struck takes its damage as it is; the blast does damage ÷ (3 × yards) within 2 yards "
               "per die, through torso armor and without the armor divisor; inside the victim, DR has no effect "
               "and it is an attack on the vitals, x3", source=basic_set("414-415")),
    Field("blast_yards", "Yards from the blast's center", "int", low=1, high=MOST_YARDS, required=False,
          when=_BLAST, source=basic_set(414)),
    Field("blast_dice", "Dice of the explosion's damage", "int", low=1, high=MOST_DICE, required=False,
          when=_BLAST, help="Its blast reaches 2 yards per die (6d: 12 yards)", source=basic_set(414)),
    Field("shotgun_rof", "Shotgun within 1/10 of 1/2D: RoF multiplier", "int", low=LEAST_MULTIPLIER,
          high=MOST_MULTIPLIER, required=False, when=_MORE,
          help="The 9 of RoF 3×9: the pellets strike as one, so roll the damage dice times half of it, rounded "
               "down (1d+1 becomes 4d+4), and the target's DR is multiplied the same", source=basic_set(409)),
    Field("body_options", "Body, range and attack", "flags", default=frozenset(), required=False, when=_MORE,
          choices=_BODY_OPTION_CHOICES,
          help="No Brain: a blow to the skull or eye is one to the face; No Vitals: one to the vitals or groin is "
               "one to the torso; an area-effect or cone attack does a Diffuse body its full injury",
          source=basic_set("60-61, 378-380")),
)
INJURY_FIELDS = (
    Field("damage", "Basic damage", "int", low=LOWEST_ROLLED, high=MOST_DAMAGE,
          help="As rolled: below 0 crushing or 1 otherwise counts as that", source=PUBLISHED_RULE),
    Field("damage_modifier", "Damage modifier", "int", default=0, low=-MOST_DAMAGE_MODIFIER,
          high=MOST_DAMAGE_MODIFIER,
          help=f"Added to the roll: All-Out Attack (Strong) +2, Defensive Attack {MINUS}2", source=cite("113, 125")),
    Field("dr", "DR", "int", default=0, low=0, high=MOST_DAMAGE),
    Field("damage_type", "Damage type", "choice", default="cr", choices=_TYPE_CHOICES,
          help="burn, cor, tox (x1) and fat (x1, off FP); kb, knockback only, wounds nothing",
          source=PUBLISHED_RULE),
    Field("location", "Hit location", "choice", default="torso", choices=_BODY_CHOICES),
    Field("hp", "Victim's HP", "int", default=10, low=1, high=MOST_HP),
    Field("ht", "Victim's HT", "int", default=10, low=1, high=99),
    Field("pain", "Pain threshold", "choice", default="normal",
          choices=(("normal", "Normal"), ("high", "High (+3, no shock)"), ("low", "Low (-4, double shock)"))),
    Field("current_hp", "HP before the hit", "int", low=-DEATH_AT_MULTIPLE * MOST_HP, high=MOST_HP,
          required=False),
    Field("options", "Options", "flags", default=frozenset(), required=False, choices=_INJURY_OPTION_CHOICES),
    Field("more_rules", "More damage rules", "flag", default=False,
          help="Armor divisors, Hardened DR, Injury Tolerance, Vulnerability, blunt trauma, large-area injury, "
               "1/2D range, knockback, explosions and shotguns at close range, as the Basic Set has them",
          source=basic_set("47, 161, 378-380, 400, 409, 414-415")),
) + MORE_INJURY_FIELDS


def _knockdown_lines(w: Wound, ht: int) -> list[Line]:
    """The knockdown roll a wound calls for: its modifiers, the chance to stand, the chance to be knocked out."""
    target = ht + w.knockdown_modifier
    lines = list(modifier_lines(w.knockdown_modifiers))
    lines.append(Line("Knockdown roll", f"HT {target}: {as_percent(chances_at(target).success)}",
                      w.knockdown_rule, w.knockdown_source))
    lines.append(Line("Knocked out", as_percent(knockout_chance(target)), KNOCKOUT_RULE, PUBLISHED_RULE))
    return lines


def _fatigue_answer(w: Wound, values: dict[str, Any], lines: list[Line]) -> Answer:
    """A fatigue attack: FP lost, and no wound."""
    lines.append(Line("FP lost", str(w.injury),
                      "Fatigue damage comes off FP, not HP: no wound, shock or knockdown", PUBLISHED_RULE))
    detail: tuple[str, ...] = ()
    if values.get("current_hp") is not None:
        detail = ("Fatigue damage leaves HP as they were: take it off FP (the HP and FP calculator shows what "
                  "lost FP do).",)
    return Answer(f"FP lost {w.injury}", tuple(lines), detail=detail)


def target_body(values: dict[str, Any]) -> Body:
    """The victim's Injury Tolerance, No Brain and No Vitals as the injury calculator's form gives
    them (each "none" while "More damage rules" is not ticked: the form then hands over its defaults)."""
    more = values.get("body_options") or frozenset()
    return Body(values.get("tolerance") or "none", "no_brain" in more, "no_vitals" in more)


def _reported_at(w: Wound) -> str:
    """Where the tracker is told a blow landed: where it struck, or where the body takes it when it
    takes none of that location's knockdown or shock effects (the face for No Brain, the torso for No
    Vitals, Homogenous and Diffuse), so that the tracker's reminders add that place's instead."""
    effects = LOCATION_EFFECTS[w.location]
    if w.struck_as and (effects.knockdown_check or effects.knockdown_modifier or effects.shock_factor != 1):
        return w.struck_as
    return w.location


def _location_line(w: Wound) -> Line | None:
    """What the hit location does to a type it leaves alone: nothing to fatigue or knockback only
    (said where the blow is not to the torso), none of the skull's effects to toxic damage."""
    if w.fatigue or w.knockback_only:
        if w.location == "torso":
            return None
        what = "Fatigue damage" if w.fatigue else "Knockback only"
        return Line("Hit location", "no effect", f"{what} ignores hit location", PUBLISHED_RULE)
    if ignores_location(w.damage_type, w.location):
        return Line("Hit location", f"no {w.location} effects",
                    f"{DAMAGE_TYPES[w.damage_type][0]} damage takes none of the {w.location}'s effects", PUBLISHED_RULE)
    return None


def _dr_lines(w: Wound, values: dict[str, Any]) -> list[Line]:
    """The DR the damage meets: large-area DR, the chink and the location's own, a shotgun's
    multiplier, the armor divisor; none at all against an internal explosion."""
    lines = []
    worn = w.dr if w.large_area_dr is None else w.large_area_dr
    if w.large_area_dr is not None:
        lines.append(Line("Large-area DR", f"{w.dr} and {values['weakest_dr']} → {w.large_area_dr}",
                          "The average of the torso's DR and the weakest location's, rounded up", basic_set(400)))
    if w.explosion == INTERNAL:
        lines.append(Line("DR", f"{worn} → 0" if worn else "0", w.dr_rule, w.dr_source))
        return lines
    met = w.dr_before_divisor // w.shotgun  # the DR at the location, before the shotgun and the divisor
    lines.append(Line("DR", str(met) if met == worn else f"{worn} → {met}", w.dr_rule, w.dr_source))
    if w.shotgun > 1:
        lines.append(Line("Shotgun DR", f"{met} → {met * w.shotgun}", f"DR {times(w.shotgun)} at close range",
                          SHOTGUN_SOURCE))
    if w.divisor != NO_DIVISOR:
        lines += divisor_lines(w, values.get("hardened") or 0)
    return lines


def _notes(w: Wound, options: Collection[str]) -> list[str]:
    """The answer's notes: a published damage type the wounding table does not print, and the
    readings (errata) of the rules the blow used."""
    notes = []
    if w.damage_type not in PRINTED_TYPES:
        notes.append(f"{DAMAGE_TYPES[w.damage_type][0]} ({w.damage_type}) is a published damage type the "
                     f"wounding table ({cite('270-276')}) does not print. {PUBLISHED_RULE}")
    if "chink" in options:
        notes.append(errata.ARMOR_CHINKS.footnote)
    if w.struck_as == "face":
        notes.append(errata.NO_BRAIN.footnote)
    if w.explosion == INTERNAL:
        notes.append(errata.INTERNAL_EXPLOSION.footnote)
    if w.shotgun > 1:
        notes.append(errata.SHOTGUN_DR.footnote)
    return notes


def _knockback_only_answer(w: Wound, values: dict[str, Any], lines: list[Line], notes: list[str]) -> Answer:
    """A knockback-only attack: no injury, and how far it knocks the victim back."""
    lines.append(Line("Injury", "none", "Knockback only wounds nothing: no shock, major wound or knockdown",
                      KNOCKBACK_ONLY_SOURCE))
    if w.knockback is None:
        lines.append(Line("Knockback", "give the victim's ST", "A yard per full (ST − 2) of basic damage rolled",
                          basic_set(378)))
        return Answer("No injury: knockback only", tuple(lines), notes=tuple(notes), result=w)
    lines += knockback_lines(w.knockback, values.get("balance"),
                             "perfect_balance" in (values.get("body_options") or frozenset()))
    knocked = f", knocked back {yards_said(w.knockback.yards)}" if w.knockback.yards else ""
    return Answer(f"No injury: knockback only{knocked}", tuple(lines), notes=tuple(notes), result=w)


def solve_injury(values: dict[str, Any], rng: random.Random) -> Answer:
    options = values.get("options") or frozenset()
    modifier = values.get("damage_modifier") or 0
    damage = max(LOWEST_ROLLED, min(MOST_DAMAGE, values["damage"] + modifier))
    more = values.get("body_options") or frozenset()
    # The Basic Set's options are each "none" while "More damage rules" is not ticked: the form then
    # hands over its defaults.
    w = wound(damage, values["dr"], values["damage_type"], values["location"], values["hp"],
              chink="chink" in options, pain_threshold=values["pain"], scaled_shock="shock_scaled" in options,
              tight_beam="tight_beam" in options, armor_divisor=values.get("armor_divisor") or NO_DIVISOR,
              hardened=values.get("hardened") or 0, tolerance=target_body(values),
              vulnerability=int(values.get("vulnerability") or 1), flexible="flexible" in more,
              weakest_dr=values.get("weakest_dr"), half_damage="half_damage" in more,
              knockback_st=values.get("knockback_st"), large_area="large_area" in more,
              explosion=values.get("explosion") or NO_EXPLOSION, blast_yards=values.get("blast_yards"),
              blast_dice=values.get("blast_dice"), shotgun_rof=values.get("shotgun_rof"))
    lines = [Line("Damage roll", str(values["damage"])),
             Line("Damage modifier", signed(modifier), "added to the roll")] if modifier else []
    if values.get("shotgun_rof") is not None:
        lines.append(shotgun_line(w, values["shotgun_rof"]))
    before_blast = w.damage if w.blast_from is None else w.blast_from
    basic = before_blast if w.halved_from is None else w.halved_from
    if w.rolled is None:
        lines.append(Line("Basic damage", str(basic), f"the roll of the dice {times(w.shotgun)}" if w.shotgun > 1
                          else ""))
    else:
        lines.append(Line("Basic damage", f"{w.rolled} → {basic}", least_damage_note(w.damage_type),
                          PUBLISHED_RULE))
    if w.halved_from is not None:
        lines.append(Line("1/2D range", f"{w.halved_from} → {before_blast}", "Basic damage halved, rounding down",
                          basic_set(378)))
    lines += explosion_lines(w)
    located = _location_line(w)
    if located is not None:
        lines.append(located)
    if w.own_dr:
        lines.append(Line(f"{w.location.capitalize()}'s own DR", signed(w.own_dr),
                          f"The {w.location} has DR {w.own_dr} of its own", PUBLISHED_RULE))
    lines += _dr_lines(w, values)
    lines.append(Line("Penetrating", str(w.penetrating), "damage minus DR"))
    if w.struck_as_rule:
        lines.append(Line("Hit location", f"{w.location.capitalize()}, taken as the {w.struck_as}", w.struck_as_rule,
                          w.struck_as_source))
    lines.append(wounding_line(w))
    if w.vulnerability > 1:
        lines.append(Line("Vulnerability", f"x{w.vulnerability}",
                          "Penetrating damage multiplied, and the wounding modifier multiplies it further",
                          basic_set(161)))
    notes = _notes(w, options)
    if w.knockback_only:
        return _knockback_only_answer(w, values, lines, notes)
    if w.minimum_applied:
        lines.append(Line("Injury", "1", MINIMUM_INJURY_RULE, PUBLISHED_RULE))
        notes.append(MINIMUM_INJURY_NOTE + ".")
    else:
        lines.append(Line("Injury", str(w.raw_injury), "rounded down"))
    if w.cap_rule:
        lines.append(Line("Diffuse", str(w.injury), w.cap_rule, basic_set(380)))
    if w.fatigue:
        answer = _fatigue_answer(w, values, lines)
        return Answer(answer.headline, answer.lines, detail=answer.detail, notes=tuple(notes),
                      effect=Effect(w.injury, "FP") if w.injury > 0 else None)
    if "flexible" in more:
        lines.append(blunt_trauma_line(w))
    if w.cripple_rule:
        lines.append(Line("Crippling", "yes" if w.crippled else "no", w.cripple_rule))
    if w.excess_lost:
        lines.append(Line("Injury taken", str(w.injury),
                          f"{w.excess_lost} excess lost", cite(LOCATION_LINES[w.location])))
    lines.append(Line("Major wound", "yes" if w.major_wound else "no", w.major_rule or "> HP/2 or crippling"))
    lines.append(Line("Shock next turn", signed(w.shock.penalty), w.shock.rule, w.shock.source))
    if w.shock.published and values["hp"] >= 20 and "shock_scaled" in options:
        notes.append(f"Shock for 20+ HP: -1 per full HP/10 of injury, HP/10 rounded down. {PUBLISHED_RULE}")

    status = None
    if values.get("current_hp") is not None:
        if values["current_hp"] > w.hp:
            raise RulesError(f"HP before the hit can't be above the victim's HP ({w.hp}).", "current_hp")
        if values["current_hp"] <= -DEATH_AT_MULTIPLE * w.hp:
            raise RulesError(f"At -{DEATH_AT_MULTIPLE}xHP ({-DEATH_AT_MULTIPLE * w.hp}) the victim is already dead.",
                             "current_hp")
        status = hp_status(values["current_hp"] - w.injury, w.hp)
    if status is not None and status.dead:
        # A blow to -5xHP kills outright: no knockdown roll, no death checks on the way down.
        lines.append(Line("Knockdown roll", "none: dead",
                          f"{MINUS}{DEATH_AT_MULTIPLE}xHP: you die immediately", cite(199)))
    elif w.knockdown:
        lines += _knockdown_lines(w, values["ht"])
        notes.append(errata.KNOCKDOWN_MODIFIERS.footnote)
    else:
        lines.append(Line("Knockdown roll", "none"))
    if w.knockback is not None:
        lines += knockback_lines(w.knockback, values.get("balance"), "perfect_balance" in more)
    detail: list[str] = []
    if status is not None:
        lines.append(Line("HP after the hit", f"{status.current} of {w.hp}", status.label))
        crossed = () if status.dead else death_checks_crossed(values["current_hp"], status.current, w.hp)
        if crossed:
            lines.append(Line("Death check", "HT roll or die at " + ", ".join(f"-{k}xHP" for k in crossed),
                              "this blow crossed it", cite(197)))
        detail += [f"{e.threshold}: {e.text}" for e in status.effects]
    done: list[WoundEffect] = []
    if w.crippled:
        done.append("blinded" if w.location == "eye" else "crippled")
    if w.major_wound:
        done.append("major_wound")
    did = tuple(WOUND_EFFECT_WORDS[key] for key in done)
    words = [f"Injury {w.injury}", *did] + (["dead"] if status is not None and status.dead else [])
    knocked = [f"knocked back {yards_said(w.knockback.yards)}"] if w.knockback is not None and w.knockback.yards else []
    outcome: Outcome = "failure" if w.major_wound or (status is not None and status.dead) else "none"
    # The tracker reads where it landed and what it did; a type the location's effects leave alone says so.
    if ignores_location(w.damage_type, w.location):
        did += (damage_type_word(w.damage_type),)
    effect = Effect(w.injury, "HP", location=_reported_at(w), effects=did) if w.injury > 0 else None
    return Answer(", ".join(words + knocked), tuple(lines), detail=tuple(detail), notes=tuple(notes), outcome=outcome,
                  effect=effect, result=w)


TOOL = Tool(
    "gurps-injury", "Damage to injury", INJURY_FIELDS, solve_injury,
    tables=("G13", "G14", "G17", "G18"),
    summary="Basic damage through DR, the wounding modifier for type and location, crippling, major wounds, "
            "shock and the knockdown roll.",
)
