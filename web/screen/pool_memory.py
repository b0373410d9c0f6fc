"""The pool each combatant's damage keypad took last, so the next wound goes to the same pool.

Kept in the tab's session storage: a reload keeps it, a new tab starts afresh, and a backup file
never carries it (it is a convenience of this screen, not the game's data). The storage is
passed in (an object with ``sessionStorage``'s ``getItem`` and ``setItem``), the page's own when
none is: tests give a dictionary's.
"""

from __future__ import annotations

import json

from keeping.store import PREFIX, Backend


def session_storage() -> Backend | None:
    """The tab's session storage, or None where the browser blocks it."""
    import js

    try:
        storage: Backend = js.window.sessionStorage  # reading the property itself throws when storage is blocked
    except Exception:
        return None
    return storage


class PoolMemory:
    """One ruleset's remembered pools, by encounter and combatant."""

    def __init__(self, ruleset: str, backend: Backend | None = None) -> None:
        self.key = f"{PREFIX}keypad-pools.{ruleset}"
        self.backend = backend if backend is not None else session_storage()
        self.pools: dict[str, str] = {}
        if self.backend is None:  # storage blocked: this visit starts without it
            return
        try:
            raw = self.backend.getItem(self.key)
            kept = json.loads(raw) if isinstance(raw, str) else {}  # none kept: the browser's null
            if isinstance(kept, dict):
                self.pools = {k: v for k, v in kept.items() if isinstance(v, str)}
        except Exception:  # storage blocked or the value damaged: this visit starts without it
            self.pools = {}

    def get(self, encounter_id: str, cid: str) -> str | None:
        return self.pools.get(f"{encounter_id}/{cid}")

    def remember(self, encounter_id: str, cid: str, pool: str) -> None:
        self.pools[f"{encounter_id}/{cid}"] = pool
        if self.backend is None:  # storage blocked: remembered while the page stays open
            return
        try:
            self.backend.setItem(self.key, json.dumps(self.pools))
        except Exception:  # storage blocked or full: remembered while the page stays open
            pass
