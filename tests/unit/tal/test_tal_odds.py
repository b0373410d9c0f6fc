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


ATTACK = RULESET.tool("tal-attack")


def _hits_counted_roll_by_roll(**entries):
    """Every attack roll against every defender's roll, resolved as the attack resolves them."""
    from pyrules.tal.attack import AttackInput, resolve_attack

    defense_rolls = range(1, 101) if entries.get("defender", "none") != "none" else (None,)
    hits = sum(resolve_attack(AttackInput(roll=roll, defense_roll=defended, **entries)).category != "miss"
               for roll in range(1, 101) for defended in defense_rolls)
    return Fraction(hits, 100 * len(defense_rolls))


def test_an_attack_at_skill_57_with_nothing_else_hits_on_57_rolls_of_100():
    odds = ATTACK.chance({"skill": "57"})
    assert odds.chance == Fraction(57, 100)
    assert odds.text == "Chance to hit: 57% (57/100 on d100)"


def test_the_chance_to_hit_counts_every_roll_of_a_defender_whose_roll_is_left_blank():
    odds = ATTACK.chance({"skill": "57", "defender": "active", "defense_skill": "50"})
    assert odds.chance == _hits_counted_roll_by_roll(skill=57, defender="active", defense_skill=50)
    assert odds.needs.endswith("on d100 and the defender’s d100")


def test_the_chance_to_hit_follows_stance_fatigue_shifts_and_evasion_as_the_attack_resolves_them():
    entries = dict(skill=80, stance="cautious", fatigue="taxed", cover="50", evasion=3)
    odds = ATTACK.chance({key: str(value) for key, value in entries.items()})
    assert odds.chance == _hits_counted_roll_by_roll(**entries)


def test_a_spent_attacker_has_no_chance_to_show():
    assert ATTACK.chance({"skill": "57", "fatigue": "spent"}) is None
