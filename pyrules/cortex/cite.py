"""Where the reference (seed 003) prints a rule, written the one way the app cites it."""

from __future__ import annotations

SEED = "003"


def cite(lines) -> str:
    """``cite(38)`` is "seed 003 l.38"; ``cite("30-33")`` is "seed 003 l.30-33"."""
    return f"seed {SEED} l.{lines}"
