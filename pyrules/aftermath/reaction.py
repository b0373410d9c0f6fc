"""Reaction Table (A14): a d100 roll to a reaction, its value number and notes."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_int, require_percentile
from pyrules.core.tables import RangeTable, Row

SOURCE = "002 l.369-381"


@dataclass(frozen=True)
class ReactionRow:
    """One printed row: the broad label it sits under, its own label, value and notes."""

    band: str
    description: str
    printed_value: str
    notes: str

    @property
    def value(self) -> int:
        return int(self.printed_value)


# Reaction Table, seed 002 l.369-381. The broad labels Poor, Mediocre and Good span two rows each
# (l.373-378); a row with one label is its own band (erratum A14).
REACTION_ROWS: tuple[tuple[str, ReactionRow], ...] = (
    ("01-05", ReactionRow("Bad", "Bad", "-6",
        "This is a very hostile reaction. It usually indicates the initiation of action if the "
        "overall reaction is unfriendly. If the overall reaction is friendly, it tends to indicate "
        "a lack of interest in continuing to deal with the Player Characters.")),
    ("06-15", ReactionRow("Poor", "Very Poor", "-4",
        "This is a negative reaction. It can indicate growing hostility.")),
    ("16-30", ReactionRow("Poor", "Poor", "-2",
        "This is a negative reaction. It signals a deteriorating relationship.")),
    ("31-45", ReactionRow("Mediocre", "Negative Indifference", "-1",
        "An undecided reaction with leanings to the negative.")),
    ("46-55", ReactionRow("Mediocre", "Indifference", "+0",
        "This reaction indicates no leanings in one direction or the other. In negotiations, it "
        "might call for a period to consider the situation.")),
    ("56-70", ReactionRow("Good", "Positive Indifference", "+1",
        "An undecided reaction with leanings to the positive.")),
    ("71-85", ReactionRow("Good", "Good", "+2",
        "This is a positive reaction. It can signal an improving relationship.")),
    ("86-95", ReactionRow("Very Good", "Very Good", "+4",
        "This is a positive reaction. It indicates growing friendliness and a willingness to agree.")),
    ("96-00", ReactionRow("Excellent", "Excellent", "+6",
        "This is a very positive reaction. It tends to indicate willingness and helpfulness. As an "
        "initial reaction it may indicate aid is offered freely and before it is requested.")),
)

REACTION_TABLE: RangeTable[ReactionRow] = RangeTable("Reaction Table", REACTION_ROWS, die="d100", unit="roll")


@dataclass(frozen=True)
class Reaction:
    """A reaction roll read on the table."""

    roll: int
    description: str
    band: str
    value: int
    printed_value: str
    notes: str
    row: Row


def reaction(roll: int) -> Reaction:
    """The reaction for a d100 roll (1..100; 00 is 100)."""
    roll = require_percentile(roll, "roll")
    row = REACTION_TABLE.lookup(roll)
    r = row.value
    return Reaction(roll, r.description, r.band, r.value, r.printed_value, r.notes, row)
