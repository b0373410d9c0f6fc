"""The task calculator (tal-task): difficulty to a skill or roll modifier, then a d100 roll under (T14)."""

from __future__ import annotations

import random
from typing import Any
from fractions import Fraction

from pyrules.core.explain import signed
from pyrules.core.odds import Odds, roll_at_most
from pyrules.core.tables import percent
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal import errata
from pyrules.tal.task_modifiers import DIFFICULTY, DIFFICULTIES, highest_success, resolve_task
from pyrules.tal.tools.common import FATIGUE_CHOICES, PERCENT_HELP, ROLL_HELP, roll_text


def _solve_task(values: dict[str, Any], rng: random.Random) -> Answer:
    result = resolve_task(values["difficulty"], values["skill"], values["roll"], values["fatigue"])
    m = result.difficulty
    lines = [Line(m.difficulty, m.printed, source=m.source)]
    if result.no_roll_needed:
        return Answer("No roll needed", tuple(lines), outcome="success")
    tired = [mod for mod in result.roll_modifiers if mod.kind != DIFFICULTY]
    lines += [mod.line for mod in tired]
    skill_text = " ".join([f"skill {percent(result.skill)}"] + [signed(mod.value) for mod in result.skill_modifiers])
    lines.append(Line("Roll under", str(result.target), skill_text))
    assert result.roll is not None  # a roll is needed
    lines.append(Line("Roll", str(result.modified_roll), roll_text(result.roll, result.roll_modifiers)))
    notes = (errata.SPENT.footnote,) if values["fatigue"] == "spent" else ()
    if result.double_zero:
        return Answer("Failure: a rolled 00", tuple(lines), notes=notes + (errata.ROLLED_00.footnote,),
                      outcome="failure")
    if result.success:
        return Answer(f"Success: {result.modified_roll} vs {result.target}", tuple(lines), notes=notes,
                      outcome="success")
    return Answer(f"Failure: {result.modified_roll} vs {result.target}", tuple(lines), notes=notes, outcome="failure")


def _task_odds(values: dict[str, Any]) -> Odds:
    """The chance to succeed before the d100 is rolled: "roll 45 or less on d100"."""
    highest = highest_success(values["difficulty"], values["skill"], values["fatigue"])
    if highest is None:
        return Odds(Fraction(1), "no roll needed")
    return roll_at_most("d100", highest)


TOOL = Tool(
    key="tal-task",
    title="Task",
    summary="Difficulty to a skill or roll modifier, then a d100 roll under.",
    fields=(
        Field("difficulty", "Difficulty", "choice", default="average", choices=DIFFICULTIES),
        Field("skill", "Skill", "int", percentile=True, help=PERCENT_HELP),
        Field("roll", "d100 roll", "roll", die="d100", help=ROLL_HELP),
        Field("fatigue", "Fatigue", "choice", default="fresh", choices=FATIGUE_CHOICES),
    ),
    solve=_solve_task,
    tables=("T14", "T2"),
    odds_field="roll",
    before_roll=_task_odds,
)
