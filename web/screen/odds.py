"""The odds before a roll, as a calculator's form shows them while the player types.

A tool tells its odds (``Tool.chance``) from what is entered; this decides whether the form shows
them and how: only while the roll they are about is still to be made (blank, or holding what the
app rolled last time, which the next Roll rolls anew). Plain Python: no browser imports.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from screen.markup import Markup, h

if TYPE_CHECKING:
    from pyrules.core.tools import Tool


def foreseen(tool: Tool, raw: dict[str, Any], rolled_by_app: Collection[str] = frozenset()) -> Markup | None:
    """The odds line the form of ``tool`` shows with these entries ("Chance to hit: 55% (roll 11 or
    less on d20)"), or None: the tool has no odds to tell, the entries are incomplete or wrong, or
    the player typed the roll (``rolled_by_app`` names the roll fields the app filled in)."""
    if tool.before_roll is None and tool.odds_field is None:
        return None
    roll = tool.odds_field
    if roll is not None and roll not in rolled_by_app and str(raw.get(roll) or "").strip():
        return None
    told = tool.chance({**raw, roll: ""} if roll is not None else raw)
    if told is None:
        return None
    return h("p", {"class": "headline odds"}, told.text)
