"""The chance before a Cortex roll: the roll builder against its Difficulty, the defense against
the attack total, each the exact share of the dice's totals whose answer succeeds."""

import random
from fractions import Fraction

import pytest

from pyrules.core.odds import distribution
from pyrules.cortex.ruleset import RULESET

ROLL = RULESET.tool("cortex-roll")
DEFENSE = RULESET.tool("cortex-defense")


def counted(tool, raw, dice):
    """The share of the dice's totals, typed as the roll, whose answer is a success."""
    return sum((p for total, p in distribution(dice).items()
                if tool.answer({**raw, "roll": str(total)}, random.Random(0))[1].outcome == "success"),
               Fraction(0))


def test_d8_and_d6_against_average_7_succeed_11_times_in_16():
    odds = ROLL.chance({"attribute": "d8", "skill": "d6", "difficulty": "7"})
    assert odds.chance == Fraction(11, 16)
    assert odds.text == "Chance to succeed: 68.8% (roll 7 or more on d8 + d6)"


def test_a_botch_that_would_meet_the_difficulty_is_left_out_of_the_chance():
    odds = ROLL.chance({"attribute": "d6", "skill": "d4", "difficulty": "2"})
    assert odds.chance == Fraction(23, 24) and odds.needs == "roll 2 or more on d6 + d4, not all ones"


def test_the_step_modifiers_change_the_dice_the_chance_is_told_on():
    odds = ROLL.chance({"attribute": "d8", "skill": "d6", "difficulty": "7", "wounded": "true"})
    assert odds.needs == "roll 7 or more on d8 + d2"  # two steps down from the skill die
    assert odds.chance == Fraction(counted_at_least("d8+d2", 7), 16)


def counted_at_least(dice, target):
    sides = [int(d[1:]) for d in dice.split("+")]
    return sum(1 for a in range(1, sides[0] + 1) for b in range(1, sides[1] + 1) if a + b >= target)


def test_without_a_difficulty_the_roll_builder_has_no_chance_to_tell():
    assert ROLL.chance({"attribute": "d8", "skill": "d6"}) is None
    assert ROLL.chance({"attribute": "d8", "difficulty": "seven"}) is None


@pytest.mark.parametrize("raw", [
    {"attribute": "d8", "skill": "d6", "difficulty": "7"},
    {"attribute": "d6", "skill": "d4", "difficulty": "2"},
    {"attribute": "d12", "skill": "d12", "difficulty": "15", "steps": "3"},
])
def test_the_roll_builders_chance_is_the_share_of_totals_its_answer_calls_a_success(raw):
    dice = ROLL.chance(raw).needs.split(" on ")[1].split(",")[0].replace(" ", "")
    assert ROLL.chance(raw).chance == counted(ROLL, raw, dice)


def test_an_attack_of_7_hits_a_dodge_of_d6_and_d4_on_a_defense_roll_of_7_or_less():
    odds = DEFENSE.chance({"defense": "dodge", "agility": "d6", "skill": "d4", "attack": "7"})
    assert odds.chance == Fraction(3, 4)
    assert odds.text == "Chance to hit: 75% (defense roll 7 or less on d6 + d4)"


def test_against_a_block_a_tie_holds_so_the_attack_must_beat_the_roll():
    odds = DEFENSE.chance({"defense": "block", "agility": "d6", "skill": "d4", "attack": "7"})
    assert odds.chance == Fraction(7, 12) and odds.needs == "defense roll 6 or less on d6 + d4"


def test_cover_raises_the_difficulty_so_a_lower_defense_roll_is_needed():
    plain = DEFENSE.chance({"defense": "innate", "agility": "d8", "attack": "9"})
    covered = DEFENSE.chance({"defense": "innate", "agility": "d8", "attack": "9", "cover": "light"})
    assert plain.chance == 1 and covered.chance < plain.chance


@pytest.mark.parametrize("raw, dice", [
    ({"defense": "dodge", "agility": "d6", "skill": "d4", "attack": "7"}, "d6+d4"),
    ({"defense": "block", "agility": "d8", "skill": "d6", "attack": "9", "visibility": "dim"}, "d8+d6"),
    ({"defense": "innate", "agility": "d10", "attack": "8", "cover": "light"}, "d10"),
])
def test_the_defenses_chance_is_the_share_of_defense_rolls_the_attack_hits(raw, dice):
    assert DEFENSE.chance(raw).chance == counted(DEFENSE, raw, dice)


def test_without_an_attack_total_or_a_defense_roll_the_defense_has_no_chance_to_tell():
    assert DEFENSE.chance({"defense": "dodge"}) is None
    assert DEFENSE.chance({"defense": "unaware", "attack": "5"}) is None
    assert DEFENSE.chance({"visibility": "pitch_black", "attack": "5"}) is None
