"""The Encounter: the state, the plug-in that rules it, and its undo history.

An Encounter is immutable: ``apply``, ``undo`` and ``redo`` return a new one::

    enc = Encounter.new("generic")
    enc = enc.apply(actions.add("Goblin", 4))
    enc = enc.apply(actions.roll_initiative(enc, rng))
    enc = enc.apply(actions.next_turn())
    enc = enc.undo()

An ordinary ``apply`` costs one step (no replay); only ``undo`` replays the kept
actions from the history's base.

The attack under way (``under_way``, an ``Exchange``: who attacks whom and the stages answered so
far) is part of the encounter, kept in the same record: the action that applies it ends it, so the
wound and the end of the attack are written together or not at all. Its stages are not steps of
the undo history (Back takes a stage back); an undo leaves it as it is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any, Mapping

from pyrules.core.errors import RulesError

from pyrules.core.encounter import check
from pyrules.core.encounter.actions import Action, played_id
from pyrules.core.encounter.exchange_data import Exchange
from pyrules.core.encounter.history import DEFAULT_LIMIT, MOST_LIMIT, History
from pyrules.core.encounter.model import Combatant, LogEntry, Reminder, State, plain
from pyrules.core.encounter.plugins import Plugin, plugin
from pyrules.core.encounter.schema import read, write
from pyrules.core.encounter.kinds import KINDS, normalize
from pyrules.core.encounter.view import RowCache, View, build


@dataclass(frozen=True)
class Encounter:
    plugin_key: str
    state: State
    history: History
    under_way: Exchange | None = None

    @classmethod
    def new(cls, plugin_key: str = "generic", *, limit: int = DEFAULT_LIMIT) -> Encounter:
        """An empty encounter ruled by the plug-in ``plugin_key``, keeping ``limit`` undo steps."""
        plugin(plugin_key)
        limit = check.whole(limit, "limit", low=1, high=MOST_LIMIT)
        return cls(plugin_key, State(), History(State(), limit=limit))

    @property
    def plugin(self) -> Plugin:
        return plugin(self.plugin_key)

    # -- changes --------------------------------------------------------------
    def apply(self, action: Action | Mapping[str, Any]) -> Encounter:
        """This encounter after ``action``; RulesError (naming the argument) if it does not apply,
        or if it applies an attack this encounter has applied already (its ``played`` id). The
        action that applies the attack under way ends it."""
        return self.apply_canonical(normalize(action, self.plugin))

    def apply_canonical(self, action: Action) -> Encounter:
        """``apply`` of an action already in its canonical form: as ``normalize`` makes it, or as
        the core builds it from parts it has checked (the attack under way's own), so it is not
        checked again."""
        ruleset = self.plugin
        attack = played_id(action)
        if attack is not None and self.has_applied(attack):
            raise RulesError("This attack was already applied.", "played")
        # The step its kind makes, found as ``kinds.step`` finds it: every tap's change comes this
        # way, and a frame less on it is a module less crossed.
        state = KINDS[action["kind"]].step(self.state, ruleset, action)
        return Encounter(self.plugin_key, state, self.history.pushed(action, ruleset, state),
                         self._ended_by(action))

    def undo(self) -> Encounter:
        """The last step taken back (the attack under way stays as it is)."""
        state, history = self.history.undone(self.plugin)
        return Encounter(self.plugin_key, state, history, self.under_way)

    def redo(self) -> Encounter:
        """The last step taken back made again; one that applies the attack under way ends it."""
        state, history = self.history.redone(self.state, self.plugin)
        return Encounter(self.plugin_key, state, history, self._ended_by(history.actions[-1]))

    def playing(self, exchange: Exchange | None) -> Encounter:
        """This encounter with ``exchange`` as the attack under way (None: none)."""
        return replace(self, under_way=exchange)

    def _ended_by(self, action: Action) -> Exchange | None:
        """The attack under way once ``action`` is made: none if the action applies it."""
        attack = played_id(action)
        if self.under_way is None or attack is None or attack != self.under_way.id:
            return self.under_way
        return None

    def has_applied(self, attack: str) -> bool:
        """Whether the attack with this id (an exchange's) is applied among the steps that can be
        undone (one undone is not: applying it again is one step again)."""
        return any(played_id(done) == attack for done in self.history.actions)

    @property
    def can_undo(self) -> bool:
        return bool(self.history.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.history.redo)

    @property
    def actions(self) -> list[Action]:
        """Copies of the actions that can be undone, oldest first."""
        copies: list[Action] = plain(self.history.actions)
        return copies

    # -- reading --------------------------------------------------------------
    @property
    def combatants(self) -> tuple[Combatant, ...]:
        """Everyone, in turn order (those holding included, flagged ``held``)."""
        return self.state.combatants

    @property
    def active(self) -> Combatant | None:
        return None if self.state.active is None else self.state.combatant(self.state.active)

    @property
    def round(self) -> int:
        return self.state.round

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def clock(self) -> int:
        return self.state.clock

    @property
    def ended(self) -> bool:
        return self.state.ended

    @property
    def log(self) -> tuple[LogEntry, ...]:
        return self.state.log

    @property
    def reminders(self) -> tuple[Reminder, ...]:
        return self.state.reminders

    def combatant(self, cid: str) -> Combatant:
        return self.state.combatant(cid)

    def named(self, name: str) -> Combatant:
        """The first combatant called ``name``; RulesError if there is none."""
        for c in self.state.combatants:
            if c.name == name:
                return c
        raise RulesError(f"No combatant called “{name}”.", "name")

    def view(self, cache: RowCache | None = None) -> View:
        """What the tracker page shows (see view.View); ``cache`` keeps rows between views."""
        return build(self, cache)

    # -- storage --------------------------------------------------------------
    def to_dict(self, *, log: bool = True) -> dict[str, Any]:
        """Plain JSON-ready data, history included; ``from_dict`` reads it back exactly.

        ``log=False`` leaves the log out, for a caller that writes it itself (see schema.write).
        """
        return write(self, log=log)

    @classmethod
    def from_dict(cls, data: Any) -> Encounter:
        """Read stored data (older schemas are migrated); RulesError naming the field at fault."""
        return cls(*read(data))

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> Encounter:
        return cls.from_dict(check.loads(text, "encounter file"))
