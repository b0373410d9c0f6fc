"""Resolving an attack: the table, the attacker's stance and fatigue, firing shifts, evasion, defense."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable, Mapping, TypeVar

from pyrules.core import validate
from pyrules.core.explain import Modifier, total
from pyrules.core.validate import CheckedInput
from pyrules.tal.attack_table import AttackRoll, Category, read_attack, shift
from pyrules.tal.data import cite
from pyrules.tal.evasion_and_precision import MAX_EVASION, Precision, read_precision
from pyrules.tal.fatigue import LEVELS, fatigue_effects
from pyrules.tal.firing import (
    COVER_CHOICES,
    MOST_ADVERSE,
    MOST_FAVORABLE,
    RANGE_CHOICES,
    SHOOTER_CHOICES,
    TARGET_CHOICES,
    firing_shifts,
)
from pyrules.tal.stances import ATTACKER_STANCES, DEFENDER_STANCES, Defense, attack_roll, defense

EVASION_NOTE = "Each point of evasion left lowers the category by one (assumed, see errata)."
DEFENSE_NOTE = "Critical counts as class 6, one above Max 5 (assumed, see errata)."
HIGH_ROLL_NOTE = "A modified roll above 00 misses (assumed, see errata)."
SPENT = f"you can take no offensive actions in combat ({cite(18)})."


def _keys(choices: Iterable[tuple[str, str]]) -> tuple[str, ...]:
    return tuple(key for key, _ in choices)


@dataclass(frozen=True)
class AttackInput(CheckedInput):
    """What an attack depends on, named as the calculator's fields.

    ``skill`` is the weapon skill and ``roll`` the d100 attack roll (01-00, 00 is 100);
    ``stance`` and ``fatigue`` are the attacker's. ``cover``, ``range``, ``shooter``,
    ``target`` (any of "moving", "erratic") and the GM's ``adverse`` and ``favorable``
    conditions (0 to 5 categories each) are the firing shifts. ``evasion`` is the
    opponent's; a ``defender`` in a stance makes a dodge or parry with ``defense_skill``,
    rolling ``defense_roll`` (None: rolled when the attack is resolved).
    """

    skill: int
    roll: int
    stance: str = "normal"
    fatigue: str = "fresh"
    cover: str = "none"
    range: str = "short"
    shooter: str = "still"
    target: frozenset[str] = field(default_factory=frozenset)
    adverse: int = 0
    favorable: int = 0
    evasion: int = 0
    defender: str = "none"
    defense_skill: int | None = None
    defense_roll: int | None = None

    def checked(self) -> dict[str, Any]:
        checked = {
            "skill": validate.percentile(self.skill, "skill", "Weapon skill"),
            "roll": validate.percentile(self.roll, "roll", "d100 roll"),
            "stance": validate.choice(self.stance, "stance", ATTACKER_STANCES, "Your stance"),
            "fatigue": validate.choice(self.fatigue, "fatigue", LEVELS, "Your fatigue"),
            "cover": validate.choice(self.cover, "cover", COVER_CHOICES, "Target's cover"),
            "range": validate.choice(self.range, "range", RANGE_CHOICES, "Range"),
            "shooter": validate.choice(self.shooter, "shooter", SHOOTER_CHOICES, "You are"),
            "target": validate.options(self.target, "target", TARGET_CHOICES, "Target"),
            "adverse": validate.whole(self.adverse, "adverse", "Adverse conditions", low=0, high=MOST_ADVERSE),
            "favorable": validate.whole(self.favorable, "favorable", "Favorable conditions", low=0,
                                        high=MOST_FAVORABLE),
            "evasion": validate.whole(self.evasion, "evasion", "Opponent's evasion", low=0, high=MAX_EVASION),
            "defender": validate.choice(self.defender, "defender", DEFENDER_STANCES, "Defender's stance"),
        }
        if checked["defender"] != "none":
            if self.defense_skill is None:
                validate.fail("defense_skill", "Dodge/parry skill", "enter the defender's skill.")
            checked["defense_skill"] = validate.percentile(self.defense_skill, "defense_skill", "Dodge/parry skill")
            if self.defense_roll is not None:
                checked["defense_roll"] = validate.percentile(self.defense_roll, "defense_roll", "Dodge/parry roll")
        return checked


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
    defense_rolled: bool = False  # the defense roll was rolled here, not entered

    @property
    def hit(self) -> bool:
        """Whether the attack hit: a category, 1 to 5 or Critical, rather than a miss."""
        return self.category != "miss"


def _shifts(inp: AttackInput) -> tuple[Modifier, ...]:
    """The firing shifts for cover, range, movement and the GM's conditions (seed 000 l.88-116)."""
    return firing_shifts(inp.cover, inp.range, inp.shooter, "moving" in inp.target, "erratic" in inp.target,
                         inp.adverse, inp.favorable)


