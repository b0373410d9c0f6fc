"""Reference tables of the combat half: built from the same data the calculators use."""

import pytest

from pyrules.aftermath.data.combat import CRITICAL_EFFECT_ROWS
from pyrules.aftermath.data.guns import LONG_GUN_ROWS, PISTOL_BDG
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.reference import combat
from pyrules.aftermath.ruleset import RULESET
from pyrules.core.reference import PUBLISHED_RULE

# The combat tables as the page shows them, with the errata footnoted under them.
TABLES = tuple(t for t in RULESET.tables if t.key in {c.key for c in combat.TABLES})
BY_KEY = {t.key: t for t in TABLES}
COMBAT_IDS = [f"A{n}" for n in (*range(1, 9), 13, 14, *range(26, 36))]


def test_the_combat_half_has_one_table_per_id_it_owns():
    assert sorted(BY_KEY) == sorted(COMBAT_IDS) and len(TABLES) == len(COMBAT_IDS)


@pytest.mark.parametrize("key", COMBAT_IDS)
def test_every_table_has_a_title_a_source_and_rows_or_text(key):
    table = BY_KEY[key]
    assert table.title and table.source.startswith("002 l.") and (table.rows or table.text)
    assert table.tool.startswith("aftermath-")


def test_the_critical_effect_rows_are_the_data_rows():
    assert BY_KEY["A2"].rows == CRITICAL_EFFECT_ROWS


def test_the_base_bdg_table_shows_every_printed_caliber_as_printed():
    rows = BY_KEY["A32"].rows
    assert len(rows) == len(PISTOL_BDG) + len(LONG_GUN_ROWS)
    assert ("Centerfire long gun ammunition", "32", "375") in rows
    assert ("Centerfire long gun ammunition", "32-30", "6") in rows


def test_the_shot_shell_table_keeps_blanks_and_xs():
    rows = {r[0]: r[1:] for r in BY_KEY["A33"].rows}
    assert rows["12-9*"] == ("12", "10", "8", "6", "", "")
    assert rows["Slug"][0] == "x" and "Buckshot" in rows


def test_the_modern_critical_miss_table_marks_its_missing_row():
    last = BY_KEY["A35"].rows[-1]
    assert last[0] == "96-00" and last[1].startswith("(not printed)")


def test_the_range_table_shows_every_weapon_row_and_both_modifier_rows():
    rows = BY_KEY["A31"].rows
    assert len(rows) == 15 + 2
    assert rows[-2][2:] == ("plus 1", "plus 1", "plus 0", "minus 1", "minus 2", "minus 5")


def test_published_rules_the_reference_assumes_are_marked():
    assert any(PUBLISHED_RULE in n for n in BY_KEY["A1"].notes)
    assert any(PUBLISHED_RULE in n for n in BY_KEY["A3"].notes)
    assert any(PUBLISHED_RULE in n for n in BY_KEY["A28"].notes)


@pytest.mark.parametrize("erratum", E.ERRATA, ids=lambda e: f"{e.table}-{e.lines}")
def test_every_combat_erratum_is_a_footnote_of_its_table(erratum):
    assert erratum.footnote in BY_KEY[erratum.table].notes
