"""Numbers too large for Python to print, and other hostile values, get a short RulesError from every public
function, and every calculator's refusal lands beside one of its own fields."""

import random

import pytest

import pyrules.gurps as gurps
from pyrules import RulesError
from pyrules.gurps.ranged import rapid_fire
from pyrules.gurps.ruleset import RULESET

HUGE = 10**5000
HOSTILE = (HUGE, -HUGE, "9" * 5000, "-" + "9" * 5000, 1e300, -1e300, float("inf"), float("nan"), "x" * 100_000,
           None, True, 2.5, [], 10**17)
MESSAGE_LIMIT = 240

# Each public function with arguments it accepts; every argument in turn is replaced by each hostile value.
CALLS = {
    "hit_location": (10,),
    "success_roll": (12, 10),
    "success_chance": (12,),
    "injury": (8, 2, "cut", "neck", 10),
    "range_modifier": (30,),
    "rapid_fire_bonus": (10,),
    "chances": (12,),
    "effective_skill": (12,),
    "SkillInput": (12, "melee", "all_out_attack", "strong"),
    "active_defense": ("dodge", 8),
    "DefenseInput": ("parry", 12, "melee", "judo", "attack", "standing", 0, 2),
    "wound": (8, 2, "cut", "neck", 10),
    "shock_penalty": (3, "groin", 10),
    "hp_status": (5, 10),
    "fp_status": (5, 10),
    "fatigue_loss": (5, 10, 3),
    "death_checks_crossed": (5, -12, 10),
    "bleeding_modifier": (3,),
    "bleeding_check": (10, 3, 10),
    "death_check": (10, 10),
    "mortal_wound_check": (10, 10),
    "knockdown_check": (10, 10),
    "stun_recovery": (10, 10),
    "turn_order_key": (5.5, 10),
}


def _cases():
    for name, args in CALLS.items():
        for place in range(len(args)):
            for value in HOSTILE:
                yield pytest.param(name, args, place, value, id=f"{name}-{place}-{type(value).__name__}")


def test_every_public_function_with_arguments_is_covered():
    public = {name for name in gurps.__all__ if name not in ("RulesError", "turn_order")}
    assert public == set(CALLS)


@pytest.mark.parametrize("name, args, place, value", list(_cases()))
def test_a_public_function_answers_or_refuses_briefly_whatever_it_is_given(name, args, place, value):
    call = list(args)
    call[place] = value
    try:
        result = getattr(gurps, name)(*call)
    except RulesError as error:
        assert len(error.message) <= MESSAGE_LIMIT
        return
    repr(result)  # an answer prints: no number past what Python will print


@pytest.mark.parametrize("call", [
    lambda: gurps.hit_location(HUGE), lambda: gurps.success_roll(12, HUGE), lambda: gurps.success_roll(HUGE, 10),
    lambda: gurps.success_chance(HUGE), lambda: gurps.injury(HUGE, 0, "cr"), lambda: gurps.injury(5, HUGE, "cr"),
    lambda: gurps.injury(5, 0, "cr", "torso", HUGE), lambda: gurps.range_modifier(-HUGE),
    lambda: gurps.rapid_fire_bonus(HUGE), lambda: gurps.rapid_fire_bonus(-HUGE), lambda: gurps.hit_location(-HUGE),
])
def test_numbers_too_large_to_print_are_refused_with_a_short_message(call):
    with pytest.raises(RulesError) as error:
        call()
    assert len(error.value.message) <= MESSAGE_LIMIT
    assert "a number that large" in error.value.message or "a number that small" in error.value.message


def test_a_rapid_fire_count_of_10_to_the_5000_shots_is_refused_not_turned_into_a_huge_bonus():
    with pytest.raises(RulesError) as error:
        rapid_fire(HUGE)
    assert error.value.field == "shots"
    assert rapid_fire(10_000).bonus == 106


def test_a_huge_distance_is_extreme_range():
    assert gurps.range_modifier(HUGE) == -15


# -- every calculator's refusal names one of its own fields ------------------------------

def answer(key, raw):
    return RULESET.tool(key).answer(raw, random.Random(1))


@pytest.mark.parametrize("key, raw, field", [
    ("gurps-skill", {"base": "99", "roll_for": "ranged", "shots": "10001"}, "shots"),
    ("gurps-skill", {"base": "12", "shock": "1000001"}, "shock"),
    ("gurps-skill", {"base": "12", "hp": "10001"}, "hp"),
    ("gurps-skill", {"base": "12", "options": ["disarm"]}, "options"),
    ("gurps-skill", {"base": "12", "roll_for": "task", "options": ["telegraphic"]}, "options"),
    ("gurps-defense", {"base": "9", "defense": "parry", "options": ["drop"]}, "options"),
    ("gurps-injury", {"damage": "5", "options": ["tight_beam"]}, "options"),
    ("gurps-injury", {"damage": "5", "damage_type": "cut", "location": "vitals"}, "damage_type"),
    ("gurps-injury", {"damage": "5", "current_hp": "-50"}, "current_hp"),
    ("gurps-injury", {"damage": "5", "current_hp": "-100000000"}, "current_hp"),
    ("gurps-location", {"roll": "10", "shots": "10001"}, "shots"),
    ("gurps-condition", {"hp": "100000000000", "max_hp": "10"}, "hp"),
])
def test_a_calculators_refusal_lands_beside_the_field_it_is_about(key, raw, field):
    with pytest.raises(RulesError) as error:
        answer(key, raw)
    assert error.value.field == field
    assert len(error.value.message) <= MESSAGE_LIMIT


def test_a_skill_that_modifiers_take_past_99_still_answers_and_rolls():
    _, result = answer("gurps-skill", {"base": "99", "roll_for": "ranged", "shots": "10000", "roll": "10"})
    assert result.headline == "Success by 195 (effective skill 205)"


def test_a_defense_that_modifiers_take_past_99_still_answers():
    _, result = answer("gurps-defense", {"defense": "dodge", "base": "99", "maneuver": "all_out_defense",
                                         "options": ["retreat"]})
    assert result.headline.startswith("Dodge 104:")
