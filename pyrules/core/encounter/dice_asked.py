"""Which dice a stage of an exchange asks for: only those its attack needs with what is known so
far, and dice always rolled together typed in one field ("43 7").

A ruleset gives a stage its ``Asked``: the roll fields it decides on (``dice``), the rule that
says which of them the attack needs with the values known (``needed``: a roll not yet made is
None in them), and the fields whose dice are rolled at once (``together``, in the order they are
typed). A die not needed is neither shown nor rolled; the page draws what the rule says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Collection, Mapping

from pyrules.core import validate
from pyrules.core.errors import RulesError


@dataclass(frozen=True)
class Asked:
    """The dice of a stage its attack asks for only when it needs them (``dice``, field names),
    ``needed`` saying which with the values known, and those rolled together (``together``)."""

    dice: tuple[str, ...]
    needed: Callable[[dict[str, Any]], Collection[str]]
    together: tuple[str, ...] = ()


def spread(entries: Mapping[str, Any], together: tuple[str, ...], asked: Callable[[str], bool],
           labels: Mapping[str, str]) -> dict[str, Any]:
    """The entries with several numbers typed in the first asked field of ``together`` ("43 7")
    handed to the asked ones in order: the d100 of the location 43, the Effect Die 7. A field
    left out of the numbers is left as it was (blank: rolled). RulesError, naming the field, when
    more numbers are typed than there are dice asked, or one is not a whole number."""
    shown = [name for name in together if asked(name)]
    made = dict(entries)
    if not shown:
        return made
    first = shown[0]
    words = str(made.get(first) or "").split()
    if len(words) < 2:
        return made
    if len(words) > len(shown):
        said = ", ".join(labels.get(name, name) for name in shown)
        raise RulesError(f"{labels.get(first, first)}: {len(words)} numbers typed, but only {len(shown)} "
                         f"dice are asked here ({said}).", first)
    for name, word in zip(shown, words):
        if validate.digits(word) is None:
            raise RulesError(f"{labels.get(first, first)}: “{word}” is not a whole number.", first)
        made[name] = word
    return made
