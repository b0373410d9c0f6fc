"""Critical Hit Enhancement (A1, l.3-14) and the Critical Effect Table (A2, l.15-40)."""

import pytest
from combat_seed import assert_printed, cells
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath import critical_effect
from pyrules.aftermath.critical import (
    CRITICAL_EFFECT_TABLE,
    EFFECT_KEYS,
    EFFECT_NAMES,
    gun_enhancement,
    melee_enhancement,
    read_critical_effect,
)
from pyrules.aftermath.data.combat import (
    CRITICAL_EFFECT_ROWS,
    CRITICAL_EFFECTS,
    EFFECT_EXPLANATIONS,
    GUN_ENHANCEMENT_ROWS,
    MELEE_ENHANCEMENT_ROWS,
)


def test_the_enhancement_rows_are_the_seeds():
    for number, (printed, text, _) in zip(range(8, 12), MELEE_ENHANCEMENT_ROWS):
        assert cells(number)[:2] == [printed, text]
    for number, (kind, text, _) in zip(range(8, 11), GUN_ENHANCEMENT_ROWS):
        assert cells(number)[2:] == [kind, text]


@pytest.mark.parametrize("roll, bonus", [(1, 1), (9, 1), (10, 2), (15, 2), (16, 3), (19, 3), (20, 4)])
def test_both_edges_of_every_enhancement_row_add_their_wdm(roll, bonus):
    assert melee_enhancement(roll).wdm_bonus == bonus


@pytest.mark.parametrize("bad", [0, 21, "a"])
def test_an_enhancement_roll_off_the_d20_is_refused(bad):
    with pytest.raises(RulesError):
        melee_enhancement(bad)


def test_gun_criticals_add_1d10_for_a_pistol_2d10_for_a_rifle_and_extra_rounds_for_a_burst():
    assert gun_enhancement("Pistol")[1] == "1D10"
    assert gun_enhancement("Rifle")[1] == "2D10"
    assert gun_enhancement("Burst") == ("all rounds hit plus the effect of 1D3 additional rounds.", None)
    with pytest.raises(RulesError):
        gun_enhancement("Cannon")


def test_the_effect_rows_are_the_seeds_two_columns():
    printed = [cells(n) for n in (18, 19, 20)]
    seed_rows = [tuple(c[:2]) for c in printed] + [tuple(c[2:]) for c in printed]
    assert sorted(seed_rows) == sorted(CRITICAL_EFFECT_ROWS)


def test_each_effect_row_carries_its_key_beside_its_printed_words():
    assert [(key, printed) for key, _, printed in CRITICAL_EFFECTS] == [
        ("none", "No special effect."), ("daze", "Daze."), ("stun", "Stun."), ("disable", "Disable."),
        ("trauma", "Trauma."), ("lethal", "Lethal.")]


@pytest.mark.parametrize("roll, key", [
    (1, "none"), (30, "none"), (31, "daze"), (55, "daze"), (56, "stun"), (75, "stun"), (76, "disable"),
    (87, "disable"), (88, "trauma"), (95, "trauma"), (96, "lethal"), (100, "lethal"),
])
def test_both_edges_of_every_effect_row(roll, key):
    assert read_critical_effect(roll).key == key


@pytest.mark.parametrize("roll, effect", [(1, "No special effect"), (31, "Daze"), (56, "Stun"), (76, "Disable"),
                                          (88, "Trauma"), (96, "Lethal")])
def test_critical_effect_answers_the_effect_as_the_table_prints_it(roll, effect):
    assert critical_effect(roll) == effect


def test_damage_done_is_added_to_the_d100():
    assert read_critical_effect(25, 6).key == "daze"
    assert read_critical_effect(70, 10).key == "disable"


def test_a_sum_above_100_reads_as_the_last_row():
    result = read_critical_effect(95, 40)
    assert (result.total, result.read_as, result.key, result.capped) == (135, 100, "lethal", True)


def test_a_missile_special_effect_bonus_of_30_is_added_too():
    assert read_critical_effect(42, 5, 30).key == "disable"


@pytest.mark.parametrize("args", [(0,), (101,), (50, -1), ("x",), (50, 1.5)])
def test_bad_critical_effect_input_is_refused(args):
    with pytest.raises(RulesError):
        critical_effect(*args)


def test_every_effect_carries_its_printed_explanation():
    assert EFFECT_NAMES == ("No special effect", "Daze", "Stun", "Disable", "Trauma", "Lethal")
    assert EFFECT_KEYS == ("none", "daze", "stun", "disable", "trauma", "lethal")
    assert EFFECT_EXPLANATIONS["none"] == ()
    for key in EFFECT_KEYS[1:]:
        assert EFFECT_EXPLANATIONS[key]
        for paragraph in EFFECT_EXPLANATIONS[key]:
            assert_printed(22, 39, paragraph)


def test_the_trauma_text_keeps_its_missing_word_as_printed():
    assert "The also receives" in EFFECT_EXPLANATIONS["trauma"][0]


def test_the_effect_table_covers_1_to_100_exactly_once():
    assert [n for r in CRITICAL_EFFECT_TABLE for n in range(r.low, r.high + 1)] == list(range(1, 101))


@given(st.integers(1, 100), st.integers(0, 200))
def test_more_damage_done_never_gives_a_milder_effect(roll, done):
    order = EFFECT_KEYS
    assert order.index(read_critical_effect(roll, done + 1).key) >= order.index(read_critical_effect(roll, done).key)
