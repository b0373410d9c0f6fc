"""Which steps of an encounter's undo history another tab made, as one tab learns of them.

Two tabs share an encounter's record; each reads the other's changes as they are saved. Undo
takes back the history's last action whoever made it, so a tab that has just read another tab's
action would silently undo that one. ``OtherTabs`` remembers, for the encounters a tab has read
from another tab, which last actions (and which undone ones, for redo) came from there, so the
page can say so and ask before undoing or redoing them.

An action is known by the actions that lead up to it (the last ``SPAN`` of the history's list,
compared by value), since a record read back from storage holds new objects: two tabs would have
to make the same ``SPAN`` actions in the same order for one to be taken for the other.
"""

from __future__ import annotations

from typing import TypeVar

import json
from dataclasses import dataclass, field

from pyrules.core.encounter.actions import Action
from pyrules.core.encounter.encounter import Encounter

SPAN = 8  # how many last actions tell one step from another
MOST_KEPT = 400  # steps remembered per encounter; older ones are past undoing anyway


Step = TypeVar("Step", str, tuple[str, str])  # the last actions as text; for redo, (done, undone)


def _top(actions: tuple[Action, ...]) -> str:
    """The last actions as text, to compare and remember (actions are plain data)."""
    return json.dumps(actions[-SPAN:], sort_keys=True, separators=(",", ":"))


def _remember(kept: dict[str, dict[Step, bool]], saved_id: str, step: Step) -> None:
    steps = kept.setdefault(saved_id, {})
    steps.pop(step, None)
    steps[step] = True
    while len(steps) > MOST_KEPT:
        del steps[next(iter(steps))]


@dataclass
class OtherTabs:
    """The steps another tab made, by encounter id: last actions (undo) and undone ones (redo)."""

    undo: dict[str, dict[str, bool]] = field(default_factory=dict)  # encounter id -> its steps, oldest first
    redo: dict[str, dict[tuple[str, str], bool]] = field(default_factory=dict)

    def read(self, saved_id: str, mine: Encounter | None, theirs: Encounter) -> None:
        """``theirs``, another tab's newer record of ``saved_id``, replaces ``mine``: remember the
        actions it has that mine had not, and the undone actions it holds that mine did not."""
        now, before = theirs.history.actions, mine.history.actions if mine else ()
        common = 0
        while common < min(len(now), len(before)) and now[common] == before[common]:
            common += 1
        for end in range(max(common, len(now) - MOST_KEPT) + 1, len(now) + 1):
            _remember(self.undo, saved_id, _top(now[:end]))
        if theirs.history.redo != (mine.history.redo if mine else ()):
            _remember(self.redo, saved_id, (_top(now), _top(theirs.history.redo)))

    def undo_is_theirs(self, saved_id: str, encounter: Encounter) -> bool:
        """Whether the action undo would take back was made in another tab."""
        actions = encounter.history.actions
        return bool(actions) and _top(actions) in self.undo.get(saved_id, ())

    def redo_is_theirs(self, saved_id: str, encounter: Encounter) -> bool:
        """Whether the action redo would make again was undone in another tab."""
        history = encounter.history
        return bool(history.redo) and (_top(history.actions), _top(history.redo)) in self.redo.get(saved_id, ())

    def forget(self, saved_id: str) -> None:
        self.undo.pop(saved_id, None)
        self.redo.pop(saved_id, None)
