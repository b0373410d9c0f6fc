"""The GURPS tracker driven through encounter actions: shock, the rolls due as a blow lands, reminders at each
turn, game time, undo."""

import random

import pytest

from gurps_fight import duel, encounter
from pyrules.core.encounter import Encounter, actions
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps import injury
from pyrules.gurps.ruleset import RULESET
from pyrules.gurps.tracker import PLUGIN, log as tracker_log
from pyrules.gurps.tracker.log import wound_effects_in


def hit(enc, name, amount, pool=None):
    return enc.apply(actions.damage(enc.named(name).id, amount, pool))


def nxt(enc, times=1):
    for _ in range(times):
        enc = enc.apply(actions.next_turn())
    return enc


def reminders(enc, moment=None):
    return [r.text for r in enc.reminders if moment is None or r.moment == moment]


def status(enc, name):
    return PLUGIN.standing.status(enc.named(name), enc.state)


def shock_lines(enc):
    return [t for t in reminders(enc) if "shock" in t]


# -- shock: -1 per HP, max -4, on the victim's next turn only ------------------------

@pytest.mark.parametrize("amount, penalty", [(1, -1), (3, -3), (4, -4), (5, -4)])
def test_shock_is_minus_1_per_hp_of_injury_at_most_minus_4_on_the_victims_next_turn(amount, penalty):
    enc = nxt(duel())  # Ana's turn
    enc = hit(enc, "Goblin", amount)
    assert f"Shock {penalty} to DX and IQ next turn" in status(enc, "Goblin")
    enc = nxt(enc)  # the Goblin's turn
    assert shock_lines(enc) == [f"Goblin: shock {penalty} to DX and IQ this turn ({amount} HP of injury "
                                "since its last turn)."]
    assert f"Shock {penalty} to DX and IQ this turn" in status(enc, "Goblin")


def test_no_injury_no_shock():
    enc = nxt(duel(), 2)
    assert shock_lines(enc) == []
    assert not [s for s in status(enc, "Goblin") if s.startswith("Shock")]


def test_shock_adds_up_the_blows_since_the_last_turn_and_clears_after_the_next_turn():
    enc = nxt(duel())
    enc = hit(enc, "Goblin", 1)
    enc = hit(enc, "Goblin", 2)
    enc = nxt(enc)  # Goblin's turn: -3
    assert shock_lines(enc) == ["Goblin: shock -3 to DX and IQ this turn (3 HP of injury since its last turn)."]
    enc = nxt(enc, 2)  # Ana, then the Goblin again: no new injury
    assert shock_lines(enc) == []
    assert not [s for s in status(enc, "Goblin") if s.startswith("Shock")]


def test_injury_taken_during_the_victims_own_turn_counts_on_its_next_turn_not_this_one():
    enc = nxt(duel(), 2)  # Goblin's turn
    enc = hit(enc, "Goblin", 2)
    assert "Shock -2 to DX and IQ next turn" in status(enc, "Goblin")
    assert not [s for s in status(enc, "Goblin") if "this turn" in s and s.startswith("Shock")]
    enc = nxt(enc, 2)
    assert shock_lines(enc) == ["Goblin: shock -2 to DX and IQ this turn (2 HP of injury since its last turn)."]


def test_injury_before_the_first_turn_counts_on_the_first_turn():
    enc = hit(duel(), "Goblin", 2)
    enc = nxt(enc, 2)
    assert shock_lines(enc) == ["Goblin: shock -2 to DX and IQ this turn (2 HP of injury since its last turn)."]


def test_healing_does_not_take_shock_away():
    enc = hit(nxt(duel()), "Goblin", 3)
    enc = enc.apply(actions.heal(enc.named("Goblin").id, 3))
    assert "Shock -3 to DX and IQ next turn" in status(enc, "Goblin")


def test_the_published_shock_for_20_hp_or_more_is_offered_and_marked():
    enc = nxt(duel(hp=20, scaled_shock=True))
    enc = hit(enc, "Goblin", 5)  # 5 * 10 // 20 = 2
    enc = nxt(enc)
    assert shock_lines(enc) == ["Goblin: shock -2 to DX and IQ this turn (5 HP of injury since its last turn) "
                                "(20+ HP)."]
    assert next(r for r in enc.reminders if "shock" in r.text).source == f"20+ HP: {PUBLISHED_RULE}"


