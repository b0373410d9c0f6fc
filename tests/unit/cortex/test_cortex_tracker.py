"""The Cortex tracker plug-in: Life Points, Stun, Wounds and Shock, each state of C10 at its boundary,
initiative, the rolls due each turn, each minute and each hour."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyrules import RulesError
from pyrules.core.encounter import Encounter, actions, plugin
from pyrules.core.encounter.model import Check, Combatant, Follow
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.cortex.data.published import LADDER
from pyrules.cortex.ruleset import RULESET
from pyrules.cortex.tracker import NOTES, PLUGIN, ROUND_SECONDS, STATS
from pyrules.cortex.tracker.log import Taken

MAL = {"vitality": "d8", "willpower": "d6", "agility": "d8", "alertness": "d6"}  # 14 Life Points


def mal(stun=0, wounds=0, shock=0, **stats):
    """Mal (14 Life Points) with this much damage taken."""
    return Combatant("c1", "Mal", "party", stats={**MAL, **stats},
                     resources={"Stun": stun, "Wounds": wounds, "Shock": shock})


def duel():
    """Mal (14 LP, initiative 10) acts before the Reaver (12 LP, initiative 5); nobody's turn begun."""
    enc = Encounter.new("cortex")
    enc = enc.apply(actions.add("Mal", side="party", stats=MAL, initiative=10))
    return enc.apply(actions.add("Reaver", initiative=5))


def hit(enc, amount, pool, name="Mal"):
    return enc.apply(actions.damage(enc.named(name).id, amount, pool))


def nxt(enc, times=1):
    for _ in range(times):
        enc = enc.apply(actions.next_turn())
    return enc


def texts(enc, moment=None):
    return [r.text for r in enc.reminders if moment is None or r.moment == moment]


def status(enc, name="Mal"):
    return PLUGIN.standing.status(enc.named(name))


def has(items, piece):
    return any(piece in item for item in items)


# -- the plug-in ---------------------------------------------------------------------------------

def test_the_plugin_is_registered_as_cortex_with_three_second_turns():
    assert plugin("cortex") is PLUGIN
    assert (PLUGIN.key, PLUGIN.round_seconds, ROUND_SECONDS) == ("cortex", 3, 3)
    assert [f.name for f in STATS] == ["vitality", "willpower", "agility", "alertness", "armor", "unconscious"]
    assert [f.kind for f in STATS] == ["choice"] * 4 + ["int", "flag"]


def test_the_attribute_dice_are_the_ladder_from_d2_to_d12_plus_d12():
    for field in STATS[:4]:
        assert [value for value, _ in field.choices] == list(LADDER[1:])
        with pytest.raises(RulesError):
            field.parse("d7")
        with pytest.raises(RulesError):
            field.parse("d0")


def test_a_combatant_added_with_no_stats_has_d6_dice_and_12_life_points():
    enc = Encounter.new("cortex").apply(actions.add("Goblin"))
    goblin = enc.named("Goblin")
    assert goblin.stats == {"vitality": "d6", "willpower": "d6", "agility": "d6", "alertness": "d6",
                            "armor": 0, "unconscious": False}
    pools = enc.view().order[0].pools
    assert [(p.name, p.current, p.maximum, p.counts_up) for p in pools] == [
        ("Stun", 0, 12, True), ("Wounds", 0, 12, True), ("Shock", 0, 12, True)]
    assert PLUGIN.standing.status(goblin) == []


def test_life_points_are_the_vitality_and_willpower_maxima_a_published_rule():
    assert PLUGIN.pools.resources(mal())[0].maximum == 14
    assert PLUGIN.pools.resources(mal(vitality="d12+d2", willpower="d2"))[0].maximum == 16
    assert PUBLISHED_RULE in NOTES[0]
    assert STATS[0].source == PUBLISHED_RULE and PUBLISHED_RULE not in STATS[0].help


def test_the_pools_count_the_damage_taken_up_against_the_life_points():
    pools = PLUGIN.pools.resources(mal())
    assert [(p.name, p.maximum, p.counts_up) for p in pools] == [("Stun", 14, True), ("Wounds", 14, True),
                                                                 ("Shock", 14, True)]
    assert PLUGIN.pools.taken(mal(3, 4, 5)) == Taken(3, 4, 5)
    assert PLUGIN.pools.taken(mal(-2, 0, 0)) == Taken(0, 0, 0)  # a pool set below 0 by hand


