"""Aftermath! tables as the reference (seed 002) prints them.

One copy of each table: the rules modules, the calculators, the reference tables and the
tests all read these. Line numbers are seed 002's own.

- ``combat``: critical hits and effects, situation modifiers, critical misses, Missile Special
  Effects and Stopping (A1-A6, A8, A29, A30, A34, A35).
- ``locations``: the Hit Location Tables (A7).
- ``guns``: Inherent Accuracy, gun actions, damage capability, the Range Table, Base BDG and
  shot shells (A26-A28, A31-A33).
- ``weapons``: the Weapons Listing and its notes.
- ``gear``: armor, ballistic cloth, barrier materials, encumbrance, climbing, the unarmed throw,
  acid and entanglement.
- ``character``: the Attribute Group Chart, the Reaction Table, learning rates (A13, A14, A19).
- ``world``: travel, stopping forward motion, KPH to DAT, the horse (A17, A18).
"""

from __future__ import annotations

from pyrules.core import explain
def cite(lines: str | int) -> str:
    """Where seed 002 prints a rule: ``cite("41-62")`` is "seed 002 l.41-62"."""
    return explain.cite("002", lines)
