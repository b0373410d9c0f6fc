"""The Basic Set's damage options the reference leaves out, each as the book states it (page given):
armor divisors, Hardened DR, knockback, Injury Tolerance, Vulnerability, blunt trauma, large-area
injury and half damage at 1/2D range."""

import pytest

from pyrules import RulesError
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.criticals import chances_at
from pyrules.gurps.knockback import keep_feet_chance, knockback
from pyrules.gurps.penetration import armor_divisor, divided_dr, hardened
from pyrules.gurps.tolerance import Body
from pyrules.gurps.tools.injury import TOOL as INJURY
from pyrules.gurps.wounds import wound

HOMOGENOUS, DIFFUSE, UNLIVING = Body("homogenous"), Body("diffuse"), Body("unliving")


# --- armor divisors (B378) ---------------------------------------------------------------------

@pytest.mark.parametrize("divisor, dr", [("2", 10), ("3", 6), ("5", 4), ("10", 2), ("100", 0)])
def test_b378_an_armor_divisor_divides_dr_before_it_is_subtracted_rounding_down(divisor, dr):
    assert divided_dr(20, divisor).dr == dr
    assert wound(25, 20, "pi", armor_divisor=divisor).penetrating == 25 - dr


@pytest.mark.parametrize("divisor, times", [("0.5", 2), ("0.2", 5), ("0.1", 10)])
def test_b378_a_divisor_below_1_multiplies_dr(divisor, times):
    assert wound(30, 3, "cr", armor_divisor=divisor).effective_dr == 3 * times


def test_b378_dr_0_counts_as_dr_1_against_a_divisor_below_1():
    assert wound(5, 0, "cr", armor_divisor="0.5").injury == 4


def test_b378_an_attack_that_ignores_dr_meets_none():
    assert wound(6, 50, "cut", armor_divisor="ignores").injury == 9


def test_b378_the_skulls_own_dr_is_divided_with_the_armor():
    assert wound(10, 4, "cr", "skull", armor_divisor="2").effective_dr == 3  # (4 + 2) / 2


def test_b378_a_divisor_is_read_as_a_weapon_prints_it():
    assert [armor_divisor(text) for text in ("(2)", "3", "(0.5)", "(∞)", "(1)", "")] == \
        ["2", "3", "0.5", "ignores", "none", "none"]
    with pytest.raises(RulesError):
        armor_divisor("(4)")


def test_no_divisor_leaves_the_dr_as_it_was():
    assert wound(12, 5, "cut").effective_dr == wound(12, 5, "cut", armor_divisor="none").effective_dr == 5


# --- Hardened DR (B47) --------------------------------------------------------------------------

@pytest.mark.parametrize("divisor, levels, left", [
    ("ignores", 1, "100"), ("100", 1, "10"), ("10", 1, "5"), ("10", 2, "3"), ("5", 1, "3"), ("3", 1, "2"),
    ("2", 1, "none"), ("2", 3, "none"), ("0.5", 2, "0.5"),
])
def test_b47_each_level_of_hardened_moves_the_divisor_one_step(divisor, levels, left):
    assert hardened(divisor, levels) == left


def test_b47_hardened_dr_meets_the_divisor_it_leaves():
    w = wound(20, 20, "cr", armor_divisor="10", hardened=2)
    assert (w.divisor_used, w.effective_dr, w.injury) == ("3", 6, 14)


# --- knockback (B378) ---------------------------------------------------------------------------

def test_b378_crushing_knocks_back_a_yard_per_full_st_minus_2_whether_it_penetrates_or_not():
    assert [knockback(d, "cr", 0, 12).yards for d in (9, 10, 19, 20, 50)] == [0, 1, 1, 2, 5]
    assert knockback(20, "cr", 15, 12).yards == 2


def test_b378_cutting_knocks_back_only_when_it_fails_to_penetrate():
    assert knockback(15, "cut", 0, 12).yards == 1
    assert knockback(16, "cut", 1, 12).yards == 0


@pytest.mark.parametrize("damage_type", ["imp", "pi", "burn", "tox", "cor", "fat"])
def test_b378_no_other_damage_type_knocks_back(damage_type):
    assert knockback(40, damage_type, 0, 10).yards == 0


def test_b378_the_roll_to_keep_ones_feet_is_at_minus_1_per_yard_after_the_first_perfect_balance_plus_4():
    assert keep_feet_chance(12, 1) == (12, chances_at(12).success)
    assert keep_feet_chance(12, 5)[0] == 8
    assert keep_feet_chance(12, 3, perfect_balance=True)[0] == 14


def test_b378_the_injury_calculator_gives_the_knockback_and_the_exact_chance_to_stay_standing():
    _, answer = INJURY.answer({"damage": "20", "dr": "0", "damage_type": "cr", "more_rules": True,
                               "knockback_st": "12", "balance": "12"})
    lines = {line.label: line for line in answer.lines}
    assert "knocked back 2 yards" in answer.headline
    assert lines["Knockback"].value == "2 yards"
    assert lines["To keep its feet"].value.startswith("11: ")  # DX 12, -1 for the second yard
    assert lines["To keep its feet"].value.endswith("(135/216)")  # 135 of the 216 throws of 3d6 make 11 or less
    assert "Basic Set p. 378" in lines["Knockback"].source and PUBLISHED_RULE in lines["Knockback"].source


