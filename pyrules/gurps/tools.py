"""The GURPS calculators as page tools (keys "gurps-…")."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from pyrules.core.answers import Outcome, outcome_of
from pyrules.core.errors import RulesError
from pyrules.core.explain import MINUS, lines as modifier_lines, signed
from pyrules.core.odds import Odds, as_percent, roll_at_most
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Answer, Effect, Field, Line, Tool
from pyrules.gurps import errata
from pyrules.gurps.states import KNOCKOUT_RULE, death_checks_crossed, fp_status, hp_status, knockout_chance
from pyrules.gurps.criticals import (
    Chances,
    beyond_the_margin,
    chances_at,
    check_roll,
    check_skill,
    critical_meaning,
    highest_success,
    judge,
    success_roll,
)
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import (
    CRITICAL_LINES,
    DAMAGE_TYPE_ORDER,
    DAMAGE_TYPES,
    DEATH_AT_MULTIPLE,
    DOUBLED_SHOCK_MAX,
    HIT_LOCATIONS,
    LOCATION_EFFECTS,
    LOCATION_LINES,
    LOWEST_ROLLED,
    MOST_DAMAGE,
    MOST_HP,
    PRINTED_TYPES,
    TEN_OVER_TEXT,
    location_line,
)
from pyrules.gurps.data.maneuvers import ALL_OUT_ATTACKS, CARD_LINES, CARDS, OPTIONS_FOOTNOTE
from pyrules.gurps.data.modifiers import (
    BASE_SKILL_LINES,
    COMPLEMENTARY_SKILLS,
    POSTURES,
    RAPID_FIRE_LINES,
    RAPID_FIRE_MOST,
)
from pyrules.gurps.data import basic_set
from pyrules.gurps.defense import DefenseInput, active_defense
from pyrules.gurps.knockback import MOST_ST, keep_feet_chance, keep_feet_modifiers, yards_said
from pyrules.gurps.penetration import ARMOR_DIVISORS, MOST_HARDENED, NO_DIVISOR, divisor_in_words
from pyrules.gurps.locations import AIM_TARGETS, aim_target, body_struck, miss_by_one, random_location
from pyrules.gurps.ranged import rapid_fire
from pyrules.gurps.tolerance import TOLERANCE_NAMES, TOLERANCES, VULNERABILITIES, Body
from pyrules.gurps.skill import DIFFICULTIES, EQUIPMENT_CHOICES, MOST_OTHER, SkillInput, effective_skill
from pyrules.gurps.wounds import (
    BODY_LOCATIONS,
    MINIMUM_INJURY_NOTE,
    MINIMUM_INJURY_RULE,
    damage_type_word,
    ignores_location,
    least_damage_note,
    times,
    wound,
)


def _chance(p: Fraction) -> str:
    return f"{as_percent(p)} ({p * 216}/216)" if (p * 216).denominator == 1 else as_percent(p)


def _chance_lines(c: Chances, critical_skill: int | None = None) -> tuple[Line, ...]:
    ten_over = c.skill + 10 <= 16  # a roll from 5 to 16 is 10 over: the published rule is at work
    read_at = "" if critical_skill is None else \
        f"read at skill {critical_skill}: Telegraphic Attack's +4 does not count"
    return (
        Line("Success", _chance(c.success), "3d6, exact"),
        Line("Critical success", _chance(c.critical_success), read_at,
             cite(CRITICAL_LINES) + (f"; {PUBLISHED_RULE}" if read_at else "")),
        Line("Critical failure", _chance(c.critical_failure), "with the 10-over rule" if ten_over else "",
             f"{cite(CRITICAL_LINES)}; the 10-over rule: {PUBLISHED_RULE}" if ten_over else cite(CRITICAL_LINES)),
    )


# --- gurps-skill --------------------------------------------------------------

_MANEUVER_CHOICES = (
    ("attack", "Attack (none)"), ("aim", "Aim"), ("all_out_attack", "All-Out Attack"),
    ("committed_attack", "Committed Attack"), ("defensive_attack", "Defensive Attack"), ("evaluate", "Evaluate"),
    ("move_and_attack", "Move and Attack"),
)
# As G3 prints them (l.29-37), by penalty; the chinks and the weapon come after the body, each in a group.
_LOCATION_CHOICES = tuple((t.key, f"{t.label} ({signed(t.penalty) if t.penalty else 0})")
                          for t in AIM_TARGETS.values())
_LOCATION_GROUPS = (
    ("Chinks in armor", tuple(key for key in AIM_TARGETS if key.startswith("chink"))),
    ("Weapon", tuple(key for key in AIM_TARGETS if key.startswith("weapon"))),
)
_RANGED = (("roll_for", ("ranged",)),)  # range and rapid fire are asked only of a ranged attack
_POSTURE_CHOICES = tuple((p.key, p.printed.split(",")[0]) for p in POSTURES)
_DIFFICULTY_CHOICES = tuple((str(v), f"{signed(v) if v else 0} {label}")
                            for v, label in sorted(DIFFICULTIES.items(), reverse=True))
_EQUIPMENT_CHOICES = tuple(
    (key, f"{quality} ({side}: {printed.split('/')[0 if side == 'technological' else 1]})" if side
     else f"{quality} ({printed})")
    for key, (printed, quality, side) in EQUIPMENT_CHOICES.items()
)
_COMPLEMENTARY_CHOICES = (("none", "None"),) + tuple(
    (key, f"{printed} ({signed(value)})") for key, value, printed in COMPLEMENTARY_SKILLS
)
_ALL_OUT_CHOICES = tuple((row.key, f"{row.name} ({row.printed})") for row in ALL_OUT_ATTACKS)
_SKILL_OPTIONS = (
    ("telegraphic", "Telegraphic (+4)"), ("dual_weapon", f"Dual-weapon ({MINUS}4)"),
    ("off_hand", f"Off hand ({MINUS}4)"),
    ("moved_two", f"Committed: moved 2 hexes ({MINUS}2)"), ("heroic_charge", "Heroic Charge (1 FP)"),
    ("disarm", f"Disarm ({MINUS}2)"), ("shock_groin", "Shock: groin (double)"),
    ("shock_scaled", "Shock: 20+ HP rule (published)"),
)

SKILL_FIELDS = (
    Field("base", "Base skill", "int", default=SkillInput.base, low=-20, high=99),
    Field("roll_for", "Roll for", "choice", default=SkillInput.roll_for,
          choices=(("melee", "Melee attack"), ("ranged", "Ranged attack"), ("task", "Other task"))),
    Field("maneuver", "Maneuver", "choice", default=SkillInput.maneuver, choices=_MANEUVER_CHOICES),
    Field("all_out", "All-Out Attack", "choice", default=SkillInput.all_out, choices=_ALL_OUT_CHOICES,
          help="A Ranged attack takes Determined (+1).", when=(("maneuver", ("all_out_attack",)),)),
    Field("acc", "Acc (Aim)", "int", default=SkillInput.acc, low=0, high=30, when=(("maneuver", ("aim",)),)),
    Field("aim_turns", "Turns aimed", "int", default=SkillInput.aim_turns, low=1, high=99,
          when=(("maneuver", ("aim",)),)),
    Field("evaluate_turns", "Turns evaluated", "int", default=SkillInput.evaluate_turns, low=1, high=99,
          when=(("maneuver", ("evaluate",)),)),
    Field("bulk", "Bulk (Move and Attack)", "int", default=SkillInput.bulk, low=-20, high=0, required=False,
          help=f"The weapon's Bulk, such as {MINUS}4; the worse of it and {MINUS}2 applies.",
          when=(("maneuver", ("move_and_attack",)), ("roll_for", ("ranged",)))),
    Field("distance", "Range (yards)", "number", default=SkillInput.distance, low=0, required=False,
          when=_RANGED),
    Field("location", "Hit location", "choice", default=SkillInput.location, choices=_LOCATION_CHOICES,
          groups=_LOCATION_GROUPS),
    Field("shots", "Shots fired", "int", default=SkillInput.shots, low=1, high=RAPID_FIRE_MOST, required=False,
          when=_RANGED),
    Field("posture", "Posture", "choice", default=SkillInput.posture, choices=_POSTURE_CHOICES,
          help="Its attack modifier is for melee attacks only", source=PUBLISHED_RULE),
    Field("difficulty", "Task difficulty", "choice", default=str(SkillInput.difficulty), choices=_DIFFICULTY_CHOICES),
    Field("equipment", "Equipment", "choice", default=SkillInput.equipment, choices=_EQUIPMENT_CHOICES),
    Field("tl", "Tech level (best equipment)", "int", default=SkillInput.tl, low=0, high=12, required=False,
          when=(("equipment", ("best",)),)),
    Field("adjectives", "Complications (quick and dirty)", "int", default=SkillInput.adjectives, low=0, high=20),
    Field("complementary", "Complementary skill", "choice", default=SkillInput.complementary,
          choices=_COMPLEMENTARY_CHOICES),
    Field("deceptive", f"Deceptive Attack (foe's {MINUS})", "int", default=SkillInput.deceptive, low=0, high=20,
          help=f"{MINUS}2 to your skill for each {MINUS}1 to the foe's defense."),
    Field("rapid_strike", "Rapid Strike", "choice", default=SkillInput.rapid_strike,
          choices=(("none", "No"), ("rapid_strike", f"Rapid Strike ({MINUS}6)"),
                   ("flurry", f"Flurry of Blows ({MINUS}3)"))),
    Field("shock", "Injury last turn (HP)", "int", default=SkillInput.shock, low=0, high=MOST_DAMAGE),
    Field("shock_penalty", "Shock penalty", "int", default=SkillInput.shock_penalty, low=-DOUBLED_SHOCK_MAX, high=0,
          required=False, help="The shock itself, as the tracker gives it; blank: worked out from the injury."),
    Field("hp", "Your HP", "int", default=SkillInput.hp, low=1, high=MOST_HP),
    Field("other", "Other modifier", "int", default=SkillInput.other, low=-MOST_OTHER, high=MOST_OTHER,
          help="Any modifier the GM gives, such as for darkness or a sure footing."),
    Field("options", "Options", "flags", default=SkillInput.options, choices=_SKILL_OPTIONS, required=False),
    Field("roll", "3d6 roll", "roll", die="3d6", required=False,
          help="Blank: the odds only; Roll rolls 3d6 against the effective skill."),
    Field("keep", "Keep modifiers for the next roll", "flag", default=True,
          help="Untick to clear the modifiers after each roll (base skill and HP stay)."),
)
# What "clear after the roll" resets: every modifier, not the character's own numbers.
SKILL_MODIFIERS = tuple(f.name for f in SKILL_FIELDS if f.name not in ("base", "roll_for", "hp", "keep"))


def _all_out_lines(result) -> list[Line]:
    """The All-Out Attack taken, when it is not the Determined one already listed as a modifier."""
    row = result.all_out
    if row is None or row.melee:
        return []
    return [Line("All-Out Attack", f"{row.name}: {row.printed}", source=cite(row.line))]


def skill_input(values: dict) -> SkillInput:
    """The skill calculator's form as the rule's input, its values handed over by name."""
    return SkillInput(
        base=values["base"], roll_for=values["roll_for"], maneuver=values["maneuver"], all_out=values["all_out"],
        acc=values["acc"], aim_turns=values["aim_turns"], evaluate_turns=values["evaluate_turns"],
        bulk=values["bulk"], distance=values["distance"], location=values["location"], shots=values["shots"],
        posture=values["posture"], difficulty=values["difficulty"], equipment=values["equipment"], tl=values["tl"],
        adjectives=values["adjectives"], complementary=values["complementary"], deceptive=values["deceptive"],
        rapid_strike=values["rapid_strike"], shock=values["shock"],
        shock_penalty=values.get("shock_penalty"), hp=values["hp"], other=values["other"],
        options=values["options"],
    )


def defense_input(values: dict) -> DefenseInput:
    """The defense calculator's form as the rule's input, its values handed over by name."""
    return DefenseInput(
        defense=values["defense"], base=values["base"], against=values["against"],
        parry_style=values["parry_style"], maneuver=values["maneuver"], posture=values["posture"],
        deceptive=values["deceptive"], riposte=values["riposte"], options=values["options"],
    )


def solve_skill(values: dict[str, Any], rng: random.Random) -> Answer:
    result = effective_skill(skill_input(values))
    lines = [Line("Base skill", str(result.base),
                  f"{result.level_name} ({result.level.printed})", cite(BASE_SKILL_LINES))]
    lines += _all_out_lines(result)
    lines += modifier_lines(result.modifiers)
    if result.cap is not None and result.total > result.cap:
        lines.append(Line("Move and Attack cap", f"max. {result.cap}", f"was {result.total}", cite(13)))
    lines.append(Line("Effective skill", str(result.effective)))
    lines += _chance_lines(result.chances, result.critical_skill)
    options = values.get("options") or frozenset()
    notes = []
    if values["location"].startswith("weapon"):
        notes.append(errata.WEAPON_HIT_LOCATION.footnote)
    if values["maneuver"] == "aim" and values["aim_turns"] > 1:
        notes.append(errata.AIM_TURNS.footnote)
    if "moved_two" in options:
        notes.append(errata.COMMITTED_TWO_HEXES.footnote)
    if values.get("shots") is not None and (r := rapid_fire(values["shots"])).reading:
        notes.append(f"Rapid fire: {r.reading}")
    if any(m.label.startswith("Shock") and PUBLISHED_RULE in m.source for m in result.modifiers):
        notes.append(f"Shock for 20+ HP: {MINUS}1 per full HP/10 of injury, HP/10 rounded down. {PUBLISHED_RULE}")
    if result.chances.skill + 10 <= 16:
        notes.append(f"{TEN_OVER_TEXT} {PUBLISHED_RULE}")
    headline = f"Effective skill {result.effective}: {as_percent(result.chances.success)} to succeed"
    if result.all_out is not None:
        headline += f" (All-Out Attack, {result.all_out.name})"
    rolled = None
    if values.get("roll") is not None:
        rolled = judge(result.effective, check_roll(values["roll"]), result.critical_skill)
        lines.append(Line("3d6 roll", str(rolled.roll), f"margin {signed(rolled.margin)}; {rolled.rule}"))
        headline = f"{rolled.headline} (effective skill {result.effective})"
    made = None if rolled is None else rolled.success
    return Answer(headline, tuple(lines), detail=result.notes, notes=tuple(notes), outcome=outcome_of(made),
                  cited=result.cited,
                  passes=_where_it_struck(values) if made else (), result=rolled)


def _where_it_struck(values: dict) -> tuple:
    """A hit's location, handed on to the injury calculator."""
    if values["roll_for"] not in ("melee", "ranged"):
        return ()
    body, _chink = body_struck(values["location"])
    return (("gurps-injury", "location", body),) if body else ()