def test_the_damage_effects_table_points_at_the_tracker():
    (c10,) = [t for t in RULESET.tables if t.key == "C10"]
    assert c10.tool == "cortex-tracker"


# -- damage and healing ----------------------------------------------------------------------------

def test_damage_to_stun_or_wounds_goes_on_that_track():
    assert PLUGIN.pools.damage(mal(), "Stun", 4) == {"Stun": 4}
    assert PLUGIN.pools.damage(mal(stun=4), "Wounds", 3) == {"Wounds": 3}
    assert PLUGIN.pools.damage(mal(wounds=13), "Wounds", 5) == {"Wounds": 18}  # past the Life Points


def test_stun_damage_while_unconscious_is_recorded_as_shock_points():
    assert PLUGIN.pools.damage(mal(stun=8, wounds=7, unconscious=True), "Stun", 3) == {"Shock": 3}
    assert PLUGIN.pools.damage(mal(stun=8, wounds=7, unconscious=True), "Wounds", 3) == {"Wounds": 10}
    assert PLUGIN.pools.damage(mal(stun=8, unconscious=False), "Stun", 3) == {"Stun": 11}


def test_shock_points_can_be_recorded_directly():
    assert PLUGIN.pools.damage(mal(shock=1), "Shock", 2) == {"Shock": 3}


def test_healing_stops_at_no_damage():
    assert PLUGIN.pools.heal(mal(wounds=3), "Wounds", 5) == {"Wounds": 0}
    assert PLUGIN.pools.heal(mal(stun=3), "Stun", 2) == {"Stun": 1}


def test_no_stun_heals_while_there_are_shock_points():
    with pytest.raises(RulesError, match="1 Shock Point: no Stun heals") as error:
        PLUGIN.pools.heal(mal(stun=5, shock=1), "Stun", 1)
    assert error.value.field == "resource"
    assert PLUGIN.pools.heal(mal(stun=5, shock=0), "Stun", 1) == {"Stun": 4}


def test_healing_shock_changes_shock_points_into_ordinary_stun():
    assert PLUGIN.pools.heal(mal(stun=5, shock=2), "Shock", 1) == {"Shock": 1, "Stun": 6}
    assert PLUGIN.pools.heal(mal(stun=5, shock=2), "Shock", 5) == {"Shock": 0, "Stun": 7}  # only the 2 there are
    assert PLUGIN.pools.heal(mal(stun=5), "Shock", 1) == {"Shock": 0, "Stun": 5}  # none: nothing changes


def test_a_damage_amount_out_of_range_is_refused():
    with pytest.raises(RulesError) as error:
        PLUGIN.pools.damage(mal(), "Stun", 1000)
    assert error.value.field == "amount"
    with pytest.raises(RulesError, match="Unknown pool"):
        PLUGIN.pools.damage(mal(), "Vitality", 1)


@given(st.integers(0, 40), st.integers(0, 40), st.integers(1, 30), st.sampled_from(["Stun", "Wounds"]),
       st.booleans())
def test_damage_then_the_same_healing_gives_back_the_pools_when_nothing_was_redirected(stun, wounds, n, pool, out):
    c = mal(stun, wounds, unconscious=out)
    after = PLUGIN.pools.damage(c, pool, n)
    hurt = Combatant("c1", "Mal", stats=c.stats, resources={**c.resources, **after})
    if "Shock" in after:
        assert pool == "Stun" and out and PLUGIN.pools.taken(hurt).shock == n
    else:
        assert PLUGIN.pools.heal(hurt, pool, n) == {pool: c.resources[pool]}


# -- statuses at their boundaries --------------------------------------------------------------------

def test_passing_out_begins_when_stun_and_wounds_exceed_the_life_points():
    assert not has(PLUGIN.standing.status(mal(stun=7, wounds=7)), "passing out")  # 14 = Life Points
    assert has(PLUGIN.standing.status(mal(stun=8, wounds=7)), "passing out: roll at 7, +4 a turn")  # 15
    assert has(PLUGIN.standing.status(mal(stun=9, wounds=7)), "passing out")


