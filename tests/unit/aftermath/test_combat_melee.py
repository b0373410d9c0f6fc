"""A hand-to-hand attack from BCS to Critical Effect (melee_attack)."""

import random

import pytest

from pyrules import RulesError
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.melee_attack import MeleeAttackInput, melee_attack
from pyrules.aftermath.melee_weapon import armor_worn, custom_weapon, listed_weapon


def attack(rng=None, **kw):
    base = dict(bcs=12, roll=5, strength=30, weapon="custom", wdm=1.5 if kw.get("weapon", "custom") == "custom" else None)
    base.update(kw)
    return melee_attack(MeleeAttackInput(**base), rng or random.Random(7))


def test_a_hit_does_effect_die_times_wdm_less_armor():
    a = attack(effect_roll=8, av=4)
    assert a.hit and a.strength.group == 4 and a.effect_die == "2D6"
    assert (a.damage_potential, a.damage_done) == (12, 8)


def test_the_damage_potential_rounds_half_up():
    assert attack(wdm=1.3, effect_roll=5).damage_potential == 7     # 6.5
    assert attack(wdm=1.3, effect_roll=7).damage_potential == 9     # 9.1


def test_situation_modifiers_and_oda_make_the_adjusted_bcs():
    a = attack(situations={"from_rear", "dim"}, oda=4, roll=15)
    assert a.adjusted_bcs == 12 + 10 - 3 - 4 and a.hit
    assert E.HAND_TO_HAND_ASTERISK.footnote in a.notes


def test_a_roll_over_the_adjusted_bcs_misses_and_does_no_damage():
    a = attack(roll=13)
    assert not a.hit and a.damage_done == 0 and a.critical_effect is None


def test_the_position_on_the_dat_display_moves_the_strength_group():
    a = attack(length="S", target_hex="character", effect_roll=4)
    assert (a.group_used, a.effect_die) == (5, "2D10")


def test_a_position_the_table_does_not_allow_is_refused():
    with pytest.raises(RulesError, match="Not Allowed"):
        attack(length="A", target_hex="long")


def test_a_strength_group_pushed_past_8_reads_as_group_8_and_the_attack_resolves():
    a = attack(strength=70, length="S", target_hex="character", effect_roll=15)
    assert a.group_used == 8 and a.effect_die == "2D10+2"
    assert E.GROUP_PAST_8.footnote in a.notes


def test_a_belt_knife_against_plasteel_does_no_damage_and_so_rolls_no_critical_effect():
    knife = "Knife, belt"
    a = attack(weapon=knife, strength=20, critical="hit", enhancement_roll=20, effect_roll=10, effect_d100=90,
               av=20)
    assert a.penetration_limit == 12  # note 12: 4 times the Strength Group (3)
    assert a.damage_done == 0 and a.critical_effect is None


def test_a_critical_effect_needs_a_critical_hit():
    a = attack(effect_roll=10, av=0)
    assert a.hit and a.critical_effect is None


def test_strength_group_0_has_no_effect_die_and_does_no_damage():
    a = attack(strength=0)
    assert a.effect_die is None and a.damage_potential == 0


def test_a_critical_hit_adds_the_enhancement_to_the_wdm_and_rolls_the_critical_effect():
    a = attack(critical="hit", enhancement_roll=12, effect_roll=6, effect_d100=40, av=2)
    assert a.enhancement.wdm_bonus == 2 and a.wdm_used == 3.5
    assert (a.damage_potential, a.damage_done) == (21, 19)
    assert a.critical_effect.total == 59 and a.critical_effect.key == "stun"


def test_no_critical_effect_when_the_damage_potential_does_not_exceed_the_armor():
    a = attack(critical="hit", enhancement_roll=1, effect_roll=2, av=10)
    assert a.damage_potential == 5 and a.critical_effect is None


def test_a_critical_miss_reads_the_table_for_its_kind():
    a = attack(critical="miss", miss_kind="unarmed", miss_roll=75)
    assert not a.hit and a.critical_miss.text.startswith("Mode of attack")
    assert attack(critical="miss", miss_kind="bow", miss_roll=50).critical_miss.text == "Arrow breaks."


def test_a_listed_weapon_brings_its_wdm_and_length():
    w = listed_weapon("Knife, bowie")
    assert (w.wdm, w.kind, w.length) == (1.3, "L", "S")
    a = attack(weapon="Knife, bowie", effect_roll=10)
    assert a.damage_potential == 13 and a.position.length == "S"


