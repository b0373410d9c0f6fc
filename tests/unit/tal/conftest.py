"""Shared helpers for the TAL tests: the seed file's own lines."""

import pytest

import reference_files


def _lines() -> list[str]:
    return reference_files.text("000_3a8a7b8cd2fa6a97.txt").split("\n")


@pytest.fixture(scope="session")
def seed_line():
    """seed_line(n) -> the seed's line n (1-based), its cells split on tabs, blanks dropped."""
    lines = _lines()

    def line(number: int) -> list[str]:
        return [cell.strip() for cell in lines[number - 1].split("\t") if cell.strip()]

    return line


@pytest.fixture(scope="session")
def seed_text():
    lines = _lines()
    return lambda number: lines[number - 1].strip()


@pytest.fixture(scope="session")
def tables_md():
    return reference_files.text("TABLES.md")
