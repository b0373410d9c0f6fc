"""Barrier Factor of Materials (A22)."""

from fractions import Fraction

import pytest
from gear_seed import cells
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.gear import BARRIER_FACTORS as PRINTED, MATERIALS_HEADERS as HEADERS
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.aftermath.materials import MATERIALS, barrier, barrier_factor, factor_per_inch


def test_every_row_is_the_seeds():
    assert cells(526) == list(HEADERS)
    for number, row in zip(range(527, 547), PRINTED):
        assert cells(number) == list(row)
    assert len(MATERIALS) == 20


def test_the_barrier_factor_is_the_factor_per_inch_times_the_thickness():
    assert barrier_factor("Wood, solid", 2) == 20
    assert barrier_factor("Glass", 0.5) == 3        # 2.5 rounds half up
    assert barrier("Glass", 0.5).factor == Fraction(5, 2)
    assert barrier_factor("wood-plywood", 1) == 20


def test_the_asterisked_rows_use_their_number_and_say_the_note_is_missing():
    for name, per_inch in (("Metal, hardened or structural", 60), ("Plastic, structural", 40), ("Stone", 30)):
        b = barrier(name, 1)
        assert b.factor == per_inch
        assert errata_gear.BARRIER_ASTERISK.footnote in b.notes
    assert factor_per_inch("Stone") == "*30"


def test_soil_is_variable_8_to_20():
    soil = barrier("Soil", 2)
    assert (soil.low, soil.high, soil.exact) == (16, 40, False)
    with pytest.raises(RulesError):
        soil.factor
    assert barrier_factor("Soil", 2, soil_factor=12) == 24
    with pytest.raises(RulesError):
        barrier("Soil", 1, soil_factor=21)
    with pytest.raises(RulesError):
        barrier("Sand", 1, soil_factor=10)


@pytest.mark.parametrize("material, inches", [("Adamant", 1), ("Glass", 0), ("Glass", -1), ("Glass", "thick"),
                                              ("Glass", 5000), (None, 1)])
def test_bad_barriers_are_refused(material, inches):
    with pytest.raises(RulesError):
        barrier(material, inches)


@given(st.sampled_from([name for name, f in PRINTED if name != "Soil"]), st.integers(min_value=1, max_value=50))
def test_the_factor_grows_with_thickness(name, inches):
    assert barrier(name, inches + 1).factor > barrier(name, inches).factor
