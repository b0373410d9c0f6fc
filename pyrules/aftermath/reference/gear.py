"""Aftermath! reference tables for gear and movement (A9-A12, A15-A25), built
from the data modules (never retyped), each naming the tool that uses it.
"""

from __future__ import annotations

from pyrules.aftermath import armor, weapons
from pyrules.aftermath.data.character import AIDS, HINDRANCES, MARKS, OPTIONAL
from pyrules.aftermath.data.gear import (
    ACID,
    ACID_HEADERS,
    AFTERWORD,
    ARMOR_HEADERS,
    BARRIER_FACTORS,
    BULK_TEXT,
    BULKS,
    CARRY_LIMITS,
    CHART,
    CLIMBING_HEADERS,
    CLOTH_HEADERS,
    CLOTH_RULE,
    ENTANGLEMENT_HEADERS,
    FOOTNOTES,
    FORMATS,
    GLOSSARY,
    MASS_TEXT,
    MASSES,
    MATERIALS_HEADERS,
    METHODS,
    PRINTED_ROWS,
    STATUS_HEADERS,
    STATUS_ROWS,
    THROW,
    THROW_HEADERS,
)
from pyrules.aftermath.data.weapons import HEADERS, MISSING_NOTE, NOTES
from pyrules.aftermath.data.world import (
    DAY_AFTER,
    DAY_AFTER_NAMES,
    DAY_AFTER_PRINTED,
    FORWARD_MOTION,
    HORSE_ATTACKS,
    HORSE_ATTRIBUTES,
    HORSE_INTRO,
    KPH_HEADERS,
    KPH_ROWS,
    KPH_RULE,
    MODIFIERS,
    PROLONGED_SNOW,
    SECOND_LINE,
)
from pyrules.core.reference import ReferenceTable
from pyrules.core.tables import RangeTable

MELEE_TOOL = "aftermath-melee"   # the melee attack calculator (combat tools) reads WDM and AV from A9 and A10


def _range_rows(table: RangeTable[str]) -> tuple[tuple[str, str], ...]:
    return tuple((row.printed, row.value) for row in table)


def _weapons() -> ReferenceTable:
    notes = tuple(f"{weapons.superscript([n])} {text}" for n, text in NOTES.items())
    notes += (f"{weapons.superscript([MISSING_NOTE])} Cited but not printed in the reference.",)
    notes += tuple(weapons.KIND_NOTES[k] for k in ("B", "L", "C"))
    return ReferenceTable(
        key="A9",
        title="Weapons Listing",
        source="002 l.197-265",
        tool=MELEE_TOOL,
        headers=HEADERS,
        rows=tuple(w.row() for w in weapons.WEAPONS),
        text=("Rows from “Rope, hemp” on are printed under Whips; the “weighted version” row is a change to a rope whip.",),
        notes=notes,
    )


def _armor() -> ReferenceTable:
    formats = "Formats: " + "; ".join(f"{code} {name}" for code, name in FORMATS.items())
    formats += " (weapons note 5). FS and FQ are not spelled out in the reference."
    return ReferenceTable(
        key="A10",
        title="Armor Materials List",
        source="002 l.266-321",
        tool=MELEE_TOOL,
        headers=("GROUP",) + ARMOR_HEADERS,
        rows=tuple((a.group,) + a.row() for a in armor.ARMOR),
        notes=(formats,),
    )


def _cloth() -> ReferenceTable:
    return ReferenceTable(
        key="A11",
        title="Ballistic Cloth",
        source="002 l.323-331",
        tool="aftermath-cloth",
        headers=CLOTH_HEADERS + ("AV VS HAND WEAPONS (BF/10)",),
        rows=tuple(c.row() + (str(armor.cloth_hand_weapon_av(c.barrier_factor)),) for c in armor.CLOTHS),
        text=(CLOTH_RULE,),
    )


def _horse() -> ReferenceTable:
    stats = tuple((name, value, "", "", "") for name, value in HORSE_ATTRIBUTES + SECOND_LINE)
    return ReferenceTable(
        key="A12",
        title="The Horse",
        source="002 l.348-361",
        tool="aftermath-encumbrance",
        headers=("Statistic or attack mode", "Value or WDM", "Length", "BCS", "Notes"),
        rows=stats + tuple(a.row() for a in HORSE_ATTACKS),
        text=(HORSE_INTRO,),
        notes=("The horse's ENC CAP 12 is its capacity in the Encumbrance tool.",),
    )


def _encumbrance_chart() -> ReferenceTable:
    bulk = tuple(f"{code}: {text}" for code, text in BULK_TEXT.items())
    mass = tuple(f"{code}: {text}" for code, text in MASS_TEXT.items())
    return ReferenceTable(
        key="A15",
        title="Encumbrance Value Chart",
        source="002 l.382-415",
        tool="aftermath-encumbrance",
        headers=("BULK",) + MASSES,
        rows=tuple((b,) + CHART[b] for b in BULKS),
        text=("BULK",) + bulk + ("MASS",) + mass,
    )


