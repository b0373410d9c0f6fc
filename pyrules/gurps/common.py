"""Small pieces the GURPS rules share: a modifier with its source, signed numbers."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.errors import RulesError


@dataclass(frozen=True)
class Modifier:
    """One modifier to a roll, and where it comes from ("All-Out Attack (G1 l.10)")."""

    source: str
    value: int
    note: str = ""

    @property
    def shown(self) -> str:
        return signed(self.value)


def signed(value: int) -> str:
    """A modifier as the books print it: "+4", "-2", "+0"."""
    return f"+{value}" if value >= 0 else str(value)


def times(multiplier: Fraction) -> str:
    """A wounding multiplier as printed: "x1.5", "x0.5", "x4"."""
    value = Fraction(multiplier)
    if value.denominator == 1:
        return f"x{value.numerator}"
    return f"x{float(value):g}"


def half_round_up(value: int) -> int:
    """Half a score, rounded up ("Half Move/Dodge (round up)")."""
    return -(-value // 2)


def require_flag(value, name: str) -> bool:
    """A yes/no option: only True or False."""
    if not isinstance(value, bool):
        raise RulesError(f"{name} must be true or false.", name)
    return value


def plain(text: str) -> str:
    """Printed text without the transcription's markup (**bold**, <i>italic</i>, *italic*)."""
    return text.replace("**", "").replace("<i>", "").replace("</i>", "")
