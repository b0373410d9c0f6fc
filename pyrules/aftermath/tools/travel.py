"""The travel calculator (key "aftermath-travel"): road, terrain, light, weather and the day
after to a movement rate (A18)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from pyrules.aftermath import travel
from pyrules.aftermath.data.world import MODIFIERS
from pyrules.aftermath.tools.common import number_said
from pyrules.core.answers import Outcome
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_travel(v: dict[str, Any], rng: random.Random) -> Answer:
    result = travel.movement(
        v["ground"],
        None if v["light"] == "day" else v["light"],
        None if v["weather"] == "clear" else v["weather"],
        None if v["after"] == "none" else v["after"],
        v["day"], v["days"], v.get("base"),
    )
    lines = [Line(text, pct) for text, pct in result.modifiers]
    lines.append(Line("Together", travel.show_percent(result.factor)))
    headline = f"Movement at {travel.show_percent(result.factor)}"
    if result.rate is not None:
        assert result.base is not None  # a rate is the base rate scaled
        lines.append(Line("Rate", f"{number_said(result.base)} × {travel.show_percent(result.factor)} = "
                                  f"{number_said(result.rate)}"))
        headline = f"Rate {number_said(result.rate)} ({travel.show_percent(result.factor)})"
    outcome: Outcome = "success" if result.factor > 1 else "failure" if result.factor < Fraction(1, 2) else "none"
    return Answer(headline, tuple(lines), (), result.notes, outcome=outcome)


TOOL = Tool(
    key="aftermath-travel",
    title="Travel",
    fields=(
        Field("ground", "Ground", "choice", "open",
              tuple((k, t) for k, t, _ in MODIFIERS if k in travel.GROUND)),
        Field("light", "Light", "choice", "day",
              (("day", "Daylight"),) + tuple((k, t) for k, t, _ in MODIFIERS if k in travel.LIGHT)),
        Field("weather", "Weather", "choice", "clear",
              (("clear", "Clear"),) + tuple((k, t) for k, t, _ in MODIFIERS if k in travel.WEATHER)),
        Field("after", "Day after", "choice", "none",
              (("none", "—"), ("heavy-rain", "Heavy Rain"), ("light-snow", "Light Snow"), ("heavy-snow", "Heavy Snow"))),
        Field("day", "Which day after", "int", 1, low=1, high=365),
        Field("days", "Days it snowed", "int", 1, low=1, high=365, help="Prolonged snow: each extra day adds a day at the worst penalty."),
        Field("base", "Base rate", "number", low=0, high=100_000, required=False),
    ),
    solve=_solve_travel,
    tables=("A18",),
    summary="Road, terrain, light, weather and the day after to a movement rate.",
)