def test_an_unconscious_character_is_not_passing_out_and_stun_goes_to_shock():
    shown = PLUGIN.standing.status(mal(stun=9, wounds=7, unconscious=True))
    assert "unconscious: Stun goes to Shock" in shown
    assert not has(shown, "passing out")


def test_seriously_wounded_at_half_the_life_points():
    assert not has(PLUGIN.standing.status(mal(wounds=6)), "seriously wounded")
    assert "seriously wounded: −2 steps" in PLUGIN.standing.status(mal(wounds=7))
    assert "seriously wounded: −2 steps" in PLUGIN.standing.status(mal(wounds=8))


def test_dying_at_wounds_equal_to_the_life_points():
    assert not has(PLUGIN.standing.status(mal(wounds=13)), "dying")
    assert "dying: roll to live at 3, +4 a minute" in PLUGIN.standing.status(mal(wounds=14))
    assert has(PLUGIN.standing.status(mal(wounds=15)), "dying")


def test_shock_shows_from_one_shock_point():
    assert not has(PLUGIN.standing.status(mal(stun=3)), "Shock:")
    assert "Shock: no Stun heals; roll at 7 hourly" in PLUGIN.standing.status(mal(stun=3, shock=1))


def test_the_status_counts_the_damage_against_the_life_points():
    assert PLUGIN.standing.status(mal(stun=4, wounds=3))[0] == "4 Stun, 3 Wounds of 14 LP"
    assert PLUGIN.standing.status(mal(stun=4, shock=2))[0] == "4 Stun, 0 Wounds of 14 LP, 2 Shock"
    assert PLUGIN.standing.status(mal()) == []


# -- initiative ------------------------------------------------------------------------------------------

def test_initiative_is_an_agility_plus_alertness_roll():
    result = PLUGIN.initiative.roll(mal(), random.Random(7))
    rng = random.Random(7)
    faces = [rng.randint(1, 8), rng.randint(1, 6)]
    assert result.value == sum(faces)
    assert result.text.startswith(f"Agility d8 + Alertness d6: {faces[0]} + {faces[1]} = {sum(faces)}")


def test_a_tie_in_initiative_goes_to_the_higher_d100_since_the_rules_give_no_tie_break():
    result = PLUGIN.initiative.roll(mal(), random.Random(7))
    rng = random.Random(7)
    rng.randint(1, 8), rng.randint(1, 6)
    tie = rng.randint(1, 100)
    assert result.tiebreak == tie
    assert result.text.endswith(f"; a tie goes to the higher d100, {tie} (the rules give no tie-break)")


def test_a_seriously_wounded_character_rolls_initiative_two_steps_down():
    result = PLUGIN.initiative.roll(mal(wounds=7), random.Random(7))
    assert "−2 steps (seriously wounded): d8 + d2" in result.text
    assert 2 <= result.value <= 10


def test_initiative_goes_highest_first_and_ties_keep_the_order_they_were_in():
    enc = Encounter.new("cortex")
    for name in ("Ann", "Bo", "Cy"):
        enc = enc.apply(actions.add(name))
    enc = enc.apply({"kind": "initiative", "sort": True, "entries": [
        {"id": enc.named("Ann").id, "value": 6, "tiebreak": None, "text": ""},
        {"id": enc.named("Bo").id, "value": 9, "tiebreak": None, "text": ""},
        {"id": enc.named("Cy").id, "value": 6, "tiebreak": None, "text": ""},
    ]})
    assert [c.name for c in enc.combatants] == ["Bo", "Ann", "Cy"]
    rolled = enc.apply(actions.roll_initiative(enc, random.Random(11)))
    totals = [c.initiative for c in rolled.combatants]
    assert totals == sorted(totals, reverse=True)
    assert "Agility d6 + Alertness d6" in rolled.log[-1].text


# -- reminders at each turn --------------------------------------------------------------------------------

def test_no_reminders_for_an_unhurt_character():
    enc = nxt(duel())
    assert texts(enc) == []


def test_passing_out_reminds_at_each_of_the_characters_turns_plus_4_each_turn():
    enc = hit(hit(nxt(nxt(duel())), 7, "Wounds", ), 8, "Stun")  # during the Reaver's turn: 15 > 14
    assert has(status(enc), "passing out")
    enc = nxt(enc)  # Mal's turn, round 2
    assert has(texts(enc, "turn_start"), "at Difficulty 11 to stay conscious")
    enc = nxt(nxt(enc))
    assert has(texts(enc, "turn_start"), "at Difficulty 15 to stay conscious")
    enc = nxt(nxt(enc))
    assert has(texts(enc, "turn_start"), "at Difficulty 19 to stay conscious")


