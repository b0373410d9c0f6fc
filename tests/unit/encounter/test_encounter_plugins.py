"""The plug-in interface, the registry and the generic plug-in."""

import random
from dataclasses import replace

import pytest

from encounter_helpers import add
from pyrules import RulesError
from pyrules.core.encounter.generic import GenericPools, GenericStanding
from pyrules.core.encounter.parts import ReminderRules
from pyrules.core.encounter import (
    GENERIC, Encounter, Plugin, generic_plugin, Resource, actions, every, plugin, plugin_keys, register_plugin,
)
from pyrules.core.encounter.model import Combatant, Prompt
from pyrules.core.tools import Field


def test_plugins_are_found_by_key():
    assert plugin("generic") is GENERIC
    assert "generic" in plugin_keys()
    with pytest.raises(RulesError, match="Unknown ruleset") as error:
        plugin("chess")
    assert error.value.field == "plugin"
    with pytest.raises(RulesError):
        Encounter.new("chess")


def test_a_key_cannot_be_taken_twice_without_replace():
    first = register_plugin(generic_plugin("test-once"), replace=True)
    assert register_plugin(first) is first  # the same one again is fine
    with pytest.raises(ValueError, match="already registered"):
        register_plugin(generic_plugin("test-once"))
    second = register_plugin(generic_plugin("test-once"), replace=True)
    assert plugin("test-once") is second


def test_a_plugin_must_be_well_formed():
    with pytest.raises(TypeError):
        register_plugin(object())
    with pytest.raises(ValueError, match="key"):
        register_plugin(generic_plugin(""))
    for seconds in (0, 1.5, True, "6"):
        with pytest.raises(ValueError, match="round_seconds"):
            register_plugin(generic_plugin("test-bad", round_seconds=seconds))

    flags = Plugin("test-flags", stats=(Field("tags", "Tags", "flags", choices=(("a", "A"),)),))
    with pytest.raises(ValueError, match="stats"):
        register_plugin(flags)

    turns = replace(generic_plugin("test-turns"), turn_stats=("hp",))  # an int: only choice stats are picked on the card
    with pytest.raises(ValueError, match="turn_stats"):
        register_plugin(turns)


def test_every_counts_the_checks_that_fall_due():
    assert every(60, 0, 59) == 0
    assert every(60, 0, 60) == 1
    assert every(60, 59, 61) == 1
    assert every(60, 60, 119) == 0
    assert every(1800, 0, 3600) == 2
    assert every(60, 100, 100) == 0
    with pytest.raises(ValueError):
        every(0, 0, 10)


def test_the_generic_plugin_rolls_d20_plus_its_bonus_with_the_bonus_as_tie_break():
    goblin = Combatant("c1", "Goblin", stats={"hp": 7, "init": -2})
    result = GENERIC.initiative.roll(goblin, random.Random(5))
    rolled = random.Random(5).randint(1, 20)
    assert (result.value, result.tiebreak) == (rolled - 2, -2)
    assert result.text == f"d20 {rolled} - 2 = {rolled - 2}"
    plain = Combatant("c2", "Ana", stats={"hp": 7, "init": 0})
    assert GENERIC.initiative.roll(plain, random.Random(5)).text == f"d20 {rolled}"


def test_the_generic_plugin_has_one_hp_pool_from_its_hp_stat():
    goblin = Combatant("c1", "Goblin", stats={"hp": 7}, resources={"HP": 3})
    (pool,) = GENERIC.pools.resources(goblin)
    assert (pool.name, pool.maximum, pool.floor) == ("HP", 7, 0)
    assert GENERIC.standing.status(goblin) == ["bloodied"]
    assert GENERIC.pools.current(Combatant("c2", "Fresh", stats={"hp": 7}), "HP") == 7


def test_a_plugin_without_an_initiative_roll_asks_for_it_by_hand():
    register_plugin(Plugin("test-bare"), replace=True)
    enc, cid = add(Encounter.new("test-bare"), "Ana")
    with pytest.raises(RulesError, match="by hand"):
        actions.roll_initiative(enc, random.Random(1))
    with pytest.raises(RulesError, match="no pools") as error:
        enc.apply(actions.damage(cid, 1))
    assert error.value.field == "resource"
    assert enc.view().order[0].pools == ()


