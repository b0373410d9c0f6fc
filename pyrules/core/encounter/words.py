"""The tracker's words made apart from its facts: the small formatters that turn a typed result
into what a game master reads (the encounter log's line of an exchange, a ruleset's name after its
article). Nothing here decides a rule; the rules decide by keys and hand their results here."""

from __future__ import annotations

from typing import Iterable, Protocol


class Thrown(Protocol):
    """A roll an exchange's stage made, as its words need it."""

    @property
    def label(self) -> str: ...
    @property
    def notation(self) -> str: ...
    @property
    def total(self) -> int: ...


def throws_said(throws: Iterable[Thrown]) -> str:
    """A stage's rolls in words: "defense roll 3d6: 11, damage: 7" (the notation left out where
    the roll's label already names it)."""
    return ", ".join(f"{t.label.lower()}: {t.total}" if t.notation.lower() in t.label.lower()
                     else f"{t.label.lower()} {t.notation}: {t.total}" for t in throws)


def with_article(name: str) -> str:
    """ "A GURPS", "An Aftermath!": a name after its article."""
    return f"{'An' if name[:1].upper() in 'AEIOU' else 'A'} {name}"
