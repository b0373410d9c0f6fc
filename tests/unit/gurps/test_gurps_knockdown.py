"""A failed knockdown roll knocks down (seed 001 l.244: "Roll HT to avoid stun, falling, and
dropping anything in hand"; Basic Set p. 420): its victim is Stunned and falls, lying down until it
rises (−3 to defend, −4 to attack in melee, G5), and is told it drops what it holds; failed by 5 or
more it is knocked out, and falls just the same. Marked one tap after the roll, or made by the app
when the app rolled the attack; all driven through the session as the page drives it."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named  # noqa: E402

from pyrules.core.encounter import actions  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12", "dr": "2"}, "Axe 12 2d cut melee")


def fight():
    """The fighter and the orc (Dodge 8, HT 10) from their cards: the fighter acts."""
    return from_cards("gurps", (FIGHTER, ORC))


def knocked(s, *faces):
    """The fighter cuts the orc's neck for a major wound, and the orc's knockdown roll falls as
    ``faces``: the index of that roll among the reminders, rolled."""
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "6"})  # (6 − 2) × 2 = 8 > 12/2: a major wound
    s.exchanges.finish()
    index = next(i for i, r in enumerate(s.encounter.reminders) if "knockdown" in r.text)
    s.rng = Loaded(*faces)
    s.reminder_rolls.roll(index)
    return index


def orc(s):
    return s.encounter.named("Orc")


def test_a_failed_knockdown_roll_stuns_lays_the_orc_down_and_tells_it_drops_what_it_holds():
    s = fight()
    index = knocked(s, 4, 4, 4)  # 12 against HT 10: failed by 2
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Stunned"}
    shown = s.reminder_rolls.follow(index)
    assert orc(s).condition("Stunned") is not None and orc(s).stats["posture"] == "lying"
    assert shown.notice == "Orc falls prone and drops what it holds."
    assert s.encounter.log[-1].kind == "add_condition"  # one step, which one undo takes back
    s.undo()
    assert orc(s).condition("Stunned") is None and orc(s).stats["posture"] == "standing"


def test_the_next_attacker_meets_the_knocked_down_orcs_dodge_of_1():
    # Dodge 8, −4 stunned (l.252), −3 lying down (G5): 1, where stunned alone would leave 4
    s = fight()
    s.reminder_rolls.follow(knocked(s, 4, 4, 4))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    defense = s.exchanges.now().stage
    assert (defense.values["defense"], defense.values["base"], defense.values["posture"]) == ("dodge", 8, "lying")
    assert defense.values["options"] == ["stunned"]
    rolled = defense.answer(defense.values | {"defense_roll": "3"}, Loaded()).answer.result
    assert rolled.skill == 1


def test_lying_down_the_orc_attacks_at_minus_4_in_melee():
    s = fight()
    s.reminder_rolls.follow(knocked(s, 4, 4, 4))
    s.apply(actions.remove_condition(orc(s).id, "Stunned"))  # recovered, still lying
    s.exchanges.begin(orc(s).id, 0)
    attack = s.exchanges.now().stage
    assert attack.values["posture"] == "lying"
    lying = attack.answer(attack.values | {"roll": "3"}, Loaded()).answer.result
    standing = attack.answer(attack.values | {"posture": "standing", "roll": "3"}, Loaded()).answer.result
    assert lying.skill == standing.skill - 4


def test_the_orc_stays_lying_down_into_later_rounds_until_it_rises():
    s = fight()
    s.reminder_rolls.follow(knocked(s, 4, 4, 4))
    for _ in range(4):  # two rounds
        s.next_turn()
    assert orc(s).stats["posture"] == "lying"
    assert "Crawling or Lying Down: -4 to hit in melee, -3 defense" in s.plugin.standing.status(orc(s), s.encounter.state)
    s.set_turn_stat(orc(s).id, "posture", "standing")  # Change Posture: it rises
    assert orc(s).stats["posture"] == "standing"


def test_a_knockdown_roll_failed_by_5_knocks_the_orc_out_and_it_falls_all_the_same():
    s = fight()
    index = knocked(s, 6, 6, 5)  # 17 against HT 10: failed by 7
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Unconscious"}
    s.reminder_rolls.follow(index)
    assert orc(s).condition("Unconscious") is not None and orc(s).condition("Stunned") is None
    assert orc(s).stats["posture"] == "lying"


def test_the_app_rolling_the_knockdown_roll_with_the_next_turn_knocks_the_orc_down_too():
    s = fight()
    # attack 6 (a hit), Dodge 16 (fails), damage 2d6+1 = 7 to the torso: (7 − 2) × 1.5 = 7 > 6, a major
    # wound; the knockdown roll 12 against HT 10 fails by 2
    s.rng = Loaded(2, 2, 2, 6, 6, 4, 3, 3, 4, 4, 4)
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.roll_on()
    said = s.finish_exchange_and_next()
    assert "HT against knockdown and stun for Orc: rolled 12, failed by 2: Stunned; Orc falls prone and drops " \
           "what it holds." in said.notice
    assert orc(s).condition("Stunned") is not None and orc(s).stats["posture"] == "lying"
    assert s.encounter.state.active == orc(s).id