SKILL = Tool(
    "gurps-skill", "Effective skill", SKILL_FIELDS, solve_skill,
    tables=("G1", "G2", "G3", "G5", "G6", "G7", "G8", "G9", "G10", "G12"),
    summary="Base skill plus maneuver, range, hit location, rapid fire and every common modifier, "
            "with the exact chance of success and of criticals; roll it, and keep or clear the modifiers.",
    clears=SKILL_MODIFIERS, keep="keep",
)


# --- gurps-success ------------------------------------------------------------

SUCCESS_FIELDS = (
    Field("skill", "Effective skill", "int", default=12, low=-99, high=99),
    Field("roll", "3d6 roll", "roll", die="3d6", help="Leave blank to roll."),
    Field("roll_for", "Roll for", "choice", default="task",
          choices=(("task", "Skill or attribute"), ("attack", "Attack"), ("dodge", "Dodge"),
                   ("parry", "Parry"), ("block", "Block"))),
    Field("against", "Against", "choice", default="melee",
          choices=(("melee", "Melee attack"), ("ranged", "Ranged attack"))),
)


def solve_success(values: dict[str, Any], rng: random.Random) -> Answer:
    result = success_roll(values["skill"], values["roll"])
    lines = [
        Line("Roll", str(result.roll), "3d6"),
        Line("Effective skill", str(result.skill)),
        Line("Margin", signed(result.margin), "skill minus roll" + (f"; {said}" if (said := beyond_the_margin(result)) else "")),
        Line("Rule", result.rule, source=PUBLISHED_RULE if result.published else cite(CRITICAL_LINES)),
    ]
    meaning = critical_meaning(result, values["roll_for"], values["against"])
    if meaning:
        lines.append(Line("Critical", meaning, source=cite("222-236")))
    notes = []
    if result.published:
        notes.append(f"{TEN_OVER_TEXT} {PUBLISHED_RULE}")
    if result.critical and result.success and result.roll <= 4 and result.roll - result.skill >= 10:
        notes.append(errata.LOW_SKILL_CRITICALS.footnote)
    return Answer(result.headline, tuple(lines), notes=tuple(notes), outcome=outcome_of(result.success),
                  result=result)


