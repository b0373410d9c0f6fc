"""A player's own attack, proposed from the phone on its combatant's turn: checked against the
open encounter as it arrives (a hostile or untimely one dropped and counted), waiting for the game
master, and begun only when the game master accepts it, its stages then played as ever."""

import json
import sys
from pathlib import Path

import pytest

from pyrules.core.encounter import actions as A
from pyrules.core.players import messages as M, proposals, seats
from pyrules.core.players.player_view import Views

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402  (the tracker tests' sessions)

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ANA = ("Ana", "party", {}, "")
ORC = ("Orc", "foe", {}, "Axe 12 2d cut melee")


@pytest.fixture
def fighters_turn():
    """The Fighter acts now; Tom's phone plays the Fighter."""
    s = from_cards("gurps", (FIGHTER, ANA, ORC))
    fighter = named(s, "Fighter")
    turn_of(s, fighter)
    tom = seats.heard(seats.Seat("p1"), M.text(M.Hello("Tom", fighter)), s.encounter).seat
    return s, tom, fighter, named(s, "Orc")


def turn_of(s, cid):
    """The turn passed on until ``cid`` acts."""
    for _ in range(4):
        if s.encounter.state.active == cid:
            return
        s.apply(A.next_turn())
    assert s.encounter.state.active == cid


def proposed(s, seat, attack, targets):
    return seats.heard(seat, M.text(M.Attack(attack, tuple(targets))), s.encounter).seat


def test_the_player_is_sent_its_own_combatants_attack_lines_to_propose_from(fighters_turn):
    s, _, fighter, _ = fighters_turn
    assert Views(s.encounter).view(fighter)["you"]["attacks"] == ["Broadsword 14 2d+1 cut melee"]


def test_an_attack_proposed_on_its_combatants_turn_waits_for_the_game_master_and_begins_nothing(fighters_turn):
    s, tom, fighter, orc = fighters_turn
    before = (s.encounter, s.exchange)
    waiting = proposed(s, tom, 0, [orc])
    assert waiting.proposal == proposals.Proposal(fighter, 0, (orc,)) and waiting.dropped == 0
    assert proposals.said("Tom", waiting.proposal, s.encounter) == \
        "Tom proposes: Fighter’s Broadsword 14 2d+1 cut melee at Orc"
    assert (s.encounter, s.exchange) == before


def test_an_attack_accepted_begins_as_its_rows_button_begins_it(fighters_turn):
    s, tom, fighter, orc = fighters_turn
    waiting = proposed(s, tom, 0, [orc])
    proposals.accept(s, waiting.proposal, s.encounter)
    assert (s.exchange.attacker, s.exchange.attack, s.exchange.targets) == (fighter, 0, (orc,))
    assert s.exchanges.now().stage.key == "attack"
    assert seats.answered_proposal(waiting).proposal is None


def test_a_free_attack_may_be_proposed_and_is_said_so(fighters_turn):
    s, tom, _, orc = fighters_turn
    waiting = proposed(s, tom, None, [orc])
    assert proposals.said("Tom", waiting.proposal, s.encounter) == "Tom proposes: a free attack by Fighter at Orc"


def test_an_attack_proposed_out_of_turn_or_by_a_player_watching_is_dropped_and_counted(fighters_turn):
    s, tom, fighter, orc = fighters_turn
    watching = seats.heard(seats.Seat("p2"), M.text(M.Hello("Mia")), s.encounter).seat
    assert proposed(s, watching, 0, [orc]).dropped == 1
    turn_of(s, orc)
    late = proposed(s, tom, 0, [orc])
    assert late.proposal is None and late.dropped == 1


@pytest.mark.parametrize("attack, targets", [(1, ["orc"]), (0, ["self"]), (0, ["c99"]), (-1, ["orc"])])
def test_an_attack_with_a_line_the_card_lacks_or_a_target_not_at_the_table_is_dropped(fighters_turn, attack, targets):
    s, tom, fighter, orc = fighters_turn
    named_ids = [{"orc": orc, "self": fighter}.get(t, t) for t in targets]
    raw = json.dumps({"v": 1, "kind": "attack", "attack": attack, "targets": named_ids})
    after = seats.heard(tom, raw, s.encounter).seat
    assert after.proposal is None and after.dropped == 1


@pytest.mark.parametrize("raw", [
    {"attack": 0, "targets": []}, {"attack": "0", "targets": ["c2"]}, {"attack": 0, "targets": "c2"},
    {"attack": 0, "targets": ["<img>"]}, {"attack": 0, "targets": ["c2"] * 21}, {"attack": 0},
    {"attack": 0, "targets": ["c2"], "then": "apply"},
])
def test_a_damaged_attack_message_is_dropped_unread(raw):
    with pytest.raises(M.BadMessage):
        M.from_player(json.dumps({"v": 1, "kind": "attack", **raw}))


def test_an_accepted_attack_is_checked_again_against_the_encounter_as_it_is_then(fighters_turn):
    s, tom, _, orc = fighters_turn
    waiting = proposed(s, tom, 0, [orc])
    turn_of(s, orc)  # the turn moved on before the game master tapped
    from pyrules.core.errors import RulesError

    with pytest.raises(RulesError):
        proposals.accept(s, waiting.proposal, s.encounter)
    assert s.exchange is None
    assert M.from_game_master(M.text(M.Proposed("accepted"))) == M.Proposed("accepted")
