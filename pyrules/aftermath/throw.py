"""Aftermath! Unarmed Combat Throw Table (A21, seed 002 l.515-522): Effect Number to outcome."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath.data.gear import SHORT, THROW
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.tables import Row


@dataclass(frozen=True)
class Throw:
    """A throw's outcome: the row, and the subdual damage and Blast Buffering when they apply."""

    effect_number: int
    row: Row[str]
    damage_roll: int | None = None
    blast_buffering: int = 0
    subdual: int | None = None        # damage after Blast Buffering (7 and up)
    shock_bonus: int = 0              # added to the number needed on the Health save (10 and up)

    @property
    def summary(self) -> str:
        return SHORT[self.row.printed]


def throw(effect_number: int, damage_roll: int | None = None, blast_buffering: int = 0) -> Throw:
    """The outcome of a throw with ``effect_number``.

    At 7 and up the target takes subdual damage equal to the thrower's Strength
    Group Effect Die roll (``damage_roll``); armor does not reduce it, each
    level of Blast Buffering takes off 5. At 10 and up Blast Buffering adds
    twice its level to the Health save's number needed.
    """
    number = validate.whole(effect_number, "effect_number", "Effect Number", low=0, high=1000)
    buffering = validate.whole(blast_buffering, "blast_buffering", "Blast Buffering", low=0, high=100)
    row = THROW.lookup(number)
    if number < 7:
        if damage_roll is not None:
            raise RulesError("Subdual damage comes only with an Effect Number of 7 or more.", "damage_roll")
        return Throw(number, row, blast_buffering=buffering)
    subdual = None
    if damage_roll is not None:
        damage_roll = validate.whole(damage_roll, "damage_roll", "Strength Effect Die roll", low=0, high=100)
        subdual = max(0, damage_roll - 5 * buffering)
    return Throw(number, row, damage_roll, buffering, subdual, 2 * buffering if number >= 10 else 0)
