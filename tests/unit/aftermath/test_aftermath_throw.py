"""Unarmed Combat Throw Table (A21)."""

import pytest
from gear_seed import cells
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.gear import THROW, THROW_HEADERS as HEADERS
from pyrules.aftermath.throw import throw


def test_every_row_is_the_seeds():
    assert cells(517) == list(HEADERS)
    for number, row in zip(range(518, 523), THROW.rows):
        assert cells(number) == [row.printed, row.value]


@pytest.mark.parametrize("number, row", [(0, "0-1"), (1, "0-1"), (2, "2-3"), (3, "2-3"), (4, "4-6"), (6, "4-6"),
                                         (7, "7-9"), (9, "7-9"), (10, "10+"), (250, "10+")])
def test_both_edges_of_every_row(number, row):
    assert throw(number).row.printed == row


def test_subdual_damage_from_7_less_five_per_blast_buffering_level():
    t = throw(8, damage_roll=12, blast_buffering=2)
    assert t.subdual == 2
    assert throw(8, damage_roll=4, blast_buffering=1).subdual == 0
    assert throw(11, damage_roll=9, blast_buffering=3).shock_bonus == 6
    assert throw(8, blast_buffering=3).shock_bonus == 0


def test_bad_throws_are_refused():
    with pytest.raises(RulesError):
        throw(-1)
    with pytest.raises(RulesError):
        throw(3, damage_roll=5)
    with pytest.raises(RulesError):
        throw(7, blast_buffering=-1)
    with pytest.raises(RulesError):
        throw("x")


@given(st.integers(min_value=0, max_value=1000))
def test_every_effect_number_has_one_outcome(number):
    assert throw(number).summary