# --- Injury Tolerance (B380, B400, B60) ---------------------------------------------------------

@pytest.mark.parametrize("damage_type, injury", [("imp", 6), ("pi++", 6), ("pi+", 3), ("pi", 2), ("pi-", 1)])
def test_b380_unliving_wounding_modifiers(damage_type, injury):
    assert wound(11, 5, damage_type, tolerance=UNLIVING).injury == injury


@pytest.mark.parametrize("damage_type, injury", [("imp", 3), ("pi++", 3), ("pi+", 2), ("pi", 1), ("pi-", 1)])
def test_b380_homogenous_wounding_modifiers(damage_type, injury):
    assert wound(11, 5, damage_type, tolerance=HOMOGENOUS).injury == injury


def test_b380_diffuse_caps_injury_at_1_for_impaling_and_piercing_and_2_for_the_rest():
    assert wound(100, 5, "imp", tolerance=DIFFUSE).injury == 1
    assert wound(100, 5, "pi+", tolerance=DIFFUSE).injury == 1
    assert wound(100, 5, "cr", tolerance=DIFFUSE).injury == 2
    assert wound(100, 5, "cut", tolerance=DIFFUSE).injury == 2


def test_b400_unliving_still_takes_the_skull_and_vitals_modifiers():
    assert wound(12, 0, "imp", "skull", tolerance=UNLIVING).injury == 40
    assert wound(10, 0, "pi", "vitals", tolerance=UNLIVING).injury == 30
    assert wound(10, 0, "pi+", "leg", tolerance=UNLIVING).injury == 5  # x1/2, not the limb's x1


def test_b400_homogenous_ignores_hit_location_for_wounding_and_knockdown():
    w = wound(12, 0, "cr", "skull", hp=10, tolerance=HOMOGENOUS)
    assert (w.injury, w.major_wound, w.knockdown_modifier) == (10, True, 0)
    lesser = wound(4, 0, "cr", "skull", hp=20, tolerance=HOMOGENOUS)
    assert (lesser.knockdown, lesser.knockdown_modifier) == (True, 0)  # still a blow to the head
    assert not wound(4, 0, "imp", "vitals", hp=20, tolerance=HOMOGENOUS).knockdown  # no vitals: a torso blow


def test_b400_limbs_and_eyes_of_a_homogenous_body_can_still_be_crippled():
    assert wound(10, 0, "cr", "arm", hp=15, tolerance=HOMOGENOUS).crippled
    assert wound(30, 0, "pi", "eye", hp=50, tolerance=HOMOGENOUS).crippled  # x1/5: 6 > HP/10


def test_b60_a_diffuse_body_cannot_be_crippled():
    w = wound(20, 0, "cr", "arm", hp=2, tolerance=DIFFUSE)
    assert (w.injury, w.crippled) == (2, False)


def test_b60_no_brain_a_skull_hit_is_a_blow_to_the_face_its_major_wound_at_minus_5():
    w = wound(12, 0, "cr", "skull", hp=15, tolerance=Body(no_brain=True))
    assert (w.penetrating, w.injury, w.struck_as) == (10, 10, "face")  # the skull's DR 2 kept, no x4
    assert (w.major_wound, w.knockdown, w.knockdown_modifier) == (True, True, -5)


def test_b60_no_brain_a_blow_to_the_eye_takes_the_faces_wounding_and_knockdown():
    w = wound(5, 0, "imp", "eye", hp=30, tolerance=Body(no_brain=True))
    assert (w.injury, w.struck_as, w.crippled) == (10, "face", True)  # x2, not x4; 10 > HP/10 blinds
    assert (w.major_wound, w.knockdown, w.knockdown_modifier) == (True, True, -5)  # a crippling wound is major


def test_b60_no_brain_a_corrosive_blow_to_the_skull_is_x1_5_as_to_the_face():
    w = wound(12, 0, "cor", "skull", hp=40, tolerance=Body(no_brain=True))
    assert (w.multiplier.value, w.injury) == (1.5, 15)


def test_b60_no_brain_a_lesser_blow_to_the_skull_still_calls_for_the_roll_as_one_to_the_face():
    w = wound(5, 0, "cr", "skull", hp=20, tolerance=Body(no_brain=True))
    assert (w.major_wound, w.knockdown, w.knockdown_modifier) == (False, True, 0)


def test_b400_no_brain_an_eye_can_still_be_blinded():
    w = wound(3, 0, "pi", "eye", hp=20, tolerance=Body(no_brain=True))
    assert (w.injury, w.crippled) == (3, True)


