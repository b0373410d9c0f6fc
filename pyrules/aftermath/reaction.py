"""Reaction Table (A14): a d100 roll to a reaction, its value number and notes."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath.data.character import REACTION_ROWS, ReactionRow
from pyrules.core import validate
from pyrules.core.tables import RangeTable, Row


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
    row: Row[ReactionRow]


def reaction(roll: int) -> Reaction:
    """The reaction for a d100 roll (1..100; 00 is 100)."""
    roll = validate.percentile(roll, "roll", "Roll")
    row = REACTION_TABLE.lookup(roll)
    r = row.value
    return Reaction(roll, r.description, r.band, r.value, r.printed_value, r.notes, row)
