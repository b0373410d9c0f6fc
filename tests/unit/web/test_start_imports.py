"""What the page's start imports: the modules a start needs, and none of the slow ones it needs
only later (each costs the phone tens of milliseconds before the first answer)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

# What the page does before its first answer, with a stand-in for the browser: import its Python,
# read the address it opened at, show the dice roller's odds line as its form holds by default.
START = """
import json, sys
from unittest.mock import MagicMock
for name in ("js", "pyodide", "pyodide.ffi"):
    sys.modules[name] = MagicMock()
before = set(sys.modules)
import screen.boot
from pyrules.core import link
from pyrules.core.roller import ROLLER
from screen import odds
link.split("#gurps-skill?base=12")
odds.foreseen(ROLLER, {f.name: "" if f.default is None else str(f.default) for f in ROLLER.fields})
print(json.dumps(sorted(set(sys.modules) - before)))
"""

SLOW = ("urllib.parse", "ipaddress", "fractions", "decimal", "icepool")


@pytest.mark.cpython_only
def test_the_start_imports_none_of_the_modules_only_a_later_tap_needs():
    sys.path.insert(0, str(ROOT))
    import build  # where the pinned packages are

    path = os.pathsep.join([str(ROOT), str(ROOT / "web")] + [str(build.vendored(n)) for n in build.VENDORED])
    done = subprocess.run([sys.executable, "-c", START], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": path})
    imported = set(json.loads(done.stdout))
    assert "screen.forms" in imported and "pyrules.core.validate" in imported
    assert sorted(imported & set(SLOW)) == []


def test_an_address_without_escapes_is_read_as_it_stands():
    from pyrules.core import link

    assert link.split("#gurps-skill?base=12") == ("gurps-skill", "base=12")
    assert link.split("#table-G2") == ("table-G2", "")
