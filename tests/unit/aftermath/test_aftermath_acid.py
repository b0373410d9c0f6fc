"""Acid Special Effects Table (A24)."""

import random

import pytest
from gear_seed import text
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.acid import acid_effect
from pyrules.aftermath.data.gear import ACID, AFTERWORD


def test_every_row_is_the_seeds():
    assert text(569) == "D100 Special Effect"
    for number, row in zip(range(571, 584, 2), ACID.rows):
        assert text(number) == f"{row.printed} {row.value}"
    assert text(585) == AFTERWORD


def test_the_table_covers_1_to_100_once():
    covered = [n for row in ACID.rows for n in range(row.low, row.high + 1)]
    assert covered == list(range(1, 101))


@pytest.mark.parametrize("roll, row", [(1, "01-30"), (30, "01-30"), (31, "31-60"), (60, "31-60"), (61, "61-70"),
                                       (70, "61-70"), (71, "71-80"), (80, "71-80"), (81, "81-90"), (90, "81-90"),
                                       (91, "91-95"), (95, "91-95"), (96, "96-00"), (100, "96-00")])
def test_both_edges_of_every_row(roll, row):
    assert acid_effect(roll, rng=random.Random(1)).row.printed == row


def test_96_to_00_reads_two_more_rolls_of_95_or_less():
    a = acid_effect(100, (40, 85), strength=2)
    assert [r.printed for r in a.effects] == ["31-60", "81-90"]
    assert a.looks_loss == 2
    rolled = acid_effect(97, rng=random.Random(5))
    assert len(rolled.extra) == 2 and all(r <= 95 for r, _ in rolled.extra)


def test_scarring_lowers_looks_by_the_acids_strength():
    assert acid_effect(45, strength=3).looks_loss == 3
    assert acid_effect(45).looks_loss is None
    assert acid_effect(10, strength=3).looks_loss is None


def test_bad_acid_input_is_refused():
    with pytest.raises(RulesError):
        acid_effect(0)
    with pytest.raises(RulesError):
        acid_effect(101)
    with pytest.raises(RulesError, match="over 95"):
        acid_effect(99, (96,))
    with pytest.raises(RulesError):
        acid_effect(50, (20,))
    with pytest.raises(RulesError):
        acid_effect(99, (1, 2, 3))


@given(st.integers(min_value=96, max_value=100), st.integers(min_value=0, max_value=10_000))
def test_roll_twice_never_reads_over_95(roll, seed):
    assert all(r <= 95 for r, _ in acid_effect(roll, rng=random.Random(seed)).extra)
