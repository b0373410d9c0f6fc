"""The pool each combatant's damage keypad took last, so the next wound goes to the same pool.

Kept in the tab's session storage: a reload keeps it, a new tab starts afresh, and a backup file
never carries it (it is a convenience of this screen, not the game's data).
"""

from __future__ import annotations

import json

import js

from screen import dom
from screen.store import PREFIX


class PoolMemory:
    """One ruleset's remembered pools, by encounter and combatant."""

    def __init__(self, ruleset: str):
        self.key = f"{PREFIX}keypad-pools.{ruleset}"
        self.pools: dict[str, str] = {}
        try:
            raw = js.window.sessionStorage.getItem(self.key)
            kept = {} if dom.missing(raw) else json.loads(str(raw))
            if isinstance(kept, dict):
                self.pools = {k: v for k, v in kept.items() if isinstance(v, str)}
        except Exception:  # storage blocked or the value damaged: this visit starts without it
            self.pools = {}

    def get(self, encounter_id, cid) -> str | None:
        return self.pools.get(f"{encounter_id}/{cid}")

    def remember(self, encounter_id, cid, pool: str) -> None:
        self.pools[f"{encounter_id}/{cid}"] = pool
        try:
            js.window.sessionStorage.setItem(self.key, json.dumps(self.pools))
        except Exception:  # storage blocked or full: remembered while the page stays open
            pass
