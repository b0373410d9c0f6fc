"""The Critical Effect calculator (key "aftermath-critical-effect"): a d100 plus the Damage
Done to Daze, Stun, Disable, Trauma or Lethal (A2)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath.critical import read_critical_effect
from pyrules.aftermath.data.combat import SAVING_THROW_RULE
from pyrules.aftermath.errata import combat as E
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_critical_effect(values: dict[str, Any], rng: random.Random) -> Answer:
    c = read_critical_effect(values["roll"], values.get("damage_done", 0), 30 if values.get("plus30") else 0)
    bonus = f" + {c.bonus}" if c.bonus else ""
    lines = (Line("Roll", f"{c.roll} + {c.damage_done}{bonus} = {c.total}",
                  "reads as the last row" if c.capped else ""),
             Line("Critical Effect Table", c.effect, f"row {c.row.printed}"))
    detail = c.explanation + ((SAVING_THROW_RULE,) if c.key != "none" else ())
    notes = (E.TRAUMA_WORDING.footnote,) if c.key == "trauma" else ()
    return Answer(c.effect, lines, detail, notes, outcome="none" if c.key == "none" else "failure")


TOOL = Tool(
    "aftermath-critical-effect", "Critical effect",
    (Field("roll", "d100", "roll", die="d100"),
     Field("damage_done", "Damage Done", "int", default=0, low=0, high=999),
     Field("plus30", "Missile special effect 96-00 (+30)", "flag", default=False)),
    _solve_critical_effect, ("A2",), "d100 + Damage Done to Daze, Stun, Disable, Trauma or Lethal.",
)
