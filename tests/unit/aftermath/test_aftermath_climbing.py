"""Climbing Movement Table (A19)."""

from fractions import Fraction

import pytest
from gear_seed import cells

from pyrules import RulesError
from pyrules.aftermath.climbing import climb
from pyrules.aftermath.data.gear import CLIMBING_HEADERS as HEADERS, METHODS
from pyrules.aftermath.errata import gear as errata_gear


def test_the_table_is_the_seeds():
    assert cells(479) == list(HEADERS)
    for number, row in zip(range(480, 484), METHODS.values()):
        assert cells(number) == list(row)


def test_the_rate_is_the_share_of_the_normal_bma():
    assert climb("stairs", bma=4).rate == 2.0
    assert climb("ladder", bma=4).rate == 1.0
    assert climb("simple-rope").share == Fraction(1, 10)
    assert climb("knotted-rope", bma=5).rate == 0.5


def test_a_ropes_greatest_height_is_the_save_plus_the_effect_roll():
    simple = climb("simple-rope", save=12, effect_roll=7)
    assert (simple.save_name, simple.height) == ("CST", 19)
    knotted = climb("knotted-rope", save=15, effect_roll=3)
    assert (knotted.save_name, knotted.height) == ("AST", 18)
    assert climb("simple-rope", save=12).height is None


def test_the_ladder_note_carries_its_erratum():
    assert errata_gear.LADDER_BCS.footnote in climb("ladder").notes
    assert errata_gear.LADDER_BCS.footnote in climb("knotted-rope").notes


def test_climbing_refuses_bad_input():
    with pytest.raises(RulesError):
        climb("wall")
    with pytest.raises(RulesError):
        climb("stairs", bma=-1)
    with pytest.raises(RulesError):
        climb("ladder", save=10)
    with pytest.raises(RulesError):
        climb("simple-rope", save=-3, effect_roll=2)
