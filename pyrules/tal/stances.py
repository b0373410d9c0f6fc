"""Stances: Active Defense and Cautious (T12)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.tal.attack_table import read_attack, step
from pyrules.core import validate
from pyrules.tal.data.combat import (
    ACTIVE_DEFENSE_ROLL,
    CAUTIOUS_ATTACK_TIMES,
    CAUTIOUS_DEFENSE_ROLL,
    STANCES,
)
from pyrules.core.explain import Modifier
from pyrules.tal.data import cite
from pyrules.tal.fatigue import fatigue_effects

ATTACKER_STANCES = (("normal", "Normal"), ("cautious", "Cautious"))
DEFENDER_STANCES = (("none", "No defense roll"),) + tuple((key, name) for name, key, _rule in STANCES)
_NAMES = {key: name for name, key, _rule in STANCES}
_LINES = {"active": "129", "cautious": "130"}
CAUTIOUS_DOUBLING = "cautious"  # the kind of the modifier a Cautious stance puts on the attack roll (l.130)
CAUTIOUS_DEFENSE_NOTE = (
    "Read literally: +20 to the roll (a penalty on a roll-under); the defender's damage class "
    "is subtracted as for Active Defense (assumed, see errata)."
)
LOW_ROLL_NOTE = "A modified roll below 01 reads as 01 (assumed)."
HIGH_ROLL_NOTE = "A modified roll above 00 misses (assumed)."
FATIGUE_AFTER_DOUBLING_NOTE = "The fatigue penalty is added after the roll is doubled (assumed)."


@dataclass(frozen=True)
class AttackRollInStance:
    """The attack roll as the attacker's stance and fatigue make it."""

    stance: str
    roll: int
    modified: int
    modifiers: tuple[Modifier, ...]
    notes: tuple[str, ...] = ()


def attack_roll(roll: object, stance: str = "normal", fatigue: str = "fresh") -> AttackRollInStance:
    """A Cautious attacker's attack rolls are doubled (l.130); fatigue adds +5% or +10% (l.16-17)."""
    roll = validate.percentile(roll, "roll", "Roll")
    stance = validate.choice(stance, "stance", [key for key, _ in ATTACKER_STANCES], "stance")
    tired = fatigue_effects(fatigue)
    modified, modifiers, notes = roll, [], []
    if stance == "cautious":
        modified = roll * CAUTIOUS_ATTACK_TIMES
        modifiers.append(Modifier("Cautious: attack roll doubled", modified - roll, cite("130"), kind=CAUTIOUS_DOUBLING))
    if tired.roll_penalty:
        modified += tired.roll_penalty
        modifiers.append(Modifier(tired.label, tired.roll_penalty, tired.source))
        if stance == "cautious":
            notes.append(FATIGUE_AFTER_DOUBLING_NOTE)
    return AttackRollInStance(stance, roll, modified, tuple(modifiers), tuple(notes))


@dataclass(frozen=True)
class Defense:
    """A defender's dodge or parry roll in a stance, read on the attack table."""

    stance: str
    skill: int
    roll: int
    modified: int          # the roll after the stance, as read (01 at least)
    category: str | int    # the damage class the defense achieved
    damage_class: int      # its rung: Miss 0 .. Critical 6, subtracted from the attacker's
    cell: str              # the cell read, as printed
    modifiers: tuple[Modifier, ...]
    notes: tuple[str, ...]


def defense(stance: str, skill: object, roll: object) -> Defense | None:
    """The defender's dodge or parry: None when the defender has no defense stance."""
    stance = validate.choice(stance, "defender", [key for key, _ in DEFENDER_STANCES], "defender's stance")
    if stance == "none":
        return None
    skill = validate.percentile(skill, "defense_skill", "Dodge or parry skill")
    roll = validate.percentile(roll, "defense_roll", "Defense roll")
    value = ACTIVE_DEFENSE_ROLL if stance == "active" else CAUTIOUS_DEFENSE_ROLL
    note = CAUTIOUS_DEFENSE_NOTE if stance == "cautious" else ""
    modifiers = (Modifier(f"{_NAMES[stance]}: dodge or parry roll", value, cite(_LINES[stance]), note),)
    modified = roll + value
    notes: list[str] = []
    if modified < 1:
        modified = 1
        notes.append(LOW_ROLL_NOTE)
    if modified > 100:
        notes.append(HIGH_ROLL_NOTE)
        return Defense(stance, skill, roll, modified, "miss", 0, "beyond 00", modifiers, tuple(notes))
    read = read_attack(skill, modified)
    return Defense(
        stance, skill, roll, modified, read.category, step(read.category), read.cell, modifiers, tuple(notes)
    )
