"""A player's own character: kept on the phone (from a card file or a GCS sheet, read as the game
master's roster reads a card), offered to the game master, checked again as it arrives, and kept
in the roster and the encounter only once the game master takes it, beside a card of the same
name, never over it; a card that fails the checks is dropped, counted, and never stored."""

import json
import sys
from pathlib import Path

import pytest

from pyrules.core import cards_file
from pyrules.core.errors import RulesError
from pyrules.core.players import messages as M, offers, own_cards, seats

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards  # noqa: E402  (the tracker tests' sessions)

SAMPLE = Path(__file__).resolve().parents[1] / "gurps" / "data" / "sample.gcs"
ROWAN = {"name": "Rowan", "side": "party", "notes": "", "stats": {"st": 13, "hp": 13},
         "attacks": ["Broadsword 14 2d+1 cut melee"]}


@pytest.fixture
def table():
    """A GURPS encounter of Ana and an Orc, Mia's phone joined and watching."""
    s = from_cards("gurps", (("Ana", "party", {}, ""), ("Orc", "foe", {}, "")))
    mia = seats.heard(seats.Seat("p1"), M.text(M.Hello("Mia")), s.encounter).seat
    return s, mia


def offered(s, seat, card):
    return seats.heard(seat, M.text(M.Offer(card)), s.encounter, s.roster).seat


def stored_names(s):
    return [m.name for m in s.book.load_roster().members]


def test_a_card_offered_reads_as_a_card_file_card_and_waits_for_the_game_master_with_nothing_stored(table):
    s, mia = table
    before = (s.encounter, stored_names(s))
    waiting = offered(s, mia, ROWAN)
    assert waiting.offer == ROWAN and waiting.dropped == 0
    assert offers.offered_said(waiting.name, waiting.offer) == "Mia offers Rowan"
    assert (s.encounter, stored_names(s)) == before


def test_a_card_taken_joins_the_roster_and_the_encounter_in_one_tap(table):
    s, mia = table
    waiting = offered(s, mia, ROWAN)
    _, name = offers.take(s, waiting.offer)
    assert name == "Rowan" and stored_names(s)[-1] == "Rowan"
    rowan = s.encounter.named("Rowan")
    assert (rowan.side, rowan.stats["st"]) == ("party", 13)
    assert seats.answered_offer(waiting).offer is None


def test_a_card_offered_under_a_name_already_on_the_roster_is_kept_beside_it_never_over_it(table):
    s, mia = table
    offers.take(s, ROWAN)
    _, name = offers.take(s, {**ROWAN, "stats": {"st": 9}})
    assert name == "Rowan 2" and stored_names(s).count("Rowan") == 1 and "Rowan 2" in stored_names(s)
    assert s.book.load_roster().members[stored_names(s).index("Rowan")].stats["st"] == 13
    assert s.encounter.named("Rowan 2").stats["st"] == 9
    assert offers.kept_as(ROWAN, s.roster) == "Rowan 3"


def test_a_card_refused_is_forgotten_and_nothing_of_it_is_kept(table):
    s, mia = table
    before = (s.encounter, stored_names(s))
    refused = seats.answered_offer(offered(s, mia, ROWAN))
    assert refused.offer is None and (s.encounter, stored_names(s)) == before
    assert M.from_game_master(M.text(M.Offered("refused"))) == M.Offered("refused")
    assert M.from_game_master(M.text(M.Offered("taken", "Rowan 2"))) == M.Offered("taken", "Rowan 2")


@pytest.mark.parametrize("card", [
    {**ROWAN, "stats": {"st": "<script>"}},            # a value a card of the ruleset does not take
    {**ROWAN, "stats": {"secret_gm_note": 1}},         # a stat no GURPS card holds
    {**ROWAN, "side": "gm"},
    {**ROWAN, "attacks": "Broadsword 99999999999 9999d cut"},
    {**ROWAN, "attacks": ["x"] * 500},
    {**ROWAN, "name": "   "},
])
def test_a_hostile_card_is_dropped_counted_and_never_reaches_the_game_masters_storage(table, card):
    s, mia = table
    before = (s.encounter, stored_names(s))
    after = offered(s, mia, card)
    assert after.offer is None and after.dropped == 1
    assert (s.encounter, stored_names(s)) == before


