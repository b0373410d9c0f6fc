"""The roll builder: step modifiers from the reference, the dice rolled, the roll judged."""

import random

import pytest

import pyrules
from pyrules.cortex.rolls import build_roll, difficulty_name, roll_pool


def test_a_plain_roll_is_attribute_plus_skill():
    built = build_roll("d8", "d6")
    assert built.sides == (8, 6)
    assert built.dice == "d8 + d6"
    assert built.skill_kind == "skill"
    assert built.modifiers == ()


def test_a_specialty_replaces_the_general_skill():
    built = build_roll("d8", "d6", specialty="d10")
    assert built.skill == "d10" and built.skill_kind == "specialty"
    assert built.sides == (8, 10)


def test_an_unskilled_roll_is_the_attribute_die_alone():
    built = build_roll("d6")
    assert built.skill_kind == "unskilled"
    assert built.sides == (6,)
    assert built.pool == "d6"


def test_each_extra_action_is_one_step_cumulative():
    assert build_roll("d8", "d6", extra_actions=1).shift.new_skill == "d4"
    assert build_roll("d8", "d6", extra_actions=2).shift.new_skill == "d2"
    assert build_roll("d8", "d6", extra_actions=2).steps == -2


@pytest.mark.parametrize("band, steps", [("point_blank", 1), ("short", 0), ("medium", -2), ("long", -4), ("none", 0)])
def test_range_moves_the_attackers_skill(band, steps):
    assert build_roll("d8", "d6", range=band).steps == steps


def test_all_out_defense_is_two_steps_up():
    assert build_roll("d8", "d6", all_out=True).shift.new_skill == "d10"


def test_seriously_wounded_is_two_steps_down():
    assert build_roll("d8", "d6", wounded=True).shift.new_skill == "d2"


def test_two_extra_actions_at_long_range_spill_onto_the_attribute_die():
    built = build_roll("d8", "d6", extra_actions=2, range="long")
    assert built.steps == -6
    assert built.shift.dice == ("d2", "d0")
    assert built.dice == "d2"
    assert [(m.label, m.source) for m in built.modifiers] == [
        ("2 extra actions", "seed 003 l.3"), ("Range: Long", "seed 003 l.33")]
    assert [m.shown for m in built.modifiers] == ["−2 steps", "−4 steps"]


def test_a_step_modifier_is_counted_in_steps():
    (bonus,) = build_roll("d8", "d6", range="point_blank").modifiers
    assert (bonus.value, bonus.unit, bonus.shown) == (1, "step", "+1 step")


def test_a_roll_can_lose_every_die():
    built = build_roll("d2", "d0", steps=-3)
    assert built.sides == () and built.dice == "d0" and built.pool == "d0"
    assert built.shift.lost == 2


def test_odds_are_for_the_dice_actually_rolled():
    assert build_roll("d8", "d6", range="medium").odds().dice == "d8 + d2"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"attribute": "d0"},
        {"attribute": "d7"},
        {"attribute": "d8", "skill": "d9"},
        {"attribute": "d8", "specialty": "d3"},
        {"attribute": "d8", "extra_actions": -1},
        {"attribute": "d8", "extra_actions": 13},
        {"attribute": "d8", "range": "far"},
        {"attribute": "d8", "all_out": "yes"},
        {"attribute": "d8", "wounded": 1},
        {"attribute": "d8", "steps": 25},
    ],
)
def test_bad_roll_inputs_are_refused(kwargs):
    with pytest.raises(pyrules.RulesError):
        build_roll(**kwargs)


def test_a_roll_is_rolled_with_the_injected_rng():
    first = roll_pool((8, 6), random.Random(7))
    second = roll_pool((8, 6), random.Random(7))
    assert first == second
    assert len(first.faces) == 2 and first.total == sum(first.faces)
    assert 1 <= first.faces[0] <= 8 and 1 <= first.faces[1] <= 6


def test_a_roll_the_player_made_is_judged_against_the_difficulty():
    assert roll_pool((8, 6), None, total=11, difficulty=11).outcome == "success"
    assert roll_pool((8, 6), None, total=10, difficulty=11).outcome == "failure"
    assert roll_pool((8, 6), None, total=14, difficulty=7).outcome == "extraordinary"
    assert roll_pool((8, 6), None, total=13, difficulty=7).outcome == "success"
    assert roll_pool((8, 6), None, total=13).outcome is None


def test_all_ones_is_a_botch_whatever_the_difficulty():
    assert roll_pool((12, 2, 6), None, total=3, difficulty=3).outcome == "botch"
    assert roll_pool((8, 6), None, total=2).botch


def test_a_roll_outside_what_the_dice_can_show_is_refused():
    with pytest.raises(pyrules.RulesError):
        roll_pool((8, 6), None, total=15)
    with pytest.raises(pyrules.RulesError):
        roll_pool((8, 6), None, total=1)


def test_rolling_without_a_random_generator_is_refused():
    with pytest.raises(pyrules.RulesError):
        roll_pool((8,), "seed")


def test_no_dice_roll_zero():
    assert roll_pool((), None).total == 0
    assert not roll_pool((), None, difficulty=3).botch


def test_difficulties_are_named_on_the_ladder():
    assert difficulty_name(11) == "Hard 11"
    assert difficulty_name(12) == "12"


@pytest.mark.parametrize("band", ["point_blank", "short", "medium", "long"])
def test_all_out_defense_never_goes_with_an_attack_range_band(band):
    with pytest.raises(pyrules.RulesError) as error:
        build_roll("d8", "d6", all_out=True, range=band)
    assert error.value.field == "range"
    assert build_roll("d8", "d6", all_out=True).steps == 2
    assert build_roll("d8", "d6", range=band).steps == {"point_blank": 1, "short": 0, "medium": -2,
                                                             "long": -4}[band]
