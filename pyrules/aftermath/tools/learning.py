"""The learning rate calculator (key "aftermath-learning"): learning aids and hindrances to a
net modification (A20)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath import learning
from pyrules.aftermath.data.character import AIDS, HINDRANCES
from pyrules.core.answers import Outcome
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_learning(v: dict[str, Any], rng: random.Random) -> Answer:
    chosen = tuple(v["aids"]) + tuple(v["hindrances"])
    optional = v["optional"] != "off"
    skill = {"off": None, "to-50": 50, "over-50": 51, "over-75": 76}[v["optional"]]
    result = learning.learning_rate(chosen, skill, optional)
    lines = [Line(text, value, "aid") for text, value in result.aids]
    lines += [Line(text, value, "hindrance") for text, value in result.hindrances]
    lines.append(Line("Aids", str(result.aid_total)))
    lines.append(Line("Hindrances", str(result.hindrance_total)))
    if not result.allowed:
        return Answer("Study not allowed", tuple(lines), (), result.notes, outcome="failure")
    net = result.net
    outcome: Outcome
    if net > 0:
        headline, outcome = f"Net {net} in hindrance", "failure"
    elif net < 0:
        headline, outcome = f"Net {-net} in aid", "success"
    else:
        headline, outcome = "Net 0: aids and hindrances balance", "none"
    return Answer(headline, tuple(lines), (), result.notes, outcome=outcome)


TOOL = Tool(
    key="aftermath-learning",
    title="Learning rate",
    fields=(
        Field("aids", "Learning aids", "flags", choices=tuple((k, t) for k, (t, _) in AIDS.items())),
        Field("hindrances", "Learning hindrances", "flags",
              choices=tuple((k, t) for k, (t, _) in HINDRANCES.items())),
        Field("optional", "Optional hindrances", "choice", "off",
              (("off", "Not used"), ("to-50", "Skill score 50 or less"), ("over-50", "Skill score over 50"),
               ("over-75", "Skill score over 75"))),
    ),
    solve=_solve_learning,
    tables=("A20",),
    summary="Learning aids and hindrances to a net modification.",
)
