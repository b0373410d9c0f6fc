"""The tracker's list of combatants as drawn: each row drawn again only when what it shows
changed, and patched in place, part by part (``screen.tracker`` asks for it at each drawing).

What one action changed is found by comparing objects (``pyrules.core.encounter.kept``): a wound
to one of 500 combatants redraws its row alone.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from pyrules.core.encounter.kept import replaced
from pyrules.core.encounter.standing import Out
from pyrules.core.encounter.view import CombatantView
from screen import dom, exchange_page
from screen import tracker_page as page
from screen.browser import Element
from screen.ids import part
from screen.markup import EMPTY, Markup, join

if TYPE_CHECKING:
    from pyrules.core.encounter import Encounter
    from pyrules.core.encounter.model import Combatant
    from pyrules.core.encounter.session import Session

Rows = tuple[CombatantView, ...]
# A row as drawn: what it shows (its view, whether the encounter ended, its turn strip, its keypad,
# its attack buttons), its markup and its parts.
RowDrawing = tuple[tuple[object, ...], Markup, page.Drawn]
ID, NAME = attrgetter("id"), attrgetter("name")


class ListDrawn:
    """One tracker's list of combatants: what each row last showed."""

    def __init__(self, session: Session, prefix: str) -> None:
        self.session = session
        self.plugin = session.plugin
        self.prefix = prefix
        self.drawn_rows: dict[str, RowDrawing] = {}  # combatant id -> how its row is drawn, in list order
        # (the rows, ended, the opened one) as the list was last drawn
        self.drawn_order: tuple[Rows, bool, str | None] | None = None
        self.rows_now: Rows = ()  # the rows being drawn, whose ``out`` the target choices read
        self.drawn_places: dict[str, int] = {}  # combatant id -> its place in that list
        # combatant id -> (what its attack buttons show, their markup)
        self.attack_drawn: dict[str, tuple[tuple[object, ...], Markup]] = {}
        self.names: tuple[tuple[str, str], ...] = ()  # (id, name) of everyone, as the attack buttons last read them
        self.names_of: tuple[Combatant, ...] | None = None  # the combatants they were read from

    def draw(self, encounter: Encounter, rows: Rows, ended: bool) -> None:
        """Redraw the rows that changed; the whole list only when the turn order changed."""
        self.rows_now = rows
        if self._draw_changed_rows(encounter, rows, ended):
            return
        kept = self.drawn_rows
        drawn: dict[str, RowDrawing] = {}
        changed: list[str] = []
        for row in rows:
            drawn[row.id] = self._row_drawing(encounter, row, ended)
            if drawn[row.id] is not kept.get(row.id):
                changed.append(row.id)
        if list(drawn) == list(kept) and drawn:
            for cid in changed:
                before = kept.get(cid)
                _patch(dom.by_id(page.row_id(self.prefix, cid)), None if before is None else before[2],
                       drawn[cid][2])
        else:
            markup = join(markup for _, markup, _ in drawn.values()) if drawn else page.NO_ROWS
            dom.set_html(dom.by_id(part(self.prefix, "list")), markup)
        self.drawn_rows = drawn
        self.drawn_order = (rows, ended, self.session.selected)
        self.drawn_places = {row.id: i for i, row in enumerate(rows)}

    def _draw_changed_rows(self, encounter: Encounter, rows: Rows, ended: bool) -> bool:
        """Redraw only the rows whose combatant changed, and the opened and acting ones, when the
        order is as drawn; False when it is not (the caller looks at every row). The unchanged
        rows are the same objects as last time, found so without a Python loop over them."""
        if self.drawn_order is None:
            return False
        last, last_ended, last_selected = self.drawn_order
        changed = replaced(rows, last)
        if changed is None or last_ended != ended:
            return False
        places, selected = self.drawn_places, self.session.selected
        changed |= {places[cid] for cid in (selected, last_selected, encounter.state.active) if cid in places}
        for row in (rows[i] for i in sorted(changed)):
            before = self.drawn_rows.get(row.id)
            drawing = self._row_drawing(encounter, row, ended)
            if drawing is not before:
                self.drawn_rows[row.id] = drawing
                _patch(dom.by_id(page.row_id(self.prefix, row.id)), None if before is None else before[2],
                       drawing[2])
        self.drawn_order = (rows, ended, selected)
        return True

    def _row_drawing(self, encounter: Encounter, row: CombatantView, ended: bool) -> RowDrawing:
        """(what a row shows, its markup, its parts): the one drawn already when it shows the same."""
        session = self.session
        opened = row.id == session.selected
        turn = (page.turn_strip(row, session.turn_choices(row.id), self.plugin.pools.spent)
                if (opened or row.active) and not ended else EMPTY)
        keypad = (session.amount, session.pool, dict(encounter.combatant(row.id).stats)) if opened else None
        attack = (self._attack_control(encounter, row.id)
                  if (opened or row.active) and not ended and self.plugin.exchange is not None else EMPTY)
        state = (row, ended, turn, keypad, attack)
        before = self.drawn_rows.get(row.id)
        if before is not None and before[0] == state:
            return before
        parts = page.combatant_row_parts(row, opened, session.amount, session.pool, self.plugin.stats,
                                         keypad[2] if keypad is not None else None, ended, self.prefix,
                                         session.calculators(row.id) if opened else (), turn, attack)
        return state, parts.markup(), parts

    def _attack_control(self, encounter: Encounter, cid: str) -> Markup:
        """A combatant's attack buttons and targets (worked out again only when they changed)."""
        session = self.session
        everyone = self._names(encounter.combatants)
        shows = (session.attacks(cid), everyone, session.exchanges.targets(cid), self._out(cid))
        before = self.attack_drawn.get(cid)
        if before is None or before[0] != shows:
            others = tuple(pair for pair in everyone if pair[0] != cid)
            before = self.attack_drawn[cid] = (shows, exchange_page.attack_control(
                encounter.combatant(cid), shows[0], others, shows[2], dict(shows[3])))
        return before[1]

    def _out(self, cid: str) -> tuple[tuple[str, Out], ...]:
        """(id, what took it out of the fight) of everyone out of it, as their rows say: the
        others' target boxes say it, and so do the attacks of ``cid`` itself when it is out."""
        return tuple((row.id, row.out) for row in self.rows_now if row.out is not None)

    def _names(self, combatants: tuple[Combatant, ...]) -> tuple[tuple[str, str], ...]:
        """(id, name) of everyone, in order: kept while the names stay the same, so that comparing
        it with the one drawn last is a comparison of the same object."""
        if combatants is not self.names_of:
            names = tuple(zip(map(ID, combatants), map(NAME, combatants)))
            if names != self.names:
                self.names = names
            self.names_of = combatants
        return self.names


def _patch(element: Element, before: page.Drawn | None, after: page.Drawn) -> None:
    """Make ``element``, drawn as ``before`` (a ``Drawn``, or None), show ``after``: only the parts
    that changed are replaced, so a wound redraws the opened card's pools and amount, not its
    keypad and forms. An element of another shape is replaced whole."""
    if (before is None or before.tag != after.tag or before.attrs != after.attrs
            or [name for name, _ in before.parts] != [name for name, _ in after.parts]):
        element.outerHTML = after.markup()
        return
    children = element.children
    for index, ((_, old), (_, new)) in enumerate(zip(before.parts, after.parts)):
        if old == new:
            continue
        if isinstance(old, page.Drawn) and isinstance(new, page.Drawn):
            _patch(children[index], old, new)
        else:
            children[index].outerHTML = new.markup() if isinstance(new, page.Drawn) else new
