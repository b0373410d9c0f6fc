"""The Aftermath! tracker plug-in: stats, pools, statuses, turn order and reminders."""

import random
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

import pyrules.aftermath.states as states
from pyrules import RulesError
from pyrules.aftermath.tracker import (
    B,
    COMBAT_TURN_SECONDS_EXACT,
    LETHAL,
    PLUGIN,
    ROUND_SECONDS,
    SUBDUAL,
)
from pyrules.core.encounter import Encounter, actions as A, plugin
from pyrules.core.encounter.model import Combatant
from pyrules.core.reference import PUBLISHED_RULE


def fighter(**stats) -> Combatant:
    """A lone combatant with these stats over the defaults, as the add action leaves it."""
    enc = Encounter.new("aftermath").apply(A.add("Ann", stats=stats))
    return enc.combatants[0]


def hit(c: Combatant, amount: int, pool: str = LETHAL) -> Combatant:
    """The combatant after ``amount`` damage to ``pool``, as the damage action applies it."""
    return replace(c, resources={**c.resources, **PLUGIN.pools.damage(c, pool, amount)})


def chips(c: Combatant) -> list[str]:
    return PLUGIN.standing.status(c)


def has(c: Combatant, start: str) -> bool:
    return any(s.startswith(start) for s in chips(c))


def texts(enc) -> list[str]:
    return [r.text for r in enc.reminders]


def duel(**raider):
    """Ann (BAP 12) and a Raider (BAP 10), initiative worked out, Ann's turn in round 1."""
    enc = Encounter.new("aftermath")
    enc = enc.apply(A.add("Ann", side="party", stats={"bap": 12, "spd": 14, "hlh": 16}))
    enc = enc.apply(A.add("Raider", stats={"bap": 10, **raider}))
    enc = enc.apply(A.roll_initiative(enc, random.Random(1)))
    return enc.apply(A.next_turn())


def turns(enc, n: int):
    for _ in range(n):
        enc = enc.apply(A.next_turn())
    return enc


# -- the plug-in ------------------------------------------------------------------

def test_the_plugin_is_registered_as_aftermath():
    assert plugin("aftermath") is PLUGIN
    assert PLUGIN.name == "Aftermath!" and PLUGIN.key == "aftermath"


def test_a_combat_turn_is_6_seconds_from_the_kph_tables_192_m_at_120_kph():
    assert COMBAT_TURN_SECONDS_EXACT == Fraction(576, 100)   # 192 m / (120 000 m / 3600 s)
    assert ROUND_SECONDS == PLUGIN.round_seconds == 6


def test_a_combatant_added_with_no_stats_gets_every_default():
    c = fighter()
    assert dict(c.stats) == {"str": 10, "dft": 10, "spd": 10, "hlh": 10, "wit": 10, "wil": 10,
                             "bap": 10, "drt": 30, "enc": "none", "oda": 0, "cda": 0, "av": 0, "bare": ""}
    assert [(p.name, p.maximum, p.counts_up) for p in PLUGIN.pools.resources(c)] == [
        (LETHAL, 30, True), (SUBDUAL, 30, True), (B, 30, True)]
    assert dict(c.resources) == {LETHAL: 0, SUBDUAL: 0, B: 0}
    assert chips(c) == ["Groups: STR 2 (1D6), DFT 2 (1D6), SPD 2 (1D6), HLH 2 (1D6), WIT 2 (1D6), WIL 2 (1D6)"]


@pytest.mark.parametrize("raw", [{"str": 75}, {"hlh": -1}, {"drt": 0}, {"enc": "heavy"}, {"bap": "fast"}])
def test_stats_off_their_range_are_refused(raw):
    with pytest.raises(RulesError):
        Encounter.new("aftermath").apply(A.add("Ann", stats=raw))


# -- attribute groups ---------------------------------------------------------------

@pytest.mark.parametrize("rating, shown", [
    (0, "STR 0 (none)"), (1, "STR 1 (1D3)"), (4, "STR 1 (1D3)"), (5, "STR 2 (1D6)"), (14, "STR 2 (1D6)"),
    (15, "STR 3 (1D10)"), (44, "STR 5 (2D10)"), (45, "STR 6 (2D10+1)"), (64, "STR 7 (2D10+2)"),
    (65, "STR 8 (2D10+2)"), (74, "STR 8 (2D10+2)"),
])
def test_groups_follow_the_attribute_group_chart_at_each_edge(rating, shown):
    assert chips(fighter(str=rating))[0].startswith(f"Groups: {shown},")


