"""A GURPS foe out of the fight is never the default target: unconscious (at -1xFP, l.208, marked
Unconscious or Knocked out, or put on by a failed roll), mortally wounded (incapacitated, l.254) or
dead (at -5xHP, l.199, or marked Dead); the next foe standing is ticked instead."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named  # noqa: E402

from pyrules.core.encounter import actions  # noqa: E402
from pyrules.core.encounter.standing import DEAD, MORTALLY_WOUNDED, UNCONSCIOUS  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12", "dr": "2"}, "Axe 12 2d cut melee")
GOBLIN = ("Goblin", "foe", {"hp": "8"}, "")


def fight():
    return from_cards("gurps", (FIGHTER, ORC, GOBLIN))


def first_foe(s):
    return next(c for c in s.encounter.state.combatants if c.side == "foe")


def other_foe(s, cid):
    return next(c.id for c in s.encounter.state.combatants if c.side == "foe" and c.id != cid)


def out_of(s, cid):
    return s.plugin.standing.of(s.encounter.combatant(cid), s.encounter.state).out


DOWNED = {
    "marked Unconscious": (lambda s, cid: s.add_condition(cid, {"name": "Unconscious"}), UNCONSCIOUS),
    "marked Knocked out": (lambda s, cid: s.add_condition(cid, {"name": "knocked out"}), UNCONSCIOUS),
    "at -1xFP": (lambda s, cid: s.apply(actions.damage(cid, 20, "FP")), UNCONSCIOUS),
    "mortally wounded": (lambda s, cid: s.add_condition(cid, {"name": "Mortally wounded"}), MORTALLY_WOUNDED),
    "at -5xHP": (lambda s, cid: s.apply(actions.damage(cid, 200, "HP")), DEAD),
    "marked Dead": (lambda s, cid: s.add_condition(cid, {"name": "Dead"}), DEAD),
}


@pytest.mark.parametrize("how", list(DOWNED))
def test_a_foe_out_of_the_fight_is_passed_over_for_the_next_foe_standing(how):
    s = fight()
    downed = first_foe(s).id
    put_down, out = DOWNED[how]
    put_down(s, downed)
    assert out_of(s, downed) == out
    assert s.exchanges.targets(named(s, "Fighter")) == (other_foe(s, downed),)


def test_a_stunned_foe_is_still_in_the_fight_and_still_the_default_target():
    s = fight()
    stunned = first_foe(s).id
    s.add_condition(stunned, {"name": "Stunned"})
    assert out_of(s, stunned) is None
    assert s.exchanges.targets(named(s, "Fighter")) == (stunned,)


def test_the_orc_knocked_out_by_its_failed_knockdown_roll_is_not_attacked_again_unasked():
    # seed 001 l.244: a knockdown roll failed by 5 or more knocks out (Basic Set p. 420)
    s = fight()
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, 0, [orc])
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "6"})  # (6 − 2) × 2 = 8 > 12/2: a major wound
    s.exchanges.finish()
    index = next(i for i, r in enumerate(s.encounter.reminders) if "knockdown" in r.text)
    s.rng = Loaded(6, 6, 6)  # 18 against HT 10: failed by 8
    s.reminder_rolls.roll(index)
    s.reminder_rolls.follow(index)
    assert out_of(s, orc) == UNCONSCIOUS
    assert s.exchanges.targets(fighter) == (named(s, "Goblin"),)
    s.exchanges.begin(fighter, 0)
    assert s.exchange.targets == (named(s, "Goblin"),)
