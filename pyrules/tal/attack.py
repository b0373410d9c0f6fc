"""Resolving an attack: the table, the attacker's stance and fatigue, firing shifts, evasion, defense."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import RulesError
from pyrules.tal.attack_table import AttackRoll, read_attack, shift
from pyrules.core import validate
from pyrules.tal.evasion_and_precision import Precision, read_precision
from pyrules.tal.explain import Modifier, source, total
from pyrules.tal.stances import Defense, attack_roll, defense
from pyrules.tal.fatigue import fatigue_effects

EVASION_NOTE = "Each point of evasion left lowers the category by one (assumed, see errata)."
DEFENSE_NOTE = "Critical counts as class 6, one above Max 5 (assumed, see errata)."
HIGH_ROLL_NOTE = "A modified roll above 00 misses (assumed, see errata)."
SPENT_TEXT = "Spent: you can take no offensive actions in combat (000 l.18)."


@dataclass(frozen=True)
class AttackResult:
    """An attack resolved, with every step that led to its category."""

    skill: int
    roll: int
    stance: str
    modified_roll: int
    roll_modifiers: tuple[Modifier, ...]  # what the stance and fatigue did to the roll
    table: AttackRoll | None      # the table reading (None: a modified roll beyond 00)
    base: str | int               # the category the table gives
    modifiers: tuple[Modifier, ...]  # category shifts, with sources
    precision: Precision
    defense: Defense | None
    shift: int                    # the sum of the shifts
    category: str | int           # the final category
    capped: bool                  # Max stopped a raise
    notes: tuple[str, ...]


def resolve_attack(
    skill,
    roll,
    *,
    stance: str = "normal",
    fatigue: str = "fresh",
    shifts: tuple[Modifier, ...] = (),
    opponent_evasion=0,
    defender_stance: str = "none",
    defense_skill=None,
    defense_roll=None,
) -> AttackResult:
    """Resolve an attack from weapon skill and a d100 roll.

    The roll (doubled when Cautious, plus the fatigue penalty) is read on the table:
    it hits or misses there. The firing shifts, the opponent's evasion left after
    precision and a defender's damage class then move a hit's category: never above
    Max (a Critical stays Critical), and below category 1 it misses. A Spent
    attacker can take no offensive action at all.
    """
    skill = validate.percentile(skill, "skill", "Weapon skill")
    if fatigue_effects(fatigue).level == "spent":
        raise RulesError(SPENT_TEXT, "fatigue")
    rolled = attack_roll(roll, stance, fatigue)
    if not all(isinstance(m, Modifier) for m in shifts):
        raise RulesError("Category shifts must come from firing_shifts.", "shifts")
    notes: list[str] = list(rolled.notes)
    if rolled.modified > 100:
        table, base = None, "miss"
        notes.append(HIGH_ROLL_NOTE)
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
    category, capped = shift(base, moved)
    return AttackResult(
        skill, rolled.roll, stance, rolled.modified, rolled.modifiers, table, base, tuple(modifiers),
        precision, guard, moved, category, capped, tuple(notes),
    )
