"""The success roll calculator (gurps-success): 3d6 against effective skill, margin and criticals."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.answers import TableRoll, outcome_of
from pyrules.core.explain import signed
from pyrules.core.odds import Odds, roll_at_most
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.gurps import errata
from pyrules.gurps.critical_tables import attack_tables, defense_tables
from pyrules.gurps.criticals import SuccessRoll, beyond_the_margin, check_skill, critical_meaning, highest_success, success_roll
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import CRITICAL_LINES, TEN_OVER_TEXT


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
                  result=result, table_rolls=_tables(result, values))


def _tables(result: SuccessRoll, values: dict[str, Any]) -> tuple[TableRoll, ...]:
    """The critical table the roll sends its roller to, offered as one tap (where an attack struck
    this calculator does not know: both the Critical Hit and the Critical Head Blow tables)."""
    if values["roll_for"] == "attack":
        return attack_tables(result)
    if values["roll_for"] in ("dodge", "parry", "block"):
        return defense_tables(result, values["roll_for"], values["against"])
    return ()


def success_odds(values: dict[str, Any]) -> Odds:
    """The chance to succeed before the 3d6 is rolled: "roll 13 or less on 3d6"."""
    return roll_at_most("3d6", highest_success(check_skill(values["skill"])))


TOOL = Tool(
    "gurps-success", "Success roll", SUCCESS_FIELDS, solve_success,
    tables=("G16",), live=False, odds_field="roll", odds_label="to succeed", before_roll=success_odds,
    summary="Roll 3d6 against effective skill: success or failure, margin, and criticals.",
)
