"""The dice roller answers like any calculator: the roll, and how it stands against a target."""

import random
from fractions import Fraction

import pytest

from pyrules import RulesError
from pyrules.core.answers import outcome_of
from pyrules.core.odds import exactly
from pyrules.core.roller import ROLLER, roll_against
from screen.tones import tone_of


def test_a_roll_with_no_target_says_nothing_of_one_and_has_no_chance():
    result = roll_against("3d6", random.Random(1))
    assert len(result.rolled.dice) == 3 and result.met is None
    assert result.said == "" and tone_of(outcome_of(result.met)) == "neutral" and result.chance is None


def test_a_roll_under_its_target_is_made_and_carries_its_exact_chance():
    result = roll_against("3d6", random.Random(1), target=18)
    assert result.met and result.said == "Made it: ≤ 18" and tone_of(outcome_of(result.met)) == "good"
    assert result.chance == 1


def test_at_least_a_target_counts_up():
    result = roll_against("d20", random.Random(2), target=21, direction="at_least")
    assert result.met is False and result.said == "Missed: ≥ 21" and result.chance == 0


def test_the_answer_has_the_dice_as_they_fell_and_the_chance_as_a_fraction():
    values, answer = ROLLER.answer({"notation": "3d6", "target": "5", "direction": "at_most"}, random.Random(3))
    assert answer.roll.total == sum(answer.roll.faces) and len(answer.roll.faces) == 3
    assert "4.6% (5/108) chance" in answer.headline
    assert answer.detail == (answer.roll.explanation,)


def test_the_rollers_answer_is_a_success_when_the_target_is_met_and_a_failure_when_missed():
    _, made = ROLLER.answer({"notation": "3d6", "target": "18", "direction": "at_most"}, random.Random(5))
    _, missed = ROLLER.answer({"notation": "3d6", "target": "2", "direction": "at_most"}, random.Random(5))
    _, plain = ROLLER.answer({"notation": "3d6", "target": "", "direction": "at_most"}, random.Random(5))
    assert (made.outcome, missed.outcome, plain.outcome) == ("success", "failure", "none")
    assert tuple(tone_of(a.outcome) for a in (made, missed, plain)) == ("good", "bad", "neutral")


def test_without_a_target_the_answer_has_no_headline():
    _, answer = ROLLER.answer({"notation": "d100", "target": "", "direction": "at_most"}, random.Random(4))
    assert answer.headline == "" and answer.roll.total in range(1, 101)


@pytest.mark.parametrize("raw, field", [({"notation": "3q6"}, "notation"), ({"notation": "d1"}, "notation"),
                                         ({"notation": "3d6", "target": "five"}, "target"),
                                         ({"notation": "3d6", "direction": "sideways"}, "direction")])
def test_nonsense_is_refused_on_its_own_field(raw, field):
    with pytest.raises(RulesError) as refused:
        ROLLER.answer({"notation": "3d6", "target": "", "direction": "at_most", **raw}, random.Random(5))
    assert refused.value.field == field


def test_a_chance_reads_with_its_exact_fraction_only_between_never_and_always():
    assert exactly(Fraction(5, 108)) == "4.6% (5/108)"
    assert exactly(Fraction(1)) == "100%" and exactly(Fraction(0)) == "0%"


def test_blank_dice_roll_the_rollers_own_3d6():
    _, answer = ROLLER.answer({"notation": " ", "target": "", "direction": "at_most"}, random.Random(6))
    assert answer.roll.notation.text == "3d6"


def test_the_margin_is_how_far_the_total_lies_from_the_target():
    result = roll_against("3d6", random.Random(1), target=18)
    assert result.margin == 18 - result.rolled.total
    assert roll_against("3d6", random.Random(1)).margin is None
