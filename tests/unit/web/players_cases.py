"""The players' unit tests (tests/unit/players), loaded for their cases: what a player's phone runs
before its Python is in is checked against the texts the Python is checked with."""

import importlib.util
from pathlib import Path
from types import ModuleType

PLAYERS = Path(__file__).resolve().parents[1] / "players"


def players_test(name: str) -> ModuleType:
    """tests/unit/players/``name``.py, loaded under a name of its own (its tests are not run again)."""
    spec = importlib.util.spec_from_file_location(f"players_cases_{name}", PLAYERS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