def test_a_renamed_combatant_keeps_its_injury():
    enc = hit(nxt(duel()), "Goblin", 3)
    enc = enc.apply(actions.edit(enc.named("Goblin").id, name="Grub"))
    enc = nxt(enc)
    assert shock_lines(enc) == ["Grub: shock -3 to DX and IQ this turn (3 HP of injury since its last turn)."]


def test_a_newcomer_with_a_removed_combatants_name_does_not_inherit_its_injury():
    enc = hit(nxt(duel()), "Goblin", 3)
    enc = enc.apply(actions.remove(enc.named("Goblin").id))
    enc = enc.apply(actions.add("Goblin", stats={"basic_speed": 5}, initiative=5, tiebreak=10))
    assert not [s for s in status(enc, "Goblin") if s.startswith("Shock")]


def test_two_combatants_of_the_same_name_keep_their_own_injury():
    enc = nxt(duel())
    enc = enc.apply(actions.edit(enc.named("Ana").id, name="Goblin"))  # two Goblins now
    ana, goblin = (c.id for c in enc.combatants)
    enc = enc.apply(actions.damage(goblin, 3))
    assert "Shock -3 to DX and IQ next turn" in PLUGIN.standing.status(enc.combatant(goblin), enc.state)
    assert not [s for s in PLUGIN.standing.status(enc.combatant(ana), enc.state) if s.startswith("Shock")]


def test_each_combatants_history_is_the_part_of_the_whole_logs_that_is_about_it():
    enc = hit(nxt(hit(nxt(duel()), "Goblin", 3)), "Ana", 2)
    everyone = tracker_log.events(enc.state)
    for c in enc.combatants:
        assert tracker_log.events(enc.state, c.id) == tuple(e for e in everyone if e.cid == c.id)
    assert any(isinstance(e, tracker_log.Blow) for e in tracker_log.events(enc.state, enc.named("Goblin").id))


# -- major wounds and death checks, the moment the blow lands ----------------------------

# l.244: "to avoid stun, falling, and dropping anything in hand"; failed by 5: the published rule's mark under Why?
KNOCKOUT = "failed: stunned, falls prone and drops what it holds; failed by 5 or more, or a critical failure: unconscious"
MAJOR = ("Goblin: major wound ({n} HP > HP/2): roll HT 10 to avoid knockdown and stun "
         "(−5 face, groin, vitals; −10 skull, eye for a hit there); " + KNOCKOUT + ".")


def test_a_major_wound_applied_from_the_injury_calculator_names_its_locations_knockdown_modifier():
    enc = nxt(duel())
    goblin = enc.named("Goblin").id
    enc = enc.apply(actions.damage(goblin, 6, "HP", location="skull", effects=("major wound",)))
    assert reminders(enc, "damage")[0] == (
        "Goblin: major wound to the skull: roll HT 0 (HT 10, −10 major wound to the skull) to avoid knockdown "
        "and stun; " + KNOCKOUT + ".")
    assert enc.reminders[-1].source == f"seed 001 l.244; knocked out: {PUBLISHED_RULE}"


def test_any_injury_to_the_vitals_calls_for_the_knockdown_roll_even_short_of_a_major_wound():
    enc = nxt(duel())
    enc = enc.apply(actions.damage(enc.named("Goblin").id, 2, "HP", location="vitals"))
    assert reminders(enc, "damage")[0].startswith("Goblin: injury to the vitals: roll HT 10 to avoid knockdown")


def test_a_crippling_wound_is_major_whatever_its_size():
    enc = nxt(duel())
    enc = enc.apply(actions.damage(enc.named("Goblin").id, 3, "HP", location="arm",
                                   effects=("crippled", "major wound")))
    assert reminders(enc, "damage")[0].startswith("Goblin: major wound to the arm: roll HT 10 to avoid")


def test_a_blow_the_injury_calculator_applied_is_read_back_as_what_it_did():
    # a crippling wound is major (G17 l.242); toxic damage takes none of the skull's effects (published rule)
    crippled = RULESET.tool("gurps-injury").answer({"damage": "6", "location": "arm", "hp": "10"},
                                                    random.Random(1))[1].effect
    assert crippled is not None and wound_effects_in(crippled.effects) == {"crippled", "major_wound"}
    blow = tracker_log.Blow(0, "c1", 10, 4, location="skull", effects=("major wound", "toxic"))
    assert blow.major_wound and blow.damage_type == "tox"
    assert not tracker_log.Blow(0, "c1", 10, 4).major_wound and tracker_log.Blow(0, "c1").damage_type is None


