"""Character cards: what a roster member carries from one encounter to the next.

A card is a roster ``Member``: its ruleset's card fields (``Plugin.card.fields``: the stats the
tracker and the calculators read) and a short list of named attacks. An attack is kept as the
line the player wrote ("Broadsword 14 2d+1 cut"), read by the ruleset (``Plugin.read_attack``)
into an ``Attack``; the ruleset says which calculators an attack opens and what they are filled
in with (``Plugin.attack_openings``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.validate import MINUS_SIGNS

ATTACKS = "attacks"
MOST_ATTACKS = 12
ATTACK_LONGEST = 80


@dataclass(frozen=True)
class Attack:
    """One named attack as its ruleset reads the line: its skill (GURPS skill, Aftermath! BCS,
    TAL weapon skill, Cortex the attribute and skill dice), its damage and kind of damage."""

    name: str
    skill: Any
    damage: str = ""
    kind: str = ""

    @property
    def line(self) -> str:
        """The attack written back as a card keeps it."""
        return " ".join(str(part) for part in (self.name, self.skill, self.damage, self.kind) if part != "")


@dataclass(frozen=True)
class Opening:
    """A calculator a card's attack opens: its tool, the words on its button, the values it is
    filled in with, and the dice rolled into a field as it opens (field name -> notation)."""

    tool: str
    label: str
    values: Mapping[str, Any] = field(default_factory=dict)
    rolls: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class AttackRules:
    """How a ruleset's cards write their attacks: an example line, how a line reads (RulesError
    naming "attacks" when it does not), the calculators an attack opens given the card's stats, and
    what else a line may say that the example does not show (``help``, "" for nothing)."""

    example: str
    read: Callable[[Any], Attack]
    openings: Callable[[Mapping[str, Any], Attack], tuple[Opening, ...]]
    help: str = ""


def attack_error(example: str, what: str = "") -> RulesError:
    """The error for an attack line that does not read, with the ruleset's example."""
    why = f"{what} " if what else ""
    return RulesError(f"{why}Write one a line as “{example}”.", ATTACKS)


def split_attack(line: Any, parts: int, example: str) -> tuple[str, list[str]]:
    """(the name, the last ``parts`` words) of an attack line; RulesError if it has too few words."""
    if not isinstance(line, str):
        raise attack_error(example)
    words = line.split()
    if len(" ".join(words)) > ATTACK_LONGEST:
        raise attack_error(example, f"an attack is at most {ATTACK_LONGEST} characters.")
    if len(words) < parts + 1:
        raise attack_error(example, f"“{shown(line.strip())}” needs a name and {parts} more values.")
    return " ".join(words[:-parts]), words[-parts:]


def attack_number(word: str, what: str, low: int, high: int, example: str) -> int:
    """A whole number of an attack line ("14", "−2") from ``low`` to ``high``; ``what`` names it
    ("the skill of Broadsword")."""
    value = validate.typed_whole(word.translate(MINUS_SIGNS))
    if value is None:
        raise attack_error(example, f"{what} must be a whole number.")
    if not low <= value <= high:
        raise attack_error(example, f"{what} must be from {low} to {high}.")
    return value


def attack_lines(raw: Any) -> list[str]:
    """The attack lines of a card: one a line of a text, or a list of lines; blank lines skipped."""
    if raw is None:
        return []
    if isinstance(raw, str):
        raw = raw.splitlines()
    if not isinstance(raw, (list, tuple)):
        raise RulesError("Attacks must be text, one a line.", ATTACKS)
    lines = [line.strip() if isinstance(line, str) else line for line in raw]
    lines = [line for line in lines if line != ""]
    if len(lines) > MOST_ATTACKS:
        raise RulesError(f"A card holds at most {MOST_ATTACKS} attacks.", ATTACKS)
    return lines


class ReadsAttacks(Protocol):
    """A ruleset's card rules as ``read_attacks`` asks them (their module imports this one)."""

    def read_attack(self, line: str) -> Attack: ...


def read_attacks(raw: Any, card: ReadsAttacks) -> tuple[str, ...]:
    """A card's attacks, each read by its ruleset's ``card`` and written back as the card keeps it."""
    return tuple(card.read_attack(line).line for line in attack_lines(raw))


_PLACE = re.compile(r"^\s*([a-z]+)\s*[: ]\s*(\d+)\s*$")


def places(text: Any, known: tuple[str, ...], what: str, field_name: str, example: str,
           high: int = 1_000_000) -> dict[str, int]:
    """"skull 2, torso 6" as {"skull": 2, "torso": 6}: a place from ``known`` and a whole number,
    comma or semicolon apart; RulesError naming ``field_name`` for anything else."""
    if text is None or not str(text).strip():
        return {}
    found: dict[str, int] = {}
    for part in re.split(r"[,;]", str(text).lower()):
        if not part.strip():
            continue
        match = _PLACE.match(part)
        if not match or match[1] not in known:
            raise RulesError(f"{what}: “{shown(part.strip())}” does not read: write a place and a number, "
                             f"as “{example}” (places: {', '.join(known)}).", field_name)
        if match[1] in found:
            raise RulesError(f"{what}: {match[1]} is given twice.", field_name)
        number = validate.typed_whole(match[2]) if len(match[2]) <= 7 else None
        if number is None or number > high:
            raise RulesError(f"{what}: at most {high:,} at the {match[1]}.", field_name)
        found[match[1]] = number
    return found
