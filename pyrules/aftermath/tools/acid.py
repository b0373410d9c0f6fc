"""The acid calculator (key "aftermath-acid"): a D100 to an acid's special effect (A24)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import acid
from pyrules.aftermath.data.gear import AFTERWORD
from pyrules.core.explain import signed
from pyrules.core.tables import percent
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_acid(v: dict[str, Any], rng: random.Random) -> Answer:
    extra = tuple(x for x in (v.get("extra1"), v.get("extra2")) if x is not None)
    a = acid.acid_effect(v["roll"], extra, v.get("strength"), rng)
    lines = [Line("D100", percent(a.roll), f"row {a.row.printed}")]
    if a.extra:
        lines.append(Line("96-00", "roll twice, ignoring rolls over 95"))
        for r, row in a.extra:
            lines.append(Line(f"Roll {percent(r)}", row.printed, row.value))
    else:
        lines.append(Line(a.row.printed, "", a.row.value))
    if a.looks_loss is not None:
        lines.append(Line("Looks category", signed(-a.looks_loss), "by the acid's strength"))
    effects = [r.value.split(".")[0] for r in a.effects]
    headline = "; ".join(dict.fromkeys(effects))
    serious = any(r.printed != "01-30" for r in a.effects)
    return Answer(headline, tuple(lines), (AFTERWORD,), (), outcome="failure" if serious else "success")


TOOL = Tool(
    key="aftermath-acid",
    title="Acid special effects",
    fields=(
        Field("roll", "D100", "roll", die="d100"),
        Field("strength", "Acid strength", "int", low=0, high=100, required=False),
        Field("extra1", "96-00: first roll", "int", low=1, high=95, required=False),
        Field("extra2", "96-00: second roll", "int", low=1, high=95, required=False),
    ),
    solve=_solve_acid,
    tables=("A24",),
    summary="D100 to an acid's special effect.",
)
