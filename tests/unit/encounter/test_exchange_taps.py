"""A round at the table in few taps: the acting attacker's result is applied and its turn ended in
one tap, unless the attack raised a roll that falls due now."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import from_cards, named  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12"}, "Broadsword 14 2d+1 cut")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 sw+2 cut")


def started():
    s = from_cards("gurps", (FIGHTER, ORC))
    assert s.encounter.state.active == named(s, "Fighter")
    return s


def test_apply_and_next_turn_applies_the_attack_and_gives_the_turn_to_the_next():
    s = started()
    s.begin_exchange(named(s, "Fighter"), 0)
    s.answer_stage({"roll": "9"})
    s.answer_stage({"defense_roll": "16"})
    s.answer_stage({"damage": "4"})
    s.finish_exchange_and_next()
    assert s.plugin.current(s.encounter.named("Orc"), "HP") == 12 - (4 - 2) * 3 // 2
    assert s.encounter.state.active == named(s, "Orc")
    assert s.exchange is None


def test_apply_and_next_turn_keeps_the_turn_while_a_knockdown_roll_falls_due():
    s = started()
    s.begin_exchange(named(s, "Fighter"), 0)
    s.answer_stage({"location": "face", "roll": "9"})
    s.answer_stage({"defense_roll": "16"})
    s.answer_stage({"damage": "7"})  # a major wound to the face: a knockdown roll now
    said = s.finish_exchange_and_next()
    assert "make it, then go to the next turn" in said.notice
    assert s.encounter.state.active == named(s, "Fighter")
    assert any("knockdown" in r.text for r in s.encounter.state.reminders)


def test_a_gurps_round_of_two_attacks_takes_six_taps_with_the_app_rolling():
    s = started()
    taps = 0
    for name in ("Fighter", "Orc"):
        assert s.encounter.state.active == named(s, name)
        s.tap("exchange", named(s, name), {"attack": "0"})
        s.tap("exchange-roll-on")
        s.tap("exchange-apply-next")
        taps += 3
    assert taps == 6 and s.encounter.state.active == named(s, "Fighter") and s.encounter.state.round == 2
