"""Stopping, both ways the reference uses the word: a blow's Stopping (A30), the knock back and
knock down of an Adjusted BDG over the target's Mass, and Stopping Forward Motion (A17), the
phases a moving character keeps going before he can stop. They meet at seed 002 l.669: each two
meters of knock back drop a target one category for purposes of stopping forward motion.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.combat import STOPPING_ROWS
from pyrules.core import validate
from pyrules.core.errors import RulesError

KNOCK_BACK_PER_CATEGORY = 2  # meters of knock back that drop one category (l.669)


@dataclass(frozen=True)
class Stopping:
    """A blow's Stopping: the effect number and what it does.

    ``level`` 0 means below 1 (a ``percent`` chance of the level-1 result), 1 knock back,
    2 knock back and a Critical Saving Throw to keep his feet, 3 knock back and automatic knock down.
    The rows say "> 1", "> 5", "> 10" and "< 1": an effect number of exactly 1 reads as the
    "> 1" row (the "< 1" row treats "equal to 1" as that result), exactly 5 as "> 1" and exactly
    10 as "> 5" (erratum A30).
    """

    damage: int
    mass: Fraction
    effect_number: Fraction
    level: int
    printed: str
    text: str
    percent: Fraction | None


def stopping(damage: int, mass: float | Fraction | None) -> Stopping:
    """Stopping from the Adjusted BDG (or muscle-powered Damage Potential) and the target's Mass."""
    damage = validate.whole(damage, "damage", "Adjusted BDG", low=0)
    given = validate.number(mass, "mass", "Target's Mass", above=0)
    assert given is not None  # a mass is not optional: none is refused
    mass = Fraction(given).limit_denominator(10000)
    number = Fraction(damage) / mass
    if number < 1:
        printed, text = STOPPING_ROWS[3]
        return Stopping(damage, mass, number, 0, printed, text, number * 100)
    level = 3 if number > 10 else 2 if number > 5 else 1
    printed, text = STOPPING_ROWS[level - 1]
    return Stopping(damage, mass, number, level, printed, text, None)


@dataclass(frozen=True)
class ForwardMotion:
    """Stopping from a category of forward motion: the phases moved at each step."""

    category: int
    pca: int | None
    steps: tuple[tuple[int, int, str], ...]   # (from category, phases moved, direction)
    phases: int


def forward_motion(category: int, pca: int | None = None) -> ForwardMotion:
    """The phases a character must keep moving before he can stop (category 3 needs his PCA)."""
    category = validate.whole(category, "category", "Category", low=0, high=3)
    steps = []
    if category == 3:
        if pca is None:
            raise RulesError("Category 3 moves a number of phases equal to the character's PCA: enter it.", "pca")
        pca = validate.whole(pca, "pca", "PCA", low=1, high=20)
        steps.append((3, pca, "out of the central Front hex"))
    elif pca is not None:
        pca = validate.whole(pca, "pca", "PCA", low=1, high=20)
    if category >= 2:
        steps.append((2, 1, "out a Front hex"))
    if category >= 1:
        steps.append((1, 1, "out a Front hex"))
    return ForwardMotion(category, pca, tuple(steps), sum(s[1] for s in steps))


def category_after_knock_back(category: int, meters: int) -> int:
    """The category of forward motion left after ``meters`` of knock back: one less per two meters."""
    category = validate.whole(category, "category", "Category", low=0, high=3)
    meters = validate.whole(meters, "knock_back_roll", "Knock back", low=0)
    return max(0, category - meters // KNOCK_BACK_PER_CATEGORY)