@pytest.mark.parametrize("raw", [
    json.dumps({"v": 1, "kind": "offer", "card": {**ROWAN, "owner": "Mia"}}),
    json.dumps({"v": 1, "kind": "offer", "card": "Rowan"}),
    json.dumps({"v": 1, "kind": "offer", "card": {"side": "party"}}),
    json.dumps({"v": 1, "kind": "offer", "card": ROWAN, "extra": 1}),
    json.dumps({"v": 1, "kind": "offer", "card": {**ROWAN, "notes": "x" * M.MOST_OFFER}}),
    json.dumps({"v": 1, "kind": "hello", "name": "Mia", "combatant": None, "pad": "x" * M.MOST_FROM_PLAYER}),
])
def test_a_damaged_offer_or_an_oversized_message_is_dropped_unread(raw):
    with pytest.raises(M.BadMessage):
        M.from_player(raw)


def test_an_offer_before_the_player_says_who_it_is_is_dropped(table):
    s, _ = table
    stranger = offered(s, seats.Seat("p2"), ROWAN)
    assert stranger.offer is None and stranger.dropped == 1


def test_an_offer_checked_against_the_roster_as_it_is_when_taken():
    s = from_cards("gurps", tuple((f"Card {n}", "party", {}, "") for n in range(100)))
    with pytest.raises(RulesError):
        offers.take(s, ROWAN)  # the roster holds at most 100 cards
    assert "Rowan" not in stored_names(s)


def test_the_phone_keeps_cards_from_a_card_file_the_game_masters_app_saved():
    s = from_cards("gurps", (("Rowan", "party", {"st": "13"}, "Broadsword 14 2d+1 cut melee"),))
    text = s.cards.file(s.roster.members[0].id).download[1]
    (card,) = own_cards.from_card_file(text, "gurps")
    assert card["name"] == "Rowan" and card["stats"]["st"] == 13
    with pytest.raises(RulesError) as refused:
        own_cards.from_card_file(text, "cortex")
    assert refused.value.field == "file"
    assert json.loads(own_cards.offer(card))["card"] == card


def test_the_phone_imports_a_gcs_character_sheet_as_the_roster_would():
    card = own_cards.from_sheet(SAMPLE.read_text(encoding="utf-8"), "gurps")
    assert card == offers.checked(card, cards_file.Roster("gurps"))
    assert M.from_player(own_cards.offer(card)).card == card
    with pytest.raises(RulesError):
        own_cards.from_sheet("{}", "gurps")


def test_what_the_phone_kept_is_read_back_with_its_damaged_cards_counted_and_a_card_loaded_again_replaces_its_older():
    kept = own_cards.keeping([], "gurps", [ROWAN])
    kept = own_cards.keeping(kept, "cortex", [{"name": "Zoe", "side": "party"}])
    kept = own_cards.keeping(kept, "gurps", [{**ROWAN, "stats": {"st": 14}}])
    assert [c["card"]["name"] for c in kept] == ["Zoe", "Rowan"]
    assert own_cards.of_game(kept, "gurps")[0]["stats"]["st"] == 14
    damaged = kept + [{"ruleset": "gurps", "card": {**ROWAN, "stats": {"st": "x"}}}, "junk",
                      {"ruleset": "chess", "card": ROWAN}]
    assert own_cards.kept(damaged) == own_cards.Kept(kept, 3) and own_cards.kept(kept) == own_cards.Kept(kept, 0)
    with pytest.raises(RulesError):
        own_cards.kept("junk")
