"""Adding, numbering, editing, removing and copying combatants; damage and healing."""

import pytest

from encounter_helpers import add, order_names
from pyrules import RulesError
from pyrules.core.encounter import Encounter, actions
from pyrules.core.encounter.edits import MOST_COMBATANTS
from pyrules.core.encounter.naming import base_name, numbered


def test_adding_goblin_times_four_numbers_them_one_to_four():
    enc = Encounter.new().apply(actions.add("Goblin", 4))
    assert [c.name for c in enc.combatants] == ["Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4"]
    assert [c.id for c in enc.combatants] == ["c1", "c2", "c3", "c4"]
    assert enc.log[-1].text == "Added Goblin 1, Goblin 2, Goblin 3, Goblin 4."


def test_numbering_continues_past_the_numbers_already_in_use():
    enc = Encounter.new().apply(actions.add("Goblin", 4)).apply(actions.add("Goblin", 2))
    assert [c.name for c in enc.combatants][-2:] == ["Goblin 5", "Goblin 6"]
    enc = enc.apply(actions.add("Goblin"))
    assert enc.combatants[-1].name == "Goblin 7"


def test_a_single_new_name_is_kept_and_a_second_one_is_numbered_two():
    assert numbered([], "Ogre", 1) == ["Ogre"]
    assert numbered(["Ogre"], "Ogre", 1) == ["Ogre 2"]
    assert numbered(["Goblin 3", "Goblinoid", "Ogre 9"], "Goblin", 2) == ["Goblin 4", "Goblin 5"]
    assert base_name("Goblin 12") == "Goblin" and base_name("Ogre") == "Ogre"


def test_adding_many_kinds_at_once_is_one_step():
    enc = Encounter.new().apply(actions.add_many([
        actions.entry("Ana", side="party"), actions.entry("Wolf", 2, initiative=9)]))
    assert [c.name for c in enc.combatants] == ["Wolf 1", "Wolf 2", "Ana"]
    assert len(enc.actions) == 1


def test_an_added_combatant_gets_its_stats_and_full_pools():
    enc, cid = add(Encounter.new(), "Troll", stats={"hp": "25", "init": 1}, notes="  regenerates ")
    troll = enc.combatant(cid)
    assert dict(troll.stats) == {"hp": 25, "init": 1}
    assert dict(troll.resources) == {"HP": 25}
    assert troll.notes == "regenerates" and troll.side == "foe"


def test_stats_the_plugin_does_not_declare_are_kept_as_plain_values():
    enc, cid = add(Encounter.new(), "Troll", stats={"colour": "green", "level": 3})
    assert dict(enc.combatant(cid).stats) == {"hp": 10, "init": 0, "colour": "green", "level": 3}


def test_bad_add_arguments_are_refused_naming_the_field():
    enc = Encounter.new()
    cases = [
        (actions.add(""), "name"),
        (actions.add("x" * 61), "name"),
        (actions.add(5), "name"),
        (actions.add("Goblin", 0), "count"),
        (actions.add("Goblin", 101), "count"),
        (actions.add("Goblin", side="neutral"), "side"),
        (actions.add("Goblin", stats={"hp": "lots"}), "stats.hp"),
        (actions.add("Goblin", stats={"hp": 0}), "stats.hp"),
        (actions.add("Goblin", stats={"gear": ["sword"]}), "stats.gear"),
        (actions.add("Goblin", initiative="fast"), "initiative"),
        (actions.add("Goblin", initiative=float("nan")), "initiative"),
        ({"kind": "add", "entries": []}, "entries"),
        ({"kind": "add", "entries": [{"name": "A", "colour": "red"}]}, "colour"),
        ({"kind": "add", "entries": [{"name": "A"}, {"name": ""}]}, "entries[1].name"),
        ({"kind": "add", "name": "A"}, "name"),
        ({"kind": "fly"}, "kind"),
        ("add", "action"),
    ]
    for action, field in cases:
        with pytest.raises(RulesError) as error:
            enc.apply(action)
        assert error.value.field == field, action


