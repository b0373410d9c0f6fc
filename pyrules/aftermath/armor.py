"""Aftermath! armor: the Armor Materials List (A10) and Ballistic Cloth (A11).

Rows are kept as printed (ENC per location, Armor Value, barter value per
location); the swapped Plasticsheet names are read as the errata say.
Format codes: R Rigid, SR Semi-rigid, FH Flexible, Hard (named in weapons
note 5); FS and FQ are not spelled out in the reference and are shown as printed.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, TypeVar

from pyrules.aftermath.data.gear import ARMOR_PRINTED, CLOTH_PRINTED, FORMATS, METALLIC, NON_METALLIC, PLASTIC
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.reference import Erratum
from pyrules.core.rounding import round_half_up


# Readings of garbled rows (see errata_gear): line -> (erratum, material name as read).
_READINGS: dict[int, tuple[Erratum, str]] = {
    286: (errata_gear.PLASTICSHEET, "Heavy Plasticsheet"),
    287: (errata_gear.PLASTICSHEET, "Light Plasticsheet"),
}


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


@dataclass(frozen=True)
class Armor:
    """One material of the Armor Materials List, cells as printed (name as read)."""

    line: int
    group: str
    material: str
    code: str
    format: str
    enc: str
    av: str
    barter: str
    printed_material: str = ""
    erratum: Erratum | None = None

    @property
    def key(self) -> str:
        return _key(self.code)

    @property
    def armor_value(self) -> int:
        return int(self.av)

    @property
    def enc_value(self) -> float:
        return float(self.enc)

    @property
    def format_name(self) -> str:
        return FORMATS.get(self.format, self.format)

    def row(self) -> tuple[str, ...]:
        return (self.material, self.code, self.format, self.enc, self.av, self.barter)


def _build() -> tuple[Armor, ...]:
    rows = []
    for line, group, material, code, fmt, enc, av, barter in ARMOR_PRINTED:
        erratum, read = _READINGS.get(line, (None, material))
        rows.append(Armor(line, group, read, code, fmt, enc, av, barter, material, erratum))
    return tuple(rows)


# The Armor Materials List as read (002 l.266-321).
ARMOR: tuple[Armor, ...] = _build()
GROUPS = (PLASTIC, NON_METALLIC, METALLIC)


_Row = TypeVar("_Row", "Armor", "Cloth")  # a row of the Armor Materials List or of Ballistic Cloth


def _find(name: object, rows: tuple[_Row, ...], what: str, field: str) -> _Row:
    """The row ``name`` names by its code or material (any case and punctuation), RulesError naming
    ``field`` with the closest names when none does."""
    if not isinstance(name, str) or not name.strip():
        raise RulesError(f"Name a material or code from the {what}.", field)
    wanted = _key(name)
    for row in rows:
        if wanted in (_key(row.code), _key(row.material)):
            return row
    names = [_key(r.material) for r in rows]
    close = difflib.get_close_matches(wanted, names, n=3, cutoff=0.6)
    hint = ""
    if close:
        hint = " Did you mean " + ", ".join(r.material for r in rows if _key(r.material) in close) + "?"
    raise RulesError(f"No material or code “{name.strip()}” in the {what}.{hint}", field)


def armor(name: str) -> Armor:
    """The armor material called ``name`` or with code ``name`` ("Plasteel", "LP-PS")."""
    return _find(name, ARMOR, "Armor Materials List", "armor")


@dataclass(frozen=True)
class Cloth:
    """One Ballistic Cloth, cells as printed."""

    line: int
    material: str
    code: str
    format: str
    enc: str
    av_bf: str
    barter: str
    erratum: Erratum | None = None

    @property
    def key(self) -> str:
        return _key(self.material)

    @property
    def armor_value(self) -> int:
        """The Armor Value as printed (before the slash)."""
        return int(self.av_bf.split("/")[0])

    @property
    def barrier_factor(self) -> int:
        """The Barrier Factor as printed (after the slash)."""
        return int(self.av_bf.split("/")[1])

    def row(self) -> tuple[str, ...]:
        return (self.material, self.code, self.format, self.enc, self.av_bf, self.barter)


CLOTHS: tuple[Cloth, ...] = tuple(
    Cloth(*row, erratum=errata_gear.HERCUWEAVE if row[0] == 331 else None) for row in CLOTH_PRINTED
)


def cloth(name: str) -> Cloth:
    """The Ballistic Cloth called ``name`` or with code ``name`` ("Emplon", "BC5")."""
    return _find(name, CLOTHS, "Ballistic Cloth table", "cloth")


def cloth_hand_weapon_av(barrier_factor: int) -> int:
    """Ballistic Cloth AV against a hand-held weapon: Barrier Factor / 10, rounded half up (l.325)."""
    bf = validate.whole(barrier_factor, "barrier_factor", "Barrier Factor", low=0, high=10_000)
    return round_half_up(Fraction(bf, 10))


@dataclass(frozen=True)
class ClothDefense:
    """Which Armor Value stands against a hand-held weapon when Ballistic Cloth is worn."""

    cloth: Cloth
    cloth_av: int            # BF/10 rounded
    other_av: int | None
    used_av: int
    used: Literal["cloth", "other"]  # which stands against a hand-held weapon: the cloth or the other armor
    barrier_factor: int      # what stands against bullets


def cloth_defense(name: str, other_av: int | None = None) -> ClothDefense:
    """The AV a hand-held weapon meets: the cloth's BF/10, or other armor if that is higher (l.325)."""
    c = cloth(name)
    cloth_av = cloth_hand_weapon_av(c.barrier_factor)
    if other_av is None:
        return ClothDefense(c, cloth_av, None, cloth_av, "cloth", c.barrier_factor)
    other = validate.whole(other_av, "other_av", "Other armor's AV", low=0, high=100)
    if other > cloth_av:
        return ClothDefense(c, cloth_av, other, other, "other", c.barrier_factor)
    return ClothDefense(c, cloth_av, other, cloth_av, "cloth", c.barrier_factor)
