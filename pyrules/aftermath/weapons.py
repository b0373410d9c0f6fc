"""Aftermath! Weapons Listing (A9, seed 002 l.197-265): hand weapons and whips.

Every row is kept as the reference prints it (cells are text: "1½", '"2"',
"1.3(1.5)L", "-"); the few garbled rows are read as the errata say, and each
weapon keeps what was printed in ``readings``. ``weapon(name)`` finds one;
``weapon_wdm`` answers the multiplier a melee attack uses, with its sources;
``breaking_check`` applies notes 5 and 6.

WDM letters: L and C are not defined in the reference and are shown as
printed; B is half lethal, half subdual (l.752).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from pyrules.aftermath import errata_gear
from pyrules.core.errors import RulesError, require_int, shown
from pyrules.core.reference import Erratum

HEADERS = (
    "WEAPON", "SKILLS", "UTILITY", "STR", "HAND", "SEC.", "SURV.",
    "FORMAT", "LENGTH", "ENC", "WDM", "BARTER VALUE",
)
COLUMNS = (
    "skills", "utility", "strength", "hands", "sec", "survival",
    "format", "length", "enc", "wdm", "barter",
)
HAND_WEAPONS = "Hand weapons"
WHIPS = "Whips"

# Weapons Listing footnotes (002 l.252-264). Note 13 is cited but never printed.
NOTES: dict[int, str] = {
    1: "Second strike is only available when using Polearm Skill.",
    2: "May also be used with a shield but no second strike is allowed.",
    3: "Has a hand guard with AV = 4, SR.",
    4: "Used on rifle will add .3 to WDM but will not add to ENC of rifle. Polearm Skill required.",
    5: (
        "Weapon must check for breaking if used against Rigid armor greater than AV6 or Semi-rigid or "
        "Flexible, Hard armor greater than AV8. A die roll greater than or equal to the Survival Value on "
        "1D20 indicates that the weapon has broken. Any damage done by that attack will be halved, as the "
        "final adjustment to the Damage Potential."
    ),
    6: "As note 5 but armor Values requiring check are 8 and 10 respectively.",
    7: "Hand guard functions as Brass Knuckles.",
    8: "Weapon subtracts .5 from its WDM when thrusting.",
    9: "Survival Value is the Barrier which must be cut to destroy weapon.",
    10: (
        "A character may throw more than one at a time. Maximum number is equal to the character's Dexterity "
        "Group. Each one thrown will receive a negative modification to the BCS equal to the number being "
        "thrown if it is more than 1. Each is rolled for separately."
    ),
    11: "Maximum Armor Value that the weapon can penetrate is 2 times user's Strength Group.",
    12: "Maximum Armor Value that the weapon can penetrate is 4 times user's Strength Group.",
}
MISSING_NOTE = 13

# Weapons Listing rows (002 l.200-250), as printed:
# (line, full name, name as printed, name notes, SKILLS, UTILITY, STR, HAND, SEC., SURV.,
#  FORMAT, LENGTH, ENC, WDM, BARTER VALUE, notes on other cells)
_PRINTED = (
    (200, "Ax, fire", "Ax, fire", (6,), "SW, PI", "2", "3", "1½", "S", "6", "S", "L", "1", "1.8L", "5", ()),
    (201, "Ax, hatchet", "hatchet", (5, 6), "SW, Th", "1", "1", "1", "N", "4", "S", "S", ".4", "1.1L", "3", ()),
    (202, "Ax, hand", "hand", (5, 13), "SW", "2", "2", "1", "N", "5", "S", "A", ".6", "1.3L", "4", ()),
    (203, "Ax, lumber", "lumber", (6,), "PI", "2", "4", "2", "N", "7", "S", "XL", "1.1", "1.8L", "5", ()),
    (204, "Baseball bat", "Baseball bat", (5,), "SW, PI", "1", "2", "1½", "N", "4", "S", "A", "0.9", "1.3C", "-", ()),
    (205, "Bat with nails", "Bat with nails", (5,), "SW, PI", "1", "2", "1½", "N", "4", "S", "A", "1", "1.5B", "-", ()),
    (206, "Bayonet, short", "Bayonet, short", (4, 13), "Kn", "2", "1", "1", "S", "9", "T", "S", "0.3", "1.3L", "7", ()),
    (207, "Bayonet, long", "long", (4,), "Kn", "2", "2", "1", "N", "10", "S,T", "A", "0.4", "1.5L", "8", ()),
    (208, "Belt Buckle", "Belt Buckle", (5, 12), "FW", "1", "1", "1", "N", "3", "E,S", "A", "-", "1.1B", "-", ()),
    (209, "Brass Knuckles", "Brass Knuckles", (5, 13), "Br", "3", "1", "1", "-", "6", "S", "S", "0.1", "1.3B", "2", ()),
    (210, "Chain", "Chain", (5, 13), "FW", "2", "3", "1", "N", "10", "S,E", "A", "1", "1.5B", "-", ()),
    (211, "Club", "Club", (5, 13), "SW, Th", "1", "1", "1", "S", "3", "S", "S", "0.5", "1.1 (1)C", "-", ()),
    (212, "Cudgel", "Cudgel", (5, 13), "SW", "2", "2", "1½", "N", "5", "A", "S", "0.7", "2C", "-", ()),
    (213, "Hammer", "Hammer", (5, 13), "SW", "1", "2", "1", "N", "4", "S", "S", "0.5", "1.2C", "2", ()),
    (214, "Knife, belt", "Knife, belt", (5, 12), "Kn, Th", "1", "1", "1", "S", "8", "S,T", "S", "0.3", "1.1L", "2", ()),
    (215, "Knife, bowie", "bowie", (5, 13), "Kn, Th", "2", "2", "1", "S", "9", "S,T", "S", "0.3", "1.3(1.5)L", "5", ()),
    (216, "Knife, jack", "jack", (5, 12), "Kn, Th", "0", "1", "1", "T", "7", "S,T", "S", "0.1", "1L", "1", ()),
    (217, "Kukri", "Kukri", (5, 13), "Kn, Th", "2", "2", "1", "S", "9", "S", "S", "0.3", "1.5(1.3)L", "5", ()),
    (218, "Knife, switchblade", "switchblade", (5, 12), "Kn, Th", "1", "1", "1", "T", "7", "S,T", "S", "0.2", "1.2L", "3", ()),
    (219, "Knife, throwing", "throwing", (5, 13), "Th", "2", "1", "1", "-", "-", "-", "-", "0.2", "1.5L", "5", ()),
    (220, "Knife, trench", "trench", (3, 6, 7, 13), "Kn", "3", "2", "1", "S", "9", "ST", "S", "0.4", "1.4L", "6", ()),
    (221, "Knife-spear", "Knife-spear", (5, 13), "PI", "1", "2", "2", "S", "4", "T", "XL", "1.1", "1.5L", "3", (("skills", 2),)),
    (222, "Nunchaku, wood", "Nunchaku, wood", (5,), "Nn, Fw", "3", "2", "1", "S", "3", "S", "S", "0.4", "1.5C", "3", ()),
    (223, "Nunchaku, metal", "metal", (6,), "Nn, Fw", "4", "3", "1", "S", "8", "S", "S", "0.6", "2C", "5", ()),
    (224, "Pipe, light", "Pipe Light", (5,), "PI", "1", "2", "1", "N", "7", "S", "A", "1", "1.6C", "1", ()),
    (225, "Pipe, heavy", "heavy", (5,), "PI", "1", "3", "2", "S", "8", "S", "L", "1.5", "2C", "2", ()),
    (226, "Pick ax", "Pick ax", (6,), "SW", "2", "3", "1", "N", "9", "S", "A", "1.5", "2C", "2", ()),
    (227, "Pistol butt", "Pistol butt", (), "PI", "2", "4", "2", "S", "10", "S", "L", "1.7", "2.3C", "3", ()),
    (228, "Pitchfork", "Pitchfork", (5, 13), "Br, SW", "-", "2", "1", "N", "-", "S", "S", "1.1", "1.5L", "5", ()),
    (229, "Rifle butt", "Rifle butt", (), "PI", "-", "2", "1", "N", "-", "S", "S", "-", "1 + (ENC of Gun) C", "-", ()),
    (230, "Rope", "Rope", (), "Br, PI", "-", "2", "2", "N", "-", "S", "L", "-", "1.3L", "4", (("wdm", 11),)),
    (231, "Sai", "Sai", (8,), "Sai", "3", "3", "1", "S", "9", "S,T", "S", "0.4", "1.7C/1.2L", "5", ()),
    (232, "Sap", "Sap", (), "special", "1", "2", "1", "N", "2", "S", "S", "0.3", "special", "-", ()),
    (233, "Shuriken", "Shuriken", (6, 10), "Th", "3", "2", "1", "-", "-", "-", "-", "0.2", "1.6L", "8", ()),
    (234, "Sledge hammer", "Sledge hammer", (5,), "SW, PI", "2", "3", "1½", "N", "6", "S", "L", "1.5", "2B", "4", ()),
    (235, "Staff, crude", "Staff, crude", (5, 13), "PI", "1", "3", "2", "S", "3", "S", "XL", "1", "1.8C", "1", ()),
    (236, "Staff, hardened", "hardened", (5, 13), "PI", "2", "3", "2", "S", "4", "S,T", "XL", "1", "2C", "2", ()),
    (237, "Straight razor", "Straight razor", (5, 12), "Kn", "1", "1", "1", "T", "3", "S", "S", "0.2", "1.2L", "1", ()),
    (238, "Sword, ceremonial", "Sword, ceremonial", (3, 13), "SW", "2", "2", "1", "N", "8", "S,T", "A", "0.8", "1.7L", "9", ()),
    (239, "Sword, machete", "machete", (6,), "SW", "2", "2", "1", "N", "10", "S", "A", "1", "1.8L", "9", ()),
    (240, "Sword, saber", "saber", (3,), "SW", "3", "2", "1", "N", "10", "S,T", "A", "0.9", "1.8L", "9", ()),
    (241, "Sword, trench", "trench", (3, 6, 7), "SW", "3", "2", "1", "N", "10", "S,T", "A", "0.8", "1.7L", "9", ()),
    (242, "Tonfa", "Tonfa", (5,), "Tonfa", "4", "2", "1", "S", "3", "S", "A", "0.6", "1.3C", "6", ()),
    # Whips (l.243-250)
    (244, "Rope, hemp", "Rope, hemp", (), "FW", "1", "2", '"2"', "N", "6", "E", "XL", "1", "-", "0.5/m", (("survival", 9),)),
    (245, "Rope, nylon", "nylon", (), "FW", "2", "2", '"2"', "N", "10", "E", "XL", "0.8", "-", "1/m", (("survival", 9),)),
    (246, "Rope, cable", "cable", (), "FW", "3", "3", '"2"', "N", "15", "S,E", "L", "1.2", "0.8", "1/m", (("survival", 9),)),
    (247, "Rope, weighted version", "weighted version", (), "FW", "+1", "+1", '"2"', "N", "-", "+S", "-", "+0.3", "+1", "+1", ()),
    (248, "Whip, leather", "Whip, leather", (), "FW", "2", "2", "1", "N", "4", "S,E", "XL", "0.6", "1.2", "4", (("skills", 12),)),
    (249, "Whip, steel tip version", "steel tip version", (), "FW", "3", "2", "1", "N", "4", "S,E", "XL", "0.6", "1.5", "5", (("skills", 13),)),
    (250, "Whip, cable", "cable", (), "FW", "3", "3", "1", "N", "10", "S,E", "L", "0.8", "1.7", "6", (("skills", 12),)),
)

# Readings of garbled rows (see errata_gear): line -> (erratum, {column: cell as read}).
_READINGS: dict[int, tuple[Erratum, dict[str, str]]] = {
    212: (errata_gear.CUDGEL, {"format": "S", "length": "A"}),
    220: (errata_gear.TRENCH_KNIFE, {"format": "S,T"}),
    227: (errata_gear.PISTOL_BUTT, {
        "skills": "Br, SW", "utility": "-", "strength": "2", "hands": "1",
        "sec": "N", "survival": "-", "format": "S", "length": "S",
    }),
    228: (errata_gear.PISTOL_BUTT, {
        "skills": "PI", "utility": "2", "strength": "4", "hands": "2",
        "sec": "S", "survival": "10", "format": "S", "length": "L",
    }),
    229: (errata_gear.RIFLE_BUTT_AND_ROPE, {}),
    230: (errata_gear.RIFLE_BUTT_AND_ROPE, {}),
}

_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def superscript(notes) -> str:
    """Footnote numbers as the listing prints them: (5, 13) -> "⁵,¹³"."""
    return ",".join(str(n).translate(_SUPERSCRIPT) for n in notes)


@dataclass(frozen=True)
class WDM:
    """A WDM cell read: "1.3(1.5)L" is 1.3, kind L, with 1.5 printed in parentheses.

    ``value`` is None for "-" and "special"; ``plus_gun_enc`` is the rifle
    butt's "1 + (ENC of Gun)"; ``modifier`` is the weighted rope's "+1";
    ``second`` is the Sai's value after the slash (its thrust, note 8).
    """

    printed: str
    value: float | None
    kind: str = ""
    alternate: float | None = None
    second: float | None = None
    second_kind: str = ""
    plus_gun_enc: bool = False
    modifier: bool = False


_WDM = re.compile(
    r"(?P<v>\d*\.?\d+)\s*(?:\((?P<alt>\d*\.?\d+)\))?\s*(?P<k>[LCB])?"
    r"(?:/(?P<v2>\d*\.?\d+)(?P<k2>[LCB]))?"
)


def read_wdm(printed: str) -> WDM:
    """Read a WDM cell as printed; a cell that is not a number has value None."""
    text = printed.strip()
    if text in ("-", "special"):
        return WDM(text, None)
    if m := re.fullmatch(r"1\s*\+\s*\(ENC of Gun\)\s*([LCB])", text):
        return WDM(text, 1.0, m[1], plus_gun_enc=True)
    if m := re.fullmatch(r"\+(\d*\.?\d+)", text):
        return WDM(text, float(m[1]), modifier=True)
    m = _WDM.fullmatch(text)
    if not m:
        raise ValueError(f"unreadable WDM {printed!r}")
    return WDM(
        text,
        float(m["v"]),
        m["k"] or "",
        float(m["alt"]) if m["alt"] else None,
        float(m["v2"]) if m["v2"] else None,
        m["k2"] or "",
    )


def number(cell: str) -> float | None:
    """A numeric cell ("1.1", ".4", "6") as a number; "-" and the like are None."""
    try:
        return float(cell)
    except ValueError:
        return None


@dataclass(frozen=True)
class Weapon:
    """One row of the Weapons Listing, every cell as printed (or as read, see ``readings``)."""

    line: int
    name: str
    printed_name: str
    notes: tuple[int, ...]
    skills: str
    utility: str
    strength: str
    hands: str
    sec: str
    survival: str
    format: str
    length: str
    enc: str
    wdm: str
    barter: str
    cell_notes: tuple[tuple[str, int], ...] = ()
    section: str = HAND_WEAPONS
    readings: tuple[tuple[str, str, str], ...] = ()   # (column, printed, read)
    erratum: Erratum | None = None

    @property
    def key(self) -> str:
        """A short machine key: "Ax, fire" -> "ax-fire"."""
        return _key(self.name)

    @property
    def damage(self) -> WDM:
        """The WDM cell read into numbers."""
        return read_wdm(self.wdm)

    @property
    def multiplier(self) -> float | None:
        """The WDM's first number (None for "-" and "special")."""
        return self.damage.value

    @property
    def enc_value(self) -> float | None:
        return number(self.enc)

    @property
    def survival_value(self) -> int | None:
        value = number(self.survival)
        return None if value is None else int(value)

    @property
    def all_notes(self) -> tuple[int, ...]:
        """Every footnote cited on the row, name and cells, in order."""
        return tuple(sorted(set(self.notes) | {n for _, n in self.cell_notes}))

    def cell(self, column: str) -> str:
        """A cell as the listing shows it, with its footnote marks ("PI ²")."""
        text = getattr(self, column)
        marks = [n for c, n in self.cell_notes if c == column]
        return f"{text} {superscript(marks)}" if marks else text

    def row(self) -> tuple[str, ...]:
        """The row for the reference table: full name with its notes, then every column."""
        name = f"{self.name} {superscript(self.notes)}" if self.notes else self.name
        return (name,) + tuple(self.cell(c) for c in COLUMNS)

    def footnotes(self) -> tuple[str, ...]:
        """The text of every note the row cites, and its erratum."""
        texts = []
        for n in self.all_notes:
            if n == MISSING_NOTE:
                texts.append(f"Note {n}: cited but not printed in the reference.")
            else:
                texts.append(f"Note {n}: {NOTES[n]}")
        if self.erratum is not None:
            texts.append(self.erratum.footnote)
        return tuple(texts)


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _build() -> tuple[Weapon, ...]:
    weapons = []
    for line, name, printed, notes, *cells, cell_notes in _PRINTED:
        values = dict(zip(COLUMNS, cells))
        erratum = None
        readings = ()
        if line in _READINGS:
            erratum, read = _READINGS[line]
            readings = tuple((c, values[c], v) for c, v in read.items() if values[c] != v)
            values.update(read)
        weapons.append(Weapon(
            line, name, printed, notes, **values, cell_notes=cell_notes,
            section=WHIPS if line >= 244 else HAND_WEAPONS, readings=readings, erratum=erratum,
        ))
    return tuple(weapons)


