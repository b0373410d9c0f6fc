"""Hit Location Tables (A7, seed 002 l.99-159)."""

import pytest
from combat_seed import cells, line
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath import hit_location
from pyrules.aftermath.data.locations import BELLY_LOCATIONS, BIPEDAL_ROWS, QUADRUPEDAL_ROWS
from pyrules.aftermath.hit_location import (
    HIT_LOCATION_TABLES,
    direction_modifier,
    read_hit_location,
    split_location,
)


def test_the_bipedal_rows_are_the_seeds_two_columns():
    left = [tuple(cells(n)[:2]) for n in range(104, 112)]
    right = [tuple(cells(n)[-2:]) for n in range(104, 113)]
    assert list(BIPEDAL_ROWS) == left + right


def test_the_quadrupedal_rows_are_the_seeds():
    assert list(QUADRUPEDAL_ROWS) == [tuple(cells(n)) for n in range(127, 142)]


@pytest.mark.parametrize("body, rows", [("bipedal", BIPEDAL_ROWS), ("quadrupedal", QUADRUPEDAL_ROWS)])
def test_both_edges_of_every_row_read_the_printed_location(body, rows):
    for row in HIT_LOCATION_TABLES[body]:
        assert hit_location(row.low, body) == row.value
        assert hit_location(row.high, body) == row.value
    assert len(HIT_LOCATION_TABLES[body]) == len(rows)


@pytest.mark.parametrize("body", ["bipedal", "quadrupedal"])
def test_each_table_covers_1_to_100_exactly_once(body):
    covered = [n for row in HIT_LOCATION_TABLES[body] for n in range(row.low, row.high + 1)]
    assert covered == list(range(1, 101))


@pytest.mark.parametrize("roll, body, modifier, location", [
    (13, "bipedal", 0, "4/5"), (54, "bipedal", 0, "21/22"), (25, "quadrupedal", 0, "5/6/7"),
    (100, "bipedal", 0, "19/20"), (99, "bipedal", 0, "19/20"), (100, "quadrupedal", 0, "30"),
])
def test_the_issue_examples_and_00_read_as_printed(roll, body, modifier, location):
    assert hit_location(roll, body, modifier) == location


def test_the_modified_roll_is_clamped_to_1_and_100():
    assert hit_location(3, "bipedal", -5) == "1"
    assert read_hit_location(3, "bipedal", -5).modified == 1
    assert hit_location(98, "bipedal", 5) == "19/20"
    assert read_hit_location(98, "bipedal", 5).modified == 100


def test_the_modifications_are_printed_as_the_app_shows_them():
    assert cells(118) == ["from above", "+5"]
    assert cells(119) == ["from below", "+5"]
    assert cells(121) == ["from the front", "-5"]
    assert cells(122) == ["from the rear", "+5"]


def test_a_bipedal_attack_from_above_lowers_the_roll_by_5_as_the_erratum_reads():
    assert direction_modifier("bipedal", "above") == -5
    assert direction_modifier("bipedal", "below") == 5
    assert direction_modifier("quadrupedal", "front") == -5
    assert direction_modifier("quadrupedal", "rear") == 5
    assert direction_modifier("bipedal", "none") == 0


def test_a_direction_that_belongs_to_the_other_body_is_refused():
    with pytest.raises(RulesError):
        direction_modifier("bipedal", "front")


@pytest.mark.parametrize("args", [(0,), (101,), ("x",), (50, "tripedal"), (50, "bipedal", 1.5),
                                  (50, "bipedal", 500)])
def test_bad_hit_location_input_is_refused(args):
    with pytest.raises(RulesError):
        hit_location(*args)


def test_belly_locations_are_the_printed_four():
    assert "Belly locations are 7, 10, 13, 16" in line(145)
    assert BELLY_LOCATIONS == (7, 10, 13, 16)


@pytest.mark.parametrize("location, roll, facing, part", [
    ("4/5", 50, "front_rear", "4"), ("4/5", 51, "front_rear", "5"),
    ("5/6/7", 40, "front_rear", "5"), ("5/6/7", 41, "front_rear", "6"), ("5/6/7", 80, "front_rear", "6"),
    ("5/6/7", 81, "front_rear", "7"), ("5/6/7", 100, "front_rear", "7"),
    ("18/17", 70, "side", "18"), ("18/17", 71, "side", "17"),
    ("8/9/10", 60, "side", "8"), ("8/9/10", 61, "side", "9"), ("8/9/10", 70, "side", "9"),
    ("8/9/10", 71, "side", "10"),
])
def test_the_facing_splits_pick_one_location_at_both_edges(location, roll, facing, part):
    assert split_location(location, roll, facing).part == part


def test_the_side_splits_name_nearest_furthest_and_underbelly():
    assert split_location("8/9/10", 1, "side").label == "nearest side"
    assert split_location("8/9/10", 65, "side").label == "furthest side"
    assert split_location("8/9/10", 90, "side").label == "underbelly"


def test_a_single_location_has_no_split():
    assert split_location("12", 50, "side") is None


def test_a_split_underbelly_is_a_belly_location():
    result = read_hit_location(50, "quadrupedal", split_roll=90, facing="side")
    assert (result.location, result.final, result.belly) == ("8/9/10", "10", True)


def test_a_bad_facing_or_split_roll_is_refused():
    with pytest.raises(RulesError):
        split_location("4/5", 50, "above")
    with pytest.raises(RulesError):
        split_location("4/5", 0, "side")


@given(st.integers(1, 100), st.integers(-100, 100), st.sampled_from(["bipedal", "quadrupedal"]))
def test_any_roll_and_modifier_reads_a_printed_location(roll, modifier, body):
    result = read_hit_location(roll, body, modifier)
    assert 1 <= result.modified <= 100
    assert result.location in [v for _, v in (BIPEDAL_ROWS if body == "bipedal" else QUADRUPEDAL_ROWS)]
