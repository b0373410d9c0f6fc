"""Pieces every explained TAL result shares: a modifier with its source, and signs."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

SEED = "000"


def source(lines: str) -> str:
    """Where a rule is printed: ``source("94")`` is "000 l.94"."""
    return f"{SEED} l.{lines}"


@dataclass(frozen=True)
class Modifier:
    """One modifier: what it is, how much, and where the reference prints it."""

    label: str
    value: int
    source: str
    note: str = ""

    @property
    def shown(self) -> str:
        return signed(self.value)


def signed(value: int) -> str:
    """A modifier as the reference prints it: "+1", "-2", "0"."""
    return f"+{value}" if value > 0 else str(value)


def total(modifiers) -> int:
    return sum(m.value for m in modifiers)


def share(fraction) -> str:
    """A share of a whole as a player reads it: "50%", "33%", "50.4%" (never rounded onto a quarter it is not)."""
    value = fraction * 100
    if value.denominator == 1:
        return f"{value.numerator}%"
    whole = int(value + Fraction(1, 2))  # half up
    if whole % 25:
        return f"{whole}%"
    tenths = int(value * 10 + Fraction(1, 2))
    if tenths % 250:
        return f"{tenths // 10}.{tenths % 10}%"
    return f"just {'over' if value > whole else 'under'} {whole}%"
