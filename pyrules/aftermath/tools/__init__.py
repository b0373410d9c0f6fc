"""The Aftermath! page's calculators, in page order: combat first, then gear and the world."""

from __future__ import annotations

from pyrules.aftermath.tools import combat, gear
from pyrules.core.tools import Tool

_FIRST = ("aftermath-melee", "aftermath-gun", "aftermath-location", "aftermath-reaction", "aftermath-attributes")


def _order() -> tuple[Tool, ...]:
    every = combat.TOOLS + gear.TOOLS
    first = tuple(t for key in _FIRST for t in every if t.key == key)
    return first + tuple(t for t in every if t.key not in _FIRST)


TOOLS: tuple[Tool, ...] = _order()
