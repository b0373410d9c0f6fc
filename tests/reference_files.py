"""The four rule references and their inventory (TABLES.md), which the checks of the tables read.

They are kept beside the project, in ../shared/seeds, not in it: a clone has nothing beside it,
and there a check that reads them is skipped with the reason, while every other test runs. Where
they must be there (``PYRULES_REQUIRE_REFERENCES=1``, as .ci/run sets), such a check fails instead.
Every test reads them through ``text`` (or the ``seed_files`` fixture), and only when it runs.
"""

import os
from functools import cache
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[1].parent / "shared" / "seeds"
MISSING = "the reference files are not beside the project: ../shared/seeds"


def required() -> bool:
    """Whether this run must have the references (``PYRULES_REQUIRE_REFERENCES=1``)."""
    return os.environ.get("PYRULES_REQUIRE_REFERENCES") == "1"


def folder() -> Path:
    """The references' folder; without it the calling test is skipped, or fails where they are required."""
    if not FOLDER.is_dir():
        if required():
            pytest.fail(f"{MISSING} (PYRULES_REQUIRE_REFERENCES=1: this run needs them)", pytrace=False)
        pytest.skip(MISSING)
    return FOLDER


@cache
def text(name: str) -> str:
    """The whole text of reference file ``name``, such as "TABLES.md" or "002_e07e7b2bd9248eea.txt"."""
    return (folder() / name).read_text(encoding="utf-8")
