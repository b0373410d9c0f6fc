"""The Aftermath! seed's own lines, for the gear and movement tests (A9-A12, A15-A25)."""

from functools import cache

import reference_files


@cache
def _lines() -> tuple[str, ...]:
    return tuple(reference_files.text("002_e07e7b2bd9248eea.txt").split("\n"))


def cells(number: int) -> list[str]:
    """The seed's line ``number`` (1-based) split on tabs, blank cells dropped."""
    return [cell.strip() for cell in _lines()[number - 1].split("\t") if cell.strip()]


def raw_cells(number: int) -> list[str]:
    """The seed's line ``number`` split on tabs, blank cells kept."""
    return [cell.strip() for cell in _lines()[number - 1].split("\t")]


def text(number: int) -> str:
    """The seed's line ``number``, stripped."""
    return _lines()[number - 1].strip()


def tables_md() -> str:
    return reference_files.text("TABLES.md")
