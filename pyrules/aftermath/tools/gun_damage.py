"""The damage dice calculator (key "aftermath-gun-damage"): a BDG to D10s plus points (A28)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath.guns import damage_dice
from pyrules.core.explain import signed
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_damage(values: dict[str, Any], rng: random.Random) -> Answer:
    d = damage_dice(values["bdg"])
    lines = (Line("D10s", str(d.dice), f"BDG {d.bdg}/10, up"),
             Line("Damage Points", signed(d.points) if d.points else "0", f"BDG {d.bdg}/10, nearest"))
    return Answer(d.notation, lines, (), (f"Halves round up: BDG 25 gives 3D10+3. {PUBLISHED_RULE}",))


TOOL = Tool(
    "aftermath-gun-damage", "Damage dice from BDG",
    (Field("bdg", "BDG", "int", low=1, high=1000),), _solve_damage, ("A28",), "BDG to D10s plus points.",
)
