"""A hand-to-hand attack, start to finish: BCS and its situation modifiers (A3), the target's ODA,
position on the DAT display (A5), the d20, the hit location (A7), Damage Potential (Strength Group
Effect Die x WDM, A13 and the Weapons Listing), the Armor Value of the location hit, the critical
hit enhancement (A1), the Critical Effect (A2) and the critical miss tables (A8)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Iterable

from pyrules.aftermath.attributes import HIGHEST_GROUP, AttributeGroup, attribute_group, effect_die_of_group
from pyrules.aftermath.critical import CriticalEffect, Enhancement, melee_enhancement, read_critical_effect
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.combat import HAND_TO_HAND_ASTERISKED, TARGET_HEXES, WEAPON_LENGTHS
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.data.gear import AREAS
from pyrules.aftermath.hit_location import AIMS, Landed, where_it_landed
from pyrules.aftermath.melee_weapon import (
    Armor,
    WeaponUsed,
    armor_there,
    armor_worn,
    custom_weapon,
    horse_attack,
    listed_weapon,
)
from pyrules.aftermath.misses import CriticalMiss, critical_miss
from pyrules.aftermath.rolls import roll_or_check
from pyrules.aftermath.situation import (
    HAND_TO_HAND_BY_KEY,
    Position,
    hand_to_hand_modifiers,
    position_modification,
)
from pyrules.aftermath.weapons import BreakingCheck, breaking_check
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.explain import Modifier, total
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.rounding import round_half_up
from pyrules.core.validate import CheckedInput

CRITICALS = ("none", "hit", "miss")
MISS_KINDS = ("armed", "bow", "unarmed")
LENGTHS = ("listed",) + tuple(key for key, _ in WEAPON_LENGTHS) + ("none",)


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
    landed: Landed | None = None  # where a hit landed

    @property
    def stopped(self) -> bool:
        """Whether the armor was harder than the weapon can penetrate (notes 11 and 12)."""
        return self.penetration_limit is not None and self.armor.av > self.penetration_limit


def adjusted_bcs(bcs: int, modifiers: tuple[Modifier, ...]) -> int:
    """Adjusted BCS = BCS + situation modifiers - target's ODA (published rule), the ODA among the modifiers."""
    return bcs + total(modifiers)


@dataclass(frozen=True)
class MeleeAttackInput(CheckedInput):
    """What a hand-to-hand attack depends on, named as the calculator's fields.

    ``weapon`` is a Weapons Listing key, "horse:<mode>" for one of the horse's attacks, or "custom"
    with its ``wdm`` (and ``wdm_kind``); ``length`` is "listed" (the weapon's own), a length, or
    "none" (the Position on DAT Display table is not applied); ``armor`` is an armor or cloth
    code, or "none" with an ``av`` entered; ``thrown`` is how many are thrown at once (note 10);
    ``other`` is any other modifier to the BCS the GM allows. ``location`` is where a hit lands:
    "rolled" (``location_roll`` on the bipedal table) or the part struck; ``bare`` the parts the
    armor leaves uncovered (AV 0 there). Rolls left None are rolled.
    """

    bcs: int
    strength: int
    roll: int
    weapon: str = "custom"
    wdm: float | None = None
    wdm_kind: str = ""
    thrown: int = 1
    thrusting: bool = False
    on_rifle: bool = False
    weighted: bool = False
    gun_enc: float | None = None
    length: str = "listed"
    oda: int = 0
    situations: frozenset[str] = frozenset()
    target_hex: str = "front_side_rear"
    armor: str = "none"
    av: int | None = None
    bare: frozenset[str] = frozenset()
    location: str = "rolled"
    location_roll: int | None = None
    other: int = 0
    critical: str = "none"
    enhancement_roll: int | None = None
    effect_roll: int | None = None
    effect_d100: int | None = None
    miss_kind: str = "armed"
    miss_roll: int | None = None
    break_roll: int | None = None

    def checked(self) -> dict[str, Any]:
        checked = {
            "bcs": validate.whole(self.bcs, "bcs", "BCS", low=-99, high=99),
            "strength": validate.whole(self.strength, "strength", "Strength rating", low=0),
            "roll": validate.whole(self.roll, "roll", "d20", low=1, high=20),
            "weapon": validate.text(self.weapon, "weapon", "Weapon", longest=80),
            "wdm": validate.number(self.wdm, "wdm", "WDM", optional=True),
            "thrown": validate.whole(self.thrown, "thrown", "Thrown at once", low=1, high=HIGHEST_GROUP),
            "thrusting": validate.yes_no(self.thrusting, "thrusting", "Thrusting"),
            "on_rifle": validate.yes_no(self.on_rifle, "on_rifle", "Bayonet on a rifle"),
            "weighted": validate.yes_no(self.weighted, "weighted", "Weighted rope"),
            "length": validate.choice("listed" if self.length is None else self.length, "length", LENGTHS,
                                      "Weapon length"),
            "oda": validate.whole(self.oda, "oda", "Target ODA", low=0, high=99),
            "situations": validate.options(self.situations, "situations", tuple(HAND_TO_HAND_BY_KEY), "Situation"),
            "target_hex": validate.choice(self.target_hex, "target_hex", TARGET_HEXES, "Target in"),
            "armor": "none" if self.armor in (None, "") else self.armor,
            "bare": validate.options(self.bare, "bare", AREAS, "Armor leaves bare"),
            "location": validate.choice(self.location, "location", AIMS, "Hit location"),
            "other": validate.whole(self.other, "other", "Other modifier", low=-99, high=99),
            "critical": validate.choice(self.critical, "critical", CRITICALS, "Critical"),
            "miss_kind": validate.choice(self.miss_kind, "miss_kind", MISS_KINDS, "Critical miss table"),
        }
        return checked


