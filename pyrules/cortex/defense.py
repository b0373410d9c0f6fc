"""The Difficulty to hit: innate defense, dodge, block, cover and poor visibility
(seed 003 l.10-27), and the pitch-black rule.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from pyrules.core import explain, validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.explain import Modifier
from pyrules.core.validate import CheckedInput
from pyrules.cortex.data import by_key, cite
from pyrules.cortex.data.combat import COVER, UNAWARE_DIFFICULTY, VISIBILITY
from pyrules.cortex.data.published import DIFFICULTIES
from pyrules.cortex.rolls import MAX_EXTRA_ACTIONS, MAX_OTHER_STEPS, BuiltRoll, PoolRoll, build_roll, roll_pool
from pyrules.cortex.steps import parse_die, sides

DEFENSE_KEYS = ("unaware", "innate", "dodge", "block")
COVER_KEYS = ("none",) + tuple(row.key for row in COVER)
VISIBILITY_KEYS = ("clear",) + tuple(row.key for row in VISIBILITY)
EASY = dict(DIFFICULTIES)["Easy"]
MAX_TARGETS = 40
MAX_NAME = 40
LONGEST_NAME = 4000  # longer names are refused; shorter ones are cut to MAX_NAME


@dataclass(frozen=True)
class DefenseInput(CheckedInput):
    """What the Difficulty to hit depends on, named as the calculator's fields.

    ``defense``: "unaware" (Difficulty 3), "innate" (an unskilled Agility roll),
    "dodge" (Agility + Athletics/Dodge) or "block" (Agility + skill, opposed).
    ``roll`` is the defense roll the player made (None: rolled). ``all_out`` is
    all-out defense, ``wounded`` seriously wounded, ``steps`` any other steps.
    An unaware defender makes no roll (seed 003 l.10) and all-out defense helps
    only a dodge or a block (l.16): a roll or all-out defense with a defense that
    has no use for it is refused, on ``defense``, the choice that rules it out.
    """

    defense: str = "innate"
    agility: str = "d6"
    skill: str = "d0"
    roll: int | None = None
    all_out: bool = False
    extra_actions: int = 0
    wounded: bool = False
    steps: int = 0
    cover: str = "none"
    visibility: str = "clear"

    def checked(self) -> dict[str, Any]:
        checked = {
            "defense": validate.choice(self.defense, "defense", DEFENSE_KEYS),
            "cover": validate.choice(self.cover, "cover", COVER_KEYS),
            "visibility": validate.choice(self.visibility, "visibility", VISIBILITY_KEYS),
            "all_out": validate.yes_no(self.all_out, "all_out", "All-out defense"),
        }
        if checked["all_out"] and checked["defense"] not in ("dodge", "block"):
            raise RulesError(f"All-out defense helps only a dodge or a block ({cite(16)}): choose Dodge or Block, "
                             "or untick All-out defense.", "defense")
        if checked["defense"] == "unaware" and self.roll is not None:
            raise RulesError(f"An unaware defender makes no defense roll: the Difficulty is {UNAWARE_DIFFICULTY} "
                             f"({cite(10)}). Clear the defense roll, or choose another defense.", "defense")
        checked |= {
            "agility": parse_die(self.agility, "agility", allow_d0=False),
            "skill": parse_die(self.skill, "skill"),
            "extra_actions": validate.whole(self.extra_actions, "extra_actions", low=0, high=MAX_EXTRA_ACTIONS),
            "steps": validate.whole(self.steps, "steps", "Other steps", low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS),
            "wounded": validate.yes_no(self.wounded, "wounded", "Seriously wounded"),
            "roll": None if self.roll is None else validate.whole(self.roll, "roll", "Defense roll", low=0),
        }
        return checked


@dataclass(frozen=True)
class DifficultyToHit:
    """The number an attack must meet (or, against a block, beat), and why."""

    defense: str
    built: BuiltRoll | None     # the defense roll as built (None when unaware)
    roll: PoolRoll | None
    base: int                   # the defense roll, or 3 when unaware
    additions: tuple[Modifier, ...]
    pitch_black: bool

    @property
    def difficulty(self) -> int:
        return self.base + explain.total(self.additions)

    @property
    def opposed(self) -> bool:
        """A block is opposed: high roll wins, so the attack must beat it (the erratum on seed 003 l.12)."""
        return self.defense == "block"

    @property
    def to_hit(self) -> int:
        """The lowest attack total that hits."""
        return self.difficulty + 1 if self.opposed else self.difficulty

    def hits(self, attack_total: int) -> bool:
        attack_total = validate.whole(attack_total, "attack", "Attack total", low=0)
        return attack_total >= self.to_hit


@dataclass(frozen=True)
class AttackAgainst:
    """An attack total (``attack``) against the Difficulty to hit (``against``)."""

    against: DifficultyToHit
    attack: int

    @property
    def hit(self) -> bool:
        """Whether the attack meets the Difficulty (beats it, against a block)."""
        return self.against.hits(self.attack)

    @property
    def margin(self) -> int:
        """By how much the attack total passes the Difficulty: the basic damage of a hit (l.38)."""
        return self.attack - self.against.difficulty


def defense_dice(inp: DefenseInput) -> BuiltRoll | None:
    """The defense roll as built: Agility, with the dodge or block skill; none when unaware."""
    if inp.defense == "unaware":
        return None
    return build_roll(inp.agility, "d0" if inp.defense == "innate" else inp.skill,
                      extra_actions=inp.extra_actions, all_out=inp.all_out, wounded=inp.wounded, steps=inp.steps)


def _defense_roll(inp: DefenseInput, rng: random.Random | None) -> tuple[BuiltRoll | None, PoolRoll | None]:
    """The defense roll as built and rolled (or as the player rolled it); none when unaware."""
    built = defense_dice(inp)
    return (None, None) if built is None else (built, roll_pool(built.sides, rng, total=inp.roll))


def _cover(inp: DefenseInput) -> tuple[Modifier, ...]:
    """Cover increases the Difficulty to hit (seed 003 l.18-22)."""
    row = by_key(COVER, inp.cover)
    return (Modifier(f"{row.name} ({row.description})", row.value, cite(row.line)),) \
        if row and row.value is not None else ()


def _visibility(inp: DefenseInput) -> tuple[Modifier, ...]:
    """Poor visibility increases the Difficulty to hit (seed 003 l.24-26); pitch black is a rule of its own."""
    row = by_key(VISIBILITY, inp.visibility)
    return (Modifier(row.name, row.value, cite(row.line)),) if row and row.value is not None else ()


def difficulty_to_hit(inp: DefenseInput, rng: random.Random | None = None) -> DifficultyToHit:
    """The Difficulty to hit a target defending in one of the reference's ways: the defense
    roll (or 3 when unaware), then cover and poor visibility; the roll made with ``rng``
    when ``inp.roll`` is None."""
    built, rolled = _defense_roll(inp, rng)
    base = UNAWARE_DIFFICULTY if rolled is None else rolled.total
    return DifficultyToHit(inp.defense, built, rolled, base, _cover(inp) + _visibility(inp),
                           inp.visibility == "pitch_black")


def highest_roll_hit(inp: DefenseInput, attack_total: int) -> int:
    """The highest defense roll that an attack of ``attack_total`` still hits: the attack meets the
    Difficulty (the roll plus cover and visibility), or beats it against a block."""
    attack_total = validate.whole(attack_total, "attack", "Attack total", low=0)
    plain = DifficultyToHit(inp.defense, None, None, 0, _cover(inp) + _visibility(inp), False)
    return attack_total - plain.to_hit


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


def pitch_black(targets: Sequence[tuple[str, str]], rng: random.Random | None = None,
                rolls: Sequence[int | None] | None = None) -> PitchBlack:
    """Seed 003 l.27: each potential target makes an Easy innate defense roll (an
    unskilled Agility roll); the lowest roll takes the hit.

    ``targets`` is a sequence of (name, Agility die); ``rolls`` optionally the
    totals they rolled, in the same order.
    """
    if not isinstance(targets, (list, tuple)) or not targets:
        raise RulesError("Name at least one potential target and its Agility die.", "targets")
    if len(targets) > MAX_TARGETS:
        raise RulesError(f"At most {MAX_TARGETS} potential targets.", "targets")
    if rolls is not None and (not isinstance(rolls, (list, tuple)) or len(rolls) != len(targets)):
        raise RulesError("Give one roll per potential target.", "rolls")
    result = []
    for index, target in enumerate(targets):
        if not isinstance(target, (list, tuple)) or len(target) != 2:
            raise RulesError("Each potential target is a name and an Agility die.", "targets")
        name = validate.text(target[0], "targets", "A target's name", longest=LONGEST_NAME, empty=True)
        name = name[:MAX_NAME] or f"Target {index + 1}"
        agility = parse_die(target[1], "targets", f"{shown(name)}’s Agility", allow_d0=False)
        given = None if rolls is None else rolls[index]
        total = roll_pool(sides(agility), rng, total=given, field="rolls").total
        result.append(TargetRoll(name, agility, total))
    return PitchBlack(tuple(result))
