"""Aftermath! Acid Special Effects Table (A24, seed 002 l.567-585)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.core.errors import RulesError, require_int, require_percentile, shown
from pyrules.core.tables import RangeTable, Row

HEADERS = ("D100", "Special Effect")
ROLL_TWICE = "96-00"
ROLL_TWICE_LIMIT = 95

# Acid Special Effects Table (002 l.569-583), as printed.
ACID = RangeTable(
    "Acid Special Effects Table",
    [
        ("01-30", "No serious effect"),
        ("31-60", "Extensive scarring. Decrease the character's Looks category by the strength of the acid when it "
                  "began its attack."),
        ("61-70", "Character's sense of smell is impaired."),
        ("71-80", "Character's sense of taste is impaired. Character will also have a speech problem."),
        ("81-90", "Character is blinded in one eye."),
        ("91-95", "Character is blinded in both eyes."),
        ("96-00", "Roll twice for effects ignoring die rolls over 95."),
    ],
    die="d100",
    unit="roll",
)
# The paragraph under the table (002 l.585), as printed.
AFTERWORD = (
    "It is left to the Gamesmaster to adjudicate the result in subsequent adventures of the character's "
    "impairment in smell, taste, hearing or speech. Other effects are self explanatory. In all cases, the "
    "character will be left with sufficient scars to be considered a distinguishing mark."
)


@dataclass(frozen=True)
class AcidEffect:
    """An acid's special effects: the first roll's row and, on 96-00, the two further rows."""

    roll: int
    row: Row
    extra: tuple[tuple[int, Row], ...] = ()
    strength: int | None = None

    @property
    def effects(self) -> tuple[Row, ...]:
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
    roll = require_percentile(roll, "D100 roll")
    if strength is not None:
        strength = require_int(strength, "Acid strength", low=0, high=100)
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
            value = require_percentile(value, "Further roll")
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
