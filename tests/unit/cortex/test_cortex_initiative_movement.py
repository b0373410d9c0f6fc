"""Initiative (Agility + Alertness, highest first) and movement (base, hustle, run)."""

import random

import pytest

import pyrules
from pyrules.cortex.initiative import Combatant, initiative, parse_combatants
from pyrules.cortex.movement import movement


def test_combatants_are_read_from_text():
    parsed = parse_combatants("Mal d8 d6; Zoe: d10+d8\nRiver Tam d12+d2 d6, Jayne d8")
    assert parsed == (
        Combatant("Mal", "d8", "d6"),
        Combatant("Zoe", "d10", "d8"),
        Combatant("River Tam", "d12+d2", "d6"),
        Combatant("Jayne", "d8", "d0"),
    )


def test_a_d12_plus_die_can_be_written_joined_to_the_next():
    assert parse_combatants("Book d12+d2+d6")[0] == Combatant("Book", "d12+d2", "d6")
    assert parse_combatants("Book d12+d2+d12+d4")[0] == Combatant("Book", "d12+d2", "d12+d4")


def test_dice_written_in_capitals_read_as_the_ladder_writes_them():
    assert parse_combatants("Book D12+D2+D6")[0] == Combatant("Book", "d12+d2", "d6")
    assert parse_combatants("Mal D8 D6")[0] == Combatant("Mal", "d8", "d6")


@pytest.mark.parametrize("bad", ["", "   ", "Mal", "Mal d8 d6 d4", "Mal d8+d6+d4", 5])
def test_unreadable_combatants_are_refused(bad):
    with pytest.raises(pyrules.RulesError):
        parse_combatants(bad)


def test_highest_roll_goes_first():
    order = initiative("Mal d8 d6; Zoe d10 d8; Wash d6 d4", rolls=[9, 15, 4])
    assert [r.combatant.name for r in order.rolls] == ["Zoe", "Mal", "Wash"]
    assert [r.total for r in order.rolls] == [15, 9, 4]


def test_ties_are_marked_and_keep_the_order_entered():
    order = initiative([("Mal", "d8", "d6"), ("Zoe", "d10", "d8"), ("Wash", "d6", "d4")], rolls=[9, 9, 10])
    assert [r.combatant.name for r in order.rolls] == ["Wash", "Mal", "Zoe"]
    assert [r.tied for r in order.rolls] == [False, True, True]


def test_initiative_is_rolled_with_the_injected_rng():
    a = initiative("Mal d8 d6; Zoe d10 d8", random.Random(5))
    b = initiative("Mal d8 d6; Zoe d10 d8", random.Random(5))
    assert a == b


@pytest.mark.parametrize(
    "combatants, rolls",
    [([], None), ("Mal d8 d6", [3, 4]), ("Mal d8 d6", [20]), ([("Mal", "d0", "d6")], [3]), ([42], None)],
)
def test_bad_initiative_inputs_are_refused(combatants, rolls):
    with pytest.raises(pyrules.RulesError):
        initiative(combatants, random.Random(1), rolls)


def test_base_speed_is_15_feet_and_costs_no_action():
    result = movement("base")
    assert (result.feet, result.actions, result.extra_actions) == (15, 0, 0)


def test_hustle_is_30_feet_for_one_action():
    result = movement("hustle")
    assert (result.feet, result.actions, result.extra_actions) == (30, 1, 0)
    assert movement("hustle", other_actions=1).extra_actions == 1


def test_run_is_30_feet_plus_the_roll_for_two_actions():
    result = movement("run", "d8", "d6", roll=9)
    assert result.actions == 2 and result.feet == 39
    assert result.extra_actions == 1 and result.step_penalty == -1
    assert result.built.sides == (8, 4)  # the run's extra action is -1 step to it too


def test_a_run_roll_is_made_with_the_injected_rng():
    result = movement("run", "d8", "d6", rng=random.Random(4))
    assert 31 <= result.feet <= 30 + 12


@pytest.mark.parametrize(
    "args, kwargs",
    [(("sprint",), {}), (("run", "d8", "d6"), {"roll": 40}), (("run", "d0"), {"roll": 3}), (("base",), {"other_actions": -1})],
)
def test_bad_movement_inputs_are_refused(args, kwargs):
    with pytest.raises(pyrules.RulesError):
        movement(*args, **kwargs)
