"""Every Cortex function refuses what it cannot use with a short RulesError, whatever it is handed:
numbers too large for Python to print, very long text, the wrong type. And a calculator's
refusal always lands on one of its own fields."""

import random

import pytest

import pyrules
from pyrules import cortex
from pyrules.cortex import chances, damage, defense, initiative, movement, rolls, states, steps
from pyrules.cortex.ruleset import RULESET

HOSTILE = (10**5000, -(10**5000), "9" * 5000, "-" + "9" * 5000, "d" + "6" * 5000, "9" * 5000 + "d6",
           "x" * 100_000, "d6+" * 40_000, "", None, 1.5, float("nan"), True, [], "d666")
MESSAGE_LIMIT = 240


def _calls():
    """(name, function, good arguments) for each public function and each internal one a form caps."""
    rng = random.Random(1)
    return [
        ("chance", cortex.chance, ("d8+d6", 7)),
        ("step", cortex.step, ("d8", 1)),
        ("basic_damage", cortex.basic_damage, (15, 11)),
        ("life_points", cortex.life_points, ("d8", "d6")),
        ("damage_state", cortex.damage_state, (14, 3, 4, 0)),
        ("botch_chance", chances.botch_chance, ("d8+d6",)),
        ("difficulty_odds", chances.difficulty_odds, ("d8+d6", 7)),
        ("pool_odds", chances.pool_odds, ("d8+d6",)),
        ("parse_die", steps.parse_die, ("d8",)),
        ("shift", steps.shift, ("d8", "d6", -2)),
        ("build_roll", rolls.build_roll, ("d8", "d6")),
        ("roll_pool", lambda sides, total: rolls.roll_pool((8, 6), rng, total=total), ((8, 6), 7)),
        ("weapon_damage", lambda weapon, roll: damage.weapon_damage(weapon, weapon_roll=roll), ("d6", 3)),
        ("damage", lambda attack, difficulty, weapon, armor: damage.damage(attack, difficulty, weapon, armor=armor),
         (15, 11, "3", 1)),
        ("difficulty_to_hit", lambda kind, agility, skill, roll: defense.difficulty_to_hit(
            defense.DefenseInput(kind, agility, skill, roll=roll)),
         ("dodge", "d8", "d6", 7)),
        ("pitch_black", lambda targets: defense.pitch_black(targets, rng), ([("Mal", "d8")],)),
        ("initiative", lambda combatants: initiative.initiative(combatants, rng), ("Mal d8 d6",)),
        ("movement", lambda pace, other: movement.movement(pace, "d8", roll=None, rng=rng, other_actions=other),
         ("run", 0)),
        ("passing_out_difficulty", states.passing_out_difficulty, (1,)),
        ("dying_difficulty", states.dying_difficulty, (1,)),
        ("take_damage", states.take_damage, (3, 4, 0, 2, 2)),
        ("convert_shock_point", states.convert_shock_point, (3, 2)),
    ]


CALLS = _calls()


@pytest.mark.parametrize("name, function, good", CALLS, ids=[c[0] for c in CALLS])
def test_every_function_answers_or_refuses_briefly_whatever_each_argument_is(name, function, good):
    function(*good)
    for place in range(len(good)):
        for bad in HOSTILE:
            args = list(good)
            args[place] = bad
            try:
                function(*args)
            except pyrules.RulesError as error:
                assert len(error.message) <= MESSAGE_LIMIT, f"{name}: argument {place}: {error.message[:80]}…"
                assert len(str(error)) <= MESSAGE_LIMIT


def test_the_public_functions_name_the_argument_at_fault():
    cases = [
        (lambda: cortex.chance("d666" + "6" * 5000, 7), "dice"),
        (lambda: cortex.chance("d8+d6", 10**5000), "difficulty"),
        (lambda: cortex.step("d8", "9" * 5000), "steps"),
        (lambda: cortex.step("d" + "8" * 5000, 1), "die"),
        (lambda: cortex.basic_damage(10**5000, 3), "attack"),
        (lambda: cortex.basic_damage(12, "9" * 5000), "difficulty"),
        (lambda: cortex.life_points("d8", "x" * 10_000), "willpower"),
        (lambda: cortex.life_points("d0", "d6"), "vitality"),
    ]
    for call, field in cases:
        with pytest.raises(pyrules.RulesError) as error:
            call()
        assert error.value.field == field
        assert len(error.value.message) <= MESSAGE_LIMIT


def test_a_huge_pool_count_is_refused_before_any_die_is_listed():
    with pytest.raises(pyrules.RulesError, match="at most 12 dice"):
        cortex.chance("99999999999d6", 7)
    with pytest.raises(pyrules.RulesError, match="at most 12 dice"):
        cortex.chance("9" * 5000 + "d6", 7)


def test_a_refusal_quotes_a_long_input_only_in_part():
    with pytest.raises(pyrules.RulesError) as error:
        initiative.parse_combatants("Mal " + "d9" * 3000)
    assert len(error.value.message) < 120


# ---- calculators: the field at fault is one of the tool's own

def answer(key, raw):
    return RULESET.tool(key).answer(raw, random.Random(1))


@pytest.mark.parametrize(
    "key, raw, field",
    [
        ("cortex-initiative", {"combatants": "Mal d7 d6"}, "combatants"),
        ("cortex-initiative", {"combatants": "9" * 5000}, "combatants"),
        ("cortex-initiative", {"combatants": "Mal d8 d6 d4"}, "combatants"),
        ("cortex-defense", {"visibility": "pitch_black", "targets": "Mal d7"}, "targets"),
        ("cortex-defense", {"visibility": "pitch_black", "targets": "Mal d8 d6"}, "targets"),
        ("cortex-defense", {"visibility": "pitch_black", "targets": "Mal d8+d6"}, "targets"),
        ("cortex-movement", {"pace": "run", "other_actions": "12"}, "other_actions"),
        ("cortex-damage", {"attack": "15", "difficulty": "11", "weapon": "d6", "weapon_roll": "9" * 5000},
         "weapon_roll"),
        ("cortex-damage", {"attack": "15", "difficulty": "11", "weapon": "d6" * 5000}, "weapon"),
    ],
)
def test_a_calculator_refusal_names_one_of_its_own_fields_briefly(key, raw, field):
    with pytest.raises(pyrules.RulesError) as error:
        answer(key, raw)
    assert error.value.field == field
    assert error.value.field in {f.name for f in RULESET.tool(key).fields}
    assert len(error.value.message) <= MESSAGE_LIMIT


def test_a_pitch_black_target_is_one_agility_die_read_without_rewriting_the_message():
    with pytest.raises(pyrules.RulesError) as error:
        answer("cortex-defense", {"visibility": "pitch_black", "targets": "Mal d8 d6"})
    assert "the Agility die (Mal d8)" in error.value.message
    assert "Alertness" not in error.value.message
    _, result = answer("cortex-defense", {"visibility": "pitch_black", "targets": "Mal d12+d2, Zoe d8"})
    assert next(line for line in result.lines if line.label == "Mal").note.startswith("d12+d2, ")


def test_run_leaves_room_for_eleven_other_actions_and_hustle_for_twelve():
    assert movement.movement("run", "d8", rng=random.Random(1), other_actions=11).extra_actions == 12
    assert movement.movement("hustle", other_actions=12).extra_actions == 12
