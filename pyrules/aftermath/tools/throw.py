"""The unarmed throw calculator (key "aftermath-throw"): a throw's Effect Number to its outcome
(A21)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import throw
from pyrules.core.explain import signed
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_throw(v: dict[str, Any], rng: random.Random) -> Answer:
    t = throw.throw(v["effect"], v.get("damage_roll"), v["buffering"])
    lines = [Line("Effect Number", str(t.effect_number), f"row {t.row.printed}")]
    if t.effect_number >= 7:
        if t.subdual is not None:
            lines.append(Line("Strength Effect Die roll", str(t.damage_roll)))
            if t.blast_buffering:
                lines.append(Line("Blast Buffering", signed(-5 * t.blast_buffering), f"level {t.blast_buffering} × 5"))
            lines.append(Line("Subdual damage", str(t.subdual), "armor does not reduce it"))
        if t.effect_number >= 10 and t.blast_buffering:
            lines.append(Line("Health save", f"{signed(t.shock_bonus)} to the number needed", "Blast Buffering × 2"))
    return Answer(t.summary, tuple(lines), (t.row.value,), (), outcome="success" if t.effect_number >= 4 else "none")


TOOL = Tool(
    key="aftermath-throw",
    title="Unarmed throw",
    fields=(
        Field("effect", "Effect Number", "int", 0, low=0, high=1000),
        Field("damage_roll", "Thrower's STR Effect Die roll", "int", low=0, high=100, required=False,
              help="For 7 and up: the subdual damage."),
        Field("buffering", "Blast Buffering level", "int", 0, low=0, high=100),
    ),
    solve=_solve_throw,
    tables=("A21",),
    summary="A throw's Effect Number to its outcome.",
)