def test_game_time_checks_of_the_generic_plugin_can_be_configured():
    ticking = generic_plugin("test-ticking", checks=((1800, "Every half hour: rest check"),))
    assert ticking.reminders.due(None, 0, 1799) == []
    assert ticking.reminders.due(None, 1700, 1800) == [Prompt("Every half hour: rest check")]
    assert ticking.reminders.due(None, 0, 7200) == [Prompt("Every half hour: rest check (×4)")]


def test_a_plugin_hook_that_answers_bare_text_is_a_programming_error():
    class Bare(ReminderRules):
        def at(self, encounter, combatant, moment):
            return [f"{combatant.name} {moment}"]

    bare = register_plugin(generic_plugin("test-bare", reminders=Bare()), replace=True)
    enc, _ = add(Encounter.new(bare.key), "Ana", 10)
    with pytest.raises(TypeError, match=r"Prompt\(text\)"):
        enc.apply(actions.next_turn())


@pytest.mark.parametrize("value", ["ouch", True, 3.0])
def test_a_plugin_that_returns_a_bad_pool_value_is_a_programming_error(value):
    class Broken(GenericPools):
        def damage(self, combatant, resource, amount):
            return {"HP": value}

    register_plugin(generic_plugin("test-broken", pools=Broken()), replace=True)
    enc, cid = add(Encounter.new("test-broken"), "Ana")
    with pytest.raises(TypeError, match="bad value for pool 'HP'"):
        enc.apply(actions.damage(cid, 1))


def test_resource_labels_default_to_the_name():
    assert Resource("HP", 10).title == "HP"
    assert Resource("FP", 10, label="Fatigue").title == "Fatigue"


def test_a_plug_in_declares_whether_it_rolls_initiative():
    from pyrules import rulesets
    from pyrules.core.encounter.plugins import Plugin, plugin

    assert all(rulesets.tracker(key).initiative.rolls for key in rulesets.KEYS)
    assert plugin("generic").initiative.rolls
    assert not Plugin("test-by-hand").initiative.rolls  # a plug-in with no initiative rule: set by hand


def test_a_pool_is_low_where_its_plug_in_says_the_rules_start_to_count_it_low():
    hp = Resource("HP", 12, low_from=3)
    assert [hp.is_low(n) for n in (4, 3, 0, -5)] == [False, True, True, True]
    wounds = Resource("Wounds", 14, counts_up=True, low_from=7)
    assert [wounds.is_low(n) for n in (0, 6, 7, 20)] == [False, False, True, True]
    assert not Resource("Shield", 5).is_low(0)


def test_a_plug_in_reads_a_stat_through_its_field_and_falls_back_to_the_default():
    from encounter_helpers import pools_plugin

    pools = pools_plugin()
    assert pools.stat(Combatant("c1", "Ana", stats={"body": 14}), "body") == 14
    assert pools.stat(Combatant("c1", "Ana", stats={"body": "14"}), "body") == 14
    assert pools.stat(Combatant("c1", "Ana", stats={"body": "lots"}), "body") == 10  # saved by an older version
    assert pools.stat(Combatant("c1", "Ana"), "speed") == 5.0


def test_a_check_that_falls_due_with_time_names_the_combatant_it_is_for():
    from pyrules.core.encounter.model import Check, Prompt, State

    bleed = Prompt("Bo bleeds: roll HT 10", Check("3d6", 10, label="HT"), who="c2")
    state = State().reminded([bleed, Prompt("the whole table rests")], "time")
    assert [(r.who, r.check) for r in state.reminders] == [("c2", bleed.check), (None, None)]


def test_a_condition_is_read_into_the_key_its_rules_know_it_by_once_as_it_is_put_on_and_read_back():
    class Knows(GenericStanding):
        conditions = {"stunned": ("Stunned", "Stun"), "prone": ("Lying down", "Prone")}

    knows = register_plugin(generic_plugin("test-knows", standing=Knows(GenericPools())), replace=True)
    enc, cid = add(Encounter.new(knows.key), "Ana")
    enc = enc.apply(actions.add_condition(cid, "  lying   DOWN ")).apply(actions.add_condition(cid, "Inspired"))
    assert [c.key for c in enc.combatant(cid).conditions] == ["prone", ""]
    assert enc.combatant(cid).has("prone") and not enc.combatant(cid).has("stunned")
    again = Encounter.from_dict(enc.to_dict())
    assert again.combatant(cid).conditions == enc.combatant(cid).conditions
