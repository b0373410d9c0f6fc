"""The TAL number line, fatigue, concentration checks and recovery."""

import pytest
from hypothesis import given, strategies as st

import pyrules
from pyrules.tal import fatigue_level
from pyrules.tal.concentration import concentration_check
from pyrules.tal.fatigue import LEVELS, fatigue_effects, read_fatigue
from pyrules.tal.number_line import LINE, read_letter, tal_value
from pyrules.tal.recovery import recover

EXPECTED_LINE = [
    ("W", 60), ("V", 50), ("U", 45), ("T", 40), ("S", 35), ("R", 30), ("Q", 26), ("P", 22), ("O", 19),
    ("N", 16), ("M", 14), ("L", 12), ("K", 10), ("J", 9), ("I", 8), ("H", 7), ("G", 6), ("F", 5),
    ("E", 4), ("D", 4), ("C", 3), ("B", 3), ("A", 2), ("A1", 2), ("A2", 1), ("A3", 1), ("A4", 1),
    ("A5", 1), ("A6", 1), ("A7", 1), ("A8", 1), ("A9", 0),
]


def test_every_letter_of_the_number_line_has_its_value_with_g_after_h():
    assert [(entry.key, entry.value) for entry in LINE] == EXPECTED_LINE
    assert read_letter("H").position + 1 == read_letter("G").position


@pytest.mark.parametrize("written", ["A³", "A ³", "a3", " A3 "])
def test_a_superscript_letter_may_be_written_several_ways(written):
    assert tal_value(written) == 1 and read_letter(written).printed == "A ³"


def test_the_number_line_never_rises_from_w_to_a9():
    values = [entry.value for entry in LINE]
    assert values == sorted(values, reverse=True)


@pytest.mark.parametrize("bad", ["X", "A10", "", None, 5])
def test_a_letter_off_the_number_line_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        read_letter(bad)


@pytest.mark.parametrize(
    "tal_max, tal_now, level",
    [
        (100, 100, "fresh"), (100, 51, "fresh"), (100, 50, "fatigued"), (100, 26, "fatigued"),
        (100, 25, "taxed"), (100, 1, "taxed"), (100, 0, "spent"), (10, 5, "fatigued"), (10, 6, "fresh"),
        (10, 3, "fatigued"), (10, 2, "taxed"), (3, 1, "fatigued"), (4, 1, "taxed"), (1, 1, "fresh"),
    ],
)
def test_fatigue_level_at_or_below_50_25_and_0_percent(tal_max, tal_now, level):
    assert fatigue_level(tal_max, tal_now) == level


@given(st.integers(1, 500).flatmap(lambda m: st.tuples(st.just(m), st.integers(0, m), st.integers(0, m))))
def test_less_tal_is_never_a_better_fatigue_level(args):
    tal_max, a, b = args
    low, high = sorted((a, b))
    assert LEVELS.index(fatigue_level(tal_max, low)) >= LEVELS.index(fatigue_level(tal_max, high))


def test_fatigue_levels_carry_their_penalties():
    assert (read_fatigue(100, 40).combat_speed_penalty, read_fatigue(100, 40).roll_penalty) == (-2, 5)
    assert (read_fatigue(100, 20).combat_speed_penalty, read_fatigue(100, 20).roll_penalty) == (-4, 10)
    assert read_fatigue(100, 0).roll_penalty == 10  # errata: Spent keeps Taxed's penalties
    assert fatigue_effects("fresh").roll_penalty == 0


@pytest.mark.parametrize("tal_max, tal_now", [(0, 0), (10, 11), (10, -1), (10.5, 3), ("ten", 3), (10, None)])
def test_a_bad_tal_pool_is_refused(tal_max, tal_now):
    with pytest.raises(pyrules.RulesError):
        fatigue_level(tal_max, tal_now)


def test_an_unknown_fatigue_level_is_refused():
    with pytest.raises(pyrules.RulesError):
        fatigue_effects("sleepy")


def test_walking_adds_20_to_control_and_running_takes_20():
    assert concentration_check("walking", 50, 70).success
    assert not concentration_check("walking", 50, 71).success
    assert concentration_check("running", 50, 30).success
    assert not concentration_check("running", 50, 31).success


def test_taking_damage_rolls_under_resistance_minus_the_damage():
    check = concentration_check("damage", 60, 48, damage=12)
    assert check.target == 48 and check.success
    assert not concentration_check("damage", 60, 49, damage=12).success


def test_a_failure_cancels_the_activation_and_loses_half_the_tal():
    check = concentration_check("running", 40, 90, tal_cost=10)
    assert not check.success and check.tal_lost == 5 and check.tal_spent == 0
    odd = concentration_check("running", 40, 90, tal_cost=7)
    assert odd.tal_lost == 4 and odd.notes  # errata: half of an odd cost rounds up
    assert concentration_check("walking", 40, 10, tal_cost=7).tal_spent == 7


def test_fatigue_adds_its_penalty_to_the_concentration_roll():
    assert concentration_check("walking", 50, 66, fatigue="fatigued").modified_roll == 71
    assert not concentration_check("walking", 50, 66, fatigue="fatigued").success


def test_bad_concentration_inputs_are_refused():
    for args, kwargs in (
        (("flying", 50, 50), {}), (("walking", 0, 50), {}), (("walking", 50, 101), {}),
        (("damage", 50, 50), {"damage": -1}), (("walking", 50, 50), {"tal_cost": -2}),
        (("walking", 50, 50), {"fatigue": "sleepy"}),
    ):
        with pytest.raises(pyrules.RulesError):
            concentration_check(*args, **kwargs)


@pytest.mark.parametrize(
    "activity, per_roll", [("rest", 1), ("sleep", 2), ("meal", 2), ("snack", 1), ("unconscious", 1)]
)
def test_recovery_is_the_entry_times_power_rolls_times_how_many(activity, per_roll):
    got = recover(activity, 80, 3)
    assert got.power.rolls == 3 and got.recovered == per_roll * 3 * 3


def test_recovery_stops_at_the_tal_maximum():
    got = recover("sleep", 100, 4, tal_now=30, tal_max=40)
    assert got.recovered == 40 and got.tal_after == 40 and len(got.notes) == 2


def test_bad_recovery_inputs_are_refused():
    for args, kwargs in (
        (("nap", 50), {}), (("rest", 0), {}), (("rest", 50, 0), {}), (("rest", 50, 1), {"tal_now": 3}),
        (("rest", 50, 1), {"tal_now": 50, "tal_max": 40}),
    ):
        with pytest.raises(pyrules.RulesError):
            recover(*args, **kwargs)
