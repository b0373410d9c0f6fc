"""The effective skill calculator (gurps-skill): base skill and every modifier, its chance, its roll."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.answers import outcome_of
from pyrules.core.explain import MINUS, lines as modifier_lines, signed
from pyrules.core.odds import as_percent
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.gurps import errata
from pyrules.gurps.critical_tables import attack_tables
from pyrules.gurps.criticals import check_roll, judge
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import DOUBLED_SHOCK_MAX, MOST_DAMAGE, MOST_HP, TEN_OVER_TEXT
from pyrules.gurps.data.maneuvers import ALL_OUT_ATTACKS
from pyrules.gurps.data.modifiers import BASE_SKILL_LINES, COMPLEMENTARY_SKILLS, RAPID_FIRE_MOST
from pyrules.gurps.locations import AIM_TARGETS, body_struck
from pyrules.gurps.ranged import rapid_fire
from pyrules.gurps.skill import EffectiveSkill, effective_skill
from pyrules.gurps.skill_input import DIFFICULTIES, EQUIPMENT_CHOICES, MOST_OTHER, SkillInput
from pyrules.gurps.tools.common import POSTURE_CHOICES, chance_lines


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
    Field("posture", "Posture", "choice", default=SkillInput.posture, choices=POSTURE_CHOICES,
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


def _all_out_lines(result: EffectiveSkill) -> list[Line]:
    """The All-Out Attack taken, when it is not the Determined one already listed as a modifier."""
    row = result.all_out
    if row is None or row.melee:
        return []
    return [Line("All-Out Attack", f"{row.name}: {row.printed}", source=cite(row.line))]


def skill_input(values: dict[str, Any]) -> SkillInput:
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


def solve_skill(values: dict[str, Any], rng: random.Random) -> Answer:
    result = effective_skill(skill_input(values))
    lines = [Line("Base skill", str(result.base),
                  f"{result.level_name} ({result.level.printed})", cite(BASE_SKILL_LINES))]
    lines += _all_out_lines(result)
    lines += modifier_lines(result.modifiers)
    if result.cap is not None and result.total > result.cap:
        lines.append(Line("Move and Attack cap", f"max. {result.cap}", f"was {result.total}", cite(13)))
    lines.append(Line("Effective skill", str(result.effective)))
    lines += chance_lines(result.chances, result.critical_skill)
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
    if result.shock_scaled:
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
    tables = attack_tables(rolled, body_struck(values["location"])[0]) \
        if rolled is not None and values["roll_for"] in ("melee", "ranged") else ()
    return Answer(headline, tuple(lines), detail=result.notes, notes=tuple(notes), outcome=outcome_of(made),
                  cited=result.cited,
                  passes=_where_it_struck(values) if made else (), result=rolled, table_rolls=tables)


def _where_it_struck(values: dict[str, Any]) -> tuple[tuple[str, str, str], ...]:
    """A hit's location, handed on to the injury calculator."""
    if values["roll_for"] not in ("melee", "ranged"):
        return ()
    body, _chink = body_struck(values["location"])
    return (("gurps-injury", "location", body),) if body else ()


TOOL = Tool(
    "gurps-skill", "Effective skill", SKILL_FIELDS, solve_skill,
    tables=("G1", "G2", "G3", "G5", "G6", "G7", "G8", "G9", "G10", "G12"),
    summary="Base skill plus maneuver, range, hit location, rapid fire and every common modifier, "
            "with the exact chance of success and of criticals; roll it, and keep or clear the modifiers.",
    clears=SKILL_MODIFIERS, keep="keep",
)
