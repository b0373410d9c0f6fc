"""The climbing calculator (key "aftermath-climbing"): climbing speed by method and, on a rope,
the greatest height (A19)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import climbing
from pyrules.aftermath.data.gear import METHODS, ROPES
from pyrules.aftermath.tools.common import number_said
from pyrules.core.dice import roll as roll_dice
from pyrules.core.errors import RulesError
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_climbing(v: dict[str, Any], rng: random.Random) -> Answer:
    method = v["method"]
    effect_roll = v.get("effect_roll")
    rolled = ""
    if method in ROPES and effect_roll is None and v.get("effect_die") and v.get("save") is not None:
        result = roll_dice(v["effect_die"], rng)
        effect_roll = result.total
        rolled = f"rolled {v['effect_die']}: {result.explanation}"
    if method not in ROPES and (v.get("save") is not None or v.get("effect_roll") is not None):
        raise RulesError("Only a rope has a greatest height (CST or AST plus the effect roll).", "save")
    c = climbing.climb(method, v.get("bma"), v.get("save"), effect_roll)
    name, share, note = c.row
    lines = [Line(name, f"BMA {share}", note)]
    headline = f"{name}: {share} of BMA"
    if c.rate is not None:
        assert c.bma is not None  # a climbing rate is the normal BMA scaled
        lines.append(Line("Climbing rate", f"{number_said(c.bma)} × {share} = {number_said(c.rate)}"))
        headline = f"{name}: {number_said(c.rate)} per phase ({share} of BMA)"
    if c.height is not None:
        lines.append(Line(f"Strength {c.save_name}", str(c.save)))
        lines.append(Line("Effect Die roll", str(c.effect_roll), rolled))
        lines.append(Line("Greatest height", f"{c.height} m"))
        headline += f"; up to {c.height} m"
    return Answer(headline, tuple(lines), (), c.notes)


TOOL = Tool(
    key="aftermath-climbing",
    title="Climbing",
    fields=(
        Field("method", "Method", "choice", "simple-rope", tuple((k, row[0]) for k, row in METHODS.items())),
        Field("bma", "Normal BMA", "number", low=0, high=1000, required=False),
        Field("save", "STR CST (AST if knotted)", "int", low=0, high=100, required=False),
        Field("effect_die", "STR Effect Die", "dice", required=False, help="Such as 1D10; rolled if no roll is entered."),
        Field("effect_roll", "Effect Die roll", "int", low=0, high=100, required=False),
    ),
    solve=_solve_climbing,
    tables=("A19",),
    summary="Climbing speed by method; on a rope, the greatest height.",
)
