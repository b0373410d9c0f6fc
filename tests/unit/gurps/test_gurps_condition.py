"""HP and FP thresholds (G14, G15), the HT rolls injury calls for (G17), and turn order."""

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps import (
    bleeding_check,
    bleeding_modifier,
    death_check,
    death_checks_crossed,
    fatigue_loss,
    fp_status,
    hp_status,
    knockdown_check,
    mortal_wound_check,
    stun_recovery,
    turn_order,
    turn_order_key,
)
from pyrules.gurps.states import consciousness_modifier, halved, knockout_chance


@pytest.mark.parametrize("maximum, above, below", [(10, 4, 3), (12, 4, 3), (11, 4, 3), (9, 3, 2), (30, 10, 9)])
def test_half_move_and_dodge_starts_below_hp_over_3(maximum, above, below):
    assert not hp_status(above, maximum).half_move_and_dodge
    assert hp_status(below, maximum).half_move_and_dodge


def test_at_full_hp_nothing_applies():
    status = hp_status(10, 10)
    assert status.effects == () and status.label == "No effect" and not status.affected


@pytest.mark.parametrize("current, affected", [(10, False), (4, False), (3, True), (0, True), (-10, True),
                                               (-50, True)])
def test_hp_affect_a_combatant_from_below_hp_over_3(current, affected):
    assert hp_status(current, 10).affected is affected  # G14 l.193-199


@pytest.mark.parametrize("current, affected", [(10, False), (4, False), (3, True), (0, True), (-10, True)])
def test_fp_affect_a_combatant_from_below_fp_over_3(current, affected):
    assert fp_status(current, 10).affected is affected  # G15 l.203-208


@pytest.mark.parametrize("current, roll, modifier", [(1, False, 0), (0, True, 0), (-9, True, 0), (-10, True, -1),
                                                     (-19, True, -1), (-20, True, -2), (-49, True, -4)])
def test_the_ht_roll_every_turn_at_0_hp_or_less_is_at_minus_1_per_full_multiple(current, roll, modifier):
    status = hp_status(current, 10)
    assert status.consciousness_roll == roll
    assert status.consciousness_modifier == modifier


@pytest.mark.parametrize("current, checks", [(0, 0), (-9, 0), (-10, 1), (-19, 1), (-20, 2), (-30, 3), (-40, 4),
                                             (-49, 4)])
def test_death_checks_come_at_each_multiple_of_minus_hp(current, checks):
    status = hp_status(current, 10)
    assert status.death_checks == checks and not status.dead


@pytest.mark.parametrize("current", [-50, -51, -100])
def test_at_minus_5_times_hp_you_die(current):
    status = hp_status(current, 10)
    assert status.dead and status.label == "Dead" and not status.consciousness_roll
    assert status.effects[-1].text == "You die immediately."
    assert not hp_status(-49, 10).dead


def test_the_status_labels_say_what_to_do():
    assert hp_status(3, 10).label == "Half Move and Dodge"
    assert hp_status(0, 10).label == "HT roll every turn to stay conscious"
    assert hp_status(-15, 10).label == "At -1xHP (1 death check made)"


def test_consciousness_modifier_is_refused_above_0_hp():
    assert consciousness_modifier(-25, 10) == -2
    with pytest.raises(RulesError):
        consciousness_modifier(1, 10)


def test_the_death_checks_crossed_by_one_injury():
    assert death_checks_crossed(5, -10, 10) == (1,)
    assert death_checks_crossed(-5, -35, 10) == (1, 2, 3)
    assert death_checks_crossed(-10, -19, 10) == ()
    assert death_checks_crossed(10, -60, 10) == (1, 2, 3, 4)


@pytest.mark.parametrize("current, maximum", [(11, 10), (5, 0), (True, 10), ("x", 10), (-1_000_001, 10)])
def test_bad_hp_is_refused(current, maximum):
    with pytest.raises(RulesError):
        hp_status(current, maximum)


@pytest.mark.parametrize("maximum, above, below", [(10, 4, 3), (9, 3, 2), (12, 4, 3)])
def test_fp_below_a_third_halves_move_dodge_and_st(maximum, above, below):
    assert not fp_status(above, maximum).half_move_dodge_and_st
    assert fp_status(below, maximum).half_move_dodge_and_st


def test_fp_at_0_or_less_and_at_minus_fp():
    assert not fp_status(1, 10).will_roll
    assert fp_status(0, 10).will_roll and not fp_status(0, 10).unconscious
    assert fp_status(-9, 10).will_roll
    assert fp_status(-10, 10).unconscious and fp_status(-10, 10).label == "Unconscious"
    with pytest.raises(RulesError):
        fp_status(11, 10)


def test_fp_lost_at_0_or_less_also_cost_hp_and_past_minus_fp_come_off_hp():
    assert fatigue_loss(5, 10, 3) == fatigue_loss(5, 10, 3)
    assert (fatigue_loss(2, 10, 4).fp_after, fatigue_loss(2, 10, 4).hp_lost) == (-2, 2)
    assert (fatigue_loss(-9, 10, 3).fp_after, fatigue_loss(-9, 10, 3).hp_lost) == (-10, 3)
    assert fatigue_loss(10, 10, 0).hp_lost == 0
    with pytest.raises(RulesError):
        fatigue_loss(5, 10, -1)


