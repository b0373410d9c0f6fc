"""What a calculator answers, as plain data: the headline, the lines that explain it, and
what it does to a combatant when it wounds one (``Effect``; the tracker's
``actions.damage_from`` makes it an action).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Line:
    """One line of an answer's explanation: "All-Out Attack (melee)" "+4"."""

    label: str
    value: str = ""
    note: str = ""


@dataclass(frozen=True)
class Effect:
    """What an answer does to one combatant, for a tracker to apply as one undoable action:
    ``amount`` taken off (or counted onto) the pool ``resource`` (None: the first), where it
    landed, what else it did ("major wound") and the conditions it leaves ("Stunned")."""

    amount: int
    resource: str | None = None
    location: str = ""
    effects: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    also: tuple[tuple[str, int], ...] = ()  # the same blow's damage to other pools: ("Wounds", 4)

    @property
    def summary(self) -> str:
        """What applying it does, as a button says it: "7 HP, neck, major wound"."""
        parts = [f"{self.amount} {self.resource}" if self.resource else str(self.amount)]
        parts += [f"{more} {pool}" for pool, more in self.also]
        parts += [self.location] if self.location else []
        return ", ".join(parts + list(self.effects) + list(self.conditions))


@dataclass(frozen=True)
class Answer:
    """What a calculator answers: a headline and the lines that explain it, and what it does
    to a combatant when it wounds one (``effect``)."""

    headline: str
    lines: tuple[Line, ...] = ()
    detail: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    tone: str = "neutral"  # "good", "bad" or "neutral": how the page colours the headline
    effect: Effect | None = None
    roll: Any = None  # the dice as they fell (a RollResult), when the answer is a roll