def success_odds(values: dict[str, Any]) -> Odds:
    """The chance to succeed before the 3d6 is rolled: "roll 13 or less on 3d6"."""
    return roll_at_most("3d6", highest_success(check_skill(values["skill"])))


SUCCESS = Tool(
    "gurps-success", "Success roll", SUCCESS_FIELDS, solve_success,
    tables=("G16",), live=False, odds_field="roll", odds_label="to succeed", before_roll=success_odds,
    summary="Roll 3d6 against effective skill: success or failure, margin, and criticals.",
)


# --- gurps-defense ------------------------------------------------------------

_DEFENSE_OPTIONS = (
    ("retreat", "Retreat"), ("drop", "Dodge and Drop (+3 vs ranged)"), ("feverish", "Feverish Defense (+2, 1 FP)"),
    ("stunned", f"Stunned ({MINUS}4)"), ("low_hp", "Below HP/3 (half Dodge)"), ("low_fp", "Below FP/3 (half Dodge)"),
    ("telegraphic", "Foe's Telegraphic Attack (+2 Dodge)"), ("dual_target", f"Target of both dual attacks ({MINUS}1)"),
)
DEFENSE_FIELDS = (
    Field("defense", "Defense", "choice", default=DefenseInput.defense,
          choices=(("dodge", "Dodge"), ("parry", "Parry"), ("block", "Block"))),
    Field("base", "Defense score", "int", default=DefenseInput.base, low=0, high=99),
    Field("against", "Against", "choice", default=DefenseInput.against,
          choices=(("melee", "Melee attack"), ("ranged", "Ranged attack"))),
    Field("parry_style", "Parry with", "choice", default=DefenseInput.parry_style,
          choices=(("other", "Other skill"), ("boxing", "Boxing"), ("judo", "Judo"), ("karate", "Karate"),
                   ("fencing", "Fencing weapon"))),
    Field("maneuver", "Your maneuver", "choice", default=DefenseInput.maneuver,
          choices=(("attack", "Other"), ("all_out_attack", "All-Out Attack"), ("all_out_defense", "All-Out Defense"),
                   ("committed_attack", "Committed Attack"), ("defensive_attack", "Defensive Attack"))),
    Field("posture", "Posture", "choice", default=DefenseInput.posture, choices=_POSTURE_CHOICES),
    Field("deceptive", "Foe's Deceptive Attack", "int", default=DefenseInput.deceptive, low=0, high=20),
    Field("riposte", "Riposte penalty", "int", default=DefenseInput.riposte, low=0, high=20),
    Field("options", "Options", "flags", default=DefenseInput.options, choices=_DEFENSE_OPTIONS, required=False),
    Field("defense_roll", "Defense roll (3d6)", "roll", die="3d6", required=False,
          help="Blank: the odds only; Roll rolls 3d6 against the effective defense."),
)