def test_every_attribute_gets_its_own_group():
    c = fighter(str=30, dft=14, spd=24, hlh=24, wit=4, wil=55)
    assert chips(c)[0] == ("Groups: STR 4 (2D6), DFT 2 (1D6), SPD 3 (1D10), HLH 3 (1D10), WIT 1 (1D3), "
                           "WIL 7 (2D10+2)")


# -- pools: lethal, subdual, B, counted up against the DRT ------------------------------

def test_lethal_damage_raises_only_the_lethal_pool_and_may_run_past_the_drt():
    c = hit(fighter(), 35)
    assert PLUGIN.pools.current(c, LETHAL) == 35 and PLUGIN.pools.current(c, SUBDUAL) == 0
    assert PLUGIN.pools.current(c, B) == 35


@pytest.mark.parametrize("amount, lethal, subdual", [(1, 1, 0), (2, 1, 1), (4, 2, 2), (5, 3, 2), (9, 5, 4)])
def test_b_damage_is_half_lethal_half_subdual_the_odd_point_lethal(amount, lethal, subdual):
    c = hit(fighter(), amount, B)
    assert PLUGIN.pools.taken(c, LETHAL) == lethal and PLUGIN.pools.taken(c, SUBDUAL) == subdual
    assert PLUGIN.pools.current(c, B) == amount


def test_the_b_pool_is_all_the_damage_taken_of_both_kinds():
    c = hit(hit(fighter(), 4, LETHAL), 6, SUBDUAL)
    assert (PLUGIN.pools.current(c, LETHAL), PLUGIN.pools.current(c, SUBDUAL), PLUGIN.pools.current(c, B)) == (4, 6, 10)
    assert has(c, "Damage 10 of DRT 30: 4 lethal, 6 subdual")


def test_healing_stops_at_no_damage_and_b_healing_splits_like_b_damage():
    c = hit(hit(fighter(), 4, LETHAL), 1, SUBDUAL)
    assert PLUGIN.pools.heal(c, LETHAL, 10) == {LETHAL: 0}
    assert PLUGIN.pools.heal(c, B, 3) == {LETHAL: 2, SUBDUAL: 0}        # 2 lethal, 1 subdual
    assert PLUGIN.pools.heal(c, B, 1) == {LETHAL: 3}                    # the odd point is lethal


def test_the_log_says_which_pools_a_b_hit_moved():
    enc = duel()
    enc = enc.apply(A.damage(enc.named("Raider").id, 5, B))
    assert enc.log[-1].text == "Raider takes 5 damage: Lethal 0 → 3, Subdual 0 → 2."


def test_an_unknown_pool_is_refused():
    enc = duel()
    with pytest.raises(RulesError) as error:
        enc.apply(A.damage(enc.named("Raider").id, 5, "HP"))
    assert error.value.field == "resource"


# -- wounded (A3) and the DRT ---------------------------------------------------------

@pytest.mark.parametrize("drt, damage, chip", [
    (30, 15, None), (30, 16, "Over 50% wounded: hand-to-hand BCS -2"),
    (20, 15, "Over 50% wounded: hand-to-hand BCS -2"), (20, 16, "Over 75% wounded: hand-to-hand BCS -4"),
    (20, 10, None), (20, 11, "Over 50% wounded: hand-to-hand BCS -2"),
])
def test_wounded_starts_just_over_half_and_just_over_three_quarters_of_the_drt(drt, damage, chip):
    c = hit(fighter(drt=drt), damage)
    wounded = [s for s in chips(c) if "wounded" in s]
    assert wounded == ([chip] if chip else [])


def test_subdual_damage_counts_towards_wounded_too():
    c = hit(hit(fighter(drt=20), 8, LETHAL), 3, SUBDUAL)
    assert has(c, "Over 50% wounded")


@pytest.mark.parametrize("damage, reached", [(29, False), (30, True), (31, True)])
def test_the_drt_is_reached_when_damage_equals_it(damage, reached):
    assert has(hit(fighter(), damage), "Damage has reached the DRT") is reached


def test_no_damage_shows_no_damage_line():
    assert not has(fighter(), "Damage")


