"""What a player may see, built from the open encounter on the game master's side.

The table as the players see it (``table_view``: the round, the turn order, who acts now and who
is next, everyone's conditions, how hurt each looks in words, the party's pools), and the player's
own combatant, one of the party, in full: its pools as numbers, its conditions, its status and the
rolls due for it: first those the attack under way asks of it now (``asked``), then its reminders,
with the roll each asks for. A foe is only how it looks, never its numbers, unless the game
master shows the foes' numbers (``foes_numbers``). Nothing else is in it: no notes, no stats, no
log, no roll, nothing of another encounter or of the roster's cards.

The view is plain data in ``view_data``'s shape, ready for JSON; ``message`` is its text as sent,
and ``Views`` makes every player's from one moment of the encounter, the table worked out once.
"""

from __future__ import annotations

import json
from operator import itemgetter
from typing import Any, Callable

from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.exchange import Walk
from pyrules.core.encounter.kept import Kept
from pyrules.core.encounter.model import Combatant, Reminder
from pyrules.core.encounter.plugins import Plugin, Resource
from pyrules.core.encounter.table_view import TableRow, TableRows, table_view
from pyrules.core.encounter.view import CombatantView, ReminderView, View
from pyrules.core.players import messages, view_data as D
from pyrules.core.players.asked import asks, due_data
from pyrules.core.players.reminder_answers import key as reminder_key

FEWEST_CONDITIONS = 3  # a row's conditions kept when the whole table would be too large to send


class Views:
    """The views of one moment of ``encounter`` for any number of players: the table is worked out
    and written once, and only each player's own combatant apart, so a phone more costs the game
    master's Apply little. The foes' numbers are shown only when ``foes_numbers``. ``shown`` is the
    game master's own view of the same moment (``Encounter.view``), when the page has it: each
    player's own combatant is then read from its row, not worked out again."""

    def __init__(self, encounter: Encounter, *, foes_numbers: bool = False, shown: View | None = None,
                 kept: KeptRows | None = None, walk: Walk | None = None) -> None:
        self.encounter, self.foes_numbers, self.shown, self.walk = encounter, foes_numbers, shown, walk
        self.kept = KeptRows() if kept is None else kept
        self._tables: dict[int, tuple[dict[str, Any], str]] = {}

    def table(self, conditions: int = D.MOST_CONDITIONS) -> tuple[dict[str, Any], str]:
        """The view but the player's own (each row keeping at most ``conditions`` conditions), and
        the start of its message's text, up to where the player's own is written."""
        if conditions not in self._tables:
            self._tables[conditions] = _table(self.encounter, self.foes_numbers, conditions, self.kept)
        return self._tables[conditions]

    def view(self, combatant: str | None = None, conditions: int = D.MOST_CONDITIONS) -> dict[str, Any]:
        """The view for the player of ``combatant`` (an id of one of the party; None, or any other:
        a player watching)."""
        return {**self.table(conditions)[0], "you": self.yours(combatant)}

    def yours(self, combatant: str | None) -> dict[str, Any] | None:
        """The player's own combatant in full: None for none, one no longer in the encounter, or a
        foe (a player plays one of the party: a phone naming a foe sees it as the table does)."""
        own = None if combatant is None else self.encounter.state.find(combatant)
        if own is None or own.side != "party":
            return None
        if self.shown is None:
            yours = _yours(self.encounter, own)
        else:
            row = next(r for r in self.shown.order + self.shown.held if r.id == own.id)
            yours = _yours_from(row, self.shown.reminders, own.attacks)
        asked = [due_data(ask) for ask in asks(self.walk, own.id)]
        return {**yours, "due": (asked + yours["due"])[:D.MOST_DUE]} if asked else yours

    def message(self, combatant: str | None = None) -> str:
        """The view's message as sent to the player of ``combatant``: every row's conditions, or,
        when that would be more than a message may carry, the first few of each."""
        yours = json.dumps(self.yours(combatant), ensure_ascii=False, separators=(",", ":"))
        sent = self.table()[1] + yours + "}}"
        if len(sent.encode("utf-8")) <= messages.MOST_FROM_GAME_MASTER:
            return sent
        return self.table(FEWEST_CONDITIONS)[1] + yours + "}}"


def player_view(encounter: Encounter, combatant: str | None = None, *, foes_numbers: bool = False) -> dict[str, Any]:
    """The view of ``encounter`` for the player of ``combatant`` (None: watching), the foes'
    numbers shown only when ``foes_numbers``."""
    return Views(encounter, foes_numbers=foes_numbers).view(combatant)


def message(encounter: Encounter, combatant: str | None = None, *, foes_numbers: bool = False) -> str:
    """The view's message as sent to the player of ``combatant`` (``Views.message``)."""
    return Views(encounter, foes_numbers=foes_numbers).message(combatant)


