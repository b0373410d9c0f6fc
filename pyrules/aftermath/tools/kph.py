"""The KPH to DAT calculator (key "aftermath-kph"): a speed in KPH as meters per Combat Turn and
per Action Phase (A25)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import kph
from pyrules.aftermath.data.world import KPH_RULE
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_kph(v: dict[str, Any], rng: random.Random) -> Answer:
    result = kph.convert(v["kph"])
    lines = [
        Line("m/ct", kph.show(result.meters_per_turn), "KPH × 1.6"),
        Line("m/AP", kph.show(result.meters_per_phase), "m/ct ÷ 20"),
        Line("Rounded Value", str(result.rounded), "nearest, at least 1 when moving"),
    ]
    if result.printed:
        lines.append(Line("Printed row", " · ".join(result.printed), "matches"))
    else:
        lines.append(Line("Printed row", "none", "computed by the table's own rule"))
    notes = (errata_gear.KPH_MINIMUM.footnote,) if result.lifted else ()
    return Answer(f"{kph.show(result.kph)} KPH = {result.rounded} per Action Phase", tuple(lines), (KPH_RULE,), notes)


TOOL = Tool(
    key="aftermath-kph",
    title="KPH to DAT movement",
    fields=(Field("kph", "Speed (KPH)", "number", 60, low=0, high=kph.MAX_KPH),),
    solve=_solve_kph,
    tables=("A25",),
    summary="A speed in KPH as meters per Combat Turn and per Action Phase.",
)
