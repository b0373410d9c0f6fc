"""Undo and redo by replaying actions, never by storing a state per step.

The history keeps a base snapshot and the actions applied since, oldest first.
Undo replays all but the last action from the base; redo applies an undone
action again. When more than ``limit`` actions are kept, the oldest is folded
into the base (the base moves forward one step), so at least ``limit`` steps can
always be undone. Applying a new action empties the redo stack.

In memory the history also keeps the state after each kept action (``trail``; immutable states
share what did not change), so an undo costs one step back, not a replay. The trail is not
stored: a history read back from storage replays once, on its first undo.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator

from pyrules.core.errors import RulesError

from pyrules.core.encounter.actions import Action
from pyrules.core.encounter.model import State
from pyrules.core.encounter.plugins import Plugin
from pyrules.core.encounter.kinds import replay, step

DEFAULT_LIMIT = 100
MOST_LIMIT = 10_000


@dataclass(frozen=True)
class History:
    """``base``: the state before ``actions``; ``redo``: undone actions, the next to redo last."""

    base: State
    actions: tuple[Action, ...] = ()
    redo: tuple[Action, ...] = ()
    limit: int = DEFAULT_LIMIT
    trail: tuple[State, ...] = field(default=(), compare=False, repr=False)  # the state after each action

    @property
    def _trailed(self) -> bool:
        return len(self.trail) == len(self.actions)

    def _kept(self, actions: tuple[Action, ...], redo: tuple[Action, ...], plugin: Plugin,
              trail: tuple[State, ...]) -> History:
        base = self.base
        while len(actions) > self.limit:
            base = trail[0] if trail else step(base, actions[0], plugin)
            actions, trail = actions[1:], trail[1:]
        return History(base, actions, redo, self.limit, trail)

    def pushed(self, action: Action, plugin: Plugin, state: State | None = None) -> History:
        """The history after ``action`` was applied, leading to ``state`` (the redo stack is emptied)."""
        trail = self.trail + (state,) if state is not None and self._trailed else ()
        return self._kept(self.actions + (action,), (), plugin, trail)

    def undone(self, plugin: Plugin) -> tuple[State, History]:
        """The state before the last action, and the history with that action on the redo stack."""
        if not self.actions:
            raise RulesError("Nothing to undo.", "undo")
        if self._trailed:
            state = self.trail[-2] if len(self.trail) > 1 else self.base
            trail = self.trail[:-1]
        else:  # read back from storage: replay once, and keep the states it passes through
            trail = tuple(_states(self.base, self.actions[:-1], plugin))
            state = trail[-1] if trail else self.base
        return state, History(self.base, self.actions[:-1], self.redo + (self.actions[-1],), self.limit, trail)

    def redone(self, current: State, plugin: Plugin) -> tuple[State, History]:
        """The state after the last undone action is applied again to ``current``."""
        if not self.redo:
            raise RulesError("Nothing to redo.", "redo")
        action = self.redo[-1]
        state = step(current, action, plugin)
        trail = self.trail + (state,) if self._trailed else ()
        return state, self._kept(self.actions + (action,), self.redo[:-1], plugin, trail)

    def current(self, plugin: Plugin) -> State:
        """The state the history leads to (a full replay)."""
        return replay(self.base, self.actions, plugin)


def _states(base: State, actions: Iterable[Action], plugin: Plugin) -> Iterator[State]:
    """The state after each of ``actions`` in turn, from ``base``."""
    state = base
    for action in actions:
        state = step(state, action, plugin)
        yield state
