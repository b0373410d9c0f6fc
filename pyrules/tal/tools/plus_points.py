"""The plus points calculator (tal-plus-points): the session's award tally, 0-3 in each category (T4)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal.plus_points import CATEGORIES, tally_plus_points


def _solve_plus_points(values: dict[str, Any], rng: random.Random) -> Answer:
    tally = tally_plus_points(
        story=values["story"], abilities=values["abilities"], roleplaying=values["roleplaying"],
        discretionary=values["discretionary"],
    )
    lines = tuple(Line(m.label, str(m.value), "0-3", m.source) for m in tally.awards)
    return Answer(f"{tally.total} plus point{'s' if tally.total != 1 else ''}", lines, outcome="success")


TOOL = Tool(
    key="tal-plus-points",
    title="Plus points",
    summary="The session's award tally, 0-3 in each category.",
    fields=tuple(
        Field(key, name, "int", default=0, low=0, high=3) for key, name in CATEGORIES
    ),
    solve=_solve_plus_points,
    tables=("T4",),
)
