"""A gun attack, start to finish: Range Step (A31), Inherent Accuracy and autofire (A26, A27),
missile situation modifiers (A4), target actions (A6), the hit location (A7) and its Armor Value,
the caliber's Base BDG (A32, A33), damage dice (A28), the gun critical hit (A1), Missile Special
Effects (A29), Stopping (A30), the Critical Effect (A2) and critical misses (A34, A35).

``GunAttackInput`` is what the attack depends on, named as the calculator's fields; the
Adjusted BCS is the BCS used plus the modifiers, each found by one small function below.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from pyrules.aftermath.ammunition import Ammunition
from pyrules.aftermath.critical import CriticalEffect, gun_enhancement, read_critical_effect
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.combat import TARGET_ACTIONS, TARGET_ACTIONS_LINES, SpecialEffect
from pyrules.aftermath.data.guns import GUN_ACTIONS_LINES, INHERENT_ACCURACY_LINES, RANGE_LINES
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.guns import (
    AUTOFIRE_WEAPONS,
    GUN_ACTIONS,
    WEAPON_ACCURACY,
    WEAPON_CRITICAL,
    WEAPON_ROWS,
    DamageDice,
    InherentAccuracy,
    RangeStep,
    damage_dice,
    inherent_accuracy,
    range_step,
)
from pyrules.aftermath.data.gear import AREAS
from pyrules.aftermath.hit_location import AIMS, Landed, where_it_landed
from pyrules.aftermath.melee_attack import hits
from pyrules.aftermath.misses import ChamberExplosion, CriticalMiss, chamber_explosion, critical_miss
from pyrules.aftermath.gun_rounds import b_damage as shell_b_damage, round_fired
from pyrules.aftermath.missile_effects import special_effect
from pyrules.aftermath.rolls import roll_or_check
from pyrules.aftermath.situation import MISSILE_BY_KEY, TargetAction, missile_modifiers, target_action
from pyrules.aftermath.stopping import Stopping, stopping
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.explain import Modifier, total
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tables import Row
from pyrules.core.validate import CheckedInput

CRITICALS = ("none", "hit", "miss")
MISS_KINDS = ("modern", "black_powder")
BARRELS = ("snub", "sht", "std", "lng", "xlng")
TARGET_KEYS = tuple(TARGET_ACTIONS)
# Situations that steady an aimed shot: hip fire, which replaces the BCS (l.66), takes none of them.
AIMED_ONLY = ("stance", "braced", "sighted")
@dataclass(frozen=True)
class GunAttackInput(CheckedInput):
    """What a gun attack depends on, named as the calculator's fields.

    ``weapon`` is a Range Table row, ``barrel`` an SMG's barrel, ``ammo`` a caliber (or "custom"
    with ``bdg``); ``situations`` are Situation Modifier Table keys (missile weapons), ``target``
    a Target Actions key; ``other`` is any other modifier to the BCS the GM allows. ``location``
    is where a hit lands: "rolled" (``location_roll`` on the bipedal table) or the part struck;
    ``av`` is the armor's, and ``bare`` the parts it leaves uncovered (AV 0 there). Rolls left
    None are rolled.
    """

    distance: float
    bcs: int
    roll: int
    weapon: str = "pistol_std"
    barrel: str = "std"
    average_bcs: int | None = None
    situations: frozenset[str] = frozenset()
    damage_taken: int = 0
    target: str = "still"
    dodging: bool = False
    cda: int = 0
    match: bool = False
    bursts: int = 0
    action: str = ""
    ammo: str = "custom"
    bdg: int | None = None
    other: int = 0
    critical: str = "none"
    critical_roll: int | None = None
    av: int = 0
    bare: frozenset[str] = frozenset()
    location: str = "rolled"
    location_roll: int | None = None
    damage_roll: int | None = None
    special: bool = False
    special_roll: int | None = None
    mass: float | None = None
    knock_back_roll: int | None = None
    effect_d100: int | None = None
    miss_kind: str = "modern"
    miss_roll: int | None = None
    durability: int | None = None

    def checked(self) -> dict[str, Any]:
        checked = {
            "weapon": validate.choice(self.weapon, "weapon", tuple(WEAPON_ROWS), "Weapon"),
            "barrel": validate.choice(self.barrel, "barrel", BARRELS, "SMG barrel"),
            "distance": validate.number(self.distance, "distance", "Distance"),
            "bcs": validate.whole(self.bcs, "bcs", "BCS", low=-99, high=99),
            "roll": validate.whole(self.roll, "roll", "d20", low=1, high=20),
            "average_bcs": None if self.average_bcs is None else validate.whole(
                self.average_bcs, "average_bcs", "Average BCS", low=-99, high=99),
            "situations": validate.options(self.situations, "situations", tuple(MISSILE_BY_KEY), "Situation"),
            "damage_taken": validate.whole(self.damage_taken, "damage_taken", "Damage taken", low=0),
            "target": validate.choice(self.target, "target", tuple(TARGET_KEYS), "Target is"),
            "dodging": validate.yes_no(self.dodging, "dodging", "Target dodging"),
            "cda": validate.whole(self.cda, "cda", "CDA", low=0, high=99),
            "match": validate.yes_no(self.match, "match", "Match Weapon"),
            "bursts": validate.whole(self.bursts, "bursts", "Full Bursts fired", low=0, high=99),
            "action": "" if self.action in (None, "") else validate.choice(self.action, "action", tuple(GUN_ACTIONS),
                                                                          "Gun action"),
            "ammo": "custom" if self.ammo in (None, "") else self.ammo,
            "bdg": None if self.bdg is None else validate.whole(self.bdg, "bdg", "BDG", low=1, high=500),
            "other": validate.whole(self.other, "other", "Other modifier", low=-99, high=99),
            "critical": validate.choice(self.critical, "critical", CRITICALS, "Critical"),
            "av": validate.whole(self.av, "av", "Armor Value", low=0, high=100),
            "bare": validate.options(self.bare, "bare", AREAS, "Armor leaves bare"),
            "location": validate.choice(self.location, "location", AIMS, "Hit location"),
            "special": validate.yes_no(self.special, "special", "Roll Missile Special Effects"),
            "mass": validate.number(self.mass, "mass", "Target Mass", optional=True),
            "miss_kind": validate.choice(self.miss_kind, "miss_kind", MISS_KINDS, "Critical miss table"),
        }
        return checked


@dataclass(frozen=True)
class GunAttack:
    """Everything a gun attack went through, in order."""

    weapon: str
    range: RangeStep
    accuracy: InherentAccuracy
    action: str | None
    bcs_used: int
    bcs_source: str
    modifiers: tuple[Modifier, ...]   # every modifier to the BCS, in order
    target: TargetAction
    adjusted_bcs: int
    roll: int
    critical: str
    hit: bool
    round: Ammunition | None
    base_bdg: int
    range_bdg: int
    critical_kind: str
    critical_text: str | None
    critical_dice: str | None
    critical_roll: int | None
    bdg: int
    dice: DamageDice
    damage_roll: int | None
    av: int
    damage_done: int
    special: Row[SpecialEffect] | None
    stopping: Stopping | None
    knock_back: int | None
    critical_effect: CriticalEffect | None
    critical_miss: CriticalMiss | None
    explosion: ChamberExplosion | None
    b_damage: str | None
    notes: tuple[str, ...]
    landed: Landed | None = None  # where a hit landed
    av_source: str = ""           # where the Armor Value comes from

    @property
    def special_effect(self) -> SpecialEffect | None:
        return None if self.special is None else self.special.value


def _range(inp: GunAttackInput) -> RangeStep:
    """The Range Step of the distance; an SMG with another barrel than STD reads the range of a pistol
    of that barrel ("SMG* Unless weapon is specified as having another barrel length", l.686, 697)."""
    row = f"pistol_{inp.barrel}" if inp.weapon == "smg" and inp.barrel != "std" else inp.weapon
    return range_step(row, inp.distance)


def _accuracy(inp: GunAttackInput) -> InherentAccuracy:
    """Inherent Accuracy: the weapon's row (an SMG's, its barrel's), autofire and Match Weapon."""
    autofire = inp.weapon in AUTOFIRE_WEAPONS
    if not autofire and inp.bursts:
        raise RulesError("Bursts are fired only by the Autofire weapons of the Range Table.", "bursts")
    return inherent_accuracy(WEAPON_ACCURACY[inp.weapon] or inp.barrel, autofire=autofire, bursts=inp.bursts,
                             match=inp.match)


