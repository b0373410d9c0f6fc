"""KPH to DAT Movement Conversion Table (A25): computed, and matching every printed row."""

from fractions import Fraction

import pytest
from gear_seed import cells
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.world import KPH_HEADERS as HEADERS, KPH_ROWS as PRINTED
from pyrules.aftermath.kph import convert, dat_movement, show


def test_the_printed_table_is_the_seeds():
    assert cells(589) == list(HEADERS)
    for number, row in zip(range(590, 614), PRINTED):
        assert cells(number) == list(row)
    assert len(PRINTED) == 24


@pytest.mark.parametrize("row", PRINTED)
def test_every_printed_row_matches_the_computed_rule(row):
    result = convert(int(row[0]))
    assert result.meters_per_turn == Fraction(row[1])
    assert result.meters_per_phase == Fraction(row[2])
    assert result.rounded == int(row[3])
    assert result.printed == row


def test_the_public_faces():
    assert dat_movement(120) == 10
    assert dat_movement(5) == 1        # 0.4 is lifted to 1
    assert dat_movement(0) == 0
    assert show(convert(62.5).meters_per_phase) == "5"
    assert convert(62.5).printed is None
    assert dat_movement(125) == 10     # 10.0 past the printed table


@pytest.mark.parametrize("bad", [-1, "fast", None, float("nan"), 10_001, True])
def test_a_bad_speed_is_refused(bad):
    with pytest.raises(RulesError):
        convert(bad)


@given(st.integers(min_value=1, max_value=2000))
def test_a_moving_speed_is_at_least_1_and_within_half_of_m_per_ap(speed):
    result = convert(speed)
    assert result.rounded >= 1
    assert result.rounded == 1 or abs(result.rounded - result.meters_per_phase) <= Fraction(1, 2)
