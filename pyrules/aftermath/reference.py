"""Every reference table of seed 002 (Aftermath!), one per TABLES.md id, in the seed's order."""

from __future__ import annotations

from pyrules.aftermath import reference_combat, reference_gear
from pyrules.core.reference import ReferenceTable

TABLES: tuple[ReferenceTable, ...] = tuple(
    sorted(reference_combat.TABLES + reference_gear.TABLES, key=lambda table: int(table.key[1:]))
)
