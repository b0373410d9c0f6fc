"""Shared fixtures for the GURPS tests: the seed file, read line by line."""

from pathlib import Path

import pytest

SEED = Path(__file__).resolve().parents[4] / "shared" / "seeds" / "001_322e7340b6907866.txt"


@pytest.fixture(scope="session")
def seed():
    """The seed's lines, indexed by the seed's own line numbers (seed[1] is line 1)."""
    if not SEED.exists():
        pytest.skip("seed 001 is not next to this checkout")
    return [""] + SEED.read_text(encoding="utf-8").splitlines()
