import random

import pytest

from pyrules import RulesError
from pyrules.core.tables import RangeTable, Span, TableDefinitionError, parse_span, percent


@pytest.mark.parametrize("printed, span", [
    ("01-05", Span(1, 5)), ("96-00", Span(96, 100)), ("00", Span(100, 100)), ("135+", Span(135, None)),
    ("7 or less", Span(None, 7)), ("-00", Span(None, 100)), ("01-S", Span(1, 57)), ("3–4", Span(3, 4)),
    ("17", Span(17, 17)),
])
def test_ranges_read_as_the_books_print_them(printed, span):
    assert parse_span(printed, percentile=True, s=57) == span


def test_00_is_zero_on_a_table_that_is_not_percentile():
    assert parse_span("00") == Span(0, 0)


@pytest.mark.parametrize("printed", ["", "a-b", "5-3", "01-S-02"])
def test_unreadable_ranges_are_a_definition_error(printed):
    with pytest.raises(TableDefinitionError):
        parse_span(printed, s=5)


def test_s_needs_a_value():
    with pytest.raises(TableDefinitionError):
        parse_span("01-S")


def test_a_gap_between_rows_is_caught_when_the_table_is_built():
    with pytest.raises(TableDefinitionError, match="gap"):
        RangeTable("t", [("01-50", "a"), ("52-00", "b")], die="d100")


def test_an_overlap_between_rows_is_caught_when_the_table_is_built():
    with pytest.raises(TableDefinitionError, match="overlap"):
        RangeTable("t", [("01-50", "a"), ("50-00", "b")], die="d100")


def test_a_die_table_must_cover_every_face():
    with pytest.raises(TableDefinitionError):
        RangeTable("t", [("01-50", "a"), ("51-99", "b")], die="d100")
    with pytest.raises(TableDefinitionError):
        RangeTable("t", [("4-18", "a")], die="3d6")


def test_a_die_table_looks_up_both_edges_of_each_row():
    table = RangeTable("ability", [("01-10", 70), ("11-30", 60), ("31-70", 50), ("71-90", 40), ("91-00", 30)],
                       die="d100")
    assert [table[v] for v in (1, 10, 11, 30, 31, 70, 71, 90, 91, 100)] == [70, 70, 60, 60, 50, 50, 40, 40, 30, 30]
    assert table.lookup(100).printed == "91-00"


def test_a_roll_off_the_die_is_refused():
    table = RangeTable("t", [("01-50", "a"), ("51-00", "b")], die="d100")
    with pytest.raises(RulesError):
        table.lookup(0)
    with pytest.raises(RulesError):
        table.lookup(101)


def test_a_row_open_below_starts_after_the_row_before_it():
    table = RangeTable("attack", [("01", "crit"), ("02-S", "hit"), ("-00", "miss")], die="d100", s=57)
    assert table[57] == "hit" and table[58] == "miss" and table[100] == "miss"


def test_an_open_top_row_covers_everything_above_it():
    table = RangeTable("unconscious", [("01-33", "minutes"), ("34-134", "worse"), ("135+", "dead")])
    assert table[135] == "dead" and table[10_000] == "dead"


def test_a_value_between_two_rows_falls_in_the_later_row():
    table = RangeTable("range", [("0-5", 0), ("6-20", -3), ("21-100", -7)], unit="distance")
    assert table[5] == 0 and table[5.5] == -3 and table[20.1] == -7


def test_an_open_scale_refuses_values_past_its_last_row_with_a_clear_message():
    table = RangeTable("Attribute Group Chart", [("1-10", 1), ("11-20", 2)], unit="rating")
    with pytest.raises(RulesError, match="at most 20"):
        table.lookup(21)


def test_an_open_scale_can_continue_as_the_book_says():
    table = RangeTable("rapid fire", [("5-8", 1), ("300-399", 9)][:1] + [("9-399", 2)],
                       beyond=lambda shots: 9 + (int(shots) - 300) // 100)
    assert table[450] == 10 and table.lookup(450).printed == "400+"


@pytest.mark.parametrize("bad", ["12", None, True, float("nan")])
def test_looking_up_something_that_is_not_a_number_is_refused(bad):
    table = RangeTable("t", [("1-10", 1)], unit="roll")
    with pytest.raises(RulesError, match="^t: the roll must be a number.$"):
        table.lookup(bad)


def test_infinity_is_a_number_past_either_end_of_a_table():
    table = RangeTable("t", [("1-10", 1)], unit="roll")
    with pytest.raises(RulesError, match="at most 10"):
        table.lookup(float("inf"))
    with pytest.raises(RulesError, match="at least 1"):
        table.lookup(float("-inf"))


def test_rolling_on_a_table_answers_the_roll_and_its_row():
    table = RangeTable("t", [("3-10", "low"), ("11-18", "high")], die="3d6")
    roll, row = table.roll(random.Random(2))
    assert 3 <= roll <= 18 and row.covers(roll)


def test_a_table_without_a_die_cannot_be_rolled():
    with pytest.raises(TableDefinitionError):
        RangeTable("t", [("1-10", 1)]).roll(random.Random())


def test_percentile_values_print_with_00_for_100():
    assert [percent(v) for v in (1, 9, 10, 100)] == ["01", "09", "10", "00"]