def _weapon(inp: MeleeAttackInput) -> WeaponUsed:
    """The weapon struck with: a WDM entered, one of the horse's attacks, or a Weapons Listing row;
    its length as chosen ("none": the Position on DAT Display table is not applied)."""
    if inp.weapon == "custom":
        if inp.wdm is None:
            raise RulesError("Pick a weapon from the listing or enter its WDM.", "wdm")
        weapon = custom_weapon(inp.wdm, inp.wdm_kind or "")
    elif inp.wdm is not None:
        raise RulesError("The weapon's WDM comes from the listing: leave WDM blank.", "wdm")
    elif inp.weapon.startswith("horse:"):
        weapon = horse_attack(inp.weapon.split(":", 1)[1])
    else:
        weapon = listed_weapon(inp.weapon, thrusting=inp.thrusting, on_rifle=inp.on_rifle, weighted=inp.weighted,
                               gun_enc=inp.gun_enc)
    if inp.length == "none":
        return replace(weapon, length=None)
    if inp.length != "listed":
        return replace(weapon, length=inp.length)
    return weapon


def _thrown_modifier(thrown: int) -> tuple[Modifier, ...]:
    """Several thrown at once: each at minus that many (note 10, the shuriken)."""
    return (Modifier(f"{thrown} thrown at once (note 10)", -thrown, cite(261)),) if thrown > 1 else ()


def _check_thrown(inp: MeleeAttackInput, weapon: WeaponUsed) -> None:
    if inp.thrown > 1 and (weapon.listing is None or 10 not in weapon.listing.notes):
        raise RulesError("Only a weapon citing note 10 (the shuriken) is thrown several at a time.", "thrown")


def _oda_modifier(oda: int) -> tuple[Modifier, ...]:
    """Minus the target's ODA (published rule)."""
    return (Modifier("Target's ODA", -oda, PUBLISHED_RULE),) if oda else ()


def _other_modifier(other: int) -> tuple[Modifier, ...]:
    """Any other modifier to the BCS the GM allows."""
    return (Modifier("Other modifier", other, note="the GM's"),) if other else ()


