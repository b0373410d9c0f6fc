"""A round at the table in few taps: the acting attacker's result is applied and its turn ended in
one tap; a roll the attack raised that falls due now is made first, by the app when the app
rolled the attack, else the turn waits for it."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import from_cards, named  # noqa: E402
from pyrules.core.encounter.commands import tap

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 sw+2 cut melee")


def started():
    s = from_cards("gurps", (FIGHTER, ORC))
    assert s.encounter.state.active == named(s, "Fighter")
    return s


def test_apply_and_next_turn_applies_the_attack_and_gives_the_turn_to_the_next():
    s = started()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "9"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "4"})
    s.finish_exchange_and_next()
    assert s.plugin.pools.current(s.encounter.named("Orc"), "HP") == 12 - (4 - 2) * 3 // 2
    assert s.encounter.state.active == named(s, "Orc")
    assert s.exchange is None


def test_apply_and_next_turn_keeps_the_turn_while_a_knockdown_roll_falls_due():
    s = started()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "face", "roll": "9"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "7"})  # a major wound to the face: a knockdown roll now
    said = s.finish_exchange_and_next()
    assert "make it, then go to the next turn" in said.notice
    assert s.encounter.state.active == named(s, "Fighter")
    assert any("knockdown" in r.text for r in s.encounter.state.reminders)


def _knocked_down_by_the_app():
    """A Fighter's blow at the Orc's face, the app rolling every die, that made a major wound (a
    knockdown roll fell due), applied with the next turn: the session and what the tap said."""
    for seed in range(200):
        s = from_cards("gurps", (FIGHTER, ORC), rng=random.Random(seed))
        s.exchanges.begin(named(s, "Fighter"), 0)
        s.exchanges.roll_on({"location": "face"})
        said = s.finish_exchange_and_next()
        if " for Orc: " in said.notice:
            return s, said
    raise AssertionError("no blow made a major wound")


def test_apply_and_next_turn_makes_a_knockdown_roll_the_app_rolled_attack_raised_then_ends_the_turn():
    s, said = _knocked_down_by_the_app()
    orc = s.encounter.named("Orc")
    rolled = said.rolls[-1]
    assert "knockdown" in said.notice.lower() and rolled.notation == "3d6"
    assert s.encounter.state.active == named(s, "Orc")
    assert not any("knockdown" in r.text.lower() for r in s.encounter.state.reminders)
    failed = "failed" in said.notice
    assert any(c.name in ("Stunned", "Unconscious") for c in orc.conditions) == failed


def test_a_gurps_round_of_two_attacks_takes_six_taps_with_the_app_rolling():
    s = started()
    taps = 0
    for name in ("Fighter", "Orc"):
        assert s.encounter.state.active == named(s, name)
        tap(s, "exchange", named(s, name), {"attack": "0"})
        tap(s, "exchange-roll-on")
        tap(s, "exchange-apply-next")
        taps += 3
    assert taps == 6 and s.encounter.state.active == named(s, "Fighter") and s.encounter.state.round == 2
