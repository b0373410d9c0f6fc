"""Critical misses: armed, bow, unarmed (A8, l.160-188); black-powder (A34) and modern firearms (A35)."""

import pytest
from combat_seed import line

from pyrules import RulesError
from pyrules.aftermath.data.combat import (
    ARMED_ROWS,
    BEFALLS_CHARACTER,
    BLACK_POWDER_ROWS,
    BOW_ROWS,
    MISS_EFFECTS,
    MODERN_ROWS,
    UNARMED_ROWS,
)
from pyrules.aftermath.misses import CRITICAL_MISS_TABLES, chamber_explosion, critical_miss

SEED_LINES = {
    "armed": (ARMED_ROWS, range(165, 171), "{}\t{}"),
    "bow": (BOW_ROWS, range(175, 179), "{}\t{}"),
    "unarmed": (UNARMED_ROWS, range(183, 188), "{}\t{}"),
    "black_powder": (BLACK_POWDER_ROWS, range(766, 772), "- {} {}"),
    "modern": (MODERN_ROWS, range(777, 782), "- {} {}"),
}


@pytest.mark.parametrize("kind", SEED_LINES)
def test_every_row_is_its_seed_line(kind):
    rows, numbers, shape = SEED_LINES[kind]
    assert len(rows) == len(numbers)
    for number, (printed, text) in zip(numbers, rows):
        assert line(number) == shape.format(printed, text)


@pytest.mark.parametrize("kind", CRITICAL_MISS_TABLES)
def test_every_table_covers_1_to_100_once_and_reads_both_edges(kind):
    table = CRITICAL_MISS_TABLES[kind]
    assert [n for r in table for n in range(r.low, r.high + 1)] == list(range(1, 101))
    for row in table:
        assert critical_miss(kind, row.low).row == row and critical_miss(kind, row.high).row == row
        assert critical_miss(kind, row.low).text.startswith(row.value)


def test_a_modern_cook_off_resolves_as_the_black_powder_cook_off_it_points_to():
    miss = critical_miss("modern", 80)
    assert miss.text.startswith("Cook-off. See Black Powder firearms.")
    assert "50% chance of it going off" in miss.text
    assert miss.cook_off and miss.burst_divisor == 30
    assert critical_miss("black_powder", 71).cook_off


def test_a_roll_of_100_is_the_00_row():
    assert critical_miss("armed", 100).text == "Character drops weapon."
    assert critical_miss("bow", 100).text == "Bow breaks."


def test_the_modern_table_is_cut_off_and_96_00_reads_as_the_black_powder_row():
    assert line(781).startswith("- 86-95")
    result = critical_miss("modern", 97)
    assert result.from_black_powder and result.burst_divisor == 20
    assert result.text == BLACK_POWDER_ROWS[-1][1]
    assert not critical_miss("modern", 90).from_black_powder


@pytest.mark.parametrize("kind, roll, divisor", [("black_powder", 90, 30), ("black_powder", 96, 20),
                                                 ("modern", 86, 30), ("modern", 50, None)])
def test_chamber_explosions_know_their_divisor(kind, roll, divisor):
    assert critical_miss(kind, roll).burst_divisor == divisor


@pytest.mark.parametrize("bdg, divisor, durability, burst, d10s, explodes", [
    (45, 30, 1, 2, 1, True), (44, 30, None, 1, None, None), (30, 20, 2, 2, 0, False), (50, 20, 1, 3, 2, True),
])
def test_the_burst_effect_is_bdg_over_30_or_20_nearest_less_durability(bdg, divisor, durability, burst, d10s,
                                                                       explodes):
    x = chamber_explosion(bdg, divisor, durability)
    assert (x.burst, x.d10s, x.explodes) == (burst, d10s, explodes)


@pytest.mark.parametrize("args", [("thrown", 50), ("armed", 0), ("armed", 101), ("bow", "x")])
def test_bad_critical_miss_input_is_refused(args):
    with pytest.raises(RulesError):
        critical_miss(*args)


def test_the_rows_whose_subject_is_the_one_who_missed_say_what_befalls_him():
    # l.166-169, l.184-187: "Character is Dazed.", "Character falls.", "Character drops weapon."
    printed = {(kind, d100): text for kind in ("armed", "bow", "unarmed") for d100, text in SEED_LINES[kind][0]}
    said_of_him = {place: text for place, text in printed.items() if text.startswith("Character ")}
    assert set(BEFALLS_CHARACTER) == set(said_of_him)
    for place, words in BEFALLS_CHARACTER.items():
        assert said_of_him[place] == f"Character {words}."
    assert critical_miss("armed", 95).befalls == "drops weapon" and critical_miss("bow", 95).befalls == ""


def test_only_a_daze_or_stun_row_puts_a_critical_effect_on_the_one_who_missed():
    assert [critical_miss(kind, roll).effect for kind, roll in (("armed", 20), ("armed", 50), ("armed", 75),
                                                                ("unarmed", 11), ("unarmed", 70), ("bow", 20))] == \
        ["daze", "stun", None, "daze", "stun", None]
    assert set(MISS_EFFECTS) == {place for place, words in BEFALLS_CHARACTER.items() if words.startswith("is ")}
