"""What a calculator form shows, as plain data: an answer and all it brings with it
(``Answered``), or what to check (``Problems``); the headline pinned at the foot of the screen
(``Pinned``); the "Apply to" block under an answer that wounds (``Offer``), the numbers a
combatant brings to a form (``Refill``), what Apply did (``Applied``) and a roll on a table an
answer calls for (``TableRolled``). ``screen.calculators``
and ``screen.calculator_targets`` answer them; ``screen.forms`` writes them into the page."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyrules.core.answers import Answer, Effect
    from pyrules.core.fields import Field


@dataclass(frozen=True)
class Pinned:
    """The headline kept in view at the foot of the screen (None: none), coloured by ``tone``."""

    headline: str | None
    tone: str = "neutral"


NOTHING_PINNED = Pinned(None)


@dataclass(frozen=True)
class Offer:
    """The "Apply to" block under an answer that wounds: its wound, the combatants of the open
    encounter as (id, name), the tracker's view, and the one chosen last (None: the first)."""

    tool: str
    effect: Effect
    combatants: list[tuple[str, str]]
    tracker_view: str
    chosen: str | None


@dataclass(frozen=True)
class Answered:
    """An answer to show, and all it brings with it."""

    answer: Answer
    values: dict[str, Any]  # the values it was worked out from, any roll filled in
    offer: Offer | None  # the "Apply to" block under it, when it wounds
    pinned: Pinned
    rolled: dict[str, str] = field(default_factory=dict)  # roll fields the answer rolled: what they now hold
    handed: dict[str, dict[str, Any]] = field(default_factory=dict)  # tool key -> entries handed on to its form
    log: tuple[dict[str, Any], ...] = ()  # the rolls it made, as the roll log keeps them
    cleared: tuple[Field, ...] = ()  # fields put back to their defaults for the next roll
    keep_entries: bool = False  # the form's entries are kept again once the rolls are written in
    submitted: bool = False  # asked on Roll: brought into view


@dataclass(frozen=True)
class Problems:
    """What to check instead of an answer: each bad field's (name, message), in the form's order;
    none when the rules refused the entries as a whole (``message`` says why)."""

    found: list[tuple[str, str]]
    message: str
    pinned: Pinned
    submitted: bool = False  # asked on Roll (or a die's button): the first bad field is brought into view


@dataclass(frozen=True)
class Refill:
    """The numbers of a form that come from the combatant its answer goes to, now filled in
    (by field name, as the form takes them), and what the form says of it."""

    values: dict[str, Any]
    said: str


@dataclass(frozen=True)
class Applied:
    """What Apply did: the tracker's log of it and the tracker to open (``tracker`` None: it was
    refused, and ``said`` says why)."""

    said: str
    tracker: str | None = None


@dataclass(frozen=True)
class TableRolled:
    """A roll on a table an answer calls for, made on its button: what it came to (``said``:
    "Critical Hit table: 3d6 rolled 11: read the row in the Basic Set (B556)") and the roll as the
    roll log keeps it."""

    said: str
    log: dict[str, Any]


Solved = Answered | Problems | None  # what a form shows once worked out (None: nothing new)