def solve_defense(values: dict[str, Any], rng: random.Random) -> Answer:
    result = active_defense(defense_input(values))
    name = result.defense.capitalize()
    if not result.possible:
        return Answer(f"No {name}: All-Out Attack", (Line(name, "none", source=cite(113)),),
                      detail=result.notes, outcome="failure", cited=result.cited)
    assert result.effective is not None and result.chances is not None  # possible
    lines = [Line(name, str(result.base))]
    if result.score != result.base:
        lines.append(Line("Halved (round up)", str(result.score), source=cite("193, 203")))
    lines += modifier_lines(result.modifiers)
    lines.append(Line("Effective defense", str(result.effective)))
    lines += _chance_lines(result.chances)
    notes = [f"{TEN_OVER_TEXT} {PUBLISHED_RULE}"] if result.effective + 10 <= 16 else []
    headline = f"{name} {result.effective}: {as_percent(result.chance)} to succeed"
    rolled = None
    if values.get("defense_roll") is not None:
        rolled = judge(result.effective, check_roll(values["defense_roll"], "defense_roll"))
        lines.append(Line("3d6 roll", str(rolled.roll), f"margin {signed(rolled.margin)}; {rolled.rule}"))
        headline = f"{name} {result.effective}: {rolled.headline}"
    return Answer(headline, tuple(lines), detail=result.notes, notes=tuple(notes),
                  outcome=outcome_of(None if rolled is None else rolled.success), cited=result.cited, result=rolled)


