"""What a tracker's page shows of its session, drawn again where it changed: the rows, the round
line, the "Due now" card, the attack under way, the roster of cards, the log, the encounters' menu
and the bar's buttons; and the part a tap brings into view, scrolled to.

Each part keeps the markup it last showed and is written only when that changed, so an action
redraws the rows it changed and nothing else, whatever the size of the encounter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import js

from pyrules.core.encounter import commands as C
from pyrules.core.encounter.roster import Roster
from pyrules.core.encounter.shown import InViewPart
from pyrules.core.encounter.view import CombatantView, RowCache, View
from screen import dom, due_page, exchange_page, roster_page, tracker_page as page
from screen.browser import Element
from screen.ids import part
from screen.markup import Markup, h, join
from screen.tones import tone_of
from screen.tracker_rows import ListDrawn

if TYPE_CHECKING:
    from pyrules.core.encounter import Encounter
    from pyrules.core.encounter.model import LogEntry
    from pyrules.core.encounter.session import Session
    from pyrules.core.encounter.shown import InView


class OnPage:
    """A part that is the page's element of its name, not a part of a combatant's row."""


ON_PAGE = OnPage()
# Where each part the session brings into view is: in the combatant's row (its selector there; None:
# the row itself), or on the page.
IN_VIEW: dict[InViewPart, str | None | OnPage] = {"row": None, "name": ".who", "keypad": ".panel .pad-actions",
                                                  "card-form": ON_PAGE, "exchange": ON_PAGE, "due": ON_PAGE}
# Only the nearest scroller moves: the page, or the tracker's own column beside a calculator.
NEAREST = js.Object.fromEntries([["block", "nearest"], ["container", "nearest"]])


class Drawing:
    """One ruleset's tracker as drawn: what each part of its page last showed."""

    def __init__(self, session: Session, prefix: str, root: Element) -> None:
        self.session = session
        self.prefix = prefix
        self.root = root
        self.row_cache = RowCache()
        self.drawn: dict[str, Markup] = {}  # element id -> the markup it shows
        self.list = ListDrawn(session, prefix)  # the combatants' rows as drawn
        self.drawn_log: tuple[LogEntry, ...] = ()
        self.roster_drawn: tuple[Roster, str | None] | None = None  # (roster, card edited) as the cards were last drawn
        # called with (encounter, view) after each drawing: the players' phones
        self.watchers: list[Callable[[Encounter, View], None]] = []
        # what waits on each reminder's card, by its place (the players' phones' rolls for it)
        self.on_reminders: Callable[[View], dict[int, Markup]] | None = None

    def render(self) -> None:
        """Draw what changed since the last drawing: one action redraws one row, whatever the
        size of the encounter."""
        session = self.session
        encounter = session.encounter
        view = encounter.view(self.row_cache)
        rows = tuple(view.order) + tuple(view.held)
        self.list.draw(encounter, rows, view.ended)
        self._draw(part(self.prefix, "round"), page.round_line(view, session.name))
        rolls = session.reminder_rolls
        rolled = {i: (said, tone_of(made)) for i, (said, made) in rolls.now(view).items()}
        waiting = None if self.on_reminders is None else self.on_reminders(view)
        self._draw(part(self.prefix, "due"), due_page.reminders(view, rolled, rolls.chances(view), rolls.follows(view),
                                                            waiting))
        self._draw_exchange(encounter, rows)
        for watch in self.watchers:
            watch(encounter, view)
        self._draw_roster()
        self._draw_log(encounter.log)
        self._draw(part(self.prefix, "encounter-name"), join([session.encounter_name]))
        self._draw(part(self.prefix, "encounter"), join(
            h("option", {"value": s.id, "selected": s.current}, f"{s.name} (round {s.round})")
            for s in session.library.index()))
        for act, enabled in ((C.UNDO.name, view.can_undo), (C.REDO.name, view.can_redo),
                             (C.NEXT.name, not view.ended and bool(view.order)),
                             (C.PREVIOUS.name, not view.ended and bool(view.order))):
            self.root.querySelector(f'[data-act="{act}"]').disabled = not enabled

    def bring_into_view(self, shown: InView) -> None:
        """Scroll a part into view, clear of the bars (their css scroll-margin)."""
        where = IN_VIEW[shown.part]
        if isinstance(where, OnPage):
            dom.by_id(part(self.prefix, shown.part)).scrollIntoView(js.Object.fromEntries([["block", "start"]]))
            return
        row = None if shown.combatant is None else dom.by_id(page.row_id(self.prefix, shown.combatant))
        if row is None or dom.missing(row):
            return
        element = row if where is None else row.querySelector(where)
        if not dom.missing(element):
            element.scrollIntoView(NEAREST)

    def _draw_exchange(self, encounter: Encounter, rows: Sequence[CombatantView] = ()) -> None:
        """The attack under way, at its stage, with how its targets stand now (drawn again only
        when it moved on: what is typed into its form stays)."""
        walk = self.session.exchanges.now()
        names = {} if walk is None else {c.id: c.name for c in encounter.combatants}
        standing = {} if walk is None else {row.id: page.standing_line(row) for row in rows
                                            if row.id in walk.exchange.targets}
        self._draw(part(self.prefix, "exchange"), exchange_page.panel(walk, self.prefix, names, standing,
                                                                      encounter.state.active))

    def _draw_roster(self) -> None:
        """The character cards, with their attacks' calculators, and the card form (worked out
        again only when the roster or the card being edited changed, not at every action)."""
        roster, editing = self.session.roster, self.session.editing
        if self.roster_drawn == (roster, editing):
            return
        self.roster_drawn = (roster, editing)
        plugin = self.session.plugin
        openings = {m.id: tuple(roster.openings(m.id, i) for i in range(len(m.attacks))) for m in roster.members}
        self._draw(part(self.prefix, "roster"), roster_page.roster_items(roster, plugin.card_form, openings, self.prefix))
        member = roster.member(editing) if editing else None
        self._draw(part(self.prefix, "card-form"), roster_page.card_form(self.session.ruleset, plugin, member))

    def _draw(self, element_id: str, markup: Markup) -> None:
        """Replace an element's content, unless it already shows exactly that."""
        if self.drawn.get(element_id) != markup:
            dom.set_html(dom.by_id(element_id), markup)
            self.drawn[element_id] = markup

    def _draw_log(self, log: tuple[LogEntry, ...]) -> None:
        """Add the new log entries at the top; redraw the whole log only after an undo."""
        element = dom.by_id(part(self.prefix, "log"))
        before = self.drawn_log
        grown = (before and len(log) >= len(before) and log[len(before) - 1] is before[-1])
        if grown and len(log) - len(before) <= page.LOG_SHOWN:
            fresh = log[len(before):]
            if fresh:
                element.insertAdjacentHTML("afterbegin", page.log_entries(fresh))
                extra = element.children.length - page.LOG_SHOWN
                for _ in range(max(0, extra)):
                    element.lastElementChild.remove()
        else:
            dom.set_html(element, page.log_entries(log[-page.LOG_SHOWN:]))
        self.drawn_log = log
