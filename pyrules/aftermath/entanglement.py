"""Aftermath! Entanglement Effect Chart (A23, seed 002 l.548-565).

An Effect Number and the hit location (1-30) give the effect; "As 2-3 plus …"
cells are spelled out from the same column, and each effect's meaning comes
from the chart's own glossary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pyrules.aftermath.data.gear import AREA_NAMES, AREAS, EFFECTS, FOOTNOTES, GLOSSARY, LOCATIONS, PRINTED_ROWS
from pyrules.core import validate
from pyrules.core.errors import RulesError


# A cell's words as the glossary names them.
_TERMS = {
    "distraction": "Distraction",
    "multiple distraction": "Multiple Distractions",
    "abort action": "Abort Action",
    "check for daze": "Check for Daze",
    "dazed": "Dazed",
    "knocked over": "Knocked Over",
    "stunned": "Stunned",
    "check for knocked over": "Check for Knocked Over",
    "knocked over plus check for fall results": "Knocked Over plus",
}


def _terms(area: str, cell: str) -> tuple[str, ...]:
    """The glossary terms a cell means, spelling out "As 2-3 plus …" from the same column."""
    if cell == "No Effect":
        return ()
    if m := re.fullmatch(r"As (\d+-\d+) plus (.+)", cell):
        earlier = EFFECTS.lookup(int(m[1].split("-")[0])).value[AREAS.index(area)]
        return _terms(area, earlier) + (_TERMS[m[2].lower()],)
    if cell.lower() == "knocked over plus check for fall results":
        return ("Knocked Over", "Knocked Over plus")
    return (_TERMS[cell.lower()],)


@dataclass(frozen=True)
class Entanglement:
    """An entanglement's effect: the cell as printed and what each of its terms means."""

    effect_number: int
    area: str
    location: int | None
    row: str                 # the Effect Number row as printed ("10 & Up")
    cell: str                # the chart's cell as printed
    terms: tuple[str, ...]   # glossary terms, in order
    footnote: str | None

    @property
    def meanings(self) -> tuple[tuple[str, str], ...]:
        return tuple((t, GLOSSARY[t]) for t in self.terms)


def area_of(location: int) -> str:
    """The chart's column for a hit location 1-30."""
    return LOCATIONS[validate.whole(location, "location", "Location", low=1, high=30)]


def entanglement(effect_number: int, area: str | None = None, location: int | None = None) -> Entanglement:
    """The Entanglement Effect Chart: ``effect_number`` against ``area`` or hit ``location``."""
    number = validate.whole(effect_number, "effect_number", "Effect Number", low=0, high=1000)
    if location is not None:
        found = area_of(location)
        if area is not None and validate.choice(area, "area", AREAS, "Area") != found:
            raise RulesError(f"Location {location} is {AREA_NAMES[found]}, not {AREA_NAMES[area]}.", "area")
        area = found
        location = int(location)
    elif area is None:
        raise RulesError("Give the hit location (1-30) or the area hit.", "location")
    area = validate.choice(area, "area", AREAS, "Area")
    row = EFFECTS.lookup(number)
    printed = next(p for p, cells in PRINTED_ROWS if cells is row.value)
    cell = row.value[AREAS.index(area)]
    return Entanglement(number, area, location, printed, cell, _terms(area, cell), FOOTNOTES.get(area))
