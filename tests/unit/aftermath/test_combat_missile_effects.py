"""Missile Special Effects Table (A29, l.652-664) and Stopping (A30, l.665-673)."""

from fractions import Fraction

import pytest
from combat_seed import line

from pyrules import RulesError
from pyrules.aftermath.data.combat import SPECIAL_EFFECT_ROWS, STOPPING_ROWS
from pyrules.aftermath.missile_effects import SPECIAL_EFFECTS, special_effect
from pyrules.aftermath.stopping import stopping


def test_the_special_effect_rows_are_the_seeds():
    for number, (printed, effect) in zip(range(656, 664), SPECIAL_EFFECT_ROWS):
        assert line(number) == f"- {printed} {effect.text}"


@pytest.mark.parametrize("roll, printed", [(1, "1-20"), (20, "1-20"), (21, "21-30"), (30, "21-30"),
                                           (31, "31-45"), (45, "31-45"), (46, "46-65"), (65, "46-65"),
                                           (66, "66-75"), (75, "66-75"), (76, "76-85"), (85, "76-85"),
                                           (86, "86-95"), (95, "86-95"), (96, "96-00"), (100, "96-00")])
def test_both_edges_of_every_special_effect_row(roll, printed):
    assert special_effect(roll).printed == printed


def test_each_row_brings_the_effects_of_the_rows_it_builds_on():
    assert special_effect(50).value.stopping and not special_effect(50).value.daze
    assert special_effect(70).value.daze and not special_effect(70).value.stun
    assert special_effect(80).value.stun and not special_effect(80).value.critical_roll
    assert special_effect(90).value.critical_roll and special_effect(90).value.critical_bonus == 0
    assert special_effect(100).value.critical_bonus == 30


def test_the_special_effects_table_covers_1_to_100_once():
    assert [n for r in SPECIAL_EFFECTS for n in range(r.low, r.high + 1)] == list(range(1, 101))


@pytest.mark.parametrize("bad", [0, 101, "x"])
def test_a_special_effect_roll_off_the_d100_is_refused(bad):
    with pytest.raises(RulesError):
        special_effect(bad)


def test_the_stopping_rows_are_the_seeds():
    for number, (printed, text) in zip(range(669, 673), STOPPING_ROWS):
        assert line(number) == f"- {printed} {text}"


@pytest.mark.parametrize("damage, mass, level", [(20, 4, 1), (24, 4, 2), (44, 4, 3), (21, 2, 3), (6, 1, 2)])
def test_the_effect_number_is_bdg_over_mass(damage, mass, level):
    s = stopping(damage, mass)
    assert s.effect_number == Fraction(damage, mass) and s.level == level


@pytest.mark.parametrize("damage, level", [(1, 1), (5, 1), (10, 2), (11, 3)])
def test_exactly_1_5_and_10_read_as_the_erratum_says(damage, level):
    assert stopping(damage, 1).level == level


def test_below_1_gives_a_percent_chance_of_the_knock_back():
    s = stopping(3, 4)
    assert (s.level, s.percent, s.printed) == (0, 75, "IF < 1")


def test_a_fractional_mass_is_read():
    assert stopping(3, 1.5).effect_number == 2


@pytest.mark.parametrize("args", [(-1, 2), (5, 0), (5, -2), (5, "heavy"), (5, True)])
def test_bad_stopping_input_is_refused(args):
    with pytest.raises(RulesError):
        stopping(*args)
