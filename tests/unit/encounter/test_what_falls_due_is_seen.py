"""What a tap changes is brought into view: a new encounter's acting row, and what an attack raised once it is applied."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import session  # noqa: E402

from pyrules.core.encounter.shown import InView  # noqa: E402


def test_a_new_encounter_from_the_roster_brings_the_acting_row_into_view():
    s = session("gurps")
    for name, side, dx in (("Fighter", "party", "12"), ("Orc", "foe", "10")):
        s.cards.save(None, {"name": name, "side": side, "dx": dx, "ht": dx})
    made = s.new_from_roster(None)
    active = s.encounter.state.active
    assert active is not None and s.encounter.combatant(active).name == "Fighter"
    assert made.in_view == (InView("row", active),)


def test_a_new_encounter_whose_ruleset_sets_initiative_by_hand_brings_its_first_row_into_view():
    s = session("aftermath")
    s.cards.save(None, {"name": "Dutch", "side": "party"})
    made = s.new_from_roster(None)
    first = s.encounter.state.order[0].id
    assert made.in_view == (InView("row", s.encounter.state.active or first),)


def test_an_attack_that_raises_a_knockdown_roll_brings_what_is_due_into_view_after_apply():
    from exchange_helpers import from_cards, named

    s = from_cards("gurps", (("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee"),
                             ("Orc", "foe", {"hp": "12", "dr": "2"}, "")))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "face", "roll": "9"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "7"})  # (7 − 2) × 1.5 = 7 to the face: a major wound, a knockdown roll
    applied = s.exchanges.finish()
    assert any("knockdown" in r.text for r in s.encounter.state.reminders)
    assert applied.in_view == (InView("due"),)


def test_an_attack_that_raises_nothing_brings_its_target_into_view_after_apply():
    from exchange_helpers import from_cards, named

    s = from_cards("gurps", (("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee"),
                             ("Orc", "foe", {"hp": "12", "dr": "2"}, "")))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "9"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "4"})
    assert s.exchanges.finish().in_view == (InView("row", named(s, "Orc")),)
