"""Ability scores, number of rolls, hit points and overall speed."""

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

import pyrules
from pyrules.tal import hit_points, number_of_rolls
from pyrules.tal.ability_scores import ability_score
from pyrules.tal.hit_points_and_soak import read_hit_points
from pyrules.tal.overall_speed import overall_speed


@pytest.mark.parametrize(
    "roll, rating, score",
    [
        (1, "Exceptional", 70), (10, "Exceptional", 70), (11, "Above average", 60), (30, "Above average", 60),
        (31, "Average", 50), (70, "Average", 50), (71, "Below average", 40), (90, "Below average", 40),
        (91, "Poor", 30), (100, "Poor", 30),
    ],
)
def test_a_d100_roll_gives_the_ability_score_at_both_ends_of_every_band(roll, rating, score):
    found = ability_score(roll=roll)
    assert (found.rating, found.score) == (rating, score)


@pytest.mark.parametrize(
    "rating, score",
    [("exceptional", 70), ("above-average", 60), ("average", 50), ("below-average", 40), ("poor", 30)],
)
def test_a_self_rating_gives_its_ability_score(rating, score):
    assert ability_score(rating).score == score


def test_a_bad_self_rating_or_roll_is_refused():
    for kwargs in ({"self_rating": "heroic"}, {"roll": 0}, {"roll": 101}, {}):
        with pytest.raises(pyrules.RulesError):
            ability_score(**kwargs)


@pytest.mark.parametrize(
    "score, rolls", [(1, 1), (50, 1), (51, 2), (75, 2), (76, 3), (90, 3), (91, 4), (99, 4), (100, 5)]
)
def test_number_of_rolls_at_both_ends_of_every_band_and_00_is_100(score, rolls):
    assert number_of_rolls(score) == rolls


@pytest.mark.parametrize("bad", [0, 101, -5, 2.5, True, "lots", None])
def test_a_bad_ability_score_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        number_of_rolls(bad)


@pytest.mark.parametrize("con, hp", [(1, 1), (2, 1), (3, 2), (44, 22), (45, 23), (50, 25), (99, 50), (100, 50)])
def test_shp_is_constitution_halved_rounded_half_up(con, hp):
    assert hit_points(con) == hp
    read = read_hit_points(con)
    assert read.dhp == read.shp == hp and read.half == Fraction(con, 2)


@given(st.integers(1, 100))
def test_hit_points_are_never_more_than_half_a_point_from_half_the_constitution(con):
    assert abs(hit_points(con) - Fraction(con, 2)) <= Fraction(1, 2)
    assert hit_points(con) * 2 >= con


@pytest.mark.parametrize("bad", [0, 101, 3.5, False, "tough"])
def test_a_bad_constitution_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        hit_points(bad)


def test_overall_speed_shows_each_part_and_adds_the_armor():
    speed = overall_speed(41, 50, "medium", "heavy", None, 85)
    assert speed.half_sum == Fraction(91, 2) and speed.base == 46
    assert speed.armor.value == -3 and speed.overall == 43
    assert speed.weapon.value == 8 and speed.skill.value == -2 and speed.attack_speed == 6
    assert len(speed.assumptions) == 2


@pytest.mark.parametrize(
    "armor, modifier", [("heavy", -5), ("medium", -3), ("light", -1), ("none", 0)]
)
def test_each_armor_type_has_its_printed_modifier(armor, modifier):
    assert overall_speed(40, 40, armor).overall == 40 + modifier


@pytest.mark.parametrize(
    "skill, modifier",
    [(1, 2), (19, 2), (20, 1), (39, 1), (40, 0), (59, 0), (60, -1), (79, -1), (80, -2), (99, -2), (100, -3)],
)
def test_the_skill_rating_modifier_at_both_ends_of_every_band(skill, modifier):
    assert overall_speed(40, 40, weapon="medium", skill=skill).attack_speed == 6 + modifier


@pytest.mark.parametrize(
    "rof, speed", [("very-slow", 16), ("slow", 8), ("moderate", 4), ("quick", 2), ("automatic", 1)]
)
def test_a_missile_weapons_rof_speed_replaces_the_weapon_type(rof, speed):
    got = overall_speed(40, 40, weapon="light", missile_rof=rof)
    assert got.missile_rof.value == speed and got.attack_speed == speed


@pytest.mark.parametrize(
    "weapon, speed", [("heavy", 8), ("medium", 6), ("light", 4), ("very-light", 2)]
)
def test_each_weapon_type_has_its_printed_speed(weapon, speed):
    assert overall_speed(40, 40, weapon=weapon).attack_speed == speed


def test_bad_speed_inputs_are_refused():
    for args, kwargs in (
        ((101, 40), {}), ((40, -1), {}), ((40, 40), {"armor": "plate"}), ((40, 40), {"weapon": "huge"}),
        ((40, 40), {"missile_rof": "fast"}), ((40, 40), {"skill": 50}), ((40, 40), {"weapon": "light", "skill": 0}),
    ):
        with pytest.raises(pyrules.RulesError):
            overall_speed(*args, **kwargs)
