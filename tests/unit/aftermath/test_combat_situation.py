"""Situation modifiers (A3, A4), Position on DAT Display (A5) and Target Actions (A6)."""

import pytest
from combat_seed import cells, line

from pyrules import RulesError
from pyrules.aftermath.data.combat import HAND_TO_HAND, HAND_TO_HAND_ASTERISKED, MISSILE, POSITION_ROWS, TARGET_ACTION_ROWS
from pyrules.aftermath.situation import (
    hand_to_hand_modifiers,
    missile_modifiers,
    position_modification,
    target_action,
)


def test_the_hand_to_hand_rows_are_the_seeds():
    assert [[s.printed, s.modifier] for s in HAND_TO_HAND] == [cells(n) for n in range(46, 62)]


def test_the_missile_rows_are_the_seeds():
    assert [[s.printed, s.modifier] for s in MISSILE] == [cells(n) for n in range(66, 76)]


def test_the_asterisked_rows_are_the_ones_printed_with_the_asterisk():
    assert HAND_TO_HAND_ASTERISKED == tuple(s.key for s in HAND_TO_HAND if s.printed.endswith("*"))   # l.56-61


@pytest.mark.parametrize("situation", HAND_TO_HAND, ids=lambda s: s.key)
def test_every_hand_to_hand_situation_applies_its_printed_modifier_known_by_its_key(situation):
    (modifier,) = hand_to_hand_modifiers([situation.key])
    assert modifier.value == int(situation.modifier) and modifier.kind == situation.key


def test_independent_situations_add_up():
    total = sum(m.value for m in hand_to_hand_modifiers({"target_prone", "from_rear", "dim", "wounded_50"}))
    assert total == 2 + 10 - 3 - 2


@pytest.mark.parametrize("pair", [("target_prone", "target_sitting"), ("wounded_50", "wounded_75"),
                                  ("dim", "blind"), ("to_side", "to_rear"), ("superior", "inferior")])
def test_two_rows_that_cannot_both_apply_are_refused(pair):
    with pytest.raises(RulesError, match="cannot both apply"):
        hand_to_hand_modifiers(pair)


@pytest.mark.parametrize("bad", [["flying"], "target_prone", None])
def test_an_unknown_situation_is_refused(bad):
    with pytest.raises(RulesError):
        hand_to_hand_modifiers(bad)


@pytest.mark.parametrize("key, value", [("two_guns", -1), ("surprised", -2), ("new_target", -2), ("stance", 1),
                                        ("out_side", -2), ("out_rear", -4)])
def test_every_numeric_missile_situation_applies_its_printed_modifier(key, value):
    assert [m.value for m in missile_modifiers([key])] == [value]


def test_braced_and_sighted_in_require_the_firing_stance():
    with pytest.raises(RulesError, match="In firing stance"):
        missile_modifiers(["braced"])
    with pytest.raises(RulesError):
        missile_modifiers(["sighted"])
    assert sum(m.value for m in missile_modifiers(["stance", "braced", "sighted"])) == 3


@pytest.mark.parametrize("taken, value", [(1, -1), (2, -1), (4, -2), (5, -3), (9, -5)])
def test_damage_taken_costs_half_rounded_half_up(taken, value):
    assert [m.value for m in missile_modifiers(["damaged"], taken)] == [value]


def test_damaged_without_damage_taken_asks_for_it():
    with pytest.raises(RulesError, match="damage taken"):
        missile_modifiers(["damaged"])


def test_hip_fire_changes_the_bcs_used_not_a_modifier():
    assert missile_modifiers(["hip_fire"]) == ()


def test_the_position_rows_are_the_seeds():
    seed = [cells(n) for n in range(82, 86)]
    assert [list(printed) for _, printed, _ in POSITION_ROWS] == [row[1:] for row in seed]
    assert "Front, Side Rear hex" in line(81)


@pytest.mark.parametrize("length, hex_, value, second", [
    ("XL", "character", -1, True), ("XL", "front_side_rear", 0, True), ("XL", "long", 0, False),
    ("L", "character", -1, True), ("L", "front_side_rear", 0, True), ("L", "long", -1, False),
    ("A", "character", 0, True), ("A", "front_side_rear", 0, True),
    ("S", "character", 1, True), ("S", "front_side_rear", 0, True),
])
def test_every_allowed_cell_of_the_position_table(length, hex_, value, second):
    p = position_modification(length, hex_)
    assert (p.strength_group_modifier, p.secondary_strike) == (value, second)


@pytest.mark.parametrize("length", ["A", "S"])
def test_average_and_short_weapons_may_not_reach_a_long_hex(length):
    with pytest.raises(RulesError, match="Not Allowed"):
        position_modification(length, "long")


def test_an_unknown_length_or_hex_is_refused():
    with pytest.raises(RulesError):
        position_modification("huge", "character")
    with pytest.raises(RulesError):
        position_modification("S", "roof")


def test_the_target_action_rows_are_the_seeds():
    for number, (_, printed, shown, _) in zip((93, 94, 95, 97), TARGET_ACTION_ROWS):
        assert line(number) == f"- {printed}: {shown}"
    assert line(96) == "- Target Dodging: Increase multiplier by 1"


@pytest.mark.parametrize("action, dodging, multiplier", [
    ("still", False, 1), ("walking", False, 2), ("running", False, 3), ("falling", False, 3),
    ("still", True, 2), ("running", True, 4),
])
def test_target_actions_multiply_the_cda(action, dodging, multiplier):
    t = target_action(action, 3, dodging)
    assert (t.multiplier, t.penalty) == (multiplier, 3 * multiplier)


@pytest.mark.parametrize("args", [("flying", 2), ("still", -1), ("still", 2, "yes")])
def test_bad_target_action_input_is_refused(args):
    with pytest.raises(RulesError):
        target_action(*args)
