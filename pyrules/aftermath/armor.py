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

from pyrules.aftermath import errata_gear
from pyrules.core.errors import RulesError, require_int
from pyrules.core.reference import Erratum
from pyrules.core.rounding import round_half_up

ARMOR_HEADERS = ("MATERIAL", "CODE", "FORMAT", "ENC/LOC", "ARMOR VALUE", "BARTER VALUE PER LOCATION")
CLOTH_HEADERS = (
    "MATERIAL", "CODE", "FORMAT", "ENC/LOC", "ARMOR VALUE/ BARRIER FACTOR", "BARTER VALUE PER LOCATION",
)
FORMATS = {
    "R": "Rigid",
    "SR": "Semi-rigid",
    "FH": "Flexible, Hard",
}

PLASTIC = "PLASTIC"
NON_METALLIC = "NON-METALLIC"
METALLIC = "METALLIC"

# Armor Materials List (002 l.266-321), as printed: (line, group, material, code, format, ENC/LOC, AV, barter)
_PRINTED = (
    (270, PLASTIC, "Plasteel", "PS", "R", ".04", "15", "30"),
    (271, PLASTIC, "Armorplast", "AM", "R", ".036", "13", "26"),
    (272, PLASTIC, "Plated Plasteel", "LP-PS", "SR", ".052", "13", "26"),
    (273, PLASTIC, "Dentisplast", "DP", "R", ".03", "11", "22"),
    (274, PLASTIC, "Plated Armorplast", "LP-AM", "SR", ".046", "11", "22"),
    (275, PLASTIC, "Mesh Plasteel", "M-PS", "FH", ".06", "11", "22"),
    (276, PLASTIC, "Macroplast", "MP", "R", ".024", "9", "14"),
    (277, PLASTIC, "Plated Dentisplast", "LP-DP", "SR", ".04", "9", "14"),
    (278, PLASTIC, "Mesh Armorplast", "M-AM", "FH", ".054", "9", "14"),
    (279, PLASTIC, "Plated Macroplast", "LP-MP", "SR", ".032", "8", "12"),
    (280, PLASTIC, "Mesh Dentisplast", "M-DP", "FH", ".046", "8", "12"),
    (281, PLASTIC, "Plastex", "PX", "FQ", ".02", "6", "9"),
    (282, PLASTIC, "Mesh Macroplast", "M-MP", "FH", ".036", "6", "9"),
    (283, PLASTIC, "Synthiplast", "SY", "FQ", ".01", "5", "5"),
    (284, PLASTIC, "Plasthide", "PH", "FQ", ".002", "4", "4"),
    (285, PLASTIC, "Plasticloth", "PC", "FQ", ".0015", "3", "3"),
    (286, PLASTIC, "Light Plasticsheet", "HP", "FQ", ".001", "2", "2"),
    (287, PLASTIC, "Heavy Plasticsheet", "LP", "FQ", ".0005", "1", "1"),
    (289, NON_METALLIC, "Natural Armor Leather", "AL", "FH", ".02", "5", "3"),
    (290, NON_METALLIC, "Hardened Heavy Leather", "H-HL", "FH", ".008", "5", "3"),
    (291, NON_METALLIC, "Heavy Leather", "HL", "FS", ".008", "4", "2"),
    (292, NON_METALLIC, "Scaled Leather", "SL", "FH", ".008", "4", "2"),
    (293, NON_METALLIC, "Natural Armor Hide", "AH", "FS", ".02", "4", "2"),
    (294, NON_METALLIC, "Light Leather", "LL", "FS", ".004", "3", "2"),
    (295, NON_METALLIC, "Heavy Hide", "HH", "FS", ".008", "3", "2"),
    (296, NON_METALLIC, "Scaled Hide", "SH", "FS", ".008", "3", "2"),
    (297, NON_METALLIC, "Heavy Cloth", "HC", "FQ", ".001", "2", "1"),
    (298, NON_METALLIC, "Light Hide", "LH", "FS", ".004", "2", "1"),
    (299, NON_METALLIC, "Light Cloth", "LC", "FQ", ".0005", "1", "0.5"),
    (301, METALLIC, "Carballoy", "CA", "R", ".072", "14", "21"),
    (302, METALLIC, "Plated Carballoy", "LP-CA", "SR", ".08", "13", "20"),
    (303, METALLIC, "Macrosteel", "MS", "R", ".07", "12", "18"),
    (304, METALLIC, "Mesh Carballoy", "M-CA", "FH", ".09", "11", "17"),
    (305, METALLIC, "High Quality Steel", "QS", "R", ".07", "10", "15"),
    (306, METALLIC, "Plated Macrosteel", "LP-MS", "SR", ".092", "10", "15"),
    (307, METALLIC, "Steel", "SP", "R", ".07", "9", "9"),
    (308, METALLIC, "Plated High Quality Steel", "LP-QS", "SR", ".092", "9", "9"),
    (309, METALLIC, "Mesh Macrosteel", "M-MS", "FH", ".104", "9", "9"),
    (310, METALLIC, "Light Ferrous Metal", "FP", "R", ".06", "8", "8"),
    (311, METALLIC, "Plated Steel", "LP-SP", "SR", ".092", "8", "8"),
    (312, METALLIC, "Aluminum Alloy", "AA", "R", ".04", "7", "7"),
    (313, METALLIC, "Plated Ferrous Metal", "LP-FP", "SR", ".078", "7", "7"),
    (314, METALLIC, "Mesh High Quality Steel", "M-QS", "FH", ".104", "7", "7"),
    (315, METALLIC, "Bronze", "BP", "R", ".06", "6", "6"),
    (316, METALLIC, "Plated Aluminum Alloy", "LP-AA", "SR", ".052", "6", "6"),
    (317, METALLIC, "Mesh Steel", "M-SP", "FH", ".104", "6", "6"),
    (318, METALLIC, "Mesh Ferrous Metal", "M-FP", "FH", ".09", "6", "6"),
    (319, METALLIC, "Plated Bronze", "LP-BP", "SR", ".078", "5", "5"),
    (320, METALLIC, "Mesh Aluminum Alloy", "M-AA", "FH", ".06", "5", "5"),
    (321, METALLIC, "Mesh Bronze", "M-BP", "FH", ".09", "4", "4"),
)

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
    for line, group, material, code, fmt, enc, av, barter in _PRINTED:
        erratum, read = _READINGS.get(line, (None, material))
        rows.append(Armor(line, group, read, code, fmt, enc, av, barter, material, erratum))
    return tuple(rows)