def _accuracy_modifiers(accuracy: InherentAccuracy) -> tuple[Modifier, ...]:
    """The Inherent Accuracy and its autofire and Match Weapon adjustments (A26, A27)."""
    return (Modifier("Inherent Accuracy", accuracy.base, cite(INHERENT_ACCURACY_LINES), accuracy.printed),) + tuple(
        Modifier(label, value, cite(GUN_ACTIONS_LINES)) for label, value in accuracy.modifiers)


def _range_modifier(step: RangeStep) -> tuple[Modifier, ...]:
    """The Range Table's BCS modifier of the Range Step (A31)."""
    return (Modifier("Range BCS", step.bcs, cite(RANGE_LINES), step.bcs_printed),)


def _situations(inp: GunAttackInput) -> tuple[tuple[str, ...], list[str]]:
    """The situations that apply: hip fire replaces the BCS (l.66), so stance, braced and sighted in
    are dropped from it, with a note."""
    situations = tuple(key for key in MISSILE_BY_KEY if key in inp.situations)
    if "hip_fire" in situations and any(key in situations for key in AIMED_ONLY):
        return (tuple(key for key in situations if key not in AIMED_ONLY),
                [f"Hip fire replaces the BCS with the Average BCS ({cite(66)}): firing stance, braced and "
                 "sighted in do not apply to it."])
    return situations, []