def to_hit_modifiers(situations: Iterable[str] = frozenset(), thrown: int = 1, oda: int = 0, other: int = 0) -> tuple[Modifier, ...]:
    """What the BCS is adjusted by before the d20: the situations (A3), several thrown at once
    (note 10), the target's ODA and the GM's other modifier."""
    situations = validate.options(situations, "situations", tuple(HAND_TO_HAND_BY_KEY), "Situation")
    thrown = validate.whole(thrown, "thrown", "Thrown at once", low=1, high=HIGHEST_GROUP)
    oda = validate.whole(oda, "oda", "Target ODA", low=0, high=99)
    other = validate.whole(other, "other", "Other modifier", low=-99, high=99)
    return hand_to_hand_modifiers(situations) + _thrown_modifier(thrown) + _oda_modifier(oda) + _other_modifier(other)


def chance_to_hit(bcs: int, modifiers: tuple[Modifier, ...], critical: str = "none") -> tuple[Fraction, int]:
    """The chance a melee attack hits before the d20 is rolled, and the Adjusted BCS the d20 must
    roll at or under; a critical hit marked always hits, a critical miss never does."""
    bcs = validate.whole(bcs, "bcs", "BCS", low=-99, high=99)
    critical = validate.choice(critical, "critical", CRITICALS, "Critical")
    adjusted = adjusted_bcs(bcs, modifiers)
    if critical != "none":
        return Fraction(critical == "hit"), adjusted
    return Fraction(max(0, min(adjusted, 20)), 20), adjusted


def hits(critical: str, roll: int, adjusted: int) -> bool:
    """Whether a strike hits: a critical hit marked always does, a critical miss never, any other a d20
    at or under the Adjusted BCS."""
    return critical == "hit" or (critical != "miss" and roll <= adjusted)


def _position(weapon: WeaponUsed, target_hex: str, notes: list[str]) -> Position | None:
    """The Position on DAT Display modification (A5), for a weapon with a length."""
    if weapon.length is None:
        notes.append("No weapon length: the Position on DAT Display table is not applied.")
        return None
    if target_hex == "front_side_rear":
        notes.append(E.POSITION_HEADING.footnote)
    return position_modification(weapon.length, target_hex)


def _group_used(strength: AttributeGroup, position: Position | None, weapon: WeaponUsed, notes: list[str]) -> int:
    """The Strength Group the Effect Die is read for: moved by the position on the DAT display and the
    weapon (the horse's teeth), kept within 0..8."""
    group = strength.group + (position.strength_group_modifier if position else 0) + weapon.group_modifier
    if group > HIGHEST_GROUP:
        notes.append(E.GROUP_PAST_8.footnote)
    return min(max(group, 0), HIGHEST_GROUP)


def _breaking(inp: MeleeAttackInput, weapon: WeaponUsed, armor: Armor, rng: random.Random) -> BreakingCheck | None:
    """The breaking check of a listed weapon against armor of a known format (notes 5 and 6), rolled when needed."""
    if weapon.listing is None or armor.format is None:
        return None
    check = breaking_check(weapon.listing.name, armor.format, armor.av)
    if not check.needed:
        return check
    return breaking_check(weapon.listing.name, armor.format, armor.av,
                          roll_or_check(inp.break_roll, "d20", "break_roll", "Breaking 1D20", rng))


def breaking_called_for(inp: MeleeAttackInput) -> bool:
    """Whether a hit with these entries calls for the Breaking 1D20 (notes 5 and 6): a listed weapon
    citing either note, against armor of a known format harder than the note's limit where the blow
    lands (a part the armor leaves bare meets no armor: no check). While the d100 of a rolled
    location is not known, the armor worn is the one met."""
    weapon = _weapon(inp)
    armor = armor_worn(inp.armor, inp.av)
    if inp.location != "rolled" or inp.location_roll is not None:
        armor = armor_there(armor, where_it_landed(inp.location, inp.location_roll, random.Random(0)), inp.bare)
    if weapon.listing is None or armor.format is None:
        return False
    return breaking_check(weapon.listing.name, armor.format, armor.av).needed


def _penetration_limit(weapon: WeaponUsed, strength: AttributeGroup) -> tuple[int | None, int | None]:
    """The most AV the weapon can penetrate and the note that sets it: 2 (note 11) or 4 (note 12) times
    the Strength Group."""
    listing_notes = weapon.listing.all_notes if weapon.listing is not None else ()
    limit = limit_note = None
    for note, times in ((11, 2), (12, 4)):
        if note in listing_notes:
            limit, limit_note = times * strength.group, note
    return limit, limit_note