def test_no_roll_to_stay_conscious_at_exactly_the_life_points():
    enc = nxt(hit(hit(nxt(duel(), 2), 7, "Wounds"), 7, "Stun"))
    assert not has(texts(enc), "stay conscious")
    enc = nxt(hit(nxt(enc), 1, "Stun"))  # 15: over the Life Points during the Reaver's turn
    assert has(texts(enc), "at Difficulty 11 to stay conscious")


def test_the_roll_to_stay_conscious_at_7_is_due_the_moment_stun_and_wounds_exceed_the_life_points():
    enc = hit(nxt(duel()), 7, "Wounds")
    assert texts(enc, "damage") == []
    enc = hit(enc, 8, "Stun")  # 15 > 14
    assert texts(enc, "damage") == [
        "Mal: Stun + Wounds exceed the Life Points (14): roll Vitality + Willpower (d8 + d6) at Difficulty 7 to "
        "stay conscious now (+4 each further turn you act); if it fails, tick Unconscious."]
    assert texts(hit(enc, 1, "Stun"), "damage") == texts(enc, "damage")  # over already: no new roll


def test_no_roll_to_stay_conscious_as_damage_lands_on_an_unconscious_character():
    enc = nxt(duel())
    enc = enc.apply(actions.edit(enc.named("Mal").id, stats={"unconscious": True}))
    enc = hit(enc, 15, "Wounds")
    assert [t for t in texts(enc, "damage") if "stay conscious" in t] == []
    assert has(texts(enc, "damage"), "to stay alive now")


def test_damage_in_the_characters_own_turn_does_not_count_that_turn():
    enc = hit(nxt(duel()), 15, "Stun")  # Mal's own turn: the roll at 7 is due now
    assert has(texts(enc, "damage"), "at Difficulty 7 to stay conscious now")
    enc = nxt(nxt(enc))  # Mal's next turn
    assert has(texts(enc), "at Difficulty 11 to stay conscious")


def test_healing_below_the_life_points_ends_the_rolls_and_a_new_crossing_starts_again_at_7():
    enc = nxt(hit(nxt(duel(), 2), 15, "Stun"))
    assert has(texts(enc), "Difficulty 11")
    enc = enc.apply(actions.heal(enc.named("Mal").id, 5, "Stun"))
    enc = nxt(nxt(enc))
    assert not has(texts(enc), "stay conscious")
    enc = nxt(hit(nxt(enc), 5, "Stun"))
    assert has(texts(enc), "Difficulty 11 to stay conscious")


def test_ticking_unconscious_stops_the_rolls_and_waking_up_starts_them_again():
    enc = nxt(hit(nxt(duel(), 2), 15, "Stun"), 3)
    assert has(texts(enc), "Difficulty 15")
    out = enc.apply(actions.edit(enc.named("Mal").id, stats={"unconscious": True}))
    out = nxt(out, 2)
    assert has(texts(out), "Mal is unconscious")
    assert not has(texts(out), "stay conscious")
    awake = nxt(out.apply(actions.edit(out.named("Mal").id, stats={"unconscious": False})), 2)
    assert has(texts(awake), "Difficulty 11 to stay conscious")


def test_a_turn_resumed_after_someone_acts_now_does_not_raise_the_difficulty():
    enc = duel().apply(actions.add("Zoe", side="party", initiative=1))
    enc = enc.apply(actions.delay(enc.named("Zoe").id))
    enc = hit(nxt(enc, 2), 15, "Stun")  # in the Reaver's turn
    enc = nxt(enc)  # Mal's turn
    assert has(texts(enc), "Difficulty 11")
    enc = enc.apply(actions.act_now(enc.named("Zoe").id))  # Zoe interrupts Mal
    enc = nxt(enc)  # back to Mal: the same turn resumes
    assert enc.active.name == "Mal"
    assert texts(enc) == []
    enc = nxt(nxt(nxt(enc)))  # Reaver, Zoe, then Mal's next turn
    assert enc.active.name == "Mal"
    assert has(texts(enc), "Difficulty 15")


