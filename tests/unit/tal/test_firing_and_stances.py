"""Firing shifts, evasion and precision, stances, and a whole attack resolved."""

import pytest

import pyrules
from pyrules.tal import evasion
from pyrules.tal.attack import AttackInput, resolve_attack
from pyrules.tal.evasion_and_precision import precision, read_evasion, read_precision
from pyrules.tal.firing import RANGE_SHIFT, firing_shifts
from pyrules.tal.stances import CAUTIOUS_DOUBLING, attack_roll, defense


def _values(mods):
    return [(m.label, m.value) for m in mods]


def test_no_firing_modifiers_give_no_shifts():
    assert firing_shifts() == ()


@pytest.mark.parametrize("cover, shift", [("25", -1), ("50", -2), ("75", -3)])
def test_cover_lowers_the_category(cover, shift):
    assert [m.value for m in firing_shifts(cover=cover)] == [shift]


@pytest.mark.parametrize(
    "range_category, shift", [("point-blank", 1), ("short", None), ("medium", -1), ("long", -2), ("maximum", -3)]
)
def test_each_range_category_beyond_short_costs_one_category(range_category, shift):
    got = [(m.kind, m.value) for m in firing_shifts(range_category=range_category)]
    assert got == ([] if shift is None else [(RANGE_SHIFT, shift)])


@pytest.mark.parametrize("shooter, shift", [("walking", -1), ("running", -2), ("braced", 1)])
def test_the_shooters_movement_shifts_the_category(shooter, shift):
    assert [m.value for m in firing_shifts(shooter=shooter)] == [shift]


def test_target_movement_and_conditions_all_count():
    mods = firing_shifts(target_moving=True, target_erratic=True, adverse=3, favorable=1)
    assert _values(mods) == [
        ("Target is moving", -1), ("Target movement erratic", -1),
        ("Adverse conditions", -3), ("Favorable conditions", 1),
    ]
    assert all(m.source.startswith("seed 000 l.1") for m in mods)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"cover": "30"}, {"range_category": "far"}, {"shooter": "flying"}, {"adverse": 6},
        {"favorable": -1}, {"target_moving": "yes"}, {"adverse": 1.5},
    ],
)
def test_bad_firing_modifiers_are_refused(kwargs):
    with pytest.raises(pyrules.RulesError):
        firing_shifts(**kwargs)


@pytest.mark.parametrize(
    "speed, expected", [(0, 0), (8, 0), (9, 1), (11, 1), (12, 2), (15, 2), (16, 3), (19, 3), (20, 4), (500, 4)]
)
def test_evasion_at_both_ends_of_every_band(speed, expected):
    assert evasion(speed) == expected
    assert read_evasion(speed).evasion == expected


@pytest.mark.parametrize("bad", [-1, "fast", 2.5, True, None])
def test_a_bad_combat_speed_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        evasion(bad)


@pytest.mark.parametrize(
    "skill, expected", [(1, 0), (75, 0), (76, 1), (90, 1), (91, 2), (99, 2), (100, 3)]
)
def test_precision_at_both_ends_of_every_band(skill, expected):
    assert precision(skill) == expected


def test_precision_brings_evasion_down_but_never_below_0():
    assert read_precision(95, 3).remaining == 1
    assert read_precision(100, 2).remaining == 0
    assert read_precision(50, 2).remaining == 2


def test_a_cautious_attack_roll_is_doubled():
    rolled = attack_roll(30, "cautious")
    assert rolled.modified == 60
    assert [(m.kind, m.value) for m in rolled.modifiers] == [(CAUTIOUS_DOUBLING, 30)]  # l.130
    assert attack_roll(30).modified == 30


def test_active_defense_subtracts_20_from_the_dodge_roll_and_reads_the_table():
    guard = defense("active", 60, 40)
    assert guard.modified == 20 and guard.category == 4 and guard.damage_class == 4


def test_cautious_defense_adds_20_to_the_dodge_roll():
    guard = defense("cautious", 60, 40)
    assert guard.modified == 60 and guard.category == 1 and guard.damage_class == 1
    guard = defense("cautious", 60, 50)
    assert guard.modified == 70 and guard.category == "miss" and guard.damage_class == 0


def test_a_defense_roll_below_01_reads_as_01_and_above_00_misses():
    assert defense("active", 60, 5).modified == 1
    assert defense("active", 60, 5).category == "critical"
    assert defense("cautious", 60, 90).category == "miss"
    assert defense("none", None, None) is None


def test_an_attack_with_cover_and_range_moves_down_the_ladder():
    result = resolve_attack(AttackInput(57, 10, cover="25", range="long"))
    assert result.base == 4 and result.shift == -3 and result.category == 1
    assert not result.capped


def test_a_raise_stops_at_max_and_a_critical_stays_critical():
    braced = {"range": "point-blank", "shooter": "braced"}
    assert resolve_attack(AttackInput(57, 1, **braced)).category == "critical"
    top = resolve_attack(AttackInput(57, 5, **braced))
    assert (top.base, top.category, top.capped) == (5, 5, True)


@pytest.mark.parametrize("skill", [5, 30, 57, 90])
def test_a_braced_shooter_still_misses_every_roll_the_table_calls_a_miss(skill):
    for roll in range(skill + 1, 100):
        assert resolve_attack(AttackInput(skill, roll, shooter="braced")).category == "miss"


def test_cover_that_moves_a_hit_below_category_1_makes_it_miss():
    down = resolve_attack(AttackInput(57, 51, cover="75"))
    assert (down.base, down.category) == (1, "miss")


def test_evasion_left_after_precision_lowers_the_category():
    result = resolve_attack(AttackInput(80, 40, evasion=3))
    assert result.base == 4 and result.precision.remaining == 2 and result.category == 2


def test_the_defenders_damage_class_is_subtracted_from_the_attackers():
    result = resolve_attack(AttackInput(80, 20, defender="active", defense_skill=50, defense_roll=55))
    assert result.base == 5 and result.defense.category == 2 and result.category == 3


def test_a_cautious_roll_doubled_past_00_misses():
    result = resolve_attack(AttackInput(100, 60, stance="cautious"))
    assert result.modified_roll == 120 and result.table is None and result.category == "miss"


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"stance": "berserk"}, "stance"), ({"evasion": 5}, "evasion"), ({"target": ["flying"]}, "target"),
        ({"defender": "active", "defense_skill": None, "defense_roll": 50}, "defense_skill"),
        ({"defender": "active", "defense_skill": 50, "defense_roll": 0}, "defense_roll"),
        ({"adverse": 6}, "adverse"), ({"skill": 0}, "skill"), ({"fatigue": "weary"}, "fatigue"),
    ],
)
def test_bad_attack_inputs_are_refused_on_their_field(kwargs, field):
    with pytest.raises(pyrules.RulesError) as refused:
        AttackInput(**{"skill": 57, "roll": 10, **kwargs})
    assert refused.value.field == field


def test_a_blank_defense_roll_is_rolled():
    import random

    result = resolve_attack(AttackInput(80, 20, defender="active", defense_skill=50), random.Random(3))
    assert result.defense_rolled and 1 <= result.defense.roll <= 100


def test_the_attack_input_is_named_as_the_calculators_fields_and_gives_their_defaults():
    from dataclasses import MISSING, fields

    from pyrules.tal.ruleset import RULESET

    tool = {f.name: f for f in RULESET.tool("tal-attack").fields}
    for name in (f.name for f in fields(AttackInput)):
        assert name in tool
    for f in fields(AttackInput):
        if f.default is not MISSING and f.default is not None:
            assert tool[f.name].default == f.default
