"""Start the page's Python: bind every tool, switch the calculators on, say so.

Opened at a player's phone (``#join?…``), the phone comes first: it answers its invitation and
draws the table with only the modules that needs; the calculators (and with them the rulesets'
registry) are imported and bound once the table is drawn, or as soon as the player opens another
view, whichever comes first.
"""

from __future__ import annotations

import js

from screen import dom, routes
from screen.browser import Event

_tools_bound = False


def start() -> None:
    """Bind the page's tools, say the page is ready, and open the view in its address."""
    if routes.view_of(str(js.location.hash)) == routes.JOIN:
        _start_player()
    else:
        _bind_tools()
        _ready()


def _start_player() -> None:
    """The player's phone first; every other tool once its table is drawn (idle) or another view opens."""
    from screen import player_phone

    _part("player's modules imported")
    dom.on(dom.document, "pyrules:view", _leaving_join)
    player_phone.after_first_view(lambda: dom.later(_bind_tools))
    _ready()


def _leaving_join(event: Event) -> None:
    """Another view opened from the player's phone: its tools are bound before it can be used."""
    if routes.view_of(str(event.detail.view)) != routes.JOIN:
        _bind_tools()


def _bind_tools() -> None:
    """Import and bind every other tool of the page (once)."""
    global _tools_bound
    if _tools_bound:
        return
    _tools_bound = True
    from screen import page_tools

    page_tools.bind()
    # What waits for a start to be over (the rest of the standard library, the service worker's
    # copy of every file) begins now, never competing with it (start.mjs, app.js).
    dom.dispatch("pyrules:tools-bound")


def _ready() -> None:
    dom.dispatch("pyrules:ready")
    routes.bind()
    dom.later(_warm, 30)


def _part(name: str) -> None:
    """Mark a part of the start for the bench (a User Timing mark, "pyrules: …")."""
    js.performance.mark(f"pyrules: {name}")


def _warm() -> None:
    """Work one chance out once the page is ready (its modules imported), so the first asked is quick."""
    from pyrules.core.odds import chance

    chance("3d6", at_most=10)
