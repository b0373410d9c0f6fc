"""Base BDG Table (A32, l.699-740) and Shot Shell Ammunition (A33, l.741-761)."""

import pytest
from combat_seed import cells, line

from pyrules import RulesError
from pyrules.aftermath.ammunition import AMMUNITION, ammunition, base_bdg
from pyrules.aftermath.data.guns import GAUGES, LONG_GUN_ROWS, PISTOL_BDG, SHOT_SHELL_ROWS


def test_every_pistol_caliber_is_the_seeds():
    assert [[c, str(b)] for c, b in PISTOL_BDG] == [cells(n)[:2] for n in range(703, 727)]


def test_every_long_gun_row_is_printed_on_its_line():
    for row in LONG_GUN_ROWS:
        seed = cells(row.line)
        assert seed[-2:] == [row.printed_caliber, row.printed_bdg]
    assert [r.line for r in LONG_GUN_ROWS] == list(range(703, 740))


@pytest.mark.parametrize("key, bdg", [("pistol:45 ACP", 11), ("pistol:44 Magnum", 21), ("long:30-06", 26),
                                      ("long:22 Jet", 8), ("pistol:22 Jet", 4), ("long:351", 15)])
def test_a_caliber_reads_its_base_bdg(key, bdg):
    assert base_bdg(key) == bdg


def test_the_garbled_32_30_reads_as_32_20_at_bdg_6():
    assert "32-30" in line(733)
    assert base_bdg("long:32-20") == 6
    assert "long:32-30" not in AMMUNITION


def test_the_32_with_bdg_375_is_shown_but_not_offered():
    (row,) = [r for r in LONG_GUN_ROWS if r.line == 731]
    assert (row.printed_bdg, row.bdg) == ("375", None)
    assert base_bdg("long:32") == 17


def test_rounds_said_to_be_on_both_tables_but_missing_from_the_long_gun_column_are_pistol_only():
    for caliber in ("38-40", "44-40", "44 Magnum"):
        assert f"pistol:{caliber}" in AMMUNITION
        assert f"long:{caliber}" not in AMMUNITION


def test_the_shot_shell_rows_are_the_seeds():
    assert cells(742)[2:] == list(GAUGES)
    for number, (size, _, values) in zip((744, 745, 747, 748, 749, 750), SHOT_SHELL_ROWS[1:]):
        assert cells(number) == [size] + list(values)
    assert cells(743) == ["12-9*", "12", "10", "8", "6"]


@pytest.mark.parametrize("key, bdg", [
    ("shot:10:8-5", 16), ("shot:28:8-5", 6), ("shot:12:4-BB", 18), ("shot:.410:4-BB", 16),
    ("shot:10:4-3 Buck", 22), ("shot:20:4-3 Buck", 18), ("shot:12:2-1 Buck", 24), ("shot:10:00 Buck", 36),
    ("shot:16:00 Buck", 30), ("shot:12:Slug", 27), ("shot:.410:Slug", 6),
])
def test_every_kind_of_shot_shell_reads_its_bdg(key, bdg):
    assert base_bdg(key) == bdg


def test_the_birdshot_row_is_read_shifted_back_so_12_gauge_birdshot_exists():
    assert [base_bdg(f"shot:{g}:12-9") for g in ("10", "12", "16", "20")] == [12, 10, 8, 6]
    with pytest.raises(RulesError, match="prints no BDG"):
        ammunition("shot:.410:12-9")


def test_a_shell_marked_x_is_not_made():
    with pytest.raises(RulesError, match="No 00 Buck shell is made for 20 gauge"):
        ammunition("shot:20:00 Buck")


def test_the_light_loads_carry_their_footnote():
    assert "birdshot" in ammunition("shot:20:12-9").footnote
    assert "beyond SHT" in ammunition("shot:12:8-5").footnote
    assert ammunition("shot:12:00 Buck").footnote is None


@pytest.mark.parametrize("bad", ["pistol:50 BMG", "", None, "long:32-30"])
def test_an_unknown_round_is_refused(bad):
    with pytest.raises(RulesError):
        ammunition(bad)


def test_every_printed_caliber_and_shell_is_offered_except_the_unreadable_one():
    shells = sum(1 for _, _, values in SHOT_SHELL_ROWS for v in values if v.isdigit())
    assert len(AMMUNITION) == len(PISTOL_BDG) + len(LONG_GUN_ROWS) - 1 + shells
