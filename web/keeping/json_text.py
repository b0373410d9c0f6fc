"""The JSON text the app keeps and reads: written compactly, and refused by its size and nesting
before it is parsed, so that no file or stored value can make the parser work without end."""

from __future__ import annotations

import json
from typing import Any

from pyrules.core.json_file import nesting

MAX_TEXT = 5_000_000  # characters: more than a long campaign's worth, less than storage holds
MAX_DEPTH = 64


def json_text(value: Any) -> str:
    """The JSON text the app keeps of ``value``: compact, and with its characters as they are."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class StorageError(Exception):
    """Something the user must hear about: a write refused, a file that cannot be read."""


def check_json_text(text: Any, what: str, *, limit: int = MAX_TEXT, depth: int = MAX_DEPTH) -> str:
    """``text`` if it is small and shallow enough to parse safely; StorageError saying why not.

    The nesting is measured by a plain scan (strings skipped), so a file nested 100,000 deep
    is refused without ever reaching the parser.
    """
    if not isinstance(text, str):
        raise StorageError(f"{what} is not text.")
    if len(text) > limit:
        raise StorageError(f"{what} is too large ({len(text) // 1_000_000 or 1} MB; at most {limit // 1_000_000} MB).")
    if not nesting(text, depth):
        raise StorageError(f"{what} is nested too deeply to be a pyrules file.")
    return text


def parse_json(text: Any, what: str, **limits: int) -> Any:
    """The JSON value of ``text``; StorageError in a player's words when it is not JSON."""
    check_json_text(text, what, **limits)
    try:
        return json.loads(text)
    except ValueError:
        raise StorageError(f"{what} is not a pyrules file (it is not valid JSON).") from None
