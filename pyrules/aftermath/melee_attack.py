"""A hand-to-hand attack, start to finish: BCS and its situation modifiers (A3), the target's ODA,
position on the DAT display (A5), the d20, Damage Potential (Strength Group Effect Die x WDM,
A13 and the Weapons Listing), Armor Value, the critical hit enhancement (A1), the Critical Effect
(A2) and the critical miss tables (A8)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath import armor as materials
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.attributes import HIGHEST_GROUP, AttributeGroup, attribute_group, effect_die_of_group
from pyrules.aftermath.misses import CriticalMiss, critical_miss
from pyrules.aftermath.situation import (
    Modifier, Position, hand_to_hand_modifiers, position_modification,
)
from pyrules.aftermath.critical import CriticalEffect, Enhancement, melee_enhancement, read_critical_effect
from pyrules.aftermath.weapons import BreakingCheck, Weapon, breaking_check, weapon_wdm
from pyrules.core.dice import parse, roll as roll_dice
from pyrules.core.errors import RulesError, require_choice, require_int, shown
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.rounding import round_half_up

CRITICALS = ("none", "hit", "miss")
MISS_KINDS = ("armed", "bow", "unarmed")
KIND_NOTES = {
    "B": "B: half lethal, half subdual damage (l.752).",
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


@dataclass(frozen=True)
class MeleeAttack:
    """Everything a hand-to-hand attack went through, in order."""

    bcs: int
    modifiers: tuple[Modifier, ...]
    oda: int
    adjusted_bcs: int
    roll: int
    critical: str
    hit: bool
    position: Position | None
    strength: AttributeGroup
    group_used: int
    effect_die: str | None
    effect_roll: int
    weapon: WeaponUsed
    enhancement: Enhancement | None
    wdm_used: float
    damage_potential: int
    breaking: BreakingCheck | None
    armor: Armor
    penetration_limit: int | None
    penetration_note: int | None  # the Weapons Listing note (11 or 12) that sets the limit
    damage_done: int
    critical_effect: CriticalEffect | None
    critical_miss: CriticalMiss | None
    notes: tuple[str, ...]


def adjusted_bcs(bcs: int, modifiers: tuple[Modifier, ...], oda: int) -> int:
    """Adjusted BCS = BCS + situation modifiers - target's ODA (published rule)."""
    return bcs + sum(m.value for m in modifiers) - oda


def listed_weapon(name: str, *, thrusting: bool = False, on_rifle: bool = False, weighted: bool = False,
                  gun_enc: float | None = None) -> WeaponUsed:
    """A weapon of the Weapons Listing (weapons.py), with its WDM explained."""
    result = weapon_wdm(name, thrusting=thrusting, on_rifle=on_rifle, weighted=weighted, gun_enc=gun_enc)
    w = result.weapon
    length = w.length if w.length in ("XL", "L", "A", "S") else None
    return WeaponUsed(w.name, float(result.value), result.kind, tuple(result.steps), length,
                      tuple(result.notes), w)


def custom_weapon(wdm, kind: str = "") -> WeaponUsed:
    """A weapon given by its WDM alone (one not in the listing, or a natural attack)."""
    if isinstance(wdm, bool) or not isinstance(wdm, (int, float)) or wdm != wdm:
        raise RulesError("Enter the weapon's WDM, such as 1.3.", "wdm")
    if not 0 < wdm <= 20:
        raise RulesError("A WDM must be more than 0 and at most 20.", "wdm")
    kind = require_choice(kind, "WDM letter", ("", "L", "C", "B"))
    notes = (KIND_NOTES[kind],) if kind else ()
    return WeaponUsed("Weapon", float(wdm), kind, (("WDM entered", f"{wdm:g}{kind}"),), None, notes)


def horse_attack(mode: str) -> WeaponUsed:
    """One of the horse's attack modes (The Horse, l.358-361) as the weapon of a strike."""
    from pyrules.aftermath.data.world import HORSE_ATTACKS as ATTACKS

    by_key = {a.mode.lower().replace(", ", "-").replace(" ", "-"): a for a in ATTACKS}
    attack = by_key.get(mode) if isinstance(mode, str) else None
    if attack is None:
        raise RulesError(f"The horse has no attack “{shown(mode)}”: choose one of {', '.join(by_key)}.", "weapon")
    wdm, kind = float(attack.wdm[:-1]), attack.wdm[-1]
    notes = ((KIND_NOTES[kind],) if kind in KIND_NOTES else ()) + (f"The Horse, {attack.mode}: {attack.notes}.",)
    return WeaponUsed(f"Horse, {attack.mode.lower()}", wdm, kind,
                      ((f"The Horse: {attack.mode} (l.{attack.line})", attack.wdm),), attack.length, notes,
                      group_modifier=-1 if "minus 1 STR Group" in attack.notes else 0)


def armor_worn(armor: str | None = None, av: int | None = None) -> Armor:
    """The Armor Value from the Armor Materials List or Ballistic Cloth (BF/10 rounded against
    hand weapons), or an AV entered; none is AV 0."""
    if armor in (None, "", "none"):
        if av is None:
            return Armor(0, "No armor")
        av = require_int(av, "Armor Value", low=0, high=100)
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


def _roll_or_check(value, notation: str, name: str, rng: random.Random) -> int:
    parsed = parse(notation)
    if value is None:
        return roll_dice(parsed, rng).total
    return require_int(value, name, low=parsed.lowest, high=parsed.highest)