def test_seriously_wounded_reminds_minus_2_steps_at_the_turn_start_from_half_the_life_points():
    enc = nxt(hit(nxt(duel(), 2), 6, "Wounds"))
    assert texts(enc) == []
    enc = nxt(hit(nxt(enc), 1, "Wounds"), 1)
    assert texts(enc) == ["Mal is seriously wounded (Wounds at half the Life Points or more, 7 of 14): −2 steps to "
                          "every action this turn."]


# -- dying, each minute --------------------------------------------------------------------------------------

def dying_mal():
    """Mal's Wounds reach his Life Points in the Reaver's turn of round 1 (clock 0:00)."""
    return hit(nxt(duel(), 2), 14, "Wounds")


def test_dying_calls_for_the_first_roll_at_3_the_moment_the_wounds_reach_the_life_points():
    enc = dying_mal()
    assert texts(enc, "damage") == [
        "Mal is dying (Wounds reached the Life Points, 14): roll Vitality + Willpower (d8 + d6) at Difficulty 3 "
        "to stay alive now, then once a minute at +4 (Difficulty 7 at 1:00)."]
    assert all(r.who == enc.named("Mal").id for r in enc.reminders)


def test_at_the_characters_next_turn_a_dying_character_hears_the_first_roll_and_the_next_at_7():
    enc = nxt(dying_mal())  # Mal's turn, round 2, clock 0:03
    assert texts(enc, "damage") == []
    assert has(texts(enc, "turn_start"), "the roll to stay alive at 0:00 was at Difficulty 3; the next, at 1:00, "
                                         "is at Difficulty 7")


def test_not_dying_one_wound_short_of_the_life_points():
    enc = hit(nxt(duel(), 2), 13, "Wounds")
    enc = enc.apply(actions.time_passes(minutes=5))
    assert not has(texts(enc), "dying")


def test_a_roll_to_stay_alive_falls_due_each_minute_after_the_wounds_reach_the_life_points():
    enc = dying_mal()
    assert texts(enc.apply(actions.time_passes(seconds=59))) == []
    enc = enc.apply(actions.time_passes(seconds=60))
    assert texts(enc, "time") == ["Mal is dying: roll Vitality + Willpower (d8 + d6) at Difficulty 7 to stay "
                                  "alive (minute 1)."]
    enc = enc.apply(actions.time_passes(seconds=60))
    assert has(texts(enc, "time"), "at Difficulty 11 to stay alive (minute 2)")


def test_several_minutes_at_once_offer_every_roll_at_plus_4_each_in_turn():
    enc = dying_mal().apply(actions.time_passes(minutes=3))
    assert texts(enc, "time") == [
        f"Mal is dying: roll Vitality + Willpower (d8 + d6) at Difficulty {difficulty} to stay alive (minute {n})."
        for n, difficulty in ((1, 7), (2, 11), (3, 15))]
    assert [r.check.target for r in enc.reminders] == [7, 11, 15]


def test_a_long_pass_of_time_lists_every_roll_to_stay_alive_in_one_reminder_that_rolls_the_first():
    long = dying_mal().apply(actions.time_passes(hours=3))
    (reminder,) = long.reminders
    assert reminder.text == ("Mal is dying: 180 rolls to stay alive fell due (minutes 1-180), at Difficulty 7, 11 … "
                             "399 (Vitality + Willpower, d8 + d6; each must succeed, the first now).")
    assert reminder.check == Check("d8+d6", 7, at_most=False,
                                   label="Vitality + Willpower to stay alive (minute 1), Difficulty",
                                   follow=Follow("Dead"))


def test_each_minutes_roll_to_stay_alive_comes_with_its_check_and_names_the_dying_character():
    enc = dying_mal()
    mal_id = enc.named("Mal").id
    enc = enc.apply(actions.add("Zoe", side="party", initiative=1)).apply(actions.time_passes(minutes=2))
    assert [(r.who, r.check) for r in enc.reminders] == [  # a failure puts Dead on, one tap after the roll
        (mal_id, Check("d8+d6", 7, at_most=False, label="Vitality + Willpower to stay alive (minute 1), Difficulty",
                       follow=Follow("Dead"))),
        (mal_id, Check("d8+d6", 11, at_most=False, label="Vitality + Willpower to stay alive (minute 2), Difficulty",
                       follow=Follow("Dead"))),
    ]


