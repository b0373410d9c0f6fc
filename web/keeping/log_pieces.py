"""An encounter's log in storage: its JSON text kept as it grows, and kept in pieces.

Every full ``LOG_PIECE`` entries but the last go to a record of their own,
``log.<ruleset>.<id>.<n>``, written once, so a save rewrites the encounter and the end of its log,
never the whole evening; the encounter's record says how many pieces come before its log
(``log_pieces``). Only the entries not turned into text before are turned into text (``LogText``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from pyrules.core import validate
from pyrules.core.encounter.model import LogEntry
from pyrules.core.encounter.schema import log_dict
from pyrules.core.errors import RulesError
from keeping.keys import log_piece_key
from keeping.json_text import json_text
from keeping.store import Store

LOG_PIECE = 500  # log entries in each piece written apart from the encounter's record

# A piece as stored: its first and last entry (the objects this tab read or wrote: the piece is
# written again once they differ) and the length of its text.
StoredPiece = tuple[LogEntry, LogEntry, int]


def read_log_piece(data: object) -> list[Any]:
    """One stored piece of an encounter's log: its entries, each read with the encounter;
    RulesError if it is missing or not a full piece."""
    if data is None:
        raise RulesError("A piece of this encounter's log is missing.", "log")
    if not isinstance(data, list) or len(data) != LOG_PIECE or not all(isinstance(e, dict) for e in data):
        raise RulesError("A piece of this encounter's log is damaged.", "log")
    return data


@dataclass
class LogText:
    """The JSON text of each log entry written so far, for entries that have not changed.

    Log entries are immutable and an encounter's states share them, so an entry seen before is
    the same object: only new ones are turned into text. After an undo the log is shorter; the
    texts of the entries it still has are kept.
    """

    entries: list[LogEntry] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)

    def text(self, log: tuple[LogEntry, ...], start: int = 0) -> str:
        """The log's entries from ``start`` on as JSON text."""
        self.update(log)
        return "[" + ",".join(self.texts[start:]) + "]"

    def update(self, log: tuple[LogEntry, ...]) -> None:
        """Turn the entries not seen yet into text."""
        keep = 0
        limit = min(len(log), len(self.entries))
        # the common start, found from the end of what is kept (the usual case: all of it)
        if limit and log[limit - 1] is self.entries[limit - 1]:
            keep = limit
        else:
            while keep < limit and log[keep] is self.entries[keep]:
                keep += 1
        del self.entries[keep:], self.texts[keep:]
        for entry in log[keep:]:
            self.entries.append(entry)
            self.texts.append(json_text(log_dict(entry)))


class LogCut(NamedTuple):
    """An encounter's log as a save writes it: how many pieces come before its record's log, the
    text of each piece to write again (by number), the size of every piece's text, and the text of
    the log the record holds."""

    pieces: int
    fresh: dict[int, str]
    sizes: list[int]
    tail: str


class LogPieces:
    """What one tab knows of the logs of a ruleset's encounters in ``store``: the text of each so far,
    and its pieces as stored."""

    def __init__(self, store: Store, ruleset: str) -> None:
        self.store = store
        self.ruleset = ruleset
        self.texts: dict[str, LogText] = {}
        self.stored: dict[str, list[StoredPiece]] = {}  # by encounter id, its pieces in order

    def read(self, saved_id: str, log: tuple[LogEntry, ...], sizes: list[int]) -> None:
        """Remember the pieces just read of ``saved_id``'s log, ``log`` as read (their sizes in order)."""
        self.stored[saved_id] = [(log[n * LOG_PIECE], log[(n + 1) * LOG_PIECE - 1], size)
                                 for n, size in enumerate(sizes)]

    def cut(self, saved_id: str, log: tuple[LogEntry, ...]) -> LogCut:
        """``log`` cut as a save of ``saved_id`` writes it: a piece is written again only where its
        first or last entry is not the one stored."""
        texts = self.texts.setdefault(saved_id, LogText())
        texts.update(log)
        count = max(0, len(log) - 1) // LOG_PIECE  # the pieces before the log's last, unfinished one
        stored = self._stored(saved_id)
        fresh = [n for n in range(count) if n >= len(stored) or stored[n][:2] != (
            log[n * LOG_PIECE], log[(n + 1) * LOG_PIECE - 1])]
        piece_texts = {n: "[" + ",".join(texts.texts[n * LOG_PIECE:(n + 1) * LOG_PIECE]) + "]" for n in fresh}
        sizes = [len(piece_texts[n]) if n in piece_texts else stored[n][2] for n in range(count)]
        return LogCut(count, piece_texts, sizes, texts.text(log, count * LOG_PIECE))

    def written(self, saved_id: str, n: int, log: tuple[LogEntry, ...], size: int) -> None:
        """Piece ``n`` of ``log`` is stored now, its text ``size`` long."""
        self._stored(saved_id)[n:n + 1] = [(log[n * LOG_PIECE], log[(n + 1) * LOG_PIECE - 1], size)]

    def settle(self, saved_id: str, count: int) -> None:
        """The record now lists ``count`` pieces: those past them (an undo has taken them back into
        the record) go."""
        stored = self._stored(saved_id)
        for n in range(count, len(stored)):
            self.store.remove(log_piece_key(self.ruleset, saved_id, n))
        del stored[count:]

    def remove(self, saved_id: str) -> None:
        """Delete every piece stored of ``saved_id``'s log."""
        prefix = log_piece_key(self.ruleset, saved_id, "")
        for key in self.store.keys(prefix):
            if validate.digits(key[len(prefix):]) is not None:
                self.store.remove(key)

    def forget(self, saved_id: str) -> None:
        """Forget all this tab knew of ``saved_id``'s log."""
        self.stored.pop(saved_id, None)
        self.texts.pop(saved_id, None)

    def _stored(self, saved_id: str) -> list[StoredPiece]:
        """What this tab knows of the pieces stored for ``saved_id`` (none for an encounter it has
        neither read nor written)."""
        return self.stored.setdefault(saved_id, [])
