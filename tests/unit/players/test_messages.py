"""The messages between the phones: each kind sent and read back the same, and anything damaged,
hostile or of the other side's kinds dropped as one BadMessage, never half read."""

import json

import pytest
from hypothesis import given, strategies as st

from pyrules.core.errors import RulesError
from pyrules.core.players import messages as M

VIEW = {"ruleset": "GURPS", "rules": "gurps", "headline": "Round 2 · Ana acts", "round": 2, "ended": False, "acting": "Ana",
        "next_up": "Orc", "foes_numbers": False,
        "order": [{"id": "c1", "name": "Ana", "side": "party", "active": True, "held": False, "looks": "Hurt",
                   "pools": ["HP 7/12"], "conditions": ["Stunned (1 turn)"]},
                  {"id": "c2", "name": "Orc", "side": "foe", "active": False, "held": False, "looks": "Unhurt",
                   "pools": [], "conditions": []}],
        "held": [],
        "you": {"id": "c1", "name": "Ana", "pools": [{"label": "HP", "now": 7, "most": 12, "counts_up": False,
                                                       "low": False}],
                "conditions": ["Stunned (1 turn)"], "status": ["Shock −2"],
                "due": [{"text": "Orc’s defense: Defense roll (3d6)", "roll": {"dice": "3d6", "target": None,
                                                                               "at_most": True, "label": "Defense roll (3d6)"},
                         "ask": {"exchange": "x482", "stage": "defense c1", "field": "defense_roll",
                                 "chance": [7, 27]}},
                        {"text": "Major wound: roll HT", "roll": {"dice": "3d6", "target": 11, "at_most": True,
                                                                  "label": "HT"}, "ask": None}],
                "attacks": ["Broadsword 14 2d+1 cut melee"]}}
ROLL = M.Roll("Dodge", "3d6", (2, 5, 1), 8, 9, "at_most")


def envelope(**fields):
    return json.dumps({"v": 1, **fields})


def dropped(read, raw):
    with pytest.raises(M.BadMessage) as error:
        read(raw)
    assert isinstance(error.value, RulesError) and len(error.value.message) <= 160
    return error.value


@pytest.mark.parametrize("message", [M.View(VIEW), M.Bye("dropped"), M.Bye("closed"), M.Refused("foe"),
                                     M.Refused("unknown")])
def test_what_the_game_master_sends_a_player_reads_back_the_same(message):
    assert M.from_game_master(M.text(message)) == message


@pytest.mark.parametrize("message", [M.Hello("Mia", "c3"), M.Hello("Mia"), ROLL,
                                     M.Roll("", "d12+d4", (12, 1), 13), M.Roll("Damage", "2d6-1", (6, 6), 11),
                                     M.Roll("Loot", "1d10x10", (7,), 70), M.Roll("Luck", "d100", (100,), 100, 40,
                                                                                 "at_least")])
def test_what_a_player_sends_the_game_master_reads_back_the_same(message):
    assert M.from_player(M.text(message)) == message


def test_a_message_is_one_json_object_in_a_versioned_envelope():
    assert json.loads(M.text(M.Hello("Mia", "c3"))) == {"v": 1, "kind": "hello", "name": "Mia", "combatant": "c3"}
    assert json.loads(M.text(M.Refused("foe"))) == {"v": 1, "kind": "refused", "why": "foe"}
    assert json.loads(M.text(ROLL)) == {"v": 1, "kind": "roll", "for": "Dodge", "dice": "3d6", "faces": [2, 5, 1],
                                        "total": 8, "target": 9, "direction": "at_most", "ask": None}


def test_each_side_takes_only_the_other_sides_kinds():
    assert dropped(M.from_player, M.text(M.View(VIEW))).field == "kind"
    assert dropped(M.from_player, M.text(M.Bye())).field == "kind"
    assert dropped(M.from_player, M.text(M.Refused("foe"))).field == "kind"
    assert dropped(M.from_game_master, M.text(ROLL)).field == "kind"
    assert dropped(M.from_game_master, M.text(M.Hello("Mia"))).field == "kind"