def _evasion(precision: Precision) -> tuple[Modifier, ...]:
    """The opponent's evasion left after precision lowers the category (seed 000 l.120-124)."""
    if not precision.remaining:
        return ()
    return (Modifier("Opponent's evasion after precision", -precision.remaining, cite("120-124"), EVASION_NOTE),)


def _defense_class(guard: Defense | None) -> tuple[Modifier, ...]:
    """A defender's damage class is subtracted from the attacker's (seed 000 l.129)."""
    if guard is None or not guard.damage_class:
        return ()
    return (Modifier("Defender's damage class", -guard.damage_class, cite(129), DEFENSE_NOTE),)


def resolve_attack(inp: AttackInput, rng: random.Random | None = None) -> AttackResult:
    """Resolve an attack from weapon skill and a d100 roll.

    The roll (doubled when Cautious, plus the fatigue penalty) is read on the table:
    it hits or misses there. The firing shifts, the opponent's evasion left after
    precision and a defender's damage class then move a hit's category: never above
    Max (a Critical stays Critical), and below category 1 it misses. A Spent
    attacker can take no offensive action at all. A defense roll left blank is
    rolled with ``rng``.
    """
    if fatigue_effects(inp.fatigue).level == "spent":
        validate.fail("fatigue", "Your fatigue", f"Spent, {SPENT}")
    rolled = attack_roll(inp.roll, inp.stance, inp.fatigue)
    notes: list[str] = list(rolled.notes)
    base: str | int
    if rolled.modified > 100:
        table, base = None, "miss"
        notes.append(HIGH_ROLL_NOTE)
    else:
        table = read_attack(inp.skill, rolled.modified)
        base = table.category
    precision = read_precision(inp.skill, inp.evasion)
    defense_roll, defense_rolled = inp.defense_roll, False
    if inp.defender != "none" and defense_roll is None:
        defense_roll, defense_rolled = (rng or random.Random()).randint(1, 100), True
    guard = defense(inp.defender, inp.defense_skill, defense_roll)
    modifiers = _shifts(inp) + _evasion(precision) + _defense_class(guard)
    moved = total(modifiers)
    category, capped = shift(base, moved)
    return AttackResult(
        inp.skill, rolled.roll, inp.stance, rolled.modified, rolled.modifiers, table, base, modifiers,
        precision, guard, moved, category, capped, tuple(notes), defense_rolled,
    )


K = TypeVar("K")  # what is counted: a category, a damage class


def _category_chances(counts: Mapping[K, int], rolls: int = 100) -> dict[K, Fraction]:
    return {value: Fraction(n, rolls) for value, n in counts.items()}


def _damage_class(inp: AttackInput, roll: int) -> int:
    guard = defense(inp.defender, inp.defense_skill, roll)
    assert guard is not None  # a defender in a stance other than "none" defends
    return guard.damage_class


def chance_to_hit(inp: AttackInput) -> Fraction:
    """The chance the attack hits before its d100 is rolled (``inp.roll`` is not read), the
    defender's roll counted over every result when it is left blank: each attack roll's row of the
    table, moved by the shifts, evasion and the defender's damage class as ``resolve_attack`` moves it."""
    if fatigue_effects(inp.fatigue).level == "spent":
        validate.fail("fatigue", "Your fatigue", f"Spent, {SPENT}")
    fixed = total(_shifts(inp) + _evasion(read_precision(inp.skill, inp.evasion)))
    classes: dict[int, Fraction]
    if inp.defender == "none":
        classes = {0: Fraction(1)}
    elif inp.defense_roll is not None:
        classes = {_damage_class(inp, inp.defense_roll): Fraction(1)}
    else:
        classes = _category_chances(Counter(_damage_class(inp, roll) for roll in range(1, 101)))
    bases: Counter[Category] = Counter()
    for roll in range(1, 101):
        modified = attack_roll(roll, inp.stance, inp.fatigue).modified
        bases["miss" if modified > 100 else read_attack(inp.skill, modified).category] += 1
    return sum((p_base * p_class for base, p_base in _category_chances(bases).items()
                for damage_class, p_class in classes.items()
                if shift(base, fixed - damage_class)[0] != "miss"), Fraction(0))
