"""The step-die ladder: step() and moving a roll's dice (skill first, then attribute)."""

import pytest
from hypothesis import given, strategies as st

import pyrules
from pyrules.cortex import step
from pyrules.cortex.data.published import LADDER
from pyrules.cortex.steps import highest, parse_die, shift, sides

EXPECTED_LADDER = (
    "d0", "d2", "d4", "d6", "d8", "d10", "d12",
    "d12+d2", "d12+d4", "d12+d6", "d12+d8", "d12+d10", "d12+d12",
)


def test_the_ladder_runs_d0_to_d12_then_d12_plus_d2_to_d12_plus_d12():
    assert LADDER == EXPECTED_LADDER


@pytest.mark.parametrize("low, high", list(zip(EXPECTED_LADDER, EXPECTED_LADDER[1:])))
def test_one_step_up_moves_one_rung_and_one_step_down_moves_back(low, high):
    assert step(low, 1) == high
    assert step(high, -1) == low


def test_the_issue_examples_hold():
    assert step("d8", 1) == "d10"
    assert step("d12", 1) == "d12+d2"
    assert step("d2", -1) == "d0"


def test_nothing_goes_below_d0_or_above_d12_plus_d12():
    assert step("d0", -1) == "d0"
    assert step("d6", -10) == "d0"
    assert step("d12+d12", 1) == "d12+d12"
    assert step("d4", 40) == "d12+d12"


def test_zero_steps_keeps_the_die():
    for die in EXPECTED_LADDER:
        assert step(die, 0) == die


def test_the_whole_ladder_climbs_and_descends_in_one_walk():
    die = "d0"
    walked = [die]
    for _ in range(12):
        die = step(die, 1)
        walked.append(die)
    assert tuple(walked) == EXPECTED_LADDER
    for _ in range(12):
        die = step(die, -1)
        walked.pop()
        assert die == walked[-1]


def test_dice_are_read_in_any_case_and_spacing():
    assert parse_die("D8") == "d8"
    assert parse_die(" d12 + d2 ") == "d12+d2"
    assert step("D12 + D4", 2) == "d12+d8"


@pytest.mark.parametrize("bad", ["d7", "d20", "d2+d12", "d12+d14", "8", "", "d", "d12+"])
def test_a_die_off_the_ladder_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        step(bad, 1)


@pytest.mark.parametrize("bad", [None, 8, 1.5, ["d8"]])
def test_a_die_that_is_not_text_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        step(bad, 1)


@pytest.mark.parametrize("bad", [1.5, "one", True, None])
def test_steps_that_are_not_a_whole_number_are_refused(bad):
    with pytest.raises(pyrules.RulesError):
        step("d8", bad)


def test_a_die_rolls_its_sides_and_a_d0_rolls_nothing():
    assert sides("d0") == ()
    assert sides("d8") == (8,)
    assert sides("d12+d6") == (12, 6)
    assert highest("d12+d12") == 24
    assert highest("d0") == 0


@given(st.sampled_from(EXPECTED_LADDER), st.integers(-30, 30))
def test_a_step_lands_on_the_ladder_clamped_at_its_ends(die, steps):
    landed = step(die, steps)
    expected = min(12, max(0, EXPECTED_LADDER.index(die) + steps))
    assert landed == EXPECTED_LADDER[expected]


@given(st.sampled_from(EXPECTED_LADDER), st.integers(-12, 12))
def test_a_step_up_never_makes_a_die_smaller(die, steps):
    assert (highest(step(die, abs(steps))) >= highest(die)) and (highest(step(die, -abs(steps))) <= highest(die))


def test_penalties_move_the_skill_die_first_then_the_attribute_die():
    moved = shift("d8", "d6", -6)
    assert moved.new_skill == "d0"
    assert moved.new_attribute == "d2"
    assert [(m.which, m.before, m.after, m.steps) for m in moved.moves] == [
        ("skill", "d6", "d0", -3),
        ("attribute", "d8", "d2", -3),
    ]
    assert moved.lost == 0


def test_penalties_past_both_d0s_are_lost():
    moved = shift("d4", "d2", -5)
    assert moved.dice == ("d0", "d0")
    assert moved.lost == 2


def test_bonuses_move_the_skill_die_first_then_the_attribute_die_past_d12_plus_d12():
    assert shift("d6", "d0", 2).dice == ("d6", "d4")
    moved = shift("d6", "d12+d10", 3)
    assert moved.dice == ("d10", "d12+d12")  # one step to the skill die, two to the attribute
    assert moved.lost == 0


def test_a_shift_of_zero_moves_nothing():
    moved = shift("d8", "d6", 0)
    assert moved.dice == ("d8", "d6") and moved.moves == () and moved.lost == 0


@given(st.sampled_from(EXPECTED_LADDER[1:]), st.sampled_from(EXPECTED_LADDER), st.integers(-30, 30))
def test_a_shift_spends_every_step_it_can(attribute, skill, steps):
    moved = shift(attribute, skill, steps)
    spent = sum(m.steps for m in moved.moves)
    assert spent + (moved.lost if steps >= 0 else -moved.lost) == steps
    before = EXPECTED_LADDER.index(attribute) + EXPECTED_LADDER.index(skill)
    after = EXPECTED_LADDER.index(moved.new_attribute) + EXPECTED_LADDER.index(moved.new_skill)
    assert after - before == spent
