"""Fixtures for the encounter tracker tests."""

import pytest

from encounter_helpers import add
from pyrules.core.encounter import Encounter


@pytest.fixture
def three():
    """Ana (15), Bo (12), Cy (8), sorted, not started. Returns (encounter, ids by name)."""
    enc = Encounter.new()
    ids = {}
    for name, init in (("Ana", 15), ("Bo", 12), ("Cy", 8)):
        enc, ids[name] = add(enc, name, init, side="party" if name == "Ana" else "foe")
    return enc, ids


@pytest.fixture
def chatty():
    """The same three under the chatty plug-in."""
    enc = Encounter.new("test-chatty")
    ids = {}
    for name, init in (("Ana", 15), ("Bo", 12), ("Cy", 8)):
        enc, ids[name] = add(enc, name, init)
    return enc, ids
