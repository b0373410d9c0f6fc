"""Every name the code reads is defined: a name lost in a change fails here, not on a player's tap."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.cpython_only
def test_no_module_of_the_rules_or_the_page_reads_a_name_it_never_defined():
    from pyflakes import api, messages
    from pyflakes.reporter import Reporter

    class Undefined(Reporter):
        def __init__(self):
            self.found = []

        def flake(self, message):
            if isinstance(message, (messages.UndefinedName, messages.UndefinedLocal,
                                    messages.UndefinedExport)):
                self.found.append(str(message))

        def syntaxError(self, filename, msg, lineno, offset, text):
            self.found.append(f"{filename}:{lineno}: {msg}")

        def unexpectedError(self, filename, msg):
            self.found.append(f"{filename}: {msg}")

    reporter = Undefined()
    for path in sorted([*(ROOT / "pyrules").rglob("*.py"), *(ROOT / "web").rglob("*.py"), ROOT / "build.py"]):
        api.checkPath(str(path), reporter)
    assert reporter.found == []
