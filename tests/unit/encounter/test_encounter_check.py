"""The encounter's checks of plain data read numbers through the validation kit, in their own words."""

import math

import pytest

from pyrules import RulesError
from pyrules.core.encounter import check


@pytest.mark.parametrize("raw, value", [("5,25", 5.25), ("5.25", 5.25), (" 12 ", 12), (-3, -3), (1e9, 1e9)])
def test_a_stored_number_is_an_int_or_a_float_and_its_text_takes_a_comma_or_a_point(raw, value):
    assert check.number(raw, "initiative") == value


def test_a_blank_number_is_none_only_when_optional():
    assert check.number(" ", "tiebreak", optional=True) is None
    with pytest.raises(RulesError, match="^tiebreak must be a number.$"):
        check.number(None, "tiebreak")


@pytest.mark.parametrize("raw, said", [
    (True, "must be a number"), ("fast", "must be a number"), ([1], "must be a number"),
    (math.nan, "must be a finite number"), ("nan", "must be a finite number"), ("9" * 5000, "must be a finite number"),
    (math.inf, "must be a finite number"), (2e9, "is too large"), ("-1000000001", "is too large")])
def test_a_stored_number_that_is_not_one_or_is_past_a_billion_is_refused_naming_its_path(raw, said):
    with pytest.raises(RulesError) as refused:
        check.number(raw, "combatants[2].initiative")
    assert refused.value.message == f"combatants[2].initiative {said}."
    assert refused.value.field == "combatants[2].initiative"
