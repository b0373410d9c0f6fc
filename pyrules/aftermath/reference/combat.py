"""Reference tables for the combat half of seed 002 (A1-A8, A13, A14, A26-A35), built from the
data modules the calculators use."""

from __future__ import annotations

import importlib

from pyrules.aftermath import critical, guns
from pyrules.aftermath.data.character import (
    ATTRIBUTE_GROUP_ROWS,
    ATTRIBUTE_GROUP_SOURCE,
    REACTION_ROWS,
    REACTION_SOURCE,
)
from pyrules.aftermath.data.combat import (
    ARMED_ROWS,
    BLACK_POWDER_ROWS,
    BLACK_POWDER_SOURCE,
    BOW_ROWS,
    CRITICAL_EFFECT_ROWS,
    CRITICAL_EFFECT_RULE,
    DODGING_ROW,
    EFFECT_EXPLANATIONS,
    EFFECT_SOURCE,
    ENHANCEMENT_SOURCE,
    GUN_ENHANCEMENT_ROWS,
    HAND_SOURCE,
    HAND_TO_HAND,
    HAND_TO_HAND_SOURCE,
    MELEE_ENHANCEMENT_ROWS,
    MISSILE,
    MISSILE_SOURCE,
    MODERN_MISSING_ROW,
    MODERN_ROWS,
    MODERN_SOURCE,
    POSITION_FOOTNOTE,
    POSITION_HEADINGS,
    POSITION_ROWS,
    POSITION_SOURCE,
    SAVING_THROW_RULE,
    SPECIAL_EFFECT_ROWS,
    SPECIAL_EFFECTS_SOURCE,
    STOPPING_ROWS,
    STOPPING_SOURCE,
    STOPPING_TEXT,
    TARGET_ACTION_ROWS,
    TARGET_ACTIONS_SOURCE,
    TARGET_ACTIONS_TEXT,
    UNARMED_ROWS,
    WEAPON_LENGTHS,
)
from pyrules.aftermath.data.locations import (
    BELLY_LOCATIONS,
    BIPEDAL_ROWS,
    DIRECTION_ROWS,
    HIT_LOCATION_SOURCE,
    QUADRUPEDAL_ROWS,
    SPLIT_ROWS,
)
from pyrules.aftermath.data.guns import (
    AUTOFIRE_RULE,
    BASE_BDG_SOURCE,
    BOTH_TABLES_NOTE,
    BURST_FOOTNOTE,
    CARTRIDGE_ENC_NOTE,
    DAMAGE_CAPABILITY_SOURCE,
    DAMAGE_CAPABILITY_TEXT,
    GAUGES,
    GUN_ACTION_ROWS,
    GUN_ACTIONS_SOURCE,
    INHERENT_ACCURACY_ROWS,
    INHERENT_ACCURACY_SOURCE,
    LONG_GUN_ROWS,
    PISTOL_BDG,
    RANGE_BCS,
    RANGE_BDG,
    RANGE_ROWS,
    RANGE_SOURCE,
    RANGE_STEPS,
    RANGE_TEXT,
    SHOT_SHELL_NOTES,
    SHOT_SHELL_ROWS,
    SHOT_SHELL_SOURCE,
    SMG_FOOTNOTE,
)
from pyrules.core.reference import PUBLISHED_RULE, ReferenceTable

# pyrules.aftermath.hit_location is also a public function: take the module itself.
loc = importlib.import_module("pyrules.aftermath.hit_location")

MELEE, GUN, LOCATION = "aftermath-melee", "aftermath-gun", "aftermath-location"
CRIT_EFFECT, CRIT_MISS = "aftermath-critical-effect", "aftermath-critical-miss"


A1 = ReferenceTable(
    "A1", "Critical Hit Enhancement Tables", ENHANCEMENT_SOURCE, MELEE,
    ("Weapons", "D20 or gun", "Enhancement"),
    tuple(("Hand-to-hand and muscle powered missile weapons", r, text) for r, text, _ in MELEE_ENHANCEMENT_ROWS)
    + tuple(("Guns", kind, text) for kind, text, _ in GUN_ENHANCEMENT_ROWS),
    (CRITICAL_EFFECT_RULE,),
    (f"Damage Potential = Strength Group Effect Die × WDM; the Armor Value is subtracted. {PUBLISHED_RULE}",),
)

