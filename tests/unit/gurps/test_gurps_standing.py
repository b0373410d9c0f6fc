"""A GURPS combatant's standing: the one description of what its state lets it do and puts on each
roll, read by its status line, its reminders, the calculators opened from its row and the exchange,
all driven through the session as the page drives it."""

import sys
from fractions import Fraction
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named  # noqa: E402

from pyrules import rulesets  # noqa: E402
from pyrules.core.encounter import actions  # noqa: E402
from pyrules.core.encounter.standing import ATTACK, DEFENSE  # noqa: E402
from pyrules.core.errors import RulesError  # noqa: E402
from pyrules.core.odds import as_percent  # noqa: E402
from pyrules.core.reference import PUBLISHED_RULE  # noqa: E402
from pyrules.gurps.tracker.state import DEAD, DODGE  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12"}, "Club 12 1d cr melee")

# 3d6: how many of the 216 rolls total each number.
WAYS = {3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27, 11: 27, 12: 25, 13: 21, 14: 15, 15: 10, 16: 6,
        17: 3, 18: 1}


def fight(fighter=FIGHTER, orc=ORC):
    """The fighter and the orc from their cards, initiative rolled: the fighter acts first."""
    return from_cards("gurps", (fighter, orc))


def card(base, **stats):
    """A card like ``base`` with some stats changed."""
    return (base[0], base[1], {**base[2], **{k: str(v) for k, v in stats.items()}}, base[3])


def standing(s, name):
    return s.plugin.standing.of(s.encounter.named(name), s.encounter.state)


def status(s, name):
    return s.plugin.standing.status(s.encounter.named(name), s.encounter.state)


def reminders(s, who=None):
    return [r for r in s.encounter.reminders if who is None or r.who == named(s, who)]


def hp(s, name):
    return s.plugin.pools.current(s.encounter.named(name), "HP")


def wait(s, minutes):
    """Game time passes, as the page's "time passes" form says it."""
    s.time_passes({"amount": str(minutes), "unit": "minutes"})


def orc_hits_fighter(s, location, damage):
    """On the orc's turn its club lands on the fighter at ``location`` for ``damage`` (no defense
    made); then it is the fighter's turn again."""
    s.next_turn()
    s.exchanges.begin(named(s, "Orc"), 0)
    s.exchanges.answer({"location": location, "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": str(damage)})
    s.exchanges.finish()
    s.next_turn()
    assert s.encounter.state.active == named(s, "Fighter")


def fighters_attack(s):
    """The fighter's attack stage, its broadsword at the orc."""
    s.exchanges.begin(named(s, "Fighter"), 0)
    return s.exchanges.now().stage


def fighter_hits_orc(s, **hit):
    """The fighter's broadsword hits the orc (the attack roll made)."""
    s.exchanges.begin(named(s, "Fighter"), 0, [named(s, "Orc")])  # ticked: an Orc out of the fight is no default
    s.exchanges.answer({"roll": "6", **hit})
    return s.exchanges.now()


# -- 1. the standing, and everything that reads it --------------------------------------------

def test_a_stunned_fighter_must_do_nothing_and_defends_at_minus_4_with_no_retreat():
    s = fight()
    s.add_condition(named(s, "Orc"), {"name": "Stunned"})
    orc = standing(s, "Orc")
    assert not orc.may("acts") and not orc.may("attacks") and orc.may("defends")
    assert orc.refusal("attacks") == "Orc is stunned: it must Do Nothing this turn (seed 001 l.252)."
    assert [(m.value, m.source) for m in orc.on(DEFENSE)] == [(-4, "seed 001 l.252")]
    assert "Stunned: Do Nothing; defenses -4, no retreat" in orc.status


def test_a_mortally_wounded_fighter_is_incapacitated():
    s = fight()
    s.add_condition(named(s, "Orc"), {"name": "Mortally wounded"})
    orc = standing(s, "Orc")
    assert not (orc.may("acts") or orc.may("attacks") or orc.may("defends")) and orc.alive
    assert orc.refusal("acts") == "Orc is mortally wounded: incapacitated (seed 001 l.254)."


@pytest.mark.parametrize("how", ["condition", "-1xFP"])
def test_an_unconscious_fighter_takes_no_action_and_no_active_defense(how):
    s = fight()
    orc = named(s, "Orc")
    if how == "condition":
        s.add_condition(orc, {"name": "Unconscious"})
    else:
        s.apply(actions.damage(orc, 20, "FP"))  # FP 10 down to -10: -1xFP
    out = standing(s, "Orc")
    assert out.alive and not (out.may("acts") or out.may("attacks") or out.may("defends"))
    assert out.refusal("defends") == f"Orc is unconscious: no action, no active defense ({PUBLISHED_RULE})"