def effect_die(inp: MeleeAttackInput) -> str | None:
    """The Effect Die a hit rolls for its Damage Potential: the Strength Group's (A13), as the position
    on the DAT display and the weapon move the group; None for a group with no Effect Die."""
    weapon = _weapon(inp)
    group = _group_used(attribute_group(inp.strength), _position(weapon, inp.target_hex, []), weapon, [])
    return effect_die_of_group(group)


def melee_attack(inp: MeleeAttackInput, rng: random.Random | None = None) -> MeleeAttack:
    """Resolve a hand-to-hand attack. Rolls left as None are rolled with ``rng``."""
    rng = rng or random.Random()
    weapon = _weapon(inp)
    armor = armor_worn(inp.armor, inp.av)
    strength_group = attribute_group(inp.strength)
    _check_thrown(inp, weapon)
    modifiers = to_hit_modifiers(inp.situations, inp.thrown, inp.oda, inp.other)
    adjusted = adjusted_bcs(inp.bcs, modifiers)
    notes: list[str] = [f"Adjusted BCS = BCS + situation modifiers - target's ODA; roll d20 at or under it. "
                        f"{PUBLISHED_RULE}"]
    if any(m.kind in HAND_TO_HAND_ASTERISKED for m in modifiers):
        notes.append(E.HAND_TO_HAND_ASTERISK.footnote)
    position = _position(weapon, inp.target_hex, notes)

    critical, roll = inp.critical, inp.roll
    hit = hits(critical, roll, adjusted)
    miss = None
    if critical == "miss":
        miss = critical_miss(inp.miss_kind, roll_or_check(inp.miss_roll, "d100", "miss_roll", "Critical miss d100",
                                                           rng))
    group = _group_used(strength_group, position, weapon, notes)
    die = effect_die_of_group(group)
    where = where_it_landed(inp.location, inp.location_roll, rng) if hit else None
    if where is not None:
        armor = armor_there(armor, where, inp.bare)

    enhancement = None
    wdm = Fraction(weapon.wdm).limit_denominator(1000)
    if hit and critical == "hit":
        enhancement = melee_enhancement(
            roll_or_check(inp.enhancement_roll, "d20", "enhancement_roll", "Enhancement d20", rng))
        wdm += enhancement.wdm_bonus

    effect = 0
    potential = 0
    breaking = None
    limit = limit_note = None
    done = 0
    effect_result = None
    if hit:
        effect = 0 if die is None else roll_or_check(inp.effect_roll, die, "effect_roll", "Effect die roll", rng)
        potential = round_half_up(effect * wdm)
        notes.append(f"Damage Potential = Strength Group Effect Die × WDM; the armor's AV is subtracted. "
                     f"{PUBLISHED_RULE}")
        if effect * wdm != potential:
            notes.append(E.DAMAGE_POTENTIAL_ROUNDING.footnote)
        breaking = _breaking(inp, weapon, armor, rng)
        if breaking is not None and breaking.broken:  # the last adjustment to the Damage Potential (note 5)
            potential = round_half_up(Fraction(potential, 2))
        limit, limit_note = _penetration_limit(weapon, strength_group)
        stopped = limit is not None and armor.av > limit  # notes 11 and 12: the armor is too hard for it
        done = 0 if stopped else max(0, potential - armor.av)
        if critical == "hit":
            notes.append(E.CRITICAL_EFFECT_NEEDS_CRITICAL_HIT.footnote)
        if critical == "hit" and potential > armor.av and not stopped:
            effect_result = read_critical_effect(
                roll_or_check(inp.effect_d100, "d100", "effect_d100", "Critical Effect d100", rng), done)
            if effect_result.key == "trauma":
                notes.append(E.TRAUMA_WORDING.footnote)
    notes.extend(weapon.notes)
    notes.extend(armor.notes)
    return MeleeAttack(inp.bcs, modifiers, inp.oda, adjusted, roll, critical, hit, position, strength_group, group, die,
                       effect, weapon, enhancement, float(wdm), potential, breaking, armor, limit, limit_note,
                       done, effect_result, miss, tuple(dict.fromkeys(notes)), where)
