"""What happens when a view opens: a tracker is loaded the first time it is shown (on its own, or
kept beside a calculator opened from it), a table view draws the open encounter as it is now, and
a player's phone answers the invitation in its address.

Their modules (and the encounter engine) are imported then, not at start, so the calculators
switch on sooner.
"""

from __future__ import annotations

import importlib

import js

from screen import dom

TRACKER = "-tracker"
TABLE_VIEW = "-table-view"  # screen.table_page.SUFFIX
JOIN = "join"  # a player's phone at the table: screen.phones_page.JOIN


def view_of(address: str) -> str:
    """The view an address opens: "#join?v1.…" opens "join"."""
    return address.removeprefix("#").split("?")[0]


def _open(view: str) -> None:
    view = view_of(view)
    if dom.missing(dom.by_id(view)):  # its ruleset's views are still on their way: opened when shown
        return
    if view == JOIN:
        importlib.import_module("screen.player_phone").open_join(str(js.location.hash))
    elif view.endswith(TRACKER):
        importlib.import_module("screen.tracker").open_tracker(view[: -len(TRACKER)])
    elif view.endswith(TABLE_VIEW):
        importlib.import_module("screen.table_view").open_table(view[: -len(TABLE_VIEW)])


def _open_shown(view: str) -> None:
    """Open ``view`` and the tracker shown beside it, if one is (after a reload, say)."""
    _open(view)
    beside = dom.document.querySelector("[data-view][data-beside]")
    if not dom.missing(beside):
        _open(str(beside.id))


def bind() -> None:
    dom.on(dom.document, "pyrules:view", lambda event: _open_shown(str(event.detail.view)))
    _open_shown(str(js.location.hash)[1:])
