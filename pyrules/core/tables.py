"""Range-keyed tables, written as the books print their ranges.

A row's range is text exactly as printed: ``"01-05"``, ``"96-00"``, ``"00"``,
``"135+"``, ``"7 or less"``, ``"-00"`` (up to 00), ``"01-S"`` (S is a number the
caller supplies, such as the attacker's skill). On a percentile table ``"00"``
reads as 100.

A table declares its domain:

* a die (``die="d100"``, ``"3d6"``, ``"d20"``): its rows must cover every face
  exactly once, and it can be rolled on;
* an open scale (shots, ratings, distances): its rows must be contiguous, and
  ``beyond`` says what lies past the last row: ``None`` refuses a larger value
  with a clear message, a function continues the scale as the book says
  ("etc."). A last row such as ``"135+"`` covers everything above it.

Tables are checked when they are built, so a gap or an overlap in a module's
data fails at import, not at the table.
"""

from __future__ import annotations

import random
import re
from bisect import bisect_left
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Generic, Iterable, Iterator, TypeVar

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown

V = TypeVar("V")

_DASHES = str.maketrans({"–": "-", "—": "-", "−": "-", "‒": "-"})
_NUMBER = r"(\d+|S)"


class TableDefinitionError(Exception):
    """A table's own data is wrong (a gap, an overlap, an unreadable range).

    This is a defect in pyrules, not a user error, so it is not a RulesError.
    """


@dataclass(frozen=True)
class Span:
    """The numbers one printed range covers; ``None`` is an open end."""

    low: int | None
    high: int | None

    def __contains__(self, value: int | float | Fraction) -> bool:
        return (self.low is None or value >= self.low) and (self.high is None or value <= self.high)


def parse_span(text: str, *, percentile: bool = False, s: int | None = None) -> Span:
    """Read a range as printed ("01-05", "96-00", "135+", "7 or less", "-00", "01-S").

    ``percentile`` reads "00" as 100; ``s`` is the value of the letter S.
    A range that starts with "-" ("-00") is open below: the table closes it at
    the row before it.
    """
    raw = text
    text = text.translate(_DASHES).strip()

    def number(token: str) -> int:
        if token == "S":
            if s is None:
                raise TableDefinitionError(f"range {raw!r} uses S but no S was given")
            return s
        if percentile and token == "00":
            return 100
        return int(token)

    if m := re.fullmatch(_NUMBER + r"\s*(?:\+|or more|and up)", text):
        return Span(number(m[1]), None)
    if m := re.fullmatch(_NUMBER + r"\s*or less", text):
        return Span(None, number(m[1]))
    if m := re.fullmatch(r"-\s*" + _NUMBER, text):
        return Span(None, number(m[1]))
    if m := re.fullmatch(_NUMBER + r"\s*-\s*" + _NUMBER, text):
        low, high = number(m[1]), number(m[2])
        if high < low:
            raise TableDefinitionError(f"range {raw!r} runs backwards")
        return Span(low, high)
    if m := re.fullmatch(_NUMBER, text):
        return Span(number(m[1]), number(m[1]))
    raise TableDefinitionError(f"unreadable range {raw!r}")


@dataclass(frozen=True)
class Row(Generic[V]):
    """One row of a range table: the range as printed, the numbers it covers, its value."""

    printed: str
    low: int | None
    high: int | None
    value: V

    def covers(self, value: int | float | Fraction) -> bool:
        return Span(self.low, self.high).__contains__(value)


def _die_faces(die: str) -> tuple[int, int]:
    """Lowest and highest total of a die such as "d100", "3d6" or "d20"."""
    m = re.fullmatch(r"(\d*)[dD](\d+|%)", die.strip())
    if not m:
        raise TableDefinitionError(f"unreadable die {die!r}")
    count = int(m[1] or 1)
    sides = 100 if m[2] == "%" else int(m[2])
    return count, count * sides


