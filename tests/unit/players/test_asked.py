"""The roll that is theirs, asked on the player's phone: the rolls the attack under way asks of a
player's combatant come first among what its view says is due, by typed keys, with their exact
chance; the phone's answer names those keys and only fills the game master's field, and goes
nowhere once the stage has moved on."""

import json
import sys
from fractions import Fraction
from pathlib import Path

from pyrules.core.odds import chance
from pyrules.core.players import messages as M, seats, view_data
from pyrules.core.players.asked import Ask, asks
from pyrules.core.players.player_rolls import suggested
from pyrules.core.players.player_view import Views

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402  (the tracker tests' sessions)

ANA = ("Ana", "party", {"hp": "12", "ht": "11"}, "")  # Dodge 8 (Basic Speed 5 + 3, B374)
ORC = ("Orc", "foe", {"hp": "12"}, "Axe 14 2d+2 cut melee")


def orc_attacks_ana():
    """The Orc's axe at Ana, under way at its attack roll."""
    s = from_cards("gurps", (ANA, ORC))
    s.exchanges.begin(named(s, "Orc"), 0)
    return s, named(s, "Ana"), named(s, "Orc")


def due_of(s, cid):
    return Views(s.encounter, walk=s.exchanges.now()).view(cid)["you"]["due"]


def test_the_defense_the_attack_asks_of_a_players_combatant_is_due_on_its_phone_with_its_exact_chance():
    s, ana, orc = orc_attacks_ana()
    assert asks(s.exchanges.now(), ana) == ()  # the attack roll is the Orc's
    s.exchanges.answer({"roll": "6"})  # a hit: Ana's defense is asked
    (asked,) = asks(s.exchanges.now(), ana)
    assert asked == Ask(s.exchange.id, f"defense {ana}", "defense_roll", "Ana’s defense", "Defense roll (3d6)",
                        "3d6", chance("3d6", at_most=8))  # Dodge 8 made on 3d6 ≤ 8 (B374, B344)
    assert asked.chance == Fraction(7, 27)


def test_a_roll_asked_comes_first_among_what_is_due_by_its_keys_and_is_sent_as_the_view_says():
    s, ana, _ = orc_attacks_ana()
    s.exchanges.answer({"roll": "6"})
    first = due_of(s, ana)[0]
    assert first["ask"] == {"exchange": s.exchange.id, "stage": f"defense {ana}", "field": "defense_roll",
                            "chance": [7, 27]}
    assert (first["roll"]["dice"], first["roll"]["target"]) == ("3d6", None)
    sent = Views(s.encounter, walk=s.exchanges.now()).message(ana)
    assert M.from_game_master(sent).view["you"]["due"][0]["ask"] == first["ask"]
    view_data.read_view(json.loads(sent)["view"])


def test_a_roll_asked_goes_away_when_the_stage_moves_on():
    s, ana, _ = orc_attacks_ana()
    s.exchanges.answer({"roll": "6"})
    assert due_of(s, ana)[0]["ask"] is not None
    s.exchanges.answer({"defense_roll": "5"})  # Ana dodges: the attack ends
    assert all(due["ask"] is None for due in due_of(s, ana))
    assert Views(s.encounter).view(ana)["you"]["due"] == due_of(s, ana)


def test_damage_the_attacker_rolls_is_asked_of_its_player_without_a_chance():
    s = from_cards("gurps", (("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee"), ("Orc", "foe", {}, "")))
    fighter = named(s, "Fighter")
    s.exchanges.begin(fighter, 0)
    (attack,) = asks(s.exchanges.now(), fighter)
    assert (attack.field, attack.chance) == ("roll", chance("3d6", at_most=14))  # skill 14 on 3d6 (B344)
    s.exchanges.answer({"roll": "6"})
    s.exchanges.answer({"defense_roll": "17"})  # the Orc fails to dodge: the Fighter rolls damage
    (damage,) = asks(s.exchanges.now(), fighter)
    assert (damage.field, damage.dice, damage.chance) == ("damage", "2d6+1", None)


def test_cortexs_defense_is_asked_of_the_defenders_player_once_the_attack_is_rolled():
    s = from_cards("cortex", (("Orc", "foe", {}, ""), ("Ana", "party", {}, "")))
    orc, ana = named(s, "Orc"), named(s, "Ana")
    s.exchanges.begin(orc, None)
    assert asks(s.exchanges.now(), ana) == ()
    s.exchanges.answer({})
    (defense,) = asks(s.exchanges.now(), ana)
    assert (defense.stage, defense.field) == (f"defense {ana}", "roll")


def test_the_phones_answer_naming_the_roll_asked_is_offered_for_that_field_alone_and_changes_nothing():
    s, ana, _ = orc_attacks_ana()
    s.exchanges.answer({"roll": "6"})
    before = (s.encounter, s.exchange)
    keys = M.Answering(s.exchange.id, f"defense {ana}", "defense_roll")
    offered = suggested(s, ana, M.Roll("Defense roll (3d6)", "3d6", (), 12, None, "at_most", keys))
    assert (offered.field, offered.value) == ("defense_roll", 12)
    assert (s.encounter, s.exchange) == before


def test_an_answer_to_a_stage_moved_on_from_or_to_another_field_is_only_logged():
    s, ana, orc = orc_attacks_ana()
    s.exchanges.answer({"roll": "6"})
    stale = M.Answering(s.exchange.id, "attack", "roll")
    assert suggested(s, ana, M.Roll("", "3d6", (1, 2, 3), 6, answers=stale)) is None
    other = M.Answering("x1", f"defense {ana}", "defense_roll")
    assert suggested(s, ana, M.Roll("", "3d6", (1, 2, 3), 6, answers=other)) is None
    wrong_field = M.Answering(s.exchange.id, f"defense {ana}", "base")
    assert suggested(s, ana, M.Roll("", "3d6", (1, 2, 3), 6, answers=wrong_field)) is None


def test_the_game_master_sees_which_rolls_wait_for_which_phone():
    s, ana, orc = orc_attacks_ana()
    mia, tom = seats.Seat("p1", "Mia", ana), seats.Seat("p2", "Tom")
    assert seats.waiting(mia, s.encounter, s.exchanges.now()) == ()
    s.exchanges.answer({"roll": "6"})
    walk = s.exchanges.now()
    assert seats.waiting(mia, s.encounter, walk) == ("Ana’s defense: Defense roll (3d6)",)
    assert seats.waiting(tom, s.encounter, walk) == ()  # watching
    assert seats.waiting(seats.gone(mia), s.encounter, walk) == ()
    assert seats.waiting(seats.Seat("p3", "Eve", orc), s.encounter, walk) == ()  # a foe is no player's
