"""The app's one roll log as plain data: every roll, from the dice roller, a calculator or a
tracker, with what it came to; entries kept newest last, at most ``LIMIT``."""

from __future__ import annotations

from typing import Any, Iterable

from pyrules.core import validate
from screen import tones

Entry = dict[str, Any]  # one roll as the log keeps it (``entry``)

LOG_KEY = "rolls"
ENTRY_KEY = "dice"  # what the player last typed in the roller: notation, target, direction
LIMIT = 100


def read_entry(data: Any) -> dict[str, str]:
    """Check the roller's stored entry; raise ValueError (the caller keeps it aside) if damaged."""
    if not (isinstance(data, dict) and all(isinstance(data.get(k), str) for k in ("notation", "target", "direction"))):
        raise ValueError("the dice roller's last entry is damaged")
    return data


TONES = tuple(tones.TONES.values())  # the colours a roll may be kept with
TEXTS = ("source", "outcome")  # where it was rolled ("GURPS · Success roll"), what it came to (stored as "outcome")


def entry(notation: str, total: int, faces: Iterable[int] = (), *, source: str = "", said: str = "",
          tone: str = "neutral", at: int | None = None) -> Entry:
    """One roll as the log keeps it, wherever in the app it was rolled.

    ``faces`` are the dice as they fell (empty when only the total is known); ``said`` is
    what the roll came to against its target ("Made it by 3"), coloured by ``tone``.
    """
    made: Entry = {"notation": notation, "faces": list(faces), "total": total}
    if source:
        made["source"] = source
    if said:
        made["outcome"] = said
        made["tone"] = tone if tone in TONES else "neutral"
    if at is not None:
        made["at"] = at
    return made


def read_log(data: Any) -> list[Entry]:
    """Check stored log data; raise ValueError (the caller keeps it aside) if it is damaged."""
    if not isinstance(data, list):
        raise ValueError("the roll log is not a list")
    for i, item in enumerate(data):
        if not (isinstance(item, dict) and isinstance(item.get("notation"), str)
                and validate.kept_whole(item.get("total")) is not None and isinstance(item.get("faces"), list)
                and all(validate.kept_whole(f) is not None for f in item["faces"])
                and all(isinstance(item.get(k, ""), str) for k in TEXTS)
                and item.get("tone", "neutral") in TONES):
            raise ValueError(f"roll log entry {i} is damaged")
    return data


def add_entry(log: list[Entry], item: Entry) -> list[Entry]:
    return (log + [item])[-LIMIT:]