# The Armor Materials List as read (002 l.266-321).
ARMOR: tuple[Armor, ...] = _build()
GROUPS = (PLASTIC, NON_METALLIC, METALLIC)


def _find(name, rows, what: str, field: str):
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


# Ballistic Cloth (002 l.327-331), as printed: (line, material, code, format, ENC/LOC, AV/BF, barter)
_CLOTH_PRINTED = (
    (328, "Emplon", "BC5", "FQ", ".001", "1/5", "10"),
    (329, "Fabulon", "BC10", "FQ", ".002", "1/10", "15"),
    (330, "Armorlon", "BC20", "FH", ".01", "2/20", "25"),
    (331, "Hercuweave", "BC30", "FH", ".025", "4/35", "50"),
)
CLOTH_RULE = (
    "This material presents an effective barrier to bullets but still does not perform as well against hand "
    "held weapons. To determine the Ballistic Cloth's Armor Value when struck by a hand-held weapon, divide "
    "the Barrier Factor by 10 and round to the nearest whole number. If the character struck is wearing other "
    "armor that has a higher Armor Value than the Cloth, this other armor will be used to subtract from the "
    "Damage Potential."
)


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
    Cloth(*row, erratum=errata_gear.HERCUWEAVE if row[0] == 331 else None) for row in _CLOTH_PRINTED
)


def cloth(name: str) -> Cloth:
    """The Ballistic Cloth called ``name`` or with code ``name`` ("Emplon", "BC5")."""
    return _find(name, CLOTHS, "Ballistic Cloth table", "cloth")


def cloth_hand_weapon_av(barrier_factor: int) -> int:
    """Ballistic Cloth AV against a hand-held weapon: Barrier Factor / 10, rounded half up (l.325)."""
    bf = require_int(barrier_factor, "Barrier Factor", low=0, high=10_000)
    return round_half_up(Fraction(bf, 10))


@dataclass(frozen=True)
class ClothDefense:
    """Which Armor Value stands against a hand-held weapon when Ballistic Cloth is worn."""

    cloth: Cloth
    cloth_av: int            # BF/10 rounded
    other_av: int | None
    used_av: int
    used: str                # "cloth" or "other armor"
    barrier_factor: int      # what stands against bullets


def cloth_defense(name: str, other_av: int | None = None) -> ClothDefense:
    """The AV a hand-held weapon meets: the cloth's BF/10, or other armor if that is higher (l.325)."""
    c = cloth(name)
    cloth_av = cloth_hand_weapon_av(c.barrier_factor)
    if other_av is None:
        return ClothDefense(c, cloth_av, None, cloth_av, "cloth", c.barrier_factor)
    other = require_int(other_av, "Other armor's AV", low=0, high=100)
    if other > cloth_av:
        return ClothDefense(c, cloth_av, other, other, "other armor", c.barrier_factor)
    return ClothDefense(c, cloth_av, other, cloth_av, "cloth", c.barrier_factor)