# -- encumbrance and stun -------------------------------------------------------------

def test_an_unencumbered_combatant_shows_no_load_line():
    assert len(chips(fighter(dft=14, spd=12))) == 1


@pytest.mark.parametrize("enc, line, dft, spd", [
    ("partial", "Partially Encumbered: DFT -25%, SPD -25%, BCS -1", "DFT 14 → 11 (group 2)",
     "SPD 12 → 9 (group 2)"),
    ("full", "Fully Encumbered: DFT -50%, SPD -50%, BCS -2", "DFT 14 → 7 (group 2)", "SPD 12 → 6 (group 2)"),
])
def test_the_encumbrance_status_shows_its_printed_row_and_the_ratings_it_leaves(enc, line, dft, spd):
    c = fighter(dft=14, spd=12, enc=enc)
    assert line in chips(c)
    assert f"{dft}, {spd}" in chips(c)


def test_a_load_can_drop_a_rating_into_a_lower_group():
    c = fighter(dft=15, spd=15, enc="partial")      # 15 is group 3; 11.25 rounds to 11, group 2
    assert "DFT 15 → 11 (group 2), SPD 15 → 11 (group 2)" in chips(c)


def test_a_stun_halves_deftness_and_speed_after_the_load():
    enc = duel(dft=14, spd=12, enc="partial")
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Stunned", turns=1))
    # DFT 14 → 11 loaded → 5.5 stunned → 6; SPD 12 → 9 → 4.5 → 5
    assert "DFT 14 → 6 (group 2), SPD 12 → 5 (group 2)" in chips(enc.named("Raider"))


# -- critical effects as conditions ------------------------------------------------------

@pytest.mark.parametrize("name, chip", [
    ("Dazed", "Daze: BCS and ODA at 1/2"), ("daze", "Daze: BCS and ODA at 1/2"),
    ("STUNNED", "Stun: no attacks or firing; BCS, ODA, DFT and SPD at 1/2"),
    ("Disabled", "Disable: rest of the combat; HLH AST each hour"),
    ("Trauma", "Trauma: HLH AST or Disable; a Sever bleeds to death in 3 + 1D6 Combat Turns"),
    ("Sever", "Bleeding: bleeds to death when it runs out"),
])
def test_a_condition_named_for_an_effect_shows_what_it_does(name, chip):
    enc = duel(hlh=16)
    enc = enc.apply(A.add_condition(enc.named("Raider").id, name))
    assert chip in chips(enc.named("Raider"))


def test_a_timed_effect_shows_the_time_left():
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Daze", rounds=2))
    assert "Daze: BCS and ODA at 1/2, 2 rounds left" in chips(enc.named("Raider"))


def test_other_conditions_add_no_status():
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Prone"))
    assert len(chips(enc.named("Raider"))) == 1


def test_a_daze_lasts_until_after_the_same_action_phase_of_the_next_combat_turn():
    enc = duel()                                         # Ann's phase (BAP 12), round 1
    for action in states.effect_actions(enc.state, enc.named("Raider").id, "daze"):
        enc = enc.apply(action)
    enc = turns(enc, 1)                                  # Raider's turn, round 1
    assert texts(enc) == ["Dazed: BCS and ODA at 1/2, 1 turn left."]
    enc = turns(enc, 1)                                  # Ann's phase, round 2: one below the end
    assert enc.round == 2 and enc.named("Raider").condition("Daze") is not None
    enc = turns(enc, 1)                                  # after Ann's phase, round 2: it ends
    assert enc.named("Raider").condition("Daze") is None
    assert "Daze on Raider ends." in texts(enc)
    assert not any(t.startswith("Dazed") for t in texts(enc))


def test_a_stun_brings_a_daze_for_the_following_combat_turn():
    enc = duel()
    for action in states.effect_actions(enc.state, enc.named("Raider").id, "stun"):
        enc = enc.apply(action)
    enc = turns(enc, 1)
    assert texts(enc)[0].startswith("Stunned: may not initiate attacks or fire weapons")
    enc = turns(enc, 2)                                  # Raider's turn, round 2
    assert enc.named("Raider").condition("Stun") is None
    assert texts(enc) == ["Stun on Raider ends.", "Dazed: BCS and ODA at 1/2, 1 turn left."]
    enc = turns(enc, 2)                                  # after Ann's phase, round 3
    assert enc.named("Raider").conditions == ()


