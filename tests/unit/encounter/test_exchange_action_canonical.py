"""The action an attack's Apply makes is built from parts the walk has checked already, so it is
applied without being checked again: it is exactly what checking it would make of it."""

import random

import pytest

from exchange_helpers import from_cards, named
from pyrules.core.encounter import exchange as X
from pyrules.core.encounter.kinds import normalize

FIGHTS = {
    "gurps": (("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee"),
              ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 2d cut melee")),
    "aftermath": (("Ana", "party", {"str": "12"}, "Knife 12 knife-belt\nPistol 14 pistol_std"),
                  ("Raider", "foe", {}, "")),
    "cortex": (("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound"),
               ("Thug", "foe", {"agility": "d6"}, "")),
    "tal": (("Ana", "party", {"tal_max": "20", "combat_speed": "12"}, "Sword 55 damage 2/4/6/8/10/14"),
            ("Orc", "foe", {"constitution": "40", "combat_speed": "10"}, "")),
}


@pytest.mark.parametrize("ruleset", sorted(FIGHTS))
@pytest.mark.parametrize("seed", range(12))
def test_the_action_of_a_finished_attack_is_already_in_its_checked_form(ruleset, seed):
    cards = FIGHTS[ruleset]
    s = from_cards(ruleset, cards, rng=random.Random(seed))
    s.exchanges.begin(named(s, cards[0][0]), 0)
    s.exchanges.roll_on()
    walk = s.exchanges.now()
    if walk is None or walk.result is None:
        pytest.skip("this attack waits for a value only the player has")
    action = X.action(walk)
    assert normalize(action, s.plugin) == action
