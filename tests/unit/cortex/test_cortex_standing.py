"""A Cortex combatant's standing, played through the session as the page drives it: seriously
wounded, unconscious and dead act on the attack, the defense, the reminders and the calculators
opened from a row, each as the tracker's status line says."""

import sys
from pathlib import Path

import pytest

from pyrules import RulesError
from pyrules.core.encounter import Encounter
from pyrules.core.encounter.view import RowCache

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named  # noqa: E402

# 12 Life Points each (d6 Vitality, d6 Willpower): seriously wounded at 6 Wounds, dying at 12.
MAL = ("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound")
THUG = ("Thug", "foe", {"agility": "d6"}, "")


def duel(rng=None):
    return from_cards("cortex", (MAL, THUG), rng=rng)


def hurt(s, name, amount, pool):
    s.apply({"kind": "damage", "id": named(s, name), "amount": amount, "resource": pool})


def knock_out(s, name):
    s.edit(named(s, name), {"name": name, "unconscious": "true"})


def row(s, name, cache=None):
    """The status line the page shows in ``name``'s row."""
    return next(r for r in s.encounter.view(cache).order if r.name == name).status


def reminders_for(s, name):
    return [r.text for r in s.encounter.reminders if r.who == named(s, name)]


def roll_and_fail(s, words):
    """Roll the reminder that asks for ``words`` with both dice showing 1, and act on its failure."""
    index = next(i for i, r in enumerate(s.encounter.reminders) if words in r.text)
    s.rng = Loaded(1, 1)
    s.reminder_rolls.roll(index)
    s.reminder_rolls.follow(index)


# -- seriously wounded: −2 steps to all actions (seed 003 l.46) ---------------------------------------

def test_seriously_wounded_puts_its_two_steps_on_the_attack_defense_and_initiative_rolls_by_its_kind():
    from pyrules.core.encounter.model import Combatant
    from pyrules.cortex.tracker import PLUGIN

    hurt_ = Combatant("c1", "Mal", stats={"vitality": "d6", "willpower": "d6"}, resources={"Wounds": 6})
    modifiers = PLUGIN.standing.of(hurt_).modifiers
    assert [(m.roll, m.kind, m.value, m.source) for m in modifiers] == [
        (roll, "seriously_wounded", -2, "seed 003 l.46") for roll in ("attack", "defense", "initiative")]
    assert PLUGIN.standing.of(Combatant("c2", "Zoe", resources={"Wounds": 5})).modifiers == ()


def test_a_seriously_wounded_attacker_rolls_two_steps_down_and_the_attack_says_why():
    s = duel()
    hurt(s, "Mal", 6, "Wounds")
    assert "seriously wounded: −2 steps" in row(s, "Mal")
    s.exchanges.begin(named(s, "Mal"), 0)
    stage = s.exchanges.now().stage
    assert stage.values["wounded"] is True
    assert stage.sources["wounded"] == "−2: steps to all actions, seriously wounded, from Mal"
    assert stage.cited["wounded"] == "seed 003 l.46"
    s.exchanges.answer({})
    (throw,) = s.exchanges.now().done[0].throws
    assert throw.notation == "d8 + d2"  # the Pistol's d8 + d6, the skill die two steps down


def test_a_seriously_wounded_target_defends_two_steps_down_and_the_defense_says_why():
    s = duel()
    hurt(s, "Thug", 6, "Wounds")
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "9"})
    defense = s.exchanges.now().stage
    assert (defense.values["defense"], defense.values["wounded"]) == ("innate", True)
    assert defense.sources["wounded"] == "−2: steps to all actions, seriously wounded, from Thug"
    assert defense.cited["wounded"] == "seed 003 l.46"
    s.exchanges.answer({})
    (throw,) = s.exchanges.now().done[1].throws
    assert throw.notation == "d2"  # Agility d6, unskilled: the attribute die moves once the skill is d0


def test_an_unhurt_attacker_and_target_roll_their_dice_as_they_are_with_nothing_to_cite():
    s = duel()
    s.exchanges.begin(named(s, "Mal"), 0)
    stage = s.exchanges.now().stage
    assert stage.values["wounded"] is False and "wounded" not in stage.sources and stage.cited == {}
    s.exchanges.answer({"roll": "9"})
    defense = s.exchanges.now().stage
    assert defense.values["wounded"] is False and "wounded" not in defense.sources


