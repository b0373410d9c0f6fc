"""What one action changed, found by comparing objects; and what is made from a part, kept while
the part is the very same object.

States are immutable and an action makes a new state that shares every combatant, log entry and
action it did not touch: an unchanged part is the same object as before. What one action changed
is therefore found by comparing objects, in C, instead of looking at every part in Python; and
whatever is made from a part (a row of the view, a row as sent to the players, a combatant's
stored text) is made once and kept while its part is that object. One action then costs the same
however many fight.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable, Sequence
from itertools import compress
from operator import is_not
from typing import Any, Generic, Protocol, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


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


def _whole(key: Any) -> Any:
    return key


class Kept(Generic[K, V]):
    """Values made from objects, by key: each kept while it was made from the very same object
    under the same terms, and made again otherwise."""

    def __init__(self) -> None:
        self.values: dict[K, tuple[object, Any, V]] = {}  # key -> (the object, the terms, the value)

    def get(self, key: K, thing: object, terms: Any, make: Callable[[], V]) -> V:
        """The value kept for ``key`` if it was made from ``thing`` under ``terms``; else ``make()``, kept."""
        kept = self.values.get(key)
        if kept is None or kept[0] is not thing or kept[1] != terms:
            kept = self.values[key] = (thing, terms, make())
        return kept[2]

    def __len__(self) -> int:
        return len(self.values)

    def made(self) -> list[V]:
        """Every value kept."""
        return [kept[2] for kept in self.values.values()]

    def forget_unless(self, bound: int, alive: Callable[[], Container[Any]],
                      part: Callable[[K], Any] = _whole) -> None:
        """Once more than ``bound`` values are kept, drop those whose key (or ``part`` of it) is
        not in ``alive()``: worked out only then, so forgetting costs nothing per action."""
        if len(self.values) > bound:
            here = alive()
            self.values = {key: kept for key, kept in self.values.items() if part(key) in here}
