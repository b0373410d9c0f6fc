"""What storage refused of a tracker's encounters, kept in memory and written once there is room.

A save keeps the encounter's record, and every group and piece of log it lists, in memory first,
whole, so a backup file holds it whatever storage does; storage is written after, in order (what
the record lists before the record) and up to the first write it refuses. The encounter is then
*behind*: ``Behind.catch_up`` writes it again, as last saved, once storage may have room.
"""

from __future__ import annotations

from typing import Callable

from pyrules.core.encounter.library import Saved
from pyrules.core.encounter.shown import Conflict
from pyrules.core.errors import RulesError
from keeping.keys import group_key, log_piece_key
from keeping.store import Store


class Behind:
    """The encounters of one ruleset that storage has not taken yet, each as last saved."""

    def __init__(self, store: Store, ruleset: str) -> None:
        self.store = store
        self.ruleset = ruleset
        self.saved: dict[str, Saved] = {}

    def __contains__(self, saved_id: str) -> bool:
        return saved_id in self.saved

    def hold(self, saved: Saved, texts: list[tuple[str, str]], listed: set[str], pieces: int) -> None:
        """Keep ``saved`` in memory, its ``texts`` by key (the groups and pieces its record lists,
        then the record), before any is written: what the game master did, whether or not storage
        takes it. The groups and pieces kept of an earlier save that its record no longer lists (it
        lists the groups ``listed`` and ``pieces`` pieces) go."""
        for key, text in texts:
            self.store.hold(key, text)
        self._forget_unlisted(saved.id, listed, pieces)
        self.saved[saved.id] = saved

    def written(self, saved_id: str) -> None:
        """Storage took all of ``saved_id``'s last save."""
        del self.saved[saved_id]

    def forget(self, saved_id: str) -> None:
        self.saved.pop(saved_id, None)

    def _forget_unlisted(self, saved_id: str, listed: set[str], pieces: int) -> None:
        """Forget the groups and log pieces of ``saved_id`` kept in memory that storage never took
        and its record no longer lists (it lists the groups ``listed`` and ``pieces`` pieces)."""
        groups, log = group_key(self.ruleset, saved_id, ""), log_piece_key(self.ruleset, saved_id, "")
        for key in [key for key in self.store.unwritten if key.startswith((groups, log))]:
            tail = key.rpartition(".")[2]
            if key.startswith(groups) and tail not in listed or key.startswith(log) and int(tail) >= pieces:
                self.store.drop_unwritten(key)

    def catch_up(self, save: Callable[[Saved], bool]) -> bool:
        """Write what storage refused before, now that it may have room (the encounters kept only
        in memory, each saved again with ``save``, and the app's other values); whether all of it is
        written."""
        if not self.saved and not self.store.unwritten:
            return True  # the usual case: nothing waits
        if not self.store.may_have_room:
            return False
        if not self.store.flush():
            return False
        for saved in list(self.saved.values()):
            try:
                if not save(saved):
                    return False
            except (Conflict, RulesError):  # another tab wrote it since, or it grew too large: kept in memory
                continue
        return not self.saved
