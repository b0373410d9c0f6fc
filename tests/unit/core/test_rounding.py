"""Every half the app rounds goes up, never to even; a chance that ends in one half shows it."""

from fractions import Fraction

import pytest

from pyrules.core.odds import as_percent, exactly, to_a_tenth
from pyrules.core.rounding import round_half_up, written


@pytest.mark.parametrize("value, places, shown", [
    (Fraction(5, 2), 0, "3"), (Fraction(7, 2), 0, "4"),  # to even would give 2 and 4
    (Fraction(1, 8), 2, "0.13"), (Fraction(3, 8), 2, "0.38"),  # 0.125 and 0.375: the half goes up
    (Fraction(3, 2), 2, "1.5"), (Fraction(12), 1, "12"), (Fraction(1, 3), 4, "0.3333"),
])
def test_a_number_is_written_to_its_places_with_the_half_going_up(value, places, shown):
    assert written(value, places) == shown


def test_rounding_a_half_goes_up_as_the_references_mean_it():
    assert [round_half_up(Fraction(n, 2)) for n in (1, 3, 5, -5)] == [1, 2, 3, -2]


@pytest.mark.parametrize("ways, shown", [(27, "12.5%"), (81, "37.5%"), (135, "62.5%"), (189, "87.5%")])
def test_a_3d6_chance_that_ends_in_one_half_is_shown_with_its_half(ways, shown):
    # 135/216 is HT 11's chance on 3d6 (seed 001 l.212-220): exactly 62.5%, never "62%"
    assert as_percent(Fraction(ways, 216)) == shown
    assert to_a_tenth(Fraction(ways, 216)) == shown
    assert exactly(Fraction(ways, 216)).startswith(shown + " (")


@pytest.mark.parametrize("p, shown", [
    (Fraction(1, 400), "0.3%"),        # 0.25: tenths below 10%, the half going up
    (Fraction(1, 1600), "<0.1%"),      # 0.0625
    (Fraction(181, 216), "84%"),       # 83.796…: to the nearest
    (Fraction(10, 48), "21%"),         # 20.83…
    (Fraction(1, 216), "0.5%"),        # 0.463…, to a tenth below 10%
    (Fraction(2001, 4000), "50%"),     # 50.025 rounds to 50, exactly as a fraction, not through a float
])
def test_any_other_chance_is_rounded_to_the_nearest_from_its_exact_fraction(p, shown):
    assert as_percent(p) == shown


def test_where_the_odds_give_tenths_a_half_of_a_tenth_goes_up():
    assert to_a_tenth(Fraction(1249, 2000)) == "62.5%"  # 62.45: not "62.4%", as a float rounded to even gives
    assert to_a_tenth(Fraction(11, 16)) == "68.8%"      # 68.75
    assert to_a_tenth(Fraction(1, 2000)) == "0.1%"      # 0.05: the least shown
    assert to_a_tenth(Fraction(1, 2001)) == "<0.1%"
