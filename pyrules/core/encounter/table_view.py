"""What the players see at the table: the turn order, who acts now and who is next, the round, and
how each combatant looks.

The game master's screen shows every number; the table view shows what the players would see
across the table. Everyone's name, place in the order, whether they hold their turn, and the
conditions the game master placed on them ("Stunned, 2 turns"); how hurt each looks, in words
("Badly hurt"), judged from the ruleset's life pool. The party's own pools are shown as numbers
too (the players keep those on their sheets); a foe's numbers, the notes and the plug-in's
status lines (which carry rolls and scores) are never shown.

Every text here is user text or built from it: the page must render it as text, never as HTML.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.kept import Kept
from pyrules.core.encounter.model import Combatant, Condition
from pyrules.core.encounter.plugins import Plugin, Resource

UNHURT, HURT, BADLY_HURT, DOWN = "Unhurt", "Hurt", "Badly hurt", "Down"
LOOKS = (UNHURT, HURT, BADLY_HURT, DOWN)  # from best to worst


@dataclass(frozen=True)
class TableRow:
    """One combatant as the table sees it."""

    id: str
    name: str
    side: str
    active: bool
    held: bool
    looks: str                   # one of LOOKS
    pools: tuple[str, ...]       # "HP 7/10", "Wounds 5 of 14": the party's only, empty for a foe
    conditions: tuple[str, ...]  # "Stunned (2 turns)", "Prone"


@dataclass(frozen=True)
class TableView:
    """The open encounter for the players: ``order`` is the turn order, those holding apart."""

    ruleset: str
    round: int
    ended: bool
    acting: str | None    # the name of who acts now (None before the first turn and once ended)
    next_up: str | None   # who acts after them (the first in the order before the first turn)
    order: tuple[TableRow, ...]
    held: tuple[TableRow, ...]

    @property
    def round_text(self) -> str:
        """ "Round 3", "Ended after round 4"."""
        return f"Ended after round {self.round}" if self.ended else f"Round {self.round}"

    @property
    def headline(self) -> str:
        """ "Round 3 · Ana acts", "Round 1 · Ana acts first", "Ended after round 4"."""
        if self.ended:
            return f"Ended after round {self.round}"
        if self.acting:
            return f"Round {self.round} · {self.acting} acts"
        if self.next_up:
            return f"Round {self.round} · {self.next_up} acts first"
        return f"Round {self.round} · no one in the order yet"


def looks(plugin: Plugin, combatant: Combatant) -> str:
    """How hurt a combatant looks, in a word, from its pools.

    Each ruleset lists its life pool first (HP, SHP, Lethal, Stun); pools counted up hold damage
    taken (Cortex's Wounds and Shock, Aftermath!'s Subdual), so they count too. Pools spent
    otherwise (GURPS FP, the TAL pool) do not make anyone look hurt. The worst word wins: out of
    the pool (at 0, or at the threshold counting up) is Down; past the plug-in's low mark, Badly
    hurt; anything less than fresh, Hurt.
    """
    pools = tuple(plugin.pools.resources(combatant))
    worst = 0
    for index, pool in enumerate(pools):
        if index and not pool.counts_up:
            continue
        now = plugin.pools.current(combatant, pool.name)
        if (now >= pool.maximum) if pool.counts_up else (now <= 0):
            word = 3
        elif pool.is_low(now):
            word = 2
        elif (now > 0) if pool.counts_up else (now < pool.maximum):
            word = 1
        else:
            word = 0
        worst = max(worst, word)
    return LOOKS[worst]


def _pool_text(plugin: Plugin, combatant: Combatant, pool: Resource) -> str:
    now = plugin.pools.current(combatant, pool.name)
    return f"{pool.title} {now} of {pool.maximum}" if pool.counts_up else f"{pool.title} {now}/{pool.maximum}"


def _condition_text(condition: Condition) -> str:
    return f"{condition.name} ({condition.left_text})" if condition.left_text else condition.name


def _row(plugin: Plugin, combatant: Combatant, active: bool) -> TableRow:
    party = combatant.side == "party"
    return TableRow(
        id=combatant.id,
        name=combatant.name,
        side=combatant.side,
        active=active,
        held=combatant.held,
        looks=looks(plugin, combatant),
        pools=tuple(_pool_text(plugin, combatant, p) for p in plugin.pools.resources(combatant)) if party else (),
        conditions=tuple(_condition_text(c) for c in combatant.conditions),
    )


class TableRows:
    """The table's rows built so far, reused for every combatant that has not changed: states
    share the combatants an action did not touch, so an unchanged combatant is the same object and
    its row is built again only when it, or whether it acts now, changed."""

    def __init__(self) -> None:
        self.rows: Kept[str, TableRow] = Kept()  # by id, kept while the combatant and whether it acts are the same

    def row(self, plugin: Plugin, combatant: Combatant, active: bool) -> TableRow:
        return self.rows.get(combatant.id, combatant, active, lambda: _row(plugin, combatant, active))

    def keep_only(self, combatants: tuple[Combatant, ...]) -> None:
        """Forget the rows of those no longer in the encounter (once they outnumber the rest)."""
        self.rows.forget_unless(2 * len(combatants) + 16, lambda: {c.id for c in combatants})


def table_view(encounter: Encounter, plugin: Plugin | None = None, rows: TableRows | None = None) -> TableView:
    """The table's view of ``encounter`` (an ``Encounter``) under ``plugin`` (its own by default);
    ``rows`` keeps the rows built for the next view of the same encounter."""
    plugin = plugin or encounter.plugin
    state = encounter.state
    kept = TableRows() if rows is None else rows
    kept.keep_only(state.combatants)
    rows_now = [kept.row(plugin, c, c.id == state.active) for c in state.combatants]
    order = tuple(r for r in rows_now if not r.held)
    acting = next((r for r in order if r.active), None)
    next_up = None
    if not state.ended and order:
        if acting is None:
            next_up = order[0].name
        elif len(order) > 1:
            next_up = order[(order.index(acting) + 1) % len(order)].name
    return TableView(
        ruleset=plugin.name or plugin.key,
        round=state.round,
        ended=state.ended,
        acting=None if state.ended or acting is None else acting.name,
        next_up=next_up,
        order=order,
        held=tuple(r for r in rows_now if r.held),
    )