def _bcs_used(inp: GunAttackInput, situations: tuple[str, ...]) -> tuple[int, str]:
    """The BCS the shot is rolled against: the Average BCS for hip fire, else the BCS."""
    if "hip_fire" not in situations:
        return inp.bcs, "BCS"
    if inp.average_bcs is None:
        raise RulesError("Hip fire uses the Average BCS: enter it.", "average_bcs")
    return inp.average_bcs, "Average BCS (hip fire)"


def _target_modifier(target: TargetAction) -> tuple[Modifier, ...]:
    """Minus the target's CDA times the multiple of what it is doing (A6)."""
    if not (target.penalty or target.cda):
        return ()
    return (Modifier("Target action", -target.penalty, cite(TARGET_ACTIONS_LINES),
                     f"{target.printed}{' and dodging' if target.dodging else ''}: "
                     f"CDA {target.cda} × {target.multiplier}"),)


def _other_modifier(inp: GunAttackInput) -> tuple[Modifier, ...]:
    """Any other modifier to the BCS the GM allows."""
    return (Modifier("Other modifier", inp.other, note="the GM's"),) if inp.other else ()


def _critical_hit(inp: GunAttackInput, kind: str, ranged: int, rng: random.Random,
                  notes: list[str]) -> tuple[str, str | None, int, int]:
    """The gun critical hit (A1): its text, dice, roll and the BDG after it (dice added after range)."""
    text, dice = gun_enhancement(kind)
    notes.append(E.GUN_CRITICAL_KIND.footnote)
    rolled = roll_or_check(inp.critical_roll, dice or "1D3", "critical_roll", "Critical dice roll", rng)
    if not dice:  # a Burst's 1D3 more rounds leave the BDG alone
        return text, dice, rolled, ranged
    notes.append(E.CRITICAL_BDG_AFTER_RANGE.footnote)
    return text, dice, rolled, ranged + rolled


def _ranged_bdg(step: RangeStep, base: int) -> int:
    """The round's BDG at the Range Step (A31), 1 at the least."""
    return max(1, step.adjust_bdg(base))


