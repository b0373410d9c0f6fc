"""The TAL encounter-tracker plug-in: pools, fatigue, initiative, unconsciousness, healing over time."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyrules.core.encounter import Encounter, actions as A, plugin
from pyrules.core.encounter.model import Combatant, State
from pyrules.core.errors import RulesError
from pyrules.tal import errata, hit_points
from pyrules.tal.tracker import PLUGIN
from pyrules.tal.tracker.actions import knock_out, wake
from pyrules.tal.tracker.notes import NOTES
from pyrules.tal.tracker.clock import ClockField, clock_seconds


def who(stats=None, resources=None, name="Ann") -> Combatant:
    """A combatant with the stats a page would store (every field parsed, defaults filled)."""
    return Combatant("c1", name, "party", stats=A.stats(stats or {}, PLUGIN), resources=resources or {})


def encounter(*people) -> Encounter:
    """An encounter with ``people``: (name, stats) pairs, in that order, ids c1, c2, ..."""
    enc = Encounter.new("tal")
    for name, stats in people:
        enc = enc.apply(A.add(name, side="party", stats=stats))
    return enc


def texts(enc: Encounter) -> list[str]:
    return [r.text for r in enc.reminders]


# -- the plug-in and its stats -------------------------------------------------------------

def test_the_plug_in_is_registered_under_tal_with_ten_second_rounds():
    assert plugin("tal") is PLUGIN
    assert PLUGIN.name == "TAL"
    assert PLUGIN.round_seconds == 10


def test_every_stat_has_a_default_so_a_bare_goblin_can_be_added():
    assert all(f.default is not None for f in PLUGIN.stats)
    enc = Encounter.new("tal").apply(A.add("Goblin"))
    goblin = enc.named("Goblin")
    assert dict(goblin.resources) == {"SHP": 25, "DHP": 25}
    assert goblin.stats["down"] == "awake"


def test_a_bad_stat_is_refused_naming_its_field():
    with pytest.raises(RulesError) as error:
        Encounter.new("tal").apply(A.add("Goblin", stats={"constitution": 0}))
    assert error.value.field.endswith("constitution")
    with pytest.raises(RulesError) as error:
        Encounter.new("tal").apply(A.add("Goblin", stats={"until": "soon"}))
    assert error.value.field.endswith("until")


def test_a_typed_00_constitution_reads_as_100():
    assert PLUGIN.stat(who({"constitution": "00"}), "constitution") == 100


def test_an_unreadable_stored_stat_falls_back_to_its_default():
    odd = Combatant("c1", "Old", stats={"constitution": "lots", "down": "asleep"})
    assert PLUGIN.stat(odd, "constitution") == 50
    assert PLUGIN.stat(odd, "down") == "awake"


def test_the_plug_in_states_its_assumptions_and_errata():
    assert errata.SPENT.footnote in NOTES
    assert any("l.201" in note and "10 minutes" in note for note in NOTES)
    assert any("10 seconds" in note for note in NOTES)


# -- pools -----------------------------------------------------------------------------------

@pytest.mark.parametrize("constitution", [1, 2, 3, 44, 45, 46, 99, 100])
def test_shp_and_dhp_are_half_the_constitution_rounded_off(constitution):
    pools = {p.name: p.maximum for p in PLUGIN.pools.resources(who({"constitution": constitution}))}
    assert pools == {"SHP": hit_points(constitution), "DHP": hit_points(constitution)}


def test_constitution_45_gives_23_shp_and_23_dhp():
    pools = {p.name: p.maximum for p in PLUGIN.pools.resources(who({"constitution": 45}))}
    assert pools == {"SHP": 23, "DHP": 23}


def test_tal_max_0_means_no_tal_pool_and_1_gives_one():
    assert [p.name for p in PLUGIN.pools.resources(who({"tal_max": 0}))] == ["SHP", "DHP"]
    pools = PLUGIN.pools.resources(who({"tal_max": 1}))
    assert [(p.name, p.maximum) for p in pools] == [("SHP", 25), ("DHP", 25), ("TAL", 1)]


def test_damage_smaller_than_the_shp_left_stays_in_shp():
    assert PLUGIN.pools.damage(who(resources={"SHP": 5}), "SHP", 4) == {"SHP": 1}


def test_damage_equal_to_the_shp_left_empties_shp_and_leaves_dhp():
    assert PLUGIN.pools.damage(who(resources={"SHP": 5}), "SHP", 5) == {"SHP": 0}


def test_damage_one_more_than_the_shp_left_spills_one_into_dhp():
    assert PLUGIN.pools.damage(who(resources={"SHP": 5, "DHP": 25}), "SHP", 6) == {"SHP": 0, "DHP": 24}


def test_damage_past_the_last_dhp_stops_at_0():
    assert PLUGIN.pools.damage(who(resources={"SHP": 5, "DHP": 3}), "SHP", 20) == {"SHP": 0, "DHP": 0}


def test_the_first_pool_is_shp_so_damage_without_a_pool_spills_too():
    enc = encounter(("Ann", {"constitution": 10}))
    enc = enc.apply(A.damage("c1", 7))
    assert dict(enc.combatant("c1").resources) == {"SHP": 0, "DHP": 3}
    assert enc.log[-1].text == "Ann takes 7 damage: SHP 5 → 0, DHP 5 → 3."


def test_damage_put_on_dhp_or_tal_stays_there_and_stops_at_0():
    ann = who({"tal_max": 10}, {"SHP": 5, "DHP": 2, "TAL": 3})
    assert PLUGIN.pools.damage(ann, "DHP", 4) == {"DHP": 0}
    assert PLUGIN.pools.damage(ann, "TAL", 4) == {"TAL": 0}


def test_healing_fills_one_pool_up_to_its_maximum_without_spilling():
    ann = who({"constitution": 10, "tal_max": 10}, {"SHP": 3, "DHP": 1, "TAL": 9})
    assert PLUGIN.pools.heal(ann, "SHP", 5) == {"SHP": 5}
    assert PLUGIN.pools.heal(ann, "DHP", 1) == {"DHP": 2}
    assert PLUGIN.pools.heal(ann, "TAL", 5) == {"TAL": 10}


def test_an_unknown_pool_is_refused_naming_resource():
    with pytest.raises(RulesError) as error:
        PLUGIN.pools.damage(who(), "TAL", 1)
    assert error.value.field == "resource"


@given(st.integers(0, 30), st.integers(0, 30), st.integers(1, 80))
def test_spilled_damage_never_takes_more_than_was_dealt_nor_leaves_a_pool_below_0(shp, dhp, amount):
    after = PLUGIN.pools.damage(who({"constitution": 60}, {"SHP": shp, "DHP": dhp}), "SHP", amount)
    taken = (shp - after["SHP"]) + (dhp - after.get("DHP", dhp))
    assert after["SHP"] >= 0 and after.get("DHP", 0) >= 0
    assert taken == min(amount, shp + dhp)


# -- fatigue in the status ----------------------------------------------------------------------

def tal_left(now, tal_max=20, **stats):
    return who({"tal_max": tal_max, **stats}, {"TAL": now})


def test_no_fatigue_status_above_half_the_tal():
    assert PLUGIN.standing.status(tal_left(11)) == ["Evasion 1 (Combat Speed 10)"]


def test_at_half_the_tal_the_character_is_fatigued():
    assert PLUGIN.standing.status(tal_left(10))[0] == "Fatigued: −2 Combat Speed, +5% to rolls"


def test_one_below_half_is_still_fatigued():
    assert PLUGIN.standing.status(tal_left(9))[0] == "Fatigued: −2 Combat Speed, +5% to rolls"


def test_one_above_a_quarter_is_fatigued_not_taxed():
    assert PLUGIN.standing.status(tal_left(6))[0].startswith("Fatigued")


def test_at_a_quarter_of_the_tal_the_character_is_taxed():
    assert PLUGIN.standing.status(tal_left(5))[:2] == [
        "Taxed: −4 Combat Speed, +10% to rolls", "Willpower (Mental) checks to stay awake when idle"]


def test_one_tal_left_is_taxed_and_none_left_is_spent_with_taxed_penalties():
    assert PLUGIN.standing.status(tal_left(1))[0].startswith("Taxed")
    assert PLUGIN.standing.status(tal_left(0))[:3] == [
        "Spent: −4 Combat Speed, +10% to rolls", "No offensive actions; cannot exert",
        "Willpower (Mental) check or fall unconscious; again for anything strenuous"]


def test_fatigue_lowers_the_combat_speed_shown_with_its_evasion():
    assert PLUGIN.standing.status(tal_left(11, combat_speed=12))[-1] == "Evasion 2 (Combat Speed 12)"
    assert PLUGIN.standing.status(tal_left(10, combat_speed=12))[-1] == "Evasion 1 (Combat Speed 10)"
    assert PLUGIN.standing.status(tal_left(5, combat_speed=12))[-1] == "Evasion 0 (Combat Speed 8)"


def test_combat_speed_after_fatigue_does_not_go_below_0():
    assert PLUGIN.standing.status(tal_left(0, combat_speed=2))[-1] == "Evasion 0 (Combat Speed 0)"


def test_tal_left_above_a_lowered_maximum_reads_as_full():
    assert PLUGIN.standing.status(tal_left(30, tal_max=10)) == ["Evasion 1 (Combat Speed 10)"]


# -- wounds and being down in the status -----------------------------------------------------------

def test_one_shp_left_asks_for_nothing_and_none_left_asks_for_the_unconsciousness_roll():
    assert PLUGIN.standing.status(who(resources={"SHP": 1})) == ["Evasion 1 (Combat Speed 10)"]
    assert PLUGIN.standing.status(who(resources={"SHP": 0}))[0] == "SHP 0: roll Unconsciousness"


def test_the_last_dhp_gone_asks_for_a_doubled_roll():
    assert PLUGIN.standing.status(who(resources={"SHP": 0, "DHP": 1}))[0] == "SHP 0: roll Unconsciousness"
    assert PLUGIN.standing.status(who(resources={"SHP": 0, "DHP": 0}))[0] == "DHP 0: roll Unconsciousness, d100 doubled"


def test_down_states_show_until_when():
    assert PLUGIN.standing.status(who({"down": "unconscious", "until": "42:00"}, {"SHP": 0}))[0] == "Unconscious until 42:00"
    assert PLUGIN.standing.status(who({"down": "unconscious"}))[0] == "Unconscious"
    assert PLUGIN.standing.status(who({"down": "dying", "until": "3:00:00"}))[0] == "Dying: dead at 3:00:00"
    assert PLUGIN.standing.status(who({"down": "dead", "tal_max": 5})) == ["Dead"]


def test_resting_and_asleep_show_in_the_status():
    assert PLUGIN.standing.status(who({"rest": "resting"}))[-1] == "Resting"
    assert PLUGIN.standing.status(who({"rest": "asleep"}))[-1] == "Asleep"


# -- initiative --------------------------------------------------------------------------------------

def test_initiative_is_combat_speed_after_fatigue_with_a_d100_tie_break():
    result = PLUGIN.initiative.roll(tal_left(10, combat_speed=12), random.Random(3))
    tie = random.Random(3).randint(1, 100)
    assert (result.value, result.tiebreak) == (10, tie)
    assert result.text == f"Combat Speed 12 −2 Fatigued = 10; tie-break d100 {tie}"


def test_the_highest_combat_speed_acts_first_and_equal_speeds_break_on_the_higher_d100():
    enc = encounter(("Slow", {"combat_speed": 8}), ("Fast", {"combat_speed": 14}),
                    ("Even A", {"combat_speed": 11}), ("Even B", {"combat_speed": 11}))
    enc = enc.apply(A.roll_initiative(enc, random.Random(7)))
    order = [c.name for c in enc.combatants]
    assert order[0] == "Fast" and order[-1] == "Slow"
    evens = [c for c in enc.combatants if c.initiative == 11]
    assert [c.name for c in evens] == order[1:3]
    assert evens[0].tiebreak >= evens[1].tiebreak


def test_a_fatigued_character_with_the_higher_base_speed_can_act_after_a_fresh_one():
    enc = encounter(("Tired", {"combat_speed": 12, "tal_max": 20}), ("Fresh", {"combat_speed": 11}))
    enc = enc.apply(A.damage("c1", 10, "TAL"))
    enc = enc.apply(A.roll_initiative(enc, random.Random(1)))
    assert [c.name for c in enc.combatants] == ["Fresh", "Tired"]


# -- turn reminders ------------------------------------------------------------------------------------

def reminders(stats=None, resources=None, clock=0):
    return [str(text) for text in PLUGIN.reminders.at(State(clock=clock), who(stats, resources), "turn_start")]


def test_a_fresh_unhurt_character_gets_no_turn_reminder():
    assert reminders({"tal_max": 20}, {"TAL": 11}) == []
    assert PLUGIN.reminders.at(State(), who({"tal_max": 20}, {"TAL": 0}), "turn_end") == []


def test_a_fatigued_or_spent_character_is_reminded_at_the_start_of_its_turn():
    assert reminders({"tal_max": 20}, {"TAL": 10}) == ["Ann is Fatigued: −2 Combat Speed, +5% to rolls."]
    assert reminders({"tal_max": 20}, {"TAL": 0}) == [
        "Ann is Spent: −4 Combat Speed, +10% to rolls.",
        "Ann: no offensive actions; Willpower (Mental) check for anything strenuous."]


def test_a_character_out_of_shp_is_reminded_to_roll_unconsciousness():
    assert reminders(resources={"SHP": 0}) == ["Ann: SHP 0: roll Unconsciousness, d100 + the damage taken (T15)."]
    assert reminders(resources={"SHP": 0, "DHP": 0}) == [
        "Ann: DHP 0: roll Unconsciousness, d100 doubled + the damage taken (T15)."]


def test_an_unconscious_character_is_reminded_until_the_time_and_told_to_wake_at_it():
    down = {"down": "unconscious", "until": "4:00"}
    assert reminders(down, clock=239) == ["Ann is unconscious until 4:00: no action."]
    assert reminders(down, clock=240) == ["Ann came to at 4:00: set Down to Awake."]
    assert reminders(down, clock=241) == ["Ann came to at 4:00: set Down to Awake."]


def test_a_dying_character_is_reminded_of_the_time_of_death():
    down = {"down": "dying", "until": "1:00:00"}
    assert reminders(down, clock=3599) == ["Ann is dying: dead at 1:00:00."]
    assert reminders(down, clock=3600) == ["Ann died at 1:00:00."]
    assert reminders({"down": "dead"}) == ["Ann is dead."]


# -- as damage lands -----------------------------------------------------------------------------------

def damage_texts(enc):
    return [r.text for r in enc.reminders if r.moment == "damage"]


def test_the_damage_that_takes_the_last_shp_calls_for_the_unconsciousness_roll_at_once():
    enc = encounter(("Ann", {"constitution": 10}))  # 5 SHP, 5 DHP
    enc = enc.apply(A.damage("c1", 4))
    assert damage_texts(enc) == []
    enc = enc.apply(A.damage("c1", 1))
    assert damage_texts(enc) == ["Ann: the last SHP is gone: roll Unconsciousness, d100 + 1 damage (T15)."]
    assert [r.who for r in enc.reminders] == ["c1"]


def test_the_damage_that_takes_the_last_dhp_doubles_the_roll():
    enc = encounter(("Ann", {"constitution": 10})).apply(A.damage("c1", 12))
    assert damage_texts(enc) == ["Ann: the last DHP is gone: roll Unconsciousness, d100 doubled + 12 damage (T15)."]


def test_no_unconsciousness_roll_for_one_already_down_or_for_healing():
    enc = encounter(("Ann", {"constitution": 10, "down": "unconscious"})).apply(A.damage("c1", 5))
    assert damage_texts(enc) == []
    enc = encounter(("Ann", {"constitution": 10})).apply(A.damage("c1", 5)).apply(A.next_turn())
    assert damage_texts(enc.apply(A.heal("c1", 5))) == []


def test_dropping_to_spent_calls_for_the_willpower_check_once():
    enc = encounter(("Ann", {"tal_max": 20})).apply(A.damage("c1", 19, "TAL"))
    assert damage_texts(enc) == []
    enc = enc.apply(A.damage("c1", 1, "TAL"))
    assert damage_texts(enc) == ["Ann drops to Spent: Willpower (Mental) check or fall unconscious (T2)."]
    assert damage_texts(enc.apply(A.next_turn()).apply(A.damage("c1", 1, "TAL"))) == []


# -- unconsciousness: the roll becomes stats -------------------------------------------------------------

def test_knock_out_turns_the_roll_into_unconscious_until_the_clock_plus_the_duration():
    enc = encounter(("Ann", {})).apply(A.time_passes(minutes=2))
    action = knock_out(enc, "c1", 20, 10, d10=4)  # 20 + 10 = 30: 1d10 minutes, 4 minutes
    assert action == A.edit("c1", stats={"down": "unconscious", "until": "6:00"})


def test_knock_out_doubles_the_roll_when_the_last_dhp_is_gone():
    enc = encounter(("Ann", {"constitution": 10})).apply(A.damage("c1", 10))
    # 30 doubled is 60, + 10 = 70: 1d10 hours
    assert knock_out(enc, "c1", 30, 10, d10=2)["stats"] == {"down": "unconscious", "until": "2:00:00"}
    assert knock_out(enc, "c1", 30, 10, d10=2, last_deep_hp=False)["stats"]["until"] == "20:00"


def test_knock_out_on_a_dead_in_row_makes_the_character_dying_and_135_is_instant_death():
    enc = encounter(("Ann", {}))
    assert knock_out(enc, "c1", 100, 15, d10=3)["stats"] == {"down": "dying", "until": "72:00:00"}
    assert knock_out(enc.state, "c1", 100, 35)["stats"] == {"down": "dead", "until": ""}


def test_knock_out_rolls_the_d10_with_the_rng_given():
    enc = encounter(("Ann", {}))
    d10 = random.Random(5).randint(1, 10)
    assert knock_out(enc, "c1", 1, 0, rng=random.Random(5))["stats"]["until"] == f"{d10}:00"


def test_knock_out_refuses_a_bad_roll_or_an_unknown_combatant():
    enc = encounter(("Ann", {}))
    with pytest.raises(RulesError) as error:
        knock_out(enc, "c1", 101, 0, d10=1)
    assert error.value.field == "roll"
    with pytest.raises(RulesError):
        knock_out(enc, "c9", 50, 0, d10=1)
    with pytest.raises(RulesError) as error:
        knock_out("an encounter", "c1", 50, 0, d10=1)
    assert error.value.field == "encounter"


def test_wake_clears_down_and_until():
    enc = encounter(("Ann", {})).apply(knock_out(encounter(("Ann", {})), "c1", 20, 0, d10=1))
    enc = enc.apply(wake("c1"))
    assert (enc.combatant("c1").stats["down"], enc.combatant("c1").stats["until"]) == ("awake", "")


def test_coming_to_is_reminded_when_the_clock_reaches_the_time_not_before_nor_again():
    enc = encounter(("Ann", {}))
    enc = enc.apply(knock_out(enc, "c1", 20, 10, d10=4))  # until 4:00
    before = enc.apply(A.time_passes(seconds=239))
    assert texts(before) == []
    assert texts(before.apply(A.time_passes(seconds=1))) == ["Ann comes to (4:00): set Down to Awake."]
    past = enc.apply(A.time_passes(seconds=241))
    assert texts(past) == ["Ann comes to (4:00): set Down to Awake."]
    assert texts(past.apply(A.time_passes(seconds=60))) == []


def test_death_is_reminded_when_the_dying_time_comes():
    enc = encounter(("Ann", {}))
    enc = enc.apply(knock_out(enc, "c1", 100, 25, d10=1))  # 125: Dead in 1d10 x 10 minutes
    assert texts(enc.apply(A.time_passes(minutes=10))) == ["Ann dies (10:00)."]


def test_rounds_run_the_clock_so_coming_to_is_reminded_in_combat_too():
    enc = encounter(("Ann", {}), ("Bob", {}))
    enc = enc.apply(knock_out(enc, "c1", 1, 0, d10=1))  # until 1:00: six rounds
    enc = enc.apply(A.next_turn())
    for _ in range(11):  # to Bob's turn in round 6, clock 0:50
        enc = enc.apply(A.next_turn())
    assert (enc.round, enc.clock) == (6, 50) and not any("comes to" in t for t in texts(enc))
    enc = enc.apply(A.next_turn())  # round 7 begins with Ann's turn: clock 1:00
    assert enc.clock == 60
    assert texts(enc) == ["Ann comes to (1:00): set Down to Awake.", "Ann came to at 1:00: set Down to Awake."]


# -- healing over time -----------------------------------------------------------------------------------------

def hurt(**stats):
    """Ann, Constitution 50 (SHP and DHP 25), 5 SHP and 10 DHP lost."""
    enc = encounter(("Ann", stats))
    return enc.apply(A.edit("c1", resources={"SHP": 20, "DHP": 15}))


def test_shp_come_back_one_per_10_minutes_at_rest_not_before_the_10th_minute():
    enc = hurt(rest="resting")
    assert texts(enc.apply(A.time_passes(seconds=599))) == []
    assert texts(enc.apply(A.time_passes(minutes=10))) == [
        "Ann heals 1 SHP at rest (1 per 10 minutes × 1): SHP 20 → 21."]
    assert texts(enc.apply(A.time_passes(seconds=1199))) == [
        "Ann heals 1 SHP at rest (1 per 10 minutes × 1): SHP 20 → 21."]


def test_shp_healing_stops_at_the_maximum():
    assert texts(hurt(rest="asleep").apply(A.time_passes(hours=2))) == [
        "Ann heals 5 SHP at rest (1 per 10 minutes × 12): SHP 20 → 25."]


def test_an_active_character_heals_no_shp():
    assert texts(hurt().apply(A.time_passes(hours=2))) == []


def test_an_unconscious_character_heals_shp_while_out_and_then_only_if_resting():
    enc = hurt()
    enc = enc.apply(knock_out(enc, "c1", 34, 0, d10=2))  # 34: 1d10 x 10 minutes: until 20:00
    assert texts(enc.apply(A.time_passes(hours=1))) == [
        "Ann comes to (20:00): set Down to Awake.", "Ann heals 2 SHP at rest (1 per 10 minutes × 2): SHP 20 → 22."]


def test_dhp_come_back_after_a_full_day_by_constitution_rolls_and_activity():
    assert texts(hurt().apply(A.time_passes(seconds=86399))) == []
    assert texts(hurt().apply(A.time_passes(hours=24))) == [
        "Ann heals 1 DHP (1 day, normal activity: 1 Constitution Roll × 1): DHP 15 → 16."]
    assert texts(hurt(constitution=51, care="rest").apply(A.time_passes(hours=48)))[-1] == (
        "Ann heals 8 DHP (2 days, full day of rest: 2 Constitution Rolls × 2): DHP 15 → 23.")
    assert texts(hurt(care="physician").apply(A.time_passes(hours=24 * 9)))[-1] == (
        "Ann heals 10 DHP (9 days, in care of physician or healer: 1 Constitution Roll × 3): DHP 15 → 25.")


def test_the_dead_heal_nothing():
    assert texts(hurt(down="dead", rest="asleep").apply(A.time_passes(hours=48))) == []


def test_tal_comes_back_each_hour_of_rest_sleep_or_unconsciousness_times_power_rolls():
    def after(hours, **stats):
        enc = encounter(("Ann", {"tal_max": 20, **stats})).apply(A.damage("c1", 15, "TAL"))
        return [t for t in texts(enc.apply(A.time_passes(seconds=hours))) if "TAL" in t]

    assert after(3599, rest="resting") == []
    assert after(3600, rest="resting") == ["Ann recovers 1 TAL (1 hour of rest: 1 × 1 Power Roll): TAL 5 → 6."]
    assert after(7200, rest="asleep", power=76) == [
        "Ann recovers 12 TAL (2 hours of sleep: 2 × 3 Power Rolls): TAL 5 → 17."]
    assert after(3600 * 10, rest="asleep", power=76) == [
        "Ann recovers 15 TAL (10 hours of sleep: 2 × 3 Power Rolls): TAL 5 → 20."]
    assert after(3600, down="unconscious") == [
        "Ann recovers 1 TAL (1 hour of unconsciousness: 1 × 1 Power Roll): TAL 5 → 6."]
    assert after(3600 * 5) == []


def test_a_taxed_character_awake_is_reminded_each_hour_to_check_willpower():
    enc = encounter(("Ann", {"tal_max": 20})).apply(A.damage("c1", 15, "TAL"))
    assert texts(enc.apply(A.time_passes(seconds=3599))) == []
    assert texts(enc.apply(A.time_passes(hours=1))) == [
        "Ann is Taxed: Willpower (Mental) check to stay awake if nothing is going on."]
    assert texts(enc.apply(A.time_passes(hours=2)))[-1].endswith("(×2).")
    asleep = enc.apply(A.edit("c1", stats={"rest": "asleep"}))
    assert not any("Willpower" in t for t in texts(asleep.apply(A.time_passes(hours=1))))


def test_due_texts_are_the_same_for_the_same_state():
    enc = hurt(rest="resting", tal_max=10)
    assert PLUGIN.reminders.due(enc.state, 0, 7200) == PLUGIN.reminders.due(enc.state, 0, 7200)


# -- the clock stat ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("typed, stored", [("42:00", "42:00"), ("0:42:00", "42:00"), ("1:05:00", "1:05:00"),
                                           (" 72:00:00 ", "72:00:00"), ("", ""), (None, "")])
def test_the_until_stat_is_stored_as_the_clock_prints_it(typed, stored):
    field = next(f for f in PLUGIN.stats if f.name == "until")
    assert isinstance(field, ClockField)
    assert field.parse(typed) == stored


@pytest.mark.parametrize("typed", ["42", "1:60", "1:5:00", "a:00", "1:00:60", "-1:00", "1:02:03:04"])
def test_a_time_not_written_as_the_clock_shows_it_is_refused(typed):
    field = next(f for f in PLUGIN.stats if f.name == "until")
    with pytest.raises(RulesError) as error:
        field.parse(typed)
    assert error.value.field == "until"


def test_clock_seconds_reads_minutes_and_hours():
    assert clock_seconds("4:00") == 240
    assert clock_seconds("1:05:00") == 3900
    with pytest.raises(RulesError):
        clock_seconds(240)


# -- a short encounter ----------------------------------------------------------------------------------------------

def test_a_short_encounter_tracks_tal_down_to_taxed_and_a_knock_out():
    enc = encounter(("Ann", {"constitution": 40, "tal_max": 20, "combat_speed": 12}))
    enc = enc.apply(A.add("Goblin", stats={"combat_speed": 9}))
    enc = enc.apply(A.roll_initiative(enc, random.Random(2)))
    assert [c.name for c in enc.combatants] == ["Ann", "Goblin"]
    enc = enc.apply(A.next_turn())
    assert texts(enc) == []  # Ann, fresh
    enc = enc.apply(A.damage("c1", 10, "TAL"))
    enc = enc.apply(A.next_turn()).apply(A.next_turn())  # Goblin, then Ann in round 2
    assert (enc.round, enc.state.active) == (2, "c1")
    assert texts(enc) == ["Ann is Fatigued: −2 Combat Speed, +5% to rolls."]
    enc = enc.apply(A.damage("c1", 5, "TAL"))
    assert enc.view().order[0].status[:2] == (
        "Taxed: −4 Combat Speed, +10% to rolls", "Willpower (Mental) checks to stay awake when idle")
    enc = enc.apply(A.next_turn())  # the Goblin hits Ann for 25
    enc = enc.apply(A.damage("c1", 25))
    assert dict(enc.combatant("c1").resources) == {"SHP": 0, "DHP": 15, "TAL": 5}
    enc = enc.apply(A.next_turn())
    assert texts(enc) == ["Ann: SHP 0: roll Unconsciousness, d100 + 25 damage (T15).",
                          "Ann is Taxed: −4 Combat Speed, +10% to rolls."]
    enc = enc.apply(knock_out(enc, "c1", 40, 5, d10=2))  # 45: 1d10 x 10 minutes: 20 minutes
    assert enc.view().order[0].status[0] == "Unconscious until 20:20"
    enc = enc.apply(A.next_turn()).apply(A.next_turn())
    assert texts(enc) == ["Ann is unconscious until 20:20: no action."]
    enc = enc.apply(A.end()).apply(A.time_passes(minutes=30))
    assert texts(enc) == ["Ann comes to (20:20): set Down to Awake.",
                          "Ann heals 2 SHP at rest (1 per 10 minutes × 2): SHP 0 → 2."]
    again = Encounter.from_json(enc.to_json())
    assert again.view() == enc.view()


def test_undoing_a_damage_gives_back_the_earlier_status():
    enc = encounter(("Ann", {"tal_max": 20}))
    before = enc.view().order[0].status
    enc = enc.apply(A.damage("c1", 15, "TAL"))
    assert enc.view().order[0].status[0].startswith("Taxed")
    assert enc.undo().view().order[0].status == before
