"""The card of a player's combatant sent back after the fight: what "Save to roster" keeps of it,
and apart from it what the fight left of it (its pools, its conditions); the player's phone keeps
it beside the card it had, never over it, and saves it to a card file the roster loads, its notes
then ending with what the fight left."""

import json

import pytest

from pyrules.core import cards_file
from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.encounter.roster import Roster
from pyrules.core.errors import RulesError
from pyrules.core.players import messages as M
from pyrules.core.players import own_cards
from pyrules.core.players.cards_back import (ConditionLeft, FightLeft, PoolLeft, card_back, fight_left, left_data,
                                              left_words, read_left)


def after_a_fight():
    """Rowan of the party took 5 HP and is stunned (GURPS, B419-420); the Orc is a foe."""
    enc = (Encounter.new("gurps")
           .apply(A.add("Rowan", side="party", stats={"hp": 12, "st": 11}, initiative=12, notes="Knight errant"))
           .apply(A.add("Orc", initiative=9)))
    rowan, orc = (c.id for c in enc.combatants)
    enc = enc.apply(A.next_turn()).apply(A.damage(rowan, 5))
    enc = enc.apply({"kind": "add_condition", "id": rowan, "name": "Stunned", "unit": None, "duration": None,
                     "anchor": None})
    return enc, rowan, orc


def test_the_card_sent_back_is_the_card_as_the_roster_keeps_it_and_apart_from_it_what_the_fight_left():
    enc, rowan, _ = after_a_fight()
    card = card_back(enc, rowan)
    assert (card["name"], card["side"], card["stats"]["hp"], card["stats"]["st"]) == ("Rowan", "party", 12, 11)
    assert card["notes"] == "Knight errant"  # the player's own notes, as they were
    left = fight_left(enc, rowan)
    assert PoolLeft("HP", 7, 12) in left.pools and left.conditions == (ConditionLeft("Stunned"),)


def test_what_the_fight_left_is_said_in_the_words_a_cards_notes_keep():
    left = FightLeft((PoolLeft("HP", 7, 12), PoolLeft("Wounds", 5, 14, counts_up=True)),
                     (ConditionLeft("Stunned", "2 turns"), ConditionLeft("Prone")))
    assert left_words(left) == "After the fight: HP 7/12, Wounds 5 of 14; Stunned (2 turns), Prone."
    assert left_words(FightLeft()) == ""


def test_what_the_fight_left_reads_back_from_its_data_and_damaged_data_is_refused():
    enc, rowan, _ = after_a_fight()
    left = fight_left(enc, rowan)
    assert read_left(left_data(left)) == left
    for damaged in ({"pools": "HP 7"}, {"pools": [], "conditions": [{"name": ""}]},
                    {"pools": [{"title": "HP", "now": "7", "maximum": 12, "counts_up": False}], "conditions": []}):
        with pytest.raises(RulesError):
            read_left(damaged)


def test_only_a_card_of_the_party_goes_back_to_a_player():
    enc, _, orc = after_a_fight()
    with pytest.raises(RulesError) as refused:
        card_back(enc, orc)
    assert refused.value.field == "combatant"


def test_the_card_travels_in_a_message_the_players_phone_reads_and_a_damaged_one_is_dropped():
    enc, rowan, _ = after_a_fight()
    sent = M.Card(card_back(enc, rowan), fight_left(enc, rowan))
    assert M.from_game_master(M.text(sent)) == sent
    nothing_left = {"pools": [], "conditions": []}
    for damaged in ({"card": {"notes": "no name"}, "left": nothing_left},
                    {"card": {"name": "Rowan", "password": "x"}, "left": nothing_left},
                    {"card": {"name": "Rowan"}, "left": {"pools": [{"title": "<b>HP</b>", "now": 1}], "conditions": []}},
                    {"card": {"name": "Rowan"}, "left": None}):
        with pytest.raises(M.BadMessage):
            M.from_game_master(json.dumps({"v": 1, "kind": "card", **damaged}))


def test_a_card_sent_back_by_an_earlier_build_without_what_the_fight_left_still_reads():
    sent = json.dumps({"v": 1, "kind": "card", "card": {"name": "Rowan", "notes": "Knight errant"}})
    assert M.from_game_master(sent) == M.Card({"name": "Rowan", "notes": "Knight errant"}, FightLeft())


def test_the_phone_keeps_the_card_sent_back_beside_the_one_it_had_never_over_it():
    enc, rowan, _ = after_a_fight()
    had = own_cards.keeping([], "gurps", [{"name": "Rowan", "side": "party", "notes": "", "stats": {"hp": 12},
                                           "attacks": []}])
    kept, name = own_cards.beside(had, "gurps", card_back(enc, rowan), fight_left(enc, rowan))
    assert name == "Rowan 2" and [c["name"] for c in own_cards.of_game(kept, "gurps")] == ["Rowan", "Rowan 2"]
    assert own_cards.of_game(kept, "gurps")[0] == own_cards.of_game(had, "gurps")[0]  # the one it had, as it was
    assert own_cards.left_of_game(kept, "gurps") == [None, fight_left(enc, rowan)]
    assert own_cards.kept(kept) == own_cards.Kept(kept, 0)  # stored and read back alike


def test_a_card_sent_back_that_the_roster_would_not_take_is_not_kept():
    with pytest.raises(RulesError):
        own_cards.beside([], "gurps", {"name": "Rowan", "stats": {"hp": "<img src=x>"}})


def test_a_kept_card_saves_to_a_card_file_the_roster_loads_back_its_notes_ending_with_what_the_fight_left():
    enc, rowan, _ = after_a_fight()
    name, text = own_cards.card_file(card_back(enc, rowan), "gurps", fight_left(enc, rowan))
    assert name == "pyrules-gurps-rowan.json"
    (loaded,) = cards_file.read_cards(text, Roster("gurps"))
    assert loaded["name"] == "Rowan" and loaded["notes"].startswith("Knight errant\nAfter the fight: HP 7/12")
    assert loaded["notes"].endswith("; Stunned.")


def test_a_card_file_keeps_the_players_full_notes_whole_and_cuts_what_the_fight_left_to_fit():
    enc, rowan, _ = after_a_fight()
    full = "x" * A.NOTES_LONGEST
    _, text = own_cards.card_file({**card_back(enc, rowan), "notes": full}, "gurps", fight_left(enc, rowan))
    assert cards_file.read_cards(text, Roster("gurps"))[0]["notes"] == full
