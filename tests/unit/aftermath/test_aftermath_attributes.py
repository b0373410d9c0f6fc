"""Attribute Group Chart (A13, seed 002 l.363-368)."""

import pytest
from combat_seed import cells
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath import attribute_group
from pyrules.aftermath.attributes import effect_die_of_group
from pyrules.aftermath.data.character import ATTRIBUTE_GROUP_ROWS

EDGES = [
    (0, 0, None), (1, 1, "1D3"), (4, 1, "1D3"), (5, 2, "1D6"), (14, 2, "1D6"), (15, 3, "1D10"),
    (24, 3, "1D10"), (25, 4, "2D6"), (34, 4, "2D6"), (35, 5, "2D10"), (44, 5, "2D10"), (45, 6, "2D10+1"),
    (54, 6, "2D10+1"), (55, 7, "2D10+2"), (64, 7, "2D10+2"), (65, 8, "2D10+2"), (74, 8, "2D10+2"),
]


def test_the_chart_rows_are_the_seeds_three_printed_lines():
    assert [r for r, _, _ in ATTRIBUTE_GROUP_ROWS] == cells(365)[1:]
    assert [str(g) for _, g, _ in ATTRIBUTE_GROUP_ROWS] == cells(366)[1:]
    assert [d for _, _, d in ATTRIBUTE_GROUP_ROWS] == cells(367)[1:]


@pytest.mark.parametrize("rating, group, die", EDGES)
def test_both_edges_of_every_band_read_their_group_and_effect_die(rating, group, die):
    result = attribute_group(rating)
    assert (result.group, result.effect_die) == (group, die)


def test_group_0_has_no_effect_die_but_prints_none():
    assert attribute_group(0).effect_die is None
    assert attribute_group(0).printed_die == "none"


def test_groups_7_and_8_both_roll_2d10_plus_2_as_published():
    assert attribute_group(60).effect_die == attribute_group(70).effect_die == "2D10+2"


@pytest.mark.parametrize("bad", [75, 100, -1, 1.5, "ten", None, True])
def test_a_rating_off_the_chart_or_not_a_whole_number_is_refused(bad):
    with pytest.raises(RulesError):
        attribute_group(bad)


def test_the_refusal_above_74_says_the_chart_stops_there():
    with pytest.raises(RulesError, match="74"):
        attribute_group(75)


def test_a_rating_typed_as_text_is_read():
    assert attribute_group("50").group == 6


@given(st.integers(0, 73))
def test_a_higher_rating_never_has_a_lower_group(rating):
    assert attribute_group(rating + 1).group >= attribute_group(rating).group


@pytest.mark.parametrize("group, die", [(0, None), (3, "1D10"), (8, "2D10+2")])
def test_a_group_number_gives_its_effect_die(group, die):
    assert effect_die_of_group(group) == die


@pytest.mark.parametrize("bad", [-1, 9])
def test_a_group_off_the_chart_is_refused(bad):
    with pytest.raises(RulesError):
        effect_die_of_group(bad)