@pytest.mark.parametrize("condition", ["Unconscious", "Mortally wounded", "Dead"])
def test_a_fighter_left_no_active_defense_is_offered_no_defense_calculator_from_its_row(condition):
    s = fight()
    orc = named(s, "Orc")
    assert "gurps-defense" in s.plugin.prefill.calculators(s.encounter.combatant(orc), s.encounter.state)
    s.add_condition(orc, {"name": condition})
    offered = s.plugin.prefill.calculators(s.encounter.combatant(orc), s.encounter.state)
    assert "gurps-defense" not in offered and "gurps-injury" in offered


@pytest.mark.parametrize("how", ["condition", "-5xHP"])
def test_a_dead_fighter_is_due_no_more_rolls(how):
    s = fight()
    orc = named(s, "Orc")
    if how == "condition":
        s.add_condition(orc, {"name": "Dead"})
    else:
        s.apply(actions.damage(orc, 72, "HP"))  # 12 HP down to -60: -5xHP
    dead = standing(s, "Orc")
    assert not dead.alive and not (dead.may("acts") or dead.may("attacks") or dead.may("defends"))
    assert dead.status == (("Dead: no more rolls",) if how == "condition" else ("Dead (-5xHP)",))


def test_below_a_third_of_hp_or_fp_dodge_is_halved_each_time():
    s = fight()
    orc = named(s, "Orc")
    s.apply(actions.damage(orc, 9, "HP"))  # 3 HP of 12
    s.apply(actions.damage(orc, 8, "FP"))  # 2 FP of 10
    halved = [(m.roll, m.amount, m.source) for m in standing(s, "Orc").on(DODGE)]
    assert halved == [("dodge", "×1/2", "seed 001 l.193"), ("dodge", "×1/2", "seed 001 l.203")]


def test_the_status_line_is_the_standings_words():
    s = fight()
    orc = named(s, "Orc")
    s.add_condition(orc, {"name": "Stunned"})
    s.apply(actions.damage(orc, 13, "HP"))  # -1 HP: an HT roll every turn, bleeding
    assert status(s, "Orc") == list(standing(s, "Orc").status)
    assert [row.status for row in s.encounter.view().order if row.id == orc] == [standing(s, "Orc").status]


def test_the_defense_calculator_opened_from_a_row_ticks_what_the_standing_says():
    s = fight()
    orc = named(s, "Orc")
    s.add_condition(orc, {"name": "Stunned"})
    s.apply(actions.damage(orc, 9, "HP"))
    assert s.plugin.prefill.calculators(s.encounter.combatant(orc))["gurps-defense"]["options"] == ["stunned", "low_hp"]


def test_this_turns_shock_is_a_modifier_on_the_attack_in_the_standing():
    s = fight()
    orc_hits_fighter(s, "torso", 3)
    assert [(m.roll, m.value, m.source) for m in standing(s, "Fighter").on(ATTACK)] == [
        (ATTACK, -3, "seed 001 l.240")]


def test_a_stunned_fighter_is_reminded_to_do_nothing_and_not_asked_for_a_maneuver():
    s = fight()
    fighter = named(s, "Fighter")
    s.set_turn_stat(fighter, "maneuver", "attack")
    s.add_condition(fighter, {"name": "Stunned"})
    s.next_turn()
    s.next_turn()  # the fighter's turn again
    said = [r.text for r in reminders(s, "Fighter")] + [r.text for r in s.encounter.reminders if r.who is None]
    assert "Fighter is stunned: must Do Nothing; defenses -4, no retreat." in said
    assert not [text for text in said if "choose this turn's maneuver" in text]


# -- 2. the attacker's shock in the attack stage is the tracker's --------------------------

def test_the_attack_stage_takes_the_shock_the_tracker_shows_with_where_it_comes_from():
    s = fight()
    orc_hits_fighter(s, "torso", 3)
    stage = fighters_attack(s)
    assert stage.values["shock_penalty"] == -3
    assert stage.sources["shock_penalty"] == "−3: shock (3 HP of injury since its last turn), from Fighter"
    assert stage.cited["shock_penalty"] == "seed 001 l.240"
    assert "Fighter: shock -3 to DX and IQ this turn (3 HP of injury since its last turn)." in [
        r.text for r in s.encounter.reminders]
    assert stage.answer(stage.values | {"roll": "10"}, Loaded()).answer.headline == \
        "Success by 1 (effective skill 11)"  # Broadsword 14, shock −3