def test_the_difficulty_to_hit_opened_from_a_row_defends_as_the_row_says():
    s = duel()
    assert s.calculate(named(s, "Thug"), "cortex-defense").calculator.values == {
        "agility": "d6", "wounded": False}
    hurt(s, "Thug", 6, "Wounds")
    assert s.calculate(named(s, "Thug"), "cortex-defense").calculator.values["wounded"] is True
    knock_out(s, "Thug")
    opened = s.calculate(named(s, "Thug"), "cortex-defense").calculator.values
    assert opened["defense"] == "unaware"  # no roll: Difficulty 3


def test_the_rolls_to_stay_alive_and_conscious_take_no_seriously_wounded_steps_they_are_no_action():
    s = duel()
    hurt(s, "Thug", 12, "Wounds")  # dying, so seriously wounded too
    hurt(s, "Thug", 1, "Stun")  # and over the Life Points
    checks = [r.check for r in s.encounter.reminders if r.check is not None]
    assert {c.notation for c in checks} == {"d6+d6"}  # Vitality + Willpower, as the dice are


# -- unconscious: no action, no defense roll (seed 003 l.10, l.42) ----------------------------------------

def test_an_unconscious_combatant_cannot_begin_an_attack():
    s = duel()
    knock_out(s, "Mal")
    with pytest.raises(RulesError, match=r"^Mal is unconscious: no actions, so no attack, until conscious "
                                         r"again \(seed 003 l\.42\)\.$"):
        s.exchanges.begin(named(s, "Mal"), 0)
    assert s.exchanges.now() is None


def test_an_unconscious_target_makes_no_defense_roll_and_is_hit_at_difficulty_3():
    s = duel()
    knock_out(s, "Thug")
    s.exchanges.begin(named(s, "Mal"), 0, [named(s, "Thug")])  # ticked: one unconscious is no default target
    s.exchanges.answer({"roll": "5"})
    defense = s.exchanges.now().stage
    assert defense.values["defense"] == "unaware"
    assert defense.sources["defense"] == ("Thug is unconscious, neither seeing it coming nor moving around: no "
                                          "defense roll; the Difficulty to hit is 3")
    assert defense.cited["defense"] == "seed 003 l.10"
    s.exchanges.answer({})
    assert s.exchanges.now().done[1].throws == ()  # nothing rolled for it
    assert s.exchanges.now().stage.values["difficulty"] == 3


def test_a_hit_on_an_unconscious_target_says_its_stun_is_recorded_as_shock_as_the_tracker_records_it():
    s = duel()
    knock_out(s, "Thug")
    s.exchanges.begin(named(s, "Mal"), 0, [named(s, "Thug")])
    s.exchanges.answer({"roll": "12"})
    s.exchanges.answer({})
    s.exchanges.answer({"weapon_roll": "2"})
    assert s.exchanges.now().result.text == ("Thug takes 5 Stun, 6 Wounds: unconscious, the Stun is recorded as "
                                            "Shock Points (seed 003 l.44).")
    s.exchanges.finish()
    assert dict(s.encounter.named("Thug").resources) == {"Stun": 0, "Wounds": 6, "Shock": 5}


# -- dead: no more rolls ----------------------------------------------------------------------------------

def dead_thug():
    """The Thug knocked out, wounded to dying, with Shock Points, then failing the roll to stay alive:
    the one tap after the roll puts Dead on him."""
    s = duel()
    knock_out(s, "Thug")
    hurt(s, "Thug", 12, "Wounds")
    hurt(s, "Thug", 2, "Stun")  # recorded as Shock Points
    roll_and_fail(s, "to stay alive now")
    return s


def test_a_failed_roll_to_stay_alive_makes_him_dead_and_his_row_says_no_more_rolls():
    s = dead_thug()
    assert [c.key for c in s.encounter.named("Thug").conditions] == ["dead"]
    assert row(s, "Thug") == ("0 Stun, 12 Wounds of 12 LP, 2 Shock", "dead: no more rolls")


