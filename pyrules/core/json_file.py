"""Text read from a file the player chose: refused by size and nesting before it is parsed.

A character sheet or a card file comes from outside the app, so its text is measured first: a
file too large, or nested too deeply for the parser to read safely, is refused with a message
saying so, as is text that is not JSON. Nothing here keeps anything.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pyrules.core.errors import RulesError

MOST_CHARACTERS = 5_000_000  # a character sheet with its portrait is well under 1 MB
MOST_NESTING = 64
_TOKENS = re.compile(r'\\.|["\[\]{}]')  # an escape, a quote or a bracket: all the nesting scan needs


def nesting(text: str, deepest: int) -> bool:
    """Whether ``text`` nests no more than ``deepest`` arrays and objects, measured by a plain
    scan (strings skipped), so a file nested 100,000 deep never reaches the parser."""
    if text.count("[") + text.count("{") <= deepest:
        return True
    level, in_string = 0, False
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark == '"':
            in_string = not in_string
        elif in_string or len(mark) == 2:
            continue
        elif mark in "[{":
            level += 1
            if level > deepest:
                return False
        else:
            level -= 1
    return True


def read_json(text: Any, what: str, *, longest: int = MOST_CHARACTERS, deepest: int = MOST_NESTING) -> Any:
    """The JSON value of a file's ``text``; RulesError naming "file", saying what ``what`` (“The
    file”) is, when it is not text, too large, nested too deeply or not JSON."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RulesError(f"{what} is not text.", "file") from None
    if not isinstance(text, str):
        raise RulesError(f"{what} is not text.", "file")
    if len(text) > longest:
        raise RulesError(f"{what} is too large ({len(text) // 1_000_000 or 1} MB; at most "
                         f"{longest // 1_000_000 or 1} MB).", "file")
    if not nesting(text, deepest):
        raise RulesError(f"{what} is nested too deeply to read.", "file")
    try:
        return json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError):
        raise RulesError(f"{what} is not valid JSON.", "file") from None
