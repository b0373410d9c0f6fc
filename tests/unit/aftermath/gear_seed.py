"""The Aftermath! seed's own lines, for the gear and movement tests (A9-A12, A15-A25)."""

from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parents[3].parent / "shared" / "seeds"
SEED = SEEDS / "002_e07e7b2bd9248eea.txt"
_LINES = SEED.read_text(encoding="utf-8").split("\n") if SEED.exists() else None


def cells(number: int) -> list[str]:
    """The seed's line ``number`` (1-based) split on tabs, blank cells dropped."""
    if _LINES is None:
        pytest.skip("the seed file is not available")
    return [cell.strip() for cell in _LINES[number - 1].split("\t") if cell.strip()]


def raw_cells(number: int) -> list[str]:
    """The seed's line ``number`` split on tabs, blank cells kept."""
    if _LINES is None:
        pytest.skip("the seed file is not available")
    return [cell.strip() for cell in _LINES[number - 1].split("\t")]


def text(number: int) -> str:
    """The seed's line ``number``, stripped."""
    if _LINES is None:
        pytest.skip("the seed file is not available")
    return _LINES[number - 1].strip()


def tables_md() -> str:
    path = SEEDS / "TABLES.md"
    if not path.exists():
        pytest.skip("TABLES.md is not available")
    return path.read_text(encoding="utf-8")
