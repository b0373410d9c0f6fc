"""The gear and movement reference tables (A9-A12, A15-A25), their errata and their tools."""

import re

from gear_seed import tables_md, text

from pyrules.aftermath.armor import ARMOR, CLOTHS
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.aftermath.reference import gear
from pyrules.aftermath.ruleset import RULESET
from pyrules.aftermath.weapons import WEAPONS

# The gear tables as the page shows them, with the errata footnoted under them.
TABLES = tuple(t for t in RULESET.tables if t.key in {g.key for g in gear.TABLES})
# The gear and world calculators.
TOOLS = tuple(RULESET.tool(f"aftermath-{name}") for name in ("encumbrance", "travel", "kph", "climbing", "learning",
                                                              "barrier", "cloth", "throw", "entanglement", "acid"))

MINE = {f"A{n}" for n in (9, 10, 11, 12, *range(15, 26))}


def test_every_gear_id_of_tables_md_has_exactly_one_reference_table():
    ids = re.findall(r"^\| (A\d+) \| (.+?) \| (\d+)-(\d+) \|", tables_md(), re.M)
    wanted = {key: (int(a), int(b)) for key, _, a, b in ids if key in MINE}
    assert set(wanted) == MINE
    keys = [t.key for t in TABLES]
    assert sorted(keys) == sorted(MINE) and len(keys) == len(set(keys))


def test_each_table_names_its_source_lines_within_the_inventory():
    spans = {key: (int(a), int(b)) for key, _, a, b in
             re.findall(r"^\| (A\d+) \| (.+?) \| (\d+)-(\d+) \|", tables_md(), re.M)}
    for table in TABLES:
        first, last = map(int, re.fullmatch(r"002 l\.(\d+)-(\d+)", table.source).groups())
        low, high = spans[table.key]
        assert low <= first <= last <= high, table.key


def test_the_browsers_hold_every_printed_weapon_armor_and_cloth():
    by_key = {t.key: t for t in TABLES}
    assert len(by_key["A9"].rows) == len(WEAPONS) == 50
    assert len(by_key["A9"].headers) == 12
    assert len(by_key["A10"].rows) == len(ARMOR) == 50
    assert len(by_key["A11"].rows) == len(CLOTHS) == 4
    names = {row[0].split(" ")[0] for row in by_key["A9"].rows}
    assert {"Sai", "Shuriken", "Tonfa", "Whip,", "Rope,"} <= names


def test_every_erratum_is_a_footnote_of_its_table():
    by_key = {t.key: t for t in TABLES}
    for erratum in errata_gear.ERRATA:
        assert erratum.table in MINE
        assert erratum.footnote in by_key[erratum.table].notes, erratum.lines


def test_every_erratum_quotes_the_seed_lines_it_names():
    for erratum in errata_gear.ERRATA:
        first = int(re.match(r"\d+", erratum.lines)[0])
        assert text(first), erratum.lines
    assert "Heavy Snow (day 1) ... 25% (day 3)" in text(473)
    assert "BC30" in text(331) and "4/35" in text(331)
    assert "*60" in text(535)


def test_each_table_names_a_tool_of_its_own_or_a_combat_calculator():
    # The melee attack reads the Weapons Listing and armor; Stopping answers forward motion too.
    keys = {tool.key for tool in TOOLS}
    for table in TABLES:
        assert table.tool in keys or table.tool in ("aftermath-melee", "aftermath-stopping"), table.key
    for tool in TOOLS:
        assert tool.key.startswith("aftermath-")
        assert set(tool.tables) <= MINE
