"""What one action changed, found by comparing objects.

States are immutable and an action makes a new state that shares every combatant, log entry and
action it did not touch: an unchanged part is the same object as before. What one action changed
is therefore found by comparing objects, in C, instead of looking at every part in Python, and
one action costs the same however many fight.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import is_not
from typing import Protocol


class HasId(Protocol):
    """A combatant, or its row: known by its id."""

    @property
    def id(self) -> str: ...


def replaced(new: Sequence[HasId], old: Sequence[HasId]) -> set[int] | None:
    """The places where ``new`` holds another object than ``old`` (compared in C: the unchanged
    ones cost no Python step); None when the two differ in length or in the ids they hold, in order."""
    if len(new) != len(old):
        return None
    changed = set(compress(range(len(new)), map(is_not, new, old)))
    if any(new[i].id != old[i].id for i in changed):
        return None
    return changed
