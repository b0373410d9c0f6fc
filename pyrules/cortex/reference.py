"""The reference tables of seed 003 (C1-C10), built from the data modules.

The errata's footnotes are added under their tables once, in ``ruleset``."""

from __future__ import annotations

from pyrules.core.reference import ReferenceTable
from pyrules.cortex.data.combat import (
    ACTIONS,
    COVER,
    COVER_TEXT,
    DEFENSES,
    INITIATIVE,
    MOVEMENT,
    MOVEMENT_TEXT,
    PROTECTIVE_GEAR,
    RANGE,
    RANGE_TEXT,
    VISIBILITY,
    VISIBILITY_TEXT,
)
from pyrules.cortex.data.damage import DAMAGE_EFFECTS, DETERMINING_DAMAGE
from pyrules.cortex.data.published import (
    DIFFICULTY_NOTE,
    EXTRAORDINARY_NOTE,
    LADDER_NOTE,
    LIFE_POINTS_NOTE,
    ROLL_NOTE,
    WEAPON_TYPE_NOTE,
)

TABLES: tuple[ReferenceTable, ...] = (
    ReferenceTable(
        key="C1",
        title="Initiative",
        source="003 l.1",
        tool="cortex-initiative",
        text=(INITIATIVE,),
        notes=(ROLL_NOTE,),
    ),
    ReferenceTable(
        key="C2",
        title="Actions and extra actions",
        source="003 l.3",
        tool="cortex-roll",
        text=(ACTIONS,),
        notes=(LADDER_NOTE,),
    ),
    ReferenceTable(
        key="C3",
        title="Movement",
        source="003 l.5-7",
        tool="cortex-movement",
        headers=("Pace", "Speed", "Cost"),
        rows=tuple((p.name, p.printed, p.actions_printed) for p in MOVEMENT),
        text=(MOVEMENT_TEXT,),
    ),
    ReferenceTable(
        key="C4",
        title="Innate Defense, Block, Dodge, All-Out Defense",
        source="003 l.10-16",
        tool="cortex-defense",
        headers=("Defense", "Rule"),
        rows=tuple((d.name, d.printed) for d in DEFENSES),
        notes=(DIFFICULTY_NOTE,),
    ),
    ReferenceTable(
        key="C5",
        title="Cover",
        source="003 l.18-22",
        tool="cortex-defense",
        headers=("Cover", "Difficulty", "Concealment"),
        rows=tuple((c.name, c.printed, c.description) for c in COVER),
        text=(COVER_TEXT,),
    ),
    ReferenceTable(
        key="C6",
        title="Poor Visibility",
        source="003 l.24-27",
        tool="cortex-defense",
        headers=("Visibility", "Difficulty"),
        rows=tuple((v.name, v.printed) for v in VISIBILITY),
        text=(VISIBILITY_TEXT,),
    ),
    ReferenceTable(
        key="C7",
        title="Range",
        source="003 l.29-33",
        tool="cortex-roll",
        headers=("Range", "Attacker’s skill"),
        rows=tuple((r.name, r.printed) for r in RANGE),
        text=(RANGE_TEXT,),
        notes=(LADDER_NOTE,),
    ),
    ReferenceTable(
        key="C8",
        title="Protective Gear",
        source="003 l.35",
        tool="cortex-damage",
        text=(PROTECTIVE_GEAR,),
    ),
    ReferenceTable(
        key="C9",
        title="Determining Damage",
        source="003 l.37-39",
        tool="cortex-damage",
        headers=("Step", "Rule"),
        rows=tuple((r.name, r.printed) for r in DETERMINING_DAMAGE),
        notes=(WEAPON_TYPE_NOTE,),
    ),
    ReferenceTable(
        key="C10",
        title="Damage Effects",
        source="003 l.41-48",
        tool="cortex-tracker",
        headers=("Effect", "Rule"),
        rows=tuple((r.name, r.printed) for r in DAMAGE_EFFECTS),
        notes=(LIFE_POINTS_NOTE, EXTRAORDINARY_NOTE),
    ),
)
