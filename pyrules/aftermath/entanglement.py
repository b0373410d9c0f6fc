"""Aftermath! Entanglement Effect Chart (A23, seed 002 l.548-565).

An Effect Number and the hit location (1-30) give the effect: the cell as printed, and the
glossary terms it means by key (``data.gear.CELL_TERMS``, "As 2-3 plus …" spelled out from the
same column), each with its meaning from the chart's own glossary.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath.data.gear import (
    AREA_NAMES,
    AREAS,
    CELL_TERMS,
    EFFECTS,
    FOOTNOTES,
    GLOSSARY,
    GLOSSARY_TERMS,
    LOCATIONS,
    PRINTED_ROWS,
)
from pyrules.core import validate
from pyrules.core.errors import RulesError


@dataclass(frozen=True)
class Entanglement:
    """An entanglement's effect: the cell as printed and the glossary terms it means, by key
    (``keys``; none for "No Effect"), each with its name and meaning as printed."""

    effect_number: int
    area: str
    location: int | None
    row: str                 # the Effect Number row as printed ("10 & Up")
    cell: str                # the chart's cell as printed
    keys: tuple[str, ...]    # glossary terms by key, in order
    footnote: str | None

    @property
    def terms(self) -> tuple[str, ...]:
        """The glossary terms as printed ("Check for Daze")."""
        return tuple(GLOSSARY_TERMS[key] for key in self.keys)

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
    column = AREAS.index(area)
    return Entanglement(number, area, location, printed, row.value[column], CELL_TERMS[printed][column],
                        FOOTNOTES.get(area))
