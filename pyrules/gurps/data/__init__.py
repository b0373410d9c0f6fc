"""The GURPS reference's tables as data, written as seed 001 prints them.

One copy of each table: the calculators, the reference tables and the tests
all read these modules. Markup of the transcription (bold, italics) is left
out; words, numbers and ranges are as printed. Line numbers are seed 001's own.
"""

from __future__ import annotations

from pyrules.core import explain


def cite(lines) -> str:
    """Where seed 001 prints a rule: ``cite(9)`` is "seed 001 l.9"."""
    return explain.cite("001", lines)
