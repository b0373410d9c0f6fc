"""Reaction Table (A14, seed 002 l.369-381)."""

import pytest
from combat_seed import assert_printed, line
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath import reaction
from pyrules.aftermath.data.character import REACTION_ROWS
from pyrules.aftermath.reaction import REACTION_TABLE

ROWS = [
    (1, 5, "Bad", "Bad", -6), (6, 15, "Poor", "Very Poor", -4), (16, 30, "Poor", "Poor", -2),
    (31, 45, "Mediocre", "Negative Indifference", -1), (46, 55, "Mediocre", "Indifference", 0),
    (56, 70, "Good", "Positive Indifference", 1), (71, 85, "Good", "Good", 2),
    (86, 95, "Very Good", "Very Good", 4), (96, 100, "Excellent", "Excellent", 6),
]


@pytest.mark.parametrize("low, high, band, description, value", ROWS)
def test_both_edges_of_every_row_read_its_description_band_and_value(low, high, band, description, value):
    for roll in (low, high):
        r = reaction(roll)
        assert (r.description, r.band, r.value) == (description, band, value)


@pytest.mark.parametrize("number, printed, row", [(n, p, r) for n, (p, r) in zip(range(372, 381), REACTION_ROWS)])
def test_every_row_is_printed_on_its_seed_line(number, printed, row):
    text = line(number)
    assert text.startswith(printed)
    assert row.description in text and row.printed_value in text and row.notes in text


def test_the_issue_example_very_poor_sits_in_the_poor_band():
    r = reaction(10)
    assert (r.description, r.band, r.value) == ("Very Poor", "Poor", -4)


def test_a_roll_of_00_reads_as_100_and_is_excellent():
    assert reaction(100).description == "Excellent"
    assert REACTION_TABLE.rows[-1].printed == "96-00"


def test_indifference_is_printed_plus_0_and_worth_0():
    r = reaction(50)
    assert r.printed_value == "+0" and r.value == 0


def test_the_notes_are_the_rows_own_text():
    assert_printed(372, 372, reaction(1).notes)


@pytest.mark.parametrize("bad", [0, 101, -5, "x", None, 2.5])
def test_a_roll_off_the_d100_is_refused(bad):
    with pytest.raises(RulesError):
        reaction(bad)


def test_the_table_covers_1_to_100_exactly_once():
    covered = [n for row in REACTION_TABLE for n in range(row.low, row.high + 1)]
    assert covered == list(range(1, 101))


@given(st.integers(1, 99))
def test_a_higher_roll_never_gives_a_worse_value(roll):
    assert reaction(roll + 1).value >= reaction(roll).value
