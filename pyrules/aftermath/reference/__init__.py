"""Every reference table of seed 002 (Aftermath!), one per TABLES.md id, in the seed's order."""

from __future__ import annotations

from pyrules.aftermath.reference import combat, gear
from pyrules.core.reference import ReferenceTable

TABLES: tuple[ReferenceTable, ...] = tuple(
    sorted(combat.TABLES + gear.TABLES, key=lambda table: int(table.key[1:]))
)
