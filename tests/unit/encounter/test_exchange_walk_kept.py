"""The attack under way is worked out once and kept: a stage tap answers that stage alone, a read
answers none, and Apply answers none again (it applies the result the last tap worked out)."""

import sys

import pytest

from exchange_helpers import from_cards, named
from pyrules.core.encounter import exchange_walk

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 2d cut melee")
# One Apply's work, counted on CPython: the calls made, and the modules of the project entered.
MOST_CALLS = 2000


@pytest.fixture
def answers(monkeypatch):
    """The stages of an exchange answered (by a tap, or worked out again), by their titles."""
    answered = []
    real = exchange_walk.Stage.answer

    def counted(self, *args, **kwargs):
        answered.append(self.title)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(exchange_walk.Stage, "answer", counted)
    return answered


def at_its_damage():
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "torso", "roll": "9"})
    s.exchanges.answer({"defense_roll": "16"})
    return s


def test_a_stage_tap_answers_that_stage_alone_and_reading_it_answers_none(answers):
    s = at_its_damage()
    answers.clear()
    s.exchanges.answer({"damage": "7"})
    assert set(answers) == {"Damage to Orc"}  # that stage alone (and what its Apply keeps of it)
    answered = len(answers)
    for _ in range(3):
        assert s.exchanges.now().result is not None
    assert len(answers) == answered


def test_apply_answers_no_stage_again(answers):
    s = at_its_damage()
    s.exchanges.answer({"damage": "7"})
    answers.clear()
    s.exchanges.finish()
    assert answers == []
    assert s.encounter.combatant(named(s, "Orc")).resources["HP"] == 12 - (7 - 2) * 3 // 2


def test_after_a_reload_the_attack_is_worked_out_once_then_kept(answers):
    from exchange_helpers import reread

    s = reread(at_its_damage())
    answers.clear()
    s.exchanges.now()
    s.exchanges.now()
    assert len(answers) == len(set(answers)) == 2  # its two stages answered, worked out again once


@pytest.mark.skipif(sys.platform == "emscripten", reason="counts the calls of CPython's profiler hook")
def test_one_apply_makes_at_most_two_thousand_calls():
    s = at_its_damage()
    s.exchanges.answer({"damage": "7"})
    s.keep()
    calls, modules = [0], set()

    def counted(frame, event, arg):
        if event == "call":
            calls[0] += 1
            modules.add(frame.f_globals.get("__name__", ""))

    sys.setprofile(counted)
    try:
        s.exchanges.finish()
    finally:
        sys.setprofile(None)
    own = sorted(m for m in modules if m.startswith(("pyrules", "screen")))
    print(f"one Apply: {calls[0]} calls, {len(own)} of the project's modules, {len(modules)} in all")
    assert calls[0] <= MOST_CALLS
