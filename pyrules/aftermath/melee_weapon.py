"""The weapon a hand-to-hand strike is made with and the armor it meets: a Weapons Listing row with
its WDM explained (A9), a WDM entered, one of the horse's attacks (A12), and the Armor Value of the
Armor Materials List or Ballistic Cloth (A10, A11), none where the armor leaves the part struck bare."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath import armor as materials
from pyrules.aftermath.data import cite
from pyrules.aftermath.hit_location import Landed
from pyrules.aftermath.weapons import Weapon, weapon_wdm
from pyrules.core import validate
from pyrules.core.errors import RulesError, shown

KIND_NOTES = {
    "B": f"B: half lethal, half subdual damage ({cite(752)}).",
    "L": "L is not defined in the reference; shown as printed.",
    "C": "C is not defined in the reference; shown as printed.",
}


@dataclass(frozen=True)
class Armor:
    """The Armor Value a strike meets, where it comes from, and its format (for breaking checks)."""

    av: int
    source: str
    format: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class WeaponUsed:
    """The WDM a strike uses: the value, its letter, how it was reached, and the listing row."""

    name: str
    wdm: float
    kind: str
    steps: tuple[tuple[str, str], ...]
    length: str | None
    notes: tuple[str, ...] = ()
    listing: Weapon | None = None  # the Weapons Listing row, when taken from it
    group_modifier: int = 0        # a change to the Strength Group the weapon makes (horse's teeth: -1)


def listed_weapon(name: str, *, thrusting: bool = False, on_rifle: bool = False, weighted: bool = False,
                  gun_enc: float | None = None) -> WeaponUsed:
    """A weapon of the Weapons Listing (weapons.py), with its WDM explained."""
    result = weapon_wdm(name, thrusting=thrusting, on_rifle=on_rifle, weighted=weighted, gun_enc=gun_enc)
    w = result.weapon
    length = w.length if w.length in ("XL", "L", "A", "S") else None
    return WeaponUsed(w.name, float(result.value), result.kind, tuple(result.steps), length,
                      tuple(result.notes), w)


def custom_weapon(wdm: float | Fraction, kind: str = "") -> WeaponUsed:
    """A weapon given by its WDM alone (one not in the listing, or a natural attack)."""
    wdm = validate.quantity(wdm, "wdm", "WDM", above=0, high=20)
    kind = validate.choice(kind, "wdm_kind", ("", "L", "C", "B"), "WDM letter")
    notes = (KIND_NOTES[kind],) if kind else ()
    return WeaponUsed("Weapon", float(wdm), kind, (("WDM entered", f"{wdm:g}{kind}"),), None, notes)


def horse_attack(mode: str) -> WeaponUsed:
    """One of the horse's attack modes (The Horse, l.358-361) as the weapon of a strike."""
    from pyrules.aftermath.data.world import HORSE_ATTACKS as ATTACKS

    by_key = {a.key: a for a in ATTACKS}
    attack = by_key.get(mode) if isinstance(mode, str) else None
    if attack is None:
        raise RulesError(f"The horse has no attack “{shown(mode)}”: choose one of {', '.join(by_key)}.", "weapon")
    wdm, kind = float(attack.wdm[:-1]), attack.wdm[-1]
    notes = ((KIND_NOTES[kind],) if kind in KIND_NOTES else ()) + (f"The Horse, {attack.mode}: {attack.notes}.",)
    return WeaponUsed(f"Horse, {attack.mode.lower()}", wdm, kind,
                      ((f"The Horse: {attack.mode} (l.{attack.line})", attack.wdm),), attack.length, notes,
                      group_modifier=attack.group_modifier)


def armor_worn(armor: str | None = None, av: int | None = None) -> Armor:
    """The Armor Value from the Armor Materials List or Ballistic Cloth (BF/10 rounded against
    hand weapons), or an AV entered; none is AV 0."""
    if armor in (None, "", "none"):
        if av is None:
            return Armor(0, "No armor")
        av = validate.whole(av, "av", "Armor Value", low=0, high=100)
        return Armor(av, "Armor Value entered")
    if av is not None:
        raise RulesError("Pick an armor or enter an Armor Value, not both.", "av")
    try:
        row = materials.armor(armor)
        notes = (row.erratum.footnote,) if row.erratum else ()
        return Armor(row.armor_value, f"{row.material} ({row.code}) AV {row.av}", row.format, notes)
    except RulesError:
        pass
    try:
        defense = materials.cloth_defense(armor)
    except RulesError:
        raise RulesError(f"No armor “{armor}” in the Armor Materials List or Ballistic Cloth.", "armor") from None
    c = defense.cloth
    notes = (c.erratum.footnote,) if c.erratum else ()
    return Armor(defense.used_av, f"{c.material} ({c.code}): Barrier Factor {c.barrier_factor}/10, rounded = AV "
                 f"{defense.used_av} against hand weapons", c.format, notes)


def armor_there(armor: Armor, where: Landed, bare: frozenset[str]) -> Armor:
    """The Armor Value of the location hit (l.13): none where the armor leaves the part bare."""
    if where.area in bare:
        return Armor(0, "the armor leaves it bare")
    return armor
