"""Rounding as the references mean it ("nearest", "round off"): halves go up."""

from fractions import Fraction
import math


def round_half_up(value: int | float | Fraction) -> int:
    """Round to the nearest whole number, a half going up (2.5 -> 3, -2.5 -> -2).

    Python's ``round()`` rounds halves to even, which no rulebook means.
    """
    return math.floor(Fraction(value) + Fraction(1, 2))


def written(value: int | Fraction, places: int) -> str:
    """``value`` written to ``places`` decimals, a half of the last going up, trailing zeros dropped:
    written(Fraction(1, 8), 2) is "0.13", written(Fraction(5, 2), 0) is "3", written(Fraction(3, 2), 2)
    is "1.5". Worked out on the exact value: no binary fraction, no rounding to even."""
    scale = 10 ** places
    units = round_half_up(Fraction(value) * scale)
    sign, units = ("-" if units < 0 else ""), abs(units)
    whole, rest = divmod(units, scale)
    decimals = f"{rest:0{places}d}".rstrip("0") if places else ""
    return f"{sign}{whole}" + (f".{decimals}" if decimals else "")