def test_a_dead_combatant_is_asked_no_roll_to_stay_alive_nor_to_shed_shock_as_time_passes():
    s = dead_thug()
    s.time_passes({"amount": "3", "unit": "hours"})
    assert reminders_for(s, "Thug") == []


def test_a_dead_combatant_hears_nothing_due_at_his_turns_nor_when_hit_again():
    s = dead_thug()
    for _ in range(4):
        s.next_turn()
        assert reminders_for(s, "Thug") == []
    hurt(s, "Thug", 5, "Wounds")
    s.edit(named(s, "Thug"), {"name": "Thug", "unconscious": "false"})
    hurt(s, "Thug", 5, "Stun")
    assert reminders_for(s, "Thug") == []


def test_a_failed_roll_to_stay_alive_as_the_minutes_pass_puts_dead_on_and_the_next_minutes_is_refused():
    s = duel()
    hurt(s, "Thug", 12, "Wounds")
    s.next_turn()
    s.time_passes({"amount": "2", "unit": "minutes"})  # minute 1 at Difficulty 7, minute 2 at 11
    roll_and_fail(s, "to stay alive (minute 1)")
    assert s.encounter.named("Thug").has("dead")
    index = next(i for i, r in enumerate(s.encounter.reminders) if "(minute 2)" in r.text)
    with pytest.raises(RulesError, match=r"^Thug is dead .*: no more actions and no more rolls\.$"):
        s.reminder_rolls.roll(index)


def test_a_combatant_marked_dead_by_hand_is_asked_no_roll_to_stay_conscious():
    s = duel()
    hurt(s, "Thug", 13, "Stun")  # over the Life Points: a roll to stay conscious at each turn
    s.add_condition(named(s, "Thug"), {"name": "Dead"})
    while s.encounter.active.name != "Thug":
        s.next_turn()
    s.next_turn()
    s.next_turn()  # the Thug's next turn
    assert s.encounter.active.name == "Thug"
    assert reminders_for(s, "Thug") == []
    assert not any("passing out" in words for words in row(s, "Thug"))


@pytest.mark.parametrize("typed", ["Dead", "dead", "  DEAD "])
def test_dead_typed_by_hand_in_any_case_is_the_condition_the_rules_know_and_reads_back_so(typed):
    s = duel()
    s.add_condition(named(s, "Thug"), {"name": typed})
    assert s.encounter.named("Thug").has("dead")
    assert row(s, "Thug") == ("dead: no more rolls",)
    again = Encounter.from_dict(s.encounter.to_dict())
    assert again.named("Thug").has("dead")


def test_a_condition_the_rules_do_not_know_has_no_rules_effect():
    s = duel()
    s.add_condition(named(s, "Thug"), {"name": "Deadly"})
    assert [c.key for c in s.encounter.named("Thug").conditions] == [""]
    assert row(s, "Thug") == ()
    s.exchanges.begin(named(s, "Thug"), None, [named(s, "Mal")])  # he may still attack
    assert s.exchanges.now().stage is not None


def test_a_dead_combatant_cannot_attack_and_makes_no_defense_roll():
    s = dead_thug()
    with pytest.raises(RulesError, match=r"^Thug is dead \(a failed roll to stay alive, seed 003 l\.48\): no more "
                                         r"actions and no more rolls\.$"):
        s.exchanges.begin(named(s, "Thug"))
    s.exchanges.begin(named(s, "Mal"), 0, [named(s, "Thug")])
    s.exchanges.answer({"roll": "5"})
    defense = s.exchanges.now().stage
    assert defense.values["defense"] == "unaware"
    assert defense.sources["defense"] == "Thug is dead: no defense roll; the Difficulty to hit is 3"


# -- the row the page keeps shows the roll due now -----------------------------------------------------------

def test_the_row_the_page_keeps_shows_the_roll_to_stay_alive_due_now_as_time_passes():
    s = duel()
    cache = RowCache()  # the page keeps each row and rebuilds only what moved
    hurt(s, "Thug", 12, "Wounds")
    assert "dying: roll to live at 3, +4 a minute" in row(s, "Thug", cache)
    s.time_passes({"amount": "2", "unit": "minutes"})
    assert "dying: roll to live at 11, +4 a minute" in row(s, "Thug", cache)