DEFENSE = Tool(
    "gurps-defense", "Active defense", DEFENSE_FIELDS, solve_defense,
    tables=("G5", "G11", "G12"),
    summary="Dodge, Parry or Block with retreat, posture and every defense option, and the chance to succeed; "
            "roll it.",
)


# --- gurps-injury -------------------------------------------------------------

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
                        ("perfect_balance", "Perfect Balance (+4 against knockback)"))
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
    Field("body_options", "Body and range", "flags", default=frozenset(), required=False, when=_MORE,
          choices=_BODY_OPTION_CHOICES),
)
INJURY_FIELDS = (
    Field("damage", "Basic damage", "int", low=LOWEST_ROLLED, high=MOST_DAMAGE,
          help="As rolled: below 0 crushing or 1 otherwise counts as that", source=PUBLISHED_RULE),
    Field("damage_modifier", "Damage modifier", "int", default=0, low=-MOST_DAMAGE_MODIFIER,
          high=MOST_DAMAGE_MODIFIER,
          help=f"Added to the roll: All-Out Attack (Strong) +2, Defensive Attack {MINUS}2", source=cite("113, 125")),
    Field("dr", "DR", "int", default=0, low=0, high=MOST_DAMAGE),
    Field("damage_type", "Damage type", "choice", default="cr", choices=_TYPE_CHOICES,
          help="burn, cor, tox (x1) and fat (x1, off FP)", source=PUBLISHED_RULE),
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
               "1/2D range and knockback, as the Basic Set has them", source=basic_set("47, 161, 378-380, 400")),
) + MORE_INJURY_FIELDS


def _knockdown_lines(w, ht: int) -> list[Line]:
    """The knockdown roll a wound calls for: its modifiers, the chance to stand, the chance to be knocked out."""
    target = ht + w.knockdown_modifier
    lines = list(modifier_lines(w.knockdown_modifiers))
    lines.append(Line("Knockdown roll", f"HT {target}: {as_percent(chances_at(target).success)}",
                      w.knockdown_rule, w.knockdown_source))
    lines.append(Line("Knocked out", as_percent(knockout_chance(target)), KNOCKOUT_RULE, PUBLISHED_RULE))
    return lines


def _fatigue_answer(w, values: dict[str, Any], lines: list[Line]) -> Answer:
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


def _divisor_lines(w, hardened: int) -> list[Line]:
    """The armor divisor, what Hardened DR left of it, and the DR it leaves."""
    given, used = divisor_in_words(w.divisor), divisor_in_words(w.divisor_used) or "none"
    lines = []
    if w.divisor_used != w.divisor:
        lines.append(Line("Hardened DR", f"{given} → {used}", f"{hardened} level{'s' if hardened != 1 else ''}, "
                          "a step each along ignores DR, 100, 10, 5, 3, 2, none", basic_set(47)))
    rule = w.divided_rule or "No divisor is left"
    lines.append(Line("Armor divisor", f"DR {w.dr_before_divisor} → {w.effective_dr}", rule, basic_set(378)))
    return lines


