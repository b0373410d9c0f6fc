"""Attribute Group Chart (A13): an attribute rating to its group number and effect die."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_int
from pyrules.core.tables import RangeTable, Row

SOURCE = "002 l.363-368"

# Attribute Group Chart, seed 002 l.363-368: (rating as printed, group number, effect die as printed).
ATTRIBUTE_GROUP_ROWS: tuple[tuple[str, int, str], ...] = (
    ("0", 0, "none"),
    ("1-4", 1, "1D3"),
    ("5-14", 2, "1D6"),
    ("15-24", 3, "1D10"),
    ("25-34", 4, "2D6"),
    ("35-44", 5, "2D10"),
    ("45-54", 6, "2D10+1"),
    ("55-64", 7, "2D10+2"),
    ("65-74", 8, "2D10+2"),  # groups 7 and 8 are both 2D10+2, as published (erratum kept)
)

# The chart stops at 74 and says no "etc.": a higher rating is refused, not guessed.
ATTRIBUTE_GROUP_CHART: RangeTable[tuple[int, str]] = RangeTable(
    "Attribute Group Chart",
    [(rating, (group, die)) for rating, group, die in ATTRIBUTE_GROUP_ROWS],
    unit="attribute rating",
)

HIGHEST_GROUP = ATTRIBUTE_GROUP_ROWS[-1][1]


@dataclass(frozen=True)
class AttributeGroup:
    """An attribute rating read on the chart: its group and effect die (None for group 0)."""

    rating: int
    group: int
    effect_die: str | None
    row: Row

    @property
    def printed_die(self) -> str:
        return self.effect_die or "none"


def attribute_group(rating: int) -> AttributeGroup:
    """The group and effect die of an attribute rating (0..74); RulesError above the chart."""
    rating = require_int(rating, "attribute rating", low=0)
    row = ATTRIBUTE_GROUP_CHART.lookup(rating)
    group, die = row.value
    return AttributeGroup(rating, group, None if die == "none" else die, row)


def effect_die_of_group(group: int) -> str | None:
    """The effect die of a group number 0..8 (None for group 0)."""
    group = require_int(group, "group", low=0, high=HIGHEST_GROUP)
    for _, number, die in ATTRIBUTE_GROUP_ROWS:
        if number == group:
            return None if die == "none" else die
    raise AssertionError("unreachable")  # pragma: no cover
