"""Calculators described as data, so one page renderer serves every ruleset.

A ruleset declares each calculator as a ``Tool``: its fields (what the player
enters), and a function from the parsed values to an ``Answer`` (a headline,
the lines that explain it, footnotes). The page builds the form from the
fields, reads it, calls ``Tool.answer`` and renders the answer; it holds no
rules. A field the player leaves blank on a ``roll`` field is rolled for them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from pyrules.core.errors import RulesError


KINDS = ("int", "number", "text", "dice", "choice", "flag", "flags", "roll")


@dataclass(frozen=True)
class Field:
    """One input of a calculator.

    kinds: ``int``, ``number`` (decimal), ``text``, ``dice`` (notation),
    ``choice`` (one of ``choices``), ``flag`` (a checkbox), ``flags`` (any of
    ``choices``), ``roll`` (a die result the player enters, or leaves blank to
    have ``die`` rolled; an optional roll field, ``required=False``, is left
    None when blank, for a tool that only sometimes needs it).
    """

    name: str
    label: str
    kind: str = "int"
    default: Any = None
    choices: tuple[tuple[str, str], ...] = ()
    low: int | float | None = None
    high: int | float | None = None
    die: str | None = None
    help: str = ""
    required: bool = True
    percentile: bool = False  # a typed "00" reads as 100
    # Shown only while other fields hold one of the given values, e.g. (("maneuver", ("aim",)),);
    # a hidden field answers with its default, whatever was left in it.
    when: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # A long choice in headed groups, e.g. (("Pistol", ("pistol:9mm", …)), …): a list shows each
    # group under its heading, in this order, after any choice no group names.
    groups: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown field kind {self.kind!r}")
        grouped = [value for _, values in self.groups for value in values]
        if len(grouped) != len(set(grouped)) or not set(grouped) <= {value for value, _ in self.choices}:
            raise ValueError(f"field {self.name!r} groups a choice twice or one it does not offer")
        if self.kind == "roll" and not self.die:
            raise ValueError(f"roll field {self.name!r} needs a die")

    def parse(self, raw: Any) -> Any:
        """The typed value of what the player entered; RulesError names this field."""
        from pyrules.core import validate

        if self.kind == "flag":
            return validate.flag(raw)
        if self.kind == "flags":
            return validate.options(raw, self.name, self.choices, self.label)
        text = "" if raw is None else str(raw).strip()
        if text == "":
            if self.kind == "roll":
                return None
            if self.default is not None:
                return self.default
            if not self.required:
                return None
            validate.fail(self.name, self.label, "enter a value.")
        if self.kind in ("int", "roll"):
            low, high = self.bounds
            if self.reads_00_as_100:
                return validate.percentile(text, self.name, self.label, low=low, high=high)
            return validate.whole(text, self.name, self.label, low=low, high=high)
        if self.kind == "number":
            return validate.number(text, self.name, self.label, low=self.low, high=self.high)
        if self.kind == "choice":
            return validate.choice(text, self.name, self.choices, self.label)
        if self.kind == "dice":
            return validate.dice(text, self.name, self.label)
        return text

    @property
    def reads_00_as_100(self) -> bool:
        """Whether a typed "00" is 100 here: a percentile score, or a d100 the player rolled."""
        return self.percentile or (self.kind == "roll" and self.die in ("d100", "d%", "1d100"))

    @property
    def bounds(self) -> tuple[int | float | None, int | float | None]:
        """The lowest and highest value this field takes (a roll's die and a percentile bound it)."""
        low, high = self.low, self.high
        if self.percentile:  # a percentile runs 01..00; a typed 0 is not 00
            low = 1 if low is None else low
            high = 100 if high is None else high
        if self.kind == "roll" and self.die and (low is None or high is None):
            from pyrules.core.dice import parse

            notation = parse(self.die)
            low = notation.lowest if low is None else low
            high = notation.highest if high is None else high
        return low, high


@dataclass(frozen=True)
class Line:
    """One line of an answer's explanation: "All-Out Attack (melee)" "+4"."""

    label: str
    value: str = ""
    note: str = ""


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

    def action(self, combatant: str) -> dict:
        """The tracker action that applies this to ``combatant``."""
        from pyrules.core.encounter import actions

        return actions.damage(combatant, self.amount, self.resource, location=self.location,
                              effects=self.effects, conditions=self.conditions, also=self.also)

    @property
    def summary(self) -> str:
        """What applying it does, as a button says it: "7 HP, neck, major wound"."""
        parts = [f"{self.amount} {self.resource}" if self.resource else str(self.amount)]
        parts += [f"{more} {pool}" for pool, more in self.also]
        parts += [self.location] if self.location else []
        return ", ".join(parts + list(self.effects) + list(self.conditions))


@dataclass(frozen=True)
class Answer:
    """What a calculator answers: a headline and the lines that explain it, and what it does
    to a combatant when it wounds one (``effect``)."""

    headline: str
    lines: tuple[Line, ...] = ()
    detail: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    tone: str = "neutral"  # "good", "bad" or "neutral": how the page colours the headline
    effect: Effect | None = None
    roll: Any = None  # the dice as they fell (a RollResult), when the answer is a roll


@dataclass(frozen=True)
class Tool:
    """A calculator: its address on the page, its fields, and how it answers."""

    key: str
    title: str
    fields: tuple[Field, ...]
    solve: Callable[[dict[str, Any], random.Random], Answer]
    tables: tuple[str, ...] = ()
    summary: str = ""
    live: bool = True  # answer as the player types; False: only on the button
    # Fields a roll may clear: after a roll, when the player has unticked the flag field
    # named ``keep``, these go back to their defaults for the next roll.
    clears: tuple[str, ...] = ()
    keep: str | None = None
    # A roll field whose odds the page shows before the roll: the chance of a good answer (a hit,
    # a success) over every result of its die, as ``odds_label`` says it ("to hit").
    odds_field: str | None = None
    odds_label: str = "to succeed"
    # Its answer rolls dice that no roll field holds (the dice roller, a Cortex roll left blank):
    # its button says Roll.
    rolls: bool = False

    def answer(self, raw: dict[str, Any], rng: random.Random | None = None, *,
               roll_optional: bool = False) -> tuple[dict[str, Any], Answer]:
        """Parse the raw form values, roll what was left blank, and answer.

        Blank required roll fields are always rolled; blank optional ones only
        when ``roll_optional`` (the player pressed Roll). Returns the values used
        (with any rolls filled in) and the answer. Raises RulesError naming the
        field at fault.
        """
        rng = rng or random.Random()
        values = {}
        for f in self.fields:
            if not self.shows(f, raw):
                values[f.name] = f.default
                continue
            value = f.parse(raw.get(f.name))
            if f.kind == "roll" and value is None and (f.required or roll_optional):
                from pyrules.core.dice import roll

                value = roll(f.die, rng).total
            values[f.name] = value
        try:
            return values, self.solve(values, rng)
        except RulesError as error:
            raise RulesError(error.message, self.field_of(error.field)) from None

    def shows(self, field_: Field, raw: dict[str, Any]) -> bool:
        """Whether the form shows ``field_`` with these entries (its ``when`` holds, as the page
        reads it: each named field's entry, or its default when there is none)."""
        defaults = {f.name: f.default for f in self.fields}

        def entry(name: str) -> str:
            value = raw.get(name, defaults.get(name))
            return ("true" if value else "false") if isinstance(value, bool) else str(value)

        return all(entry(name) in allowed for name, allowed in field_.when)

    def field_of(self, name: str | None) -> str | None:
        """The form field an error about ``name`` belongs to.

        The rules name their arguments; most are the form's field names, and an option
        ("retreat", "chink") lives in the ``flags`` field that offers it.
        """
        if any(f.name == name for f in self.fields):
            return name
        for f in self.fields:
            if f.kind == "flags" and any(value == name for value, _ in f.choices):
                return f.name
        return name

    def odds(self, raw: dict[str, Any]):
        """The exact chance of a good answer before ``odds_field`` is rolled, the other fields as
        entered (their own blank rolls made the same way each time); None when it cannot be told."""
        from fractions import Fraction

        from pyrules.core.odds import distribution

        field_ = next((f for f in self.fields if f.name == self.odds_field), None)
        if field_ is None or field_.kind != "roll":
            return None
        good = Fraction(0)
        try:
            for result, p in distribution(field_.die).items():
                _, answer = self.answer({**raw, field_.name: str(result)}, random.Random(0))
                if answer.tone == "good":
                    good += p
        except RulesError:
            return None
        return good

    def cleared_after_roll(self, values: dict[str, Any]) -> tuple["Field", ...]:
        """The fields to reset for the next roll: none while the player keeps modifiers."""
        if self.keep is None or values.get(self.keep, True):
            return ()
        return tuple(f for f in self.fields if f.name in self.clears)
