"""Nothing played is thrown away: an attack under way is dropped only when the game master says
so, and a turn moves past an attack waiting to be applied only once asked."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import from_cards, named  # noqa: E402
from pyrules.core.encounter.commands import tap

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12", "dr": "2"}, "Axe 12 2d cut melee")


def fight():
    return from_cards("gurps", (FIGHTER, ORC))


def test_a_second_attack_asks_before_it_drops_one_with_a_step_answered():
    s = fight()
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, 0)
    s.exchanges.answer({"roll": "9"})
    asked = s.exchanges.begin(orc, 0)
    assert asked.ask is not None and "Fighter’s attack on Orc is under way" in asked.ask.text
    assert s.exchange.attacker == fighter and len(s.exchange.stages) == 1
    s.exchanges.begin(orc, 0, confirmed=True)
    assert s.exchange.attacker == orc and s.exchange.stages == ()


def test_a_tap_on_a_second_attack_button_is_answered_with_the_question_and_made_again_with_the_reply():
    s = fight()
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, 0)
    s.exchanges.answer({"roll": "9"})
    assert tap(s, "exchange", orc, {"attack": "0"}).ask is not None
    tap(s, "exchange", orc, {"attack": "0"}, reply=False)
    assert s.exchange.attacker == fighter
    tap(s, "exchange", orc, {"attack": "0"}, reply=True)
    assert s.exchange.attacker == orc


def test_an_attack_not_yet_answered_is_replaced_without_a_question():
    s = fight()
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, 0)
    assert s.exchanges.begin(orc, 0).ask is None
    assert s.exchange.attacker == orc


def test_next_turn_asks_first_while_a_result_waits_to_be_applied_and_keeps_the_attack():
    s = fight()
    s.roll_initiative()
    fighter = named(s, "Fighter")
    s.exchanges.begin(fighter, 0)
    s.exchanges.answer({"roll": "17"})  # a miss: the result waits for Apply
    assert s.exchanges.now().result is not None
    asked = s.next_turn()
    assert asked.ask is not None and "played but not applied" in asked.ask.text
    turn = s.encounter.state.turn
    s.next_turn(confirmed=True)
    assert s.encounter.state.turn != turn
    assert s.exchanges.now().result is not None


def test_next_turn_asks_nothing_while_an_attack_is_still_being_played():
    s = fight()
    s.roll_initiative()
    s.exchanges.begin(named(s, "Fighter"), 0)
    assert s.next_turn().ask is None