@pytest.mark.parametrize("hp, amount, major", [(10, 5, False), (10, 6, True), (11, 5, False), (11, 6, True)])
def test_a_single_injury_above_hp_over_2_prompts_the_knockdown_roll_as_it_lands(hp, amount, major):
    enc = hit(nxt(duel(hp=hp)), "Goblin", amount)
    assert (MAJOR.format(n=amount) in reminders(enc, "damage")) is major
    assert all(r.who == enc.named("Goblin").id for r in enc.reminders if r.moment == "damage")


def test_two_smaller_blows_are_not_a_major_wound():
    enc = hit(hit(nxt(duel()), "Goblin", 3), "Goblin", 3)
    assert not [t for t in reminders(enc) if "major wound" in t]


def test_the_major_wound_prompt_counts_the_pain_threshold():
    enc = nxt(duel(pain="high"), 2)  # a blow during the Goblin's own turn
    enc = hit(enc, "Goblin", 7)
    assert reminders(enc, "damage") == [
        "Goblin: major wound (7 HP > HP/2): roll HT 13 (HT 10, +3 High Pain Threshold) to avoid knockdown and stun "
        "(−5 face, groin, vitals; −10 skull, eye for a hit there); " + KNOCKOUT + "."]


def test_the_major_wound_prompt_stays_due_until_the_turn_changes_and_is_not_repeated():
    enc = hit(nxt(duel()), "Goblin", 6)
    enc = enc.apply(actions.add_condition(enc.named("Goblin").id, "Prone"))
    assert MAJOR.format(n=6) in reminders(enc)
    enc = nxt(enc)
    assert MAJOR.format(n=6) not in reminders(enc)
    assert not [s for s in status(enc, "Goblin") if "major wound" in s.lower()]


def test_healing_calls_for_no_roll():
    enc = hit(nxt(duel()), "Goblin", 3)
    enc = enc.apply(actions.heal(enc.named("Goblin").id, 3))
    assert reminders(enc, "damage") == []


@pytest.mark.parametrize("start, amount, checks", [(-8, 1, []), (-9, 1, [1]), (-10, 1, []), (1, 21, [1, 2])])
def test_a_death_check_for_each_multiple_of_minus_hp_crossed_as_the_blow_lands(start, amount, checks):
    enc = nxt(duel())
    goblin = enc.named("Goblin").id
    enc = enc.apply(actions.edit(goblin, resources={"HP": start}))
    enc = hit(enc, "Goblin", amount)
    found = [t for t in reminders(enc, "damage") if "or die" in t]
    assert found == [f"Goblin reached -{k}xHP: roll HT 10 or die (failing by 2 or less: mortally wounded)."
                     for k in checks]


def test_reaching_minus_5xhp_is_announced_and_the_dead_get_no_other_reminders():
    enc = nxt(duel())
    enc = enc.apply(actions.edit(enc.named("Goblin").id, resources={"HP": -45}))
    enc = hit(enc, "Goblin", 10)
    assert reminders(enc, "damage") == ["Goblin dies (-5xHP)."]
    enc = nxt(enc)  # the Goblin's turn
    assert reminders(enc) == ["Goblin is dead (-5xHP)."]
    assert status(enc, "Goblin") == ["Dead (-5xHP)"]


def test_falling_to_minus_1xfp_is_announced():
    enc = nxt(duel())
    enc = enc.apply(actions.edit(enc.named("Goblin").id, resources={"FP": -9}))
    enc = hit(enc, "Goblin", 1, "FP")
    assert "Goblin falls unconscious (-1xFP) until FP are positive." in reminders(enc, "damage")
    assert "Goblin is unconscious (-1xFP) until FP are positive." in reminders(nxt(enc))


# -- reminders at each turn's start and end ---------------------------------------------

