"""A reference table's row link (#table-G13?row=5) that names no row of the table says so in a
player's words, and opens the table unmarked.

Table links are the page's script's (static/app.js): tables are read before Python starts. Its
``noSuchRow``, which decides, is run here by Node, as the build runs its other scripts."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest

from pyrules import rulesets

APP = Path(__file__).resolve().parents[2] / "static" / "app.js"
pytestmark = pytest.mark.cpython_only  # runs Node beside Python


@cache
def _no_such_row_source() -> str:
    """``noSuchRow`` as the page's script defines it, from its line to its closing brace."""
    found = re.search(r"^( *)function noSuchRow\(.*?^\1\}$", APP.read_text(encoding="utf-8"), re.M | re.S)
    assert found, "static/app.js defines no function noSuchRow"
    return found.group(0)


def no_such_row(key: str, count: int, digits: str) -> str:
    """What the page's script says of row ``digits`` of table ``key`` holding ``count`` rows."""
    node = shutil.which("node")
    assert node, "Node is needed to run the page's script (the build needs it too)"
    script = f"{_no_such_row_source()}\nprocess.stdout.write(JSON.stringify(noSuchRow(...{json.dumps([key, count, digits])})));"
    return json.loads(subprocess.run([node, "-e", script], capture_output=True, text=True, check=True).stdout)


def _tables():
    return [t for key in rulesets.KEYS for t in rulesets.ruleset(key).tables if t.rows]


def test_a_row_past_a_tables_last_says_how_many_rows_the_table_has():
    table = max(_tables(), key=lambda t: len(t.rows))
    rows = len(table.rows)
    assert no_such_row(table.key, rows, str(rows + 24)) == \
        f"Table {table.key} has {rows} rows: row {rows + 24} is past its end."


def test_every_row_a_table_has_is_linked_to_without_a_word():
    table = min(_tables(), key=lambda t: len(t.rows))
    assert [no_such_row(table.key, len(table.rows), str(n)) for n in range(1, len(table.rows) + 1)] == \
        [""] * len(table.rows)


def test_a_table_of_one_row_says_row_not_rows():
    assert no_such_row("X1", 1, "2") == "Table X1 has 1 row: row 2 is past its end."


def test_row_zero_is_before_the_first_row():
    assert no_such_row("A7", 30, "000") == "Table A7 has 30 rows, numbered from 1: there is no row 0."


def test_a_table_with_no_rows_is_shown_whole():
    assert no_such_row("A1", 0, "3") == "Table A1 has no rows to link to: it is shown whole."


def test_a_row_number_is_said_as_a_player_writes_it_and_a_huge_one_shortened():
    assert no_such_row("A7", 30, "0040") == "Table A7 has 30 rows: row 40 is past its end."
    assert no_such_row("A7", 30, "9" * 400) == "Table A7 has 30 rows: row 999999999… is past its end."
