"""Inherent Accuracy (A26), gun actions (A27), Damage Capability (A28) and the Range Table (A31)."""

import math

import pytest
from combat_seed import assert_printed, cells, line
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath import gun_damage
from pyrules.aftermath.data.guns import (
    GUN_ACTION_ROWS,
    INHERENT_ACCURACY_ROWS,
    RANGE_BCS,
    RANGE_BDG,
    RANGE_ROWS,
    RANGE_STEPS,
)
from pyrules.aftermath.guns import damage_dice, gun_action, inherent_accuracy, range_step
from pyrules.core.rounding import round_half_up


def test_the_inherent_accuracy_rows_are_the_seeds():
    assert [(size, printed) for _, _, size, printed, _ in INHERENT_ACCURACY_ROWS] == \
        [tuple(cells(n)[-2:]) for n in range(618, 627)]


@pytest.mark.parametrize("size, value", [("snub", -1), ("sht", 0), ("std", 1), ("lng", 2), ("xlng", 2),
                                         ("carbine", 3), ("rifle", 4), ("slug", 3), ("shot", 4)])
def test_every_inherent_accuracy_row(size, value):
    assert inherent_accuracy(size).value == value


def test_autofire_takes_2_and_each_full_burst_adds_1():
    assert inherent_accuracy("rifle", autofire=True).value == 2
    assert inherent_accuracy("rifle", autofire=True, bursts=3).value == 5


def test_a_match_weapon_adds_1():
    assert inherent_accuracy("std", match=True).value == 2


def test_bursts_without_autofire_and_bad_rows_are_refused():
    with pytest.raises(RulesError):
        inherent_accuracy("rifle", bursts=1)
    with pytest.raises(RulesError):
        inherent_accuracy("cannon")
    with pytest.raises(RulesError):
        inherent_accuracy("rifle", autofire="yes")


def test_the_gun_actions_are_the_seeds():
    assert [list(row) for row in GUN_ACTION_ROWS] == [cells(n) for n in range(631, 640)]
    assert gun_action("DA") == "1 or 2 Shots per Action. Firer's choice"
    with pytest.raises(RulesError):
        gun_action("XX")


@pytest.mark.parametrize("bdg, dice", [(21, "3D10+2"), (5, "1D10+1"), (25, "3D10+3"), (1, "1D10"),
                                       (10, "1D10+1"), (4, "1D10"), (14, "2D10+1"), (15, "2D10+2"),
                                       (20, "2D10+2"), (41, "5D10+4")])
def test_gun_damage_is_bdg_over_10_up_d10s_plus_bdg_over_10_nearest(bdg, dice):
    assert gun_damage(bdg) == dice


def test_the_damage_rule_is_printed_so():
    assert_printed(649, 650, "number of D10 of Damage equals BDG/10, up.", "plus Damage Points equal BDG/10, nearest.")


@pytest.mark.parametrize("bad", [0, -3, 1001, 2.5, "x", None])
def test_a_bdg_that_is_not_a_whole_number_from_1_is_refused(bad):
    with pytest.raises(RulesError):
        gun_damage(bad)


@given(st.integers(1, 1000))
def test_damage_dice_follow_the_formula_and_never_write_plus_0(bdg):
    d = damage_dice(bdg)
    assert d.dice == math.ceil(bdg / 10) and d.points == round_half_up(bdg / 10)
    assert "+0" not in d.notation


def test_the_range_rows_are_the_seeds_six_numbers():
    for number, (_, _, _, limits) in zip(range(677, 692), RANGE_ROWS):
        assert [int(c) for c in cells(number)[-6:]] == list(limits)
    assert cells(692)[-6:] == [p for p, _ in RANGE_BCS]
    assert cells(693)[-6:] == [p for p, _ in RANGE_BDG]
    assert cells(676)[1:] == list(RANGE_STEPS)


@pytest.mark.parametrize("key, _group, _label, limits", RANGE_ROWS, ids=[r[0] for r in RANGE_ROWS])
def test_every_range_step_reaches_its_printed_limit_and_a_bit_more_is_the_next(key, _group, _label, limits):
    assert range_step(key, 0).step == "PBR"
    for step, limit in zip(RANGE_STEPS, limits):
        assert range_step(key, limit).step == step
    for step, limit in zip(RANGE_STEPS[1:], limits):
        assert range_step(key, limit + 0.5).step == step


def test_beyond_max_is_out_of_range():
    with pytest.raises(RulesError, match="Out of range"):
        range_step("pistol_snub", 100.5)


@pytest.mark.parametrize("bad", [-1, "far", None, True])
def test_a_bad_distance_is_refused(bad):
    with pytest.raises(RulesError):
        range_step("rifle", bad)


def test_an_unknown_weapon_row_is_refused():
    with pytest.raises(RulesError):
        range_step("bazooka", 10)


@pytest.mark.parametrize("distance, step, bcs, bdg", [
    (5, "PBR", 1, 31), (20, "SHT", 1, 21), (80, "EFF", 0, 21), (300, "LNG", -1, 19), (800, "EXT", -2, 16),
    (1500, "MAX", -5, 11),
])
def test_range_steps_carry_their_bcs_and_bdg_modifiers(distance, step, bcs, bdg):
    r = range_step("rifle", distance)
    assert (r.step, r.bcs, r.adjust_bdg(21)) == (step, bcs, bdg)


def test_a_percentage_bdg_modifier_rounds_half_up():
    assert range_step("rifle", 1500).adjust_bdg(25) == 13   # 12.5
    assert range_step("rifle", 800).adjust_bdg(10) == 8     # 7.5
    assert range_step("rifle", 300).adjust_bdg(25) == 23    # 22.5


def test_the_smg_footnote_is_printed():
    assert line(697) == "* Unless weapon is specified as having another barrel length."


def test_each_range_row_keeps_its_group_by_key_and_the_name_a_list_shows():
    from pyrules.aftermath.data.guns import RANGE_GROUPS, RANGE_WEAPONS
    from pyrules.aftermath.guns import AUTOFIRE_WEAPONS, weapon_label

    for key, group, printed, _ in RANGE_ROWS:   # l.677-691: the group as printed, the name within the row
        kept, name = RANGE_WEAPONS[key]
        assert RANGE_GROUPS[kept] == group and name in printed
    assert AUTOFIRE_WEAPONS == {"auto_carbine", "auto_rifle", "smg"}
    assert weapon_label("pistol_snub") == "Pistols: SNUB" and weapon_label("smg") == "Autofire: SMG"
