"""The chance before a TAL task's d100: the modified skill or less, less the roll's modifiers."""

from fractions import Fraction

from pyrules.tal.ruleset import RULESET
from pyrules.tal.task_modifiers import highest_success, resolve_task

TASK = RULESET.tool("tal-task")


def test_an_average_task_at_skill_45_succeeds_on_45_or_less():
    odds = TASK.chance({"skill": "45"})
    assert odds.chance == Fraction(45, 100)
    assert odds.text == "Chance to succeed: 45% (roll 45 or less on d100)"


def test_a_taxed_character_adds_10_to_the_roll_so_needs_10_less():
    assert TASK.chance({"skill": "45", "fatigue": "taxed"}).needs == "roll 35 or less on d100"


def test_a_rolled_00_fails_even_at_skill_00():
    assert TASK.chance({"skill": "00"}).chance == Fraction(99, 100)


def test_a_task_that_needs_no_roll_is_certain():
    assert TASK.chance({"skill": "30", "difficulty": "extremely-easy"}).text == "Chance to succeed: 100% (no roll needed)"


def test_every_roll_up_to_the_highest_success_succeeds_and_none_above_it():
    for difficulty in ("easy", "average", "difficult", "nigh-impossible"):
        for fatigue in ("fresh", "taxed"):
            top = highest_success(difficulty, 60, fatigue)
            assert [resolve_task(difficulty, 60, roll, fatigue).success for roll in range(1, 101)] == \
                [roll <= top for roll in range(1, 101)]


def test_a_skill_not_yet_entered_shows_no_chance():
    assert TASK.chance({"skill": ""}) is None
    assert TASK.chance({"skill": "0"}) is None
