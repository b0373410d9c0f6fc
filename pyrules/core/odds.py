"""Exact chances of dice totals, computed with icepool.

icepool is imported on first use, so loading pyrules does not pay for it
before a chance is asked.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from pyrules.core import validate
from pyrules.core.dice import Notation, parse
from pyrules.core.errors import RulesError


@lru_cache(maxsize=256)
def _distribution(notation: Notation) -> tuple[tuple[int, Fraction], ...]:
    import icepool

    total = icepool.Die([0])
    for group in notation.groups:
        dice = group.count @ icepool.d(group.sides)
        total = total + dice if group.sign > 0 else total - dice
    total = (total + notation.modifier) * notation.multiplier
    denominator = total.denominator()
    return tuple((outcome, Fraction(quantity, denominator)) for outcome, quantity in total.items())


def distribution(notation) -> dict[int, Fraction]:
    """Every total the dice can make, with its exact probability."""
    parsed = notation if isinstance(notation, Notation) else parse(notation)
    return dict(_distribution(parsed))


def chance(notation, *, at_most=None, at_least=None) -> Fraction:
    """The exact chance that the dice total is at most (or at least) a target.

    Give exactly one of ``at_most`` and ``at_least``:
    ``chance("3d6", at_most=10) == Fraction(1, 2)``.
    """
    if (at_most is None) == (at_least is None):
        raise RulesError("Give one target: at most or at least.", "target")
    if at_most is not None:
        target = validate.whole(at_most, "target")
        return sum((p for total, p in distribution(notation).items() if total <= target), Fraction(0))
    target = validate.whole(at_least, "target")
    return sum((p for total, p in distribution(notation).items() if total >= target), Fraction(0))


def as_percent(probability: Fraction) -> str:
    """A probability as a player reads it: "50%", "0.5%", "99.5%", "<0.1%"."""
    value = float(probability) * 100
    if probability == 0:
        return "0%"
    if probability == 1:
        return "100%"
    if value < 0.1:
        return "<0.1%"
    if value > 99.9:
        return ">99.9%"
    if value < 10 or value > 90:
        return f"{value:.1f}%".replace(".0%", "%")
    return f"{value:.0f}%"


def exactly(probability: Fraction) -> str:
    """A probability with its exact fraction when it is neither 0 nor 1: "4.6% (5/108)", "100%"."""
    shown = as_percent(probability)
    if 0 < probability < 1:
        return f"{shown} ({probability.numerator}/{probability.denominator})"
    return shown
