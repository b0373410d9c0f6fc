"""Cortex Classic tables as the reference (seed 003) prints them, and the published rules it assumes.

One copy of each table: the rules modules, the calculators, the reference tables and the
tests all read these. Line numbers are seed 003's own.

- ``combat``: initiative, actions, movement, defenses, cover, visibility, range, gear (C1-C8).
- ``damage``: determining damage and the damage effects (C9, C10).
- ``published``: the die ladder, the Difficulties, extraordinary success and botch, which the
  reference uses without printing.
"""

from __future__ import annotations

from pyrules.core import explain


def cite(lines) -> str:
    """Where seed 003 prints a rule: ``cite(38)`` is "seed 003 l.38"."""
    return explain.cite("003", lines)


def by_key(rows, key: str):
    """The row of ``rows`` whose ``key`` is ``key`` (None if there is none)."""
    return next((row for row in rows if row.key == key), None)
