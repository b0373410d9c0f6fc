"""A calculator's inputs described as data: what the player enters, and how it reads.

Both a calculator (``pyrules.core.tools.Tool``) and the tracker (a plug-in's stats and a
card's form) build their forms from ``Field``s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyrules.core import validate


KINDS = ("int", "number", "text", "dice", "choice", "flag", "flags", "roll")


@dataclass(frozen=True)
class Field:
    """One input of a calculator.

    kinds: ``int``, ``number`` (decimal), ``text``, ``dice`` (notation),
    ``choice`` (one of ``choices``), ``flag`` (a checkbox), ``flags`` (any of
    ``choices``), ``roll`` (a die result the player enters, or leaves blank to
    have ``die`` rolled; an optional roll field, ``required=False``, is left
    None when blank, for a tool that only sometimes needs it).

    ``help`` says the rule in words; ``source`` says where it is printed.
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
    # Where the rule its help states is printed ("seed 002 l.13", or PUBLISHED_RULE), apart from the
    # help a player reads: the page folds it behind "Why?" under the help.
    source: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown field kind {self.kind!r}")
        grouped = [value for _, values in self.groups for value in values]
        if len(grouped) != len(set(grouped)) or not set(grouped) <= {value for value, _ in self.choices}:
            raise ValueError(f"field {self.name!r} groups a choice twice or one it does not offer")
        if self.kind == "roll" and not self.die:
            raise ValueError(f"roll field {self.name!r} needs a die")

    def parse(self, raw: Any) -> Any:
        """The typed value of what the player entered; RulesError names this field."""
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
            validate.fail(self.name, self.label, "choose one." if self.kind == "choice" else "enter a value.")
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
