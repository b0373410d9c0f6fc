from fractions import Fraction
from itertools import product

import pytest

from pyrules import RulesError
from pyrules.core.odds import as_percent, chance, distribution


def test_3d6_at_most_10_is_exactly_one_half():
    assert chance("3d6", at_most=10) == Fraction(1, 2)


def test_3d6_rolls_a_3_or_4_one_time_in_54():
    assert chance("3d6", at_most=4) == Fraction(4, 216)


def test_d100_at_least_100_is_one_in_a_hundred():
    assert chance("d%", at_least=100) == Fraction(1, 100)


def test_a_cortex_pool_matches_counting_by_hand():
    hits = sum(1 for a, b in product(range(1, 13), range(1, 5)) if a + b >= 11)
    assert chance("d12+d4", at_least=11) == Fraction(hits, 48)


def test_modifiers_and_multipliers_shift_the_distribution():
    assert chance("2d6-1", at_most=1) == Fraction(1, 36)
    assert chance("1d10x10", at_least=100) == Fraction(1, 10)


def test_targets_off_the_dice_are_certain_or_impossible():
    assert chance("3d6", at_most=18) == 1
    assert chance("3d6", at_most=2) == 0
    assert chance("3d6", at_least=19) == 0


def test_a_distribution_sums_to_one():
    assert sum(distribution("2D10+1").values()) == 1


def test_exactly_one_target_must_be_given():
    with pytest.raises(RulesError):
        chance("3d6")
    with pytest.raises(RulesError):
        chance("3d6", at_most=3, at_least=3)


def test_a_target_must_be_a_whole_number():
    with pytest.raises(RulesError):
        chance("3d6", at_most="ten")


def test_bad_notation_is_refused():
    with pytest.raises(RulesError):
        chance("3q6", at_most=3)


@pytest.mark.parametrize("p, shown", [(Fraction(1, 2), "50%"), (Fraction(1, 216), "0.5%"), (Fraction(0), "0%"),
                                       (Fraction(1), "100%"), (Fraction(1, 10000), "<0.1%"),
                                       (Fraction(9999, 10000), ">99.9%"), (Fraction(4, 216), "1.9%")])
def test_chances_read_as_percentages(p, shown):
    assert as_percent(p) == shown
