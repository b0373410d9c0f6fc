"""Where the keyboard's focus goes as an attack is played from the tracker, so that a game master
with a keyboard plays a whole exchange without reaching for the mouse: an attack begun puts the
cursor in its stage's first field (Enter there rolls: the stage's Roll is its form's submit), each
stage after it puts focus on its Roll, the result on its Apply, and once the attack is over (or
the turn moves on) the acting row's first attack button has it. Escape in the attack's panel is
its Cancel, asking what a tap on Cancel asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import js

from screen import dom

if TYPE_CHECKING:
    from pyrules.core.encounter.exchange import Walk
    from screen.browser import Element

FIELDS = "form :is(input:not([type=hidden]), select, textarea)"  # a stage form's fields, in order
# The result's button that goes on: "Apply, next turn" where the attacker acts now, else Apply.
APPLY = ".exchange-buttons button.primary"
ATTACK = ".attack-control button.attack-line"  # a row's attack buttons, its card's first


def moment(walk: Walk | None, active: str | None) -> tuple[object, ...]:
    """What the focus follows: the attack under way and how far it is played, else who acts."""
    if walk is None:
        return ("turn", active)
    return (walk.exchange.id, walk.exchange.attacker, len(walk.done), walk.stage is None)


def follow(panel: Element, acting_row: Element | None, walk: Walk | None) -> None:
    """Focus what comes next: the stage's first field (the attack just begun), its Roll (a later
    stage), its Apply (the result), or, with no attack under way, the acting row's first attack
    (``acting_row``; None when no one acts). The page is not scrolled: the part was scrolled into
    view, clear of the bars, already."""
    if walk is None:
        target = None if acting_row is None else acting_row.querySelector(ATTACK)
    elif walk.stage is None:
        target = panel.querySelector(APPLY)
    elif not walk.done:
        target = next((f for f in panel.querySelectorAll(FIELDS) if _shown(f)), None)
    else:
        target = panel.querySelector("form button.roll")
    if target is not None and not dom.missing(target):
        target.focus(js.Object.fromEntries([["preventScroll", True]]))


def _shown(control: Element) -> bool:
    """Whether a field is on screen (not in a part its stage hides, nor folded away)."""
    return dom.missing(control.closest("[hidden]")) and dom.missing(control.closest("details:not([open])"))