def _blunt_trauma_line(w) -> Line:
    """Blunt trauma through flexible armor: its injury, or why there is none."""
    if w.blunt_trauma:
        per = "5 points of crushing" if w.damage_type == "cr" else "10 points of cutting, impaling or piercing"
        return Line("Blunt trauma", str(w.blunt_trauma), f"The blow did not penetrate: 1 HP per full {per} "
                    "damage stopped", basic_set(379))
    why = "the blow penetrated" if w.penetrating else \
        "only crushing, cutting, impaling and piercing damage does it, 1 HP per full 5 (crushing) or 10 stopped"
    return Line("Blunt trauma", "none", why, basic_set(379))


def _reported_at(w) -> str:
    """Where the tracker is told a blow landed: where it struck, or the torso where the body takes
    none of that location's knockdown or shock effects (No Brain, No Vitals, Homogenous, Diffuse), so
    that the tracker's reminders do not add them."""
    effects = LOCATION_EFFECTS[w.location]
    if w.struck_as and (effects.knockdown_check or effects.knockdown_modifier or effects.shock_factor != 1):
        return w.struck_as
    return w.location


def _knockback_lines(knock, balance: int | None, perfect_balance: bool) -> list[Line]:
    """How far the blow knocks the victim back, and its roll to keep its feet with the exact chance."""
    if not knock.yards:
        return [Line("Knockback", "none", knock.rule, knock.source)]
    lines = [Line("Knockback", yards_said(knock.yards), knock.rule, knock.source)]
    lines += modifier_lines(keep_feet_modifiers(knock.yards, perfect_balance))
    if balance is None:
        lines.append(Line("To keep its feet", "best of DX, Acrobatics or Judo",
                          f"{signed(-(knock.yards - 1))} per yard after the first; on a failure it falls down"
                          if knock.yards > 1 else "on a failure it falls down", knock.source))
    else:
        target, chance = keep_feet_chance(balance, knock.yards, perfect_balance)
        lines.append(Line("To keep its feet", f"{target}: {_chance(chance)}",
                          "DX, Acrobatics or Judo on 3d6; on a failure it falls down", knock.source))
    return lines


