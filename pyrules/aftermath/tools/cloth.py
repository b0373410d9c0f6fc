"""The ballistic cloth calculator (key "aftermath-cloth"): Ballistic Cloth's AV against
hand-held weapons, BF/10 rounded, or the other armor worn if higher (A11)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import armor
from pyrules.aftermath.data.gear import CLOTH_RULE
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_cloth(v: dict[str, Any], rng: random.Random) -> Answer:
    d = armor.cloth_defense(v["cloth"], v.get("other_av"))
    c = d.cloth
    lines = [
        Line(c.material, f"{c.code} {c.format}", f"AV/BF {c.av_bf}, ENC/LOC {c.enc}"),
        Line("Against bullets", f"Barrier Factor {c.barrier_factor}"),
        Line("Against hand weapons", f"AV {d.cloth_av}", f"{c.barrier_factor} ÷ 10, rounded to nearest"),
    ]
    if d.other_av is not None:
        lines.append(Line("Other armor", f"AV {d.other_av}",
                          "higher: it is used" if d.used == "other" else "not higher: the cloth is used"))
    headline = f"AV {d.used_av} against hand weapons" + (" (other armor)" if d.used == "other" else "")
    notes = (c.erratum.footnote,) if c.erratum else ()
    return Answer(headline, tuple(lines), (CLOTH_RULE,), notes)


TOOL = Tool(
    key="aftermath-cloth",
    title="Ballistic cloth",
    fields=(
        Field("cloth", "Cloth", "choice", "emplon", tuple((c.key, f"{c.material} ({c.code})") for c in armor.CLOTHS)),
        Field("other_av", "Other armor's AV", "int", low=0, high=100, required=False),
    ),
    solve=_solve_cloth,
    tables=("A11",),
    summary="Ballistic Cloth's AV against hand-held weapons (BF/10, rounded).",
)
