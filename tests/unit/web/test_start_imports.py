"""What the page's start imports: the modules a start needs, and none of the slow ones it needs
only later (each costs the phone tens of milliseconds before the first answer)."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SLOW = ("urllib.parse", "ipaddress", "fractions", "decimal")


@pytest.mark.cpython_only
def test_the_start_imports_none_of_the_modules_only_a_later_tap_needs():
    sys.path.insert(0, str(ROOT))
    import build  # its start-up probe: what the page does before its first answer

    imported = set(build.start_imports())
    assert "screen.forms" in imported and "pyrules.core.validate" in imported
    assert sorted(imported & set(SLOW)) == []


def test_an_address_without_escapes_is_read_as_it_stands():
    from pyrules.core import link

    assert link.split("#gurps-skill?base=12") == ("gurps-skill", "base=12")
    assert link.split("#table-G2") == ("table-G2", "")