@pytest.mark.parametrize("raw, field", [
    ("x" * (M.MOST_FROM_PLAYER + 1), "message"),
    (envelope(kind="hello", name="é" * 1001, combatant=None), "message"),  # 2,002 bytes, 1,001 characters
    ("[" * 100 + "]" * 100, "message"),
    ('{"v": 1, "kind": "hello", "name": {"a": {"b": {"c": {"d": {"e": {"f": {"g": {}}}}}}}}}', "message"),
    ("not json", "message"),
    (12, "message"),
    ('"a string"', "message"),
    (envelope(kind="hello", name="Mia", combatant=None).replace('"v": 1', '"v": 2'), "v"),
    ('{"kind": "hello", "name": "Mia", "combatant": null}', "v"),
    ('{"v": true, "kind": "hello", "name": "Mia", "combatant": null}', "v"),
    (envelope(kind="shout", words="hi"), "kind"),
    (envelope(name="Mia", combatant=None), "kind"),
    (envelope(kind="hello", name="Mia"), "message"),
    (envelope(kind="hello", name="Mia", combatant=None, extra=1), "message"),
    (envelope(kind="hello", name="", combatant=None), "name"),
    (envelope(kind="hello", name="M" * 41, combatant=None), "name"),
    (envelope(kind="hello", name="Mia\u0007", combatant=None), "name"),
    (envelope(kind="hello", name="\u202eaiM", combatant=None), "name"),
    (envelope(kind="hello", name=["Mia"], combatant=None), "name"),
    (envelope(kind="hello", name="Mia", combatant="m1"), "combatant"),
    (envelope(kind="hello", name="Mia", combatant=3), "combatant"),
    (envelope(kind="hello", name="Mia", combatant="c3\n"), "combatant"),
])
def test_a_damaged_or_hostile_message_from_a_player_is_dropped_naming_what_is_wrong(raw, field):
    assert dropped(M.from_player, raw).field == field


def roll(**change):
    return envelope(**{"kind": "roll", "for": "Dodge", "dice": "3d6", "faces": [2, 5, 1], "total": 8, "target": None,
                       "direction": "at_most", "ask": None, **change})


ASKED = {"exchange": "x482", "stage": "defense c1", "field": "defense_roll"}


def test_a_roll_answering_a_roll_asked_names_it_by_its_keys_and_reads_back_the_same():
    answering = M.Roll("Defense roll (3d6)", "3d6", (6, 6, 5), 17, None, "at_most", M.Answering(**ASKED))
    assert json.loads(M.text(answering))["ask"] == ASKED
    assert M.from_player(M.text(answering)) == answering


def test_the_total_of_a_players_own_dice_comes_without_faces_and_must_be_one_the_dice_can_roll():
    typed = M.from_player(roll(faces=[], total=17, ask=ASKED))
    assert typed.typed and typed.total == 17 and typed.answers == M.Answering(**ASKED)
    assert M.from_player(roll(dice="2d6+1", faces=[], total=3)).total == 3
    for total in (2, 19, -4):
        assert dropped(M.from_player, roll(faces=[], total=total)).field == "total"
    assert dropped(M.from_player, roll(dice="2d6+1", faces=[], total=2)).field == "total"


@pytest.mark.parametrize("raw, field", [
    (roll(dice="lots"), "dice"),
    (roll(dice="3d6" * 20), "dice"),
    (roll(faces=[2, 5]), "faces"),
    (roll(faces=[2, 5, 1, 1]), "faces"),
    (roll(faces=[2, 7, 1], total=10), "faces[1]"),
    (roll(faces=[2, 0, 1], total=3), "faces[1]"),
    (roll(faces=[2, "5", 1]), "faces[1]"),
    (roll(faces=[2, 5.0, 1]), "faces[1]"),
    (roll(faces=[2, True, 1], total=4), "faces[1]"),
    (roll(total=9), "total"),
    (roll(total=10**30), "total"),
    (roll(target="9"), "target"),
    (roll(direction="sideways"), "direction"),
    (roll(**{"for": 3}), "for"),
    (roll(**{"for": "x" * 61}), "for"),
    (roll(ask={**ASKED, "exchange": "<img>"}), "ask"),
    (roll(ask={**ASKED, "field": "x" * 41}), "ask"),
    (roll(ask={**ASKED, "stage": "defense c1; drop"}), "ask"),
    (roll(ask={**ASKED, "chance": [1, 2]}), "ask"),
    (roll(ask="defense_roll"), "ask"),
    (envelope(**{"kind": "roll", "for": "Dodge", "dice": "3d6", "faces": [2, 5, 1], "total": 8, "target": None,
                 "direction": "at_most"}), "message"),
])
def test_a_roll_whose_faces_do_not_fall_on_its_dice_or_add_up_to_its_total_is_dropped(raw, field):
    assert dropped(M.from_player, raw).field == field


