"""A gun attack from weapon, caliber and range to damage dice and special effects (gun_attack)."""

import random

import pytest

from pyrules import RulesError
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.gun_attack import GunAttackInput, gun_attack


def shot(rng=None, **kw):
    base = dict(weapon="pistol_std", distance=12, bcs=10, roll=5, ammo="pistol:45 ACP")
    base.update(kw)
    return gun_attack(GunAttackInput(**base), rng or random.Random(5))


def test_a_pistol_shot_at_effective_range_reads_the_caliber_to_damage_dice():
    a = shot(damage_roll=9, av=3)
    assert (a.range.step, a.accuracy.value, a.adjusted_bcs) == ("EFF", 1, 11)
    assert (a.base_bdg, a.bdg, a.dice.notation) == (11, 11, "2D10+1")
    assert a.hit and a.damage_done == 6


def test_point_blank_range_adds_1_bcs_and_10_bdg():
    a = shot(distance=3)
    assert (a.range.step, a.adjusted_bcs, a.bdg, a.dice.notation) == ("PBR", 12, 21, "3D10+2")


def test_a_rifle_at_maximum_range_halves_the_bdg_rounding_half_up():
    a = shot(weapon="rifle", distance=1500, ammo="long:6.5mm Magnum", bcs=15)
    assert (a.range.step, a.range_bdg, a.dice.notation) == ("MAX", 13, "2D10+1")
    assert a.adjusted_bcs == 15 + 4 - 5


def test_the_target_action_subtracts_the_cda_multiple():
    a = shot(target="running", dodging=True, cda=2, roll=1)
    assert a.target.penalty == 8 and a.adjusted_bcs == 11 - 8


def test_missile_situations_change_the_bcs_and_hip_fire_uses_the_average_bcs():
    a = shot(situations=("stance", "braced", "surprised"), roll=1)
    assert a.adjusted_bcs == 11 + 1 + 1 - 2
    b = shot(situations=("hip_fire",), average_bcs=6, roll=1)
    assert (b.bcs_used, b.adjusted_bcs) == (6, 7)
    with pytest.raises(RulesError, match="Average BCS"):
        shot(situations=("hip_fire",))


def test_a_roll_over_the_adjusted_bcs_misses():
    a = shot(roll=12)
    assert not a.hit and a.damage_roll is None and a.damage_done == 0


def test_autofire_takes_2_from_accuracy_and_each_burst_adds_1():
    a = shot(weapon="auto_rifle", distance=40, ammo="long:223 (5.56mm)", bursts=2)
    assert a.accuracy.value == 4 - 2 + 2
    with pytest.raises(RulesError, match="Bursts"):
        shot(bursts=1)


def test_an_smg_reads_its_accuracy_as_a_pistol_of_its_barrel():
    a = shot(weapon="smg", distance=15, barrel="std")
    assert a.accuracy.value == 1 - 2
    assert E.SMG_ACCURACY.footnote in a.notes
    assert shot(weapon="smg", distance=15, barrel="snub").accuracy.value == -1 - 2


def test_a_pistol_critical_hit_adds_1d10_to_the_bdg():
    a = shot(critical="hit", critical_roll=7)
    assert (a.critical_kind, a.bdg, a.dice.notation) == ("Pistol", 18, "2D10+2")
    assert E.GUN_CRITICAL_KIND.footnote in a.notes


def test_a_rifle_critical_hit_adds_2d10_and_a_burst_hits_with_1d3_more_rounds():
    a = shot(weapon="carbine", distance=30, ammo="long:30 Carbine", critical="hit", critical_roll=15)
    assert (a.critical_kind, a.bdg) == ("Rifle", 27)
    b = shot(weapon="auto_carbine", distance=20, ammo="long:30 Carbine", critical="hit", critical_roll=2)
    assert (b.critical_kind, b.bdg, b.critical_roll) == ("Burst", 12, 2)
    with pytest.raises(RulesError):
        shot(weapon="auto_carbine", distance=20, ammo="long:30 Carbine", critical="hit", critical_roll=4)


def test_a_shot_shell_reads_by_gauge_and_shot_size():
    a = shot(weapon="shot_riot", distance=4, ammo="shot:12:00 Buck", damage_roll=20)
    assert (a.accuracy.value, a.base_bdg, a.bdg) == (4, 32, 42)


def test_birdshot_carries_its_footnotes_and_erratum():
    a = shot(weapon="shot_open", distance=8, ammo="shot:12:12-9")
    assert a.base_bdg == 10
    assert E.BIRDSHOT_ROW.footnote in a.notes and any("birdshot" in n for n in a.notes)


def test_a_bdg_can_be_entered_for_a_round_not_on_the_tables():
    assert shot(ammo=None, bdg=30, distance=12).dice.notation == "3D10+3"
    with pytest.raises(RulesError, match="not both"):
        shot(bdg=30)
    with pytest.raises(RulesError, match="caliber"):
        shot(ammo=None)


def test_special_effects_bring_stopping_and_the_critical_effect_with_plus_30():
    a = shot(special=True, special_roll=97, damage_roll=10, av=0, mass=2, knock_back_roll=4, effect_d100=50)
    assert a.special.printed == "96-00"
    assert a.stopping.effect_number == 11 / 2 and a.stopping.level == 2 and a.knock_back == 4
    assert a.critical_effect.total == 50 + 10 + 30 and a.critical_effect.key == "trauma"


def test_a_flesh_wound_does_1_point_only_through_the_armor():
    assert shot(special=True, special_roll=25, damage_roll=9, av=3).damage_done == 1
    assert shot(special=True, special_roll=25, damage_roll=3, av=3).damage_done == 0


