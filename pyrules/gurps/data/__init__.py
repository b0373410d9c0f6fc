"""The GURPS reference's tables as data, written as seed 001 prints them.

One copy of each table: the calculators, the reference tables and the tests
all read these modules. Markup of the transcription (bold, italics) is left
out; words, numbers and ranges are as printed. Line numbers are seed 001's own.
"""

from __future__ import annotations

from pyrules.core import explain
from pyrules.core.reference import PUBLISHED_RULE


def cite(lines: str | int) -> str:
    """Where seed 001 prints a rule: ``cite(9)`` is "seed 001 l.9"."""
    return explain.cite("001", lines)


def basic_set(page: str | int) -> str:
    """Where the Basic Set prints a rule the reference leaves out: ``basic_set(378)`` is
    "Basic Set p. 378; Published rule, not in the reference."; ``basic_set("60, 380")`` says "pp."."""
    pages = "pp." if any(mark in str(page) for mark in ",-") else "p."
    return f"Basic Set {pages} {page}; {PUBLISHED_RULE}"
