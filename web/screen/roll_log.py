"""The roll log as plain data: entries kept newest last, at most ``LIMIT``."""

from __future__ import annotations

LOG_KEY = "rolls"
ENTRY_KEY = "dice"  # what the player last typed in the roller: notation, target, direction
LIMIT = 100


def read_entry(data) -> dict:
    """Check the roller's stored entry; raise ValueError (the caller keeps it aside) if damaged."""
    if not (isinstance(data, dict) and all(isinstance(data.get(k), str) for k in ("notation", "target", "direction"))):
        raise ValueError("the dice roller's last entry is damaged")
    return data


def read_log(data) -> list[dict]:
    """Check stored log data; raise ValueError (the caller keeps it aside) if it is damaged."""
    if not isinstance(data, list):
        raise ValueError("the roll log is not a list")
    for i, entry in enumerate(data):
        if not (isinstance(entry, dict) and isinstance(entry.get("notation"), str)
                and isinstance(entry.get("total"), int) and isinstance(entry.get("faces"), list)
                and all(isinstance(f, int) for f in entry["faces"])):
            raise ValueError(f"roll log entry {i} is damaged")
    return data


def add_entry(log: list[dict], entry: dict) -> list[dict]:
    return (log + [entry])[-LIMIT:]
