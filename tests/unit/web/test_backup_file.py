import json

import pytest

from pyrules import rulesets
from pyrules.core.encounter import Library, Roster
from pyrules.core.errors import shown
from keeping.backup_file import read_backup


def _file(data, aside=None):
    return json.dumps({"pyrules": "everything", "version": 1, "data": data, "kept_aside": aside or {}})


def test_a_whole_app_backup_restores_every_part_it_holds():

    library = Library().create("Bridge fight", "tal").to_dict()
    data = {"encounters.tal": library, "roster.tal": Roster("tal").to_dict(),
            "rolls": [{"notation": "3d6", "faces": [1, 2, 3], "total": 6}], "forms": {"tal-attack": {"skill": "57"}},
            "dice": {"notation": "2D10+1", "target": "12", "direction": "at_least"},
            "theme": "dark", "players_server": {"url": "turn:turn.example.org:3478", "username": "table7",
                                                "credential": "s3cret"}}
    restored, aside, refused = read_backup(_file(data, {"rolls": "{broken"}))
    assert restored == data and aside == {"rolls": "{broken"} and refused == ()


@pytest.mark.parametrize("text, message", [
    ("{not json", "not valid JSON"),
    (json.dumps({"pyrules": "encounter"}), "not a pyrules backup"),
    (_file({"rolls": {}}), "part “rolls”"),
    (_file({"encounters.tal": {"schema": 1}}), "part “encounters.tal”"),
    (_file({"roster.chess": {}}), "unknown ruleset"),
    (json.dumps({"pyrules": "everything", "version": 2, "data": {}}), "newer version"),
    (json.dumps({"pyrules": "everything", "data": {}}), "which version"),
    (json.dumps({"pyrules": "everything", "version": True, "data": {}}), "which version"),
    (json.dumps({"pyrules": "everything", "version": 0, "data": {}}), "which version"),
    (json.dumps({"pyrules": "everything", "version": "1", "data": {}}), "which version"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (_file({"dice": {"notation": 3}}), "part “dice”"),
    (_file({"mystery": 1}), "does not know it"),
    (_file({"players_server": {"url": "javascript:alert(1)", "username": "", "credential": ""}}), "part “players_server”"),
    (_file({}, {"x": 1}), "kept aside"),
])
def test_a_damaged_backup_is_refused_saying_which_part(text, message):
    with pytest.raises(ValueError, match=message):
        read_backup(text)


def test_a_theme_this_build_does_not_know_restores_as_the_systems():
    assert read_backup(_file({"theme": "purple"}))[0] == {"theme": "system"}


def test_a_refusal_never_repeats_a_long_key_in_full():
    with pytest.raises(ValueError) as raised:
        read_backup(_file({"x" * 100_000: 1}))
    assert len(str(raised.value)) < 200


def test_a_file_rescued_while_the_app_could_not_start_restores_what_it_can_and_keeps_the_rest_aside():
    rescued = json.loads(_file({"rolls": [{"notation": "3d6", "faces": [1, 2, 3], "total": 6}],
                                "dice": {"notation": 3}, "mystery": [1]}, {"dice": "{old"}))
    rescued["rescued"] = True
    restored, aside, _ = read_backup(json.dumps(rescued))
    assert restored == {"rolls": [{"notation": "3d6", "faces": [1, 2, 3], "total": 6}]}
    assert aside == {"dice": "{old", "dice~2": '{"notation": 3}', "mystery": "[1]"}


def test_a_backup_keeps_character_cards_with_their_attacks_and_refuses_a_damaged_one():

    card = Roster("gurps").add("Brom", attacks=["Broadsword 14 2d+1 cut"]).to_dict()["members"][0]
    assert read_backup(_file({"member.gurps.m1": card}))[0] == {"member.gurps.m1": card}
    with pytest.raises(ValueError, match="member.gurps.m1"):
        read_backup(_file({"member.gurps.m1": {**card, "attacks": ["Broadsword fourteen"]}}))


def test_a_backup_keeps_an_attack_under_way_and_refuses_a_damaged_one():
    exchange = {"ruleset": "gurps", "attacker": "c1", "targets": ["c2"], "attack": 0,
                "stages": [{"stage": "attack", "values": {"roll": 9, "location": "neck"}, "rolled": {}, "seed": 7}]}
    assert read_backup(_file({"exchange.gurps.e1": exchange}))[0] == {"exchange.gurps.e1": exchange}
    with pytest.raises(ValueError, match="exchange.gurps.e1"):
        read_backup(_file({"exchange.gurps.e1": {**exchange, "targets": []}}))
    restored, aside, refused = read_backup(_file({"exchange.tal.e1": exchange}))
    assert restored == {} and json.loads(aside["exchange.tal.e1"]) == exchange
    assert refused == ("part “exchange.tal.e1”: it holds an attack of GURPS, kept under TAL",)


# ---- restore key checks: a record's content matches the key it is stored under ----------------

def _record(plugin: str, name: str = "Bridge fight") -> dict:
    """An encounter record as the tracker stores it, of the game ``plugin``."""
    from keeping.tracker_store import TrackerStore
    from keeping.store import Store

    rulesets.tracker(plugin)  # registers the plug-in the encounter is read with
    store = Store(None)
    saved = Library().create(name, plugin).saved[0]
    TrackerStore(store, plugin, plugin).save(saved, force=True)
    return json.loads(store.state[f"encounter.{plugin}.{saved.id}"])


def test_restore_key_checks_keep_aside_an_aftermath_encounter_under_a_gurps_key_and_restore_the_rest():
    gurps, aftermath = _record("gurps"), _record("aftermath", "Ruins")
    restored, aside, refused = read_backup(_file({"encounter.gurps.e1": gurps, "encounter.gurps.e2": aftermath,
                                                  "theme": "dark"}))
    assert restored == {"encounter.gurps.e1": gurps, "theme": "dark"}
    assert json.loads(aside["encounter.gurps.e2"]) == aftermath  # kept aside, never dropped
    assert refused == ("part “encounter.gurps.e2”: it holds an encounter of Aftermath!, kept under GURPS",)


def test_restore_key_checks_keep_an_encounters_log_pieces_groups_and_attack_under_way_aside_with_it():
    aftermath = _record("aftermath")
    exchange = {"ruleset": "aftermath", "attacker": "c1", "targets": ["c2"], "attack": None, "stages": []}
    data = {"encounter.gurps.e1": aftermath, "log.gurps.e1.0": [{}] * 500, "exchange.gurps.e1": exchange,
            "combatants.gurps.e1.0s-3abcd": [{}]}
    restored, aside, refused = read_backup(_file(data))
    assert restored == {} and set(aside) == set(data)
    assert [r.split(":")[0] for r in refused] == ["part “encounter.gurps.e1”"]


@pytest.mark.parametrize("key", ["encounter.gurps.<img src=x onerror=alert(1)>", "encounter.gurps.e01",
                                 "encounter.gurps.c1", "log.gurps.<b>.0", "log.gurps.e1.<b>",
                                 "exchange.gurps.e1 ", "member.gurps.<script>", "combatants.gurps.e1.<b>",
                                 "combatants.gurps.<b>.0s-3abcd"])
def test_restore_key_checks_keep_aside_a_record_under_an_id_the_app_never_gives(key):
    restored, aside, refused = read_backup(_file({key: {"name": "<b>x</b>"}, "theme": "light"}))
    assert restored == {"theme": "light"} and json.loads(aside[key]) == {"name": "<b>x</b>"}
    assert len(refused) == 1 and refused[0].startswith(f"part “{shown(key)}”: ")
    assert any(said in refused[0] for said in ("is not the id of", "is not the number of a piece",
                                                "is not the mark of a group"))


def test_restore_key_checks_keep_aside_a_card_under_another_cards_id():

    card = Roster("gurps").add("Brom").to_dict()["members"][0]
    restored, aside, refused = read_backup(_file({"member.gurps.m1": card, "member.gurps.m7": card}))
    assert restored == {"member.gurps.m1": card} and json.loads(aside["member.gurps.m7"]) == card
    assert refused == ("part “member.gurps.m7”: it holds the card “m1”, kept under “m7”",)


def test_restore_key_checks_keep_aside_an_open_encounter_that_is_no_encounters_id():
    restored, aside, refused = read_backup(_file({"open.gurps": "<b>e1</b>", "open.tal": "e2"}))
    assert restored == {"open.tal": "e2"} and aside == {"open.gurps": "<b>e1</b>"}
    assert refused == ("part “open.gurps”: “<b>e1</b>” is not the id of an encounter",)


def test_restore_key_checks_keep_aside_another_games_roster_or_encounter_list_under_a_games_key():
    rulesets.tracker("tal")
    roster = Roster("tal").add("Ana").to_dict()
    library = Library().create("Bridge fight", "tal").to_dict()
    restored, aside, refused = read_backup(_file({"roster.cortex": roster, "encounters.gurps": library}))
    assert restored == {} and set(aside) == {"roster.cortex", "encounters.gurps"}
    assert refused == ("part “roster.cortex”: it holds character cards of TAL, kept under Cortex",
                       "part “encounters.gurps”: it holds an encounter of TAL, kept under GURPS")


def test_restore_key_checks_hold_for_a_rescued_file_and_never_overwrite_what_it_kept_aside():
    rescued = json.loads(_file({"open.gurps": "<i>", "theme": "dark"}, {"open.gurps": "e1"}))
    rescued["rescued"] = True
    restored, aside, refused = read_backup(json.dumps(rescued))
    assert restored == {"theme": "dark"} and aside == {"open.gurps": "e1", "open.gurps~2": "<i>"}
    assert len(refused) == 1


def test_a_restore_tells_the_player_what_it_kept_aside_and_says_nothing_when_all_matched():
    backup = read_backup(_file({"open.gurps": "<b>", "theme": "dark"}))
    said = backup.said()
    assert said.startswith("Everything else was restored.") and "kept aside" in said
    assert "part “open.gurps”: “<b>” is not the id of an encounter" in said
    assert read_backup(_file({"theme": "dark"})).said() == ""