def test_a_stun_ending_with_no_daze_to_follow_reminds_that_a_daze_follows():
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Stunned", turns=1))
    enc = turns(enc, 1)                                  # Raider's turn: one below the end
    assert not any("treated as Dazed" in t for t in texts(enc))
    enc = turns(enc, 1)                                  # its turn ended: the Stun ends
    assert "Stun on Raider ends: Raider is treated as Dazed for the following Combat Turn (add Daze)." in texts(enc)
    enc = turns(enc, 1)
    assert not any("treated as Dazed" in t for t in texts(enc))


def test_a_stun_for_rounds_reminds_of_the_daze_as_the_round_ends_it():
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Stun", rounds=1))
    enc = turns(enc, 1)
    assert not any("treated as Dazed" in t for t in texts(enc))
    enc = turns(enc, 1)                                  # round 2 begins
    assert "Stun on Raider ends: Raider is treated as Dazed for the following Combat Turn (add Daze)." in texts(enc)


@pytest.mark.parametrize("seconds, due", [(12, False), (17, False), (18, True), (60, True)])
def test_time_passing_ends_a_stun_after_as_many_combat_turns(seconds, due):
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Stun", rounds=3))
    enc = enc.apply(A.time_passes(seconds=seconds))
    assert any("treated as Dazed" in t for t in texts(enc)) is due
    assert (enc.named("Raider").condition("Stun") is None) is due


def test_a_stun_with_a_longer_daze_needs_no_reminder():
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Stun", rounds=1))
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Daze", rounds=2))
    enc = turns(enc, 2)
    assert "Stun on Raider ends." in texts(enc)
    assert not any("treated as Dazed" in t for t in texts(enc))


def test_a_sever_bleeds_out_after_health_group_plus_1d6_combat_turns():
    enc = duel()                                         # Ann: HLH 16, group 3
    (action,) = states.effect_actions(enc.state, enc.named("Ann").id, "bleeding", d6=4)
    assert action["unit"] == "rounds" and action["duration"] == 7
    enc = enc.apply(action)
    enc = enc.apply(A.time_passes(seconds=36))            # 6 Combat Turns: one below
    assert not any("bled out" in t for t in texts(enc))
    enc = enc.apply(A.time_passes(seconds=6))             # the 7th
    assert "Ann has bled out: the Sever kills unless it was bandaged or cauterized." in texts(enc)


def test_a_bleeding_combatant_is_reminded_at_each_turn_start():
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Bleeding", rounds=3))
    enc = turns(enc, 1)
    assert texts(enc)[0].startswith("Bleeding to death: 3 rounds left; bandage (First Aid Skill BCS roll)")


def test_a_bleeding_roll_can_come_from_the_rng():
    enc = duel()
    (action,) = states.effect_actions(enc.state, enc.named("Raider").id, "bleeding", random.Random(3))
    assert 3 <= action["duration"] <= 8                  # HLH 10: group 2, + 1D6


@pytest.mark.parametrize("hours_from, seconds, due", [
    (0, 3599, None), (0, 3600, "Raider: Disable: a Health Ability Saving Throw may end it."),
    (3599, 1, "Raider: Disable: a Health Ability Saving Throw may end it."),
    (0, 7200, "Raider: Disable: a Health Ability Saving Throw may end it (×2)."),
])
def test_a_disable_calls_for_a_health_saving_throw_each_hour_of_game_time(hours_from, seconds, due):
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Disabled"))
    if hours_from:
        enc = enc.apply(A.time_passes(seconds=hours_from))
    enc = enc.apply(A.time_passes(seconds=seconds))
    disable = [t for t in texts(enc) if "Disable" in t]
    assert disable == ([due] if due else [])


def test_combat_turns_reach_the_hour_too():
    enc = duel()
    enc = enc.apply(A.add_condition(enc.named("Raider").id, "Disable"))
    enc = enc.apply(A.time_passes(seconds=3594))
    enc = turns(enc, 2)                                   # round 2 begins: 6 more seconds
    assert "Raider: Disable: a Health Ability Saving Throw may end it." in texts(enc)


