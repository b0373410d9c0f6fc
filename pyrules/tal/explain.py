"""Pieces every explained TAL result shares: a modifier with its source, and signs."""

from __future__ import annotations

from dataclasses import dataclass

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