def test_high_pain_threshold_takes_no_shock_at_the_attack():
    s = fight(card(FIGHTER, pain="high"))
    orc_hits_fighter(s, "torso", 3)
    stage = fighters_attack(s)
    assert stage.values["shock_penalty"] == 0
    assert "no shock" in stage.sources["shock_penalty"] and "High Pain Threshold" in stage.sources["shock_penalty"]
    assert stage.cited["shock_penalty"] == PUBLISHED_RULE


def test_low_pain_threshold_doubles_the_shock_at_the_attack_up_to_minus_8():
    for damage, penalty in ((3, -6), (5, -8)):
        s = fight(card(FIGHTER, pain="low"))
        orc_hits_fighter(s, "torso", damage)
        stage = fighters_attack(s)
        assert stage.values["shock_penalty"] == penalty
        assert "Low Pain Threshold" in stage.sources["shock_penalty"]
        assert PUBLISHED_RULE in stage.cited["shock_penalty"]


def test_a_card_asking_for_shock_per_tenth_of_hp_takes_it_at_the_attack():
    s = fight(card(FIGHTER, hp=30, scaled_shock="true"))
    orc_hits_fighter(s, "torso", 7)  # −1 per full 3 HP: −2
    stage = fighters_attack(s)
    assert stage.values["shock_penalty"] == -2
    assert "20+ HP" in stage.sources["shock_penalty"] and PUBLISHED_RULE in stage.cited["shock_penalty"]


def test_a_blow_to_the_groin_doubles_the_shock_at_the_attack():
    s = fight()
    orc_hits_fighter(s, "groin", 3)
    stage = fighters_attack(s)
    assert stage.values["shock_penalty"] == -6
    assert "doubled to the groin" in stage.sources["shock_penalty"]
    assert stage.cited["shock_penalty"] == "seed 001 l.240; seed 001 l.178"


def test_no_injury_no_shock_at_the_attack():
    stage = fighters_attack(fight())
    assert "shock_penalty" not in stage.sources and stage.values.get("shock_penalty") is None


def test_the_skill_calculator_opened_from_a_fighters_row_takes_its_shock_this_turn():
    s = fight()
    orc_hits_fighter(s, "torso", 3)
    opened = s.calculate(named(s, "Fighter"), "gurps-skill").calculator
    assert opened.values["shock_penalty"] == -3  # seed 001 l.240: on its next turn only
    s.next_turn()
    assert "shock_penalty" not in s.calculate(named(s, "Fighter"), "gurps-skill").calculator.values


def test_the_skill_calculator_opened_from_the_row_of_one_with_high_pain_threshold_takes_no_shock():
    s = fight(card(FIGHTER, pain="high"))
    orc_hits_fighter(s, "torso", 3)
    assert "shock_penalty" not in s.calculate(named(s, "Fighter"), "gurps-skill").calculator.values


def test_the_skill_calculator_takes_a_given_shock_penalty_and_keeps_its_own_answer_from_hp():
    given = rulesets.answer("gurps-skill", base=14, shock_penalty=-6, roll=10)
    from_hp = rulesets.answer("gurps-skill", base=14, shock=3, roll=10)
    assert given.headline.endswith("(effective skill 8)")
    assert from_hp.headline.endswith("(effective skill 11)")


def test_below_a_third_of_fp_a_swing_is_read_from_half_the_st_the_status_line_shows():
    s = fight(("Fighter", "party", FIGHTER[2], "Broadsword 14 sw+1 cut melee"))
    s.apply(actions.damage(named(s, "Fighter"), 8, "FP"))  # 2 FP of 10: below FP/3, ST 12 halved to 6
    assert "Move 3, Dodge 4, ST 6" in status(s, "Fighter")
    fighter_hits_orc(s)
    s.exchanges.answer({"defense_roll": "16"})
    damage = s.exchanges.now().stage
    assert damage.rolls == {"damage": "1d6-2"}  # ST 6 swings 1d-3, +1
    assert damage.sources["damage"] == ("Broadsword: sw+1 cut (1d-2 at ST 6, ST 12 ×1/2: below FP/3, ST halved "
                                        "(round up), from Fighter), rolled")
    assert damage.cited["damage"] == "seed 001 l.203"


