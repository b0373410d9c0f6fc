"""The hit location calculator (gurps-location): a random location, a miss by 1, the rapid-fire bonus."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.explain import signed
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.gurps import errata
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import location_line
from pyrules.gurps.data.modifiers import RAPID_FIRE_LINES, RAPID_FIRE_MOST
from pyrules.gurps.locations import AIM_TARGETS, aim_target, miss_by_one, random_location
from pyrules.gurps.ranged import rapid_fire


_STARRED = ("skull", "face", "groin", "neck", "eye", "vitals")
LOCATION_FIELDS = (
    Field("roll", "3d6 roll", "roll", die="3d6", help="Leave blank to roll."),
    Field("aimed", "Aimed at", "choice", default="random",
          choices=(("random", "Random (roll 3d6)"),) + tuple((k, AIM_TARGETS[k].label) for k in _STARRED)),
    Field("missed_by", "Missed by", "int", low=0, high=18, required=False,
          help="For an aimed attack: a miss by 1 hits the torso."),
    Field("shots", "Shots fired (rapid fire)", "int", low=1, high=RAPID_FIRE_MOST, required=False),
)


def solve_location(values: dict[str, Any], rng: random.Random) -> Answer:
    lines: list[Line] = []
    notes: list[str] = []
    if values["aimed"] == "random":
        hit = random_location(values["roll"])
        target = aim_target(hit.body)
        lines.append(Line("Roll", str(hit.roll), f"3d6, row {hit.row.roll}", cite(location_line(hit.row))))
        lines.append(Line("Effect", hit.row.effect, source=cite(location_line(hit.row))))
        lines.append(Line("To aim here", signed(target.penalty) if target.penalty else "0", source=cite("29-37")))
        headline = f"Hit: {hit.name}"
    else:
        target = aim_target(values["aimed"])
        missed = values.get("missed_by")
        lines.append(Line("Aimed at", target.label, signed(target.penalty), cite("29-37")))
        if not missed:
            headline = f"Hit: {target.label}"
        elif miss_by_one(target.key, -missed):
            headline = "Missed by 1: hits the torso"
            lines.append(Line("A miss by 1 hits the torso", "Torso", source=cite(189)))
            notes.append(errata.MISS_BY_ONE.footnote)
        else:
            headline = f"Missed by {missed}"
    if values.get("shots") is not None:
        rof = rapid_fire(values["shots"])
        lines.append(Line("Rapid fire", signed(rof.bonus),
                          f"{rof.shots} shots: row {rof.row}", cite(RAPID_FIRE_LINES)))
        if rof.reading:
            notes.append(f"Rapid fire: {rof.reading}")
    return Answer(headline, tuple(lines), notes=tuple(notes))


TOOL = Tool(
    "gurps-location", "Hit location", LOCATION_FIELDS, solve_location,
    tables=("G3", "G4", "G13"), live=False,
    summary="Random hit location on 3d6, a miss by 1 at a starred location, and the rapid-fire bonus.",
)
