"""pyrules as a script or a notebook uses it: a tracker by its ruleset's key, a calculator by its key."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

import pyrules
from pyrules import RulesError

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.cpython_only
def test_an_encounter_of_a_ruleset_starts_without_importing_its_tracker_first():
    script = ("from pyrules.core.encounter import Encounter, actions\n"
              "enc = Encounter.new('gurps').apply(actions.add('Orc', stats={'hp': 12}))\n"
              "orc = enc.state.combatants[0]\n"
              "print(enc.plugin.name, enc.plugin.pools.resource(orc, 'HP').maximum)")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["GURPS", "12"]


def test_an_unknown_ruleset_is_still_refused_by_name():
    from pyrules.core.encounter import Encounter

    with pytest.raises(RulesError, match="Unknown ruleset “hero”"):
        Encounter.new("hero")


def test_a_calculator_answers_by_its_key_with_its_fields_as_keywords():
    answer = pyrules.answer("gurps-skill", base=12, roll=10)
    assert answer.headline == "Success by 2 (effective skill 12)"


def test_fields_left_out_take_their_defaults_and_rolls_left_out_are_rolled_with_the_rng_given():
    from pyrules.core.dice import roll

    rolled = roll("3d6", random.Random(7)).total
    assert pyrules.answer("gurps-success", skill=12, rng=random.Random(7)).headline == \
        pyrules.answer("gurps-success", skill=12, roll=rolled).headline == f"Success by {12 - rolled}"


def test_a_bad_value_or_an_unknown_field_is_a_rules_error_naming_the_field():
    with pytest.raises(RulesError) as bad:
        pyrules.answer("gurps-skill", base="twelve")
    assert bad.value.field == "base"
    with pytest.raises(RulesError, match="no field “bonus”") as unknown:
        pyrules.answer("gurps-skill", bonus=2)
    assert unknown.value.field == "bonus"
    with pytest.raises(RulesError, match="No tool called"):
        pyrules.answer("gurps-nothing")
