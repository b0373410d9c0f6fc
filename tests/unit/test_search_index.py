"""The home screen's search index: every calculator, table, row and erratum, each opening a place
the page has, stored compactly. (Matching and ranking are the page's: tests/e2e/test_search.py.)"""

import gzip
import json
import re

import pytest

from pyrules import rulesets
from pyrules.core.roller import ROLLER
from screen import pages
from tools import search_index

RULESETS = [rulesets.ruleset(entry.key) for entry in rulesets.RULESETS]  # as build.py loads them


@pytest.fixture(scope="module")
def index():
    return json.loads(search_index.as_json(RULESETS, ROLLER))


def opened(pattern: str, **values) -> str:
    return pattern.format(**values)


def test_the_index_has_every_calculator_of_every_ruleset_and_the_dice_roller(index):
    keys = [tool[1] for tool in index["tools"]]
    assert keys == [ROLLER.key] + [tool.key for ruleset in RULESETS for tool in ruleset.tools]
    stopping = next(tool for tool in index["tools"] if tool[1] == "aftermath-stopping")
    assert index["rulesets"][stopping[0]] == "Aftermath!" and stopping[2] == "Stopping"


def test_a_calculator_is_found_by_its_fields_labels_help_and_choices(index):
    location = next(tool for tool in index["tools"] if tool[1] == "gurps-location")
    field = rulesets.ruleset("gurps").tool("gurps-location").fields[0]
    words = location[4].split(index["part"])
    assert field.label in words
    assert all(label in words for _, label in field.choices)
    assert len(words) == len(set(words))  # each once


def test_the_index_has_every_reference_table_and_every_row_as_printed(index):
    tables = {table[1]: table for table in index["tables"]}
    expected = [table for ruleset in RULESETS for table in ruleset.tables]
    assert list(tables) == [table.key for table in expected]
    assert sum(len(table[4]) for table in index["tables"]) == sum(len(table.rows) for table in expected)
    for table in expected:
        assert [tuple(row.split(index["cell"])) for row in tables[table.key][4]] == list(table.rows)
    assert any(row.startswith("PLASTIC\tLight Plasticsheet\tLP\t") for row in tables["A10"][4])


def test_a_table_without_rows_is_found_by_its_rule_text(index):
    stopping = next(table for table in index["tables"] if table[1] == "A30")
    assert "The effect number for Stopping" in stopping[3]


def test_the_index_has_every_erratum_with_what_is_printed_and_the_reading_made(index):
    expected = [(e.table, e.printed, e.reading) for ruleset in RULESETS for e in ruleset.errata]
    assert [tuple(e[1:]) for e in index["errata"]] == expected
    places = {e[0] for e in index["errata"]}
    assert places == set(range(len(RULESETS)))


def test_every_match_opens_a_place_the_page_has(index):
    ids = {"home", "dice"}
    for ruleset in RULESETS:
        ids |= set(re.findall(r'\bid="([^"]+)"', str(pages.ruleset_views(ruleset))))
    opens = index["opens"]
    for tool in index["tools"]:
        assert opened(opens["tool"], key=tool[1])[1:] in ids
    for table in index["tables"]:
        assert opened(opens["table"], key=table[1])[1:] in ids
    for erratum in index["errata"]:
        assert opened(opens["table"], key=erratum[1])[1:] in ids
    assert opened(opens["row"], key="G2", row=3) == "#table-G2?row=3"


def test_the_index_is_compact_one_line_and_small_over_the_wire():
    text = search_index.as_json(RULESETS, ROLLER)
    assert "\n" not in text and ", " not in text[:200] and ": " not in text[:200]
    assert len(gzip.compress(text.encode("utf-8"))) < 48_000
    # a table's key and title are stored once, not with each of its rows
    assert text.count("Armor Materials List") == 1 and text.count('"A10"') == 2  # the table, its erratum
