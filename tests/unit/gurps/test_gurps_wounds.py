"""Damage to injury: wounding modifiers for every type and location, crippling, major wounds, shock."""

from fractions import Fraction as F

import pytest
from hypothesis import assume, given, strategies as st

from pyrules import RulesError
from pyrules.gurps import injury, shock_penalty, wound
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.locations import BODY_LOCATIONS
from pyrules.gurps.tolerance import HOMOGENOUS, Body
from pyrules.gurps.knockdown import MAJOR_WOUND_AT, PAIN_THRESHOLD_KIND, knockdown_roll
from pyrules.gurps.wounds import wounding_multiplier

TYPES = ("pi-", "pi", "pi+", "pi++", "cr", "cut", "imp")
BASE = dict(zip(TYPES, (F(1, 2), F(1), F(3, 2), F(2), F(1), F(3, 2), F(2))))
EXPECTED = {
    "torso": BASE,
    "face": BASE,
    "groin": BASE,
    "skull": dict.fromkeys(TYPES, F(4)),
    "eye": dict.fromkeys(TYPES, F(4)),
    "neck": {**BASE, "cr": F(3, 2), "cut": F(2)},
    "vitals": {**BASE, "pi-": F(3), "pi": F(3), "pi+": F(3), "pi++": F(3), "imp": F(3)},  # cut refused: see below
    **{limb: {**BASE, "pi+": F(1), "pi++": F(1), "imp": F(1)} for limb in ("arm", "leg", "hand", "foot")},
}


@pytest.mark.parametrize("location", BODY_LOCATIONS)
@pytest.mark.parametrize("damage_type", TYPES)
def test_the_wounding_modifier_for_every_type_and_location(damage_type, location):
    assert wounding_multiplier(damage_type, location).value == EXPECTED[location][damage_type]


def test_the_modifier_names_its_source_row():
    cut = wounding_multiplier("cut", "torso")
    assert (cut.rule, cut.source) == ("Cutting (cut) x1.5", "seed 001 l.274")
    assert wounding_multiplier("cut", "neck").source == "seed 001 l.183"


def test_cutting_to_the_neck_through_dr_is_a_major_wound():
    w = injury(8, 2, "cut", "neck", hp=10)
    assert (w.injury, w.crippled, w.major_wound) == (12, False, True)
    assert w.shock.penalty == -4 and w.knockdown


def test_damage_that_does_not_beat_dr_does_no_injury():
    w = injury(5, 5, "cr")
    assert w.injury == 0 and not w.major_wound and w.shock.penalty == 0 and not w.knockdown


def test_penetrating_damage_always_does_at_least_1_as_published():
    w = injury(3, 2, "pi-")
    assert w.raw_injury == 0 and w.injury == 1 and w.minimum_applied


def test_fractions_of_injury_round_down():
    assert injury(3, 0, "cut").injury == 4  # 4.5
    assert injury(3, 0, "pi-").injury == 1  # 1.5
    assert injury(3, 0, "cr", "neck").injury == 4  # 4.5


@pytest.mark.parametrize("hp, below, cripples, cap", [(10, 5, 6, 6), (11, 5, 6, 6), (12, 6, 7, 7), (15, 7, 8, 8)])
def test_a_limb_cripples_above_hp_over_2_and_loses_the_excess(hp, below, cripples, cap):
    assert not injury(below, 0, "cr", "arm", hp=hp).crippled
    w = injury(cripples, 0, "cr", "leg", hp=hp)
    assert w.crippled and w.injury == cap and w.major_wound
    big = injury(40, 0, "cut", "Right Leg", hp=hp)
    assert big.crippled and big.injury == hp // 2 + 1 and big.excess_lost == 60 - big.injury


@pytest.mark.parametrize("hp, below, cripples", [(10, 3, 4), (12, 4, 5), (9, 3, 4), (14, 4, 5)])
def test_a_hand_or_foot_cripples_above_hp_over_3(hp, below, cripples):
    assert not injury(below, 0, "cr", "hand", hp=hp).crippled
    w = injury(cripples, 0, "cr", "foot", hp=hp)
    assert w.crippled and w.major_wound  # any crippling wound is a major wound
    assert injury(30, 0, "cr", "hand", hp=hp).injury == hp // 3 + 1


def test_an_eye_is_blinded_above_hp_over_10_and_keeps_its_injury():
    w = injury(1, 0, "pi-", "eye", hp=50)  # x4 replaces pi-'s x0.5: 4, HP/10 = 5
    assert not w.crippled and w.injury == 4
    w = injury(2, 0, "imp", "eye", hp=50)  # 8 > 5
    assert w.crippled and w.injury == 8 and w.major_wound


