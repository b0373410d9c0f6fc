"""What a calculator answers, as plain data: the headline, the lines that explain it, how it
turned out (``Outcome``), what it does to a combatant when it wounds one (``Effect``; the
tracker's ``actions.damage_from`` makes it an action), and the rolls on tables it calls for
(``TableRoll``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol, get_args, runtime_checkable

# How an answer turned out for whoever asked: "success" (a hit, a success, a good reaction, no
# encumbrance), "failure" (a miss, a failure, a major wound, a botch) or "none" (a plain result).
Outcome = Literal["success", "failure", "none"]
OUTCOMES: tuple[Outcome, ...] = get_args(Outcome)  # the page colours each (``screen.pages.tone_of``)


def outcome_of(made: bool | None) -> Outcome:
    """The outcome of a roll that was made (True), missed (False), or not made against anything (None)."""
    return "none" if made is None else "success" if made else "failure"


@dataclass(frozen=True)
class Line:
    """One line of an answer's explanation: "All-Out Attack (melee)" "+4", a remark in words
    (``note``) and where the rule is printed (``source``: "seed 001 l.25", or that the reference does
    not print it), which the page folds behind "Why?"."""

    label: str
    value: str = ""
    note: str = ""
    source: str = ""


@dataclass(frozen=True)
class Effect:
    """What an answer does to one combatant, for a tracker to apply as one undoable action:
    ``amount`` taken off (or counted onto) the pool ``resource`` (None: the first), where it
    landed, what else it did ("major wound") and the conditions it leaves ("Stunned")."""

    amount: int
    resource: str | None = None
    location: str = ""
    effects: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    also: tuple[tuple[str, int], ...] = ()  # the same blow's damage to other pools: ("Wounds", 4)

    @property
    def summary(self) -> str:
        """What applying it does, as a button says it: "7 HP, neck, major wound"."""
        parts = [f"{self.amount} {self.resource}" if self.resource else str(self.amount)]
        parts += [f"{more} {pool}" for pool, more in self.also]
        parts += [self.location] if self.location else []
        return ", ".join(parts + list(self.effects) + list(self.conditions))


@dataclass(frozen=True)
class TableRoll:
    """A roll an answer calls for on a table the reader looks up ("roll 3d6 on the Critical Hit
    table"), offered as one tap: its ruleset's key for it (typed there), the table's name, the dice,
    where the table is printed (``where``: "the Basic Set (B556)"), whose roll it is when that is not
    the one the answer is about (``who``: "the attacker"), where the rule calling for it is printed
    (``source``), and the table's rows when the reference holds them ((lowest, highest, what the row
    says) each; none: the reader reads the row in the book)."""

    key: str
    table: str
    notation: str
    where: str
    who: str = ""
    source: str = ""
    rows: tuple[tuple[int, int, str], ...] = ()

    @property
    def asked(self) -> str:
        """The roll as its button says it: "Roll 3d6: Critical Miss table for the attacker"."""
        return f"Roll {self.notation}: {self.table} table" + (f" for {self.who}" if self.who else "")

    def said(self, total: int) -> str:
        """What a roll of ``total`` on it comes to, as the roll log keeps it: "Critical Hit table:
        3d6 rolled 11: read the row in the Basic Set (B556)", or the row the reference holds."""
        row = next((text for low, high, text in self.rows if low <= total <= high), None)
        whose = f" for {self.who}" if self.who else ""
        return f"{self.table} table{whose}: {self.notation} rolled {total}: " + \
            (row if row is not None else f"read the row in {self.where}")


@dataclass(frozen=True)
class Answer:
    """What a calculator answers: a headline and the lines that explain it, how it turned out
    (``outcome``), and what it does to a combatant when it wounds one (``effect``)."""

    headline: str
    lines: tuple[Line, ...] = ()
    detail: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    outcome: Outcome = "none"
    effect: Effect | None = None
    roll: Any = None  # the dice as they fell (a RollResult), when the answer is a roll
    # What the answer hands on to the calculator that comes next, (tool, field, value) each: a
    # hit's location to the injury form, a roll's total to the damage form.
    passes: tuple[tuple[str, str, Any], ...] = ()
    # Where the rules its detail speaks of are printed, (what, where) each, beside its lines' sources.
    cited: tuple[tuple[str, str], ...] = ()
    # The rule's own typed result (a GURPS wound), for code that goes on from the answer: it reads
    # this, never the answer's words.
    result: Any = None
    # The rolls on tables it calls for, each offered as one tap (a critical hit's Critical Hit table).
    table_rolls: tuple[TableRoll, ...] = ()

    def __post_init__(self) -> None:
        if self.outcome not in OUTCOMES:
            raise ValueError(f"an answer's outcome is one of {', '.join(OUTCOMES)}, not {self.outcome!r}")

    @property
    def sources(self) -> tuple[tuple[str, str], ...]:
        """Where each line's rule is printed, as (line label, source), then what its detail cites,
        for the page's "Why?"."""
        return tuple((line.label, line.source) for line in self.lines if line.source) + self.cited


@runtime_checkable
class Made(Protocol):
    """A rule's typed result that says whether a roll was made (a success, a hit, a defense made):
    ``success``, None for a roll judged against nothing."""

    @property
    def success(self) -> bool | None: ...


def succeeded(answer: Answer) -> bool:
    """Whether an answer's rule says its roll was made: its typed result is ``Made`` and a success."""
    return isinstance(answer.result, Made) and answer.result.success is True
