"""Shared fixtures for the GURPS tests: the seed file, read line by line."""

import pytest

import reference_files


@pytest.fixture(scope="session")
def seed():
    """The seed's lines, indexed by the seed's own line numbers (seed[1] is line 1)."""
    return [""] + reference_files.text("001_322e7340b6907866.txt").splitlines()
