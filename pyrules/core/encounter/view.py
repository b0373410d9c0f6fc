"""What the tracker page renders: rows in turn order, the active one flagged, and what is due now.

Every text here (names, notes, conditions, log) is user text or built from it:
the page must render it as text, never as HTML.
"""

from __future__ import annotations

from typing import Any, Protocol

from dataclasses import asdict, dataclass
from itertools import filterfalse
from operator import attrgetter

from pyrules.core.encounter.model import plain
from pyrules.core.encounter.kept import Kept, replaced
from pyrules.core.encounter.words import reminder_heading
from pyrules.core.encounter.model import Check, Combatant, ReminderRoll, State
from pyrules.core.encounter.turns import clock_text
from pyrules.core.encounter.plugins import Plugin, Resource, Ruled
from pyrules.core.encounter.standing import Out


@dataclass(frozen=True)
class PoolView:
    """One pool. Counting down, ``current`` of ``maximum`` is what is left ("HP 4/10"); counting
    up (``counts_up``), ``current`` is damage taken and ``maximum`` the threshold ("Wounds 5 of 14")."""

    name: str
    label: str
    current: int
    maximum: int
    counts_up: bool = False
    low: bool = False  # past the threshold the ruleset's plug-in declares for this pool


@dataclass(frozen=True)
class ConditionView:
    name: str
    unit: str | None
    left: int | None
    left_text: str  # "2 turns", "" when it lasts until removed


@dataclass(frozen=True)
class CombatantView:
    id: str
    name: str
    side: str
    initiative: int | float | None
    tiebreak: int | float | None
    notes: str
    active: bool
    held: bool
    pools: tuple[PoolView, ...]
    conditions: tuple[ConditionView, ...]
    status: tuple[str, ...]
    out: Out | None = None  # what took it out of the fight (``Standing.out``), None while it is in it


@dataclass(frozen=True)
class ReminderView:
    text: str
    moment: str  # "turn_start", "turn_end", "time", "condition" or "damage" (damage or healing just applied)
    who: str | None
    name: str  # the combatant's name, "" for the whole table
    check: Check | None = None  # the roll it asks for, which the page offers to roll
    source: str = ""  # where its rule is printed, folded behind "Why?"
    rolled: ReminderRoll | None = None  # its roll, once made

    @property
    def heading(self) -> str:
        """The name it is shown under, "" for none (``words.reminder_heading``)."""
        return reminder_heading(self.text, self.name)


@dataclass(frozen=True)
class View:
    plugin: str
    round: int
    turn: int
    clock: int
    clock_text: str
    ended: bool
    active: str | None
    order: tuple[CombatantView, ...]  # the turn order (not those holding)
    held: tuple[CombatantView, ...]
    reminders: tuple[ReminderView, ...]
    can_undo: bool
    can_redo: bool

    def to_dict(self) -> dict[str, Any]:
        """The view as plain dicts and lists (for JavaScript)."""
        data: dict[str, Any] = plain(asdict(self))
        return data


def _row(c: Combatant, plugin: Plugin, state: State) -> CombatantView:
    standing = plugin.standing.of(c, state)
    return CombatantView(
        id=c.id,
        name=c.name,
        side=c.side,
        initiative=c.initiative,
        tiebreak=c.tiebreak,
        notes=c.notes,
        active=c.id == state.active,
        held=c.held,
        pools=tuple(_pool(plugin, c, p) for p in plugin.pools.resources(c)),
        conditions=tuple(ConditionView(k.name, k.unit, k.left, k.left_text) for k in c.conditions),
        status=tuple(standing.status),  # ``StandingRules.status``, its standing read once
        out=standing.out,
    )


def _pool(plugin: Plugin, combatant: Combatant, resource: Resource) -> PoolView:
    current = plugin.pools.current(combatant, resource.name)
    return PoolView(resource.name, resource.title, current, resource.maximum, resource.counts_up,
                    resource.is_low(current))


