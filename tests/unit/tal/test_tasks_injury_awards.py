"""Task modifiers, unconsciousness, healing and plus points."""

import random

import pytest
from hypothesis import given, strategies as st

import pyrules
from pyrules.tal import unconsciousness
from pyrules.tal.data.injury import UNCONSCIOUSNESS
from pyrules.tal.healing_damage import plan_healing
from pyrules.tal.plus_points import tally_plus_points
from pyrules.tal.task_modifiers import DIFFICULTY, resolve_task, task_modifier
from pyrules.tal.unconsciousness_duration import duration, read_unconsciousness


@pytest.mark.parametrize(
    "difficulty, skill_mod, roll_mod",
    [
        ("very-easy", 80, 0), ("easy", 40, 0), ("average", 0, 0), ("slightly-challenging", 0, 10),
        ("difficult", 0, 30), ("very-difficult", 0, 50), ("extremely-difficult", 0, 70),
        ("nigh-impossible", 0, 90),
    ],
)
def test_each_difficulty_gives_its_printed_modifier(difficulty, skill_mod, roll_mod):
    m = task_modifier(difficulty)
    assert (m.skill_modifier, m.roll_modifier, m.no_roll_needed) == (skill_mod, roll_mod, False)


def test_a_difficulty_modifier_is_known_by_its_kind_beside_the_fatigue_penalty():
    """T14 l.175 and T2 l.17: the difficulty's +30 to the roll and Taxed's +10."""
    result = resolve_task("difficult", 50, 20, "taxed")
    assert [(m.kind, m.value) for m in result.roll_modifiers] == [(DIFFICULTY, 30), ("", 10)]


def test_an_extremely_easy_task_needs_no_roll():
    result = resolve_task("extremely-easy", 5)
    assert result.no_roll_needed and result.success and result.roll is None


def test_a_task_succeeds_at_or_under_the_modified_skill():
    assert resolve_task("easy", 30, 70).success
    assert not resolve_task("easy", 30, 71).success
    assert resolve_task("difficult", 60, 30).success
    assert not resolve_task("difficult", 60, 31).success
    assert resolve_task("average", 45, 45).success and not resolve_task("average", 45, 46).success


def test_fatigue_penalises_a_task_roll():
    assert resolve_task("average", 50, 45, "taxed").modified_roll == 55


def test_bad_task_inputs_are_refused():
    for args in (("trivial", 50, 50), ("average", 0, 50), ("average", 50, None), ("average", 50, 0),
                 ("average", 50, 50, "drowsy")):
        with pytest.raises(pyrules.RulesError):
            resolve_task(*args)


@pytest.mark.parametrize(
    "total, text",
    [
        (1, "1d10 minutes"), (33, "1d10 minutes"), (34, "1d10 x 10 minutes"), (67, "1d10 x 10 minutes"),
        (68, "1d10 hours"), (100, "1d10 hours"), (101, "1d10 days"), (110, "1d10 days"),
        (111, "Dead in 1d10 days"), (116, "Dead in 1d10 days"), (117, "Dead in 1d10 hours"),
        (122, "Dead in 1d10 hours"), (123, "Dead in 1d10 x 10 minutes"), (128, "Dead in 1d10 x 10 minutes"),
        (129, "Dead in 1d10 minutes"), (134, "Dead in 1d10 minutes"), (135, "Instant Death"),
        (300, "Instant Death"),
    ],
)
def test_unconsciousness_at_both_ends_of_every_row(total, text):
    roll, damage = min(total, 100), max(0, total - 100)
    assert unconsciousness(roll, damage) == text


@pytest.mark.parametrize("total, key, times, unit, dead", [
    (33, "minutes", 1, "minutes", False), (34, "tens_of_minutes", 10, "minutes", False), (100, "hours", 1, "hours", False),
    (110, "days", 1, "days", False), (111, "dead_in_days", 1, "days", True), (122, "dead_in_hours", 1, "hours", True),
    (123, "dead_in_tens_of_minutes", 10, "minutes", True), (134, "dead_in_minutes", 1, "minutes", True),
    (135, "instant_death", 0, None, True),
])
def test_each_unconsciousness_row_reads_as_its_key_duration_and_whether_the_character_dies(total, key, times, unit, dead):
    """T15, l.185-193."""
    read = read_unconsciousness(min(total, 100), max(0, total - 100))
    assert (read.key, read.times, read.unit, read.dead) == (key, times, unit, dead)


def test_the_last_deep_hit_point_doubles_the_roll_before_the_damage_is_added():
    assert read_unconsciousness(30, 5).total == 35
    assert read_unconsciousness(30, 5, True).total == 65
    assert unconsciousness(60, 15, last_deep_hp=True) == "Instant Death"
    assert unconsciousness(100, 0) == "1d10 hours"


@pytest.mark.parametrize(
    "roll, damage, last", [(0, 5, False), (101, 5, False), (50, -1, False), (50, 5, "yes"), (50.5, 5, False)]
)
def test_bad_unconsciousness_inputs_are_refused(roll, damage, last):
    with pytest.raises(pyrules.RulesError):
        unconsciousness(roll, damage, last)


def test_the_duration_rolls_its_d10_and_multiplies_by_10_where_printed():
    assert duration(read_unconsciousness(40, 0), 4).text == "40 minutes"
    assert duration(read_unconsciousness(10, 0), 1).text == "1 minute"
    assert duration(read_unconsciousness(90, 15), 3).text == "3 days"
    assert duration(read_unconsciousness(100, 35), 3) is None
    rolled = duration(read_unconsciousness(70, 0), rng=random.Random(7))
    assert 1 <= rolled.d10 <= 10 and rolled.unit == "hours"
    with pytest.raises(pyrules.RulesError):
        duration(read_unconsciousness(70, 0), 11)


@given(st.integers(1, 100), st.integers(0, 200), st.booleans())
def test_more_damage_never_gives_a_milder_row(roll, damage, last):
    rows = [row for row, _ in UNCONSCIOUSNESS]
    a = read_unconsciousness(roll, damage, last).row
    b = read_unconsciousness(roll, damage + 1, last).row
    assert rows.index(b) >= rows.index(a)


@pytest.mark.parametrize("activity, times", [("normal", 1), ("rest", 2), ("physician", 3)])
def test_dhp_heal_constitution_rolls_times_the_activitys_factor(activity, times):
    plan = plan_healing(80, activity, dhp_lost=13)
    assert plan.constitution.rolls == 3 and plan.dhp_per_day == 3 * times
    assert plan.days == -(-13 // (3 * times))


def test_shp_heal_one_per_10_minutes():
    assert plan_healing(50, shp_lost=7).shp_minutes == 70
    assert plan_healing(50).days == 0


def test_bad_healing_inputs_are_refused():
    for args, kwargs in (((0,), {}), ((50, "sleep"), {}), ((50,), {"dhp_lost": -1}), ((50,), {"shp_lost": "x"})):
        with pytest.raises(pyrules.RulesError):
            plan_healing(*args, **kwargs)


def test_plus_points_add_up_0_to_3_in_each_category():
    assert tally_plus_points().total == 0
    assert tally_plus_points(story=3, abilities=3, roleplaying=3, discretionary=3).total == 12
    assert tally_plus_points(story=2, roleplaying=1).total == 3


@pytest.mark.parametrize("kwargs", [{"story": 4}, {"roleplaying": -1}, {"bribery": 1}, {"story": 1.5}])
def test_bad_plus_points_are_refused(kwargs):
    with pytest.raises(pyrules.RulesError):
        tally_plus_points(**kwargs)
