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
from typing import TYPE_CHECKING, Iterable

from pyrules.aftermath.data import cite
from pyrules.aftermath.data.weapons import COLUMNS, HAND_WEAPONS, MISSING_NOTE, NOTES, PRINTED, WHIPS
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.reference import Erratum

if TYPE_CHECKING:  # a quantity checked may be an exact Fraction
    from fractions import Fraction


# Readings of garbled rows (see errata_gear): line -> (erratum, {column: cell as read}).
_READINGS: dict[int, tuple[Erratum, dict[str, str]]] = {
    201: (errata_gear.HATCHET_BREAKING, {}),
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


def superscript(notes: Iterable[int]) -> str:
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
    for line, name, printed, notes, *cells, cell_notes in PRINTED:
        values = dict(zip(COLUMNS, cells))
        erratum = None
        readings: tuple[tuple[str, str, str], ...] = ()
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
# The whips' "weighted version" row (l.247), a change to the rope whips printed above it (l.244-246),
# by their keys.
WEIGHTED_VERSION = "rope-weighted-version"
ROPE_WHIPS = ("rope-hemp", "rope-nylon", "rope-cable")
assert {WEIGHTED_VERSION, *ROPE_WHIPS} <= set(_BY_KEY)


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


def _show(value: float | Fraction) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text


KIND_NOTES = {
    "B": f"B: half the damage is lethal, half subdual ({cite(752)}).",
    "L": "L is not defined in the reference; shown as printed.",
    "C": "C is not defined in the reference; shown as printed.",
}


def weapon_wdm(
    name: str,
    *,
    thrusting: bool = False,
    on_rifle: bool = False,
    weighted: bool = False,
    gun_enc: float | Fraction | None = None,
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
        if w.key not in ROPE_WHIPS:
            raise RulesError(f"Only the rope whips have a weighted version, not {w.name}.", "weighted")
        extra = _BY_KEY[WEIGHTED_VERSION].damage.value
        assert extra is not None  # the weighted version's +1
        base = d.value if d.value is not None else 0.0
        steps.append((f"{w.name} WDM {w.wdm}", _show(base)))
        steps.append((f"Weighted version ({cite(247)})", f"+{_show(extra)}"))
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
        gun_enc = validate.quantity(gun_enc, "gun_enc", "The gun's ENC", low=0, high=100)
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
    hatchet) checks from note 5's lower limits (errata_gear.HATCHET_BREAKING).
    """
    w = weapon(name)
    armor_format = armor_format.strip().upper() if isinstance(armor_format, str) else armor_format
    if armor_format not in ARMOR_FORMATS:
        raise RulesError(f"Unknown armor format “{shown(armor_format)}”: choose one of {', '.join(ARMOR_FORMATS)}.", "armor_format")
    av = validate.whole(armor_value, "armor_value", "Armor Value", low=0, high=100)
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
    roll = validate.whole(roll, "roll", "1D20 roll", low=1, high=20)
    broken = roll >= survival
    why = (
        f"{cites}: 1D20 {roll} ≥ Survival {survival}: the weapon breaks and this attack's damage is halved."
        if broken else f"{cites}: 1D20 {roll} < Survival {survival}: the weapon holds."
    )
    return BreakingCheck(w, True, note, limit, roll, broken, why)