def _encumbrance_status() -> ReferenceTable:
    rows = tuple(row[:2] + row[3:] for row in STATUS_ROWS)
    rows = tuple((name, load, str(dft), str(spd), str(bcs)) for name, load, dft, spd, bcs in rows)
    return ReferenceTable(
        key="A16",
        title="Encumbrance Status",
        source="002 l.421-435",
        tool="aftermath-encumbrance",
        headers=STATUS_HEADERS,
        rows=rows,
        text=("A character may carry:",) + tuple(rule for _, rule in CARRY_LIMITS.values()),
    )


def _stopping() -> ReferenceTable:
    return ReferenceTable(
        key="A17",
        title="Stopping Forward Motion Table",
        source="002 l.437-449",
        tool="aftermath-stopping",
        headers=("Category", "Rule"),
        rows=tuple((f"Category {c}", text) for c, text in FORWARD_MOTION.items()),
    )


def _movement() -> ReferenceTable:
    rows = tuple((text, pct) for _, text, pct in MODIFIERS)
    rows += tuple(
        (f"Day {day} after {DAY_AFTER_NAMES[w]}", pct)
        for w, schedule in DAY_AFTER.items()
        for day, pct in enumerate(schedule, start=1)
    )
    return ReferenceTable(
        key="A18",
        title="Movement Modifiers Chart",
        source="002 l.451-475",
        tool="aftermath-travel",
        headers=("Condition", "Modifier"),
        rows=rows,
        text=("On Day After:",) + DAY_AFTER_PRINTED + (PROLONGED_SNOW,),
    )


def _climbing() -> ReferenceTable:
    return ReferenceTable(
        key="A19",
        title="Climbing Movement Table",
        source="002 l.477-483",
        tool="aftermath-climbing",
        headers=CLIMBING_HEADERS,
        rows=tuple(METHODS.values()),
    )


def _learning() -> ReferenceTable:
    rows = tuple(("Learning aid", text, value) for text, value in AIDS.values())
    rows += tuple(("Learning hindrance", text, value) for text, value in HINDRANCES.values())
    rows += tuple(("Optional learning hindrance", text, value) for text, value in OPTIONAL.values())
    return ReferenceTable(
        key="A20",
        title="Table of Learning Rate Modifications",
        source="002 l.485-513",
        tool="aftermath-learning",
        headers=("Kind", "Modification", "Value"),
        rows=rows,
        notes=tuple(f"{mark} {text}" for mark, text in MARKS.items()),
    )


def _throw() -> ReferenceTable:
    return ReferenceTable(
        key="A21",
        title="Unarmed Combat Throw Table",
        source="002 l.515-522",
        tool="aftermath-throw",
        headers=THROW_HEADERS,
        rows=_range_rows(THROW),
    )


def _barrier() -> ReferenceTable:
    return ReferenceTable(
        key="A22",
        title="Barrier Factor of Materials",
        source="002 l.524-546",
        tool="aftermath-barrier",
        headers=MATERIALS_HEADERS,
        rows=BARRIER_FACTORS,
        text=("A barrier's Barrier Factor is its material's factor per inch times its thickness in inches.",),
    )


def _entanglement() -> ReferenceTable:
    return ReferenceTable(
        key="A23",
        title="Entanglement Effect Chart",
        source="002 l.548-565",
        tool="aftermath-entanglement",
        headers=ENTANGLEMENT_HEADERS,
        rows=tuple((printed,) + cells for printed, cells in PRINTED_ROWS),
        text=tuple(f"{term}: {meaning}" for term, meaning in GLOSSARY.items()),
        notes=tuple(FOOTNOTES.values()),
    )


def _acid() -> ReferenceTable:
    return ReferenceTable(
        key="A24",
        title="Acid Special Effects Table",
        source="002 l.567-585",
        tool="aftermath-acid",
        headers=ACID_HEADERS,
        rows=_range_rows(ACID),
        text=(AFTERWORD,),
    )


def _kph() -> ReferenceTable:
    return ReferenceTable(
        key="A25",
        title="KPH to DAT Movement Conversion Table",
        source="002 l.587-613",
        tool="aftermath-kph",
        headers=KPH_HEADERS,
        rows=KPH_ROWS,
        text=(KPH_RULE,),
        notes=("Every printed row follows this rule; the calculator computes any other speed the same way.",),
    )


TABLES: tuple[ReferenceTable, ...] = (
    _weapons(),
    _armor(),
    _cloth(),
    _horse(),
    _encumbrance_chart(),
    _encumbrance_status(),
    _stopping(),
    _movement(),
    _climbing(),
    _learning(),
    _throw(),
    _barrier(),
    _entanglement(),
    _acid(),
    _kph(),
)
