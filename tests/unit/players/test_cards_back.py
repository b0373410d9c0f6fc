"""The card of a player's combatant sent back after the fight: what "Save to roster" keeps of it,
its notes saying what the fight left of it (its pools, its conditions); the player's phone keeps
it beside the card it had, never over it, and saves it to a card file the roster loads."""

import json

import pytest

from pyrules.core import cards_file
from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.encounter.roster import Roster
from pyrules.core.errors import RulesError
from pyrules.core.players import messages as M
from pyrules.core.players import own_cards
from pyrules.core.players.cards_back import card_back


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


def test_the_card_sent_back_keeps_the_cards_stats_and_tells_the_pools_and_conditions_the_fight_left():
    enc, rowan, _ = after_a_fight()
    card = card_back(enc, rowan)
    assert (card["name"], card["side"], card["stats"]["hp"], card["stats"]["st"]) == ("Rowan", "party", 12, 11)
    assert card["notes"].startswith("Knight errant\n")
    assert "HP 7/12" in card["notes"] and "Stunned" in card["notes"]


def test_a_card_sent_back_again_tells_only_the_last_fight():
    enc, rowan, _ = after_a_fight()
    once = card_back(enc, rowan)
    enc = enc.apply(A.edit(rowan, notes=once["notes"])).apply(A.heal(rowan, 5))
    again = card_back(enc, rowan)["notes"]
    assert again.count("After the fight") == 1 and "HP 12/12" in again and again.startswith("Knight errant\n")


def test_only_a_card_of_the_party_goes_back_to_a_player():
    enc, _, orc = after_a_fight()
    with pytest.raises(RulesError) as refused:
        card_back(enc, orc)
    assert refused.value.field == "combatant"


def test_the_card_travels_in_a_message_the_players_phone_reads_and_a_damaged_one_is_dropped():
    enc, rowan, _ = after_a_fight()
    card = card_back(enc, rowan)
    assert M.from_game_master(M.text(M.Card(card))) == M.Card(card)
    with pytest.raises(M.BadMessage):
        M.from_game_master(json.dumps({"v": 1, "kind": "card", "card": {"notes": "no name"}}))
    with pytest.raises(M.BadMessage):
        M.from_game_master(json.dumps({"v": 1, "kind": "card", "card": {"name": "Rowan", "password": "x"}}))


def test_the_phone_keeps_the_card_sent_back_beside_the_one_it_had_never_over_it():
    enc, rowan, _ = after_a_fight()
    had = own_cards.keeping([], "gurps", [{"name": "Rowan", "side": "party", "notes": "", "stats": {"hp": 12},
                                           "attacks": []}])
    kept, name = own_cards.beside(had, "gurps", card_back(enc, rowan))
    assert name == "Rowan 2" and [c["name"] for c in own_cards.of_game(kept, "gurps")] == ["Rowan", "Rowan 2"]
    assert own_cards.of_game(kept, "gurps")[0] == own_cards.of_game(had, "gurps")[0]  # the one it had, as it was
    assert own_cards.kept(kept) == kept  # stored and read back alike


def test_a_card_sent_back_that_the_roster_would_not_take_is_not_kept():
    with pytest.raises(RulesError):
        own_cards.beside([], "gurps", {"name": "Rowan", "stats": {"hp": "<img src=x>"}})


def test_a_kept_card_saves_to_a_card_file_the_roster_loads_back():
    enc, rowan, _ = after_a_fight()
    name, text = own_cards.card_file(card_back(enc, rowan), "gurps")
    assert name == "pyrules-gurps-rowan.json"
    (loaded,) = cards_file.read_cards(text, Roster("gurps"))
    assert loaded["name"] == "Rowan" and "HP 7/12" in loaded["notes"]
