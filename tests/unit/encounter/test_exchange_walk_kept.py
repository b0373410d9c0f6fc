"""The attack under way is worked out once and kept: a stage tap answers that stage alone, a read
answers none, and Apply answers none again (it applies the result the last tap worked out)."""

import sys

import pytest

from exchange_helpers import from_cards, named
from pyrules.core.encounter import exchange_walk

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 2d cut melee")
# One Apply's work, counted on CPython: the calls made, and the modules of the project entered.
MOST_CALLS, MOST_MODULES = 2000, 25


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


def traced_apply(s):
    """One Apply of the exchange waiting at its result, traced on CPython: the calls it makes, and
    the modules of the project (the rules' and the page's) it enters, by name."""
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
    print(f"one {s.ruleset} Apply: {calls[0]} calls in {len(own)} of the project's modules "
          f"({len(modules)} in all): {', '.join(own)}")
    return calls[0], own


# An attack of each other ruleset played to its result, as its own exchange tests play it: the
# cards, the attacker, and each stage's answer.
PLAYED = {
    "cortex": ((("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound"), ("Thug", "foe", {"agility": "d6"}, "")),
               "Mal", ({"roll": "11"}, {"roll": "4"}, {"weapon_roll": "5"})),
    "aftermath": ((("Ana", "party", {"str": "12"}, "Knife 12 knife-belt"), ("Raider", "foe", {}, "")),
                  "Ana", ({"roll": "5", "location_roll": "73"},)),
    "tal": ((("Ana", "party", {"tal_max": "20", "combat_speed": "12"}, "Sword 55"),
             ("Orc", "foe", {"constitution": "40", "combat_speed": "10"}, "")),
            "Ana", ({"roll": "10"}, {"damage": "6"})),
}


@pytest.mark.skipif(sys.platform == "emscripten", reason="counts the calls of CPython's profiler hook")
def test_one_apply_makes_at_most_two_thousand_calls_in_at_most_25_modules():
    s = at_its_damage()
    s.exchanges.answer({"damage": "7"})
    calls, modules = traced_apply(s)
    assert calls <= MOST_CALLS and len(modules) <= MOST_MODULES
    assert s.encounter.combatant(named(s, "Orc")).resources["HP"] < 12  # it was applied


@pytest.mark.skipif(sys.platform == "emscripten", reason="counts the calls of CPython's profiler hook")
@pytest.mark.parametrize("ruleset", sorted(PLAYED))
def test_one_apply_of_every_other_ruleset_makes_at_most_two_thousand_calls_in_at_most_25_modules(ruleset):
    cards, attacker, answers = PLAYED[ruleset]
    s = from_cards(ruleset, cards)
    s.exchanges.begin(named(s, attacker), 0)
    for answer in answers:
        s.exchanges.answer(answer)
    done = s.exchanges.now()
    assert done.result is not None and done.result.parts  # a hit, waiting for its Apply
    calls, modules = traced_apply(s)
    assert calls <= MOST_CALLS and len(modules) <= MOST_MODULES
    assert s.exchanges.now() is None  # applied, and over