def test_below_a_third_of_fp_a_lines_own_dice_are_rolled_as_written_only_thrust_and_swing_read_st():
    s = fight()
    s.apply(actions.damage(named(s, "Fighter"), 8, "FP"))
    fighter_hits_orc(s)
    s.exchanges.answer({"defense_roll": "16"})
    damage = s.exchanges.now().stage
    assert damage.rolls == {"damage": "2d6+1"} and "damage" not in damage.cited


# -- 3. what a state forbids in the exchange -------------------------------------------------

@pytest.mark.parametrize("condition", ["Unconscious", "Dead"])
def test_an_unconscious_or_dead_target_gets_no_active_defense_and_the_result_says_why(condition):
    s = fight()
    s.add_condition(named(s, "Orc"), {"name": condition})
    walk = fighter_hits_orc(s)
    assert walk.stage.tool.key == "gurps-injury"
    s.exchanges.answer({"damage": "5"})
    result = s.exchanges.now().result.text
    why = "unconscious: no action, no active defense" if condition == "Unconscious" else "dead"
    assert result.startswith(f"Orc is {why}") and "Orc takes" in result


def test_a_target_at_minus_1xfp_gets_no_active_defense():
    s = fight()
    s.apply(actions.damage(named(s, "Orc"), 20, "FP"))
    assert fighter_hits_orc(s).stage.tool.key == "gurps-injury"


def test_a_target_that_made_an_all_out_attack_is_said_to_get_no_defense_with_the_rule():
    s = fight()
    s.set_turn_stat(named(s, "Orc"), "maneuver", "all_out_attack")
    fighter_hits_orc(s)
    s.exchanges.answer({"damage": "5"})
    assert s.exchanges.now().result.text.startswith("Orc made an All-Out Attack: no defense (seed 001 l.113).")


def test_a_stunned_fighter_cannot_start_an_attack():
    s = fight()
    fighter = named(s, "Fighter")
    s.add_condition(fighter, {"name": "Stunned"})
    with pytest.raises(RulesError, match=r"Fighter is stunned: it must Do Nothing this turn \(seed 001 l\.252\)\."):
        s.exchanges.begin(fighter, 0)
    assert s.exchanges.now() is None


@pytest.mark.parametrize("condition", ["Unconscious", "Mortally wounded", "Dead"])
def test_a_fighter_that_may_not_act_cannot_start_an_attack(condition):
    s = fight()
    s.add_condition(named(s, "Fighter"), {"name": condition})
    with pytest.raises(RulesError, match="Fighter is "):
        s.exchanges.begin(named(s, "Fighter"), 0)


def test_a_dead_fighter_gets_no_more_rolls():
    s = fight(card(FIGHTER), card(ORC, hp=12))
    orc = named(s, "Orc")
    s.apply(actions.damage(orc, 14, "HP"))  # -2 HP: HT every turn, bleeding
    s.set_turn_stat(orc, "maneuver", "attack")
    s.apply(actions.edit(orc, stats={"stunned": True}))
    s.add_condition(orc, {"name": "Dead"})
    wait(s, 31)
    assert not reminders(s, "Orc")  # no bleeding, no mortal wound check
    s.next_turn()
    assert s.encounter.state.active == orc
    assert [r.text for r in s.encounter.reminders if r.check is not None] == []  # no HT to stay conscious
    s.next_turn()
    assert not [r for r in s.encounter.reminders if "recover from stun" in r.text]
    s.apply(actions.damage(orc, 30, "HP"))  # -32: past -1xHP and a major wound
    assert not [r for r in s.encounter.reminders if r.check is not None]  # no death check, no knockdown
    assert not [line for line in status(s, "Orc") if "Shock" in line or "Bleeding" in line]


def test_a_failed_death_check_of_the_mortally_wounded_kills():
    s = fight()
    orc = named(s, "Orc")
    s.add_condition(orc, {"name": "Mortally wounded"})
    s.apply(actions.damage(orc, 25, "HP"))  # 12 -> -13: past -1xHP
    index = next(i for i, r in enumerate(s.encounter.reminders) if "or die" in r.text)
    assert "any failure kills" in s.encounter.reminders[index].text
    s.rng = Loaded(4, 4, 4)  # 12 against HT 10: failed by 2
    s.reminder_rolls.roll(index)
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Dead"}
    s.reminder_rolls.follow(index)
    assert s.encounter.named("Orc").has(DEAD) and not standing(s, "Orc").alive


