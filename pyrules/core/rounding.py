"""Rounding as the references mean it ("nearest", "round off"): halves go up."""

from fractions import Fraction
import math


def round_half_up(value: int | float | Fraction) -> int:
    """Round to the nearest whole number, a half going up (2.5 -> 3, -2.5 -> -2).

    Python's ``round()`` rounds halves to even, which no rulebook means.
    """
    return math.floor(Fraction(value) + Fraction(1, 2))
