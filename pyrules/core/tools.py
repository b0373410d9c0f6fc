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
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from pyrules.core.answers import Answer, Effect, Line, Outcome, succeeded
from pyrules.core.errors import RulesError
from pyrules.core.fields import KINDS, Field

if TYPE_CHECKING:  # the odds are worked out by pyrules.core.odds, imported only when they are asked
    from fractions import Fraction

    from pyrules.core.odds import Odds

__all__ = ["KINDS", "Answer", "Effect", "Field", "Line", "Outcome", "Tool", "shown"]


def shown(field_: Field, raw: Mapping[str, Any], fields: Iterable[Field]) -> bool:
    """Whether a form of ``fields`` shows ``field_`` with these entries: its ``when`` holds, as the
    page reads it (each named field's entry, or its default when there is none)."""
    defaults = {f.name: f.default for f in fields}

    def entry(name: str) -> str:
        value = raw.get(name, defaults.get(name))
        return ("true" if value else "false") if isinstance(value, bool) else str(value)

    return all(entry(name) in allowed for name, allowed in field_.when)


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
    # The field of the roll whose odds the page shows before it is made (while it is blank, or holds
    # what the app rolled last): the chance of an answer whose rule's typed result is a success (a
    # hit, a success: ``answers.Made``), as ``odds_label`` says it ("to hit").
    odds_field: str | None = None
    odds_label: str = "to succeed"
    # How the odds are told from the values entered (parsed; one that cannot be read is None, the
    # roll itself is left out): an ``Odds``, or None when there is nothing to tell. Without it, the
    # odds count the answers to every result of ``odds_field``'s die.
    before_roll: Callable[[dict[str, Any]], Odds | None] | None = None
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

    def shows(self, field_: Field, raw: Mapping[str, Any]) -> bool:
        """Whether the form shows ``field_`` with these entries (``shown``, over its fields)."""
        return shown(field_, raw, self.fields)

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

    def odds(self, raw: dict[str, Any]) -> Fraction | None:
        """The exact chance of a success before the roll, the other fields as entered; None when it
        cannot be told."""
        told = self.chance(raw)
        return None if told is None else told.chance

    def chance(self, raw: dict[str, Any]) -> Odds | None:
        """The odds before the roll with the fields as entered: "Chance to hit: 55% (roll 11 or
        less on d20)"; None when the entries are incomplete or wrong, or there is no roll to foresee."""
        if self.before_roll is not None:
            try:
                return self.before_roll(self._readable(raw))
            except RulesError:
                return None
        return self._counted(raw)

    def _readable(self, raw: dict[str, Any]) -> dict[str, Any]:
        """The values as entered, each parsed on its own: one that cannot be read is None, a hidden
        one its default, and the roll to foresee is left out."""
        values: dict[str, Any] = {}
        for f in self.fields:
            if f.name == self.odds_field:
                values[f.name] = None
            elif not self.shows(f, raw):
                values[f.name] = f.default
            else:
                try:
                    values[f.name] = f.parse(raw.get(f.name))
                except RulesError:
                    values[f.name] = None
        return values

    def _counted(self, raw: dict[str, Any]) -> Odds | None:
        """The odds counted over every result of ``odds_field``'s die: the answers that succeed (the
        other fields' own blank rolls made the same way each time)."""
        from fractions import Fraction

        from pyrules.core.odds import Odds, distribution

        field_ = next((f for f in self.fields if f.name == self.odds_field), None)
        if field_ is None or field_.kind != "roll" or field_.die is None:  # a roll field has its die
            return None
        success = Fraction(0)
        try:
            for result, p in distribution(field_.die).items():
                _, answer = self.answer({**raw, field_.name: str(result)}, random.Random(0))
                if succeeded(answer):
                    success += p
        except RulesError:
            return None
        shown = f"{success.numerator}/{success.denominator} on" if 0 < success < 1 else "on"
        return Odds(success, f"{shown} {field_.die}", self.odds_label)

    def cleared_after_roll(self, values: dict[str, Any]) -> tuple["Field", ...]:
        """The fields to reset for the next roll: none while the player keeps modifiers."""
        if self.keep is None or values.get(self.keep, True):
            return ()
        return tuple(f for f in self.fields if f.name in self.clears)