def test_a_failed_half_hourly_roll_of_the_mortally_wounded_kills():
    s = fight()
    orc = named(s, "Orc")
    s.add_condition(orc, {"name": "Mortally wounded"})
    wait(s, 30)
    index = next(i for i, r in enumerate(s.encounter.reminders) if "mortally wounded" in r.text)
    s.rng = Loaded(4, 4, 3)
    s.reminder_rolls.roll(index)
    s.reminder_rolls.follow(index)
    assert s.encounter.combatant(orc).condition("Dead") is not None


def fighter_fails_the_will_roll_at_0_fp():
    """The fighter, at 0 FP on its turn, fails its Will roll (12 against Will 10) and its failure is
    put on in one tap, as the page's Roll and follow buttons do."""
    s = fight()
    fighter = named(s, "Fighter")
    s.apply(actions.damage(fighter, 11, "FP"))  # 0 FP of 11 (HT 11)
    s.next_turn()
    s.next_turn()  # the fighter's turn again
    index = next(i for i, r in enumerate(s.encounter.reminders) if "Will roll" in r.text)
    assert rolled(s, index, 4, 4, 4) == "Rolled 12: failed by 2"
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Incapacitated"}
    s.reminder_rolls.follow(index)
    return s


def test_a_failed_will_roll_at_0_fp_leaves_the_fighter_to_do_nothing_until_its_fp_are_positive():
    s = fighter_fails_the_will_roll_at_0_fp()
    fighter = standing(s, "Fighter")
    assert not fighter.may("attacks") and fighter.may("defends")  # Do Nothing still defends
    assert fighter.refusal("attacks") == ("Fighter is incapacitated: Do Nothing until its FP are positive "
                                          "(seed 001 l.206).")
    assert "Incapacitated: Do Nothing until its FP are positive" in status(s, "Fighter")
    with pytest.raises(RulesError, match="Fighter is incapacitated"):
        s.exchanges.begin(named(s, "Fighter"), 0)


def test_an_incapacitated_fighter_is_asked_no_more_will_rolls_and_acts_again_once_its_fp_are_positive():
    s = fighter_fails_the_will_roll_at_0_fp()
    s.next_turn()
    s.next_turn()  # the fighter's next turn
    said = [r.text for r in reminders(s, "Fighter")]
    assert "Fighter is incapacitated: Do Nothing until its FP are positive." in said
    assert not [text for text in said if "Will roll" in text]
    s.apply(actions.heal(named(s, "Fighter"), 1, "FP"))  # 1 FP: positive
    assert standing(s, "Fighter").may("attacks")
    assert not [line for line in status(s, "Fighter") if "Incapacitated" in line]


# -- 4. every 3d6 roll the tracker makes keeps its criticals ---------------------------------

def knockdown_reminder(s, ht):
    """The orc, HT ``ht``, takes a major wound to the torso: the index of its knockdown roll."""
    s.apply(actions.edit(named(s, "Orc"), stats={"ht": ht}))
    s.apply(actions.damage(named(s, "Orc"), 7, "HP"))  # 7 > 12/2: a major wound
    return next(i for i, r in enumerate(s.encounter.reminders) if "knockdown" in r.text)


def rolled(s, index, *faces):
    s.rng = Loaded(*faces)
    s.reminder_rolls.roll(index)
    return s.reminder_rolls.now(s.encounter.view())[index][0]


def test_a_critically_failed_knockdown_roll_knocks_out_whatever_the_margin():
    s = fight()
    index = knockdown_reminder(s, 15)
    assert rolled(s, index, 6, 6, 5) == "Rolled 17: critical failure (failed by 2)"  # a 17 at 15: critical
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Unconscious"}


def test_a_17_at_ht_17_is_an_ordinary_failure_said_as_the_rule_says_it():
    s = fight()
    index = knockdown_reminder(s, 17)
    assert rolled(s, index, 6, 6, 5) == "Rolled 17: failed: 17 always fails"
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Stunned"}


def test_an_18_always_fails_critically():
    s = fight()
    index = knockdown_reminder(s, 20)
    assert rolled(s, index, 6, 6, 6) == "Rolled 18: failed: 18 is always a critical failure"
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Unconscious"}


