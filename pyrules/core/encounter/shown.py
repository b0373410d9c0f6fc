"""What a tracker command shows once made, and how the page reads a tap.

Every command answers what is ``Shown``: a notice, a ``Question`` to ask first, the parts to
bring ``InView``, a file to offer, a calculator to open (``Prefill``), the rolls to keep in the
roll log (``Rolled``), the field of the attack's stage still to fill in. ``Tap`` is a tapped
control as the page reads it, and ``Conflict`` is what storage raises when another tab wrote the
record since this one read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Mapping

from pyrules.core import validate


class Conflict(Exception):
    """Another tab wrote the record since this one read it."""


@dataclass(frozen=True)
class Question:
    """What the page asks before a tap is made: yes or no, or a name to type (``default`` is
    what the box starts with). The tap is made again with the reply."""

    text: str
    default: str | None = None


# The parts of the tracker a step brings into view: those of a combatant's row, and those of the page.
InViewPart = Literal["row", "name", "keypad", "card-form", "exchange", "due"]


@dataclass(frozen=True)
class InView:
    """A part of the tracker to scroll into view: a combatant's "row", its "name" or its
    "keypad", the "card-form", the open "exchange" (``combatant`` its attacker), or what is "due"
    now (the reminders)."""

    part: InViewPart
    combatant: str | None = None


@dataclass(frozen=True)
class Prefill:
    """A calculator to open filled in with ``values``, its answer offered to ``combatant``."""

    tool: str
    values: Mapping[str, Any]
    combatant: str | None = None


@dataclass(frozen=True)
class Rolled:
    """A roll made by the tracker, as the one roll log keeps it."""

    notation: str
    total: int
    faces: tuple[int, ...] = ()
    source: str = ""
    said: str = ""  # what it came to against its target, in words ("Rolled 9: made it by 1")
    met: bool | None = None  # whether it met what it was rolled against (None: nothing), which the page colours


@dataclass(frozen=True)
class Tap:
    """A tapped control as the page reads it: its data-act, its data-id, its other data-* values,
    the pool ticked on the opened row's keypad, the ticked cards (None when none is), the reply
    to the question the tap asked first, and how many of each card to bring (as typed beside it,
    by card id)."""

    act: str
    id: str | None = None
    data: Mapping[str, str] = field(default_factory=dict)
    pool: str | None = None
    chosen: list[str] | None = None
    reply: bool | str | None = None
    counts: Mapping[str, str] = field(default_factory=dict)

    def number(self, name: str) -> int:
        """A data-* value that should be a whole number (the page writes plain digits); -1 when it
        is not."""
        found = validate.digits(str(self.data.get(name) or ""))
        return -1 if found is None else found


@dataclass(frozen=True)
class Shown:
    """What a tap did, for the page to show: ``redraw`` is False when nothing on screen changed."""

    notice: str = ""
    ask: Question | None = None
    in_view: tuple[InView, ...] = ()
    download: tuple[str, str] | None = None  # (file name, text)
    calculator: Prefill | None = None
    rolls: tuple[Rolled, ...] = ()
    form_done: bool = False  # the submitted form was used up: the page empties it
    redraw: bool = True
    # (field, message): a field of the attack's stage form that still needs a value, the form now
    # shown: the page says the message beside it and puts the cursor in it
    fault: tuple[str, str] | None = None

    def then(self, later: Shown) -> Shown:
        """This followed by ``later``: both notices are said, the rest is ``later``'s."""
        notice = " ".join(n for n in (self.notice, later.notice) if n)
        return Shown(notice, later.ask, later.in_view, later.download, later.calculator, self.rolls + later.rolls,
                     later.form_done, self.redraw or later.redraw, later.fault)


DONE = Shown()
UNCHANGED = Shown(redraw=False)
