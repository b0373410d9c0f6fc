import pytest

from pyrules import RulesError
from pyrules.core.errors import require_choice, require_int
from pyrules.core.rounding import round_half_up


def test_a_rules_error_is_a_value_error_with_a_players_message():
    error = RulesError("Skill must be at least 3.", "skill")
    assert isinstance(error, ValueError)
    assert str(error) == "Skill must be at least 3." and error.field == "skill"


@pytest.mark.parametrize("value, expected", [(5, 5), ("12", 12), (" 7 ", 7), (3.0, 3)])
def test_whole_numbers_are_accepted_from_numbers_and_form_text(value, expected):
    assert require_int(value, "skill") == expected


@pytest.mark.parametrize("value", [True, "x", 2.5, None, [1], "1.5"])
def test_anything_but_a_whole_number_is_refused(value):
    with pytest.raises(RulesError):
        require_int(value, "skill")


def test_bounds_are_checked_and_named():
    with pytest.raises(RulesError, match="at least 3"):
        require_int(2, "Skill", low=3)
    with pytest.raises(RulesError, match="at most 20"):
        require_int(21, "Skill", high=20)


def test_choices_are_checked_and_listed():
    assert require_choice("cr", "damage type", ("cr", "cut")) == "cr"
    with pytest.raises(RulesError, match="cr, cut"):
        require_choice("bash", "damage type", ("cr", "cut"))


@pytest.mark.parametrize("value, expected", [(2.5, 3), (3.5, 4), (2.4, 2), (-2.5, -2), (0.5, 1), (7, 7)])
def test_halves_round_up_never_to_even(value, expected):
    assert round_half_up(value) == expected
