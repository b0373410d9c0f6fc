"""How a GURPS card's attack is made, melee or ranged, as its line tells it.

What may follow an attack line's damage type, in any order, each once: the word "melee" or
"ranged"; the Parry and Block its weapon gives ("parry 10", "block 9"); and a ranged weapon's
numbers as the Basic Set's weapon tables print them: its Acc ("acc 3"), its range (Half Damage and
Max, "100/1500", "x1/x1.5" for a thrown weapon, "range 150/1,900"), its Rcl ("rcl 2").

A line tells how its attack is made by the word it says; else by what it carries: an Acc, a range
or a Rcl, which only a ranged weapon has, makes it ranged, and a Parry or Block, which is a melee
weapon's, makes it melee. A line that tells neither ("Pistol 13 2d+1 pi") is never taken for a
melee attack: the exchange asks (``made`` is None).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from pyrules.core.encounter.card import attack_error, attack_number

AttackKind = Literal["melee", "ranged"]  # how an attack is made
MELEE: AttackKind = "melee"
RANGED: AttackKind = "ranged"
# The word a line says each with: read into its key as the line is read (``carried``), and written
# back from it (``Carried.written``).
ATTACK_KIND_WORDS: dict[AttackKind, str] = {MELEE: "melee", RANGED: "ranged"}
_KIND_OF_WORD: dict[str, AttackKind] = {word: kind for kind, word in ATTACK_KIND_WORDS.items()}
RANGED_EXAMPLE = "Pistol 13 2d+2 pi ranged"
CARRIED_EXAMPLE = "Pistol 13 2d+1 (2) pi acc 3 150/1900 rcl 2"
MELEE_EXAMPLE = "Broadsword 14 2d+1 cut melee"
WEAPON_DEFENSES = ("parry", "block")  # what a melee weapon's line may give, each with its score
RANGED_NUMBERS = ("acc", "rcl")  # what a ranged weapon's line may give, each with its number
RANGE = "range"
DEFENSE_LOW, DEFENSE_HIGH = 0, 99  # as the defense calculator's score takes it
ACC_LOW, ACC_HIGH = 0, 30  # as the skill calculator's Acc takes it
RCL_LOW, RCL_HIGH = 1, 99
KEPT = 4  # a name and 3 values stay on a line
# A range as a weapon table prints it: Half Damage/Max ("100/1500", "x1/x1.5", "150/1,900"), or one
# distance after the word "range".
_DISTANCE = r"x?\d{1,5}(?:[.,]\d{1,3})?"
_RANGES = re.compile(rf"^{_DISTANCE}/{_DISTANCE}$", re.IGNORECASE)
_RANGE = re.compile(rf"^{_DISTANCE}(?:/{_DISTANCE})?$", re.IGNORECASE)


@dataclass(frozen=True)
class Carried:
    """What an attack line says after its damage type: how it is made, by the word "melee" or
    "ranged" (``kind``, by its key; None: neither word), its weapon's Parry and Block, and its
    ranged numbers: Acc, range as written, Rcl."""

    kind: AttackKind | None = None
    defenses: tuple[tuple[str, int], ...] = ()  # ("parry", 10), in the order of WEAPON_DEFENSES
    acc: int | None = None
    range: str = ""
    rcl: int | None = None

    def defense(self, name: str) -> int | None:
        """The weapon's "parry" or "block" (None: it gives none)."""
        return dict(self.defenses).get(name)

    @property
    def ranged_numbers(self) -> bool:
        """Whether it carries what only a ranged weapon has: an Acc, a range or a Rcl."""
        return self.acc is not None or bool(self.range) or self.rcl is not None

    @property
    def made(self) -> AttackKind | None:
        """How the attack is made, as the line tells it: its word, else ranged for an Acc, a range or
        a Rcl, else melee for a weapon's Parry or Block; None: it does not tell."""
        if self.kind is not None:
            return self.kind
        if self.ranged_numbers:
            return RANGED
        return MELEE if self.defenses else None

    @property
    def written(self) -> str:
        """All of it as the line writes it back, after the damage type: " ranged acc 3 100/1500 rcl 2
        parry 9" ("" for nothing)."""
        parts: list[str] = [ATTACK_KIND_WORDS[self.kind]] if self.kind is not None else []
        parts += [f"acc {self.acc}"] if self.acc is not None else []
        parts += [self.range] if _RANGES.match(self.range) else [f"{RANGE} {self.range}"] if self.range else []
        parts += [f"rcl {self.rcl}"] if self.rcl is not None else []
        parts += [f"{name} {score}" for name, score in self.defenses]
        return "".join(f" {part}" for part in parts)


@dataclass(frozen=True)
class Written:
    """What follows an attack line's damage type as written, before its numbers are read: how it is
    made, by the word "melee" or "ranged" (``kind``, by its key), and each of parry, block, acc, rcl
    and range with its value."""

    kind: AttackKind | None = None
    given: dict[str, str] = field(default_factory=dict)

    def read(self, name: str) -> Carried:
        """Its numbers read, for the attack called ``name``; RulesError naming "attacks" for one out
        of bounds, or a melee word beside ranged numbers."""
        given = self.given

        def number(what: str, label: str, low: int, high: int) -> int | None:
            return None if what not in given else \
                attack_number(given[what], f"the {label} of {name}", low, high, CARRIED_EXAMPLE)

        found = Carried(self.kind,
                        tuple((what, score) for what in WEAPON_DEFENSES
                              if (score := number(what, what, DEFENSE_LOW, DEFENSE_HIGH)) is not None),
                        number("acc", "Acc", ACC_LOW, ACC_HIGH), given.get(RANGE, "").lower(),
                        number("rcl", "Rcl", RCL_LOW, RCL_HIGH))
        if self.kind == MELEE and found.ranged_numbers:
            raise attack_error(CARRIED_EXAMPLE, f"{name} says “melee” but gives a ranged weapon’s Acc, range or Rcl.")
        return found


def carried(line: Any) -> tuple[Any, Written]:
    """(the line without what follows its damage type, what that says as written), read from the
    line's end; RulesError naming "attacks" for anything given twice."""
    if not isinstance(line, str):
        return line, Written()
    words = line.split()
    kind: AttackKind | None = None
    given: dict[str, str] = {}
    while len(words) > KEPT:
        last, before = words[-1].lower(), words[-2].lower()
        if last in _KIND_OF_WORD:
            if kind is not None:
                raise attack_error(RANGED_EXAMPLE, "say “ranged” or “melee” once.")
            kind, words = _KIND_OF_WORD[last], words[:-1]
            continue
        if len(words) > KEPT + 1 and (before in WEAPON_DEFENSES + RANGED_NUMBERS
                                      or before == RANGE and _RANGE.match(last)):
            what, value, words = before, words[-1], words[:-2]
        elif _RANGES.match(last):
            what, value, words = RANGE, words[-1], words[:-1]
        else:
            break
        if what in given:
            raise attack_error(CARRIED_EXAMPLE, f"{what} is given twice.")
        given[what] = value
    return " ".join(words), Written(kind, given)
