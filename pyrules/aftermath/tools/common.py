"""What more than one Aftermath! calculator shows: a number as a player reads it."""

from __future__ import annotations

from fractions import Fraction


def number_said(value: float | Fraction | int) -> str:
    """A number as a player reads it: 0.6, 12, 3.75 (at most four decimals)."""
    text = f"{float(value):.4f}".rstrip("0").rstrip(".")
    return text or "0"
