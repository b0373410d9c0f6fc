import pytest

from pyrules import RulesError
from pyrules.core import validate
from pyrules.core.errors import shown
from pyrules.core.rounding import round_half_up


def test_a_rules_error_is_a_value_error_with_a_players_message():
    error = RulesError("Skill must be at least 3.", "skill")
    assert isinstance(error, ValueError)
    assert str(error) == "Skill must be at least 3." and error.field == "skill"


@pytest.mark.parametrize("value, expected", [(5, 5), ("12", 12), (" 7 ", 7), (3.0, 3)])
def test_whole_numbers_are_accepted_from_numbers_and_form_text(value, expected):
    assert validate.whole(value, "skill") == expected


@pytest.mark.parametrize("value", [True, "x", 2.5, None, [1], "1.5"])
def test_anything_but_a_whole_number_is_refused(value):
    with pytest.raises(RulesError):
        validate.whole(value, "skill")


def test_bounds_are_checked_and_named():
    with pytest.raises(RulesError, match="at least 3"):
        validate.whole(2, "Skill", low=3)
    with pytest.raises(RulesError, match="at most 20"):
        validate.whole(21, "Skill", high=20)


def test_choices_are_checked_and_listed():
    assert validate.choice("cr", "damage type", ("cr", "cut")) == "cr"
    with pytest.raises(RulesError, match="cr, cut"):
        validate.choice("bash", "damage type", ("cr", "cut"))


@pytest.mark.parametrize("value, expected", [(2.5, 3), (3.5, 4), (2.4, 2), (-2.5, -2), (0.5, 1), (7, 7)])
def test_halves_round_up_never_to_even(value, expected):
    assert round_half_up(value) == expected


def test_a_number_too_large_to_print_is_refused_with_a_short_message():
    for value in (10**5000, -(10**5000), "9" * 5000, "-" + "9" * 5000):
        with pytest.raises(RulesError) as raised:
            validate.whole(value, "Skill", low=3, high=20)
        assert len(raised.value.message) < 80


def test_a_long_line_of_text_is_not_repeated_back_in_full():
    with pytest.raises(RulesError) as raised:
        validate.whole("x" * 100_000, "Skill")
    assert len(raised.value.message) < 80


def test_an_unknown_choice_is_named_briefly():
    with pytest.raises(RulesError) as raised:
        validate.choice("y" * 10_000, "damage type", ("cr", "cut"))
    assert len(raised.value.message) < 100


@pytest.mark.parametrize("value, expected", [("00", 100), (100, 100), ("01", 1), ("57", 57), (57, 57), (" 00 ", 100)])
def test_a_percentile_written_00_is_100(value, expected):
    assert validate.percentile(value, "Roll") == expected


@pytest.mark.parametrize("value", ["0", 0, "000", "101", pytest.param(10**5000, id="huge")])
def test_a_percentile_of_0_is_never_read_as_00(value):
    with pytest.raises(RulesError):
        validate.percentile(value, "Roll")


@pytest.mark.parametrize("value, text", [(12, "12"), (2.5, "2.5"), (3.0, "3"),
                                         pytest.param(10**5000, "a number that large", id="huge"),
                                         pytest.param(-(10**5000), "a number that small", id="-huge"),
                                         ("z" * 50, "z" * 23 + "…")])
def test_a_value_is_shown_short_whatever_its_size(value, text):
    assert shown(value) == text


def test_a_fraction_is_repeated_as_a_short_number_and_a_huge_one_in_words():
    from fractions import Fraction

    assert shown(Fraction(7, 2)) == "3.5" and shown(Fraction(6, 2)) == "3"
    assert shown(Fraction(10**30, 3)) == "a number that large"
    assert shown(Fraction(-(10**30), 3)) == "a number that small"
