"""The party roster and the library of saved encounters."""

import json

import pytest

from encounter_helpers import step
from pyrules import RulesError
from pyrules.core.encounter import Encounter, Library, Roster, actions


@pytest.fixture
def party():
    roster = Roster("generic").add("Ana", stats={"hp": 12, "init": 3}).add("Bo", notes="archer")
    return roster.add("Dog", side="foe", stats={"hp": 4})


def test_members_are_added_with_ids_and_parsed_stats(party):
    assert [(m.id, m.name, m.side) for m in party.members] == [("m1", "Ana", "party"), ("m2", "Bo", "party"),
                                                               ("m3", "Dog", "foe")]
    assert dict(party.member("m2").stats) == {"hp": 10, "init": 0}
    assert party.member("m2").notes == "archer"


def test_members_can_be_edited_and_removed(party):
    roster = party.edit("m1", name="Anna", stats={"hp": 14}).remove("m3")
    assert [m.name for m in roster.members] == ["Anna", "Bo"]
    assert dict(roster.member("m1").stats) == {"hp": 14, "init": 3}
    with pytest.raises(RulesError):
        roster.member("m3")
    with pytest.raises(RulesError):
        roster.edit("m1", colour="red")
    assert roster.add("Eve").members[-1].id == "m4"  # ids are never reused


def test_bad_members_are_refused_naming_the_field(party):
    for kwargs, field in (({"name": ""}, "name"), ({"name": "X", "side": "both"}, "side"),
                          ({"name": "X", "stats": {"hp": "lots"}}, "stats.hp")):
        with pytest.raises(RulesError) as error:
            party.add(**kwargs)
        assert error.value.field == field


def test_the_party_joins_an_encounter_in_one_step(party):
    enc = Encounter.new().apply(actions.add("Goblin", 2))
    enc = enc.apply(party.add_action())
    assert [c.name for c in enc.combatants] == ["Goblin 1", "Goblin 2", "Ana", "Bo", "Dog"]
    assert enc.named("Ana").resources["HP"] == 12 and enc.named("Bo").notes == "archer"
    assert enc.undo().combatants == enc.combatants[:2]
    chosen = Encounter.new().apply(party.add_action(["m2"]))
    assert [c.name for c in chosen.combatants] == ["Bo"]
    with pytest.raises(RulesError):
        Roster().add_action()


def test_the_roster_round_trips_and_names_the_field_at_fault(party):
    data = party.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert Roster.from_dict(data) == party
    assert Roster.from_json(party.to_json()) == party
    for change, field in (
        (lambda d: d["members"][1].update(name=""), "members[1].name"),
        (lambda d: d["members"][0].update(id="m3"), "members[2].id"),  # the second "m3"
        (lambda d: d["members"][2].update(stats={"hp": "x"}), "members[2].stats.hp"),
        (lambda d: d.update(next_id=2), "members[1].id"),
        (lambda d: d.update(plugin="chess"), "plugin"),
        (lambda d: d.update(schema=9), "schema"),
        (lambda d: d.update(extra=1), "extra"),
    ):
        broken = party.to_dict()
        change(broken)
        with pytest.raises(RulesError) as error:
            Roster.from_dict(broken)
        assert error.value.field == field


@pytest.fixture
def library():
    lib = Library().create("Goblin cave")
    cave = lib.current
    enc = lib.get(cave).apply(actions.add("Goblin", 3))
    lib = lib.put(cave, step(enc))
    return lib.create("Bridge troll", "test-chatty")


def test_the_library_keeps_several_named_encounters(library):
    assert [(s.id, s.name, s.encounter.plugin_key) for s in library.saved] == [
        ("e1", "Goblin cave", "generic"), ("e2", "Bridge troll", "test-chatty")]
    assert library.current == "e2"
    assert library.get("e1").active.name == "Goblin 1"
    summary = library.open("e1").index()
    assert [(s.name, s.round, s.combatants, s.current) for s in summary] == [
        ("Goblin cave", 1, 3, True), ("Bridge troll", 1, 0, False)]


def test_saved_encounters_can_be_renamed_and_removed(library):
    lib = library.rename("e1", "Cave").remove("e2")
    assert [s.name for s in lib.saved] == ["Cave"] and lib.current is None
    assert lib.create("Next").current == "e3"
    for bad in (lambda: lib.rename("e1", ""), lambda: lib.get("e9"), lambda: lib.put("e1", "x")):
        with pytest.raises(RulesError):
            bad()


def test_the_library_round_trips_exactly(library):
    data = library.to_dict()
    assert json.loads(json.dumps(data)) == data
    again = Library.from_dict(data)
    assert again == library and again.to_dict() == data
    assert Library.from_json(library.to_json()) == library
    assert again.get("e1").undo() == library.get("e1").undo()


def test_a_malformed_library_names_the_field_even_inside_an_encounter(library):
    for change, field in (
        (lambda d: d["encounters"][0]["encounter"]["combatants"][2].update(name=""),
         "encounters[0].encounter.combatants[2].name"),
        (lambda d: d["encounters"][1].update(name=7), "encounters[1].name"),
        (lambda d: d["encounters"][1].update(id="e1"), "encounters[1].id"),
        (lambda d: d["encounters"][0].update(encounter=None), "encounters[0].encounter"),
        (lambda d: d.update(current="e7"), "current"),
        (lambda d: d.update(encounters={}), "encounters"),
        (lambda d: d.update(schema=2), "schema"),
    ):
        broken = library.to_dict()
        change(broken)
        with pytest.raises(RulesError) as error:
            Library.from_dict(broken)
        assert error.value.field == field
        assert field in error.value.message or field == "schema"
    with pytest.raises(RulesError):
        Library.from_json("[")
