"""Stored data: exact round trips, the migration from schema 1, malformed data naming the field."""

import copy
import json

import pytest

from encounter_helpers import add, step
from pyrules import RulesError
from pyrules.core.encounter import SCHEMA, Encounter, actions

DELETE = object()


@pytest.fixture
def rich():
    """A chatty encounter with everything in it: a rebased history (limit 5), a redo, held, timed conditions."""
    enc = Encounter.new("test-chatty", limit=5)
    ids = {}
    for name, init in (("Ana", 15.5), ("Bo", 12), ("Cy", 8)):
        enc, ids[name] = add(enc, name, init, tiebreak=1, stats={"hp": 9, "init": 1, "mood": "grim"})
    enc = enc.apply(actions.add_condition(ids["Bo"], "Stunned", turns=2))
    enc = enc.apply(actions.add_condition(ids["Cy"], "Blessed", rounds=3))
    enc = step(enc, 3)
    enc = enc.apply(actions.delay())
    enc = enc.apply(actions.damage(ids["Bo"], 4))
    enc = enc.apply(actions.time_passes(minutes=1))
    enc = enc.apply(actions.edit(ids["Ana"], notes="<img src=x onerror=alert(1)>"))
    enc = enc.undo()
    return enc, ids


def test_to_dict_and_from_dict_round_trip_exactly_history_included(rich):
    enc, _ = rich
    data = enc.to_dict()
    assert data["schema"] == SCHEMA == 8
    assert data["history"]["base"]["combatants"] and data["history"]["redo"]
    through_json = json.loads(json.dumps(data))
    assert through_json == data
    again = Encounter.from_dict(through_json)
    assert again == enc
    assert again.to_dict() == data
    assert again.undo() == enc.undo()
    assert again.redo() == enc.redo()


def test_json_text_round_trips_and_bad_json_is_refused(rich):
    enc, _ = rich
    assert Encounter.from_json(enc.to_json()) == enc
    for bad in ("{not json", "", b"\xff", None):
        with pytest.raises(RulesError) as error:
            Encounter.from_json(bad)
        assert error.value.field == "file"


def test_an_empty_encounter_round_trips():
    enc = Encounter.new()
    assert Encounter.from_dict(enc.to_dict()) == enc


V1 = {
    "schema": 1,
    "round": 3,
    "turn": 1,
    "combatants": [
        {"name": "Ana", "side": "party", "init": 15, "hp": 7, "max_hp": 10, "notes": "brave",
         "conditions": [{"name": "Blessed", "rounds": 2}, {"name": "Prone"}]},
        {"name": "Goblin", "init": 12, "hp": 4, "max_hp": 4},
    ],
    "log": [{"round": 1, "text": "Ana hits the goblin."}],
}


def test_schema_1_data_is_migrated_through_schema_2_to_the_current_schema():
    enc = Encounter.from_dict(copy.deepcopy(V1))
    assert enc.plugin_key == "generic"
    assert (enc.round, enc.clock, enc.active.name, enc.turn) == (3, 12, "Goblin", 2)
    ana = enc.named("Ana")
    assert (ana.id, ana.side, ana.initiative, ana.notes) == ("c1", "party", 15, "brave")
    assert dict(ana.stats) == {"hp": 10, "init": 0} and dict(ana.resources) == {"HP": 7}
    assert [(k.name, k.unit, k.left) for k in ana.conditions] == [("Blessed", "rounds", 2), ("Prone", None, None)]
    assert enc.named("Goblin").side == "foe"
    assert [(e.round, e.text, e.who, e.clock) for e in enc.log] == [(1, "Ana hits the goblin.", None, 0)]
    assert not enc.can_undo and enc.history.limit == 100
    data = enc.to_dict()
    assert data["schema"] == SCHEMA and Encounter.from_dict(data) == enc


def test_a_migrated_encounter_plays_on():
    enc = Encounter.from_dict(copy.deepcopy(V1))
    enc = step(enc)
    assert (enc.round, enc.active.name, enc.clock) == (4, "Ana", 18)
    assert enc.named("Ana").conditions[0].left == 1
    enc = enc.apply(actions.damage(enc.named("Goblin").id, 4))
    assert enc.view().order[1].status == ("down",)
    assert enc.undo().named("Goblin").resources["HP"] == 4