def melee_attack(
    *,
    bcs: int,
    roll: int,
    strength: int,
    weapon: WeaponUsed,
    oda: int = 0,
    situations=(),
    length: str | None = None,
    target_hex: str = "front_side_rear",
    armor: Armor | None = None,
    critical: str = "none",
    enhancement_roll: int | None = None,
    effect_roll: int | None = None,
    effect_d100: int | None = None,
    miss_kind: str = "armed",
    miss_roll: int | None = None,
    break_roll: int | None = None,
    thrown: int = 1,
    rng: random.Random | None = None,
) -> MeleeAttack:
    """Resolve a hand-to-hand attack. Rolls left as None are rolled with ``rng``.

    ``thrown``: how many are thrown at once (note 10, shuriken): each is rolled for separately at
    minus that many to the BCS.
    """
    rng = rng or random.Random()
    thrown = require_int(thrown, "Thrown at once", low=1, high=HIGHEST_GROUP)
    bcs = require_int(bcs, "BCS", low=-99, high=99)
    oda = require_int(oda, "ODA", low=0, high=99)
    roll = require_int(roll, "d20 roll", low=1, high=20)
    critical = require_choice(critical, "critical", CRITICALS)
    miss_kind = require_choice(miss_kind, "critical miss table", MISS_KINDS)
    armor = armor or Armor(0, "No armor")
    strength_group = attribute_group(strength)
    modifiers = hand_to_hand_modifiers(situations)
    if thrown > 1:
        if weapon.listing is None or 10 not in weapon.listing.notes:
            raise RulesError("Only a weapon citing note 10 (the shuriken) is thrown several at a time.", "thrown")
        modifiers = modifiers + (Modifier(f"{thrown} thrown at once (note 10)", f"-{thrown}", -thrown),)
    adjusted = adjusted_bcs(bcs, modifiers, oda)
    notes: list[str] = [f"Adjusted BCS = BCS + situation modifiers - target's ODA; roll d20 at or under it. "
                        f"{PUBLISHED_RULE}"]
    if any(m.source.endswith("*") for m in modifiers):
        notes.append(E.HAND_TO_HAND_ASTERISK.footnote)

    length = length or weapon.length
    position = None
    if length is None:
        notes.append("No weapon length: the Position on DAT Display table is not applied.")
    else:
        position = position_modification(length, target_hex)
        if target_hex == "front_side_rear":
            notes.append(E.POSITION_HEADING.footnote)

    hit = critical == "hit" or (critical != "miss" and roll <= adjusted)
    miss = None
    if critical == "miss":
        miss = critical_miss(miss_kind, _roll_or_check(miss_roll, "d100", "critical miss roll", rng))

    group = strength_group.group + (position.strength_group_modifier if position else 0) + weapon.group_modifier
    if group > HIGHEST_GROUP:
        notes.append(E.GROUP_PAST_8.footnote)
    group = min(max(group, 0), HIGHEST_GROUP)
    die = effect_die_of_group(group)

    enhancement = None
    wdm = Fraction(weapon.wdm).limit_denominator(1000)
    if hit and critical == "hit":
        enhancement = melee_enhancement(_roll_or_check(enhancement_roll, "d20", "enhancement roll", rng))
        wdm += enhancement.wdm_bonus

    effect = 0
    potential = 0
    breaking = None
    limit = limit_note = None
    done = 0
    effect_result = None
    if hit:
        effect = 0 if die is None else _roll_or_check(effect_roll, die, "effect die roll", rng)
        potential = round_half_up(effect * wdm)
        notes.append(f"Damage Potential = Strength Group Effect Die × WDM; the armor's AV is subtracted. "
                     f"{PUBLISHED_RULE}")
        if effect * wdm != potential:
            notes.append(E.DAMAGE_POTENTIAL_ROUNDING.footnote)
        if weapon.listing is not None and armor.format is not None:
            check = breaking_check(weapon.listing.name, armor.format, armor.av)
            if check.needed:
                check = breaking_check(weapon.listing.name, armor.format, armor.av,
                                       _roll_or_check(break_roll, "d20", "breaking roll", rng))
                if check.broken:
                    potential = round_half_up(Fraction(potential, 2))
            breaking = check
        listing_notes = weapon.listing.all_notes if weapon.listing is not None else ()
        for note, times in ((11, 2), (12, 4)):
            if note in listing_notes:
                limit, limit_note = times * strength_group.group, note
        stopped = limit is not None and armor.av > limit  # notes 11 and 12: the armor is too hard for it
        done = 0 if stopped else max(0, potential - armor.av)
        if critical == "hit":
            notes.append(E.CRITICAL_EFFECT_NEEDS_CRITICAL_HIT.footnote)
        if critical == "hit" and potential > armor.av and not stopped:
            effect_result = read_critical_effect(_roll_or_check(effect_d100, "d100", "critical effect roll", rng),
                                                 done)
            if effect_result.effect == "Trauma":
                notes.append(E.TRAUMA_WORDING.footnote)
    notes.extend(weapon.notes)
    notes.extend(armor.notes)
    return MeleeAttack(bcs, modifiers, oda, adjusted, roll, critical, hit, position, strength_group, group, die,
                       effect, weapon, enhancement, float(wdm), potential, breaking, armor, limit, limit_note,
                       done, effect_result, miss, tuple(dict.fromkeys(notes)))