def solve_injury(values: dict[str, Any], rng: random.Random) -> Answer:
    options = values.get("options") or frozenset()
    modifier = values.get("damage_modifier") or 0
    damage = max(LOWEST_ROLLED, min(MOST_DAMAGE, values["damage"] + modifier))
    more = values.get("body_options") or frozenset()
    w = wound(damage, values["dr"], values["damage_type"], values["location"], values["hp"],
              chink="chink" in options, pain_threshold=values["pain"], scaled_shock="shock_scaled" in options,
              tight_beam="tight_beam" in options, armor_divisor=values.get("armor_divisor") or NO_DIVISOR,
              hardened=values.get("hardened") or 0, tolerance=target_body(values),
              vulnerability=int(values.get("vulnerability") or 1), flexible="flexible" in more,
              weakest_dr=values.get("weakest_dr"), half_damage="half_damage" in more,
              knockback_st=values.get("knockback_st"))
    notes: list[str] = []
    lines = [Line("Damage roll", str(values["damage"])),
             Line("Damage modifier", signed(modifier), "added to the roll")] if modifier else []
    if w.rolled is None:
        lines.append(Line("Basic damage", str(w.damage)))
    else:
        lines.append(Line("Basic damage", f"{w.rolled} → {w.damage}", least_damage_note(w.damage_type),
                          PUBLISHED_RULE))
    if w.halved_from is not None:
        lines.append(Line("1/2D range", f"{w.halved_from} → {w.damage}", "Basic damage halved, rounding down",
                          basic_set(378)))
    if w.fatigue and w.location != "torso":
        lines.append(Line("Hit location", "no effect", "Fatigue damage ignores hit location",
                          PUBLISHED_RULE))
    elif ignores_location(w.damage_type, w.location):
        lines.append(Line("Hit location", f"no {w.location} effects",
                          f"{DAMAGE_TYPES[w.damage_type][0]} damage takes none of the {w.location}'s effects",
                          PUBLISHED_RULE))
    if w.own_dr:
        lines.append(Line(f"{w.location.capitalize()}'s own DR", signed(w.own_dr),
                          f"The {w.location} has DR {w.own_dr} of its own", PUBLISHED_RULE))
    worn = w.dr if w.large_area_dr is None else w.large_area_dr
    if w.large_area_dr is not None:
        lines.append(Line("Large-area DR", f"{w.dr} and {values['weakest_dr']} → {w.large_area_dr}",
                          "The average of the torso's DR and the weakest location's, rounded up", basic_set(400)))
    met = w.dr_before_divisor if w.divisor != NO_DIVISOR else w.effective_dr
    lines.append(Line("DR", str(met) if met == worn else f"{worn} → {met}", w.dr_rule, w.dr_source))
    if w.divisor != NO_DIVISOR:
        lines += _divisor_lines(w, values.get("hardened") or 0)
    lines.append(Line("Penetrating", str(w.penetrating), "damage minus DR"))
    if w.struck_as_rule:
        lines.append(Line("Hit location", f"{w.location.capitalize()}, taken as the {w.struck_as}", w.struck_as_rule,
                          basic_set(400)))
    lines.append(Line("Wounding modifier", times(w.multiplier.value), w.multiplier.rule,
                      w.multiplier.source))
    if w.vulnerability > 1:
        lines.append(Line("Vulnerability", f"x{w.vulnerability}",
                          "Penetrating damage multiplied, and the wounding modifier multiplies it further",
                          basic_set(161)))
    if w.damage_type not in PRINTED_TYPES:
        notes.append(f"{DAMAGE_TYPES[w.damage_type][0]} ({w.damage_type}) is a published damage type the "
                     f"wounding table ({cite('270-276')}) does not print. {PUBLISHED_RULE}")
    if "chink" in options:
        notes.append(errata.ARMOR_CHINKS.footnote)
    if w.fatigue:
        answer = _fatigue_answer(w, values, lines)
        return Answer(answer.headline, answer.lines, detail=answer.detail, notes=tuple(notes),
                      effect=Effect(w.injury, "FP") if w.injury > 0 else None)
    if w.minimum_applied:
        lines.append(Line("Injury", "1", MINIMUM_INJURY_RULE, PUBLISHED_RULE))
        notes.append(MINIMUM_INJURY_NOTE + ".")
    else:
        lines.append(Line("Injury", str(w.raw_injury), "rounded down"))
    if w.cap_rule:
        lines.append(Line("Diffuse", str(w.injury), w.cap_rule, basic_set(380)))
    if "flexible" in more:
        lines.append(_blunt_trauma_line(w))
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
        lines += _knockback_lines(w.knockback, values.get("balance"), "perfect_balance" in more)
    detail: list[str] = []
    if status is not None:
        lines.append(Line("HP after the hit", f"{status.current} of {w.hp}", status.label))
        crossed = () if status.dead else death_checks_crossed(values["current_hp"], status.current, w.hp)
        if crossed:
            lines.append(Line("Death check", "HT roll or die at " + ", ".join(f"-{k}xHP" for k in crossed),
                              "this blow crossed it", cite(197)))
        detail += [f"{e.threshold}: {e.text}" for e in status.effects]
    words = [f"Injury {w.injury}"]
    if w.crippled:
        words.append("blinded" if w.location == "eye" else "crippled")
    if w.major_wound:
        words.append("major wound")
    if status is not None and status.dead:
        words.append("dead")
    knocked = [f"knocked back {yards_said(w.knockback.yards)}"] if w.knockback is not None and w.knockback.yards else []
    outcome: Outcome = "failure" if w.major_wound or (status is not None and status.dead) else "none"
    # The tracker reads where it landed and what it did; a type the location's effects leave alone says so.
    did = tuple(word for word in words[1:] if word != "dead")
    if ignores_location(w.damage_type, w.location):
        did += (damage_type_word(w.damage_type),)
    effect = Effect(w.injury, "HP", location=_reported_at(w), effects=did) if w.injury > 0 else None
    return Answer(", ".join(words + knocked), tuple(lines), detail=tuple(detail), notes=tuple(notes), outcome=outcome,
                  effect=effect, result=w)


INJURY = Tool(
    "gurps-injury", "Damage to injury", INJURY_FIELDS, solve_injury,
    tables=("G13", "G14", "G17", "G18"),
    summary="Basic damage through DR, the wounding modifier for type and location, crippling, major wounds, "
            "shock and the knockdown roll.",
)


# --- gurps-location -----------------------------------------------------------

_STARRED = ("skull", "face", "groin", "neck", "eye", "vitals")
LOCATION_FIELDS = (
    Field("roll", "3d6 roll", "roll", die="3d6", help="Leave blank to roll."),
    Field("aimed", "Aimed at", "choice", default="random",
          choices=(("random", "Random (roll 3d6)"),) + tuple((k, AIM_TARGETS[k].label) for k in _STARRED)),
    Field("missed_by", "Missed by", "int", low=0, high=18, required=False,
          help="For an aimed attack: a miss by 1 hits the torso."),
    Field("shots", "Shots fired (rapid fire)", "int", low=1, high=RAPID_FIRE_MOST, required=False),
)


