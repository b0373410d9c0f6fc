"""The critical miss calculator (key "aftermath-critical-miss"): armed, bow, unarmed,
black-powder and modern firearms (A8, A34, A35)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath.data.combat import MISS_KINDS
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.misses import chamber_explosion, critical_miss
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_critical_miss(values: dict[str, Any], rng: random.Random) -> Answer:
    m = critical_miss(values["kind"], values["roll"])
    lines = [Line(MISS_KINDS[m.kind], f"d100 {m.roll}", f"row {m.row.printed}")]
    notes = (E.MODERN_CUT_OFF.footnote,) if m.from_black_powder else ()
    if m.burst_divisor and values.get("bdg") is not None:
        x = chamber_explosion(values["bdg"], m.burst_divisor, values.get("durability"))
        lines.append(Line("Burst effect", str(x.burst), f"BDG {x.bdg}/{x.divisor}, nearest"))
        if x.durability is not None:
            lines.append(Line("D10s of Lethal Damage", str(x.d10s),
                              "the chamber explodes" if x.explodes else "less than 1: treat as a dud"))
    return Answer(m.headline, tuple(lines), (m.text,), notes, outcome="failure")


TOOL = Tool(
    "aftermath-critical-miss", "Critical miss",
    (Field("kind", "Table", "choice", default="armed", choices=tuple(MISS_KINDS.items())),
     Field("roll", "d100", "roll", die="d100"),
     Field("bdg", "Round's BDG (chamber explosion)", "int", low=0, high=500, required=False),
     Field("durability", "Weapon Durability", "int", low=0, high=99, required=False)),
    _solve_critical_miss, ("A8", "A34", "A35"), "Armed, bow, unarmed, black-powder and modern firearms.",
)