@pytest.mark.parametrize("change, field", [
    (("combatants", 1, "max_hp", DELETE), "combatants[1].max_hp"),
    (("combatants", 0, "hp", "seven"), "combatants[0].hp"),
    (("combatants", 0, "name", DELETE), "combatants[0].name"),
    (("combatants", 0, "conditions", 0, "rounds", 0), "combatants[0].conditions[0].left"),
    (("combatants", 0, "conditions", 0, "turns", 1), "combatants[0].conditions[0].turns"),
    (("turn", 2), "turn"),
    (("round", 0), "round"),
    (("log", 0, "text", ""), "log[0].text"),
])
def test_malformed_schema_1_data_names_the_field(change, field):
    data = copy.deepcopy(V1)
    _set(data, change)
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == field


def test_data_from_a_newer_version_or_without_a_schema_is_refused(rich):
    enc, _ = rich
    for schema in (SCHEMA + 1, None, "two", 0):
        data = enc.to_dict()
        data["schema"] = schema
        with pytest.raises(RulesError) as error:
            Encounter.from_dict(data)
        assert error.value.field == "schema"
    with pytest.raises(RulesError, match="JSON object"):
        Encounter.from_dict([1, 2])


def _set(data, change):
    *where, key, value = change
    for step_ in where:
        data = data[step_]
    if value is DELETE:
        del data[key]
    else:
        data[key] = value


def _index_of(listing, kind):
    return next(i for i, a in enumerate(listing) if a["kind"] == kind)


@pytest.mark.parametrize("change, field", [
    (("combatants", 2, "name", 5), "combatants[2].name"),
    (("combatants", 2, "name", "  "), "combatants[2].name"),
    (("combatants", 2, "name", DELETE), "combatants[2].name"),
    (("combatants", 0, "side", "neutral"), "combatants[0].side"),
    (("combatants", 1, "id", "c1"), "combatants[1].id"),
    (("combatants", 1, "id", "goblin"), "combatants[1].id"),
    (("combatants", 0, "initiative", "fast"), "combatants[0].initiative"),
    (("combatants", 0, "stats", "hp", "lots"), "combatants[0].stats.hp"),
    (("combatants", 0, "stats", "gear", {"sword": 1}), "combatants[0].stats.gear"),
    (("combatants", 0, "resources", "HP", 2.5), "combatants[0].resources.HP"),
    (("combatants", 0, "resources", []), "combatants[0].resources"),
    (("combatants", 0, "conditions", [{"name": "X", "unit": "turns", "left": 0, "anchor": "c1", "counting": False}]),
     "combatants[0].conditions[0].left"),
    (("combatants", 0, "conditions", [{"name": "X", "unit": "turns", "left": 1, "anchor": "c99", "counting": False}]),
     "combatants[0].conditions[0].anchor"),
    (("combatants", 0, "conditions", [{"name": "X", "unit": None, "left": 2, "anchor": None, "counting": False}]),
     "combatants[0].conditions[0].left"),
    (("combatants", 0, "conditions", [{"name": "X", "unit": "rounds", "left": 2, "anchor": "c1", "counting": False}]),
     "combatants[0].conditions[0].anchor"),
    (("combatants", 0, "held", "no"), "combatants[0].held"),
    (("combatants", 0, "colour", "red"), "combatants[0].colour"),
    (("combatants", "many"), "combatants"),
    (("active", "c99"), "active"),
    (("active", 3), "active"),
    (("round", 0), "round"),
    (("clock", -1), "clock"),
    (("next_id", 2), "next_id"),
    (("ended", "yes"), "ended"),
    (("begun", ["c99"]), "begun[0]"),
    (("begun", ["c2", "c2"]), "begun[1]"),
    (("reminders", [{"text": "x", "moment": "lunch", "who": None}]), "reminders[0].moment"),
    (("reminders", [{"text": "x", "moment": "time", "who": "c42"}]), "reminders[0].who"),
    (("log", 0, "round", 0), "log[0].round"),
    (("log", 0, "text", None), "log[0].text"),
    (("log", 0, "when", "now"), "log[0].when"),
    (("log", 0, "who", "Ana"), "log[0].who"),
    (("log", 0, "clock", -1), "log[0].clock"),
    (("log", 0, "clock", DELETE), "log[0].clock"),
    (("log", 0, "pools", [["HP", 1]]), "log[0].pools[0]"),
    (("log", 0, "pools", [["HP", 1, 2.5]]), "log[0].pools[0][2]"),
    (("log", 0, "pools", "HP"), "log[0].pools"),
    (("reminders", [{"text": "x", "moment": "now", "who": None}]), "reminders[0].moment"),
    (("plugin", "chess"), "plugin"),
    (("surprise", 1), "surprise"),
    (("history", "limit", 0), "history.limit"),
    (("history", "base", "combatants", 0, "name", ""), "history.base.combatants[0].name"),
    (("history", "base", "schema", 2), "history.base.schema"),
    (("history", "redo", 0, "kind", "fly"), "history.redo[0].kind"),
    (("history", "actions", "all"), "history.actions"),
    (("history", DELETE), "history"),
])
def test_malformed_data_is_refused_naming_the_field(rich, change, field):
    enc, _ = rich
    data = enc.to_dict()
    _set(data, change)
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == field
    assert field in error.value.message