def solve_location(values: dict[str, Any], rng: random.Random) -> Answer:
    lines: list[Line] = []
    notes: list[str] = []
    if values["aimed"] == "random":
        hit = random_location(values["roll"])
        target = aim_target(hit.body)
        lines.append(Line("Roll", str(hit.roll), f"3d6, row {hit.row.roll}", cite(location_line(hit.row))))
        lines.append(Line("Effect", hit.row.effect, source=cite(location_line(hit.row))))
        lines.append(Line("To aim here", signed(target.penalty) if target.penalty else "0", source=cite("29-37")))
        headline = f"Hit: {hit.name}"
    else:
        target = aim_target(values["aimed"])
        missed = values.get("missed_by")
        lines.append(Line("Aimed at", target.label, signed(target.penalty), cite("29-37")))
        if not missed:
            headline = f"Hit: {target.label}"
        elif miss_by_one(target.key, -missed):
            headline = "Missed by 1: hits the torso"
            lines.append(Line("A miss by 1 hits the torso", "Torso", source=cite(189)))
            notes.append(errata.MISS_BY_ONE.footnote)
        else:
            headline = f"Missed by {missed}"
    if values.get("shots") is not None:
        rof = rapid_fire(values["shots"])
        lines.append(Line("Rapid fire", signed(rof.bonus),
                          f"{rof.shots} shots: row {rof.row}", cite(RAPID_FIRE_LINES)))
        if rof.reading:
            notes.append(f"Rapid fire: {rof.reading}")
    return Answer(headline, tuple(lines), notes=tuple(notes))


LOCATION = Tool(
    "gurps-location", "Hit location", LOCATION_FIELDS, solve_location,
    tables=("G3", "G4", "G13"), live=False,
    summary="Random hit location on 3d6, a miss by 1 at a starred location, and the rapid-fire bonus.",
)


# --- gurps-maneuver -----------------------------------------------------------

MANEUVER_FIELDS = (
    Field("card", "Maneuver or option", "choice", default="attack",
          choices=tuple((key, card.name.title() if card.move else card.name) for key, card in CARDS.items())),
)


def solve_maneuver(values: dict[str, Any], rng: random.Random) -> Answer:
    card = CARDS[values["card"]]
    lines = []
    if card.move:
        lines.append(Line("Move", card.move, source=cite(CARD_LINES[card.key])))
    lines += [Line("Attack", card.attack), Line("Defense", card.defense)]
    notes: tuple[str, ...] = ()
    if card.extra_effort:
        notes = (f"{OPTIONS_FOOTNOTE.strip('*').strip()} ({cite(167)})", errata.OPTIONS_FOOTNOTE.footnote)
    title = card.name.title() if card.move else card.name
    return Answer(title, tuple(lines), detail=(card.text,), notes=notes)


MANEUVER = Tool(
    "gurps-maneuver", "Maneuvers and options", MANEUVER_FIELDS, solve_maneuver,
    tables=("G11", "G12"),
    summary="Each maneuver and attack/defense option as a card: move, effect on attack and on defense.",
)


# --- gurps-condition ----------------------------------------------------------

CONDITION_FIELDS = (
    Field("hp", "HP now", "int", default=10),
    Field("max_hp", "Max HP", "int", default=10, low=1, high=10_000),
    Field("fp", "FP now", "int", required=False),
    Field("max_fp", "Max FP", "int", low=1, high=10_000, required=False),
)


def solve_condition(values: dict[str, Any], rng: random.Random) -> Answer:
    hp = hp_status(values["hp"], values["max_hp"])
    lines = [Line("HP", f"{hp.current} of {hp.maximum}", hp.label)]
    lines += [Line(e.threshold, e.text, source=cite("193-199")) for e in hp.effects]
    headline = hp.label
    if values.get("fp") is not None or values.get("max_fp") is not None:
        if values.get("fp") is None or values.get("max_fp") is None:
            raise RulesError("Enter both FP now and max FP.", "fp" if values.get("fp") is None else "max_fp")
        fp = fp_status(values["fp"], values["max_fp"])
        if hp.dead:  # nothing FP do matters to the dead
            lines.append(Line("FP", f"{fp.current} of {fp.maximum}", "No effect: dead"))
        else:
            lines.append(Line("FP", f"{fp.current} of {fp.maximum}", fp.label))
            lines += [Line(e.threshold, e.text, source=cite("203-208")) for e in fp.effects]
            if fp.label != "No effect":
                headline = fp.label if hp.label == "No effect" else f"{hp.label}; {fp.label}"
    outcome: Outcome = "failure" if hp.dead or hp.consciousness_roll else "none"
    return Answer(headline, tuple(lines), notes=(errata.FP_THIRD.footnote,) if values.get("fp") is not None else (),
                  outcome=outcome)


CONDITION = Tool(
    "gurps-condition", "HP and FP", CONDITION_FIELDS, solve_condition,
    tables=("G14", "G15"),
    summary="Current HP and FP against their maximum: every threshold that applies.",
)


TOOLS = (SKILL, SUCCESS, DEFENSE, INJURY, LOCATION, MANEUVER, CONDITION)