def view_with(**change):
    return M.text(M.View({**VIEW, **change}))


def row(**change):
    return {**VIEW["order"][1], **change}


@pytest.mark.parametrize("raw, field", [
    ("x" * (M.MOST_FROM_GAME_MASTER + 1), "message"),
    (envelope(kind="view"), "message"),
    (envelope(kind="bye", why="bored"), "why"),
    (view_with(round=-1), "view.round"),
    (view_with(acting=["<b>"]), "view.acting"),
    (view_with(secret=1), "view"),
    (view_with(order=[row(looks="Down to 3 HP")]), "view.order[0].looks"),
    (view_with(order=[row(side="gm")]), "view.order[0].side"),
    (view_with(order=[row(id="<img>")]), "view.order[0].id"),
    (view_with(order=[row(id="c1\n")]), "view.order[0].id"),
    (view_with(order=[row(pools="HP 7")]), "view.order[0].pools"),
    (view_with(order=[row(conditions=["x"] * 31)]), "view.order[0].conditions"),
    (view_with(order=[row()] * 501), "view.order"),
    (view_with(held=[row()] * 500), "view.held"),
    (view_with(you={**VIEW["you"], "pools": [{"label": "HP", "now": "7", "most": 12, "counts_up": False,
                                              "low": False}]}), "view.you.pools[0].now"),
    (view_with(you={**VIEW["you"], "due": [{"text": "Roll", "roll": {"dice": "many", "target": 1,
                                                                      "at_most": True, "label": ""}, "ask": None}]}),
     "view.you.due[0].roll.dice"),
    (view_with(you={**VIEW["you"], "notes": "secretly the duke"}), "view.you"),
    (view_with(you={**VIEW["you"], "due": [{**VIEW["you"]["due"][0], "ask": {**ASKED, "chance": [28, 27]}}]}),
     "view.you.due[0].ask.chance"),
    (view_with(you={**VIEW["you"], "due": [{**VIEW["you"]["due"][0], "ask": {**ASKED, "chance": [1]}}]}),
     "view.you.due[0].ask.chance"),
    (view_with(you={**VIEW["you"], "due": [{**VIEW["you"]["due"][0], "ask": {**ASKED, "chance": [1, 0]}}]}),
     "view.you.due[0].ask.chance"),
    (view_with(you={**VIEW["you"], "due": [{**VIEW["you"]["due"][0], "ask": {**ASKED, "stage": "<b>",
                                                                              "chance": None}}]}),
     "view.you.due[0].ask.stage"),
    (view_with(you={**VIEW["you"], "due": [{**VIEW["you"]["due"][0], "ask": ASKED}]}), "view.you.due[0].ask"),
])
def test_a_damaged_or_hostile_view_is_dropped_whole(raw, field):
    assert dropped(M.from_game_master, raw).field == field


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=30),
       st.sampled_from(["view", "bye", "refused", "hello", "roll", "other"]))
def test_any_json_at_all_is_read_as_a_message_or_dropped(value, kind):
    raw = json.dumps({"v": 1, "kind": kind, "view": value, "why": value, "name": value, "combatant": value})
    for read in (M.from_game_master, M.from_player):
        try:
            read(raw)
        except M.BadMessage:
            pass


@pytest.mark.parametrize("raw", [envelope(kind="refused", why="bored"), envelope(kind="refused", why=None),
                                 envelope(kind="refused", why="foe", name="Mia")])
def test_a_refusal_for_no_reason_a_phone_knows_is_dropped(raw):
    assert dropped(M.from_game_master, raw).field in ("why", "message")