A2 = ReferenceTable(
    "A2", "Critical Effect Table", EFFECT_SOURCE, CRIT_EFFECT,
    ("D100", "Effect"), CRITICAL_EFFECT_ROWS,
    tuple(p for key in critical.EFFECT_KEYS for p in EFFECT_EXPLANATIONS[key])
    + (SAVING_THROW_RULE,),
    ("The Damage Done is added to the D100; a sum above 100 reads as the last row (Lethal).",),
)

A3 = ReferenceTable(
    "A3", "Situation Modifier Table: hand-to-hand combat", HAND_TO_HAND_SOURCE, MELEE,
    ("Situation", "BCS"), tuple((s.printed, s.modifier) for s in HAND_TO_HAND), (),
    (f"Adjusted BCS = BCS + modifiers - the target's ODA; the d20 must roll at or under it. {PUBLISHED_RULE}",),
)

A4 = ReferenceTable(
    "A4", "Situation Modifier Table: missile weapons", MISSILE_SOURCE, GUN,
    ("Situation", "BCS"), tuple((s.printed, s.modifier) for s in MISSILE),
)

A5 = ReferenceTable(
    "A5", "Position on DAT Display Modification Table", POSITION_SOURCE, MELEE,
    ("Weapon length",) + tuple(f"Target in {h}" for h in POSITION_HEADINGS),
    tuple((dict(WEAPON_LENGTHS)[key],) + printed for key, printed, _ in POSITION_ROWS),
    ("Modification to Strength Group.",),
    (POSITION_FOOTNOTE,),
)

A6 = ReferenceTable(
    "A6", "Target Actions", TARGET_ACTIONS_SOURCE, GUN,
    ("Target", "Modifier"),
    tuple((printed, shown) for _, printed, shown, _ in TARGET_ACTION_ROWS) + (DODGING_ROW,),
    (TARGET_ACTIONS_TEXT,),
)


def _location_rows() -> tuple[tuple[str, str, str], ...]:
    rows = [("Bipedal", r, v) for r, v in BIPEDAL_ROWS]
    rows += [("Modifications", f"{body.capitalize()} {printed}", shown) for body, _, printed, shown, _ in DIRECTION_ROWS]
    rows += [("Quadrupedal", r, v) for r, v in QUADRUPEDAL_ROWS]
    for (facing, parts), split in SPLIT_ROWS.items():
        shape = "X/Y" if parts == 2 else "X/Y/Z"
        for printed, index, label in split:
            rows.append((f"{loc.FACING_LABELS[facing]}, {shape}", printed, f"{'XYZ'[index]}: {label}"))
    return tuple(rows)


A7 = ReferenceTable(
    "A7", "Hit Location Tables", HIT_LOCATION_SOURCE, LOCATION,
    ("Table", "D100", "Location"), _location_rows(),
    ("Belly locations are " + ", ".join(map(str, BELLY_LOCATIONS)) + ".",
     "The modified roll is kept within 1 to 100."),
)

A8 = ReferenceTable(
    "A8", "Critical Miss Effects Tables", HAND_SOURCE, CRIT_MISS,
    ("Table", "D100", "Result"),
    tuple(("Armed combat", r, t) for r, t in ARMED_ROWS)
    + tuple(("Bow and crossbow", r, t) for r, t in BOW_ROWS)
    + tuple(("Unarmed combat/natural attack", r, t) for r, t in UNARMED_ROWS),
)

A13 = ReferenceTable(
    "A13", "Attribute Group Chart", ATTRIBUTE_GROUP_SOURCE, "aftermath-attributes",
    ("Attribute Rating", "Group Number", "Effect Die"),
    tuple((r, str(g), d) for r, g, d in ATTRIBUTE_GROUP_ROWS), (),
    ("A rating above 74 is off the chart and is refused.",),
)

A14 = ReferenceTable(
    "A14", "Reaction Table", REACTION_SOURCE, "aftermath-reaction",
    ("Die result (D100)", "Band", "Description", "Value number", "Notes"),
    tuple((r, row.band, row.description, row.printed_value, row.notes) for r, row in REACTION_ROWS),
)

