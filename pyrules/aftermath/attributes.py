"""Attribute Group Chart (A13): an attribute rating to its group number and effect die."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath.data.character import ATTRIBUTE_GROUP_ROWS
from pyrules.core import validate
from pyrules.core.tables import RangeTable, Row


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
    row: Row[tuple[int, str]]

    @property
    def printed_die(self) -> str:
        return self.effect_die or "none"


def attribute_group(rating: int) -> AttributeGroup:
    """The group and effect die of an attribute rating (0..74); RulesError above the chart."""
    rating = validate.whole(rating, "rating", "Attribute rating", low=0)
    row = ATTRIBUTE_GROUP_CHART.lookup(rating)
    group, die = row.value
    return AttributeGroup(rating, group, None if die == "none" else die, row)


def effect_die_of_group(group: int) -> str | None:
    """The effect die of a group number 0..8 (None for group 0)."""
    group = validate.whole(group, "group", "Group", low=0, high=HIGHEST_GROUP)
    for _, number, die in ATTRIBUTE_GROUP_ROWS:
        if number == group:
            return None if die == "none" else die
    raise AssertionError("unreachable")  # pragma: no cover