class RangeTable(Generic[V]):
    """A table whose rows are keyed by printed numeric ranges.

    ``lookup(value)`` answers the row a roll or a value falls in; a value
    between two rows' printed limits (5.5 yards) falls in the later row.
    """

    def __init__(
        self,
        name: str,
        rows: Iterable[tuple[str, V]],
        *,
        die: str | None = None,
        percentile: bool | None = None,
        s: int | None = None,
        beyond: Callable[[int | float | Fraction], V] | None = None,
        unit: str = "value",
    ):
        self.name = name
        self.die = die
        self.unit = unit
        self._beyond = beyond
        self.percentile = percentile if percentile is not None else die in ("d100", "d%", "1d100")
        parsed = []
        for printed, value in rows:
            span = parse_span(printed, percentile=self.percentile, s=s)
            parsed.append(Row(printed, span.low, span.high, value))
        if not parsed:
            raise TableDefinitionError(f"{name}: no rows")
        # A range open below ("-00") starts after the row before it.
        for at in range(1, len(parsed)):
            before, row = parsed[at - 1], parsed[at]
            if row.low is None and before.high is not None:
                parsed[at] = Row(row.printed, before.high + 1, row.high, row.value)
        self.rows: tuple[Row[V], ...] = tuple(parsed)
        self._check()
        self._highs = [r.high if r.high is not None else float("inf") for r in self.rows]

    def _check(self) -> None:
        rows = self.rows
        for row in rows:
            if row.low is not None and row.high is not None and row.high < row.low:
                raise TableDefinitionError(f"{self.name}: row {row.printed!r} is empty")
        for row in rows[1:-1]:
            if row.low is None or row.high is None:
                raise TableDefinitionError(f"{self.name}: only the first and last rows may be open ({row.printed!r})")
        for before, row in zip(rows, rows[1:]):
            if before.high is None:
                raise TableDefinitionError(f"{self.name}: row {before.printed!r} is open but is not the last")
            if row.low is None:
                raise TableDefinitionError(f"{self.name}: row {row.printed!r} is open but is not the first")
            if row.low <= before.high:
                raise TableDefinitionError(
                    f"{self.name}: rows {before.printed!r} and {row.printed!r} overlap"
                )
            if row.low > before.high + 1:
                raise TableDefinitionError(
                    f"{self.name}: gap between rows {before.printed!r} and {row.printed!r}"
                )
        if self.die is not None:
            low, high = _die_faces(self.die)
            if rows[0].low != low or rows[-1].high != high:
                raise TableDefinitionError(
                    f"{self.name}: rows cover {rows[0].low}..{rows[-1].high}, "
                    f"but {self.die} rolls {low}..{high}"
                )

    @property
    def low(self) -> int | None:
        """The smallest value on the table (None: open below)."""
        return self.rows[0].low

    @property
    def high(self) -> int | None:
        """The largest value on the table's printed rows (None: open above)."""
        return self.rows[-1].high

    def lookup(self, value: object) -> Row[V]:
        """The row that ``value`` falls in; RulesError if it is off the table."""
        number = validate.kept_number(value, fraction=True, infinite=True)
        if number is None:
            raise RulesError(f"{self.name}: the {self.unit} must be a number.", self.unit)
        value = number
        first = self.rows[0]
        if first.low is not None and value < first.low:
            raise RulesError(
                f"{self.name}: the {self.unit} must be at least {first.low} (got {_show(value)}).",
                self.unit,
            )
        index = bisect_left(self._highs, value)
        if index == len(self.rows):
            if self._beyond is not None:
                last = self.rows[-1].high
                assert last is not None  # an open last row takes every value
                return Row(f"{last + 1}+", last + 1, None, self._beyond(value))
            raise RulesError(
                f"{self.name}: the {self.unit} must be at most {self.rows[-1].high} (got {_show(value)}); "
                "the table stops there.",
                self.unit,
            )
        return self.rows[index]

    def __getitem__(self, value: object) -> V:
        return self.lookup(value).value

    def roll(self, rng: random.Random | None = None) -> tuple[int, Row[V]]:
        """Roll the table's die and answer (the roll, its row)."""
        if self.die is None:
            raise TableDefinitionError(f"{self.name} has no die to roll")
        from pyrules.core.dice import roll

        result = roll(self.die, rng)
        return result.total, self.lookup(result.total)

    def __iter__(self) -> Iterator[Row[V]]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __repr__(self) -> str:
        return f"RangeTable({self.name!r}, {len(self.rows)} rows)"


def _show(value: object) -> str:
    return shown(value)


def percent(value: int) -> str:
    """A percentile value as the books print it: 100 is "00", others two digits."""
    return "00" if value == 100 else f"{value:02d}"