def test_the_minute_counts_from_when_the_wounds_reached_the_life_points():
    enc = nxt(duel(), 2).apply(actions.time_passes(seconds=30))  # clock 0:30
    enc = hit(enc, 14, "Wounds")
    enc = enc.apply(actions.time_passes(seconds=29))  # 0:59: the clock's minute, not the dying minute
    assert texts(enc) == []
    enc = enc.apply(actions.time_passes(seconds=31))  # 1:30
    assert has(texts(enc, "time"), "Difficulty 7 to stay alive (minute 1)")


def test_rounds_of_three_seconds_bring_the_minute_roll_after_twenty_rounds():
    enc = nxt(dying_mal())  # round 2, clock 0:03
    rounds = 1
    while enc.clock < 60:
        assert not has(texts(enc), "dying: roll")
        enc = nxt(enc, 2)  # the next round begins with Mal's turn
        rounds += 1
    assert (rounds, enc.clock) == (20, 60)
    assert has(texts(enc, "time"), "Difficulty 7 to stay alive (minute 1)")


def test_at_the_characters_turn_a_dying_character_hears_the_last_and_next_roll():
    enc = dying_mal().apply(actions.time_passes(seconds=70))  # clock 1:10
    enc = nxt(enc)  # round 2: Mal's turn at 1:13
    assert has(texts(enc, "turn_start"), "the roll to stay alive at 1:00 was at Difficulty 7; "
                                         "the next, at 2:00, is at Difficulty 11")


# -- shock, each hour ---------------------------------------------------------------------------------------------

def shocked_mal():
    """Mal knocked out (Unconscious ticked), then hit for 3 Stun: 3 Shock Points at clock 0:00."""
    enc = nxt(duel(), 2)
    enc = enc.apply(actions.edit(enc.named("Mal").id, stats={"unconscious": True}))
    return hit(enc, 3, "Stun")


def test_stun_damage_while_unconscious_shows_as_shock_in_the_encounter():
    enc = shocked_mal()
    assert enc.log[-1].text == "Mal takes 3 damage: Shock 0 → 3."
    assert texts(enc, "damage") == []
    assert "0 Stun, 0 Wounds of 14 LP, 3 Shock" in status(enc)


def test_an_hourly_roll_to_shed_a_shock_point_falls_due_an_hour_after_the_first():
    enc = shocked_mal()
    assert texts(enc.apply(actions.time_passes(seconds=3599))) == []
    enc = enc.apply(actions.time_passes(hours=1))
    assert texts(enc, "time") == ["Mal (3 Shock Points): hourly roll (hour 1), Vitality + Willpower (d8 + d6) at "
                                  "Difficulty 7; on a success heal 1 Shock: it becomes ordinary Stun."]
    two = shocked_mal().apply(actions.time_passes(hours=2))
    assert has(texts(two, "time"), "hourly roll (hour 2)")
    day = shocked_mal().apply(actions.time_passes(hours=24))
    assert has(texts(day, "time"), "24 hourly rolls (hours 1-24)")


def test_each_hourly_shock_roll_comes_with_its_check_at_7_and_names_the_character():
    enc = shocked_mal()
    enc = enc.apply(actions.time_passes(hours=2))
    assert [(r.who, r.check) for r in enc.reminders] == [
        (enc.named("Mal").id, Check("d8+d6", 7, at_most=False,
                                    label=f"Vitality + Willpower to shed a Shock Point (hour {n}), Difficulty"))
        for n in (1, 2)]
    day = shocked_mal().apply(actions.time_passes(hours=24))
    assert [(r.who, r.check.target) for r in day.reminders] == [(enc.named("Mal").id, 7)]


def test_a_made_shock_roll_changes_a_shock_point_into_stun_and_then_stun_heals():
    enc = shocked_mal().apply(actions.time_passes(hours=1))
    enc = enc.apply(actions.heal(enc.named("Mal").id, 3, "Shock"))
    assert enc.log[-1].text == "Mal heals 3: Shock 3 → 0, Stun 0 → 3."
    enc = enc.apply(actions.heal(enc.named("Mal").id, 3, "Stun"))
    assert PLUGIN.standing.status(enc.named("Mal")) == ["unconscious: Stun goes to Shock"]


