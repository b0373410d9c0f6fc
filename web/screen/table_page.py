"""The table view's HTML: the open encounter in large type for the players, and the last roll.

Plain Python (used by the build and in the browser). Names, conditions and roll sources are user
text, and ``h`` escapes them: they show as text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from screen.ids import part
from screen.markup import Markup, h

if TYPE_CHECKING:
    from pyrules.core.encounter.table_view import TableRow, TableView

SUFFIX = "-table-view"  # a ruleset's table view is addressed #<ruleset>-table-view


def view_id(ruleset: str) -> str:
    return f"{ruleset}{SUFFIX}"


def frame(ruleset: str) -> Markup:
    """The parts drawn before Python starts: the board, the last roll."""
    p = view_id(ruleset)
    return h("div", {"class": "table-view", "data-table-view": ruleset},
             h("div", {"class": "table-board", "id": part(p, "board"), "aria-live": "polite"},
               h("p", {"class": "summary"}, "The table view switches on when Python is ready.")),
             h("section", {"class": "table-roll", "id": part(p, "roll"), "aria-live": "polite",
                           "aria-label": "Last roll"}))


def _row(row: TableRow) -> Markup:
    classes = ["table-row", f"side-{row.side}"] + (["active"] if row.active else [])
    looks = f"looks-{row.looks.lower().replace(' ', '-')}"
    return h("li", {"class": " ".join(classes), "aria-current": "true" if row.active else None},
             h("span", {"class": "table-name"}, row.name),
             h("span", {"class": f"table-looks {looks}"}, row.looks),
             h("span", {"class": "table-pools"}, " · ".join(row.pools)) if row.pools else None,
             h("span", {"class": "table-conditions"}, " · ".join(row.conditions)) if row.conditions else None)


def board(view: TableView | None, name: str = "") -> Markup:
    """The turn order, who acts now and who is next, in large type; ``name`` is the encounter's."""
    if view is None:
        return h("p", {"class": "table-headline"}, "No encounter open: start one in the tracker.")
    acting = [h("p", {"class": "table-now"}, h("span", {}, "Now"), " ", h("strong", {}, view.acting))
              if view.acting else None,
              h("p", {"class": "table-next"}, f"Next: {view.next_up}") if view.next_up else None]
    held = [h("h3", {}, "Holding"), h("ul", {"class": "table-order held"}, [_row(r) for r in view.held])] \
        if view.held else None
    return h("div", {},
             h("p", {"class": "table-headline"}, view.round_text if view.acting else view.headline,
               h("span", {"class": "table-encounter"}, f" · {name}") if name else None),
             acting,
             h("ol", {"class": "table-order", "aria-label": "Turn order"}, [_row(r) for r in view.order])
             if view.order else None,
             held)


def last_roll(entry: Mapping[str, Any] | None) -> Markup:
    """The roll log's newest entry: its total large, its dice, where it was rolled, what it came to."""
    if not entry:
        return h("p", {"class": "summary"}, "No rolls yet.")
    faces = " ".join(str(f) for f in entry.get("faces", ()))
    dice = f"{entry['notation']}: {faces}" if faces else entry["notation"]
    return Markup(h("h3", {}, "Last roll")) + h(
        "div", {"class": "table-roll-body"},
        h("p", {"class": "table-roll-total"}, entry["total"]),
        h("div", {},
          h("p", {"class": "table-roll-dice"}, dice),
          h("p", {"class": "table-roll-source"}, entry["source"]) if entry.get("source") else None,
          h("p", {"class": f"table-roll-outcome tone-{entry.get('tone', 'neutral')}"}, entry["outcome"])
          if entry.get("outcome") else None))