def test_a_malformed_stored_action_is_named_by_its_place(rich):
    enc, _ = rich
    data = enc.to_dict()
    i = _index_of(data["history"]["actions"], "damage")
    data["history"]["actions"][i]["amount"] = -4
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == f"history.actions[{i}].amount"
    data = enc.to_dict()
    data["history"]["actions"] = data["history"]["actions"] * 2  # more than the limit of 5
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == "history.actions"


def test_the_active_combatant_must_not_be_holding(rich):
    enc, _ = rich
    data = enc.to_dict()
    active = next(c for c in data["combatants"] if c["id"] == data["active"])
    active["held"] = True
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == "active"


def as_schema_3(data):
    """Stored data as schema 3 wrote it: the history's base with its own copy of the log."""
    data = copy.deepcopy(data)
    data["schema"] = 3
    base = data["history"]["base"]
    base["log"] = copy.deepcopy(data["log"][:base.pop("log_count")])
    return data


def as_schema_2(data):
    """Stored data as schema 2 wrote it: no who, clock or pools in the log entries."""
    data = as_schema_3(data)
    data["schema"] = 2
    for state in (data, data["history"]["base"]):
        for entry in state["log"]:
            for key in ("who", "clock", "pools"):
                del entry[key]
    return data


def test_schema_2_data_is_migrated_reading_the_clock_and_pools_back_from_the_log():
    enc = Encounter.new("test-chatty", limit=3)  # 10-second rounds
    enc, ana = add(enc, "Ana", 15)
    enc, bo = add(enc, "Bo", 12)
    enc = step(enc, 3)  # round 2: 10 s
    enc = enc.apply(actions.damage(bo, 4)).apply(actions.time_passes(minutes=1, seconds=5))  # 75 s
    enc = enc.apply(actions.heal(bo, 1)).apply(actions.previous_turn())  # round 1 again: 65 s
    enc = step(enc, 3).apply(actions.damage(ana, 2))  # round 2, then round 3: 85 s
    data = enc.to_dict()
    migrated = Encounter.from_dict(as_schema_2(data))
    assert [(e.clock, e.pools) for e in migrated.log] == [(e.clock, e.pools) for e in enc.log]
    assert [e.clock for e in enc.log if e.kind in ("round", "time", "previous")] == [10, 75, 65, 75, 85]
    assert [e.pools for e in migrated.log if e.pools] == [(("HP", 10, 6),), (("HP", 6, 7),), (("HP", 10, 8),)]
    assert all(e.who is None for e in migrated.log)
    assert [(e.clock, e.pools) for e in migrated.history.base.log] == [
        (e.clock, e.pools) for e in enc.history.base.log]
    assert migrated.to_dict()["schema"] == SCHEMA
    assert migrated.undo().state.clock == enc.undo().state.clock


