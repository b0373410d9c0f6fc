"""Guns: Inherent Accuracy (A26), gun actions and autofire (A27), Damage Capability (A28)
and the Range Table (A31)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.guns import (
    AUTOFIRE_PENALTY,
    GUN_ACTION_ROWS,
    INHERENT_ACCURACY_ROWS,
    MATCH_BONUS,
    RANGE_BCS,
    RANGE_BDG,
    RANGE_GROUPS,
    RANGE_ROWS,
    RANGE_STEPS,
    RANGE_WEAPONS,
)
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.rounding import round_half_up
from pyrules.core.tables import RangeTable


INHERENT_ACCURACY = {key: (weapon, size, printed, value) for key, weapon, size, printed, value in INHERENT_ACCURACY_ROWS}

GUN_ACTIONS = dict(GUN_ACTION_ROWS)


WEAPON_ROWS = {key: (group, label, limits) for key, group, label, limits in RANGE_ROWS}
AUTOFIRE_WEAPONS = frozenset(key for key, (group, _) in RANGE_WEAPONS.items() if group == "autofire")


def _range_table(key: str, label: str, limits: tuple[int, ...]) -> RangeTable[int]:
    spans, low = [], 0
    for step, high in enumerate(limits):
        spans.append((f"{low}-{high}", step))
        low = high + 1
    return RangeTable(f"Range Table ({label})", spans, unit="distance")


RANGE_TABLES: dict[str, RangeTable[int]] = {key: _range_table(key, label, limits)
                                            for key, _, label, limits in RANGE_ROWS}

# Which Inherent Accuracy row and which gun critical hit each range-table weapon uses.
# The Inherent Accuracy Table has no SMG row: an SMG is read as a pistol of its barrel length
# (STD unless stated), as the SMG footnote suggests (an app reading, erratum A26).
WEAPON_ACCURACY = {
    "pistol_snub": "snub", "pistol_sht": "sht", "pistol_std": "std", "pistol_lng": "lng",
    "pistol_xlng": "xlng", "carbine": "carbine", "rifle": "rifle", "auto_carbine": "carbine",
    "auto_rifle": "rifle", "smg": None, "slug": "slug", "shot_full": "shot", "shot_modified": "shot",
    "shot_open": "shot", "shot_riot": "shot",
}
# Critical hits (A1): pistols take the Pistol row, long guns and shotguns the Rifle row,
# autofire the Burst row (an app reading: the table names only Pistol, Rifle and Burst).
WEAPON_CRITICAL = {key: ("Burst" if group == "autofire" else "Pistol" if group == "pistols" else "Rifle")
                   for key, (group, _) in RANGE_WEAPONS.items()}


def weapon_group(key: str) -> str:
    """The Range Table group of a row, by key: "pistols", "long_guns", "autofire" or "shotguns"."""
    return RANGE_WEAPONS[key][0]


def weapon_label(key: str) -> str:
    """A Range Table row as a list of weapons shows it: its group and name, "Pistols: STD"."""
    group, name = RANGE_WEAPONS[key]
    return f"{RANGE_GROUPS[group]}: {name}"


@dataclass(frozen=True)
class RangeStep:
    """A distance read on the Range Table: the step and its BCS and BDG modifiers."""

    weapon: str
    distance: float | Fraction
    step: str
    limit: int
    bcs_printed: str
    bcs: int
    bdg_printed: str
    bdg_rule: tuple[str, int]

    def adjust_bdg(self, bdg: int) -> int:
        """Apply the step's BDG modifier to a base BDG ("plus 10" adds; "minus 10%" multiplies,
        then rounds half up)."""
        bdg = validate.whole(bdg, "bdg", "BDG", low=0)
        kind, amount = self.bdg_rule
        if kind == "add":
            return bdg + amount
        return round_half_up(Fraction(bdg) * (100 + amount) / 100)


def range_step(weapon: str, distance: float | Fraction) -> RangeStep:
    """The Range Step for a weapon (a Range Table row key) at a distance in meters."""
    weapon = validate.choice(weapon, "weapon", tuple(WEAPON_ROWS), "Weapon")
    distance = validate.quantity(distance, "distance", "Distance (meters)", low=0)
    limits = WEAPON_ROWS[weapon][2]
    if distance > limits[-1]:
        raise RulesError(f"Out of range: {weapon_label(weapon)} reaches {limits[-1]} m at most (MAX).",
                         "distance")
    step = RANGE_TABLES[weapon].lookup(distance).value
    return RangeStep(weapon, distance, RANGE_STEPS[step], limits[step], RANGE_BCS[step][0],
                     RANGE_BCS[step][1], RANGE_BDG[step][0], RANGE_BDG[step][1])


@dataclass(frozen=True)
class InherentAccuracy:
    """A weapon's Inherent Accuracy with the autofire and match-weapon adjustments."""

    row: str
    printed: str
    base: int
    autofire: bool
    bursts: int
    match: bool
    modifiers: tuple[tuple[str, int], ...]

    @property
    def value(self) -> int:
        return self.base + sum(v for _, v in self.modifiers)


def inherent_accuracy(size: str, *, autofire: bool = False, bursts: int = 0, match: bool = False) -> InherentAccuracy:
    """Inherent Accuracy of a size row (snub..xlng, carbine, rifle, slug, shot).

    Autofire takes 2 away and adds 1 per full Burst fired; a Match Weapon adds 1.
    """
    size = validate.choice(size, "size", tuple(INHERENT_ACCURACY), "Inherent accuracy row")
    bursts = validate.whole(bursts, "bursts", "Bursts", low=0, high=99)
    autofire = validate.yes_no(autofire, "autofire", "Autofire")
    match = validate.yes_no(match, "match weapon", "Match weapon")
    if bursts and not autofire:
        raise RulesError("Bursts are fired only in automatic fire.", "bursts")
    weapon, label, printed, value = INHERENT_ACCURACY[size]
    modifiers = []
    if autofire:
        modifiers.append(("Autofire", AUTOFIRE_PENALTY))
        if bursts:
            modifiers.append((f"{bursts} full Burst{'s' if bursts > 1 else ''} fired", bursts))
    if match:
        modifiers.append(("Match Weapon", MATCH_BONUS))
    return InherentAccuracy(size, f"{weapon} {label} {printed}", value, autofire, bursts, match, tuple(modifiers))


def gun_action(action: str) -> str:
    """Shots per Action of a gun action code (SS, SA, BA, LA, PA, DA, AL, FA, AB)."""
    action = validate.choice(action, "action", tuple(GUN_ACTIONS), "Gun action")
    return GUN_ACTIONS[action]


@dataclass(frozen=True)
class DamageDice:
    """Damage dice from BDG: BDG/10 up D10s, plus BDG/10 nearest points."""

    bdg: int
    dice: int
    points: int

    @property
    def notation(self) -> str:
        return f"{self.dice}D10" + (f"+{self.points}" if self.points else "")


MAX_BDG = 1000  # 100 D10s: the most dice pyrules rolls at once


def damage_dice(bdg: int) -> DamageDice:
    """The damage dice of a BDG (1..1000)."""
    bdg = validate.whole(bdg, "bdg", "BDG", low=1, high=MAX_BDG)
    return DamageDice(bdg, math.ceil(Fraction(bdg, 10)), round_half_up(Fraction(bdg, 10)))


def gun_damage(bdg: int) -> str:
    """Damage dice notation of a BDG: gun_damage(21) == "3D10+2"; "+0" is not written."""
    return damage_dice(bdg).notation
