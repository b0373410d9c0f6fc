"""Entanglement Effect Chart (A23)."""

import pytest
from gear_seed import cells, raw_cells
from hypothesis import given, strategies as st

from pyrules import RulesError
import re

from pyrules.aftermath.data.gear import (
    AREAS,
    CELL_TERMS,
    ENTANGLEMENT_HEADERS as HEADERS,
    FOOTNOTES,
    GLOSSARY,
    GLOSSARY_TERMS,
    PRINTED_ROWS,
)
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


def test_every_glossary_term_has_its_key():
    assert set(GLOSSARY_TERMS.values()) == set(GLOSSARY)


def _spelled_out(cells: dict[str, tuple[str, ...]], column: int, cell: str) -> tuple[str, ...]:
    """A printed cell's glossary terms, read from its words as the chart means them (l.551-561)."""
    if cell == "No Effect":
        return ()
    if m := re.fullmatch(r"As (\d+-\d+) plus (.+)", cell):
        return _spelled_out(cells, column, cells[m[1]][column]) + _spelled_out(cells, column, m[2])
    if cell == "Knocked over plus check for Fall results":
        return ("Knocked Over", "Knocked Over plus")
    return tuple(t for t in GLOSSARY if t.casefold().rstrip("s") == cell.casefold().rstrip("s"))


def test_each_cells_terms_are_what_its_printed_words_mean():
    cells = dict(PRINTED_ROWS)
    for printed, row in PRINTED_ROWS:
        for column, cell in enumerate(row):
            assert tuple(GLOSSARY_TERMS[k] for k in CELL_TERMS[printed][column]) == _spelled_out(cells, column, cell)


def test_the_footnotes_are_the_seeds():
    assert raw_cells(563)[0] == FOOTNOTES["torso"]
    assert raw_cells(565)[0] == FOOTNOTES["arm"]


@pytest.mark.parametrize("location, area", [(1, "head"), (3, "head"), (4, "torso"), (12, "torso"), (13, "leg"),
                                            (20, "leg"), (21, "arm"), (30, "arm")])
def test_both_edges_of_every_location_column(location, area):
    assert area_of(location) == area


def test_as_cells_are_spelled_out_from_the_same_column():
    assert entanglement(5, "head").keys == ("multiple_distractions", "check_for_daze")
    assert entanglement(8, "torso").keys == ("multiple_distractions", "check_for_daze")
    assert entanglement(10, "torso").keys == ("multiple_distractions", "dazed")
    assert entanglement(12, "arm").keys == ("stunned", "check_for_knocked_over")
    assert entanglement(10, "leg").keys == ("knocked_over", "knocked_over_plus")
    assert entanglement(0, "torso").keys == ()


def test_the_terms_are_named_as_the_glossary_prints_them():
    assert entanglement(5, "head").terms == ("Multiple Distractions", "Check for Daze")


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
