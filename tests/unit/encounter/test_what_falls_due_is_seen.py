"""What a tap changes is brought into view: a new encounter's acting row."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import session  # noqa: E402

from pyrules.core.encounter.outcome import InView  # noqa: E402


def test_a_new_encounter_from_the_roster_brings_the_acting_row_into_view():
    s = session("gurps")
    for name, side, dx in (("Fighter", "party", "12"), ("Orc", "foe", "10")):
        s.save_card(None, {"name": name, "side": side, "dx": dx, "ht": dx})
    made = s.new_from_roster(None)
    active = s.encounter.state.active
    assert active is not None and s.encounter.combatant(active).name == "Fighter"
    assert made.in_view == (InView("row", active),)


def test_a_new_encounter_whose_ruleset_sets_initiative_by_hand_brings_its_first_row_into_view():
    s = session("aftermath")
    s.save_card(None, {"name": "Dutch", "side": "party"})
    made = s.new_from_roster(None)
    first = s.encounter.state.order[0].id
    assert made.in_view == (InView("row", s.encounter.state.active or first),)