def test_a_minor_wound_does_1_point_but_normal_damage_on_a_critical_hit():
    assert shot(special=True, special_roll=40, damage_roll=15).damage_done == 1
    a = shot(special=True, special_roll=40, critical="hit", critical_roll=1, damage_roll=15)
    assert a.damage_done == 15


def test_no_special_effect_leaves_the_damage_alone():
    a = shot(special=True, special_roll=10, damage_roll=15, mass=2)
    assert a.damage_done == 15 and a.stopping is None


def test_a_critical_miss_reads_modern_or_black_powder_and_sizes_a_chamber_explosion():
    a = shot(critical="miss", miss_kind="black_powder", miss_roll=90, durability=0)
    assert a.critical_miss.text.startswith("Chamber explosion")
    assert (a.explosion.burst, a.explosion.d10s) == (0, 0)   # BDG 11 / 30 = 0.37 -> 0
    b = shot(critical="miss", miss_kind="modern", miss_roll=99, ammo="long:338 Magnum", weapon="rifle")
    assert b.explosion.burst == 2 and E.MODERN_CUT_OFF.footnote in b.notes


def test_a_gun_action_is_reported_with_its_shots_per_action():
    assert shot(action="DA").action == "DA: 1 or 2 Shots per Action. Firer's choice"
    with pytest.raises(RulesError):
        shot(action="ZZ")


@pytest.mark.parametrize("kw", [dict(weapon="cannon"), dict(distance=500), dict(distance=-1), dict(roll=0),
                                dict(critical="yes"), dict(barrel="huge"), dict(av=-1), dict(miss_kind="laser"),
                                dict(ammo="pistol:50 AE"), dict(damage_roll=40), dict(target="flying")])
def test_bad_gun_attack_input_is_refused(kw):
    with pytest.raises(RulesError):
        shot(**kw)


def test_light_shot_loads_do_b_damage_beyond_sht_and_birdshot_on_a_target_over_2_enc():
    assert shot(weapon="shot_open", distance=15, ammo="shot:12:8-5").b_damage is not None
    assert shot(weapon="shot_open", distance=8, ammo="shot:12:8-5").b_damage is None
    assert shot(weapon="shot_open", distance=8, ammo="shot:20:12-9", mass=3).b_damage is not None
    assert shot(weapon="shot_open", distance=8, ammo="shot:20:12-9", mass=2).b_damage is None
    assert shot(weapon="shot_open", distance=15, ammo="shot:12:00 Buck").b_damage is None


def test_a_gun_critical_hit_rolls_the_critical_effect_table_when_it_gets_through_the_armor():
    a = shot(critical="hit", critical_roll=5, damage_roll=20, av=3, effect_d100=40)
    assert a.critical_effect is not None and a.critical_effect.roll == 40
    assert E.CRITICAL_EFFECT_NEEDS_CRITICAL_HIT.footnote in a.notes


def test_a_gun_critical_hit_stopped_by_the_armor_rolls_no_critical_effect():
    a = shot(critical="hit", critical_roll=1, damage_roll=3, av=30, effect_d100=40)
    assert a.critical_effect is None


@pytest.mark.parametrize("damage, av, rolled", [(20, 3, True), (3, 30, False)])
def test_a_special_effect_of_86_00_rolls_a_critical_effect_only_through_the_armor(damage, av, rolled):
    a = shot(special=True, special_roll=90, damage_roll=damage, av=av, effect_d100=40)
    assert (a.critical_effect is not None) is rolled


def test_the_range_changes_the_bdg_before_the_critical_dice_are_added():
    a = shot(distance=150, critical="hit", critical_roll=7)  # pistol STD at 150 m: MAX, -50%
    assert a.range_bdg == 6 and a.bdg == 13
    assert E.CRITICAL_BDG_AFTER_RANGE.footnote in a.notes


@pytest.mark.parametrize("weapon, ammo", [
    ("shot_full", "shot:12:Slug"), ("slug", "shot:12:00 Buck"), ("pistol_std", "long:30-06"),
    ("rifle", "pistol:45 ACP"), ("rifle", "shot:12:Slug"),
])
def test_a_round_must_fit_the_weapon_row(weapon, ammo):
    with pytest.raises(RulesError, match="does not fit") as refused:
        shot(weapon=weapon, ammo=ammo, distance=5)
    assert refused.value.field == "ammo"


def test_hip_fire_replaces_the_bcs_and_takes_no_stance_brace_or_sight():
    a = shot(bcs=14, average_bcs=8, situations={"hip_fire", "stance", "braced", "sighted"})
    assert a.bcs_used == 8 and a.bcs_source.startswith("Average BCS")
    assert all(m.value != 1 or "stance" not in m.source.lower() for m in a.modifiers)
    assert not any(key in m.source.lower() for m in a.modifiers for key in ("stance", "braced", "sighted"))
    assert any("Hip fire replaces the BCS" in note for note in a.notes)


def test_an_smg_with_another_barrel_reads_the_range_of_that_pistol():
    standard = shot(weapon="smg", ammo="pistol:9mm Parabellum", distance=30)  # SMG row: EFF up to 20 m
    long_barrel = shot(weapon="smg", ammo="pistol:9mm Parabellum", distance=30, barrel="lng")  # LNG: EFF to 40 m
    assert standard.range.step == "LNG" and long_barrel.range.step == "EFF"


def test_a_gun_answer_never_prints_a_missing_knock_back():
    from pyrules.aftermath.tools.gun import gun_answer

    for roll in (50, 60, 70, 80, 90, 100):
        a = shot(special=True, special_roll=roll, mass=80, damage_roll=15)
        assert "None" not in " ".join(f"{line.label} {line.value} {line.note}" for line in gun_answer(a).lines)
