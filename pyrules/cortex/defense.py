"""The Difficulty to hit: innate defense, dodge, block, cover and poor visibility
(C4-C6), and the pitch-black rule.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.core.errors import RulesError, shown
from pyrules.cortex.checks import choice, flag, whole
from pyrules.cortex.cite import cite
from pyrules.cortex.data.combat import COVER, UNAWARE_DIFFICULTY, VISIBILITY, by_key
from pyrules.cortex.dice_ladder import DIFFICULTIES
from pyrules.cortex.rolls import BuiltRoll, PoolRoll, build_roll, roll_pool
from pyrules.cortex.steps import parse_die, sides

DEFENSE_KEYS = ("unaware", "innate", "dodge", "block")
COVER_KEYS = ("none",) + tuple(row.key for row in COVER)
VISIBILITY_KEYS = ("clear",) + tuple(row.key for row in VISIBILITY)
EASY = dict(DIFFICULTIES)["Easy"]
MAX_TARGETS = 40
MAX_NAME = 40


@dataclass(frozen=True)
class Addition:
    """A number added to the Difficulty to hit: what it is, how much, where the reference prints it."""

    label: str
    value: int
    source: str = ""


@dataclass(frozen=True)
class DifficultyToHit:
    """The number an attack must meet (or, against a block, beat), and why."""

    defense: str
    built: BuiltRoll | None     # the defense roll as built (None when unaware)
    roll: PoolRoll | None
    base: int                   # the defense roll, or 3 when unaware
    additions: tuple[Addition, ...]
    pitch_black: bool

    @property
    def difficulty(self) -> int:
        return self.base + sum(a.value for a in self.additions)

    @property
    def opposed(self) -> bool:
        """A block is opposed: high roll wins, so the attack must beat it (errata C4)."""
        return self.defense == "block"

    @property
    def to_hit(self) -> int:
        """The lowest attack total that hits."""
        return self.difficulty + 1 if self.opposed else self.difficulty

    def hits(self, attack_total: int) -> bool:
        attack_total = whole(attack_total, "attack", "Attack total", low=0)
        return attack_total >= self.to_hit


def difficulty_to_hit(
    defense: str,
    agility: str = "d6",
    skill: str = "d0",
    *,
    roll: int | None = None,
    rng: random.Random | None = None,
    all_out_defense: bool = False,
    extra_actions: int = 0,
    seriously_wounded: bool = False,
    other_steps: int = 0,
    cover: str = "none",
    visibility: str = "clear",
) -> DifficultyToHit:
    """The Difficulty to hit a target defending in one of the reference's ways.

    ``defense``: "unaware" (Difficulty 3), "innate" (an unskilled Agility roll),
    "dodge" (Agility + Athletics/Dodge) or "block" (Agility + skill, opposed).
    ``roll`` is the defense roll the player made; left out, it is rolled with ``rng``.
    An unaware defender makes no roll (C4, l.10) and all-out defense helps only a
    dodge or a block (l.16): a roll or all-out defense with a defense that has
    no use for it is refused, on ``defense``, the choice that rules it out.
    """
    defense = choice(defense, "defense", "defense", DEFENSE_KEYS)
    cover = choice(cover, "cover", "cover", COVER_KEYS)
    visibility = choice(visibility, "visibility", "visibility", VISIBILITY_KEYS)
    if flag(all_out_defense, "all_out", "All-out defense") and defense not in ("dodge", "block"):
        raise RulesError(f"All-out defense helps only a dodge or a block ({cite(16)}): choose Dodge or Block, "
                         "or untick All-out defense.", "defense")
    if defense == "unaware" and roll is not None:
        raise RulesError(f"An unaware defender makes no defense roll: the Difficulty is {UNAWARE_DIFFICULTY} "
                         f"({cite(10)}). Clear the defense roll, or choose another defense.", "defense")
    agility = parse_die(agility, "Agility", allow_d0=False, field="agility")
    built = None
    rolled = None
    if defense == "unaware":
        base = UNAWARE_DIFFICULTY
    else:
        built = build_roll(
            agility,
            "d0" if defense == "innate" else skill,
            extra_actions=extra_actions,
            all_out_defense=all_out_defense,
            seriously_wounded=seriously_wounded,
            other_steps=other_steps,
        )
        rolled = roll_pool(built.sides, rng, total=roll)
        base = rolled.total
    additions = []
    if cover != "none":
        row = by_key(COVER, cover)
        additions.append(Addition(f"{row.name} ({row.description})", row.value, cite(row.line)))
    if visibility not in ("clear", "pitch_black"):
        row = by_key(VISIBILITY, visibility)
        additions.append(Addition(row.name, row.value, cite(row.line)))
    return DifficultyToHit(defense, built, rolled, base, tuple(additions), visibility == "pitch_black")


@dataclass(frozen=True)
class TargetRoll:
    """One potential target's innate defense roll in the pitch black."""

    name: str
    agility: str
    total: int

    @property
    def made_easy(self) -> bool:
        return self.total >= EASY


@dataclass(frozen=True)
class PitchBlack:
    """Every potential target's roll; the lowest roll takes the hit (all of them on a tie)."""

    rolls: tuple[TargetRoll, ...]

    @property
    def lowest(self) -> int:
        return min(r.total for r in self.rolls)

    @property
    def hit(self) -> tuple[TargetRoll, ...]:
        return tuple(r for r in self.rolls if r.total == self.lowest)


def pitch_black(targets, rng: random.Random | None = None, rolls=None) -> PitchBlack:
    """C6, l.27: each potential target makes an Easy innate defense roll (an
    unskilled Agility roll); the lowest roll takes the hit.

    ``targets`` is a sequence of (name, Agility die); ``rolls`` optionally the
    totals they rolled, in the same order.
    """
    targets = list(targets) if isinstance(targets, (list, tuple)) else None
    if not targets:
        raise RulesError("Name at least one potential target and its Agility die.", "targets")
    if len(targets) > MAX_TARGETS:
        raise RulesError(f"At most {MAX_TARGETS} potential targets.", "targets")
    if rolls is not None and (not isinstance(rolls, (list, tuple)) or len(rolls) != len(targets)):
        raise RulesError("Give one roll per potential target.", "rolls")
    result = []
    for index, target in enumerate(targets):
        if not isinstance(target, (list, tuple)) or len(target) != 2 or not isinstance(target[0], str):
            raise RulesError("Each potential target is a name and an Agility die.", "targets")
        name = target[0].strip()[:MAX_NAME] or f"Target {index + 1}"
        agility = parse_die(target[1], f"{shown(name)}’s Agility", allow_d0=False, field="targets")
        given = None if rolls is None else rolls[index]
        total = roll_pool(sides(agility), rng, total=given, field="rolls").total
        result.append(TargetRoll(name, agility, total))
    return PitchBlack(tuple(result))
