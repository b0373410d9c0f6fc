"""Entanglement Effect Chart (A23)."""

import pytest
from gear_seed import cells, raw_cells
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.gear import AREAS, ENTANGLEMENT_HEADERS as HEADERS, FOOTNOTES, GLOSSARY, PRINTED_ROWS
from pyrules.aftermath.entanglement import area_of, entanglement


def test_every_row_is_the_seeds():
    assert cells(550) == list(HEADERS)
    for number, (printed, row) in zip(range(551, 556), PRINTED_ROWS):
        assert cells(number) == [printed, *row]


def test_the_glossary_is_the_seeds_two_columns():
    printed = {}
    for number in range(557, 562):
        row = raw_cells(number)
        printed[row[0]] = row[1]
        if len(row) > 2 and row[2]:
            printed[row[2]] = row[3]
    assert printed == GLOSSARY


def test_the_footnotes_are_the_seeds():
    assert raw_cells(563)[0] == FOOTNOTES["torso"]
    assert raw_cells(565)[0] == FOOTNOTES["arm"]


@pytest.mark.parametrize("location, area", [(1, "head"), (3, "head"), (4, "torso"), (12, "torso"), (13, "leg"),
                                            (20, "leg"), (21, "arm"), (30, "arm")])
def test_both_edges_of_every_location_column(location, area):
    assert area_of(location) == area


def test_as_cells_are_spelled_out_from_the_same_column():
    assert entanglement(5, "head").terms == ("Multiple Distractions", "Check for Daze")
    assert entanglement(8, "torso").terms == ("Multiple Distractions", "Check for Daze")
    assert entanglement(10, "torso").terms == ("Multiple Distractions", "Dazed")
    assert entanglement(12, "arm").terms == ("Stunned", "Check for Knocked Over")
    assert entanglement(10, "leg").terms == ("Knocked Over", "Knocked Over plus")
    assert entanglement(0, "torso").terms == ()


@pytest.mark.parametrize("number, row", [(0, "0-1"), (1, "0-1"), (2, "2-3"), (3, "2-3"), (4, "4-6"), (6, "4-6"),
                                         (7, "7-9"), (9, "7-9"), (10, "10 & Up"), (99, "10 & Up")])
def test_both_edges_of_every_effect_row(number, row):
    assert entanglement(number, "leg").row == row


def test_a_location_number_picks_its_column_and_footnote():
    e = entanglement(7, location=22)
    assert (e.area, e.cell, e.footnote) == ("arm", "Stunned", FOOTNOTES["arm"])
    assert entanglement(0, location=15).footnote is None


def test_bad_entanglement_input_is_refused():
    with pytest.raises(RulesError):
        entanglement(-1, "head")
    with pytest.raises(RulesError):
        entanglement(3)
    with pytest.raises(RulesError):
        entanglement(3, "tail")
    with pytest.raises(RulesError):
        entanglement(3, location=31)
    with pytest.raises(RulesError, match="not Torso"):
        entanglement(3, "torso", location=2)


@given(st.integers(min_value=0, max_value=200), st.sampled_from(AREAS))
def test_every_term_has_a_meaning(number, area):
    assert all(meaning for _, meaning in entanglement(number, area).meanings)