def test_no_hourly_roll_once_the_shock_points_are_gone():
    enc = shocked_mal()
    enc = enc.apply(actions.heal(enc.named("Mal").id, 3, "Shock")).apply(actions.time_passes(hours=2))
    assert not has(texts(enc), "Shock")


# -- a short encounter, undo and reload ---------------------------------------------------------------------------

def test_a_short_encounter_to_seriously_wounded_then_dying_with_undo_and_reload():
    enc = Encounter.new("cortex")
    enc = enc.apply(actions.add("Mal", side="party", stats=MAL))
    enc = enc.apply(actions.add("Reaver", 2))
    enc = enc.apply(actions.roll_initiative(enc, random.Random(4)))
    enc = nxt(enc)
    mal_id = enc.named("Mal").id
    enc = enc.apply(actions.damage(mal_id, 7, "Wounds"))
    assert "seriously wounded: −2 steps" in status(enc)
    before = status(enc)
    enc = enc.apply(actions.damage(mal_id, 7, "Wounds"))
    assert has(status(enc), "dying")
    undone = enc.undo()
    assert status(undone) == before
    assert undone.to_dict() == enc.undo().to_dict()
    enc = undone.redo()
    while enc.active.name != "Mal":
        enc = nxt(enc)
    assert has(texts(enc), "Mal is dying")
    assert has(texts(enc), "Mal is seriously wounded")
    again = Encounter.from_json(enc.to_json())
    assert again.view() == enc.view()
    assert nxt(again, 3).view() == nxt(enc, 3).view()


# -- the status line shows the roll due now ------------------------------------------------------------

def row_status(enc, name="Mal"):
    """The status line the page shows for ``name``: the view's, computed from the encounter."""
    return next(r for r in enc.view().order if r.name == name).status


def test_the_status_line_shows_the_roll_to_stay_conscious_due_now_plus_4_a_turn():
    enc = hit(hit(nxt(duel(), 2), 7, "Wounds"), 8, "Stun")  # over the Life Points in the Reaver's turn
    assert has(row_status(enc), "passing out: roll at 7, +4 a turn")
    enc = nxt(enc)  # Mal's next turn: the turn reminder asks for 11
    assert has(texts(enc, "turn_start"), "at Difficulty 11 to stay conscious")
    assert has(row_status(enc), "passing out: roll at 11, +4 a turn")
    enc = nxt(enc, 2)
    assert has(row_status(enc), "passing out: roll at 15, +4 a turn")


def test_the_status_line_shows_the_roll_to_stay_alive_due_now_plus_4_a_minute():
    enc = dying_mal()
    assert has(row_status(enc), "dying: roll to live at 3, +4 a minute")
    enc = enc.apply(actions.time_passes(seconds=60))
    assert has(texts(enc, "time"), "Difficulty 7 to stay alive (minute 1)")
    assert has(row_status(enc), "dying: roll to live at 7, +4 a minute")
    enc = enc.apply(actions.time_passes(minutes=2))
    assert has(row_status(enc), "dying: roll to live at 15, +4 a minute")


def test_the_status_line_and_the_turn_reminder_agree_at_every_turn():
    enc = nxt(dying_mal())
    for _ in range(25):  # past the first minute, at 3 seconds a turn
        due = [t for t in texts(enc, "turn_start") if "is dying" in t]
        if due:
            now = int(due[0].split("was at Difficulty ")[1].split(";")[0])
            assert has(row_status(enc), f"dying: roll to live at {now},")
        enc = nxt(enc)


# -- due now never says what is no longer so --------------------------------------------------------------

def test_due_now_names_no_wounds_count_that_further_damage_has_changed():
    enc = hit(nxt(duel()), 14, "Wounds")  # Mal's own turn: dying at 14 Wounds
    enc = hit(enc, 5, "Wounds")  # 19
    assert has(row_status(enc), "14 LP") and has(row_status(enc), "19 Wounds")
    assert not has(texts(enc), "Wounds 14")
    assert not has(texts(enc), "Wounds 19")
    enc = nxt(nxt(enc))  # Mal's next turn
    assert has(texts(enc, "turn_start"), "Mal is dying (Wounds at the Life Points or more, 14)")
    assert not has(texts(enc), "19")


