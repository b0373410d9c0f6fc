"""The chance to hit before a melee or gun attack's d20: the Adjusted BCS or less on d20."""

from fractions import Fraction

from pyrules.aftermath.melee_attack import chance_to_hit, to_hit_modifiers
from pyrules.aftermath.ruleset import RULESET

MELEE = RULESET.tool("aftermath-melee")


def test_a_bcs_of_12_hits_on_12_or_less_on_d20():
    odds = MELEE.chance({"bcs": "12"})
    assert odds.chance == Fraction(12, 20)
    assert odds.text == "Chance to hit: 60% (roll 12 or less on d20, the Adjusted BCS)"


def test_the_targets_oda_and_the_situation_adjust_the_bcs_before_the_chance():
    odds = MELEE.chance({"bcs": "12", "oda": "3", "situations": "target_prone"})
    assert odds.chance == Fraction(11, 20) and odds.needs.startswith("roll 11 or less")


def test_the_chance_needs_only_what_the_roll_to_hit_reads():
    assert MELEE.chance({"bcs": "12", "strength": "", "wdm": ""}).chance == Fraction(12, 20)


def test_an_adjusted_bcs_off_the_d20_is_certain_or_hopeless():
    assert MELEE.chance({"bcs": "12", "oda": "20"}).text == "Chance to hit: 0% (roll −8 or less on d20, the Adjusted BCS)"
    assert MELEE.chance({"bcs": "25"}).chance == 1


def test_a_critical_marked_decides_the_hit_before_any_roll():
    assert MELEE.chance({"bcs": "5", "critical": "hit"}).text == "Chance to hit: 100% (a critical hit, marked)"
    assert MELEE.chance({"bcs": "15", "critical": "miss"}).chance == 0


def test_several_shuriken_at_once_are_each_at_minus_that_many():
    chance, adjusted = chance_to_hit(12, to_hit_modifiers(thrown=3))
    assert (chance, adjusted) == (Fraction(9, 20), 9)


def test_a_bcs_not_yet_entered_shows_no_chance():
    assert MELEE.chance({"bcs": ""}) is None
    assert MELEE.chance({"bcs": "twelve"}) is None


GUN = RULESET.tool("aftermath-gun")


def _hits_on_every_d20(entries):
    """The gun attack answered for each of the 20 rolls, as its Roll button would."""
    import random

    return Fraction(sum(GUN.answer({**entries, "roll": str(roll)}, random.Random(0))[1].outcome == "success"
                        for roll in range(1, 21)), 20)


def test_a_gun_attack_tells_its_chance_from_the_adjusted_bcs_before_the_d20():
    odds = GUN.chance({"distance": "20", "bcs": "12"})
    assert odds.text == "Chance to hit: 65% (roll 13 or less on d20, the Adjusted BCS)"


def test_a_gun_attacks_chance_is_what_its_answers_make_of_every_d20():
    for entries in ({"distance": "20", "bcs": "12", "bdg": "10"},
                    {"distance": "20", "bcs": "12", "bdg": "10", "target": "running", "cda": "2"},
                    {"distance": "20", "bcs": "-3", "bdg": "10"}):
        assert GUN.chance(entries).chance == _hits_on_every_d20(entries)


def test_a_gun_attack_marked_a_critical_hit_always_hits():
    assert GUN.chance({"distance": "20", "bcs": "12", "critical": "hit"}).text == \
        "Chance to hit: 100% (a critical hit, marked)"
