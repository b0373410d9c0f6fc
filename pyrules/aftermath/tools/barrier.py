"""The barrier factor calculator (key "aftermath-barrier"): a material × its thickness in
inches to a Barrier Factor (A22)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import materials
from pyrules.aftermath.tools.common import number_said
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_barrier(v: dict[str, Any], rng: random.Random) -> Answer:
    b = materials.barrier(v["material"], v["inches"], v.get("soil"))
    lines = [Line(b.material, b.printed, "Barrier Factor per inch"), Line("Thickness", f"{number_said(b.inches)} in")]
    if b.exact:
        lines.append(Line("Barrier Factor", f"{b.per_inch} × {number_said(b.inches)} = {number_said(b.factor)}"))
        headline = f"Barrier Factor {number_said(b.factor)}"
    else:
        lines.append(Line("Barrier Factor", f"{number_said(b.low)} to {number_said(b.high)}", "soil: 8 to 20 per inch"))
        headline = f"Barrier Factor {number_said(b.low)} to {number_said(b.high)}"
    return Answer(headline, tuple(lines), (), b.notes)


TOOL = Tool(
    key="aftermath-barrier",
    title="Barrier factor",
    fields=(
        Field("material", "Material", "choice", "wood-solid", tuple((k, name) for k, (name, _) in materials.MATERIALS.items())),
        Field("inches", "Thickness (inches)", "number", 1, low=0.001, high=materials.MAX_INCHES),
        Field("soil", "Soil factor per inch", "int", low=materials.SOIL_LOW, high=materials.SOIL_HIGH, required=False,
              help="Soil only: variable 8 to 20."),
    ),
    solve=_solve_barrier,
    tables=("A22",),
    summary="Material × thickness in inches to a Barrier Factor.",
)
