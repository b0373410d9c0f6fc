"""The Basic Set's explosions (pp. 414-415), shotguns at close range (p. 409), knockback-only damage
(pp. 104, 111, 378) and Diffuse against large-area attacks (p. 380), each as the book states it, in
the rules and in the injury calculator's explained lines."""

import pytest

from pyrules import RulesError
from pyrules.gurps.explosions import collateral, reach
from pyrules.gurps.shotguns import close_range_multiplier, multiplied_dice
from pyrules.gurps.tolerance import Body
from pyrules.gurps.tools.injury import TOOL as INJURY
from pyrules.gurps.wounds import times, wound

DIFFUSE = Body("diffuse")


def answered(**entries):
    _, answer = INJURY.answer({name: value if isinstance(value, (bool, list)) else str(value)
                               for name, value in entries.items()})
    return answer, {line.label: line for line in answer.lines}


# --- explosions (B414-415) ------------------------------------------------------------------------

def test_b414_the_target_an_explosion_strikes_takes_its_damage_as_it_is_through_the_armor_divisor():
    w = wound(24, 6, "cr", hp=30, explosion="struck", armor_divisor="3")
    assert (w.damage, w.effective_dr, w.injury) == (24, 2, 22)


def test_b414_collateral_damage_is_divided_by_3_times_the_yards_from_the_center_rounding_down():
    assert [collateral(24, yards, 6).damage for yards in (1, 2, 3, 4, 5)] == [8, 4, 2, 2, 1]