class KeptRows:
    """What the views of one encounter keep from one moment to the next: the table's rows
    (``TableRows``) and each row as sent, as data and as text, by the row it was made from. An
    action changes a row or two: the rest are neither made nor written out again, so the views of
    a moment cost the same however many fight."""

    def __init__(self) -> None:
        self.table_rows = TableRows()
        # (id of the table's row, foes' numbers shown, conditions kept) -> (the row as data, as text)
        self.sent: Kept[tuple[int, bool, int], tuple[dict[str, Any], str]] = Kept()

    def sent_row(self, shown: TableRow, make: Callable[[TableRow], dict[str, Any]], foes_numbers: bool,
                 conditions: int) -> tuple[dict[str, Any], str]:
        """A table row as sent (``make(shown)`` the first time): its data and its JSON text."""
        def made() -> tuple[dict[str, Any], str]:
            data = make(shown)
            return data, json.dumps(data, ensure_ascii=False, separators=(",", ":"))

        return self.sent.get((id(shown), foes_numbers, conditions), shown, None, made)

    def keep_only(self, rows: int) -> None:
        """Forget the rows sent of the table's older moments (once they outnumber the rows now)."""
        self.sent.forget_unless(4 * rows + 32, lambda: set(map(id, self.table_rows.rows.made())), itemgetter(0))


def _table(encounter: Encounter, foes_numbers: bool, conditions: int,
           kept: KeptRows) -> tuple[dict[str, Any], str]:
    """The view but the player's own: the table as the players see it, and its message's text up
    to where the player's own is written (each row's text written once and kept in ``kept``)."""
    plugin, state = encounter.plugin, encounter.state
    table = table_view(encounter, plugin, kept.table_rows)

    def row(shown: TableRow) -> dict[str, Any]:
        pools = list(shown.pools)
        if foes_numbers and not pools:
            found = state.find(shown.id)
            pools = [] if found is None else [_pool_words(plugin, found, p) for p in plugin.pools.resources(found)]
        return {"id": shown.id, "name": shown.name, "side": shown.side, "active": shown.active, "held": shown.held,
                "looks": shown.looks, "pools": pools[:D.MOST_POOLS], "conditions": list(shown.conditions[:conditions])}

    kept.keep_only(len(table.order) + len(table.held))
    order = [kept.sent_row(r, row, foes_numbers, conditions) for r in table.order]
    held = [kept.sent_row(r, row, foes_numbers, conditions) for r in table.held]
    head = {"ruleset": table.ruleset, "rules": plugin.key, "headline": table.headline, "round": table.round, "ended": table.ended,
            "acting": table.acting, "next_up": table.next_up, "foes_numbers": foes_numbers}
    # The envelope's text of the head alone ends with two closing braces (the view's, the
    # envelope's): the rows and the player's own key go before them.
    start = messages.text(messages.View(head)).removesuffix("}}")
    text = (start + ',"order":[' + ",".join(t for _, t in order) + '],"held":[' + ",".join(t for _, t in held)
            + '],"you":')
    return {**head, "order": [d for d, _ in order], "held": [d for d, _ in held]}, text


def _pool_words(plugin: Plugin, combatant: Combatant, pool: Resource) -> str:
    """A pool in words, as the table view writes the party's: "HP 7/12", "Wounds 5 of 14"."""
    now = plugin.pools.current(combatant, pool.name)
    return f"{pool.title} {now} of {pool.maximum}" if pool.counts_up else f"{pool.title} {now}/{pool.maximum}"


def _yours(encounter: Encounter, combatant: Combatant) -> dict[str, Any]:
    """The player's own combatant in full: pools as numbers, conditions, status, what is due for it."""
    plugin, state = encounter.plugin, encounter.state
    pools = []
    for pool in plugin.pools.resources(combatant)[:D.MOST_POOLS]:
        now = plugin.pools.current(combatant, pool.name)
        pools.append({"label": pool.title, "now": now, "most": pool.maximum, "counts_up": pool.counts_up,
                      "low": pool.is_low(now)})
    return {"id": combatant.id, "name": combatant.name, "pools": pools,
            "conditions": [f"{c.name} ({c.left_text})" if c.left_text else c.name
                           for c in combatant.conditions[:D.MOST_CONDITIONS]],
            "status": [line[:D.WORDS_LONGEST] for line in plugin.standing.status(combatant, state)[:D.MOST_STATUS]],
            "due": [_due(r) for r in state.reminders if r.who == combatant.id][:D.MOST_DUE],
            "attacks": [line[:D.WORDS_LONGEST] for line in combatant.attacks[:D.MOST_ATTACKS]]}


def _yours_from(row: CombatantView, reminders: tuple[ReminderView, ...], attacks: tuple[str, ...]) -> dict[str, Any]:
    """The player's own combatant in full, read from the game master's row of it."""
    return {"id": row.id, "name": row.name,
            "pools": [{"label": p.label, "now": p.current, "most": p.maximum, "counts_up": p.counts_up, "low": p.low}
                      for p in row.pools[:D.MOST_POOLS]],
            "conditions": [f"{c.name} ({c.left_text})" if c.left_text else c.name
                           for c in row.conditions[:D.MOST_CONDITIONS]],
            "status": [line[:D.WORDS_LONGEST] for line in row.status[:D.MOST_STATUS]],
            "due": [_due(r) for r in reminders if r.who == row.id][:D.MOST_DUE],
            "attacks": [line[:D.WORDS_LONGEST] for line in attacks[:D.MOST_ATTACKS]]}


def _due(reminder: Reminder | ReminderView) -> dict[str, Any]:
    """A reminder due for the player's combatant, and the roll it asks for (None: none, or made
    already: the phone asks it no more)."""
    check = reminder.check if reminder.rolled is None else None
    roll = None if check is None else {"dice": check.notation, "target": check.target, "at_most": check.at_most,
                                       "label": check.label}
    ask = None if check is None else {"reminder": reminder_key(reminder)}  # for the phone's roll to name
    return {"text": reminder.text[:D.REMINDER_LONGEST], "roll": roll, "ask": ask}
