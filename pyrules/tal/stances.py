"""Stances: Active Defense and Cautious (T12)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_choice, require_int
from pyrules.tal.attack_table import read_attack, step
from pyrules.tal.data.combat import (
    ACTIVE_DEFENSE_ROLL,
    CAUTIOUS_ATTACK_TIMES,
    CAUTIOUS_DEFENSE_ROLL,
    STANCES,
)
from pyrules.tal.explain import Modifier, source

ATTACKER_STANCES = (("normal", "Normal"), ("cautious", "Cautious"))
DEFENDER_STANCES = (("none", "No defense roll"),) + tuple((key, name) for name, key, _rule in STANCES)
_NAMES = {key: name for name, key, _rule in STANCES}
_LINES = {"active": "129", "cautious": "130"}
CAUTIOUS_DEFENSE_NOTE = (
    "Read literally: +20 to the roll (a penalty on a roll-under); the defender's damage class "
    "is subtracted as for Active Defense (assumed, see errata)."
)
LOW_ROLL_NOTE = "A modified roll below 01 reads as 01 (assumed)."
HIGH_ROLL_NOTE = "A modified roll above 00 misses (assumed)."


@dataclass(frozen=True)
class AttackRollInStance:
    """The attack roll as the attacker's stance makes it."""

    stance: str
    roll: int
    modified: int
    modifiers: tuple[Modifier, ...]


def attack_roll(roll, stance: str = "normal") -> AttackRollInStance:
    """A Cautious attacker's attack rolls are doubled; otherwise the roll stands."""
    roll = require_int(roll, "roll", low=1, high=100)
    stance = require_choice(stance, "stance", [key for key, _ in ATTACKER_STANCES])
    if stance == "cautious":
        modified = roll * CAUTIOUS_ATTACK_TIMES
        mod = Modifier("Cautious: attack roll doubled", modified - roll, source("130"))
        return AttackRollInStance(stance, roll, modified, (mod,))
    return AttackRollInStance(stance, roll, roll, ())


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


def defense(stance: str, skill, roll) -> Defense | None:
    """The defender's dodge or parry: None when the defender has no defense stance."""
    stance = require_choice(stance, "defender's stance", [key for key, _ in DEFENDER_STANCES])
    if stance == "none":
        return None
    skill = require_int(skill, "dodge or parry skill", low=1, high=100)
    roll = require_int(roll, "defense roll", low=1, high=100)
    value = ACTIVE_DEFENSE_ROLL if stance == "active" else CAUTIOUS_DEFENSE_ROLL
    note = CAUTIOUS_DEFENSE_NOTE if stance == "cautious" else ""
    modifiers = (Modifier(f"{_NAMES[stance]}: dodge or parry roll", value, source(_LINES[stance]), note),)
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
