"""The healing calculator (tal-healing): DHP healed per day by activity, SHP one every 10 minutes with
no fighting or strenuous activity (T16)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal import errata
from pyrules.tal.healing_damage import ACTIVITIES as HEALING_ACTIVITIES, MOST_LOST, SHP_RATE, plan_healing
from pyrules.tal.tools.common import PERCENT_HELP, minutes_text, plural


def _solve_healing(values: dict[str, Any], rng: random.Random) -> Answer:
    plan = plan_healing(values["constitution"], values["activity"], values["dhp_lost"], values["shp_lost"])
    days = plural(plan.days, "day")
    lines = [
        Line("Constitution Rolls", str(plan.constitution.rolls),
             f"Constitution {plan.constitution.row}", plan.constitution.source),
        Line(f"DHP: {plan.activity}", f"{plan.constitution.rolls} × {plan.times} = {plan.dhp_per_day} a day",
             plan.healing, plan.source),
        Line("DHP lost", str(plan.dhp_lost), f"back in {days}"),
        Line(f"SHP: {plan.shp_condition}", "1 every 10 min", SHP_RATE, plan.shp_source),
        Line("SHP lost", str(plan.shp_lost), f"back in {minutes_text(plan.shp_minutes)} of no fighting or strenuous activity"),
    ]
    head = f"{plan.dhp_per_day} DHP a day"
    if plan.dhp_lost:
        head += f": DHP back in {days}"
    if plan.shp_lost:
        head += f"; SHP in {minutes_text(plan.shp_minutes)} at rest"
    return Answer(head, tuple(lines), notes=(errata.CONSTITUTION_ROLLS.footnote,), outcome="success")


TOOL = Tool(
    key="tal-healing",
    title="Healing",
    summary="DHP healed per day by activity; SHP one every 10 minutes with no fighting or strenuous activity.",
    fields=(
        Field("constitution", "Constitution", "int", percentile=True, help=PERCENT_HELP),
        Field("activity", "DHP: activity", "choice", default="normal", choices=HEALING_ACTIVITIES),
        Field("dhp_lost", "DHP lost", "int", default=0, low=0, high=MOST_LOST),
        Field("shp_lost", "SHP lost", "int", default=0, low=0, high=MOST_LOST),
    ),
    solve=_solve_healing,
    tables=("T16",),
)
