"""Determining damage: basic damage split, weapon damage, armor."""

import random

import pytest
from hypothesis import given, strategies as st

import pyrules
from pyrules.cortex import basic_damage
from pyrules.cortex.damage import damage, weapon_damage


def test_basic_damage_is_the_attack_total_minus_the_difficulty_split_in_half():
    result = basic_damage(17, 11)
    assert (result.stun, result.wounds) == (3, 3)
    assert result.total == 6 and result.odd_point is None


def test_an_odd_point_goes_to_stun():
    result = basic_damage(18, 11)
    assert (result.stun, result.wounds) == (4, 3)
    assert result.odd_point == "stun"


def test_an_odd_point_can_be_given_to_wounds():
    result = basic_damage(18, 11, odd_point="wounds")
    assert (result.stun, result.wounds) == (3, 4)


def test_a_single_point_of_damage_is_one_stun():
    assert (basic_damage(12, 11).stun, basic_damage(12, 11).wounds) == (1, 0)


def test_no_basic_damage_when_the_attack_does_not_beat_the_difficulty():
    equal = basic_damage(11, 11)
    assert (equal.stun, equal.wounds) == (0, 0) and equal.hit
    below = basic_damage(5, 11)
    assert (below.stun, below.wounds) == (0, 0) and not below.hit


@given(st.integers(0, 200), st.integers(0, 200))
def test_the_split_adds_back_up_and_never_differs_by_more_than_one(attack, difficulty):
    result = basic_damage(attack, difficulty)
    assert result.stun + result.wounds == max(0, attack - difficulty)
    assert 0 <= result.stun - result.wounds <= 1


@pytest.mark.parametrize(
    "args",
    [(-1, 5), (5, -1), (1.5, 3), ("x", 3), (True, 3), (5, 3, "both"), (1000, 3)],
)
def test_bad_basic_damage_inputs_are_refused(args):
    with pytest.raises(pyrules.RulesError):
        basic_damage(*args)


def test_a_fixed_weapon_rating_adds_as_it_stands():
    result = weapon_damage("4", "wound")
    assert (result.points, result.stun, result.wounds, result.rolled) == (4, 0, 4, False)
    assert weapon_damage(3, "stun").stun == 3


def test_a_weapon_die_is_rolled_or_taken_as_entered():
    rolled = weapon_damage("d6", "wound", rng=random.Random(2))
    assert rolled.rolled and 1 <= rolled.points <= 6 and rolled.faces
    assert weapon_damage("2d6", "wound", weapon_roll=9).points == 9
    assert weapon_damage("d12+d2", "wound", weapon_roll=14).points == 14


def test_basic_weapon_damage_splits_like_basic_damage():
    result = weapon_damage("5", "basic")
    assert (result.stun, result.wounds) == (3, 2)


@pytest.mark.parametrize(
    "rating, kwargs",
    [
        ("", {}),
        ("-2", {}),
        ("lots", {}),
        ("d6", {"weapon_roll": 7}),
        ("4", {"weapon_roll": 3}),
        ("d6", {"rng": None}),
        (True, {}),
        (None, {}),
        ("d6", {"weapon_type": "fire"}),
    ],
)
def test_bad_weapon_damage_is_refused(rating, kwargs):
    with pytest.raises(pyrules.RulesError):
        weapon_damage(rating, **kwargs)


def test_an_attack_adds_the_weapon_and_armor_reduces_wounds():
    result = damage(18, 11, "d8", "wound", armor=3, weapon_roll=5)
    assert result.basic.stun == 4 and result.basic.wounds == 3
    assert result.wounds_before_armor == 8
    assert result.armor_stopped == 3
    assert (result.stun, result.wounds) == (4, 5)


def test_armor_never_takes_wounds_below_zero_and_leaves_stun_alone():
    result = damage(13, 11, "2", "stun", armor=10)
    assert (result.stun, result.wounds) == (3, 0)
    assert result.armor_stopped == 1


def test_an_attack_that_meets_the_difficulty_still_does_weapon_damage():
    result = damage(11, 11, "3")
    assert (result.stun, result.wounds) == (0, 3)


def test_a_miss_does_nothing_and_rolls_no_weapon():
    result = damage(9, 11, "d6", "wound")
    assert not result.hit and result.weapon is None
    assert (result.stun, result.wounds) == (0, 0)


def test_bad_armor_is_refused():
    with pytest.raises(pyrules.RulesError):
        damage(15, 11, "3", armor=-1)
    with pytest.raises(pyrules.RulesError):
        damage(5, 11, "3", "laser")


# A weapon rating that comes to less than 0 (errata C9, seed 003 l.39)

def test_a_weapon_roll_below_zero_adds_nothing():
    result = weapon_damage("d6-2", "stun", weapon_roll=-1)
    assert (result.total, result.points, result.stun, result.wounds) == (-1, 0, 0, 0)
    assert result.below_zero


def test_a_weapon_roll_below_zero_never_eats_basic_damage():
    result = damage(12, 11, "d6-2", "stun", weapon_roll=-1)
    assert (result.stun, result.wounds) == (1, 0)
    basic = damage(15, 11, "d4-3", "basic", weapon_roll=-2)
    assert (basic.stun, basic.wounds) == (2, 2)


def test_a_rolled_weapon_below_zero_adds_nothing_either():
    for seed in range(40):
        result = damage(11, 11, "d4-3", "wound", rng=random.Random(seed))
        assert result.weapon.points == max(0, result.weapon.total)
        assert (result.stun, result.wounds) == (0, result.weapon.points)


@given(st.integers(0, 40), st.integers(0, 40), st.integers(-5, 4), st.sampled_from(["wound", "stun", "basic"]),
       st.integers(0, 10))
def test_damage_never_goes_below_zero_nor_below_the_basic_damage(attack, difficulty, roll, kind, armor):
    result = damage(attack, difficulty, "d10-6", kind, weapon_roll=roll, armor=armor)
    assert result.stun >= 0 and result.wounds >= 0
    if result.hit:
        assert result.stun >= result.basic.stun
        assert result.wounds_before_armor >= result.basic.wounds


def test_the_damage_calculator_says_a_weapon_below_zero_adds_nothing_and_footnotes_the_reading():
    from pyrules.cortex.errata import WEAPON_BELOW_ZERO
    from pyrules.cortex.ruleset import RULESET

    _, answer = RULESET.tool("cortex-damage").answer(
        {"attack": "12", "difficulty": "11", "weapon": "d6-2", "weapon_roll": "-1", "weapon_type": "stun"})
    assert answer.headline == "1 Stun, 0 Wounds"
    weapon = next(line for line in answer.lines if line.label.startswith("Weapon"))
    assert (weapon.value, weapon.note) == ("−1", "below 0: adds nothing (seed 003 l.39)")
    assert WEAPON_BELOW_ZERO.footnote in answer.notes
