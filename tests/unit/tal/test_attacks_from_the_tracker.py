"""An attack made from the tracker takes the attacker's fatigue (l.16-18): a combatant's row opens the
attack calculator at the fatigue of its TAL pool, a card's weapon at the card's; Taxed adds 10 to
the roll and a Spent attacker's attack is refused, as the attack calculator does."""

import random

import pytest

from pyrules import RulesError
from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.encounter.roster import Roster
from pyrules.tal.attack import AttackInput, resolve_attack
from pyrules.tal.ruleset import RULESET
from pyrules.tal.tracker import PLUGIN
from screen.tones import tone_of


def attacker(tal_left=None, tal_max=20):
    """A tracked combatant with a TAL pool of ``tal_max``, ``tal_left`` of it left (None: full)."""
    enc = Encounter.new("tal").apply(A.add("Ann", side="party", stats={"tal_max": tal_max}))
    if tal_left is not None:
        enc = enc.apply(A.damage("c1", tal_max - tal_left, "TAL"))
    return enc.state.combatant("c1")


def attack_from(values, skill=57, roll=40):
    """The attack calculator answered as the tracker opened it, with a weapon skill and a roll."""
    return RULESET.tool("tal-attack").answer({**values, "skill": str(skill), "roll": str(roll)},
                                             random.Random(7))[1]


@pytest.mark.parametrize("left, level", [(None, "fresh"), (11, "fresh"), (10, "fatigued"), (5, "taxed"),
                                         (0, "spent")])
def test_a_combatants_row_opens_the_attack_at_the_fatigue_of_its_tal_left(left, level):
    assert PLUGIN.prefill.calculators(attacker(left))["tal-attack"] == {"fatigue": level}


def test_a_combatant_with_no_tal_pool_attacks_fresh():
    assert PLUGIN.prefill.calculators(attacker(tal_max=0))["tal-attack"] == {"fatigue": "fresh"}


def test_a_taxed_combatants_attack_adds_10_to_the_roll():
    fresh = attack_from(PLUGIN.prefill.calculators(attacker())["tal-attack"], skill=57, roll=50)
    taxed = attack_from(PLUGIN.prefill.calculators(attacker(5))["tal-attack"], skill=57, roll=50)
    assert fresh.headline == "Hit: category 2 (Low)"
    assert taxed.headline == "Miss"  # 50 + 10 = 60, past the skill of 57
    assert taxed.lines[0].value == "50 +10 = 60"


def test_a_spent_combatants_attack_is_refused():
    answer = attack_from(PLUGIN.prefill.calculators(attacker(0))["tal-attack"])
    assert answer.headline == "No attack: Spent"
    assert tone_of(answer.outcome) == "bad"
    assert answer.lines[0].note == "no offensive actions in combat"
    assert answer.lines[0].source == "seed 000 l.18"


def test_a_spent_attack_asked_of_the_rules_is_refused_beside_the_fatigue_field():
    with pytest.raises(RulesError) as error:
        resolve_attack(AttackInput(57, 40, fatigue="spent"))
    assert error.value.field == "fatigue"
    assert error.value.message == "Your fatigue: Spent, you can take no offensive actions in combat (seed 000 l.18)."


# -- a card's weapon -------------------------------------------------------------------------

def card(**stats):
    return Roster("tal").add("Ann", stats={"tal_max": 20, **stats}, attacks="Sword 55")


def test_a_roster_cards_weapon_opens_the_attack_fresh():
    (opening,) = card().openings("m1", 0)
    assert (opening.tool, opening.label, dict(opening.values)) == \
        ("tal-attack", "Sword: attack, skill 55", {"skill": 55, "fatigue": "fresh"})


def test_a_card_that_holds_its_tal_left_opens_the_attack_at_that_fatigue():
    (opening,) = card(tal_now=5).openings("m1", 0)
    assert dict(opening.values) == {"skill": 55, "fatigue": "taxed"}
    assert opening.label == "Sword: attack, skill 55, Taxed"


def test_a_spent_cards_weapon_opens_an_attack_that_is_refused():
    (opening,) = card(tal_now=0).openings("m1", 0)
    assert opening.label == "Sword: attack, skill 55, Spent"
    assert attack_from(opening.values).headline == "No attack: Spent"
