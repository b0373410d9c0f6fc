"""Numbering combatants of the same name: "Goblin" ×4 becomes Goblin 1 to Goblin 4.

Rules: a single new combatant whose name nobody has keeps it as typed. Otherwise
the new ones are numbered on from the highest number already in use for that
name, an unnumbered "Goblin" counting as 1 (so adding one more Goblin next to a
plain "Goblin" gives "Goblin 2"; next to Goblin 1-4 it gives "Goblin 5").
"""

from __future__ import annotations

import re
from typing import Iterable

_NUMBERED = re.compile(r"^(.*\S) ([1-9][0-9]*)$")


def base_name(name: str) -> str:
    """The name without a trailing number: "Goblin 3" -> "Goblin"."""
    match = _NUMBERED.match(name)
    return match[1] if match else name


def numbered(existing: Iterable[str], name: str, count: int) -> list[str]:
    """Names for ``count`` new combatants called ``name``, next to the ``existing`` names."""
    pattern = re.compile(rf"^{re.escape(name)}(?: ([1-9][0-9]*))?$")
    taken = [int(m[1]) if m[1] else 1 for n in existing if (m := pattern.match(n))]
    if count == 1 and not taken:
        return [name]
    start = max(taken, default=0) + 1
    return [f"{name} {start + i}" for i in range(count)]