# The Weapons Listing as read (002 l.197-265).
WEAPONS: tuple[Weapon, ...] = _build()
_BY_KEY = {w.key: w for w in WEAPONS}


def weapon(name: str) -> Weapon:
    """The weapon called ``name`` ("Ax, fire", "ax-fire", "knife, bowie"); RulesError if none."""
    if not isinstance(name, str) or not name.strip():
        raise RulesError("Name a weapon from the Weapons Listing.", "weapon")
    found = _BY_KEY.get(_key(name))
    if found is None:
        close = difflib.get_close_matches(_key(name), list(_BY_KEY), n=3, cutoff=0.6)
        hint = f" Did you mean {', '.join(_BY_KEY[k].name for k in close)}?" if close else ""
        raise RulesError(f"No weapon called “{name.strip()}” in the Weapons Listing.{hint}", "weapon")
    return found


@dataclass(frozen=True)
class WdmResult:
    """The WDM a strike uses, and where each part of it comes from."""

    weapon: Weapon
    value: float
    kind: str
    steps: tuple[tuple[str, str], ...]   # (source, what it did)
    notes: tuple[str, ...] = ()

    @property
    def printed(self) -> str:
        return f"{_show(self.value)}{self.kind}"


def _show(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text


KIND_NOTES = {
    "B": "B: half the damage is lethal, half subdual (l.752).",
    "L": "L is not defined in the reference; shown as printed.",
    "C": "C is not defined in the reference; shown as printed.",
}


def weapon_wdm(
    name: str,
    *,
    thrusting: bool = False,
    on_rifle: bool = False,
    weighted: bool = False,
    gun_enc: float | None = None,
) -> WdmResult:
    """The WDM a strike with ``name`` uses, explained.

    ``thrusting`` applies note 8 (Sai: -.5, its printed 1.2L); ``on_rifle``
    note 4 (a bayonet on a rifle: +.3); ``weighted`` the whips' "weighted
    version" row (+1, ropes only); ``gun_enc`` is the gun's ENC for the rifle
    butt's "1 + (ENC of Gun)".
    """
    w = weapon(name)
    d = w.damage
    steps: list[tuple[str, str]] = []
    notes: list[str] = []
    if weighted:
        if not w.name.startswith("Rope, ") or w.name == "Rope, weighted version":
            raise RulesError(f"Only the rope whips have a weighted version, not {w.name}.", "weighted")
        extra = weapon("Rope, weighted version").damage.value
        base = d.value if d.value is not None else 0.0
        steps.append((f"{w.name} WDM {w.wdm}", _show(base)))
        steps.append(("Weighted version (l.247)", f"+{_show(extra)}"))
        if d.value is None:
            notes.append("The unweighted rope has no WDM (“-”); the weighted version's +1 is read as its whole WDM.")
        value = base + extra
        return WdmResult(w, value, d.kind, tuple(steps), tuple(notes) + w.footnotes())
    if d.value is None:
        if d.printed == "special":
            raise RulesError(f"{w.name}: its WDM is “special”; the reference gives no number.", "weapon")
        raise RulesError(f"{w.name} has no WDM (“-”): it does no damage by itself.", "weapon")
    if d.modifier:
        raise RulesError("The weighted version is a change to a rope whip, not a weapon: pick the rope and tick weighted.", "weapon")
    value = d.value
    kind = d.kind
    steps.append((f"{w.name} WDM {w.wdm} (l.{w.line})", _show(value)))
    if d.plus_gun_enc:
        if gun_enc is None:
            raise RulesError("A rifle butt's WDM is 1 + the gun's ENC: enter the gun's ENC.", "gun_enc")
        if isinstance(gun_enc, bool) or not isinstance(gun_enc, (int, float)) or not 0 <= gun_enc <= 100:
            raise RulesError("The gun's ENC must be a number from 0 to 100.", "gun_enc")
        value += gun_enc
        steps.append(("Plus the gun's ENC", f"+{_show(gun_enc)}"))
    if on_rifle:
        if 4 not in w.notes:
            raise RulesError(f"Only a bayonet (note 4) can be used on a rifle, not {w.name}.", "on_rifle")
        value += 0.3
        steps.append(("On a rifle (note 4)", "+0.3"))
    if thrusting and 8 in w.notes:
        value -= 0.5
        kind = d.second_kind or kind
        steps.append(("Thrusting (note 8)", "-0.5"))
    if d.alternate is not None:
        notes.append(
            f"The listing also prints ({_show(d.alternate)}) in this WDM; the reference does not say when it applies."
        )
    if kind in KIND_NOTES:
        notes.append(KIND_NOTES[kind])
    return WdmResult(w, round(value, 4), kind, tuple(steps), tuple(notes) + w.footnotes())


# Notes 5 and 6 (002 l.256-257): armor Values above which a weapon must check for breaking.
BREAK_LIMITS: dict[int, dict[str, int]] = {
    5: {"R": 6, "SR": 8, "FH": 8},
    6: {"R": 8, "SR": 10, "FH": 10},
}
ARMOR_FORMATS = ("R", "SR", "FH", "FS", "FQ")


@dataclass(frozen=True)
class BreakingCheck:
    """Notes 5 and 6: whether a strike against this armor checks for breaking, and the check."""

    weapon: Weapon
    needed: bool
    note: int | None
    limit: int | None
    roll: int | None = None
    broken: bool = False
    why: str = ""


def breaking_check(name: str, armor_format: str, armor_value: int, roll: int | None = None) -> BreakingCheck:
    """Does a strike with ``name`` on armor of ``armor_format`` and AV check for breaking?

    ``roll`` is the 1D20: at or above the Survival Value the weapon breaks and
    the attack's damage is halved. A weapon citing both notes 5 and 6 (the
    hatchet) checks from note 5's lower limits, since both notes apply.
    """
    w = weapon(name)
    armor_format = armor_format.strip().upper() if isinstance(armor_format, str) else armor_format
    if armor_format not in ARMOR_FORMATS:
        raise RulesError(f"Unknown armor format “{shown(armor_format)}”: choose one of {', '.join(ARMOR_FORMATS)}.", "armor_format")
    av = require_int(armor_value, "Armor Value", low=0, high=100)
    cited = [n for n in (5, 6) if n in w.notes]
    if not cited:
        return BreakingCheck(w, False, None, None, why=f"{w.name} cites neither note 5 nor note 6: it never checks for breaking.")
    note = cited[0]
    cites = ("Notes " if len(cited) > 1 else "Note ") + " and ".join(str(n) for n in cited)
    limit = BREAK_LIMITS[note].get(armor_format)
    if limit is None or av <= limit:
        what = "this armor format" if limit is None else f"AV {av} is not greater than {limit}"
        return BreakingCheck(w, False, note, limit, why=f"{cites}: no check ({what}).")
    survival = w.survival_value
    if survival is None:
        return BreakingCheck(w, False, note, limit, why=f"{cites}: AV {av} is greater than {limit}, but {w.name} has no Survival Value printed (“{w.survival}”), so there is nothing to roll against.")
    if roll is None:
        return BreakingCheck(w, True, note, limit, why=f"{cites}: AV {av} is greater than {limit}; roll 1D20 against Survival {w.survival}.")
    roll = require_int(roll, "1D20 roll", low=1, high=20)
    broken = roll >= survival
    why = (
        f"{cites}: 1D20 {roll} ≥ Survival {survival}: the weapon breaks and this attack's damage is halved."
        if broken else f"{cites}: 1D20 {roll} < Survival {survival}: the weapon holds."
    )
    return BreakingCheck(w, True, note, limit, roll, broken, why)
