"""TAL rules a game master checks at the table: fatigue in attacks, 00 in checks, moving targets,
percentiles written 00, and time spent resting in the tracker."""

import random

import pytest

from pyrules import RulesError, tal
from pyrules.core.encounter import Encounter, actions as A
from pyrules.tal.attack import AttackInput, resolve_attack
from pyrules.tal.concentration import concentration_check
from pyrules.tal.firing import firing_shifts
from pyrules.tal.ruleset import RULESET
from pyrules.tal.task_modifiers import resolve_task


def answer(key, raw):
    return RULESET.tool(key).answer(raw, random.Random(7))


# -- fatigue applies to attacks (l.16-18) ----------------------------------------------------

def test_a_fatigued_attacker_adds_5_and_a_taxed_one_10_to_the_attack_roll():
    assert resolve_attack(AttackInput(57, 40, fatigue="fatigued")).modified_roll == 45
    assert resolve_attack(AttackInput(57, 40, fatigue="taxed")).modified_roll == 50


def test_a_spent_attacker_takes_no_offensive_action():
    assert answer("tal-attack", {"skill": "57", "roll": "40", "fatigue": "spent"})[1].headline == "No attack: Spent"


# -- 00 always fails a check (l.84) ----------------------------------------------------------

@pytest.mark.parametrize("difficulty", ["very-easy", "easy", "average", "difficult"])
def test_a_rolled_00_fails_a_task_whatever_the_modified_skill(difficulty):
    assert not resolve_task(difficulty, 100, 100).success
    assert answer("tal-task", {"difficulty": difficulty, "skill": "00", "roll": "00"})[1].headline == \
        "Failure: a rolled 00"


def test_a_rolled_00_fails_a_concentration_check_whatever_the_control():
    assert not concentration_check("walking", 100, "00").success


def test_the_task_answer_names_the_difficulty_once():
    lines = answer("tal-task", {"difficulty": "easy", "skill": "50", "roll": "20"})[1].lines
    assert sum("Easy" in line.label for line in lines) == 1


# -- firing (l.100-116) ----------------------------------------------------------------------

def test_an_erratic_target_is_a_moving_target_too_two_categories_in_all():
    assert sum(m.value for m in firing_shifts(target_erratic=True)) == -2
    assert sum(m.value for m in firing_shifts(target_moving=True, target_erratic=True)) == -2


# -- percentiles: 00 is 100, 0 is refused ----------------------------------------------------

def test_public_functions_read_00_as_100():
    assert tal.number_of_rolls("00") == tal.number_of_rolls(100)
    assert tal.hit_points("00") == tal.hit_points(100)
    assert tal.unconsciousness("00", 50) == tal.unconsciousness(100, 50)
    assert tal.attack_category("00", "00") == tal.attack_category(100, 100)


@pytest.mark.parametrize("tool, field, raw", [
    ("tal-attack", "skill", {"skill": "0", "roll": "05"}),
    ("tal-character", "constitution", {"part": "hit-points", "constitution": "0"}),
])
def test_a_typed_0_is_refused_beside_its_field_never_read_as_00(tool, field, raw):
    with pytest.raises(RulesError) as refused:
        answer(tool, raw)
    assert refused.value.field == field and "at least 1" in refused.value.message


@pytest.mark.parametrize("function, args", [
    (tal.number_of_rolls, (10**5000,)), (tal.hit_points, ("9" * 5000,)), (tal.evasion, (10**5000,)),
    (tal.attack_category, (10**5000, 5)), (tal.unconsciousness, (50, 10**5000)), (tal.fatigue_level, (10**5000, 1)),
])
def test_numbers_too_large_to_print_are_refused_briefly(function, args):
    with pytest.raises(RulesError) as refused:
        function(*args)
    assert len(refused.value.message) < 100


# -- the tracker: time spent resting --------------------------------------------------------

def _resting_ann(**stats):
    enc = Encounter.new("tal").apply(A.add("Ann", side="party", stats={"constitution": 60, **stats}))
    return enc.apply(A.damage(enc.named("Ann").id, 10, "SHP"))


def test_shp_come_back_for_time_spent_resting_counted_across_passes_of_time():
    enc = _resting_ann(rest="resting").apply(A.time_passes(minutes=25))
    assert any("heals 2 SHP" in r.text for r in enc.reminders)
    enc = enc.apply(A.time_passes(minutes=5))  # 30 minutes in all: the third point
    assert any("heals 1 SHP" in r.text for r in enc.reminders)


def test_an_active_character_heals_no_shp_as_time_passes():
    enc = _resting_ann(rest="active").apply(A.time_passes(minutes=30))
    assert not any("SHP" in r.text and "heals" in r.text for r in enc.reminders)


def test_the_longest_time_the_page_lets_pass_never_fails():
    enc = _resting_ann(rest="asleep").apply(A.time_passes(hours=10_000))
    assert enc.clock == 10_000 * 3600


def test_an_unconscious_combatant_shows_no_evasion():
    enc = _resting_ann(down="unconscious")
    assert not any(s.startswith("Evasion") for s in enc.view().order[0].status)
