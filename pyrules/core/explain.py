"""How every answer explains itself: numbers, signs, citations and modifiers, written one way.

An answer is a headline and lines; a line that changes a roll is a ``Modifier`` (what it is,
how much, where the reference prints it). Numbers carry a true minus sign (U+2212), modifiers
always carry a sign ("+0" too), and a rule is cited as "seed 001 l.25".
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Iterable

from pyrules.core.reference import PUBLISHED_RULE

if TYPE_CHECKING:
    from pyrules.core.answers import Line

MINUS = "−"  # U+2212: reads as "minus" to a screen reader, and lines up with "+"


def number(value: int | float | Fraction | str) -> str:
    """A number as a player reads it: "12", "−3", "2.5", "1/3" for a fraction that is not whole."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            value = value.numerator
        else:
            return (MINUS if value < 0 else "") + f"{abs(value.numerator)}/{value.denominator}"
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e15:
            value = int(value)
        else:
            rounded = Decimal(repr(abs(value))).quantize(Decimal("0.01"), ROUND_HALF_UP)
            text = f"{rounded:f}".rstrip("0").rstrip(".")
            return (MINUS if value < 0 else "") + text
    if isinstance(value, int) and value < 0:
        return f"{MINUS}{-value}"
    return str(value)


def signed(value: int | float | Fraction) -> str:
    """A modifier as the books print it, always with its sign: "+4", "−2", "+0"."""
    return number(value) if value < 0 else "+" + number(value)


def steps(value: int | float, unit: str = "step") -> str:
    """A signed count of something: "+1 step", "−2 steps"."""
    return f"{signed(value)} {unit}{'' if abs(value) == 1 else 's'}"


def share(fraction: int | float | Fraction) -> str:
    """A share of a whole as a player reads a percentage: "50%", "33%", "50.4%".

    Whole percents half up, or tenths where the whole percent would land on a quarter
    (25%, 50%, 75%, 100%) the share is not; "just over 50%" where even tenths would.
    """
    value = Fraction(fraction) * 100
    if value.denominator == 1:
        return f"{number(value.numerator)}%"
    whole = int(value + Fraction(1, 2))  # half up
    if whole % 25:
        return f"{whole}%"
    tenths = int(value * 10 + Fraction(1, 2))
    if tenths % 250:
        return f"{tenths // 10}.{tenths % 10}%"
    return f"just {'over' if value > whole else 'under'} {whole}%"


def cite(seed: str, lines: str | int) -> str:
    """Where the reference prints a rule: cite("001", "25-27") is "seed 001 l.25-27"."""
    return f"seed {seed} l.{lines}"


def published(source: str = "") -> str:
    """The citation of a rule the published game has and the reference does not print."""
    return f"{PUBLISHED_RULE[:-1]}: {source}." if source else PUBLISHED_RULE


@dataclass(frozen=True)
class Modifier:
    """One modifier to a roll: what it is, how much, where it is printed, and a remark.

    ``unit`` names what the value counts when it is not plain points ("step", "category").
    ``kind`` is the key a rule knows it by ("shock", "posture"; "" for one no rule looks for):
    code that needs to find a modifier reads its kind, never its label.
    """

    label: str
    value: int
    source: str = ""
    note: str = ""
    unit: str = ""
    kind: str = ""

    @property
    def shown(self) -> str:
        return steps(self.value, self.unit) if self.unit else signed(self.value)

    @property
    def line(self) -> Line:
        """This modifier as a line of an answer: label, signed value, remark and source."""
        from pyrules.core.answers import Line

        return Line(self.label, self.shown, self.note, self.source)


def total(modifiers: Iterable[Modifier]) -> int:
    """The sum of the modifiers' values."""
    return sum(m.value for m in modifiers)


def lines(modifiers: Iterable[Modifier]) -> tuple[Line, ...]:
    """The modifiers as lines of an answer, in order."""
    return tuple(m.line for m in modifiers)
