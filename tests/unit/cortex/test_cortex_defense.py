"""Difficulty to hit: innate defense, dodge, block, cover, visibility, pitch black."""

import random

import pytest

import pyrules
from pyrules.cortex.defense import DefenseInput, difficulty_to_hit, pitch_black
from pyrules.cortex.ruleset import RULESET


def test_an_unaware_target_is_difficulty_3():
    result = difficulty_to_hit(DefenseInput("unaware"))
    assert result.difficulty == 3 and result.to_hit == 3 and result.roll is None


def test_innate_defense_is_an_unskilled_agility_roll():
    result = difficulty_to_hit(DefenseInput("innate", "d8", "d10", roll=6))
    assert result.built.sides == (8,)
    assert result.difficulty == 6


def test_dodge_is_agility_plus_athletics_dodge_as_the_difficulty():
    result = difficulty_to_hit(DefenseInput("dodge", "d8", "d6", roll=9))
    assert result.built.sides == (8, 6)
    assert result.difficulty == 9 and result.hits(9) and not result.hits(8)


def test_a_block_is_opposed_and_the_attack_must_beat_it():
    result = difficulty_to_hit(DefenseInput("block", "d8", "d6", roll=9))
    assert result.opposed
    assert result.to_hit == 10
    assert not result.hits(9) and result.hits(10)


def test_all_out_defense_adds_two_steps_to_a_dodge():
    assert difficulty_to_hit(DefenseInput("dodge", "d8", "d6", all_out=True, roll=3)).built.sides == (8, 10)


def test_all_out_defense_helps_only_a_dodge_or_a_block():
    for defense in ("innate", "unaware"):
        with pytest.raises(pyrules.RulesError) as error:
            difficulty_to_hit(DefenseInput(defense, "d8", all_out=True))
        assert error.value.field == "defense"
    assert difficulty_to_hit(DefenseInput("block", "d8", "d6", all_out=True, roll=3)).built.sides == (8, 10)


def test_an_unaware_defender_makes_no_defense_roll():
    with pytest.raises(pyrules.RulesError) as error:
        difficulty_to_hit(DefenseInput("unaware", roll=5))
    assert error.value.field == "defense"
    assert "seed 003 l.10" in error.value.message
    assert difficulty_to_hit(DefenseInput("unaware")).difficulty == 3


@pytest.mark.parametrize("cover, added", [("light", 4), ("medium", 8), ("heavy", 12), ("near_total", 16), ("none", 0)])
def test_cover_adds_to_the_difficulty(cover, added):
    assert difficulty_to_hit(DefenseInput("unaware", cover=cover)).difficulty == 3 + added


@pytest.mark.parametrize("visibility, added", [("dim", 4), ("dark", 8), ("clear", 0)])
def test_poor_visibility_adds_to_the_difficulty(visibility, added):
    assert difficulty_to_hit(DefenseInput("dodge", "d6", "d6", roll=7, visibility=visibility)).difficulty == 7 + added


def test_cover_and_visibility_stack_and_are_explained():
    result = difficulty_to_hit(DefenseInput("dodge", "d6", "d6", roll=7, cover="heavy", visibility="dark"))
    assert result.difficulty == 27
    assert [a.value for a in result.additions] == [12, 8]
    assert result.additions[0].label == "Heavy cover (mostly concealed)"
    assert [a.source for a in result.additions] == ["seed 003 l.21", "seed 003 l.26"]


def test_the_input_names_the_calculators_fields_and_holds_their_defaults():
    fields = {f.name: f for f in RULESET.tool("cortex-defense").fields}
    for name, default in vars(DefenseInput()).items():
        assert fields[name].default == default, name


def test_the_input_reads_dice_as_the_ladder_names_them():
    inp = DefenseInput("dodge", agility="D8", skill="d12 + d2")
    assert (inp.agility, inp.skill) == ("d8", "d12+d2")


def test_the_defense_roll_is_rolled_when_not_given():
    result = difficulty_to_hit(DefenseInput("dodge", "d8", "d6"), random.Random(3))
    assert 2 <= result.base <= 14 and len(result.roll.faces) == 2


@pytest.mark.parametrize(
    "args, kwargs",
    [
        (("parry",), {}),
        (("unaware",), {"cover": "wall"}),
        (("unaware",), {"visibility": "foggy"}),
        (("dodge", "d8", "d6"), {"roll": 15}),
        (("dodge", "d0", "d6"), {"roll": 5}),
        (("dodge", "d8", "d6"), {"rng": None}),
    ],
)
def test_bad_defense_inputs_are_refused(args, kwargs):
    with pytest.raises(pyrules.RulesError):
        difficulty_to_hit(DefenseInput(*args, **{k: v for k, v in kwargs.items() if k != "rng"}), kwargs.get("rng"))


def test_in_the_pitch_black_the_lowest_roll_takes_the_hit():
    result = pitch_black([("Mal", "d8"), ("Zoe", "d10"), ("Wash", "d6")], rolls=[5, 9, 2])
    assert [r.name for r in result.hit] == ["Wash"]
    assert [r.made_easy for r in result.rolls] == [True, True, False]


def test_a_pitch_black_tie_names_every_lowest_roll():
    result = pitch_black([("Mal", "d8"), ("Zoe", "d10")], rolls=[4, 4])
    assert [r.name for r in result.hit] == ["Mal", "Zoe"]


def test_pitch_black_rolls_are_made_with_the_rng():
    result = pitch_black([("Mal", "d8"), ("Zoe", "d10")], random.Random(1))
    assert all(1 <= r.total <= 10 for r in result.rolls)


@pytest.mark.parametrize(
    "targets, rolls",
    [([], None), ([("Mal", "d7")], None), ([("Mal", "d8")], [1, 2]), ("Mal d8", None), ([("Mal",)], None)],
)
def test_bad_pitch_black_targets_are_refused(targets, rolls):
    with pytest.raises(pyrules.RulesError):
        pitch_black(targets, random.Random(1), rolls)
