"""The reaction calculator (key "aftermath-reaction"): a d100 to the reaction, its value number
and notes (A14)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.reaction import reaction
from pyrules.core.answers import Outcome
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_reaction(values: dict[str, Any], rng: random.Random) -> Answer:
    r = reaction(values["roll"])
    lines = (Line("d100", str(r.roll), f"row {r.row.printed}"),
             Line("Band", r.band), Line("Value number", r.printed_value))
    notes = (E.REACTION_BANDS.footnote,) if r.band != r.description else ()
    outcome: Outcome = "success" if r.value > 0 else "failure" if r.value < 0 else "none"
    return Answer(f"{r.description} ({r.printed_value})", lines, (r.notes,), notes, outcome=outcome)


TOOL = Tool(
    "aftermath-reaction", "Reaction", (Field("roll", "d100", "roll", die="d100"),), _solve_reaction, ("A14",),
    "d100 to the reaction, its value number and notes.",
)