def critical_dice(weapon: str) -> str | None:
    """The dice a gun critical hit with this weapon adds to the BDG (A1): 1D10, 2D10, or None for a
    Burst (its 1D3 more rounds leave the BDG alone)."""
    weapon = validate.choice(weapon, "weapon", tuple(WEAPON_ROWS), "Weapon")
    return gun_enhancement(WEAPON_CRITICAL[weapon])[1]


def damage_dice_of(inp: GunAttackInput) -> DamageDice | None:
    """The damage dice a hit rolls (A28): from the round's BDG at the Range Step, a critical hit's
    dice added (A1); None while that critical roll is not known."""
    bdg = _ranged_bdg(_range(inp), round_fired(inp.weapon, inp.ammo, inp.bdg, [])[1])
    dice = critical_dice(inp.weapon) if inp.critical == "hit" else None
    if dice and inp.critical_roll is None:
        return None
    if dice:  # the roll is known: checked against its dice, nothing rolled
        bdg += roll_or_check(inp.critical_roll, dice, "critical_roll", "Critical dice roll", random.Random(0))
    return damage_dice(bdg)


def _stopping(inp: GunAttackInput, bdg: int, rng: random.Random, notes: list[str]) -> tuple[Stopping, int | None]:
    """Stopping (A30) of a special effect that calls for it, and the knock back rolled: "if it happens"
    is rolled for the chance below 1 too."""
    stop = stopping(bdg, inp.mass)
    knock = None
    if stop.level >= 1 or (stop.percent or 0) > 0:  # a level below 1 has its percent
        knock = roll_or_check(inp.knock_back_roll, "2D3", "knock_back_roll", "Knock-back 2D3", rng)
    if stop.level == 1 and stop.effect_number in (1, 5) or stop.level == 2 and stop.effect_number == 10:
        notes.append(E.STOPPING_EDGES.footnote)
    return stop, knock


def _critical_effect(inp: GunAttackInput, special_row: Row[SpecialEffect] | None, damage: int, av: int, done: int,
                     rng: random.Random, notes: list[str]) -> CriticalEffect | None:
    """A critical hit, or a special effect that calls for it (86-00), rolls the Critical Effect Table,
    and only when the Damage Potential has exceeded the Armor Value (l.13)."""
    called = special_row is not None and special_row.value.critical_roll
    if inp.critical != "hit" and not called:
        return None
    notes.append(E.CRITICAL_EFFECT_NEEDS_CRITICAL_HIT.footnote)
    if damage <= av:
        return None
    bonus = special_row.value.critical_bonus if special_row is not None and called else 0
    return read_critical_effect(roll_or_check(inp.effect_d100, "d100", "effect_d100", "Critical Effect d100", rng),
                                done, bonus)


def _critical_miss(inp: GunAttackInput, bdg: int, rng: random.Random,
                   notes: list[str]) -> tuple[CriticalMiss, ChamberExplosion | None]:
    """The firearms critical miss (A34, A35) and, for a burst result, the chamber explosion."""
    miss = critical_miss(inp.miss_kind, roll_or_check(inp.miss_roll, "d100", "miss_roll", "Critical miss d100", rng))
    if miss.from_black_powder:
        notes.append(E.MODERN_CUT_OFF.footnote)
    explosion = chamber_explosion(bdg, miss.burst_divisor, inp.durability) if miss.burst_divisor else None
    return miss, explosion


@dataclass(frozen=True)
class ToHit:
    """What a gun attack's d20 must roll at or under, and what made it so."""

    bcs_used: int
    bcs_source: str
    defense: TargetAction
    modifiers: tuple[Modifier, ...]
    adjusted: int               # the Adjusted BCS
    notes: tuple[str, ...]


