"""Random hit locations (G13), the penalties to aim (G3) and the weapon erratum."""

import random

import pytest

from pyrules import RulesError
from pyrules.gurps import hit_location
from pyrules.gurps.locations import AIM_TARGETS, aimed_modifiers, miss_by_one, random_location, roll_location

PRINTED = {3: "Skull", 4: "Skull", 5: "Face", 6: "Right Leg", 7: "Right Leg", 8: "Right Arm", 9: "Torso",
           10: "Torso", 11: "Groin", 12: "Left Arm", 13: "Left Leg", 14: "Left Leg", 15: "Hand", 16: "Foot",
           17: "Neck", 18: "Neck"}


@pytest.mark.parametrize("roll", range(3, 19))
def test_every_3d6_roll_hits_the_printed_location(roll):
    assert hit_location(roll) == PRINTED[roll]


def test_a_location_row_keeps_its_printed_name_and_effect():
    hit = random_location(3)
    assert hit.row.printed == "Skull*" and hit.row.starred and hit.body == "skull"
    assert "x4" in hit.row.effect


@pytest.mark.parametrize("roll", [2, 19, 0, "x", None, True, 10.5])
def test_a_roll_off_3d6_is_refused(roll):
    with pytest.raises(RulesError):
        hit_location(roll)


def test_a_rolled_location_comes_from_the_injected_rng():
    first = roll_location(random.Random(7))
    assert first == roll_location(random.Random(7))
    assert 3 <= first.roll <= 18
    with pytest.raises(RulesError):
        roll_location("seed")


@pytest.mark.parametrize("key, penalty", [
    ("torso", 0), ("arm", -2), ("leg", -2), ("vitals", -3), ("groin", -3), ("hand", -4), ("foot", -4),
    ("neck", -5), ("face", -5), ("skull_behind", -5), ("skull", -7), ("face_behind", -7),
    ("chink_torso", -8), ("eye", -9), ("chink_other", -10),
])
def test_each_aimed_location_has_its_printed_penalty(key, penalty):
    assert AIM_TARGETS[key].penalty == penalty
    assert sum(m.value for m in aimed_modifiers(key)) == penalty


def test_weapons_use_the_second_table_reach_c_minus_5_reach_2_minus_3():
    # G3 prints -3 C/pistol and -5 2/rifle; G13 l.187 the other way round; l.187 is the one read (see errata).
    assert AIM_TARGETS["weapon_c"].penalty == -5 and AIM_TARGETS["weapon_c"].printed == "-3"
    assert AIM_TARGETS["weapon_1"].penalty == -4
    assert AIM_TARGETS["weapon_2"].penalty == -3 and AIM_TARGETS["weapon_2"].printed == "-5"
    assert "erratum" in aimed_modifiers("weapon_c")[0].note


def test_disarming_adds_minus_2_and_needs_a_weapon():
    mods = aimed_modifiers("weapon_2", disarm=True)
    assert [m.value for m in mods] == [-3, -2]
    with pytest.raises(RulesError):
        aimed_modifiers("arm", disarm=True)
    with pytest.raises(RulesError):
        aimed_modifiers("weapon_c", disarm="yes")


def test_an_unknown_target_is_refused():
    with pytest.raises(RulesError):
        aimed_modifiers("tail")


@pytest.mark.parametrize("key", ["skull", "skull_behind", "face", "groin", "neck", "eye", "vitals"])
def test_a_miss_by_1_at_a_starred_location_hits_the_torso(key):
    assert miss_by_one(key, -1) == "Torso"
    assert miss_by_one(key, -2) is None


@pytest.mark.parametrize("key", ["arm", "leg", "hand", "foot", "torso", "weapon_c", "chink_torso"])
def test_a_miss_by_1_elsewhere_is_just_a_miss(key):
    assert miss_by_one(key, -1) is None