def test_an_eye_blinds_only_above_hp_over_10_not_at_it():
    assert not injury(2, 0, "pi", "eye", hp=80).crippled  # 8 = HP/10
    assert injury(3, 0, "pi", "eye", hp=80).crippled  # 12 > 8


@pytest.mark.parametrize("hp, ok, major", [(10, 5, 6), (11, 5, 6), (12, 6, 7), (1, 0, 1)])
def test_a_major_wound_is_a_single_injury_above_hp_over_2(hp, ok, major):
    assert not injury(ok, 0, "cr", hp=hp).major_wound
    assert injury(major, 0, "cr", hp=hp).major_wound


def test_a_chink_halves_dr_for_piercing_and_impaling_only():
    assert wound(10, 5, "imp", chink=True).effective_dr == 2
    assert wound(10, 5, "pi", chink=True).penetrating == 8
    crushing = wound(10, 5, "cr", chink=True)
    assert crushing.effective_dr == 5 and "does not" in crushing.dr_rule


def test_groin_shock_is_doubled_up_to_minus_8():
    assert injury(3, 0, "cr", "groin").shock.penalty == -6
    assert injury(5, 0, "cr", "groin").shock.penalty == -8
    assert injury(3, 0, "cr", "torso").shock.penalty == -3
    assert injury(9, 0, "cr", "torso").shock.penalty == -4


def test_shock_for_large_hp_is_scaled_only_when_asked_and_marked_published():
    assert shock_penalty(5, hp=20) == -4
    assert shock_penalty(5, hp=20, scaled_shock=True) == -2
    assert shock_penalty(5, hp=25, scaled_shock=True) == -2
    assert shock_penalty(9, hp=30, scaled_shock=True) == -3
    assert shock_penalty(5, hp=19, scaled_shock=True) == -4  # the rule starts at 20 HP
    assert wound(10, 0, "cr", hp=40, scaled_shock=True).shock.published
    assert shock_penalty(0) == 0


def test_knockdown_for_a_major_wound_to_the_skull_is_at_minus_10():
    w = injury(5, 0, "cr", "skull", hp=10)  # 5 - the skull's DR 2 = 3, x4 = 12
    assert w.knockdown and w.knockdown_modifier == -10


def test_a_lesser_blow_to_the_head_or_vitals_calls_for_a_plain_knockdown_roll():
    for where, damage, damage_type in (("skull", 3, "cr"), ("face", 1, "cr"), ("eye", 1, "pi"), ("vitals", 1, "cr")):
        w = wound(damage, 0, damage_type, where, hp=50)
        assert w.knockdown and not w.major_wound and w.knockdown_modifier == 0, where
    torso = wound(1, 0, "cr", "torso", hp=50)
    assert not torso.knockdown


def test_knockdown_modifiers_for_face_vitals_and_groin_and_pain_threshold():
    assert wound(6, 0, "cr", "face").knockdown_modifier == -5
    assert wound(6, 0, "cr", "groin").knockdown_modifier == -5
    assert wound(2, 0, "imp", "vitals").knockdown_modifier == -5
    assert wound(6, 0, "cr", "torso", pain_threshold="high").knockdown_modifier == 3
    assert wound(6, 0, "cr", "skull", pain_threshold="low").knockdown_modifier == -14


def test_a_name_as_hit_location_returns_it_is_a_location():
    assert injury(4, 0, "imp", "Left Arm").injury == 4
    assert injury(4, 0, "IMP", "Skull").injury == 8  # 4 - the skull's DR 2, x4


@pytest.mark.parametrize("args", [
    (-1_000_001, 0, "cr"), (5, -1, "cr"), (5, 0, "cut", "vitals"),
    (5, 0, "laser"), (5, 0, "cr", "tail"), (5, 0, "cr", "torso", 0),
    (True, 0, "cr"), (5, 0, None), (5, 0, "cr", 7), (5.5, 0, "cr"), ("x", 0, "cr"),
])
def test_bad_injury_input_is_refused(args):
    with pytest.raises(RulesError):
        injury(*args)


def test_bad_options_are_refused():
    with pytest.raises(RulesError):
        wound(5, 0, "cr", pain_threshold="none")
    with pytest.raises(RulesError):
        wound(5, 0, "cr", chink=1)


@given(st.integers(0, 200), st.integers(0, 200), st.sampled_from(TYPES), st.sampled_from(BODY_LOCATIONS),
       st.integers(1, 100))
