"""The odds a calculator tells before its roll, and the dice roller's chance of its target."""

from fractions import Fraction

import pytest

from pyrules.core.odds import Odds, roll_at_least, roll_at_most, to_a_tenth
from pyrules.core.roller import ROLLER
from pyrules.core.tools import Answer, Field, Tool


def test_odds_read_as_the_chance_and_what_the_roll_must_do():
    assert Odds(Fraction(5, 8), "roll 13 or less on 3d6").text == "Chance to succeed: 62.5% (roll 13 or less on 3d6)"
    assert Odds(Fraction(1, 2), "roll 11 or less on d20", "to hit").text == "Chance to hit: 50% (roll 11 or less on d20)"


@pytest.mark.parametrize("p, shown", [(Fraction(5, 8), "62.5%"), (Fraction(1, 2), "50%"), (Fraction(1, 216), "0.5%"),
                                       (Fraction(181, 216), "83.8%"), (Fraction(0), "0%"), (Fraction(1), "100%"),
                                       (Fraction(1, 10000), "<0.1%"), (Fraction(9999, 10000), ">99.9%")])
def test_the_odds_give_a_chance_to_a_tenth_of_a_percent(p, shown):
    assert to_a_tenth(p) == shown


def test_rolling_at_most_or_at_least_tells_its_exact_chance():
    assert roll_at_most("3d6", 10).chance == Fraction(1, 2)
    assert roll_at_least("d12+d4", 11, shown="d12 + d4").needs == "roll 11 or more on d12 + d4"
    assert roll_at_most("d20", -3).needs == "roll −3 or less on d20"


def test_the_dice_roller_tells_the_chance_of_its_target_before_rolling():
    assert ROLLER.chance({"notation": "3d6", "target": "5"}).text == "Chance to succeed: 4.6% (roll 5 or less on 3d6)"
    odds = ROLLER.chance({"notation": "d12+d4", "target": "11", "direction": "at_least"})
    assert odds.chance == Fraction(18, 48) and odds.needs == "roll 11 or more on d12+d4"


def test_the_dice_roller_without_a_target_or_with_bad_dice_tells_nothing():
    assert ROLLER.chance({"notation": "3d6", "target": ""}) is None
    assert ROLLER.chance({"notation": "3q6", "target": "5"}) is None


def _odds_of_roll_at_most_skill(values):
    assert values["roll"] is None  # the roll is what the odds are about
    return roll_at_most("d6", values["skill"])


TOOL = Tool("t-odds", "Odds", (Field("skill", "Skill", "int", low=1, high=6), Field("roll", "Roll", "roll", die="d6")),
            lambda values, rng: Answer("?"), odds_field="roll", before_roll=_odds_of_roll_at_most_skill)


def test_a_tool_tells_its_odds_from_the_values_entered_without_the_roll():
    assert TOOL.chance({"skill": "4", "roll": "6"}).chance == Fraction(4, 6)
    assert TOOL.odds({"skill": "4"}) == Fraction(4, 6)


def test_a_tool_tells_no_odds_while_a_value_it_needs_cannot_be_read():
    assert TOOL.chance({"skill": "9"}) is None  # off its field's range
    assert TOOL.chance({"skill": ""}) is None


def test_the_odds_are_kept_so_a_keystroke_costs_a_look_up():
    from pyrules.core import odds

    roll_at_most("3d6", 12)
    before = odds._cumulative.cache_info().hits
    roll_at_most("3d6", 12)
    assert odds._cumulative.cache_info().hits == before + 1


def test_odds_counted_over_every_result_of_the_die_say_how_many_succeed():
    from pyrules.tal.ruleset import RULESET as TAL

    assert TAL.tool("tal-attack").chance({"skill": "57"}).text == "Chance to hit: 57% (57/100 on d100)"
