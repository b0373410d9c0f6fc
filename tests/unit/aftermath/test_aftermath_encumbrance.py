"""Encumbrance Value Chart (A15) and Encumbrance Status (A16)."""

from fractions import Fraction

import pytest
from gear_seed import cells, text
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.gear import BULKS, CARRY_LIMITS, CHART, MASSES, STATUS_HEADERS, STATUS_ROWS
from pyrules.aftermath.encumbrance import check_carrying, encumbrance_status, encumbrance_value, read_encumbrance


def test_the_chart_is_the_seeds_row_for_row():
    assert cells(385) == list(MASSES)
    for number, bulk in zip(range(386, 394), BULKS):
        assert cells(number) == [bulk, *CHART[bulk]]


def test_every_cell_is_answered_by_the_public_api():
    for bulk in BULKS:
        for mass, cell in zip(MASSES, CHART[bulk]):
            value = encumbrance_value(bulk, mass)
            assert isinstance(value, float) and value == float(cell)


def test_the_corners_of_the_chart():
    assert encumbrance_value("VSm", "Vlt") == 0.001
    assert encumbrance_value("HG3", "MS3") == 66.0
    assert encumbrance_value("Med", "Hvy") == 1.0


def test_codes_are_read_in_any_case():
    assert encumbrance_value("vlg", "vhvy") == 4.5
    assert encumbrance_value(" hg2 ", "ms1") == 16.0


def test_huge_goes_on_as_n_times_hg1():
    for bulk in ("HG2", "HG3"):
        n = int(bulk[2])
        assert CHART[bulk] == tuple(CHART[bulk][i] for i in range(7))
        assert all(Fraction(c) == n * Fraction(h) for c, h in zip(CHART[bulk], CHART["HG1"]))
    item = read_encumbrance("HG5", "Lt")
    assert (item.value, item.times) == (17.5, 5)
    assert "5 × HG1" in item.explanation


def test_mass_past_ms3_is_refused_not_guessed():
    with pytest.raises(RulesError, match="past the chart"):
        encumbrance_value("Med", "MS4")


@pytest.mark.parametrize("bulk, mass", [("Tiny", "Lt"), ("Med", "Air"), ("", "Lt"), (None, "Lt"), ("HG0", "Lt"),
                                        ("HG100", "Lt"), ("Med", 3)])
def test_unknown_codes_are_refused(bulk, mass):
    with pytest.raises(RulesError):
        encumbrance_value(bulk, mass)


def test_the_status_table_is_the_seeds():
    assert cells(423) == list(STATUS_HEADERS[:1]) + list(STATUS_HEADERS[2:])
    for (name, load, _, dft, spd, bcs), first in zip(STATUS_ROWS, (424, 426, 428)):
        assert text(first) == name
        assert cells(first + 1) == [load, dft, spd, bcs]


@pytest.mark.parametrize("load, status", [
    (0, "Unencumbered"), (16, "Unencumbered"), (16.01, "Partially Encumbered"), (24, "Partially Encumbered"),
    (24.5, "Fully Encumbered"), (32, "Fully Encumbered"),
])
def test_both_edges_of_every_status_band(load, status):
    assert encumbrance_status(load, 32).name == status


def test_a_status_carries_its_deftness_speed_and_bcs_effects():
    s = encumbrance_status(20, 32, deftness=14, speed=24)
    assert (s.deftness, s.speed, s.bcs_modifier) == (11, 18, -1)   # 10.5 rounds half up
    f = encumbrance_status(30, 32, deftness=15, speed=24)
    assert (f.deftness, f.speed, f.bcs_modifier) == (8, 12, -2)
    u = encumbrance_status(1, 32, deftness=15)
    assert (u.deftness, u.bcs_modifier) == (15, 0)


def test_a_load_over_capacity_is_refused():
    with pytest.raises(RulesError, match="more than the ENC CAP"):
        encumbrance_status(33, 32)


@pytest.mark.parametrize("load, capacity", [(-1, 32), (1, 0), ("a", 32), (True, 32), (1, float("nan"))])
def test_bad_loads_and_capacities_are_refused(load, capacity):
    with pytest.raises(RulesError):
        encumbrance_status(load, capacity)


def test_the_carrying_rules_are_the_seeds():
    assert text(431) == "A character may carry:"
    for number, (_, rule) in zip(range(432, 436), CARRY_LIMITS.values()):
        assert text(number) == rule.replace("“", '"').replace("”", '"')


def test_carrying_more_than_a_place_holds_is_refused():
    assert check_carrying("belt", 10).startswith("10")
    with pytest.raises(RulesError):
        check_carrying("belt", 11)
    with pytest.raises(RulesError):
        check_carrying("back", 2)
    with pytest.raises(RulesError, match="Very Large"):
        check_carrying("hands", 1, "HG1")
    assert check_carrying("hands", 2, "VLg")
    with pytest.raises(RulesError):
        check_carrying("pocket", 1)


@given(st.sampled_from(BULKS), st.sampled_from(MASSES), st.sampled_from(MASSES))
def test_a_heavier_mass_never_lowers_the_value(bulk, a, b):
    if MASSES.index(a) <= MASSES.index(b):
        assert encumbrance_value(bulk, a) <= encumbrance_value(bulk, b)


@given(st.floats(min_value=0, max_value=100), st.floats(min_value=0.1, max_value=100))
def test_status_follows_the_share_of_capacity(load, capacity):
    if load > capacity:
        with pytest.raises(RulesError):
            encumbrance_status(load, capacity)
    else:
        status = encumbrance_status(load, capacity)
        assert status.name in {row[0] for row in STATUS_ROWS}
