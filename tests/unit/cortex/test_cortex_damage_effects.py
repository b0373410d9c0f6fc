"""Life Points and every damage state at its exact boundary."""

import pytest
from hypothesis import given, strategies as st

import pyrules
from pyrules.cortex import damage_state, life_points
from pyrules.cortex.states import (
    convert_shock_point,
    dying_difficulty,
    life_point_total,
    passing_out_difficulty,
    take_damage,
)


def test_life_points_are_the_vitality_and_willpower_die_maxima():
    assert life_points("d8", "d6") == 14
    assert life_points("d2", "d2") == 4
    assert life_points("d12+d4", "d12") == 28
    assert life_point_total("D10", "d6").total == 16


@pytest.mark.parametrize("args", [("d0", "d6"), ("d8", "d0"), ("d7", "d6"), (8, "d6"), ("d8", None)])
def test_bad_life_point_dice_are_refused(args):
    with pytest.raises(pyrules.RulesError):
        life_points(*args)


# Passing out: Stun + Wounds exceed Life Points (strictly).
def test_damage_equal_to_life_points_does_not_pass_out():
    state = damage_state(14, stun=10, wounds=4)
    assert not state.passing_out
    assert state.passing_out_difficulty is None


def test_one_point_past_life_points_calls_for_a_roll_at_difficulty_7():
    state = damage_state(14, stun=11, wounds=4)
    assert state.passing_out
    assert state.passing_out_difficulty == 7
    assert "Passing out" in state.states


def test_each_further_turn_acting_adds_4_to_stay_conscious():
    assert [passing_out_difficulty(n) for n in range(4)] == [7, 11, 15, 19]
    assert damage_state(14, 15, 0, passing_out_rolls=2).passing_out_difficulty == 15


def test_an_unconscious_character_makes_no_roll_to_stay_conscious():
    state = damage_state(14, 15, 0, unconscious=True)
    assert state.passing_out and state.passing_out_difficulty is None
    assert "Unconscious" in state.states


# Seriously wounded: Wounds at least half the Life Points.
@pytest.mark.parametrize("lp, below, at", [(14, 6, 7), (15, 7, 8), (4, 1, 2), (5, 2, 3)])
def test_seriously_wounded_starts_at_half_the_life_points(lp, below, at):
    assert not damage_state(lp, 0, below).seriously_wounded
    assert damage_state(lp, 0, below).step_penalty == 0
    state = damage_state(lp, 0, at)
    assert state.seriously_wounded and state.step_penalty == -2
    assert state.seriously_wounded_at == at


def test_stun_does_not_make_you_seriously_wounded():
    assert not damage_state(14, 13, 0).seriously_wounded


# Dying: Wounds at least the Life Points.
def test_dying_starts_at_wounds_equal_to_life_points():
    assert not damage_state(14, 0, 13).dying
    state = damage_state(14, 0, 14)
    assert state.dying and state.dying_difficulty == 3
    assert state.states[0] == "Dying"


def test_each_minute_dying_adds_4():
    assert [dying_difficulty(n) for n in range(4)] == [3, 7, 11, 15]
    assert damage_state(14, 0, 20, dying_rolls=1).dying_difficulty == 7


# Shock.
def test_shock_points_stop_stun_healing_and_call_for_an_hourly_roll():
    state = damage_state(14, 10, 5, shock=2, unconscious=True)
    assert not state.stun_heals
    assert state.shock_difficulty == 7
    whens = [r.when for r in state.reminders]
    assert "each hour" in whens


def test_without_shock_stun_heals():
    state = damage_state(14, 3, 0)
    assert state.stun_heals and state.shock_difficulty is None


def test_stun_taken_while_unconscious_is_recorded_as_shock():
    after = take_damage(10, 5, 0, 4, 2, unconscious=True)
    assert (after.stun, after.wounds, after.shock, after.stun_as_shock) == (10, 7, 4, 4)
    awake = take_damage(10, 5, 0, 4, 2)
    assert (awake.stun, awake.wounds, awake.shock) == (14, 7, 0)


def test_a_made_hourly_roll_changes_one_shock_point_to_stun():
    assert convert_shock_point(10, 3) == (11, 2)
    with pytest.raises(pyrules.RulesError):
        convert_shock_point(10, 0)


def test_a_character_without_damage_is_fine_with_nothing_due():
    state = damage_state(14, 0, 0)
    assert state.states == () and state.headline == "Fine" and state.reminders == ()


def test_the_reminders_say_what_is_due_now_each_turn_and_each_minute():
    state = damage_state(14, 2, 14)
    reminders = {(r.when, r.difficulty) for r in state.reminders}
    assert ("now", 3) in reminders           # dying
    assert ("each minute", 7) in reminders
    assert ("now", 7) in reminders           # passing out: 16 > 14
    assert ("each turn", 11) in reminders
    assert any("−2 steps" in r.text for r in state.reminders)  # a true minus sign (U+2212)


@pytest.mark.parametrize(
    "args, kwargs",
    [
        ((0, 0, 0), {}),
        ((14, -1, 0), {}),
        ((14, 0, -1), {}),
        ((14, 0, 0, -1), {}),
        ((14, 0, 0), {"unconscious": "yes"}),
        ((14, 0, 0), {"passing_out_rolls": -1}),
        ((14, 0, 0), {"dying_rolls": 1.5}),
        (("x", 0, 0), {}),
    ],
)
def test_bad_damage_state_inputs_are_refused(args, kwargs):
    with pytest.raises(pyrules.RulesError):
        damage_state(*args, **kwargs)


def test_bad_damage_to_record_is_refused():
    with pytest.raises(pyrules.RulesError):
        take_damage(0, 0, 0, -1, 0)
    with pytest.raises(pyrules.RulesError):
        take_damage(0, 0, 0, 1, 0, unconscious=None)


@given(st.integers(1, 60), st.integers(0, 80), st.integers(0, 80))
def test_the_states_follow_their_printed_thresholds(lp, stun, wounds):
    state = damage_state(lp, stun, wounds)
    assert state.passing_out == (stun + wounds > lp)
    assert state.seriously_wounded == (wounds >= lp / 2)
    assert state.dying == (wounds >= lp)
    if state.dying:
        assert state.seriously_wounded