def test_a_3_or_4_always_succeeds_even_against_a_target_below_it():
    s = fight()
    orc = named(s, "Orc")
    s.apply(actions.damage(orc, 48, "HP"))  # -36 HP: the HT roll to stay conscious at -3
    s.apply(actions.edit(orc, stats={"ht": 5}))
    s.next_turn()  # the orc's turn
    index = next(i for i, r in enumerate(s.encounter.reminders) if "pass out" in r.text)
    assert s.encounter.reminders[index].check.target == 2
    assert rolled(s, index, 1, 1, 2) == "Rolled 4: made it: 3 or 4 is always a critical success"


def death_check(s, ht):
    """The orc, HT ``ht``, is struck from 12 HP to -13, past -1xHP: the index of its death check."""
    s.apply(actions.edit(named(s, "Orc"), stats={"ht": ht}))
    s.apply(actions.damage(named(s, "Orc"), 25, "HP"))
    return next(i for i, r in enumerate(s.encounter.reminders) if "or die" in r.text)


def test_a_17_on_a_death_check_at_ht_17_fails_and_leaves_the_orc_mortally_wounded():
    s = fight()
    index = death_check(s, 17)
    assert rolled(s, index, 6, 6, 5) == "Rolled 17: failed: 17 always fails"  # seed 001 l.218
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Mortally wounded"}  # l.254: by 1 or 2


def test_a_4_on_a_death_check_at_ht_3_always_survives():
    s = fight()
    index = death_check(s, 3)
    assert rolled(s, index, 1, 1, 2) == "Rolled 4: made it: 3 or 4 is always a critical success"  # l.212
    assert s.reminder_rolls.follows(s.encounter.view()) == {}


@pytest.mark.parametrize("ht, ways", [
    (17, 216 - WAYS[17] - WAYS[18]),  # 17 and 18 always fail
    (15, 216 - WAYS[16] - WAYS[17] - WAYS[18]),
    (2, WAYS[3] + WAYS[4]),  # 3 and 4 always succeed
])
def test_the_chance_shown_for_a_tracker_roll_is_exactly_the_critical_rule(ht, ways):
    s = fight()
    index = knockdown_reminder(s, ht)
    check = s.encounter.reminders[index].check
    assert s.plugin.reminders.chance(check) == Fraction(ways, 216)
    assert s.reminder_rolls.chances(s.encounter.view())[index] == as_percent(Fraction(ways, 216))


def test_the_knockdown_roll_at_ht_11_shows_its_chance_with_its_half():
    # 135/216 of 3d6 rolls are 11 or less (seed 001 l.212-220): exactly 62.5%, never rounded to even
    s = fight()
    index = knockdown_reminder(s, 11)
    assert s.reminder_rolls.chances(s.encounter.view())[index] == "62.5%"


def test_a_bleeding_roll_says_its_critical_failure():
    s = fight()
    orc = named(s, "Orc")
    s.apply(actions.damage(orc, 3, "HP"))
    wait(s, 1)
    index = next(i for i, r in enumerate(s.encounter.reminders) if "bleeds" in r.text)
    assert rolled(s, index, 6, 6, 6) == "Rolled 18: critical failure (failed by 8)"


# -- 5. a 17 at skill 16+ is an ordinary failure -------------------------------------------

def test_a_17_at_skill_20_is_said_as_the_rule_says_it_in_the_calculators():
    assert rulesets.answer("gurps-success", skill=20, roll=17).headline == "Failure: 17 always fails"
    assert rulesets.answer("gurps-skill", base=20, roll=17).headline == "Failure: 17 always fails (effective skill 20)"


def test_a_17_at_skill_20_misses_in_the_exchange_and_says_so():
    s = fight(("Fighter", "party", FIGHTER[2], "Broadsword 20 2d+1 cut melee"))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "17"})
    walk = s.exchanges.now()
    assert walk.done[0].said.endswith("Failure: 17 always fails (effective skill 20)")
    assert walk.result.text == "Fighter misses."


def test_a_critically_failed_will_roll_at_0_fp_says_what_the_rule_makes_of_it():
    s = fight()
    orc = named(s, "Orc")
    s.apply(actions.damage(orc, 10, "FP"))  # 0 FP
    s.next_turn()  # the orc's turn
    index = next(i for i, r in enumerate(s.encounter.reminders) if "Will roll" in r.text)
    assert "on a critical failure, roll vs. HT or have a heart attack" in s.encounter.reminders[index].text
    assert rolled(s, index, 6, 6, 5) == "Rolled 17: critical failure (failed by 7)"  # a 17 at Will 10