def test_injury_is_never_negative_and_only_comes_from_penetration(damage, dr, damage_type, location, hp):
    assume(location != "eye" or damage_type in ("pi-", "pi", "pi+", "pi++", "imp", "fat"))
    assume(location != "vitals" or damage_type in ("pi-", "pi", "pi+", "pi++", "imp", "cr", "fat"))
    w = injury(damage, dr, damage_type, location, hp)
    assert w.injury >= 0
    assert (w.injury > 0) == (w.damage > dr + w.own_dr)
    if w.crippled and location in ("arm", "leg"):
        assert w.injury == hp // 2 + 1


# -- pain threshold and the published shock for 20+ HP ---------------------------------

def test_high_pain_threshold_suffers_no_shock_penalty():
    w = wound(3, 0, "cr", pain_threshold="high")
    assert w.shock.penalty == 0 and w.shock.published
    assert shock_penalty(9, location="groin", pain_threshold="high") == 0


@pytest.mark.parametrize("injury_hp, penalty", [(1, -2), (2, -4), (3, -6), (4, -8), (9, -8)])
def test_low_pain_threshold_doubles_shock_to_at_most_minus_8(injury_hp, penalty):
    assert shock_penalty(injury_hp, pain_threshold="low") == penalty
    assert wound(injury_hp, 0, "cr", hp=20, pain_threshold="low").shock.penalty == penalty


def test_low_pain_threshold_to_the_groin_still_stops_at_minus_8():
    assert shock_penalty(1, location="groin", pain_threshold="low") == -4
    assert shock_penalty(3, location="groin", pain_threshold="low") == -8


def test_pain_threshold_still_changes_the_knockdown_roll_as_printed():
    assert wound(6, 0, "cr", pain_threshold="high").knockdown_modifier == 3
    assert wound(6, 0, "cr", pain_threshold="low").knockdown_modifier == -4


def test_each_knockdown_modifier_is_known_by_its_kind():
    # G17 l.246-248: -10 for a major wound to the skull; l.250: Low Pain Threshold -4
    roll = knockdown_roll(6, "skull", 10, pain_threshold="low")
    assert [(m.kind, m.value) for m in roll.modifiers] == [(MAJOR_WOUND_AT, -10), (PAIN_THRESHOLD_KIND, -4)]
    # B400: a homogenous skull takes no knockdown modifier for its location; the pain threshold stays
    w = wound(12, 0, "cr", "skull", hp=10, pain_threshold="low", tolerance=Body(HOMOGENOUS))
    assert [m.kind for m in w.knockdown_modifiers] == [PAIN_THRESHOLD_KIND]


@pytest.mark.parametrize("hp, lost, penalty", [(29, 1, 0), (29, 2, -1), (29, 3, -1), (29, 4, -2), (20, 2, -1),
                                               (39, 5, -1), (39, 6, -2), (40, 20, -4)])
def test_the_20_hp_shock_rule_is_minus_1_per_full_hp_over_10_rounded_down_first(hp, lost, penalty):
    assert shock_penalty(lost, hp=hp, scaled_shock=True) == penalty


# -- the published damage types ----------------------------------------------------------

@pytest.mark.parametrize("damage_type", ["burn", "cor", "tox"])
def test_burning_corrosion_and_toxic_damage_are_x1_and_marked_published(damage_type):
    w = wound(7, 2, damage_type)
    assert w.injury == 5 and not w.fatigue
    assert w.multiplier.value == 1 and w.multiplier.published and PUBLISHED_RULE in w.multiplier.source


def test_fatigue_damage_costs_fp_and_is_no_wound():
    w = wound(12, 2, "fat", hp=10)
    assert w.fatigue and w.injury == 10 and w.multiplier.value == 1
    assert not w.major_wound and not w.crippled and not w.knockdown and w.shock.penalty == 0


def test_fatigue_damage_ignores_hit_location_but_meets_the_armor_worn_there():
    assert wound(6, 0, "fat", "vitals").injury == 6
    assert wound(6, 0, "fat", "arm").injury == 6 and not wound(6, 0, "fat", "arm").crippled
    assert wound(6, 0, "fat", "skull").injury == 6  # not the skull's own DR 2
    assert wound(6, 0, "fat", "eye").injury == 6  # any attack may carry fatigue to the eye
    assert wound(6, 2, "fat", "skull").injury == 4


def test_corrosion_is_x1_5_to_the_face_and_the_neck():
    assert wound(4, 0, "cor", "face").injury == 6
    assert wound(4, 0, "cor", "neck").injury == 6
    assert wound(4, 0, "cor", "neck").multiplier.published


