"""Aftermath! Entanglement Effect Chart (A23, seed 002 l.548-565).

An Effect Number and the hit location (1-30) give the effect; "As 2-3 plus …"
cells are spelled out from the same column, and each effect's meaning comes
from the chart's own glossary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pyrules.core.errors import RulesError, require_choice, require_int
from pyrules.core.tables import RangeTable

HEADERS = ("Effect Number", "Head & Neck Loc 1-3", "Torso ¹ Loc 4-12", "Leg Loc 13-20", "Arm ² Loc 21-30")
AREAS = ("head", "torso", "leg", "arm")
AREA_NAMES = {"head": "Head & Neck", "torso": "Torso", "leg": "Leg", "arm": "Arm"}
AREA_LOCATIONS = {"head": "1-3", "torso": "4-12", "leg": "13-20", "arm": "21-30"}

# Hit locations of each column (002 l.550).
LOCATIONS = RangeTable(
    "Entanglement locations",
    [(span, area) for area, span in AREA_LOCATIONS.items()],
    unit="location",
)

# Entanglement Effect Chart (002 l.551-555), as printed: effect number -> cells by area.
PRINTED_ROWS: tuple[tuple[str, tuple[str, str, str, str]], ...] = (
    ("0-1", ("Distraction", "No Effect", "Distraction", "Distraction")),
    ("2-3", ("Multiple Distraction", "Distraction", "Abort Action", "Abort Action")),
    ("4-6", ("As 2-3 plus Check for Daze", "Multiple Distraction", "Dazed", "Dazed")),
    ("7-9", ("As 2-3 plus Dazed", "As 4-6 plus Check for Daze", "Knocked over", "Stunned")),
    ("10 & Up", ("Stunned", "As 4-6 plus Dazed", "Knocked over plus check for Fall results",
                 "As 7-9 plus Check for Knocked Over")),
)
# The core range reader knows "10+" but not "10 & Up"; the printed label is kept above.
EFFECTS = RangeTable(
    "Entanglement Effect Chart",
    [("10+" if printed == "10 & Up" else printed, cells) for printed, cells in PRINTED_ROWS],
    unit="Effect Number",
)

# The chart's glossary (002 l.557-561), as printed.
GLOSSARY: dict[str, str] = {
    "Distraction": "The target receives 1 Distraction to all BCS for a Combat Turn.",
    "Abort Action": (
        "The target must abort any Action in progress that is not resolving on the Action Phase on which the "
        "Entanglement attack is resolved. If able under the normal rules for initiation of Actions, the target "
        "may reinitiate his Action on the next Action Phase."
    ),
    "Multiple Distractions": "The target receives the user's Deftness Group in Distractions for a Combat Turn.",
    "Knocked Over": (
        "The target is knocked from his feet and is subject to the rules for falling. The target's lower half is "
        "in the hex he had been occupying and his upper half is in the one most directly away from the weapon user."
    ),
    "Check for Daze": (
        "The target compares his Health Group Effect Die roll to the user's Strength Group Effect Die roll. If it "
        "is higher there is no effect other than the Distractions. Otherwise he is Dazed as well."
    ),
    "Knocked Over plus": "As above plus the target is at least Dazed.",
    "Dazed": "The effect is the same as the critical effect Daze.",
    "Check for Knocked Over": (
        "The target and user compare Strength Group Effect Die rolls. If the user's is higher the target is "
        "Knocked Over."
    ),
    "Stunned": (
        "The effect functions as the critical effect Stun except that the target functions normally on the next "
        "Combat Turn."
    ),
}
# The chart's footnotes (002 l.563-565), as printed.
FOOTNOTES: dict[str, str] = {
    "torso": (
        "¹In order to achieve an effect against one of these Locations the flexible weapon must at least be of "
        "Long length. When one of these Locations is hit by such a weapon, the target and the user should compare "
        "Deftness Group Effect Die rolls. If the user's is higher he gets to make a second BCS roll subject to all "
        "the modifiers present for the first one. If the roll is successful he will also have scored an "
        "Entanglement effect on an arm. A critical hit will get both arms."
    ),
    "arm": (
        "²If one of these Locations is hit on a man in Stance with a missile weapon all benefits of Stance are "
        "lost. He is treated as if he were Engaged for purposes of getting off a shot and all fire is treated as "
        "Hip fire"
    ),
}
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
    return LOCATIONS[require_int(location, "Location", low=1, high=30)]


def entanglement(effect_number: int, area: str | None = None, location: int | None = None) -> Entanglement:
    """The Entanglement Effect Chart: ``effect_number`` against ``area`` or hit ``location``."""
    number = require_int(effect_number, "Effect Number", low=0, high=1000)
    if location is not None:
        found = area_of(location)
        if area is not None and require_choice(area, "area", AREAS) != found:
            raise RulesError(f"Location {location} is {AREA_NAMES[found]}, not {AREA_NAMES[area]}.", "area")
        area = found
        location = int(location)
    elif area is None:
        raise RulesError("Give the hit location (1-30) or the area hit.", "location")
    area = require_choice(area, "area", AREAS)
    row = EFFECTS.lookup(number)
    printed = next(p for p, cells in PRINTED_ROWS if cells is row.value)
    cell = row.value[AREAS.index(area)]
    return Entanglement(number, area, location, printed, cell, _terms(area, cell), FOOTNOTES.get(area))
