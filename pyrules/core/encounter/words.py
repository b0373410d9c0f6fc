"""The tracker's words made apart from its facts: the small formatters that turn a typed result
into what a game master reads (the encounter log's line of an exchange, a ruleset's name after its
article). Nothing here decides a rule; the rules decide by keys and hand their results here."""

from __future__ import annotations

from typing import Iterable, Protocol, Sequence

from pyrules.core.encounter.standing import Out

# What has taken a combatant out of the fight (``Standing.out``), as its target choice says it.
OUT_WORDS: dict[Out, str] = {"dead": "Dead", "dying": "Dying", "unconscious": "Unconscious",
                             "mortally_wounded": "Mortally wounded"}


def out_said(out: Out) -> str:
    """What took a combatant out of the fight, in a word or two: "Unconscious"."""
    return OUT_WORDS[out]


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


class Said(Protocol):
    """A stage answered, as the log's line of an exchange needs it."""

    @property
    def said(self) -> str: ...
    @property
    def throws(self) -> Sequence[Thrown]: ...


class Ending(Protocol):
    @property
    def text(self) -> str: ...


def app_rolled(throws: Sequence[Thrown]) -> str:
    """The dice the app rolled for a stage, as a sentence: "The app rolled 3d6: 8." (each roll's
    label after it where the stage rolled more than one: "3d6: 8 (defense roll), 2d: 7 (damage)")."""
    if len(throws) == 1:
        return f"The app rolled {throws[0].notation}: {throws[0].total}."
    return "The app rolled " + ", ".join(f"{t.notation}: {t.total} ({t.label.lower()})" for t in throws) + "."


def exchange_said(done: Iterable[Said], result: Ending | None, longest: int) -> str:
    """An exchange in the encounter log's words, at most ``longest`` characters: each stage's
    answer with the dice rolled, then the result ("Attack: Success by 5 (roll 3d6: 9); …")."""
    said = []
    for answered in done:
        rolled = throws_said(answered.throws)
        said.append(answered.said + (f" ({rolled})" if rolled else ""))
    text = "; ".join(said) + (". " if said else "") + (result.text if result else "")
    return text if len(text) <= longest else text[:longest - 1] + "…"


def with_article(name: str) -> str:
    """ "A GURPS", "An Aftermath!": a name after its article."""
    return f"{'An' if name[:1].upper() in 'AEIOU' else 'A'} {name}"


def reminder_heading(text: str, name: str) -> str:
    """The name a reminder is shown under ("Mal"), or "" when it concerns the whole table or its
    words already begin with it ("Ana: choose this turn's maneuver.")."""
    return name if name and not text.startswith(name) else ""