def test_toxic_damage_takes_none_of_the_skulls_effects_its_dr_2_x4_and_minus_10():
    w = wound(8, 0, "tox", "skull")  # no DR 2 of its own, x1
    assert w.own_dr == 0 and w.injury == 8 and w.major_wound and w.knockdown_modifier == 0


def test_burning_is_x4_to_the_skull_like_every_other_type_but_toxic():
    assert wound(3, 0, "burn", "skull").injury == 4


# -- the skull's DR, what can hit the eye ---------------------------------------------------

def test_the_skull_has_dr_2_of_its_own_on_top_of_armor():
    w = wound(10, 3, "cr", "skull")
    assert w.own_dr == 2 and w.effective_dr == 5 and w.penetrating == 5 and w.injury == 20
    assert "the skull adds DR 2 of its own" in w.dr_rule and PUBLISHED_RULE in w.dr_source
    assert wound(10, 3, "cr", "face").own_dr == 0


def test_a_chink_halves_the_armor_and_the_skull_keeps_its_own_dr():
    assert wound(10, 6, "imp", "skull", chink=True).effective_dr == 5


@pytest.mark.parametrize("damage_type", ["cr", "cut", "burn", "cor", "tox"])
def test_only_impaling_piercing_or_tight_beam_burning_attacks_can_hit_the_eye(damage_type):
    with pytest.raises(RulesError) as error:
        wound(3, 0, damage_type, "eye")
    assert error.value.field == "damage_type" and PUBLISHED_RULE in error.value.message


def test_a_tight_beam_burning_attack_hits_the_eye_at_x4_and_the_vitals_at_x2():
    assert wound(3, 0, "burn", "eye", hp=50, tight_beam=True).injury == 12
    assert wound(3, 0, "burn", "vitals", tight_beam=True).injury == 6
    with pytest.raises(RulesError) as error:
        wound(3, 0, "cr", tight_beam=True)
    assert error.value.field == "tight_beam"


@pytest.mark.parametrize("damage_type", ["pi-", "pi", "pi+", "pi++", "imp"])
def test_impaling_and_piercing_attacks_hit_the_eye_at_x4(damage_type):
    assert wound(2, 0, damage_type, "eye", hp=50).injury == 8


@pytest.mark.parametrize("damage_type", ["cut", "burn", "cor", "tox"])
def test_the_vitals_take_only_impaling_piercing_crushing_or_tight_beam_burning_attacks(damage_type):
    with pytest.raises(RulesError) as error:
        injury(6, 0, damage_type, "vitals")
    assert error.value.field == "damage_type" and PUBLISHED_RULE in error.value.message


@pytest.mark.parametrize("damage_type, hurt", [("pi-", 18), ("pi", 18), ("pi+", 18), ("pi++", 18), ("imp", 18),
                                               ("cr", 6)])
def test_piercing_and_impaling_are_x3_to_the_vitals_and_crushing_x1_with_a_knockdown_roll(damage_type, hurt):
    w = injury(6, 0, damage_type, "vitals", hp=50)
    assert w.injury == hurt and w.knockdown


@pytest.mark.parametrize("rolled, damage_type, damage", [(-1, "cr", 0), (0, "cr", 0), (-2, "imp", 1), (0, "cut", 1),
                                                         (3, "cut", 3)])
def test_a_damage_roll_never_goes_below_0_for_crushing_or_1_for_other_types(rolled, damage_type, damage):
    w = injury(rolled, 0, damage_type)
    assert w.damage == damage and w.rolled == (rolled if rolled != damage else None)


def test_injury_takes_the_calculators_options_as_keywords():
    assert injury(10, 6, "imp", "torso", 10, chink=True).injury == 14  # DR halved to 3: 7 x2
    assert injury(3, 0, "burn", "vitals", tight_beam=True).injury == 6
    assert injury(3, 0, "cr", pain_threshold="low").shock.penalty == -6
    assert injury(5, 0, "cr", hp=20, scaled_shock=True).shock.penalty == -2
    with pytest.raises(TypeError):
        injury(10, 6, "imp", "torso", 10, True)  # options are keywords only


def test_shock_from_several_wounds_doubles_those_to_the_groin():
    from pyrules.gurps.shock import shock_of_wounds

    assert shock_of_wounds(((1, "torso"), (1, "groin"))).penalty == -3
    assert shock_of_wounds(((2, "groin"), (2, "groin"))).penalty == -8
    assert shock_of_wounds(((3, "torso"), (3, "arm"))).penalty == -4
