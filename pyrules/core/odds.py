"""Exact chances of dice totals.

A total's chance is the number of ways the dice make it over the number of ways they fall. The
ways for ``n`` dice of ``s`` sides are the coefficients of ``(x + x^2 + ... + x^s)^n``; that power
is worked out on one large integer, each coefficient in a field of bits wide enough for the
largest (Kronecker substitution), so Python's own multiplication does the work: 3d6 or 10d10 cost
microseconds, with nothing to import.
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
from pyrules.core.rounding import written


def sum_ways(count: int, sides: int) -> list[int]:
    """The ways ``count`` dice of ``sides`` sides make each total, from the lowest (``count``) to
    the highest (``count * sides``)."""
    if count == 0:
        return [1]
    # No coefficient reaches sides**count, which fits in count * bit_length(sides) bits.
    width = -(-(count * sides.bit_length() + 1) // 8)  # bytes a coefficient's field takes
    base = 1 << (8 * width)
    one_die = (base ** sides - 1) // (base - 1)  # 1 + base + ... + base**(sides - 1): faces 1..sides
    packed = (one_die ** count).to_bytes(width * (count * (sides - 1) + 1), "little")
    return [int.from_bytes(packed[i:i + width], "little") for i in range(0, len(packed), width)]


def _combined(ways: dict[int, int], group_ways: list[int], lowest: int, sign: int) -> dict[int, int]:
    """The ways of a running total and one more group of dice (added, or taken away when ``sign``
    is negative), the group's totals starting at ``lowest``."""
    combined: dict[int, int] = {}
    for total, count in ways.items():
        for offset, group_count in enumerate(group_ways):
            key = total + sign * (lowest + offset)
            combined[key] = combined.get(key, 0) + count * group_count
    return combined


@lru_cache(maxsize=256)
def _distribution(notation: Notation) -> tuple[tuple[int, Fraction], ...]:
    ways: dict[int, int] = {0: 1}
    falls = 1
    for group in notation.groups:
        ways = _combined(ways, sum_ways(group.count, group.sides), group.count, group.sign)
        falls *= group.sides ** group.count
    totals: dict[int, int] = {}
    for total, count in ways.items():
        outcome = (total + notation.modifier) * notation.multiplier
        totals[outcome] = totals.get(outcome, 0) + count
    return tuple((outcome, Fraction(totals[outcome], falls)) for outcome in sorted(totals))


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


def _percent(value: Fraction, places: int) -> str:
    """A percentage to ``places`` decimals, a half going up; a whole percent and a half keeps its
    half ("62.5": 135/216 is exactly that), so that no chance shows more than a tenth."""
    halfway = places == 0 and value.denominator == 2
    return written(value, 1 if halfway else places) + "%"


def as_percent(probability: Fraction) -> str:
    """A probability as a player reads it: "50%", "0.5%", "99.5%", "<0.1%"; whole percents from 10% to
    90%, tenths beyond, a whole percent and a half shown as it is ("62.5%", "37.5%") and anything
    else rounded half up, never to even, from the exact fraction."""
    if probability == 0:
        return "0%"
    if probability == 1:
        return "100%"
    value = Fraction(probability) * 100
    if value < Fraction(1, 10):
        return "<0.1%"
    if value > Fraction(999, 10):
        return ">99.9%"
    return _percent(value, 1 if value < 10 or value > 90 else 0)


def exactly(probability: Fraction) -> str:
    """A probability with its exact fraction when it is neither 0 nor 1: "4.6% (5/108)", "100%"."""
    shown = as_percent(probability)
    if 0 < probability < 1:
        return f"{shown} ({probability.numerator}/{probability.denominator})"
    return shown


def to_a_tenth(probability: Fraction) -> str:
    """A probability to a tenth of a percent, as the odds before a roll give it: "62.5%", "50%",
    "0.5%", "<0.1%", ">99.9%"; a half of a tenth rounded up ("68.75%" is "68.8%"), never to even."""
    if probability in (0, 1):
        return as_percent(probability)
    value = Fraction(probability) * 100
    if value < Fraction(5, 100):
        return "<0.1%"
    if value > Fraction(9995, 100):
        return ">99.9%"
    return _percent(value, 1)


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