def test_a_weapon_that_must_check_for_breaking_halves_the_damage_when_it_breaks():
    hard = "PS"   # Plasteel, Rigid, AV 15
    a = attack(weapon="Baseball bat", strength=74, effect_roll=22, armor=hard, break_roll=20)
    assert a.breaking.needed and a.breaking.broken
    assert a.damage_potential == 15    # 22 x 1.3 = 28.6 -> 29, halved 14.5 -> 15
    assert a.damage_done == 0


def test_a_weapon_that_holds_keeps_its_damage():
    a = attack(weapon="Baseball bat", strength=74, effect_roll=22, armor="PS",
               break_roll=3)
    assert not a.breaking.broken and a.damage_potential == 29 and a.damage_done == 14


def test_a_rope_cannot_penetrate_more_than_twice_the_strength_group():
    rope = "Rope"
    a = attack(weapon=rope, strength=10, effect_roll=6, av=5)   # group 2: limit 4
    assert a.penetration_limit == 4 and a.damage_potential == 8 and a.damage_done == 0
    b = attack(weapon=rope, strength=10, effect_roll=6, av=4)
    assert b.damage_done == 4


def test_ballistic_cloth_meets_a_hand_weapon_with_its_barrier_factor_over_10():
    a = armor_worn("BC30")
    assert a.av == 4 and "35" in a.source
    assert a.notes


def test_the_armor_list_gives_av_and_format():
    a = armor_worn("LP-PS")
    assert (a.av, a.format) == (13, "SR")
    assert armor_worn().av == 0 and armor_worn(av=6).av == 6


def test_armor_and_an_entered_av_together_or_an_unknown_armor_are_refused():
    with pytest.raises(RulesError):
        armor_worn("PS", 5)
    with pytest.raises(RulesError):
        armor_worn("Mithril")


@pytest.mark.parametrize("wdm", [0, -1, 25, "1.3", True])
def test_a_bad_wdm_is_refused(wdm):
    with pytest.raises(RulesError):
        custom_weapon(wdm)


def test_a_b_weapon_says_half_lethal_half_subdual():
    assert any("half lethal" in n for n in custom_weapon(1.5, "B").notes)


@pytest.mark.parametrize("kw", [dict(bcs="x"), dict(roll=21), dict(strength=80), dict(critical="maybe"),
                                dict(miss_kind="gun"), dict(effect_roll=13), dict(oda=-1)])
def test_bad_attack_input_is_refused(kw):
    with pytest.raises(RulesError):
        attack(**kw)


def test_rolls_left_blank_are_rolled_with_the_injected_random():
    one = attack(critical="hit", rng=random.Random(3))
    two = attack(critical="hit", rng=random.Random(3))
    assert one == two
    assert 1 <= one.enhancement.roll <= 20 and 2 <= one.effect_roll <= 12


def test_the_hatchet_checks_for_breaking_citing_both_its_notes():
    from pyrules.aftermath.weapons import breaking_check

    check = breaking_check("Ax, hatchet", "R", 7)
    assert check.needed and check.why.startswith("Notes 5 and 6")


def test_the_melee_answer_says_nothing_of_breaking_when_no_check_is_needed_and_shows_the_halving():
    from pyrules.aftermath.tools.melee import melee_answer

    knife = "Knife, belt"
    calm = melee_answer(attack(weapon=knife, strength=20, effect_roll=6, av=1))
    assert not any(line.label == "Breaking" for line in calm.lines)
    broke = attack(weapon=knife, strength=20, effect_roll=10, break_roll=20, armor="Plasteel")
    assert broke.breaking.needed and broke.breaking.broken
    potential = next(line for line in melee_answer(broke).lines if line.label == "Damage Potential")
    assert potential.note == "10 × 1.1 = 11, halved (broken)" and potential.value == "6"


def test_the_horses_attack_modes_can_be_chosen_and_teeth_strike_one_strength_group_lower():
    bite = attack(weapon="horse:teeth", strength=30, effect_roll=5)
    assert bite.group_used == 3 and bite.wdm_used == 1.5
    kick = attack(weapon="horse:hoof-unshod", strength=30, effect_roll=5)
    assert kick.group_used == 4 and any("2 attacks when used" in n for n in kick.notes)


def test_several_shuriken_thrown_at_once_each_cost_that_many_bcs():
    star = "Shuriken"
    one = attack(weapon=star, bcs=12)
    three = attack(weapon=star, bcs=12, thrown=3)
    assert three.adjusted_bcs == one.adjusted_bcs - 3
    with pytest.raises(RulesError) as refused:
        attack(thrown=2)
    assert refused.value.field == "thrown"