def test_b414_collateral_damage_reaches_2_yards_per_die_and_no_farther():
    assert reach(3) == 6
    assert (collateral(40, 6, 3).damage, collateral(40, 7, 3).damage) == (40 // 18, 0)


def test_b414_an_armor_divisor_does_not_apply_to_collateral_damage():
    w = wound(24, 3, "cr", explosion="blast", blast_yards=1, blast_dice=6, armor_divisor="10")
    assert (w.damage, w.effective_dr, w.divisor_used, w.injury) == (8, 3, "none", 5)


def test_b414_torso_armor_meets_the_blast():
    with pytest.raises(RulesError) as refused:
        wound(24, 3, "cr", "skull", explosion="blast", blast_yards=1, blast_dice=6)
    assert refused.value.field == "explosion"


@pytest.mark.parametrize("missing, entries", [("blast_yards", {"blast_dice": 6}), ("blast_dice", {"blast_yards": 2})])
def test_b414_the_blast_needs_its_distance_and_its_dice(missing, entries):
    with pytest.raises(RulesError) as refused:
        wound(24, 3, "cr", explosion="blast", **entries)
    assert refused.value.field == missing


def test_b415_an_internal_explosion_ignores_dr_and_is_an_attack_on_the_vitals_at_x3():
    w = wound(6, 20, "cr", "torso", hp=12, explosion="internal", armor_divisor="0.5")
    assert (w.effective_dr, w.location, w.multiplier.value, w.injury) == (0, "vitals", 3, 18)
    assert (w.knockdown, w.knockdown_modifier) == (True, -5)  # a major wound to the vitals


def test_b415_a_burning_explosion_inside_the_victim_reaches_the_vitals_as_well():
    assert wound(4, 0, "burn", explosion="internal").injury == 12


def test_b415_a_body_without_vitals_takes_an_internal_explosion_as_a_torso_blow():
    w = wound(6, 20, "cr", hp=20, explosion="internal", tolerance=Body(no_vitals=True))
    assert (w.effective_dr, w.struck_as, w.multiplier.value, w.injury) == (0, "torso", 1, 6)


def test_the_calculator_explains_the_blast_with_its_page():
    answer, lines = answered(damage=24, dr=3, damage_type="cr", more_rules=True, explosion="blast", blast_yards=2,
                             blast_dice=6, armor_divisor="3")
    assert lines["Explosion's blast"].value == "24 → 4" and "Basic Set p. 414" in lines["Explosion's blast"].source
    assert lines["Armor divisor"].value == "(3): not applied" and "Basic Set p. 414" in lines["Armor divisor"].source
    assert answer.headline == "Injury 1"


def test_the_calculator_explains_an_internal_explosion_with_its_page():
    answer, lines = answered(damage=24, dr=3, damage_type="cr", hp=30, more_rules=True, explosion="internal")
    assert lines["DR"].value == "3 → 0" and "Basic Set p. 415" in lines["DR"].source
    assert lines["Wounding modifier"].value == "x3" and answer.effect.location == "vitals"
    assert any("Basic Set p. 415" in note for note in answer.notes)  # the reading, for a body without vitals


# --- shotguns (B409) ------------------------------------------------------------------------------

@pytest.mark.parametrize("rof, times_by", [(9, 4), (2, 1), (3, 1), (8, 4), (20, 10)])
def test_b409_within_a_tenth_of_half_damage_dice_and_dr_are_multiplied_by_half_the_rof_multiplier_rounded_down(
        rof, times_by):
    assert close_range_multiplier(rof) == times_by


def test_b409_the_damage_dice_are_multiplied_adds_and_all():
    assert (multiplied_dice("1d+1", 4), multiplied_dice("2d-1", 4), multiplied_dice("1d", 3)) == \
        ("4d+4", "8d-4", "3d")
    assert multiplied_dice("30d", 4) is None  # more dice than a roll takes: rolled by hand


def test_b409_father_olearys_shotgun_meets_the_demons_dr_3_as_dr_12():
    w = wound(18, 3, "pi", hp=20, shotgun_rof=9)  # 4d+4 rolled 18
    assert (w.effective_dr, w.penetrating, w.injury) == (12, 6, 6)


def test_b409_the_whole_dr_at_the_location_is_multiplied_then_an_armor_divisor_divides_it():
    assert wound(30, 3, "pi", "skull", hp=20, shotgun_rof=9, armor_divisor="2").effective_dr == (3 + 2) * 4 // 2


def test_b409_a_shotgun_that_close_is_not_at_half_damage_range():
    with pytest.raises(RulesError) as refused:
        wound(18, 3, "pi", shotgun_rof=9, half_damage=True)
    assert refused.value.field == "shotgun_rof"


def test_the_calculator_explains_the_shotgun_with_its_page():
    _, lines = answered(damage=18, dr=3, damage_type="pi", hp=20, more_rules=True, shotgun_rof=9)
    assert lines["Shotgun at close range"].value == "RoF ×9: dice and DR x4"
    assert "Basic Set p. 409" in lines["Shotgun at close range"].source
    assert (lines["DR"].value, lines["Shotgun DR"].value) == ("3", "3 → 12")


def test_b409_a_rof_multiplier_of_3_multiplies_nothing_but_still_says_why():
    w = wound(8, 3, "pi", shotgun_rof=3)
    assert (w.shotgun, w.effective_dr, w.injury) == (1, 3, 5)
    _, lines = answered(damage=8, dr=3, damage_type="pi", more_rules=True, shotgun_rof=3)
    assert lines["Shotgun at close range"].value == "RoF ×3: dice and DR x1" and "Shotgun DR" not in lines


# --- knockback only (B104, B111, B378) -----------------------------------------------------------------

def test_b104_knockback_only_wounds_nothing_however_hard_it_hits():
    w = wound(30, 0, "kb", "skull", hp=10)
    assert (w.injury, w.major_wound, w.knockdown, w.shock.penalty, w.knockback_only) == (0, False, False, 0, True)


def test_b378_knockback_only_knocks_back_as_crushing_damage_does_penetrating_or_not():
    assert wound(20, 50, "kb", knockback_st=12).knockback.yards == 2


def test_knockback_only_strikes_where_crushing_can():
    with pytest.raises(RulesError):
        wound(10, 0, "kb", "eye")
    assert wound(10, 0, "kb", "vitals").injury == 0


def test_the_calculator_says_a_knockback_only_blow_does_no_injury_and_how_far_it_knocks_back():
    answer, lines = answered(damage=20, dr=0, damage_type="kb", more_rules=True, knockback_st=12, balance=12)
    assert answer.headline == "No injury: knockback only, knocked back 2 yards" and answer.effect is None
    assert lines["Injury"].value == "none" and "Basic Set pp. 104, 111, 378" in lines["Injury"].source
    assert lines["Knockback"].value == "2 yards"


# --- Diffuse and large-area attacks (B380) -----------------------------------------------------------

@pytest.mark.parametrize("options", [{"large_area": True}, {"weakest_dr": 0}, {"explosion": "struck"},
                                     {"explosion": "blast", "blast_yards": 1, "blast_dice": 10}])
def test_b380_an_area_effect_cone_or_explosion_attack_does_a_diffuse_body_its_full_injury(options):
    w = wound(30, 0, "cr", hp=40, tolerance=DIFFUSE, **options)
    assert w.injury == w.raw_injury > 2 and "full injury" in w.cap_rule


def test_b380_any_other_attack_does_a_diffuse_body_at_most_2_or_1_for_impaling_and_piercing():
    assert (wound(30, 0, "cr", hp=40, tolerance=DIFFUSE).injury, wound(30, 0, "imp", tolerance=DIFFUSE).injury) == \
        (2, 1)


def test_the_calculator_offers_an_area_effect_or_cone_attack_among_the_more_damage_rules():
    answer, lines = answered(damage=30, dr=0, damage_type="cut", hp=50, more_rules=True, tolerance="diffuse",
                             body_options=["large_area"])
    assert answer.headline.startswith("Injury 45") and "Basic Set p. 380" in lines["Diffuse"].source


# --- fractions as the book prints them, and a fatigue blow's lines ------------------------------------

def test_a_wounding_modifier_is_printed_as_the_book_prints_it():
    from fractions import Fraction
    assert [times(Fraction(n, d)) for n, d in ((1, 3), (1, 10), (1, 2), (3, 2), (4, 1))] == \
        ["x1/3", "x1/10", "x0.5", "x1.5", "x4"]


def test_a_threshold_of_a_third_of_hp_is_printed_as_a_fraction_not_a_decimal():
    assert wound(3, 0, "cr", "hand", hp=10).cripple_rule == "Cripples above HP/3 (3 1/3)"


def test_a_fatigue_blow_to_the_torso_prints_no_hit_location_line():
    answer, lines = answered(damage=6, dr=0, damage_type="fat")
    assert "Hit location" not in lines and answer.headline == "FP lost 6"