def to_hit(inp: GunAttackInput, step: RangeStep | None = None,
           accuracy: InherentAccuracy | None = None) -> ToHit:
    """The Adjusted BCS of a gun attack (its d20 roll is not read): the BCS used, Inherent Accuracy,
    the Range Step, the missile situations, the target's action and any other modifier."""
    step = step or _range(inp)
    accuracy = accuracy or _accuracy(inp)
    situations, notes = _situations(inp)
    bcs_used, bcs_source = _bcs_used(inp, situations)
    defense = target_action(inp.target, inp.cda, inp.dodging)
    modifiers = (_accuracy_modifiers(accuracy) + _range_modifier(step)
                 + missile_modifiers(situations, inp.damage_taken) + _target_modifier(defense) + _other_modifier(inp))
    return ToHit(bcs_used, bcs_source, defense, modifiers, bcs_used + total(modifiers), tuple(notes))


def gun_attack(inp: GunAttackInput, rng: random.Random | None = None) -> GunAttack:
    """Resolve a gun attack. Rolls left as None are rolled with ``rng``."""
    rng = rng or random.Random()
    notes: list[str] = []
    step = _range(inp)
    if inp.weapon in ("shot_full", "shot_modified", "shot_open", "shot_riot", "pistol_snub", "pistol_sht",
                      "pistol_std", "pistol_lng", "pistol_xlng"):
        notes.append(E.RANGE_COLUMNS.footnote)
    accuracy = _accuracy(inp)
    if WEAPON_ACCURACY[inp.weapon] is None:
        notes.append(E.SMG_ACCURACY.footnote)
    shots = f"{inp.action}: {GUN_ACTIONS[inp.action]}" if inp.action else None

    aim = to_hit(inp, step, accuracy)
    notes += aim.notes
    adjusted = aim.adjusted
    notes.append("Adjusted BCS = BCS + Inherent Accuracy + range and situation modifiers - the target's CDA "
                 f"multiple; roll d20 at or under it. {PUBLISHED_RULE}")

    critical, roll = inp.critical, inp.roll
    hit = hits(critical, roll, adjusted)
    round_used, base = round_fired(inp.weapon, inp.ammo, inp.bdg, notes)
    ranged = _ranged_bdg(step, base)
    kind = WEAPON_CRITICAL[inp.weapon]
    crit_text = crit_dice = crit_roll = None
    final = ranged
    if hit and critical == "hit":
        crit_text, crit_dice, crit_roll, final = _critical_hit(inp, kind, ranged, rng, notes)
    dice = damage_dice(final)

    damage = special_row = stop = knock = effect = miss = explosion = where = None
    done = 0
    av, av_source = inp.av, "Armor Value entered"
    if hit:
        where = where_it_landed(inp.location, inp.location_roll, rng)
        if where.area in inp.bare:
            av, av_source = 0, "the armor leaves it bare"
        damage = roll_or_check(inp.damage_roll, dice.notation, "damage_roll", "Damage dice roll", rng)
        done = max(0, damage - av)
        if inp.special:
            special_row = special_effect(roll_or_check(inp.special_roll, "d100", "special_roll", "Special effect d100",
                                                       rng))
            if special_row.printed == "21-30":
                done = 1 if damage > av else 0
            elif special_row.printed == "31-45" and critical != "hit":
                done = 1
            if special_row.value.stopping and inp.mass is not None:
                stop, knock = _stopping(inp, final, rng, notes)
        effect = _critical_effect(inp, special_row, damage, av, done, rng, notes)
    b_damage = shell_b_damage(round_used, step, inp.mass) if hit else None
    if critical == "miss":
        miss, explosion = _critical_miss(inp, base, rng, notes)
    if shots:
        notes.insert(0, f"Gun action {shots}")
    return GunAttack(inp.weapon, step, accuracy, shots, aim.bcs_used, aim.bcs_source, aim.modifiers, aim.defense,
                     adjusted, roll,
                     critical, hit, round_used, base, ranged, kind, crit_text, crit_dice, crit_roll, final, dice,
                     damage, av, done, special_row, stop, knock, effect, miss, explosion, b_damage,
                     tuple(dict.fromkeys(notes)), where, av_source)
