"""A gun attack, start to finish: Range Step (A31), Inherent Accuracy and autofire (A26, A27),
missile situation modifiers (A4), target actions (A6), the caliber's Base BDG (A32, A33),
damage dice (A28), the gun critical hit (A1), Missile Special Effects (A29), Stopping (A30),
the Critical Effect (A2) and critical misses (A34, A35)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.ammunition import Ammunition, ammunition
from pyrules.aftermath.misses import ChamberExplosion, CriticalMiss, chamber_explosion, critical_miss
from pyrules.aftermath.missile_effects import SpecialEffect, Stopping, special_effect, stopping
from pyrules.aftermath.situation import Modifier, TargetAction, missile_modifiers, target_action
from pyrules.aftermath.critical import CriticalEffect, gun_enhancement, read_critical_effect
from pyrules.aftermath.guns import (
    AUTOFIRE_WEAPONS, WEAPON_ACCURACY, WEAPON_CRITICAL, DamageDice, InherentAccuracy, RangeStep,
    damage_dice, gun_action, inherent_accuracy, range_step,
)
from pyrules.core.dice import parse, roll as roll_dice
from pyrules.core.errors import RulesError, require_choice, require_int
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tables import Row

CRITICALS = ("none", "hit", "miss")
# Situations that steady an aimed shot: hip fire, which replaces the BCS (l.66), takes none of them.
AIMED_ONLY = ("stance", "braced", "sighted")
# The rounds each Range Table row fires: pistols and SMGs pistol rounds, long guns long-gun rounds,
# the slug row slugs, the shot rows shot and buckshot.
ROUNDS_FOR = {"pistol": "pistol rounds", "long": "long-gun rounds", "slug": "slugs", "shot": "shot shells"}


def rounds_for(weapon: str) -> str:
    """Which rounds a Range Table row fires: "pistol", "long", "slug" or "shot"."""
    if weapon.startswith("pistol") or weapon == "smg":
        return "pistol"
    if weapon == "slug":
        return "slug"
    if weapon.startswith("shot_"):
        return "shot"
    return "long"


def fits(weapon: str, round_used: Ammunition) -> bool:
    """Whether a round fits the weapon row: no slug from a shot row, no buckshot in the slug row."""
    kind = rounds_for(weapon)
    if round_used.key.startswith("shot:"):
        is_slug = round_used.key.endswith(":Slug")
        return kind == "slug" if is_slug else kind == "shot"
    return round_used.key.startswith(kind + ":")
MISS_KINDS = ("modern", "black_powder")
BARRELS = ("snub", "sht", "std", "lng", "xlng")


@dataclass(frozen=True)
class GunAttack:
    """Everything a gun attack went through, in order."""

    weapon: str
    range: RangeStep
    accuracy: InherentAccuracy
    action: str | None
    bcs_used: int
    bcs_source: str
    modifiers: tuple[Modifier, ...]
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
    special: Row | None
    stopping: Stopping | None
    knock_back: int | None
    critical_effect: CriticalEffect | None
    critical_miss: CriticalMiss | None
    explosion: ChamberExplosion | None
    b_damage: str | None
    notes: tuple[str, ...]

    @property
    def special_effect(self) -> SpecialEffect | None:
        return None if self.special is None else self.special.value


def _roll_or_check(value, notation: str, name: str, rng: random.Random) -> int:
    parsed = parse(notation)
    if value is None:
        return roll_dice(parsed, rng).total
    return require_int(value, name, low=parsed.lowest, high=parsed.highest)


def gun_attack(
    *,
    weapon: str,
    distance,
    bcs: int,
    roll: int,
    ammo: str | None = None,
    bdg: int | None = None,
    barrel: str = "std",
    average_bcs: int | None = None,
    situations=(),
    damage_taken: int = 0,
    target: str = "still",
    dodging: bool = False,
    cda: int = 0,
    match: bool = False,
    bursts: int = 0,
    action: str | None = None,
    critical: str = "none",
    critical_roll: int | None = None,
    av: int = 0,
    damage_roll: int | None = None,
    special: bool = False,
    special_roll: int | None = None,
    mass=None,
    knock_back_roll: int | None = None,
    effect_d100: int | None = None,
    miss_kind: str = "modern",
    miss_roll: int | None = None,
    durability: int | None = None,
    rng: random.Random | None = None,
) -> GunAttack:
    """Resolve a gun attack. Rolls left as None are rolled with ``rng``."""
    rng = rng or random.Random()
    barrel = require_choice(barrel, "barrel", BARRELS)
    # "SMG* Unless weapon is specified as having another barrel length" (l.686, 697): an SMG with
    # another barrel reads the range of a pistol of that barrel.
    range_row = f"pistol_{barrel}" if weapon == "smg" and barrel != "std" else weapon
    step = range_step(range_row, distance)
    critical = require_choice(critical, "critical", CRITICALS)
    miss_kind = require_choice(miss_kind, "critical miss table", MISS_KINDS)
    roll = require_int(roll, "d20 roll", low=1, high=20)
    bcs = require_int(bcs, "BCS", low=-99, high=99)
    av = require_int(av, "Armor Value", low=0, high=100)
    notes: list[str] = []
    if weapon in ("shot_full", "shot_modified", "shot_open", "shot_riot", "pistol_snub", "pistol_sht",
                  "pistol_std", "pistol_lng", "pistol_xlng"):
        notes.append(E.RANGE_COLUMNS.footnote)

    autofire = weapon in AUTOFIRE_WEAPONS
    accuracy_row = WEAPON_ACCURACY[weapon] or barrel
    if WEAPON_ACCURACY[weapon] is None:
        notes.append(E.SMG_ACCURACY.footnote)
    if not autofire and bursts:
        raise RulesError("Bursts are fired only by the Autofire weapons of the Range Table.", "bursts")
    accuracy = inherent_accuracy(accuracy_row, autofire=autofire, bursts=bursts, match=match)
    shots = None
    if action not in (None, ""):
        shots = f"{action}: {gun_action(action)}"

    situations = tuple(situations)
    if "hip_fire" in situations:
        steadied = [key for key in AIMED_ONLY if key in situations]
        if steadied:
            situations = tuple(key for key in situations if key not in AIMED_ONLY)
            notes.append("Hip fire replaces the BCS with the Average BCS (l.66): firing stance, braced and "
                         "sighted in do not apply to it.")
    modifiers = missile_modifiers(situations, damage_taken)
    if "hip_fire" in situations:
        if average_bcs is None:
            raise RulesError("Hip fire uses the Average BCS: enter it.", "average_bcs")
        bcs_used, bcs_source = require_int(average_bcs, "Average BCS", low=-99, high=99), "Average BCS (hip fire)"
    else:
        bcs_used, bcs_source = bcs, "BCS"
    defense = target_action(target, require_int(cda, "CDA", low=0, high=99), dodging)
    adjusted = bcs_used + accuracy.value + step.bcs + sum(m.value for m in modifiers) - defense.penalty
    notes.append("Adjusted BCS = BCS + Inherent Accuracy + range and situation modifiers - the target's CDA "
                 f"multiple; roll d20 at or under it. {PUBLISHED_RULE}")

    hit = critical == "hit" or (critical != "miss" and roll <= adjusted)

    round_used = None
    if bdg is not None and ammo not in (None, "", "custom"):
        raise RulesError("Pick a caliber or enter a BDG, not both.", "bdg")
    if bdg is not None:
        base = require_int(bdg, "BDG", low=1, high=500)
    elif ammo not in (None, "", "custom"):
        round_used = ammunition(ammo)
        if not fits(weapon, round_used):
            raise RulesError(f"{round_used.caliber} does not fit this weapon: its row fires "
                             f"{ROUNDS_FOR[rounds_for(weapon)]}.", "ammo")
        base = round_used.bdg
        if round_used.footnote:
            notes.append(round_used.footnote)
        if round_used.key == "long:32-20":
            notes.append(E.LONG_GUN_GARBLE.footnote)
        if round_used.key.startswith("shot:") and round_used.key.endswith(":12-9"):
            notes.append(E.BIRDSHOT_ROW.footnote)
            notes.append(E.BIRDSHOT_NOTE.footnote)
    else:
        raise RulesError("Pick the caliber or enter the round's BDG.", "ammo")
    ranged = max(1, step.adjust_bdg(base))

    kind = WEAPON_CRITICAL[weapon]
    crit_text = crit_dice = None
    crit_roll = None
    final = ranged
    if hit and critical == "hit":
        crit_text, crit_dice = gun_enhancement(kind)
        notes.append(E.GUN_CRITICAL_KIND.footnote)
        crit_roll = _roll_or_check(critical_roll, crit_dice or "1D3", "critical roll", rng)
        if crit_dice:
            final = ranged + crit_roll
            notes.append(E.CRITICAL_BDG_AFTER_RANGE.footnote)
    dice = damage_dice(final)

    damage = None
    done = 0
    special_row = None
    stop = None
    knock = None
    effect = None
    miss = None
    explosion = None
    if hit:
        damage = roll_dice(dice.notation, rng).total if damage_roll is None else require_int(
            damage_roll, "damage roll", low=parse(dice.notation).lowest, high=parse(dice.notation).highest)
        done = max(0, damage - av)
        if special:
            special_row = special_effect(_roll_or_check(special_roll, "d100", "special effect roll", rng))
            se: SpecialEffect = special_row.value
            if special_row.printed == "21-30":
                done = 1 if damage > av else 0
            elif special_row.printed == "31-45" and critical != "hit":
                done = 1
            if se.stopping and mass not in (None, ""):
                stop = stopping(final, mass)
                if stop.level >= 1 or stop.percent > 0:  # rolled for the chance too: "if it happens"
                    knock = _roll_or_check(knock_back_roll, "2D3", "knock-back roll", rng)
                if stop.level == 1 and stop.effect_number in (1, 5) or stop.level == 2 and stop.effect_number == 10:
                    notes.append(E.STOPPING_EDGES.footnote)

        # A critical hit, or a special effect that calls for it (86-00), rolls the Critical Effect Table,
        # and only when the Damage Potential has exceeded the Armor Value (l.13).
        called = special_row is not None and special_row.value.critical_roll
        if (critical == "hit" or called) and damage > av:
            bonus = special_row.value.critical_bonus if called else 0
            effect = read_critical_effect(_roll_or_check(effect_d100, "d100", "critical effect roll", rng),
                                          done, bonus)
        if critical == "hit" or called:
            notes.append(E.CRITICAL_EFFECT_NEEDS_CRITICAL_HIT.footnote)
    b_damage = None
    if hit and round_used is not None and round_used.key.startswith("shot:"):
        size = round_used.key.split(":")[2]
        if size == "12-9" and mass not in (None, "") and mass > 2:
            b_damage = "birdshot on a target massing over 2 ENC (note *, l.752)"
        elif size in ("8-5", "4-BB") and step.step not in ("PBR", "SHT"):
            b_damage = "light load beyond SHT (note **, l.754)"
    if critical == "miss":
        miss = critical_miss(miss_kind, _roll_or_check(miss_roll, "d100", "critical miss roll", rng))
        if miss.from_black_powder:
            notes.append(E.MODERN_CUT_OFF.footnote)
        if miss.burst_divisor:
            explosion = chamber_explosion(base, miss.burst_divisor, durability)
    if shots:
        notes.insert(0, f"Gun action {shots}")
    return GunAttack(weapon, step, accuracy, shots, bcs_used, bcs_source, modifiers, defense, adjusted, roll,
                     critical, hit, round_used, base, ranged, kind, crit_text, crit_dice, crit_roll, final, dice,
                     damage, av, done, special_row, stop, knock, effect, miss, explosion, b_damage,
                     tuple(dict.fromkeys(notes)))
