"""Ability scores: self rating or a d100 roll to a score (T6), number of rolls (T8)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.tables import RangeTable
from pyrules.core import validate
from pyrules.tal.data.character import ABILITY_SCORES, NUMBER_OF_ROLLS
from pyrules.tal.data import cite


def rating_key(printed: str) -> str:
    """"Above average" -> "above-average"."""
    return printed.lower().replace(" ", "-")


RATINGS = tuple((rating_key(rating), rating) for rating, _roll, _score in ABILITY_SCORES)
ABILITY_ROLL = RangeTable(
    "Self Rating or Roll to Ability Score",
    [(roll, (rating, score)) for rating, roll, score in ABILITY_SCORES],
    die="d100",
    unit="roll",
)
ROLLS = RangeTable("Number of Rolls by Ability Score", NUMBER_OF_ROLLS, die="d100", unit="ability score")


@dataclass(frozen=True)
class AbilityScore:
    """An ability score and how it was found."""

    score: int
    rating: str            # the self rating as printed
    roll: int | None       # the d100 roll, when rolled
    row: str               # the roll range of the row used, as printed
    source: str


def ability_score(self_rating: str | None = None, roll: object = None) -> AbilityScore:
    """The ability score for a self rating ("average") or, when none is given, a d100 roll."""
    if self_rating is not None:
        self_rating = validate.choice(self_rating, "self_rating", RATINGS, "Self rating")
        for row in ABILITY_ROLL:
            if rating_key(row.value[0]) == self_rating:
                return AbilityScore(row.value[1], row.value[0], None, row.printed, cite("41-47"))
    if roll is None:
        validate.fail("ability_roll", "Ability roll", "choose a self rating or enter a d100 roll.")
    roll = validate.percentile(roll, "ability_roll", "Ability roll")
    row = ABILITY_ROLL.lookup(roll)
    return AbilityScore(row.value[1], row.value[0], roll, row.printed, cite("41-47"))


@dataclass(frozen=True)
class NumberOfRolls:
    ability_score: int
    rolls: int
    row: str
    source: str


def read_number_of_rolls(ability_score: object) -> NumberOfRolls:
    """The number of rolls for an ability score from 01 to 00 (00 is 100)."""
    score = validate.percentile(ability_score, "score", "Ability score")
    row = ROLLS.lookup(score)
    return NumberOfRolls(score, row.value, row.printed, cite("53-59"))


def number_of_rolls(ability_score: object) -> int:
    """Number of Rolls by Ability Score: 01-50 1, 51-75 2, 76-90 3, 91-99 4, 00 5."""
    return read_number_of_rolls(ability_score).rolls