def test_b400_no_vitals_a_blow_to_the_vitals_or_groin_is_a_blow_to_the_torso():
    vitals = wound(7, 0, "imp", "vitals", hp=12, tolerance=Body(no_vitals=True))
    groin = wound(7, 0, "cr", "groin", hp=12, tolerance=Body(no_vitals=True))
    assert (vitals.injury, vitals.struck_as) == (14, "torso")
    assert (groin.injury, groin.shock.penalty, groin.knockdown_modifier) == (7, -4, 0)


# --- Vulnerability (B161) -----------------------------------------------------------------------

def test_b161_vulnerability_multiplies_penetrating_damage_and_the_wounding_modifier_multiplies_it_further():
    assert wound(10, 5, "cr", vulnerability=3).injury == 15
    assert wound(10, 5, "cut", vulnerability=2).injury == 15


# --- blunt trauma (B379) ------------------------------------------------------------------------

def test_b379_crushing_stopped_by_flexible_armor_does_1_hp_per_full_5():
    assert [wound(d, 20, "cr", flexible=True).injury for d in (4, 5, 19, 20)] == [0, 1, 3, 4]


@pytest.mark.parametrize("damage_type", ["cut", "imp", "pi-", "pi", "pi+", "pi++"])
def test_b379_cutting_impaling_or_piercing_stopped_by_flexible_armor_does_1_hp_per_full_10(damage_type):
    assert [wound(d, 20, damage_type, flexible=True).injury for d in (9, 10, 19, 20)] == [0, 1, 1, 2]


def test_b379_no_blunt_trauma_once_a_point_penetrates_or_for_other_types_or_rigid_armor():
    assert wound(21, 20, "cr", flexible=True).injury == 1
    assert wound(20, 20, "burn", flexible=True).injury == 0
    assert wound(20, 20, "cr").injury == 0


# --- large-area injury (B400) and 1/2D range (B378) ---------------------------------------------

def test_b400_large_area_dr_is_the_average_of_the_torsos_and_the_weakest_locations_rounded_up():
    assert wound(10, 12, "cr", weakest_dr=2).injury == 3
    assert wound(10, 5, "cr", weakest_dr=0).effective_dr == 3


def test_b400_a_large_area_attack_is_taken_at_the_torso():
    with pytest.raises(RulesError) as error:
        wound(10, 5, "cr", "leg", weakest_dr=0)
    assert error.value.field == "weakest_dr"


def test_b378_at_half_damage_range_basic_damage_is_halved_rounding_down():
    assert wound(16, 5, "imp").injury == 22
    assert wound(16, 5, "imp", half_damage=True).injury == 6
    assert wound(7, 0, "cr", half_damage=True).damage == 3


# --- the injury calculator ----------------------------------------------------------------------

def test_the_basic_set_options_stay_folded_until_more_damage_rules_is_ticked():
    folded = [f for f in INJURY.fields if f.when == (("more_rules", ("true",)),)]
    assert {f.name for f in folded} >= {"armor_divisor", "hardened", "tolerance", "vulnerability", "weakest_dr",
                                        "knockback_st", "balance", "body_options"}
    assert all(f.default in ("none", "1", 0, None, frozenset()) for f in folded)
    _, unticked = INJURY.answer({"damage": "12", "dr": "6", "damage_type": "cut", "armor_divisor": "2"})
    _, plain = INJURY.answer({"damage": "12", "dr": "6", "damage_type": "cut"})
    assert unticked == plain


def test_the_injury_calculator_says_each_option_and_its_page_in_its_steps():
    _, answer = INJURY.answer({"damage": "20", "dr": "20", "damage_type": "cr", "more_rules": True,
                               "armor_divisor": "10", "hardened": "2", "vulnerability": "2",
                               "tolerance": "homogenous", "location": "leg",
                               "body_options": ["half_damage"]})
    lines = {line.label: line for line in answer.lines}
    assert lines["1/2D range"].value == "20 → 10"
    assert lines["Hardened DR"].value == "(10) → (3)" and "Basic Set p. 47" in lines["Hardened DR"].source
    assert lines["Armor divisor"].value == "DR 20 → 6"
    assert lines["Hit location"].value == "Leg, taken as the torso"
    assert lines["Vulnerability"].value == "x2" and "Basic Set p. 161" in lines["Vulnerability"].source
    assert lines["Injury"].value == "8"  # 20 halved to 10, less DR 20/3 = 6, x1 (no leg modifier), x2
    assert answer.headline.startswith("Injury 6, crippled")  # a crippled limb takes at most HP/2 + 1


def test_the_tracker_is_told_where_a_blow_struck_unless_the_body_takes_none_of_that_places_effects():
    def landed(location, tolerance, options=()):
        _, answer = INJURY.answer({"damage": "9", "dr": "0", "damage_type": "cr", "location": location,
                                   "more_rules": True, "tolerance": tolerance, "body_options": list(options)})
        return answer.effect.location

    assert landed("leg", "homogenous") == "leg"  # a crippled leg is still the leg
    assert landed("groin", "none", ["no_vitals"]) == "torso"  # no doubled shock for the groin
    assert landed("skull", "none", ["no_brain"]) == "face"  # the face's -5 to the knockdown roll, not the -10
