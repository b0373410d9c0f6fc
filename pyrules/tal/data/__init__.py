"""The TAL reference's tables as typed data, written as the book prints them.

One copy of each table: the rules modules, the reference tables and the tests
all read these. Line numbers are seed 000's own.
"""

from __future__ import annotations

from pyrules.core import explain


def cite(lines) -> str:
    """Where seed 000 prints a rule: ``cite(94)`` is "seed 000 l.94"."""
    return explain.cite("000", lines)
