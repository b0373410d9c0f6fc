"""Aftermath! Acid Special Effects Table (A24, seed 002 l.567-585)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.aftermath.data.gear import ACID
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.tables import Row

ROLL_TWICE = "96-00"
ROLL_TWICE_LIMIT = 95


@dataclass(frozen=True)
class AcidEffect:
    """An acid's special effects: the first roll's row and, on 96-00, the two further rows."""

    roll: int
    row: Row[str]
    extra: tuple[tuple[int, Row[str]], ...] = ()
    strength: int | None = None

    @property
    def effects(self) -> tuple[Row[str], ...]:
        return tuple(r for _, r in self.extra) if self.extra else (self.row,)

    @property
    def looks_loss(self) -> int | None:
        """Looks categories lost to scarring (31-60), when the acid's strength is known."""
        if self.strength is None or not any(r.printed == "31-60" for r in self.effects):
            return None
        return self.strength * sum(1 for r in self.effects if r.printed == "31-60")


def acid_effect(
    roll: int,
    extra_rolls: tuple[int, ...] | None = None,
    strength: int | None = None,
    rng: random.Random | None = None,
) -> AcidEffect:
    """The Acid Special Effects Table for a d100 ``roll`` (00 is 100).

    On 96-00 two more rolls are read, each of 95 or less (``extra_rolls``; any
    not given are rolled with ``rng``, re-rolling anything over 95).
    """
    roll = validate.percentile(roll, "roll", "D100 roll")
    if strength is not None:
        strength = validate.whole(strength, "strength", "Acid strength", low=0, high=100)
    row = ACID.lookup(roll)
    given = tuple(extra_rolls or ())
    if row.printed != ROLL_TWICE:
        if given:
            raise RulesError("Further rolls are read only on 96-00.", "extra1")
        return AcidEffect(roll, row, strength=strength)
    if len(given) > 2:
        raise RulesError("96-00 rolls twice, not more.", "extra2")
    rolls = []
    for index, value in enumerate(given, start=1):
        field = f"extra{index}"
        try:
            value = validate.percentile(value, "value", "Further roll")
        except RulesError as error:
            raise RulesError(error.message, field) from None
        if value > ROLL_TWICE_LIMIT:
            raise RulesError(f"A further roll of {value} is over 95: it is ignored, roll again.", field)
        rolls.append(value)
    rng = rng if rng is not None else random.Random()
    while len(rolls) < 2:
        value = rng.randint(1, 100)
        if value <= ROLL_TWICE_LIMIT:
            rolls.append(value)
    return AcidEffect(roll, row, tuple((r, ACID.lookup(r)) for r in rolls), strength)
