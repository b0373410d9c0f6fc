"""A card typed on the player's phone: its name, the ruleset's stats and its attack lines, read
exactly as the game master's card form reads a card and checked as the roster checks one, a field
at fault named; kept on the phone and offered like a loaded one."""

import sys
from pathlib import Path

import pytest

from pyrules.core.errors import RulesError
from pyrules.core.players import offers, own_cards
from pyrules.core.encounter.roster import Roster

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import session  # noqa: E402  (the tracker tests' sessions)

TYPED = {"name": "Rowan", "st": "12", "dx": "11", "iq": "10", "ht": "11", "attacks": "Broadsword 14 2d+1 cut melee"}


def test_a_card_typed_on_the_phone_is_the_card_the_game_masters_card_form_saves_from_the_same_values():
    typed = own_cards.from_form(TYPED, "gurps")
    s = session("gurps")
    s.cards.save(None, {**TYPED, "side": "party"})
    member = s.roster.members[-1]
    assert typed["stats"] == dict(member.stats) and typed["attacks"] == list(member.attacks)
    assert (typed["name"], typed["side"]) == ("Rowan", "party")  # a player's card is one of the party
    assert offers.checked(typed, Roster("gurps")) == typed  # offered, it reads at the game master's side


@pytest.mark.parametrize("change, field", [({"name": ""}, "name"), ({"st": "twelve"}, "st"),
                                           ({"attacks": "Broadsword 14 cut"}, "attacks"),
                                           ({"hp_now": "40"}, "hp_now")])
def test_a_typed_card_the_roster_would_refuse_names_its_field(change, field):
    with pytest.raises(RulesError) as refused:
        own_cards.from_form({**TYPED, **change}, "gurps")
    assert refused.value.field == field


def test_a_card_of_another_game_is_read_with_that_games_stats():
    typed = own_cards.from_form({"name": "Ana", "constitution": "40", "combat_speed": "12", "tal_max": "20",
                                 "willpower": "60", "attacks": "Sword 55"}, "tal")
    assert typed["stats"]["willpower"] == 60 and typed["attacks"] == ["Sword 55"]
