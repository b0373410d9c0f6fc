"""Reference tables: what the page shows a reader, rendered before Python starts.

Each ruleset builds its reference tables from the same data its calculators
use (never a second copy), and tags each with its id in the seeds' TABLES.md
("G2", "A31"), its source lines, and the tool that uses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

PUBLISHED_RULE = "Published rule, not in the reference."


@dataclass(frozen=True)
class ReferenceTable:
    """A table or rule block as a reader sees it: headers and rows of text.

    ``text`` holds rule paragraphs for blocks that have no rows; ``notes`` are
    footnotes (errata readings, published rules the reference assumes).
    """

    key: str
    title: str
    source: str
    tool: str
    headers: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
    text: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for row in self.rows:
            if self.headers and len(row) != len(self.headers):
                raise ValueError(f"{self.key} {self.title}: row {row!r} does not match its headers")


@dataclass(frozen=True)
class Erratum:
    """A garbled or ambiguous spot in a seed, and the reading the app makes of it."""

    table: str      # the TABLES.md id of the table it touches, such as "T9"
    seed: str       # the seed file's number, such as "000"
    lines: str      # the seed's own line numbers, such as "66" or "212-230"
    printed: str    # what the reference prints
    reading: str    # what the app does
    why: str        # why that reading
    also: tuple[str, ...] = ()  # other tables whose footnotes carry it: ones that print the same spot

    @property
    def source(self) -> str:
        """Where the reference prints it: "seed 002 l.118"."""
        return f"seed {self.seed} l.{self.lines}"

    @property
    def footnote(self) -> str:
        """The footnote a player reads under its table and in an answer it touches."""
        return f"Erratum ({self.source}): printed “{self.printed}”. {self.reading} {self.why}"


def with_errata(tables: Iterable[ReferenceTable], errata: Iterable[Erratum]) -> tuple[ReferenceTable, ...]:
    """The tables with each erratum's footnote under the table it touches, and under the tables it
    names in ``also`` (once, after the table's own notes, in the errata's order).

    Each ruleset's ``RULESET`` attaches its errata this way, so a table's own notes never repeat one."""
    from dataclasses import replace

    out = []
    for table in tables:
        notes = tuple(e.footnote for e in errata
                      if table.key in (e.table, *e.also) and e.footnote not in table.notes)
        out.append(replace(table, notes=table.notes + notes) if notes else table)
    return tuple(out)
