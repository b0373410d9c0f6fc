"""The hit location calculator (key "aftermath-location"): a d100 to a location, direction
modifiers and X/Y splits by facing (A7)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.aftermath.data.locations import BELLY_LOCATIONS
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.hit_location import (
    DIRECTIONS,
    FACING_LABELS,
    HIT_LOCATION_TABLES,
    direction_modifier,
    read_hit_location,
)
from pyrules.core.errors import RulesError
from pyrules.core.explain import signed
from pyrules.core.tools import Answer, Field, Line, Tool


DIRECTION_CHOICES = (("none", "No modification"),) + tuple(
    (f"{body}:{key}", f"{body.capitalize()} {printed}") for (body, key), (printed, _, _) in DIRECTIONS.items())


def _solve_location(values: dict[str, Any], rng: random.Random) -> Answer:
    body = values["body"]
    direction = values.get("direction", "none")
    notes: list[str] = []
    if direction != "none":
        dir_body, key = direction.split(":")
        if dir_body != body:
            raise RulesError(f"“{dict(DIRECTION_CHOICES)[direction]}” is for {dir_body} bodies.", "direction")
        modifier = direction_modifier(body, key)
        if (body, key) == ("bipedal", "above"):
            notes.append(E.FROM_ABOVE.footnote)
    else:
        modifier = 0
    split_roll = values.get("split_roll")
    if split_roll is None and "/" in read_hit_location(values["roll"], body, modifier).location:
        split_roll = rng.randint(1, 100)
    result = read_hit_location(values["roll"], body, modifier, split_roll=split_roll,
                               facing=values.get("facing", "front_rear"))
    lines = [Line("d100", str(result.roll))]
    if modifier:
        lines.append(Line("Direction", signed(modifier), dict(DIRECTION_CHOICES)[direction]))
        lines.append(Line("Modified roll", str(result.modified), "clamped to 1..100"))
    lines.append(Line(f"Hit Location Table ({body})", result.location, f"row {result.row.printed}"))
    if result.split:
        s = result.split
        lines.append(Line(FACING_LABELS[s.facing], s.part, f"d100 {s.roll}: {s.row.printed} {s.label}"))
        if len(result.parts) == 2 and s.facing == "front_rear":
            notes.append(E.EITHER_LOCATION.footnote)
    if result.belly:
        lines.append(Line("Belly location", "yes", "Belly locations are " + ", ".join(map(str, BELLY_LOCATIONS))))
    return Answer(f"Location {result.final}", tuple(lines), (), tuple(notes))


TOOL = Tool(
    "aftermath-location", "Hit location",
    (Field("body", "Body", "choice", default="bipedal",
           choices=tuple((b, b.capitalize()) for b in HIT_LOCATION_TABLES)),
     Field("direction", "Attack from", "choice", default="none", choices=DIRECTION_CHOICES),
     Field("facing", "Facing", "choice", default="front_rear", choices=tuple(FACING_LABELS.items())),
     Field("roll", "d100", "roll", die="d100"),
     Field("split_roll", "Split d100", "roll", die="d100", required=False, help="Picks one location of X/Y or X/Y/Z.")),
    _solve_location, ("A7",), "d100 to a location, direction modifiers, X/Y splits by facing.",
)