@pytest.mark.parametrize("hp, text", [
    (1, None),
    (0, "Goblin: roll HT (10) or pass out, unless it does nothing."),
    (-9, "Goblin: roll HT (10) or pass out, unless it does nothing."),
    (-10, "Goblin: roll HT at -1 (9) or pass out, unless it does nothing."),
    (-11, "Goblin: roll HT at -1 (9) or pass out, unless it does nothing."),
])
def test_at_0_hp_or_less_the_ht_roll_is_reminded_at_each_turn_start(hp, text):
    enc = nxt(duel())
    enc = enc.apply(actions.edit(enc.named("Goblin").id, resources={"HP": hp}))
    enc = nxt(enc)
    assert [t for t in reminders(enc) if "pass out" in t] == ([text] if text else [])


@pytest.mark.parametrize("fp, will", [(1, False), (0, True), (-9, True), (-10, False)])
def test_at_0_fp_or_less_the_will_roll_is_reminded(fp, will):
    enc = nxt(duel())
    enc = enc.apply(actions.edit(enc.named("Goblin").id, resources={"FP": fp}))
    enc = nxt(enc)
    assert bool([t for t in reminders(enc) if "Will roll" in t]) is will


def test_a_stunned_combatant_must_do_nothing_and_rolls_to_recover_at_the_end_of_each_turn():
    enc = nxt(duel(stunned=True), 2)  # the Goblin's turn
    assert "Goblin is stunned: must Do Nothing; defenses -4, no retreat." in reminders(enc, "turn_start")
    enc = nxt(enc)  # the Goblin's turn ends
    assert reminders(enc, "turn_end") == [
        "Goblin: roll vs. HT 10 (or IQ 10) to recover from stun; on a success it acts normally next turn "
        "(clear Stunned)."]
    enc = enc.apply(actions.edit(enc.named("Goblin").id, stats={"stunned": False}))
    enc = nxt(enc, 2)
    assert reminders(enc, "turn_end") == []


def test_a_stunned_condition_works_like_the_flag():
    enc = nxt(duel())
    enc = enc.apply(actions.add_condition(enc.named("Goblin").id, "Stunned"))
    enc = nxt(enc, 2)
    assert any(t.startswith("Goblin: roll vs. HT 10") for t in reminders(enc, "turn_end"))


def test_the_maneuver_is_asked_for_again_at_the_turn_start():
    enc = nxt(duel(maneuver="all_out_attack"), 2)
    assert "Goblin: choose this turn's maneuver (last: All-Out Attack)." in reminders(enc)


def test_a_fresh_combatant_has_no_reminders():
    assert reminders(nxt(duel(), 2)) == []


# -- game time: bleeding every minute, mortal wounds every half hour, FP recovery ------

def bleeding_reminders(enc):
    return [t for t in reminders(enc, "time") if "bleeds" in t]


@pytest.mark.parametrize("seconds, count", [(59, 0), (60, 1), (61, 1), (119, 1), (120, 2)])
def test_bleeding_checks_fall_due_every_minute(seconds, count):
    enc = hit(duel(), "Goblin", 5)
    enc = enc.apply(actions.time_passes(seconds=seconds))
    text = ("Goblin bleeds: roll HT at -1 (9). Failure, lose 1 HP (3 on a critical failure); critical success "
            "or 3 successes in a row stop it.")
    assert bleeding_reminders(enc) == ([] if not count else [text if count == 1 else f"{text} (×2)"])


def test_sixty_one_second_turns_bring_a_bleeding_check():
    enc = hit(nxt(duel()), "Goblin", 1)
    enc = nxt(enc, 2 * 59)  # Ana's turn of round 60: 59 seconds gone
    assert enc.clock == 59
    enc = nxt(enc, 2)  # round 61 begins at 60 seconds
    assert [t for t in reminders(enc, "time") if t.startswith("Goblin bleeds: roll HT (10)")]


def test_no_bleeding_check_for_the_unhurt_the_stopped_or_the_dead():
    enc = encounter(("Fresh", {}), ("Stopped", {"bleeding_stopped": True}), ("Dead", {}))
    enc = hit(hit(enc, "Stopped", 3), "Dead", 60)  # down to -5xHP
    enc = enc.apply(actions.time_passes(minutes=1))
    assert bleeding_reminders(enc) == []


