"""The TAL reference's tables as typed data, written as the book prints them.

One copy of each table: the rules modules, the reference tables and the tests
all read these. Line numbers are seed 000's own.
"""

from __future__ import annotations

from pyrules.core import explain

# An open-ended row ("20+", "135+") covers every value above it: a value is refused only when it
# is past any number a game produces (a typing slip, not a value the row does not cover).
OPEN_ENDED_MOST = 10**9


def cite(lines: int | str) -> str:
    """Where seed 000 prints a rule: ``cite(94)`` is "seed 000 l.94"."""
    return explain.cite("000", lines)
