"""Read seed 002 itself, so table rows are checked against the reference's own lines."""

from __future__ import annotations

from functools import cache

import reference_files


@cache
def _lines() -> tuple[str, ...]:
    return tuple(reference_files.text("002_e07e7b2bd9248eea.txt").splitlines())


def line(number: int) -> str:
    """The seed's line ``number`` (1-based, as NOTES.md and TABLES.md count)."""
    return _lines()[number - 1]


def cells(number: int) -> list[str]:
    """The tab-separated cells of a seed line, stripped, empty cells dropped."""
    return [c.strip() for c in line(number).split("\t") if c.strip()]


def text(first: int, last: int) -> str:
    return "\n".join(_lines()[first - 1:last])


def assert_printed(first: int, last: int, *parts: str) -> None:
    """Every part is printed somewhere in seed lines first..last."""
    block = text(first, last)
    for part in parts:
        assert part in block, f"{part!r} is not printed in seed 002 l.{first}-{last}"
