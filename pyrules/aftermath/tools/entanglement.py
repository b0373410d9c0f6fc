"""The entanglement calculator (key "aftermath-entanglement"): a flexible weapon's Effect
Number and the location hit to its entanglement effect (A23)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import entanglement
from pyrules.aftermath.data.gear import AREA_LOCATIONS, AREA_NAMES, AREAS
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_entanglement(v: dict[str, Any], rng: random.Random) -> Answer:
    e = entanglement.entanglement(v["effect"], v["area"])
    where = AREA_NAMES[e.area]
    lines = [Line("Area", where, f"locations {AREA_LOCATIONS[e.area]}"),
             Line("Effect Number", str(e.effect_number), f"row {e.row}"), Line("Chart", e.cell)]
    lines += [Line(term, "", meaning) for term, meaning in e.meanings]
    notes = (e.footnote,) if e.footnote else ()
    return Answer(f"{where}: {e.cell}", tuple(lines), (), notes, outcome="none" if e.keys else "failure")


TOOL = Tool(
    key="aftermath-entanglement",
    title="Entanglement",
    fields=(
        Field("effect", "Effect Number", "int", 0, low=0, high=1000),
        Field("area", "Location hit", "choice", "torso",
              tuple((a, f"{AREA_NAMES[a]} ({AREA_LOCATIONS[a]})") for a in AREAS)),
    ),
    solve=_solve_entanglement,
    tables=("A23",),
    summary="A flexible weapon's Effect Number and the location hit to its entanglement effect.",
)