def test_disable_and_trauma_last_until_removed():
    enc = duel()
    for key in ("disable", "trauma"):
        for action in states.effect_actions(enc.state, enc.named("Raider").id, key):
            assert action["unit"] is None
            enc = enc.apply(action)
    enc = turns(enc, 20)
    assert [c.name for c in enc.named("Raider").conditions] == ["Disable", "Trauma"]


def test_before_the_first_turn_a_daze_lasts_a_round():
    enc = Encounter.new("aftermath").apply(A.add("Raider"))
    (action,) = states.effect_actions(enc.state, "c1", "daze")
    assert action["unit"] == "rounds" and action["duration"] == 1


@pytest.mark.parametrize("target, effect, kw", [
    ("c1", "lethal", {}), ("c9", "daze", {}), ("c1", "bleeding", {}), ("c1", "bleeding", {"d6": 7}),
])
def test_effect_actions_refuse_what_they_cannot_do(target, effect, kw):
    enc = Encounter.new("aftermath").apply(A.add("Raider"))
    with pytest.raises(RulesError):
        states.effect_actions(enc.state, target, effect, **kw)


# -- turn order --------------------------------------------------------------------

def test_turn_order_is_the_bap_highest_first_ties_by_speed_then_as_added():
    enc = Encounter.new("aftermath")
    for name, bap, spd in (("Slow", 6, 20), ("Tie low", 10, 9), ("Fast", 14, 5), ("Tie high", 10, 18),
                           ("Tie same", 10, 9)):
        enc = enc.apply(A.add(name, stats={"bap": bap, "spd": spd}))
    enc = enc.apply(A.roll_initiative(enc, random.Random(0)))
    assert [c.name for c in enc.combatants] == ["Fast", "Tie high", "Tie low", "Tie same", "Slow"]
    assert [(c.initiative, c.tiebreak) for c in enc.combatants][:2] == [(14, 5), (10, 18)]


def test_the_initiative_is_worked_out_not_rolled_and_marked_as_a_published_rule():
    c = fighter(bap=12, spd=14)
    first = PLUGIN.initiative.roll(c, random.Random(1))
    assert first == PLUGIN.initiative.roll(c, random.Random(99))
    assert first.value == 12 and first.tiebreak == 14
    assert PUBLISHED_RULE in first.text


# -- damaged in that Combat Turn (A4) -------------------------------------------------------

def test_damage_taken_this_combat_turn_is_reminded_with_its_missile_modifier():
    enc = duel()
    raider = enc.named("Raider").id
    enc = enc.apply(A.damage(raider, 3, B)).apply(A.damage(raider, 2, SUBDUAL))
    enc = turns(enc, 1)
    assert texts(enc) == ["Damaged this Combat Turn (5): missile BCS -3."]      # -(5/2), half up


def test_damage_from_the_last_combat_turn_no_longer_counts():
    enc = duel()
    enc = enc.apply(A.damage(enc.named("Raider").id, 4))
    enc = turns(enc, 3)                                    # Raider's turn, round 2
    assert enc.round == 2 and enc.active.name == "Raider" and texts(enc) == []


def test_damage_to_a_combatant_with_a_longer_name_is_not_counted():
    enc = duel()
    enc = enc.apply(A.add("Raider 2", stats={"bap": 1}))
    enc = enc.apply(A.damage(enc.named("Raider 2").id, 6))
    enc = turns(enc, 1)
    assert enc.active.name == "Raider" and texts(enc) == []


def test_a_combatant_renamed_during_the_combat_turn_keeps_the_damage_it_took():
    enc = duel()
    raider = enc.named("Raider").id
    enc = enc.apply(A.damage(raider, 4)).apply(A.edit(raider, name="Scar"))
    enc = turns(enc, 1)
    assert enc.active.name == "Scar" and texts(enc) == ["Damaged this Combat Turn (4): missile BCS -2."]


def test_healing_is_not_damage_taken():
    enc = duel()
    raider = enc.named("Raider").id
    enc = enc.apply(A.damage(raider, 4)).apply(A.heal(raider, 4))
    assert states.damage_this_turn(enc.state, raider) == 4


# -- a short encounter, undo, storage -------------------------------------------------------

