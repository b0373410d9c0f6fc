"""The players' phones at the game master's side: named by their hello, a roll handed on, a bad
message counted and dropped, a view sent only when it changed, and a phone gone shown as gone."""

import json
from dataclasses import replace

import pytest

from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.players import messages as M
from pyrules.core.players.player_view import Views
from pyrules.core.players.seats import Seat, gone, heard, rejoined, said, view_for


def _table():
    enc = Encounter.new("gurps").apply(A.add("Ana", side="party", initiative=12)).apply(A.add("Orc", initiative=9))
    enc = enc.apply(A.add("Bo", side="party", initiative=5))
    return enc.apply(A.next_turn()), {c.name: c.id for c in enc.combatants}


ENC, IDS = _table()  # Ana and Bo of the party, an Orc foe, Ana's turn


@pytest.fixture
def table():
    return ENC, IDS


def hello(seat, name="Mia", combatant=None, enc=ENC):
    return heard(seat, M.text(M.Hello(name, combatant)), enc).seat


def test_a_phone_is_named_by_its_hello_and_listed_with_its_combatant_or_as_watching(table):
    enc, ids = table
    assert said(Seat("p1"), enc) == "A phone joining"
    seat = hello(Seat("p1"), "Mia", ids["Ana"])
    assert (seat.name, seat.combatant, said(seat, enc)) == ("Mia", ids["Ana"], "Mia (Ana)")
    assert said(hello(seat, "Mia"), enc) == "Mia, watching"
    assert said(gone(seat), enc) == "Mia (Ana), gone"
    assert said(seat, enc.apply(A.edit(ids["Ana"], side="foe"))) == "Mia, watching"  # a player plays one of the party


def test_a_roll_is_handed_on_once_the_player_has_said_who_it_is(table):
    roll = M.Roll("Dodge", "3d6", (1, 2, 3), 6)
    seat, got, told = heard(Seat("p1"), M.text(roll), ENC)
    assert got is None and told is None and seat.dropped == 1
    seat, got, told = heard(hello(seat), M.text(roll), ENC)
    assert got == roll and told is None and seat.dropped == 1


def test_a_hostile_message_is_counted_and_dropped_and_changes_nothing_else(table):
    seat = hello(Seat("p1"), "Mia")
    for raw in ("<script>", json.dumps({"v": 1, "kind": "view", "view": {}}), "{" * 10_000, b"\xff\xfe"):
        after, got, told = heard(seat, raw, ENC)
        assert got is None and told is None and after == Seat("p1", "Mia", dropped=seat.dropped + 1)
        seat = after
    assert seat.dropped == 4


def test_a_view_is_sent_once_named_and_again_only_when_what_the_player_sees_changed(table):
    enc, ids = table
    seat, text = view_for(Seat("p1"), Views(enc))
    assert text is None  # no hello yet
    seat = hello(seat, "Mia", ids["Ana"])
    seat, text = view_for(seat, Views(enc))
    assert M.from_game_master(text).view["you"]["name"] == "Ana"
    seat, again = view_for(seat, Views(enc.apply(A.edit(ids["Orc"], notes="secretly the duke"))))
    assert again is None
    seat, changed = view_for(seat, Views(enc.apply(A.damage(ids["Orc"], 3))))
    assert [r["looks"] for r in M.from_game_master(changed).view["order"] if r["name"] == "Orc"] == ["Hurt"]


def test_a_phone_gone_gets_no_view_and_the_whole_view_again_when_it_rejoins(table):
    enc, ids = table
    seat, _ = view_for(hello(Seat("p1"), "Mia", ids["Ana"]), Views(enc))
    assert view_for(gone(seat), Views(enc))[1] is None
    rejoined = hello(gone(seat), "Mia", ids["Ana"])
    assert rejoined.here and view_for(rejoined, Views(enc))[1] is not None


def test_one_views_of_the_encounter_serves_every_seat_each_its_own_combatant(table):
    enc, ids = table
    views = Views(enc, foes_numbers=True)
    ana, _ = view_for(hello(Seat("p1"), "Mia", ids["Ana"]), views)
    bo, _ = view_for(hello(Seat("p2"), "Rosa", ids["Bo"]), views)
    watching, _ = view_for(hello(Seat("p3"), "Lou"), views)

    def you(seat):
        return M.from_game_master(seat.sent).view["you"]

    assert (you(ana)["name"], you(bo)["name"], you(watching)) == ("Ana", "Bo", None)


def test_a_player_joining_again_takes_the_place_of_the_phone_gone_under_the_same_name():
    slept, watching = gone(hello(Seat("p1"), "Mia")), gone(hello(Seat("p2"), "Tom"))
    here = hello(Seat("p4"), "Ada")
    again = hello(Seat("p3"), "Mia")
    assert rejoined(again, (slept, watching, here, again)) == ("p1",)
    assert rejoined(Seat("p5"), (slept,)) == ()  # a phone not yet named takes no one's place
    assert rejoined(hello(Seat("p6"), "Ada"), (here,)) == ()  # a phone still here keeps its seat


@pytest.mark.parametrize("named, why", [("Orc", "foe"), (None, "unknown")])
def test_a_hello_naming_a_foe_or_a_combatant_not_at_the_table_is_refused_counted_and_its_phone_told(table, named, why):
    enc, ids = table
    combatant = ids[named] if named else "c99"
    first = heard(Seat("p1"), M.text(M.Hello("Mia", combatant)), enc)
    assert first.seat == Seat("p1", dropped=1) and first.told == M.Refused(why) and first.roll is None
    assert said(first.seat, enc) == "A phone joining"  # nothing of the hello kept: not even the name
    playing = hello(Seat("p2"), "Mia", ids["Ana"])
    again = heard(playing, M.text(M.Hello("Mia", combatant)), enc)
    assert again.seat == replace(playing, dropped=1) and again.told == M.Refused(why)
    assert said(again.seat, enc) == "Mia (Ana)"  # the player still plays Ana


def test_a_hello_watching_or_naming_one_of_the_party_is_taken_and_nothing_is_told(table):
    enc, ids = table
    for combatant in (None, ids["Ana"], ids["Bo"]):
        taken = heard(Seat("p1"), M.text(M.Hello("Mia", combatant)), enc)
        assert taken.told is None and taken.seat.named and taken.seat.combatant == combatant
