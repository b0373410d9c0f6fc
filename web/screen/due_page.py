"""The tracker's "Due now" card: the reminders due, each check's roll in one tap with its chance,
what a failed one puts on, and a player's roll for one waiting on it.

Plain Python (used in the browser and by its tests). A reminder's words are the encounter's, and
``h`` escapes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pyrules.core.encounter import commands as C
from screen.markup import EMPTY, Markup, h
from screen.tracker_page import command_button
from screen.why import why_html

if TYPE_CHECKING:
    from pyrules.core.encounter.model import Check
    from pyrules.core.encounter.view import View


def reminders(view: View, rolled: Mapping[int, tuple[str, str]] | None = None, chances: Mapping[int, str] | None = None,
              follows: Mapping[int, str] | None = None, waiting: Mapping[int, Markup] | None = None) -> Markup:
    """What is due now: the active combatant's turn-start checks and checks game time brought.

    A reminder that asks for a roll has a button that rolls it, showing its chance first;
    ``rolled`` holds the outcome of each rolled already (by index), ``chances`` each chance,
    ``follows`` what a failed roll puts on (a button that marks it) and ``waiting`` what waits on
    its card (a player's roll for it, made on the phone, to accept or ignore)."""
    if not view.reminders:
        return EMPTY
    rolled, chances, follows, waiting = rolled or {}, chances or {}, follows or {}, waiting or {}
    return h("div", {"class": "card due-card"}, h("h3", {}, "Due now"),
             h("ul", {}, [h("li", {}, h("strong", {}, f"{r.heading}: ") if r.heading else None, r.text,
                            _check_button(r.check, i, rolled.get(i), chances.get(i)) if r.check else None,
                            waiting.get(i),
                            why_html((("", r.source),)) if r.source else None,
                            command_button(C.FOLLOW, f"Mark {follows[i]}", cls="primary bad follow", index=i,
                                    aria_label=f"Mark {r.name} {follows[i]}" if r.name else None)
                            if i in follows else None)
                          for i, r in enumerate(view.reminders)]))


def _check_button(check: Check, index: int, outcome: tuple[str, str] | None, chance: str | None) -> Markup:
    """Roll a reminder's check in one tap; once rolled, what it came to."""
    if outcome is not None:
        text, tone = outcome
        return h("p", {"class": f"rolled tone-{tone}", "role": "status"}, text)
    sign = "≤" if check.at_most else "≥"
    odds = f" ({chance})" if chance else ""
    return h("button", {"type": "button", "class": "secondary roll-check", "data-act": C.ROLL_CHECK.name,
                        "data-index": index}, f"Roll {check.notation} {sign} {check.target}{odds}")