def test_a_short_encounter_driven_by_actions():
    enc = duel(drt=20)
    raider = enc.named("Raider").id
    assert enc.active.name == "Ann" and texts(enc) == []
    enc = enc.apply(A.damage(raider, 12))                  # 12 of 20: over 50%
    for action in states.effect_actions(enc.state, raider, "daze"):
        enc = enc.apply(action)
    enc = turns(enc, 1)
    assert texts(enc) == ["Dazed: BCS and ODA at 1/2, 1 turn left.",
                          "Damaged this Combat Turn (12): missile BCS -6."]
    assert "Over 50% wounded: hand-to-hand BCS -2" in chips(enc.named("Raider"))
    enc = turns(enc, 1)                                    # round 2, Ann
    assert enc.round == 2 and enc.clock == 6
    enc = turns(enc, 1)                                    # the Daze ends after Ann's phase
    assert texts(enc) == ["Daze on Raider ends."]


def test_undoing_a_damage_gives_back_the_earlier_status():
    enc = duel()
    raider = enc.named("Raider").id
    enc = enc.apply(A.damage(raider, 10))
    before = chips(enc.named("Raider"))
    enc = enc.apply(A.damage(raider, 13, B))
    assert has(enc.named("Raider"), "Over 75% wounded")
    enc = enc.undo()
    assert chips(enc.named("Raider")) == before and not has(enc.named("Raider"), "Over")


def test_the_view_and_a_saved_encounter_keep_the_derived_pool():
    enc = duel()
    enc = enc.apply(A.damage(enc.named("Raider").id, 7, B))
    row = enc.view().to_dict()["order"][1]
    assert [(p["name"], p["current"], p["maximum"], p["counts_up"]) for p in row["pools"]] == [
        ("Lethal", 4, 30, True), ("Subdual", 3, 30, True), ("B", 7, 30, True)]
    again = Encounter.from_json(enc.to_json())
    assert chips(again.named("Raider")) == chips(enc.named("Raider"))


# -- the helpers' own errors and properties ----------------------------------------------------

@given(st.integers(min_value=0, max_value=10_000))
def test_a_b_split_always_adds_up_and_differs_by_at_most_one(amount):
    lethal, subdual = states.split_b(amount)
    assert lethal + subdual == amount and 0 <= lethal - subdual <= 1


@given(st.integers(min_value=1, max_value=500), st.integers(min_value=0, max_value=600),
       st.integers(min_value=0, max_value=600))
def test_the_wounded_row_follows_the_share_of_the_drt(drt, lethal, subdual):
    w = states.wounds(drt, lethal, subdual)
    share = Fraction(lethal + subdual, drt)
    expected = -4 if share > Fraction(3, 4) else -2 if share > Fraction(1, 2) else 0
    assert w.bcs_modifier == expected


@pytest.mark.parametrize("call", [
    lambda: states.split_b(-1), lambda: states.wounds(0, 1, 1), lambda: states.wounds(10, -1, 0),
    lambda: states.ratings(10, 10, "heavy"), lambda: states.ratings(10, 10, "none", "yes"),
    lambda: states.ratings(-1, 10), lambda: states.bleed_out_turns(75, 3),
])
def test_the_helpers_refuse_bad_input(call):
    with pytest.raises(RulesError):
        call()


def test_condition_names_are_read_whatever_their_case_and_spacing():
    assert PLUGIN.standing.condition_key("  Bleeding   to death ") == "bleeding"
    assert PLUGIN.standing.condition_key("dazed") == "daze" and PLUGIN.standing.condition_key("SEVER") == "bleeding"
    assert PLUGIN.standing.condition_key("Prone") == ""


def test_a_condition_put_on_by_any_of_its_names_carries_its_key():
    enc = Encounter.new("aftermath").apply(A.add("Ann"))
    ann = enc.combatants[0]
    for name in ("Stunned", "disabled", "Severed", "Prone"):
        enc = enc.apply(A.add_condition(ann.id, name))
    assert [c.key for c in enc.combatants[0].conditions] == ["stun", "disable", "bleeding", ""]


# -- character cards --------------------------------------------------------------

def test_the_card_example_writes_a_bcs_a_gm_would_write_a_d20_roll_under_score():
    from pyrules.aftermath.tracker.card import ATTACK_EXAMPLE

    attack = PLUGIN.card.read_attack(ATTACK_EXAMPLE)
    assert PLUGIN.card.attack_example == "Knife 12 knife-belt"
    assert (attack.name, attack.skill, attack.kind) == ("Knife", 12, "knife-belt") and 1 <= attack.skill <= 20