class RowCache:
    """The rows of the views built so far, reused for every combatant that has not changed.

    States are immutable and share the combatants an action did not touch, so an unchanged
    combatant is the same object: its row is rebuilt only when the combatant, or what its row
    reads from the encounter (whose turn it is, whether it ended; and everything else for a
    plug-in whose status reads it), has changed. One action then costs the same however many
    combatants the encounter holds.
    """

    def __init__(self) -> None:
        self.rows: Kept[str, CombatantView] = Kept()  # by id, kept while the combatant and its moment are the same
        # (combatants, their rows, the moment, the active id, id -> place) of the last view
        self.last: tuple[tuple[Combatant, ...], list[CombatantView], tuple[Any, ...], str | None,
                         dict[str, int]] | None = None

    def all_rows(self, state: State, plugin: Plugin) -> list[CombatantView]:
        """Every combatant's row, in order. Only the combatants an action replaced, and the ones
        whose turn began or ended, are looked at: the rest are found unchanged without a Python
        loop over the encounter (the comparison runs in C), so a view costs the same at 500."""
        combatants = state.combatants
        moment: tuple[Any, ...] = (plugin.key, state.ended)
        last = self.last
        if last is None or plugin.standing.reads_encounter or last[2] != moment:
            return self._rebuild(state, plugin, moment)
        old, rows, _, old_active, place = last
        changed = replaced(combatants, old)
        if changed is None:
            return self._rebuild(state, plugin, moment)  # someone joined or left, or the order changed
        if state.active != old_active:
            changed |= {place[cid] for cid in (old_active, state.active) if cid in place}
        if changed:
            rows = list(rows)
            for i in changed:
                rows[i] = self.row(combatants[i], plugin, state)
        self.last = (combatants, rows, moment, state.active, place)
        return rows

    def _rebuild(self, state: State, plugin: Plugin, moment: tuple[Any, ...]) -> list[CombatantView]:
        rows = [self.row(c, plugin, state) for c in state.combatants]
        self.forget_others(state)
        self.last = (state.combatants, rows, moment, state.active,
                     {c.id: i for i, c in enumerate(state.combatants)})
        return rows

    def row(self, c: Combatant, plugin: Plugin, state: State) -> CombatantView:
        moment: tuple[Any, ...] = (plugin.key, c.id == state.active, state.ended)
        if plugin.standing.reads_encounter:
            moment += (state.round, state.turn, state.clock, len(state.log), state.reminders)
        return self.rows.get(c.id, c, moment, lambda: _row(c, plugin, state))

    def forget_others(self, state: State) -> None:
        """Drop the rows of combatants no longer in ``state``."""
        self.rows.forget_unless(len(state.combatants), lambda: {c.id for c in state.combatants})


class Shown(Ruled, Protocol):
    """What ``build`` reads of an ``Encounter`` (whose module imports this one)."""

    @property
    def plugin_key(self) -> str: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...


def build(encounter: Shown, cache: RowCache | None = None) -> View:
    """The view of ``encounter``; with ``cache``, rows of unchanged combatants are reused."""
    state, plugin = encounter.state, encounter.plugin
    if cache is None:
        rows = [_row(c, plugin, state) for c in state.combatants]
    else:
        rows = cache.all_rows(state, plugin)
    held = attrgetter("held")
    anyone_held = any(map(held, rows))
    names: dict[str | None, str] = {c.id: c.name for c in state.combatants} if state.reminders else {}
    return View(
        plugin=encounter.plugin_key,
        round=state.round,
        turn=state.turn,
        clock=state.clock,
        clock_text=clock_text(state.clock),
        ended=state.ended,
        active=state.active,
        order=tuple(filterfalse(held, rows)) if anyone_held else tuple(rows),
        held=tuple(filter(held, rows)) if anyone_held else (),
        reminders=tuple(ReminderView(r.text, r.moment, r.who, names.get(r.who, ""), r.check, r.source, r.rolled)
                        for r in state.reminders),
        can_undo=encounter.can_undo,
        can_redo=encounter.can_redo,
    )
