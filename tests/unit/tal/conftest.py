"""Shared helpers for the TAL tests: the seed file's own lines."""

from pathlib import Path

import pytest



def _seeds() -> Path:
    """The shared seeds folder: next to the checkout, or next to the folder of worktrees holding it."""
    for folder in Path(__file__).resolve().parents[3].parents:
        if (folder / "shared" / "seeds").is_dir():
            return folder / "shared" / "seeds"
    return Path(__file__).resolve().parents[3].parent / "shared" / "seeds"


SEEDS = _seeds()
SEED = SEEDS / "000_3a8a7b8cd2fa6a97.txt"


def _lines():
    if not SEED.exists():
        return None
    return SEED.read_text(encoding="utf-8").split("\n")


_SEED_LINES = _lines()


@pytest.fixture(scope="session")
def seed_line():
    """seed_line(n) -> the seed's line n (1-based), its cells split on tabs, blanks dropped."""
    if _SEED_LINES is None:
        pytest.skip("the seed file is not available")

    def line(number: int) -> list[str]:
        return [cell.strip() for cell in _SEED_LINES[number - 1].split("\t") if cell.strip()]

    return line


@pytest.fixture(scope="session")
def seed_text():
    if _SEED_LINES is None:
        pytest.skip("the seed file is not available")
    return lambda number: _SEED_LINES[number - 1].strip()


@pytest.fixture(scope="session")
def tables_md():
    path = SEEDS / "TABLES.md"
    if not path.exists():
        pytest.skip("TABLES.md is not available")
    return path.read_text(encoding="utf-8")