def test_an_encounter_holds_at_most_so_many_combatants():
    enc = Encounter.new()
    for _ in range(MOST_COMBATANTS // 100):
        enc = enc.apply(actions.add("Rat", 100))
    with pytest.raises(RulesError, match="at most") as error:
        enc.apply(actions.add("Rat"))
    assert error.value.field == "count"


def test_edit_renames_and_changes_notes_and_side(three):
    enc, ids = three
    enc = enc.apply(actions.edit(ids["Bo"], name="Boris", notes="limps", side="party"))
    bo = enc.combatant(ids["Bo"])
    assert (bo.name, bo.notes, bo.side) == ("Boris", "limps", "party")
    assert enc.log[-1].text == "Bo is now Boris."
    enc = enc.apply(actions.edit(ids["Ana"], notes="x"))
    assert enc.log[-1].text == "Edited Ana (notes)."


def test_editing_stats_merges_them_and_a_full_pool_follows_its_new_maximum(three):
    enc, ids = three
    enc = enc.apply(actions.edit(ids["Bo"], stats={"hp": 14}))
    bo = enc.combatant(ids["Bo"])
    assert dict(bo.stats) == {"hp": 14, "init": 0} and bo.resources["HP"] == 14
    enc = enc.apply(actions.damage(ids["Bo"], 4)).apply(actions.edit(ids["Bo"], stats={"hp": 20}))
    assert enc.combatant(ids["Bo"]).resources["HP"] == 10  # a hurt pool keeps its value


def test_editing_pool_values_sets_them(three):
    enc, ids = three
    enc = enc.apply(actions.edit(ids["Cy"], resources={"HP": "-3"}))
    assert enc.combatant(ids["Cy"]).resources["HP"] == -3
    with pytest.raises(RulesError) as error:
        enc.apply(actions.edit(ids["Cy"], resources={"FP": 3}))
    assert error.value.field == "resources.FP"


def test_an_edit_that_changes_nothing_or_names_nobody_is_refused(three):
    enc, ids = three
    with pytest.raises(RulesError, match="Nothing to change"):
        enc.apply(actions.edit(ids["Bo"]))
    with pytest.raises(RulesError) as error:
        enc.apply(actions.edit("c77", name="X"))
    assert error.value.field == "id"
    with pytest.raises(RulesError) as error:
        enc.apply(actions.edit("Bo", name="X"))
    assert error.value.field == "id"


def test_remove_takes_a_combatant_out(three):
    enc, ids = three
    enc = enc.apply(actions.remove(ids["Bo"]))
    assert order_names(enc) == ["Ana", "Cy"]
    assert enc.log[-1].text == "Removed Bo."
    with pytest.raises(RulesError):
        enc.apply(actions.remove(ids["Bo"]))


def test_duplicate_makes_fresh_numbered_copies_after_the_original(three):
    enc, ids = three
    enc = enc.apply(actions.damage(ids["Bo"], 3)).apply(actions.add_condition(ids["Bo"], "Prone"))
    enc = enc.apply(actions.duplicate(ids["Bo"], 2))
    assert order_names(enc) == ["Ana", "Bo", "Bo 2", "Bo 3", "Cy"]
    copy = enc.named("Bo 2")
    assert copy.resources["HP"] == 10 and copy.conditions == ()
    assert (copy.initiative, copy.side, dict(copy.stats)) == (12, "foe", {"hp": 10, "init": 0})
    assert enc.log[-1].text == "Copied Bo: Bo 2, Bo 3."
    enc = enc.apply(actions.duplicate(enc.named("Bo 3").id))
    assert enc.combatants[4].name == "Bo 4"


def test_damage_comes_off_the_first_pool_and_stops_at_its_floor(three):
    enc, ids = three
    enc = enc.apply(actions.damage(ids["Ana"], "4"))
    assert enc.combatant(ids["Ana"]).resources["HP"] == 6
    enc = enc.apply(actions.damage(ids["Ana"], 50, "HP"))
    assert enc.combatant(ids["Ana"]).resources["HP"] == 0
    assert enc.log[-1].text == "Ana takes 50 damage: HP 6 → 0."
    enc = enc.apply(actions.damage(ids["Ana"], 1))
    assert enc.log[-1].text == "Ana takes 1 damage (no change)."


def test_healing_stops_at_the_maximum(three):
    enc, ids = three
    enc = enc.apply(actions.damage(ids["Ana"], 4)).apply(actions.heal(ids["Ana"], 10))
    assert enc.combatant(ids["Ana"]).resources["HP"] == 10
    assert enc.log[-1].text == "Ana heals 10: HP 6 → 10."


def test_a_plugin_decides_how_damage_spreads_over_its_pools():
    enc, cid = add(Encounter.new("test-pools"), "Mech", stats={"body": 6, "shield": 4})
    enc = enc.apply(actions.damage(cid, 7, "Shield"))
    assert dict(enc.combatant(cid).resources) == {"Body": 3, "Shield": 0}
    assert enc.log[-1].text == "Mech takes 7 damage: Shield 4 → 0, Body 6 → 3."
    enc = enc.apply(actions.damage(cid, 5, "Body"))  # Body has no floor
    assert enc.combatant(cid).resources["Body"] == -2
    assert enc.view().order[0].status == ("reeling",)
    enc = enc.apply(actions.heal(cid, 2, "Shield"))
    assert enc.combatant(cid).resources["Shield"] == 2


def test_bad_damage_is_refused_naming_the_field(three):
    enc, ids = three
    cases = [
        (actions.damage(ids["Ana"], 0), "amount"),
        (actions.damage(ids["Ana"], -3), "amount"),
        (actions.damage(ids["Ana"], 2.5), "amount"),
        (actions.damage(ids["Ana"], "a lot"), "amount"),
        (actions.heal(ids["Ana"], 2, "FP"), "resource"),
        (actions.damage("c9", 2), "id"),
        ({"kind": "damage", "id": ids["Ana"], "amount": 2, "to": "HP"}, "to"),
    ]
    for action, field in cases:
        with pytest.raises(RulesError) as error:
            enc.apply(action)
        assert error.value.field == field, action


def test_a_failed_action_leaves_the_encounter_as_it_was(three):
    enc, ids = three
    before = enc.to_dict()
    with pytest.raises(RulesError):
        enc.apply(actions.damage(ids["Ana"], 0))
    assert enc.to_dict() == before
