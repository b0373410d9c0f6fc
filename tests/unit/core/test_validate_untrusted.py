"""The validation kit's readers of untrusted numbers: what each accepts, and what it refuses."""

import math
from fractions import Fraction

import pytest

from pyrules import RulesError
from pyrules.core import validate

HUGE_TEXT = "9" * 5000


# Whole numbers a player types, read and checked.

@pytest.mark.parametrize("low, high, raw, value", [(1, 10, "1", 1), (1, 10, "10", 10), (-5, -1, "−5", -5),
                                                   (None, 3, "-1000", -1000)])
def test_a_whole_number_on_a_bound_is_accepted(low, high, raw, value):
    assert validate.whole(raw, "n", low=low, high=high) == value


@pytest.mark.parametrize("raw, said", [("0", "Count: at least 1 (not 0)."), ("11", "Count: at most 10 (not 11).")])
def test_a_whole_number_past_a_bound_is_refused_saying_the_bound(raw, said):
    with pytest.raises(RulesError) as refused:
        validate.whole(raw, "count", low=1, high=10)
    assert (refused.value.message, refused.value.field) == (said, "count")


@pytest.mark.parametrize("reader", [validate.whole, validate.number, validate.quantity])
def test_a_bool_is_not_a_number_to_any_reader(reader):
    for value in (True, False):
        with pytest.raises(RulesError):
            reader(value, "n")


def test_a_whole_float_is_a_whole_number_and_a_fractional_one_is_not():
    assert validate.whole(7.0, "n") == 7
    with pytest.raises(RulesError, match="not 7.5"):
        validate.whole(7.5, "n")


@pytest.mark.parametrize("raw", [HUGE_TEXT, "-" + HUGE_TEXT, "1" * 19])
def test_a_whole_number_far_too_long_is_refused_as_far_too_large(raw):
    with pytest.raises(RulesError, match="far too large"):
        validate.whole(raw, "n")


@pytest.mark.parametrize("raw", [math.nan, math.inf, -math.inf])
def test_nan_and_infinity_are_not_whole_numbers(raw):
    with pytest.raises(RulesError, match="enter a whole number"):
        validate.whole(raw, "n")


# Numbers a player types, read and checked.

@pytest.mark.parametrize("raw, value", [("2,5", 2.5), ("2.5", 2.5), ("−2,5", -2.5), (" 7 ", 7), ("1e3", 1000.0)])
def test_a_number_takes_a_decimal_comma_or_point_and_the_printed_minus_sign(raw, value):
    assert validate.number(raw, "yards") == value


def test_a_number_keeps_an_exact_fraction_and_a_whole_one_stays_an_int():
    assert validate.number(Fraction(7, 4), "speed") == Fraction(7, 4)
    assert type(validate.number("12", "yards")) is int


@pytest.mark.parametrize("raw, said", [
    ("nan", "Yards: enter a number."), (math.nan, "Yards: enter a number."), ("inf", "Yards: enter a number."),
    (-math.inf, "Yards: enter a number."), ("1e400", "Yards: enter a number."),
    (HUGE_TEXT, "Yards: enter a shorter number."), (10 ** 30, "Yards: that number is far too large."),
    ("ten", "Yards: enter a number, not “ten”.")])
def test_a_number_that_is_nan_infinite_or_huge_is_refused_in_a_few_words(raw, said):
    with pytest.raises(RulesError) as refused:
        validate.number(raw, "yards")
    assert refused.value.message == said


def test_a_number_may_have_to_be_more_than_a_bound():
    assert validate.number("0,5", "wdm", above=0) == 0.5
    with pytest.raises(RulesError, match=r"^Wdm: more than 0 \(not 0\)\.$"):
        validate.number("0", "wdm", above=0)


def test_a_quantity_a_rule_is_handed_is_never_text():
    with pytest.raises(RulesError, match="enter a number"):
        validate.quantity("5", "yards")


# A choice and a bounded text.

def test_a_choice_is_only_one_of_the_keys_and_a_number_is_not_one():
    assert validate.choice("rounds", "unit", ("turns", "rounds")) == "rounds"
    with pytest.raises(RulesError) as refused:
        validate.choice(1, "unit", ("turns", "rounds"))
    assert refused.value.field == "unit"


def test_a_text_at_its_longest_is_kept_and_one_longer_is_refused():
    assert validate.text("x" * 5, "name", longest=5) == "xxxxx"
    with pytest.raises(RulesError, match="at most 5 characters"):
        validate.text("x" * 6, "name", longest=5)


# Numbers whose refusal the caller words: the number, or None.

@pytest.mark.parametrize("raw, value", [("12", 12), ("-3", -3), ("+4", 4), (" 7 ", 7)])
def test_a_typed_whole_number_is_read(raw, value):
    assert validate.typed_whole(raw) == value


@pytest.mark.parametrize("raw", ["", "1.5", "7,0", "seven", HUGE_TEXT])
def test_a_typed_whole_number_that_does_not_read_is_none(raw):
    assert validate.typed_whole(raw) is None


@pytest.mark.parametrize("raw, value", [("12", 12), ("5,75", 5.75), ("5.75", 5.75), ("-0,5", -0.5)])
def test_a_typed_number_takes_a_decimal_comma_or_point(raw, value):
    assert validate.typed_number(raw) == value


def test_a_typed_number_reads_nan_and_infinity_as_floats_for_the_checks_after_it_to_refuse():
    assert math.isnan(validate.typed_number("nan")) and validate.typed_number("1e400") == math.inf
    assert validate.typed_number("fast") is None and validate.typed_number("") is None


@pytest.mark.parametrize("raw, value", [("0", 0), ("0042", 42), ("4503599627370495", 2 ** 52 - 1)])
def test_digits_as_a_link_writes_them_are_read(raw, value):
    assert validate.digits(raw, longest=16, high=2 ** 52 - 1) == value


@pytest.mark.parametrize("raw", ["", "-1", "+1", " 1", "1.0", "²", "٣", "4503599627370496", "00000000000000001",
                                 HUGE_TEXT])
def test_digits_with_a_sign_a_space_another_script_or_past_a_bound_are_none(raw):
    assert validate.digits(raw, longest=16, high=2 ** 52 - 1) is None


@pytest.mark.parametrize("raw, value", [(1, 1), (10, 10), (0, None), (11, None), (True, None), (5.0, None),
                                        ("5", None), (None, None)])
def test_a_kept_whole_number_is_an_int_within_its_bounds_never_a_bool_a_float_or_text(raw, value):
    assert validate.kept_whole(raw, low=1, high=10) == value


@pytest.mark.parametrize("raw", [3, -2.5, 10 ** 30])
def test_a_kept_number_is_an_int_or_a_float(raw):
    assert validate.kept_number(raw) == raw


@pytest.mark.parametrize("raw", [True, "3", None, [3], math.nan, math.inf, -math.inf, Fraction(1, 2)])
def test_a_kept_number_is_never_a_bool_text_nan_or_infinite_and_a_fraction_only_when_asked(raw):
    assert validate.kept_number(raw) is None


def test_a_kept_number_may_be_exact_or_infinite_when_asked_but_is_never_nan():
    assert validate.kept_number(Fraction(1, 2), fraction=True) == Fraction(1, 2)
    assert validate.kept_number(-math.inf, infinite=True) == -math.inf
    assert validate.kept_number(math.nan, fraction=True, infinite=True) is None
