"""The active defense calculator (gurps-defense): Dodge, Parry or Block with every option, and its roll."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.answers import outcome_of
from pyrules.core.explain import MINUS, lines as modifier_lines, signed
from pyrules.core.odds import as_percent
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.gurps.critical_tables import defense_tables
from pyrules.gurps.criticals import check_roll, judge
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import TEN_OVER_TEXT
from pyrules.gurps.defense import DefenseInput, active_defense
from pyrules.gurps.tools.common import POSTURE_CHOICES, chance_lines


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
    Field("posture", "Posture", "choice", default=DefenseInput.posture, choices=POSTURE_CHOICES),
    Field("deceptive", "Foe's Deceptive Attack", "int", default=DefenseInput.deceptive, low=0, high=20),
    Field("riposte", "Riposte penalty", "int", default=DefenseInput.riposte, low=0, high=20),
    Field("options", "Options", "flags", default=DefenseInput.options, choices=_DEFENSE_OPTIONS, required=False),
    Field("defense_roll", "Defense roll (3d6)", "roll", die="3d6", required=False,
          help="Blank: the odds only; Roll rolls 3d6 against the effective defense."),
)


def defense_input(values: dict[str, Any]) -> DefenseInput:
    """The defense calculator's form as the rule's input, its values handed over by name."""
    return DefenseInput(
        defense=values["defense"], base=values["base"], against=values["against"],
        parry_style=values["parry_style"], maneuver=values["maneuver"], posture=values["posture"],
        deceptive=values["deceptive"], riposte=values["riposte"], options=values["options"],
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
    lines += chance_lines(result.chances)
    notes = [f"{TEN_OVER_TEXT} {PUBLISHED_RULE}"] if result.effective + 10 <= 16 else []
    headline = f"{name} {result.effective}: {as_percent(result.chance)} to succeed"
    rolled = None
    if values.get("defense_roll") is not None:
        rolled = judge(result.effective, check_roll(values["defense_roll"], "defense_roll"))
        lines.append(Line("3d6 roll", str(rolled.roll), f"margin {signed(rolled.margin)}; {rolled.rule}"))
        headline = f"{name} {result.effective}: {rolled.headline}"
    tables = () if rolled is None else defense_tables(rolled, values["defense"], values["against"])
    return Answer(headline, tuple(lines), detail=result.notes, notes=tuple(notes),
                  outcome=outcome_of(None if rolled is None else rolled.success), cited=result.cited, result=rolled,
                  table_rolls=tables)


TOOL = Tool(
    "gurps-defense", "Active defense", DEFENSE_FIELDS, solve_defense,
    tables=("G5", "G11", "G12"),
    summary="Dodge, Parry or Block with retreat, posture and every defense option, and the chance to succeed; "
            "roll it.",
)
