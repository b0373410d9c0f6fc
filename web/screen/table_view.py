"""The table view on the page: a ruleset's open encounter for the players, as storage holds it.

It reads only (the tracker writes): the encounter the tracker last opened and the one roll log.
Another tab's change arrives as a ``storage`` event, as it does for the trackers, and is drawn
at once while the view is shown, or when it is next opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import js

from pyrules import rulesets
from pyrules.core.encounter.table_view import table_view
from keeping.keys import encounter_key, open_key
from keeping.store import PREFIX
from keeping.tracker_store import TrackerStore
from screen import dom, storage, table_page
from screen.browser import Event
from screen.ids import part
from screen.markup import Markup
from screen.roll_log import LOG_KEY, read_log

if TYPE_CHECKING:
    from pyrules.core.encounter import Encounter

_boards: dict[str, "Board"] = {}


class Board:
    """One ruleset's table view."""

    def __init__(self, ruleset: str) -> None:
        self.ruleset = ruleset
        self.plugin = rulesets.tracker(ruleset)
        self.book = TrackerStore(storage.STORE, ruleset, self.plugin.key)
        self.id = table_page.view_id(ruleset)
        self.drawn: dict[str, Markup] = {}
        dom.on(js.window, "storage", self._on_storage)

    def open_encounter(self) -> tuple[str, Encounter] | None:
        """(name, encounter) of the encounter the tracker has open, as storage holds it now; None
        when there is none."""
        saved_id = storage.STORE.fresh(open_key(self.ruleset))
        if isinstance(saved_id, str):
            found = self.book.reload(saved_id)
            if found is not None:
                return found
        library = self.book.load()
        if library.current is None:
            return None
        entry = library.entry(library.current)
        return entry.name, entry.encounter

    def render(self) -> None:
        found = self.open_encounter()
        view = None if found is None else table_view(found[1], self.plugin)
        self._draw("board", table_page.board(view, found[0] if found else ""))
        log = storage.STORE.fresh(LOG_KEY, read_log) or []
        self._draw("roll", table_page.last_roll(log[-1] if log else None))

    def _draw(self, name: str, markup: Markup) -> None:
        if self.drawn.get(name) != markup:
            dom.set_html(dom.by_id(part(self.id, name)), markup)
            self.drawn[name] = markup

    def _on_storage(self, event: Event) -> None:
        """Another tab saved something: draw it if it is this ruleset's encounter or a roll."""
        key = None if dom.missing(event.key) else str(event.key)
        mine = (PREFIX + encounter_key(self.ruleset, ""), PREFIX + open_key(self.ruleset), f"{PREFIX}{LOG_KEY}")
        if (key is None or key.startswith(mine)) and not dom.by_id(self.id).hidden:
            self.render()


def open_table(ruleset: str) -> None:
    """Show a ruleset's table view as storage holds it now (bound the first time)."""
    if ruleset not in _boards:
        _boards[ruleset] = Board(ruleset)
    _boards[ruleset].render()
