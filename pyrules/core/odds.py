"""Exact chances of dice totals, computed with icepool.

icepool is imported on first use, so loading pyrules does not pay for it
before a chance is asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Callable

from pyrules.core import validate
from pyrules.core.dice import Notation, parse
from pyrules.core.errors import RulesError
from pyrules.core.explain import number


@lru_cache(maxsize=256)
def _distribution(notation: Notation) -> tuple[tuple[int, Fraction], ...]:
    import icepool

    total: icepool.Die[int] = icepool.Die([0])
    for group in notation.groups:
        dice = group.count @ icepool.d(group.sides)
        total = total + dice if group.sign > 0 else total - dice
    total = (total + notation.modifier) * notation.multiplier
    denominator = total.denominator()
    return tuple((outcome, Fraction(quantity, denominator)) for outcome, quantity in total.items())


@lru_cache(maxsize=1024)
def _parsed(notation: str) -> Notation:
    return parse(notation)


@lru_cache(maxsize=4096)
def _cumulative(notation: Notation, direction: str, target: int) -> Fraction:
    """The chance of a total at most (or at least) ``target``: kept, since the page asks it again on
    every keystroke."""
    met: Callable[[int], bool] = (
        (lambda total: total <= target) if direction == "at_most" else (lambda total: total >= target))
    return sum((p for total, p in _distribution(notation) if met(total)), Fraction(0))


def distribution(notation: str | Notation) -> dict[int, Fraction]:
    """Every total the dice can make, with its exact probability."""
    return dict(_distribution(_notation(notation)))


def _notation(notation: object) -> Notation:
    if isinstance(notation, Notation):
        return notation
    return _parsed(notation) if isinstance(notation, str) else parse(notation)


def chance(notation: str | Notation, *, at_most: int | str | None = None,
           at_least: int | str | None = None) -> Fraction:
    """The exact chance that the dice total is at most (or at least) a target.

    Give exactly one of ``at_most`` and ``at_least``:
    ``chance("3d6", at_most=10) == Fraction(1, 2)``.
    """
    if (at_most is None) == (at_least is None):
        raise RulesError("Give one target: at most or at least.", "target")
    direction = "at_most" if at_most is not None else "at_least"
    target = validate.whole(at_most if at_most is not None else at_least, "target")
    return _cumulative(_notation(notation), direction, target)


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


def to_a_tenth(probability: Fraction) -> str:
    """A probability to a tenth of a percent, as the odds before a roll give it: "62.5%", "50%",
    "0.5%", "<0.1%", ">99.9%"."""
    if probability in (0, 1):
        return as_percent(probability)
    value = float(probability) * 100
    if value < 0.05:
        return "<0.1%"
    if value > 99.95:
        return ">99.9%"
    return f"{value:.1f}".removesuffix(".0") + "%"


@dataclass(frozen=True)
class Odds:
    """The chance of a good answer before the roll, and what the roll must do for it:
    "Chance to succeed: 62.5% (roll 13 or less on 3d6)"."""

    chance: Fraction
    needs: str                 # "roll 13 or less on 3d6"
    label: str = "to succeed"  # "to hit"

    @property
    def text(self) -> str:
        return f"Chance {self.label}: {to_a_tenth(self.chance)} ({self.needs})"


def roll_at_most(dice: str, highest: int, label: str = "to succeed", *, shown: str | None = None) -> Odds:
    """The odds of rolling ``highest`` or less on ``dice`` (written ``shown``, if given, for the
    player): "roll 13 or less on 3d6"."""
    return Odds(chance(dice, at_most=highest), f"roll {number(highest)} or less on {shown or dice}", label)


def roll_at_least(dice: str, lowest: int, label: str = "to succeed", *, shown: str | None = None) -> Odds:
    """The odds of rolling ``lowest`` or more on ``dice``: "roll 7 or more on d8 + d6"."""
    return Odds(chance(dice, at_least=lowest), f"roll {number(lowest)} or more on {shown or dice}", label)