def test_halving_rounds_up_and_can_happen_twice():
    assert halved(9) == 5 and halved(9, 2) == 3 and halved(0) == 0
    with pytest.raises(RulesError):
        halved(5, 3)


@pytest.mark.parametrize("lost, modifier", [(0, 0), (4, 0), (5, -1), (9, -1), (10, -2), (24, -4)])
def test_the_bleeding_roll_is_at_minus_1_per_5_hp_lost(lost, modifier):
    assert bleeding_modifier(lost) == modifier


def test_a_death_check_failed_by_1_or_2_is_a_mortal_wound():
    assert death_check(10, 10).outcome == "survives"
    assert death_check(10, 11).outcome == "mortal wound"
    assert death_check(10, 12).outcome == "mortal wound"
    assert death_check(10, 13).outcome == "dies"
    assert death_check(12, 11, modifier=-2).outcome == "mortal wound"


def test_mortal_wound_checks_every_half_hour():
    assert mortal_wound_check(10, 4).outcome == "stabilised" and mortal_wound_check(10, 4).done
    assert mortal_wound_check(10, 10).outcome == "holds"
    assert mortal_wound_check(10, 11).outcome == "dies"


def test_bleeding_checks_lose_hp_or_stop():
    assert bleeding_check(10, 0, 11).hp_lost == 1
    assert bleeding_check(10, 0, 18).hp_lost == 3
    assert bleeding_check(10, 0, 3).done
    assert bleeding_check(10, 0, 9).successes == 1 and not bleeding_check(10, 0, 9).done
    third = bleeding_check(10, 0, 9, successes=2)
    assert third.done and third.successes == 3
    assert bleeding_check(10, 10, 9).outcome == "bleeds"  # HT 10 at -2 is 8
    with pytest.raises(RulesError):
        bleeding_check(10, 0, 9, successes=3)


def test_knockdown_and_stun_recovery_rolls():
    assert knockdown_check(10, 10).outcome == "stands"
    assert knockdown_check(10, 9, -5).outcome == "stunned"  # failed by 4
    assert stun_recovery(10, 9).done
    assert stun_recovery(10, 12).outcome == "stunned"


@pytest.mark.parametrize("call", [
    lambda: death_check(0, 10), lambda: death_check(10, 2), lambda: mortal_wound_check(10, 19),
    lambda: bleeding_check(10, -1, 10), lambda: knockdown_check("HT", 10), lambda: stun_recovery(10, 10, 1.5),
])
def test_bad_health_rolls_are_refused(call):
    with pytest.raises(RulesError):
        call()


def test_turn_order_is_by_basic_speed_then_dx():
    fighters = [("Ann", 5.5, 12), ("Bob", 6, 10), ("Cid", 5.5, 13), ("Dee", "5.75", 9), ("Eve", 5.5, 12)]
    assert [f[0] for f in turn_order(fighters)] == ["Bob", "Dee", "Cid", "Ann", "Eve"]
    assert turn_order_key(Fraction(23, 4), 10) < turn_order_key(5.5, 14)


@pytest.mark.parametrize("speed, dx", [("fast", 10), (-1, 10), (True, 10), (5, "x"), (None, 10)])
def test_bad_turn_order_input_is_refused(speed, dx):
    with pytest.raises(RulesError):
        turn_order_key(speed, dx)


@given(st.integers(1, 100), st.integers(-600, 100))
def test_hp_thresholds_never_contradict_each_other(maximum, current):
    current = min(current, maximum)
    status = hp_status(current, maximum)
    if status.dead:
        assert current <= -5 * maximum
    if status.death_checks:
        assert status.consciousness_roll or status.dead
    if status.consciousness_roll:
        assert status.half_move_and_dodge


# -- published rules the reference does not print ---------------------------------------

@pytest.mark.parametrize("roll, outcome", [(10, "stands"), (11, "stunned"), (14, "stunned"), (15, "unconscious"),
                                           (16, "unconscious")])
def test_a_knockdown_roll_failed_by_5_or_more_means_unconscious(roll, outcome):
    check = knockdown_check(10, roll)
    assert check.outcome == outcome
    if outcome == "unconscious":
        assert "Unconscious" in check.text and PUBLISHED_RULE in check.text


def test_a_knockdown_roll_failed_critically_means_unconscious_too():
    assert knockdown_check(16, 18).outcome == "unconscious"  # failed by 2, but an 18
    assert knockdown_check(15, 17).outcome == "unconscious"  # failed by 2, but a 17 at 15 or less
    assert knockdown_check(16, 17).outcome == "stunned"


def test_the_chance_of_being_knocked_out_counts_every_roll_that_fails_by_5_or_critically():
    assert knockout_chance(10) == Fraction(20, 216)  # 15-18
    assert knockout_chance(16) == Fraction(1, 216)  # only the 18


@pytest.mark.parametrize("current", [-50, -51, -80])
def test_the_dead_have_no_half_move_and_dodge(current):
    status = hp_status(current, 10)
    assert status.dead and not status.half_move_and_dodge
    assert [e.threshold for e in status.effects] == ["-5xHP"]
