"""Range bands (G2) and the rapid-fire bonus (G4), edges on both sides."""

import math
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.gurps import range_modifier, rapid_fire_bonus
from pyrules.gurps.ranged import range_band, rapid_fire


@pytest.mark.parametrize("yards, expected", [
    (0, 0), (5, 0),
    (5.5, -3), (6, -3), (20, -3),
    (20.5, -7), (21, -7), (100, -7),
    (100.1, -11), (101, -11), (500, -11),
    (500.5, -15), (501, -15), (10_000, -15),
    (Fraction(11, 2), -3),
])
def test_each_range_band_from_both_edges(yards, expected):
    assert range_modifier(yards) == expected
    assert isinstance(range_modifier(yards), int)


def test_a_distance_names_its_band_as_printed():
    assert range_band(30).value.printed == "Medium (21-100)"
    assert range_band(5.5).value.name == "Short"


@pytest.mark.parametrize("yards", [-1, -0.5, "10", None, True, math.inf, math.nan, [5]])
def test_bad_distances_are_refused(yards):
    with pytest.raises(RulesError):
        range_modifier(yards)


@given(st.floats(min_value=0, max_value=1e6), st.floats(min_value=0, max_value=1e6))
def test_farther_is_never_easier(a, b):
    near, far = sorted((a, b))
    assert range_modifier(far) <= range_modifier(near)


@pytest.mark.parametrize("shots, expected", [
    (1, 0), (4, 0),
    (5, 1), (8, 1), (9, 2), (12, 2), (13, 3), (16, 3), (17, 4), (24, 4), (25, 5), (49, 5),
    (50, 6), (99, 6), (100, 7), (199, 7), (200, 8), (299, 8), (300, 9), (399, 9),
    (400, 10), (499, 10), (500, 11), (1000, 16),
])
def test_each_rapid_fire_row_from_both_edges_and_past_etc(shots, expected):
    assert rapid_fire_bonus(shots) == expected


def test_rapid_fire_names_the_row_or_the_reading_used():
    assert rapid_fire(10).row == "9-12"
    assert rapid_fire(3).reading.startswith("Fewer than 5")
    assert rapid_fire(450).row == "400-499" and "etc." in rapid_fire(450).reading


@pytest.mark.parametrize("shots", [0, -5, 2.5, "many", None, True])
def test_bad_shot_counts_are_refused(shots):
    with pytest.raises(RulesError):
        rapid_fire_bonus(shots)


@given(st.integers(min_value=1, max_value=5000))
def test_more_shots_never_lower_the_bonus(shots):
    assert rapid_fire_bonus(shots + 1) >= rapid_fire_bonus(shots) >= 0