@pytest.mark.parametrize("seconds, due", [(1799, False), (1800, True), (1801, True)])
def test_mortal_wound_checks_fall_due_every_half_hour(seconds, due):
    enc = duel(mortal=True)
    enc = enc.apply(actions.time_passes(seconds=seconds))
    found = [t for t in reminders(enc, "time") if "mortally wounded" in t]
    assert bool(found) is due
    if due:
        assert found == ["Goblin (mortally wounded): roll HT 10. Failure, dies; success, roll again in a half hour; "
                         "critical success, no longer mortally wounded."]


@pytest.mark.parametrize("very_fit, seconds, due", [(False, 599, False), (False, 600, True),
                                                     (True, 299, False), (True, 300, True)])
def test_fp_recover_1_per_10_minutes_or_5_if_very_fit(very_fit, seconds, due):
    enc = hit(duel(very_fit=very_fit), "Goblin", 2, "FP")
    enc = enc.apply(actions.time_passes(seconds=seconds))
    assert bool([t for t in reminders(enc, "time") if "recovers 1 FP" in t]) is due


# -- a short encounter, undo and reload ------------------------------------------------

def test_a_cut_to_the_neck_through_dr_shows_the_injury_the_major_wound_and_the_ht_rolls():
    enc = encounter(("Ana", {"basic_speed": 6.25, "dx": 12}), ("Goblin", {"basic_speed": 5.5, "dx": 11}),
                    ("Orc", {"basic_speed": 5.5, "dx": 13}))
    assert [c.name for c in enc.combatants] == ["Ana", "Orc", "Goblin"]
    enc = nxt(enc)  # Ana's turn
    assert enc.active.name == "Ana" and reminders(enc) == []
    wound = injury(8, 2, "cut", "neck", hp=10)
    assert (wound.injury, wound.major_wound) == (12, True)
    enc = hit(enc, "Goblin", wound.injury)
    assert enc.log[-1].text == "Goblin takes 12 damage: HP 10 → -2."
    assert status(enc, "Goblin") == [
        "0 HP or less: roll HT every turn or pass out", "Below HP/3: half Move and Dodge", "Move 3, Dodge 4",
        "Bleeding: HT roll at -2 every minute", "Shock -4 to DX and IQ next turn"]
    assert reminders(enc) == [MAJOR.format(n=12)]  # due the moment the blow lands
    enc = nxt(enc)  # the Orc's turn
    assert reminders(enc) == []
    enc = nxt(enc)  # the Goblin's turn
    assert reminders(enc) == [
        "Goblin: shock -4 to DX and IQ this turn (12 HP of injury since its last turn).",
        "Goblin: roll HT (10) or pass out, unless it does nothing.",
    ]
    view = enc.view()
    goblin_row = next(r for r in view.order if r.name == "Goblin")
    assert [(p.name, p.current, p.maximum) for p in goblin_row.pools] == [("HP", -2, 10), ("FP", 10, 10)]
    assert "0 HP or less: roll HT every turn or pass out" in goblin_row.status
    again = Encounter.from_json(enc.to_json())
    assert again.view() == view and again.state == enc.state
    assert reminders(nxt(again)) == reminders(nxt(enc))


def test_undoing_a_blow_gives_back_the_earlier_status_and_reminders():
    enc = nxt(duel())
    before = status(enc, "Goblin")
    enc = hit(enc, "Goblin", 8)
    assert "Below HP/3: half Move and Dodge" in status(enc, "Goblin")
    enc = enc.undo()
    assert status(enc, "Goblin") == before == []
    enc = nxt(enc)
    assert reminders(enc) == []


# -- published rules in the tracker -------------------------------------------------------

def test_a_single_blow_to_minus_5xhp_kills_with_no_knockdown_or_death_check_prompts():
    enc = hit(nxt(duel()), "Goblin", 60)  # 10 -> -50
    assert reminders(enc, "damage") == ["Goblin dies (-5xHP)."]
    enc = hit(nxt(duel()), "Goblin", 200)  # far past it
    assert reminders(enc, "damage") == ["Goblin dies (-5xHP)."]


def test_a_blow_that_stops_short_of_minus_5xhp_still_calls_for_every_roll():
    enc = hit(nxt(duel()), "Goblin", 59)  # 10 -> -49
    found = reminders(enc, "damage")
    assert found[0] == MAJOR.format(n=59)
    assert [t for t in found if "or die" in t] == [
        f"Goblin reached -{k}xHP: roll HT 10 or die (failing by 2 or less: mortally wounded)." for k in (1, 2, 3, 4)]


