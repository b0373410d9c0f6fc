"""The attribute group calculator (key "aftermath-attributes"): a rating to its Group Number
and Effect Die (A13)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath.attributes import attribute_group
from pyrules.aftermath.errata import combat as E
from pyrules.core.tools import Answer, Field, Line, Tool


def _solve_attributes(values: dict[str, Any], rng: random.Random) -> Answer:
    g = attribute_group(values["rating"])
    lines = (Line("Rating", str(g.rating), f"row {g.row.printed}"), Line("Group Number", str(g.group)),
             Line("Effect Die", g.printed_die))
    notes = (E.GROUPS_7_AND_8.footnote,) if g.group in (7, 8) else ()
    return Answer(f"Group {g.group}, Effect Die {g.printed_die}", lines, (), notes)


TOOL = Tool(
    "aftermath-attributes", "Attribute group", (Field("rating", "Attribute rating", "int", low=0, high=74),),
    _solve_attributes, ("A13",), "Rating to Group Number and Effect Die.",
)
