"""The unconsciousness calculator (tal-unconsciousness): d100 (doubled for the last deep hit point)
plus damage to the duration (T15)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.tables import percent
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal.unconsciousness_duration import MOST_DAMAGE as UNCONSCIOUS_MOST_DAMAGE, duration, read_unconsciousness
from pyrules.tal.tools.common import ROLL_HELP


def _solve_unconsciousness(values: dict[str, Any], rng: random.Random) -> Answer:
    result = read_unconsciousness(values["roll"], values["damage"], values["last_deep_hp"])
    shown = f"{percent(result.roll)} × 2 + {result.damage}" if result.doubled else f"{percent(result.roll)} + {result.damage}"
    lines = [
        Line("Roll + damage", f"{shown} = {result.total}", "doubled: took the last deep hit point" if result.doubled else ""),
        Line("Row", result.row, result.text, result.source),
    ]
    time = duration(result, values["d10"])
    if time is None:
        return Answer("Instant Death", tuple(lines), outcome="failure")
    assert result.dice is not None  # a duration is rolled on the row's dice
    lines.append(Line(result.dice, time.text, f"d10 rolled {time.d10}"))
    if result.dead:
        return Answer(f"Dead in {time.text}", tuple(lines), outcome="failure")
    return Answer(f"Unconscious for {time.text}", tuple(lines), outcome="failure")


TOOL = Tool(
    key="tal-unconsciousness",
    title="Unconsciousness",
    summary="d100 (doubled for the last deep hit point) plus damage to the duration.",
    fields=(
        Field("roll", "d100 roll", "roll", die="d100", help=ROLL_HELP),
        Field("damage", "Damage taken", "int", default=0, low=0, high=UNCONSCIOUS_MOST_DAMAGE),
        Field("last_deep_hp", "Took the last DHP", "flag", default=False),
        Field("d10", "Duration d10", "roll", die="d10", help="Leave blank to roll."),
    ),
    solve=_solve_unconsciousness,
    tables=("T15",),
)