def test_high_pain_threshold_takes_no_shock_in_the_tracker():
    enc = hit(nxt(duel(pain="high")), "Goblin", 3)
    assert not [s for s in status(enc, "Goblin") if s.startswith("Shock")]
    assert shock_lines(nxt(enc)) == []


def test_low_pain_threshold_doubles_shock_in_the_tracker_up_to_minus_8():
    enc = hit(nxt(duel(pain="low")), "Goblin", 3)
    assert (f"Shock -6 to DX and IQ next turn (Low Pain Threshold: {PUBLISHED_RULE})"
            in status(enc, "Goblin"))
    enc = hit(nxt(duel(pain="low", hp=20)), "Goblin", 9)
    enc = nxt(enc)
    assert shock_lines(enc) == ["Goblin: shock -8 to DX and IQ this turn (9 HP of injury since its last turn) "
                                "(Low Pain Threshold)."]
    assert next(r for r in enc.reminders if "shock" in r.text).source == f"Low Pain Threshold: {PUBLISHED_RULE}"


def fatigued(fp_now, amount, **goblin):
    """The Goblin at ``fp_now`` FP takes ``amount`` FP of fatigue during Ana's turn."""
    enc = nxt(duel(**goblin))
    enc = enc.apply(actions.edit(enc.named("Goblin").id, resources={"FP": fp_now}))
    return hit(enc, "Goblin", amount, "FP")


def test_hp_lost_through_fatigue_is_not_a_major_wound():
    enc = fatigued(0, 6)  # 6 FP lost at 0 FP or less: 6 HP too
    assert dict(enc.named("Goblin").resources)["HP"] == 4
    assert not [t for t in reminders(enc, "damage") if "major wound" in t]


def test_hp_lost_through_fatigue_calls_for_no_shock():
    enc = fatigued(0, 3)
    assert not [s for s in status(enc, "Goblin") if s.startswith("Shock")]
    assert shock_lines(nxt(enc)) == []


def test_hp_lost_through_fatigue_does_not_bleed():
    enc = fatigued(0, 3)
    assert not says_bleeding(status(enc, "Goblin"))
    enc = enc.apply(actions.time_passes(minutes=1))
    assert bleeding_reminders(enc) == []


def test_a_wound_on_top_of_fatigue_bleeds_at_the_wounds_own_modifier():
    enc = fatigued(0, 5)  # HP 10 -> 5, through fatigue
    enc = hit(enc, "Goblin", 4)  # a wound: HP 5 -> 1
    assert says_bleeding(status(enc, "Goblin")) == ["Bleeding: HT roll every minute"]  # 4 HP of wounds: -0
    enc = enc.apply(actions.time_passes(minutes=1))
    assert [t.split(".")[0] for t in bleeding_reminders(enc)] == ["Goblin bleeds: roll HT (10)"]


def test_a_wound_still_counts_for_shock_beside_fatigue():
    enc = fatigued(0, 3)
    enc = hit(enc, "Goblin", 2)
    assert "Shock -2 to DX and IQ next turn" in status(enc, "Goblin")


def says_bleeding(found):
    return [s for s in found if s.startswith("Bleeding")]


def test_hp_read_low_below_a_third_where_move_and_dodge_halve():
    enc = nxt(duel(hp=10))
    pools = lambda e: {p.name: p.low for p in e.view().order[1].pools}  # noqa: E731
    assert pools(hit(enc, "Goblin", 6)) == {"HP": False, "FP": False}  # 4 HP left: not below 10/3
    assert pools(hit(enc, "Goblin", 7))["HP"] is True                   # 3 HP left


def test_a_combatant_opens_its_calculators_filled_in_with_what_each_field_means():
    from pyrules.gurps.ruleset import RULESET

    enc = hit(nxt(duel(hp=16, ht=13)), "Goblin", 3)
    filled = PLUGIN.prefill.calculators(enc.named("Goblin"))
    assert {k: filled["gurps-injury"][k] for k in ("hp", "ht", "current_hp")} == {"hp": 16, "ht": 13, "current_hp": 13}
    assert filled["gurps-condition"] == {"hp": 13, "max_hp": 16, "fp": 10, "max_fp": 10}
    for key, values in filled.items():
        names = {f.name for f in RULESET.tool(key).fields}
        assert set(values) <= names, f"{key} has no field for {set(values) - names}"
