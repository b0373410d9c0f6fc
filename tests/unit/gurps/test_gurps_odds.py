"""The chance before a GURPS roll, and the active defense rolled like every other roll."""

import random
from fractions import Fraction

import pytest

from pyrules import answer
from pyrules.gurps.criticals import chances_at, highest_success, judge
from pyrules.gurps.ruleset import RULESET

SUCCESS = RULESET.tool("gurps-success")
DEFENSE = RULESET.tool("gurps-defense")


def test_a_success_roll_at_skill_13_shows_its_chance_before_the_roll():
    odds = SUCCESS.chance({"skill": "13"})
    assert odds.chance == Fraction(181, 216)
    assert odds.text == "Chance to succeed: 83.8% (roll 13 or less on 3d6)"


def test_a_skill_past_16_still_fails_on_17_and_18():
    assert SUCCESS.chance({"skill": "20"}).text == "Chance to succeed: 98.1% (roll 16 or less on 3d6)"


def test_a_skill_below_3_still_succeeds_on_3_and_4():
    odds = SUCCESS.chance({"skill": "-2"})
    assert odds.chance == Fraction(4, 216) and odds.needs == "roll 4 or less on 3d6"


def test_a_skill_that_cannot_be_read_shows_no_odds():
    assert SUCCESS.chance({"skill": "twelve"}) is None
    assert SUCCESS.chance({"skill": ""}) is not None  # blank is the default skill, 12


@pytest.mark.parametrize("skill", range(-12, 25))
def test_every_roll_up_to_the_highest_success_succeeds_and_none_above_it(skill):
    top = highest_success(skill)
    assert [judge(skill, roll).success for roll in range(3, 19)] == [roll <= top for roll in range(3, 19)]
    assert SUCCESS.chance({"skill": str(skill)}).chance == chances_at(skill).success


def test_an_active_defense_with_its_roll_blank_gives_its_chance():
    _, result = DEFENSE.answer({"base": "9"})
    assert result.headline == "Dodge 9: 37.5% to succeed"  # 81/216: its half shown, never to even and result.outcome == "none"


def test_an_active_defense_rolled_at_or_under_the_effective_defense_succeeds():
    result = answer("gurps-defense", base="9", options=["retreat"], defense_roll="12")
    assert result.headline == "Dodge 12: Success by 0" and result.outcome == "success"
    assert ("3d6 roll", "12") in [(line.label, line.value) for line in result.lines]


def test_an_active_defense_of_a_stunned_defender_fails_over_its_effective_defense():
    result = answer("gurps-defense", base="9", options=["stunned"], defense_roll="6")
    assert result.headline == "Dodge 5: Failure by 1" and result.outcome == "failure"


def test_an_active_defense_rolled_4_is_a_critical_success_even_at_defense_3():
    result = answer("gurps-defense", base="3", defense_roll="4")
    assert result.headline == "Dodge 3: Critical success!" and result.outcome == "success"


def test_an_active_defense_left_blank_is_rolled_when_the_player_rolls():
    values, result = DEFENSE.answer({"base": "10"}, random.Random(4), roll_optional=True)
    assert 3 <= values["defense_roll"] <= 18
    assert result.outcome == ("success" if judge(10, values["defense_roll"]).success else "failure")


def test_an_active_defense_roll_off_3d6_is_refused_on_its_field():
    with pytest.raises(Exception) as refused:
        DEFENSE.answer({"base": "10", "defense_roll": "19"})
    assert refused.value.field == "defense_roll"


def test_the_active_defense_form_offers_a_roll_button():
    from screen.pages import tool_form

    assert ">Roll</button>" in str(tool_form(DEFENSE))
