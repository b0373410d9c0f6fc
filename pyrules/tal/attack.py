"""Resolving an attack: the table, the attacker's stance, firing shifts, evasion, defense."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import RulesError, require_int
from pyrules.tal.attack_table import AttackRoll, read_attack, shift
from pyrules.tal.evasion_and_precision import Precision, read_precision
from pyrules.tal.explain import Modifier, source, total
from pyrules.tal.stances import Defense, attack_roll, defense

EVASION_NOTE = "Each point of evasion left lowers the category by one (assumed, see errata)."
DEFENSE_NOTE = "Critical counts as class 6, one above Max 5 (assumed, see errata)."
DOUBLED_MISS_NOTE = "A doubled roll above 00 misses (assumed, see errata)."


@dataclass(frozen=True)
class AttackResult:
    """An attack resolved, with every step that led to its category."""

    skill: int
    roll: int
    stance: str
    modified_roll: int
    roll_modifiers: tuple[Modifier, ...]  # what the stance did to the roll
    table: AttackRoll | None      # the table reading (None: a doubled roll beyond 00)
    base: str | int               # the category the table gives
    modifiers: tuple[Modifier, ...]  # category shifts, with sources
    precision: Precision
    defense: Defense | None
    shift: int                    # the sum of the shifts
    category: str | int           # the final category
    clamped: bool                 # the ladder's end stopped the shift
    notes: tuple[str, ...]


def resolve_attack(
    skill,
    roll,
    *,
    stance: str = "normal",
    shifts: tuple[Modifier, ...] = (),
    opponent_evasion=0,
    defender_stance: str = "none",
    defense_skill=None,
    defense_roll=None,
) -> AttackResult:
    """Resolve an attack from weapon skill and a d100 roll.

    The table gives the category; then the firing shifts, the opponent's evasion
    left after precision, and a defender's damage class move it along the ladder
    Miss, 1..5, Critical, never past either end.
    """
    skill = require_int(skill, "weapon skill", low=1, high=100)
    rolled = attack_roll(roll, stance)
    if not all(isinstance(m, Modifier) for m in shifts):
        raise RulesError("Category shifts must come from firing_shifts.", "shifts")
    notes: list[str] = []
    if rolled.modified > 100:
        table, base = None, "miss"
        notes.append(DOUBLED_MISS_NOTE)
    else:
        table = read_attack(skill, rolled.modified)
        base = table.category
    modifiers = list(shifts)
    precision = read_precision(skill, opponent_evasion)
    if precision.remaining:
        modifiers.append(Modifier("Opponent's evasion after precision", -precision.remaining, source("120-124"), EVASION_NOTE))
    guard = defense(defender_stance, defense_skill, defense_roll)
    if guard is not None and guard.damage_class:
        modifiers.append(Modifier("Defender's damage class", -guard.damage_class, source("129"), DEFENSE_NOTE))
    moved = total(modifiers)
    category, clamped = shift(base, moved)
    return AttackResult(
        skill, rolled.roll, stance, rolled.modified, rolled.modifiers, table, base, tuple(modifiers),
        precision, guard, moved, category, clamped, tuple(notes),
    )
