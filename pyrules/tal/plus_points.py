"""Plus Points (T4): the award tally for a session, 0-3 in each category."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import shown
from pyrules.core.tables import parse_span
from pyrules.core import validate
from pyrules.tal.data.awards import PLUS_POINTS
from pyrules.core.explain import Modifier
from pyrules.tal.data import cite

CATEGORIES = tuple((key, name) for name, key, _award in PLUS_POINTS)
_ROWS = {key: (name, parse_span(award), str(30 + i)) for i, (name, key, award) in enumerate(PLUS_POINTS)}


@dataclass(frozen=True)
class PlusPoints:
    awards: tuple[Modifier, ...]
    total: int


def tally_plus_points(**awards: object) -> PlusPoints:
    """Add up a session's awards: ``tally_plus_points(story=2, roleplaying=3).total == 5``."""
    unknown = [key for key in awards if key not in _ROWS]
    if unknown:
        keys = ", ".join(_ROWS)
        validate.fail("category", "Plus-point category", f"“{shown(unknown[0])}” is not one of {keys}.")
    lines = []
    for key, (name, span, line) in _ROWS.items():
        value = validate.whole(awards.get(key, 0), key, name, low=span.low, high=span.high)
        lines.append(Modifier(name, value, cite(line)))
    return PlusPoints(tuple(lines), sum(m.value for m in lines))
