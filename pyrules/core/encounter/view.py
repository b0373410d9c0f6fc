"""What the tracker page renders: rows in turn order, the active one flagged, and what is due now.

Every text here (names, notes, conditions, log) is user text or built from it:
the page must render it as text, never as HTML.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from pyrules.core.encounter.check import plain
from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.turns import clock_text


@dataclass(frozen=True)
class PoolView:
    """One pool. Counting down, ``current`` of ``maximum`` is what is left ("HP 4/10"); counting
    up (``counts_up``), ``current`` is damage taken and ``maximum`` the threshold ("Wounds 5 of 14")."""

    name: str
    label: str
    current: int
    maximum: int
    counts_up: bool = False


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


@dataclass(frozen=True)
class ReminderView:
    text: str
    moment: str  # "turn_start", "turn_end", "time", "condition" or "damage" (damage or healing just applied)
    who: str | None
    name: str  # the combatant's name, "" for the whole table


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

    def to_dict(self) -> dict:
        """The view as plain dicts and lists (for JavaScript)."""
        return plain(asdict(self))


def _row(c: Combatant, plugin, state: State) -> CombatantView:
    return CombatantView(
        id=c.id,
        name=c.name,
        side=c.side,
        initiative=c.initiative,
        tiebreak=c.tiebreak,
        notes=c.notes,
        active=c.id == state.active,
        held=c.held,
        pools=tuple(PoolView(p.name, p.title, plugin.current(c, p.name), p.maximum, p.counts_up)
                    for p in plugin.resources(c)),
        conditions=tuple(ConditionView(k.name, k.unit, k.left, k.left_text) for k in c.conditions),
        status=tuple(plugin.status(c, state)),
    )


def build(encounter) -> View:
    state, plugin = encounter.state, encounter.plugin
    rows = [_row(c, plugin, state) for c in state.combatants]
    names = {c.id: c.name for c in state.combatants}
    return View(
        plugin=encounter.plugin_key,
        round=state.round,
        turn=state.turn,
        clock=state.clock,
        clock_text=clock_text(state.clock),
        ended=state.ended,
        active=state.active,
        order=tuple(r for r in rows if not r.held),
        held=tuple(r for r in rows if r.held),
        reminders=tuple(ReminderView(r.text, r.moment, r.who, names.get(r.who, "")) for r in state.reminders),
        can_undo=encounter.can_undo,
        can_redo=encounter.can_redo,
    )
