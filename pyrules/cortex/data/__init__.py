"""Cortex Classic tables as the reference (seed 003) prints them, and the published rules it assumes.

One copy of each table: the rules modules, the calculators, the reference tables and the
tests all read these. Line numbers are seed 003's own.

- ``combat``: initiative, actions, movement, defenses, cover, visibility, range, gear (C1-C8).
- ``damage``: determining damage and the damage effects (C9, C10).
- ``published``: the die ladder, the Difficulties, extraordinary success and botch, which the
  reference uses without printing.
"""

from __future__ import annotations

from typing import Iterable, Protocol, TypeVar

from pyrules.core import explain


class Keyed(Protocol):
    """A table row a rule finds by its key ("hustle", "pitch_black")."""

    @property
    def key(self) -> str: ...


Row = TypeVar("Row", bound=Keyed)


def cite(lines: str | int) -> str:
    """Where seed 003 prints a rule: ``cite(38)`` is "seed 003 l.38"."""
    return explain.cite("003", lines)


def by_key(rows: Iterable[Row], key: str) -> Row | None:
    """The row of ``rows`` whose ``key`` is ``key`` (None if there is none)."""
    return next((row for row in rows if row.key == key), None)


def row_of(rows: Iterable[Row], key: str) -> Row:
    """The row of ``rows`` whose ``key`` is ``key``, one the rule knows its table holds (a key
    checked against the table's keys, or written in the code): LookupError if it does not."""
    found = by_key(rows, key)
    if found is None:
        raise LookupError(f"no row {key!r}")
    return found