A26 = ReferenceTable(
    "A26", "Inherent Accuracy Table", INHERENT_ACCURACY_SOURCE, GUN,
    ("Weapon Used", "Size", "Inherent Accuracy"),
    tuple((w, size, printed) for _, w, size, printed, _ in INHERENT_ACCURACY_ROWS),
)

A27 = ReferenceTable(
    "A27", "Gun Actions and Rates", GUN_ACTIONS_SOURCE, GUN,
    ("Gun Action", "Shots per Action"), GUN_ACTION_ROWS, (AUTOFIRE_RULE,), (BURST_FOOTNOTE,),
)

A28 = ReferenceTable(
    "A28", "Damage Capability", DAMAGE_CAPABILITY_SOURCE, "aftermath-gun-damage",
    ("BDG", "Damage Dice"), tuple((str(b), guns.gun_damage(b)) for b in (1, 5, 10, 15, 21, 25, 30, 41)),
    DAMAGE_CAPABILITY_TEXT,
    (f"“Nearest” rounds a half up: BDG 5 gives 1D10+1, BDG 25 gives 3D10+3; “+0” is not written. "
     f"{PUBLISHED_RULE} The rows are examples worked by the app.",),
)

A29 = ReferenceTable(
    "A29", "Missile Special Effects Table", SPECIAL_EFFECTS_SOURCE, GUN,
    ("D100", "Result"), tuple((r, e.text) for r, e in SPECIAL_EFFECT_ROWS),
)

A30 = ReferenceTable(
    "A30", "Stopping", STOPPING_SOURCE, "aftermath-stopping",
    ("Effect number", "Result"), STOPPING_ROWS, (STOPPING_TEXT,),
)

A31 = ReferenceTable(
    "A31", "Range Table", RANGE_SOURCE, GUN,
    ("Weapon", "Row") + RANGE_STEPS,
    tuple((group, label) + tuple(map(str, limits)) for _, group, label, limits in RANGE_ROWS)
    + (("BCS Modifiers", "") + tuple(p for p, _ in RANGE_BCS),
       ("BDG Modifiers", "") + tuple(p for p, _ in RANGE_BDG)),
    RANGE_TEXT,
    (SMG_FOOTNOTE,
     "A distance between two steps' limits falls in the later step; beyond MAX is out of range. "
     "A BDG “minus %” is rounded half up."),
)

A32 = ReferenceTable(
    "A32", "Base BDG Table", BASE_BDG_SOURCE, GUN,
    ("Table", "Caliber", "BDG"),
    tuple(("Centerfire pistol ammunition", c, str(b)) for c, b in PISTOL_BDG)
    + tuple(("Centerfire long gun ammunition", r.printed_caliber, r.printed_bdg) for r in LONG_GUN_ROWS),
    (BOTH_TABLES_NOTE, CARTRIDGE_ENC_NOTE),
)


def _shot_rows() -> tuple[tuple[str, ...], ...]:
    rows, heading = [], None
    for size, group, cells in SHOT_SHELL_ROWS:
        if group and group != heading:
            rows.append((group,) + ("",) * len(GAUGES))
            heading = group
        rows.append((size,) + cells)
    return tuple(rows)


A33 = ReferenceTable(
    "A33", "Shot Shell Ammunition", SHOT_SHELL_SOURCE, GUN,
    ("Shot Size",) + tuple(f"{g} gauge" for g in GAUGES), _shot_rows(), (),
    SHOT_SHELL_NOTES,
)

A34 = ReferenceTable(
    "A34", "Critical Misses: firearms, black powder", BLACK_POWDER_SOURCE, CRIT_MISS,
    ("D100", "Result"), BLACK_POWDER_ROWS,
)

A35 = ReferenceTable(
    "A35", "Critical Misses: firearms, modern", MODERN_SOURCE, CRIT_MISS,
    ("D100", "Result"),
    MODERN_ROWS + ((MODERN_MISSING_ROW[0], f"(not printed) {MODERN_MISSING_ROW[1]}"),),
)

TABLES: tuple[ReferenceTable, ...] = (
    A1, A2, A3, A4, A5, A6, A7, A8, A13, A14, A26, A27, A28, A29, A30, A31, A32, A33, A34, A35)
