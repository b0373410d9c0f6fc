import json

import pytest

from pyrules.core.encounter import Library, Roster
from screen.backup_file import read_backup


def _file(data, aside=None):
    return json.dumps({"pyrules": "everything", "version": 1, "data": data, "kept_aside": aside or {}})


def test_a_whole_app_backup_restores_every_part_it_holds():
    import pyrules.tal.tracker  # noqa: F401  (registers the plug-in the library is saved for)

    library = Library().create("Bridge fight", "tal").to_dict()
    data = {"encounters.tal": library, "roster.tal": Roster("tal").to_dict(),
            "rolls": [{"notation": "3d6", "faces": [1, 2, 3], "total": 6}], "forms": {"tal-attack": {"skill": "57"}},
            "dice": {"notation": "2D10+1", "target": "12", "direction": "at_least"},
            "theme": "dark"}
    restored, aside = read_backup(_file(data, {"rolls": "{broken"}))
    assert restored == data and aside == {"rolls": "{broken"}


@pytest.mark.parametrize("text, message", [
    ("{not json", "not valid JSON"),
    (json.dumps({"pyrules": "encounter"}), "not a pyrules backup"),
    (_file({"rolls": {}}), "part “rolls”"),
    (_file({"encounters.tal": {"schema": 1}}), "part “encounters.tal”"),
    (_file({"roster.chess": {}}), "unknown ruleset"),
    (json.dumps({"pyrules": "everything", "version": 2, "data": {}}), "newer version"),
    (json.dumps({"pyrules": "everything", "data": {}}), "which version"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (_file({"dice": {"notation": 3}}), "part “dice”"),
    (_file({"mystery": 1}), "does not know it"),
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
    restored, aside = read_backup(json.dumps(rescued))
    assert restored == {"rolls": [{"notation": "3d6", "faces": [1, 2, 3], "total": 6}]}
    assert aside == {"dice": "{old", "dice~2": '{"notation": 3}', "mystery": "[1]"}


def test_a_backup_keeps_character_cards_with_their_attacks_and_refuses_a_damaged_one():
    import pyrules.gurps.tracker  # noqa: F401  (registers the plug-in)

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
    with pytest.raises(ValueError, match="another game"):
        read_backup(_file({"exchange.tal.e1": exchange}))