def test_healing_that_ends_a_state_says_so_in_due_now():
    enc = hit(hit(nxt(duel()), 14, "Wounds"), 2, "Stun")  # dying, passing out and seriously wounded
    mal_id = enc.named("Mal").id
    enc = enc.apply(actions.heal(mal_id, 1, "Wounds"))  # 13 Wounds + 2 Stun = 15: still over
    assert texts(enc, "damage")[-1:] == ["Mal is no longer dying (Wounds below the Life Points, 14): no more rolls "
                                         "to stay alive."]
    enc = enc.apply(actions.heal(mal_id, 7, "Wounds"))  # 6 Wounds + 2 Stun = 8
    assert texts(enc, "damage")[-2:] == [
        "Mal: Stun + Wounds no longer exceed the Life Points (14): no more rolls to stay conscious.",
        "Mal is no longer seriously wounded: no step penalty."]
    assert not has(row_status(enc), "dying") and not has(row_status(enc), "passing out")


def test_shedding_the_last_shock_point_says_stun_heals_again():
    enc = shocked_mal().apply(actions.time_passes(hours=1))
    enc = enc.apply(actions.heal(enc.named("Mal").id, 3, "Shock"))
    assert texts(enc, "damage") == ["Mal has no Shock Points left: Stun heals again, and no more hourly rolls."]


def test_the_status_and_reminders_are_the_same_after_undo_redo_and_reload():
    enc = nxt(hit(hit(nxt(duel(), 2), 7, "Wounds"), 8, "Stun"))
    again = Encounter.from_json(enc.undo().redo().to_json())
    assert row_status(again) == row_status(enc)
    assert texts(again) == texts(enc)


def test_the_trackers_notes_cite_the_reference_by_seed_and_line():
    assert any("seed 003 l.44" in note for note in NOTES)
    assert any("seed 003 l.1" in note for note in NOTES)
    assert not any("errata C" in note or "(C10)" in note for note in NOTES)


def test_wounds_read_low_from_seriously_wounded_half_the_life_points():
    from pyrules.core.encounter.model import Combatant
    from pyrules.cortex.tracker import PLUGIN

    pools = {p.name: p for p in PLUGIN.pools.resources(Combatant("c1", "Mal", stats={"vitality": "d8", "willpower": "d6"}))}
    assert [pools["Wounds"].is_low(n) for n in (6, 7)] == [False, True]  # 14 Life Points: 7 is half
    assert pools["Stun"].is_low(13) is False and pools["Stun"].is_low(14) is True


def test_the_rolls_to_stay_alive_and_conscious_come_with_their_dice_and_difficulty_to_roll():
    from pyrules.core.encounter import Check
    from pyrules.core.encounter.model import Follow

    enc = hit(nxt(duel()), 14, "Wounds")  # Wounds at the 14 Life Points: dying
    checks = [r.check for r in enc.reminders if r.moment == "damage" and r.check is not None]
    assert Check("d8+d6", 3, at_most=False, label="Vitality + Willpower to stay alive, Difficulty",
                 follow=Follow("Dead")) in checks  # a failure puts Dead on, one tap after the roll


def test_every_reminder_that_asks_for_a_roll_carries_its_check_and_names_its_combatant():
    import re

    asks = re.compile(r"\broll(s)?\b")
    recap = ("no more rolls", "was at Difficulty")  # what is over, or the rolls made and to come: no roll now
    enc = hit(nxt(duel(), 2), 14, "Wounds")  # dying
    enc = hit(enc, 2, "Stun")  # and passing out
    seen = list(enc.reminders)
    for step in (lambda e: nxt(e), lambda e: e.apply(actions.time_passes(minutes=2)),
                 lambda e: e.apply(actions.edit(e.named("Mal").id, stats={"unconscious": True})),
                 lambda e: hit(e, 3, "Stun"), lambda e: e.apply(actions.time_passes(hours=3)),
                 lambda e: nxt(e, 2)):
        enc = step(enc)
        seen += enc.reminders
    asking = [r for r in seen if asks.search(r.text) and not any(words in r.text for words in recap)]
    assert len(asking) >= 5
    assert all(r.check is not None and r.who == enc.named("Mal").id for r in asking), \
        [r.text for r in asking if r.check is None or r.who is None]
