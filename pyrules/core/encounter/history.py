"""Undo and redo by replaying actions, never by storing a state per step.

The history keeps a base snapshot and the actions applied since, oldest first.
Undo replays all but the last action from the base; redo applies an undone
action again. When more than ``limit`` actions are kept, the oldest is folded
into the base (the base moves forward one step), so at least ``limit`` steps can
always be undone. Applying a new action empties the redo stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import RulesError

from pyrules.core.encounter.model import State
from pyrules.core.encounter.plugins import Plugin
from pyrules.core.encounter.transitions import replay, step

DEFAULT_LIMIT = 100
MOST_LIMIT = 10_000


@dataclass(frozen=True)
class History:
    """``base``: the state before ``actions``; ``redo``: undone actions, the next to redo last."""

    base: State
    actions: tuple[dict, ...] = ()
    redo: tuple[dict, ...] = ()
    limit: int = DEFAULT_LIMIT

    def _kept(self, actions: tuple[dict, ...], redo: tuple[dict, ...], plugin: Plugin) -> History:
        base = self.base
        while len(actions) > self.limit:
            base = step(base, actions[0], plugin)
            actions = actions[1:]
        return History(base, actions, redo, self.limit)

    def pushed(self, action: dict, plugin: Plugin) -> History:
        """The history after ``action`` was applied (the redo stack is emptied)."""
        return self._kept(self.actions + (action,), (), plugin)

    def undone(self, plugin: Plugin) -> tuple[State, History]:
        """The state before the last action, and the history with that action on the redo stack."""
        if not self.actions:
            raise RulesError("Nothing to undo.", "undo")
        state = replay(self.base, self.actions[:-1], plugin)
        return state, History(self.base, self.actions[:-1], self.redo + (self.actions[-1],), self.limit)

    def redone(self, current: State, plugin: Plugin) -> tuple[State, History]:
        """The state after the last undone action is applied again to ``current``."""
        if not self.redo:
            raise RulesError("Nothing to redo.", "redo")
        action = self.redo[-1]
        state = step(current, action, plugin)
        return state, self._kept(self.actions + (action,), self.redo[:-1], plugin)

    def current(self, plugin: Plugin) -> State:
        """The state the history leads to (a full replay)."""
        return replay(self.base, self.actions, plugin)