def test_schema_2_data_of_an_unknown_plugin_or_with_a_malformed_log_names_the_field(rich):
    enc, _ = rich
    data = as_schema_2(enc.to_dict())
    data["plugin"] = "chess"
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == "plugin"
    data = as_schema_2(enc.to_dict())
    data["log"][1]["round"] = "two"
    data["log"][2] = "oops"
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == "log[1].round"
    data = as_schema_2(enc.to_dict())
    data["log"] = "none"
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == "log"


def test_migrating_leaves_the_stored_data_as_it_was(rich):
    enc, _ = rich
    old = as_schema_2(enc.to_dict())
    kept = copy.deepcopy(old)
    Encounter.from_dict(old)
    assert old == kept


def test_a_stored_pool_beyond_any_table_is_refused_naming_it():
    import pytest as _pytest

    from pyrules.core.encounter import Encounter, actions as A
    from pyrules.core.errors import RulesError

    data = Encounter.new("generic").apply(A.add("Orc", stats={"hp": 10})).to_dict()
    for huge in (1e30, -1e30, 10**30):
        data["combatants"][0]["resources"] = {"HP": huge}
        with _pytest.raises(RulesError) as refused:
            Encounter.from_dict(data)
        assert refused.value.field.endswith("resources.HP")


def test_the_log_is_stored_once_and_schema_3_data_reads_back_the_same():
    enc = Encounter.new("test-chatty", limit=2)
    enc, ana = add(enc, "Ana", 15)
    enc = step(enc, 6)
    data = enc.to_dict()
    assert "log" not in data["history"]["base"] and data["history"]["base"]["log_count"] <= len(data["log"])
    assert Encounter.from_dict(as_schema_3(data)) == enc == Encounter.from_dict(data)


def test_each_damage_and_heal_entry_keeps_how_much_it_gave_and_schema_7_data_reads_it_from_its_text():
    enc = Encounter.new("generic").apply(actions.add("Orc", stats={"hp": 10}))
    enc = enc.apply(actions.damage("c1", 7)).apply(actions.heal("c1", 3)).apply(actions.damage("c1", 1))
    assert [(e.kind, e.amount) for e in enc.state.log] == [("add", None), ("damage", 7), ("heal", 3), ("damage", 1)]
    data = enc.to_dict()
    assert [e.get("amount") for e in data["log"]] == [None, 7, 3, 1]
    old = {**copy.deepcopy(data), "schema": 7}
    for entry in old["log"]:
        entry.pop("amount", None)
    assert Encounter.from_dict(old) == enc == Encounter.from_dict(data)
    old["log"][1]["text"] = "The Orc is hurt."  # a text that does not say how much: none is made up
    assert Encounter.from_dict(old).state.log[1].amount is None
    data["log"][1]["amount"] = "lots"
    with pytest.raises(RulesError) as refused:
        Encounter.from_dict(data)
    assert refused.value.field == "log[1].amount"


def test_a_reminder_that_asks_for_a_roll_keeps_it_through_saving():
    from pyrules.core.encounter import Check, Prompt

    enc = Encounter.new()
    enc, ana = add(enc, "Ana", 10)
    state = enc.state.reminded([Prompt("Ana: roll HT 9 or pass out.", Check("3d6", 9, True, "HT")), Prompt("Ana: note")],
                               "damage", ana)
    data = {**enc.to_dict(), **{"reminders": [
        {"text": r.text, "moment": r.moment, "who": r.who, **({"check": {"notation": r.check.notation,
                                                                     "target": r.check.target,
                                                                     "at_most": r.check.at_most,
                                                                     "label": r.check.label}}
                                                          if r.check else {})} for r in state.reminders]}}
    again = Encounter.from_dict(data)
    assert [r.check for r in again.state.reminders] == [Check("3d6", 9, True, "HT"), None]
    data["reminders"][0]["check"]["notation"] = "lots"
    with pytest.raises(RulesError) as refused:
        Encounter.from_dict(data)
    assert refused.value.field == "reminders[0].check.notation"
