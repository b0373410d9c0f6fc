"""A TAL character card holds what lasts between encounters (Constitution, Combat speed, TAL max,
Power, Willpower) and, where given, its TAL left; a stat no TAL card has is refused, naming it."""

import json
import sys
from pathlib import Path

import pytest

from pyrules import RulesError
from pyrules.core.encounter import actions as A
from pyrules.core.encounter.roster import Roster

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named, reread, session  # noqa: E402


@pytest.mark.parametrize("stat", ["strength", "SHP"])
def test_a_card_with_a_stat_no_tal_card_has_is_refused_naming_it(stat):
    with pytest.raises(RulesError, match=f"A TAL card has no stat “{stat}”.") as refused:
        Roster("tal").add("Ann", stats={"constitution": 50, stat: 30})
    assert refused.value.field == f"stats.{stat}"


def test_a_card_file_with_a_stat_no_tal_card_has_loads_nothing_and_is_not_copied_into_an_encounter():
    s = session("tal")
    data = {"pyrules": "cards", "version": 1, "ruleset": "tal",
            "cards": [{"name": "Ann", "stats": {"constitution": 50}},
                      {"name": "Brok", "stats": {"constitution": 40, "strength": 30}}]}
    with pytest.raises(RulesError, match="The card “Brok”: A TAL card has no stat “strength”."):
        s.cards.load_file(json.dumps(data))
    assert reread(s).roster.members == ()


def test_a_card_may_hold_its_tal_left_which_its_attacks_read():
    card = Roster("tal").add("Ann", stats={"tal_max": 20, "tal_now": 5}, attacks=["Sword 55"])
    assert card.members[0].stats["tal_now"] == 5


def test_a_resting_combatant_kept_as_a_card_keeps_its_card_not_the_rest_it_counted():
    s = from_cards("tal", [("Ann", "party", {"constitution": "50", "tal_max": "20"}, "Sword 55")])
    ann = named(s, "Ann")
    s.apply(A.damage(ann, 3, "SHP"))
    s.apply(A.edit(ann, stats={"rest": "resting"}))
    s.time_passes({"amount": "5", "unit": "minutes"})
    assert "rested_at" in s.encounter.state.combatant(ann).stats   # the rest counted towards an SHP
    s.cards.from_combatant(ann)
    kept = reread(s).roster.members[-1]
    assert kept.name == "Ann" and set(kept.stats) == {"constitution", "combat_speed", "tal_max", "power", "willpower"}
