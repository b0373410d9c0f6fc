"""The GURPS tracker plug-in on one combatant: stats, pools, statuses at their exact boundaries, turn order."""

import random

import pytest

from pyrules import RulesError
from pyrules.core.encounter import Encounter, Plugin, actions, kinds, plugin
from pyrules.core.encounter.model import Combatant, Condition
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps import turn_order
from pyrules.gurps.tracker import PLUGIN, STATS
from pyrules.gurps.tracker.bleeding import bleeding
from pyrules.gurps.tracker.card import GurpsCard
from pyrules.gurps.tracker.initiative import GurpsInitiative
from pyrules.gurps.tracker.pools import GurpsPools
from pyrules.gurps.tracker.prefill import GurpsPrefill
from pyrules.gurps.tracker.reminders import GurpsReminders
from pyrules.gurps.tracker.standing import GurpsStandingRules
from pyrules.gurps.tracker.state import (
    BLEEDING_STOPPED, DEAD, INCAPACITATED, MORTAL, SHIELD_UNREADY, STUNNED, UNCONSCIOUS)


def fighter(now_hp=None, now_fp=None, conditions=(), **stats):
    """A combatant with ``now_hp`` and ``now_fp`` current (full if None); the stats as given."""
    resources = {}
    if now_hp is not None:
        resources["HP"] = now_hp
    if now_fp is not None:
        resources["FP"] = now_fp
    return Combatant("c1", "Goblin", stats=stats, resources=resources, conditions=tuple(conditions))


def says(status, start):
    return [s for s in status if s.startswith(start)]


# -- the plug-in ------------------------------------------------------------------

def test_the_plugin_is_registered_as_gurps_with_one_second_turns():
    assert plugin("gurps") is PLUGIN
    assert PLUGIN.key == "gurps" and PLUGIN.round_seconds == 1


def test_the_plugin_is_composed_of_gurps_own_parts():
    assert type(PLUGIN) is Plugin
    assert (type(PLUGIN.pools), type(PLUGIN.standing), type(PLUGIN.reminders), type(PLUGIN.prefill),
            type(PLUGIN.initiative), type(PLUGIN.card)) == (GurpsPools, GurpsStandingRules, GurpsReminders,
                                                            GurpsPrefill, GurpsInitiative, GurpsCard)


@pytest.mark.parametrize("name, key", [("Stunned", STUNNED), ("stun", STUNNED), ("Knocked  OUT", UNCONSCIOUS),
                                       ("mortal wound", MORTAL), ("Staunched", BLEEDING_STOPPED),
                                       ("dead", DEAD), ("Incapacitated", INCAPACITATED),
                                       ("shield unready", SHIELD_UNREADY), ("Inspired", "")])
def test_a_condition_put_on_by_any_of_its_names_reads_as_the_key_the_rules_know_it_by(name, key):
    enc = Encounter.new("gurps").apply(actions.add("Goblin"))
    goblin = enc.named("Goblin")
    enc = enc.apply(actions.add_condition(goblin.id, name))
    assert [c.key for c in enc.combatant(goblin.id).conditions] == [key]


def test_a_condition_put_on_as_knocked_out_leaves_the_goblin_unconscious():
    enc = Encounter.new("gurps").apply(actions.add("Goblin"))
    goblin = enc.named("Goblin")
    knocked = enc.apply(actions.add_condition(goblin.id, "knocked out")).combatant(goblin.id)
    standing = PLUGIN.standing.of(knocked)
    assert standing.unconscious and not standing.may("defends")


def test_every_stat_has_a_default_so_a_bare_add_works():
    # Will left blank is IQ; Parry and Block left blank are none (a fighter without a weapon or shield)
    assert all(f.default is not None for f in STATS if f.name not in ("will", "parry", "block"))
    enc = Encounter.new("gurps").apply(actions.add("Goblin"))
    goblin = enc.named("Goblin")
    assert goblin.stats["hp"] == 10 and goblin.stats["maneuver"] == "none" and goblin.stats["posture"] == "standing"
    assert dict(goblin.resources) == {"HP": 10, "FP": 10}
    assert PLUGIN.standing.status(goblin) == []


def test_the_dodge_default_is_marked_as_a_published_rule():
    dodge = next(f for f in STATS if f.name == "dodge")
    assert dodge.default == 8 and dodge.source == PUBLISHED_RULE and PUBLISHED_RULE not in dodge.help


def test_a_bad_stat_is_refused_naming_the_field():
    with pytest.raises(RulesError) as error:
        Encounter.new("gurps").apply(actions.add("Goblin", stats={"maneuver": "dance"}))
    assert "maneuver" in str(error.value.field)
    with pytest.raises(RulesError):
        Encounter.new("gurps").apply(actions.add("Goblin", stats={"hp": 0}))


# -- pools --------------------------------------------------------------------------

def test_hp_and_fp_come_from_the_stats_with_hp_down_to_minus_5xhp_and_fp_to_minus_1xfp():
    hp, fp = PLUGIN.pools.resources(fighter(hp=14, fp=12))
    assert (hp.name, hp.maximum, hp.floor) == ("HP", 14, -70)
    assert (fp.name, fp.maximum, fp.floor) == ("FP", 12, -12)


def test_hp_damage_goes_below_zero_and_stops_at_minus_5xhp():
    assert PLUGIN.pools.damage(fighter(now_hp=3), "HP", 5) == {"HP": -2}
    assert PLUGIN.pools.damage(fighter(now_hp=-45), "HP", 20) == {"HP": -50}


def test_damage_never_raises_hp_set_below_the_floor_by_hand():
    assert PLUGIN.pools.damage(fighter(now_hp=-60), "HP", 1) == {"HP": -60}


def test_fp_lost_above_zero_costs_no_hp():
    assert PLUGIN.pools.damage(fighter(now_fp=5), "FP", 5) == {"FP": 0, "HP": 10}


def test_fp_lost_at_zero_or_less_costs_1_hp_each():
    assert PLUGIN.pools.damage(fighter(now_fp=1), "FP", 3) == {"FP": -2, "HP": 8}


def test_fp_lost_past_minus_1xfp_comes_off_hp():
    # 1 -> 0 free, 0 -> -10 costs 10 HP, then 1 more off HP
    assert PLUGIN.pools.damage(fighter(now_fp=1), "FP", 12) == {"FP": -10, "HP": -1}
    assert PLUGIN.pools.damage(fighter(now_fp=-10), "FP", 4) == {"FP": -10, "HP": 6}


def test_fp_set_above_the_maximum_loses_the_excess_first():
    assert PLUGIN.pools.damage(fighter(now_fp=12), "FP", 1) == {"FP": 11, "HP": 10}
    assert PLUGIN.pools.damage(fighter(now_fp=12), "FP", 3) == {"FP": 9, "HP": 10}


def test_healing_stops_at_the_maximum():
    assert PLUGIN.pools.heal(fighter(now_hp=-3), "HP", 20) == {"HP": 10}
    assert PLUGIN.pools.heal(fighter(now_fp=-2), "FP", 5) == {"FP": 3}


def test_an_unknown_pool_is_refused():
    with pytest.raises(RulesError):
        PLUGIN.pools.damage(fighter(), "Mana", 1)


# -- G14 lost hit points: one below, at, one above each boundary ---------------------

@pytest.mark.parametrize("hp, half", [(5, False), (4, False), (3, True)])
def test_half_move_and_dodge_starts_below_hp_over_3(hp, half):
    status = PLUGIN.standing.status(fighter(now_hp=hp, hp=12))
    assert bool(says(status, "Below HP/3: half Move and Dodge")) is half


def test_below_hp_over_3_the_halved_move_and_dodge_are_shown_rounded_up():
    status = PLUGIN.standing.status(fighter(now_hp=3, move=5, dodge=7))
    assert "Move 3, Dodge 4" in status


@pytest.mark.parametrize("hp, roll", [(1, None), (0, "0 HP or less: roll HT every turn or pass out"),
                                      (-1, "0 HP or less: roll HT every turn or pass out"),
                                      (-9, "0 HP or less: roll HT every turn or pass out"),
                                      (-10, "0 HP or less: roll HT every turn (-1) or pass out"),
                                      (-11, "0 HP or less: roll HT every turn (-1) or pass out"),
                                      (-19, "0 HP or less: roll HT every turn (-1) or pass out"),
                                      (-20, "0 HP or less: roll HT every turn (-2) or pass out")])
def test_at_0_hp_or_less_an_ht_roll_every_turn_at_minus_1_per_full_multiple(hp, roll):
    found = says(PLUGIN.standing.status(fighter(now_hp=hp)), "0 HP or less")
    assert found == ([roll] if roll else [])


@pytest.mark.parametrize("hp, checks", [(-9, None), (-10, 1), (-11, 1), (-19, 1), (-20, 2), (-49, 4)])
def test_death_checks_start_at_minus_1xhp(hp, checks):
    found = says(PLUGIN.standing.status(fighter(now_hp=hp)), "At -")
    then = f"the next HT roll or die at -{(checks or 0) + 1}xHP" if (checks or 0) < 4 else "dies at -5xHP"
    assert found == ([f"At -{checks}xHP ({checks} death check{'s' if checks > 1 else ''} made): {then}"]
                     if checks else [])


@pytest.mark.parametrize("hp, dead", [(-49, False), (-50, True), (-51, True)])
def test_dead_at_minus_5xhp(hp, dead):
    status = PLUGIN.standing.status(fighter(now_hp=hp))
    assert (status == ["Dead (-5xHP)"]) is dead


def test_hp_set_above_the_maximum_reads_as_full():
    assert PLUGIN.standing.status(fighter(now_hp=14)) == []


# -- G15 lost fatigue points --------------------------------------------------------

@pytest.mark.parametrize("fp, half", [(5, False), (4, False), (3, True)])
def test_half_move_dodge_and_st_starts_below_fp_over_3(fp, half):
    status = PLUGIN.standing.status(fighter(now_fp=fp, fp=12))
    assert bool(says(status, "Below FP/3: half Move, Dodge and ST")) is half


def test_below_both_thirds_move_and_dodge_halve_twice_and_st_once():
    status = PLUGIN.standing.status(fighter(now_hp=3, now_fp=3, move=5, dodge=8, st=11))
    assert "Move 2, Dodge 2, ST 6" in status


@pytest.mark.parametrize("fp, will", [(1, False), (0, True), (-1, True), (-9, True), (-10, False)])
def test_at_0_fp_or_less_a_will_roll_to_act(fp, will):
    status = PLUGIN.standing.status(fighter(now_fp=fp))
    assert bool(says(status, "0 FP or less: Will roll to act")) is will


@pytest.mark.parametrize("fp, out", [(-9, False), (-10, True), (-11, True)])
def test_unconscious_at_minus_1xfp(fp, out):
    status = PLUGIN.standing.status(fighter(now_fp=fp))
    assert bool(says(status, "-1xFP: unconscious until FP are positive")) is out


# -- flags, maneuver, posture, bleeding --------------------------------------------

def test_stunned_by_flag_or_by_condition():
    text = "Stunned: Do Nothing; defenses -4, no retreat"
    assert text in PLUGIN.standing.status(fighter(stunned=True))
    assert text in PLUGIN.standing.status(fighter(conditions=[Condition("Stunned", key=STUNNED)]))
    assert text not in PLUGIN.standing.status(fighter())


def test_mortally_wounded_by_flag_or_by_condition():
    text = "Mortally wounded: incapacitated; HT roll every half hour"
    assert text in PLUGIN.standing.status(fighter(mortal=True))
    assert text in PLUGIN.standing.status(fighter(conditions=[Condition("Mortally wounded", key=MORTAL)]))


def test_all_out_attack_leaves_no_defense():
    assert PLUGIN.standing.status(fighter(maneuver="all_out_attack")) == ["All-Out Attack: NO DEFENSE"]


@pytest.mark.parametrize("maneuver, text", [
    ("all_out_defense", "All-Out Defense: defense +2 to one Active Defense, or two different defenses against "
                        "one attack"),
    ("attack", "Attack: defense normal"),
    ("committed_attack", "Committed Attack: defense -2; no Parry with the attacking hand, no Dodge after a kick, "
                         "no Retreat"),
    ("move_and_attack", "Move and Attack: defense normal (no Parry with most weapons without Rapid Recovery)"),
])
def test_the_maneuver_shows_what_it_does_to_defense(maneuver, text):
    assert PLUGIN.standing.status(fighter(maneuver=maneuver)) == [text]


@pytest.mark.parametrize("posture, text", [
    ("standing", None),
    ("crouching", "Crouching: -2 to hit in melee, normal defense"),
    ("kneeling", "Kneeling or Sitting: -2 to hit in melee, -2 defense"),
    ("lying", "Crawling or Lying Down: -4 to hit in melee, -3 defense"),
])
def test_the_posture_shows_its_attack_and_defense(posture, text):
    assert PLUGIN.standing.status(fighter(posture=posture)) == ([text] if text else [])


@pytest.mark.parametrize("hp, text", [(10, None), (9, "Bleeding: HT roll every minute"),
                                      (6, "Bleeding: HT roll every minute"),
                                      (5, "Bleeding: HT roll at -1 every minute"),
                                      (4, "Bleeding: HT roll at -1 every minute"),
                                      (1, "Bleeding: HT roll at -1 every minute"),
                                      (0, "Bleeding: HT roll at -2 every minute")])
def test_a_wounded_combatant_bleeds_at_minus_1_per_5_hp_lost(hp, text):
    assert says(PLUGIN.standing.status(fighter(now_hp=hp)), "Bleeding") == ([text] if text else [])


def test_bleeding_stopped_by_flag_or_condition_and_the_dead_do_not_bleed():
    assert not says(PLUGIN.standing.status(fighter(now_hp=5, bleeding_stopped=True)), "Bleeding")
    stopped = fighter(now_hp=5, conditions=[Condition("Bleeding stopped", key=BLEEDING_STOPPED)])
    assert not says(PLUGIN.standing.status(stopped), "Bleeding")
    assert not bleeding(fighter(now_hp=-50))


# -- turn order -----------------------------------------------------------------------

def test_initiative_is_basic_speed_with_dx_then_a_1d6_as_tie_break():
    rng = random.Random(1)
    tie = random.Random(1).randint(1, 6)
    result = PLUGIN.initiative.roll(fighter(basic_speed=5.75, dx=12), rng)
    assert (result.value, result.tiebreak) == (5.75, 12 + tie / 10)
    assert result.text == f"Basic Speed 5.75, DX 12, 1d6 {tie} for a tie ({PUBLISHED_RULE})"


def test_a_higher_dx_goes_first_whatever_the_tie_roll():
    low = PLUGIN.initiative.roll(fighter(basic_speed=5, dx=11), random.Random(2))
    high = PLUGIN.initiative.roll(fighter(basic_speed=5, dx=12), random.Random(3))
    assert high.tiebreak > low.tiebreak
    assert PLUGIN.initiative.roll(fighter(), random.Random(1)).value == 5


def test_turn_order_is_basic_speed_then_dx_as_the_ruleset_orders_it():
    people = [("Slow", 5.0, 14), ("Fast", 6.25, 10), ("Deft", 6.0, 13), ("Clumsy", 6.0, 11), ("Quick", 6.0, 12)]
    enc = Encounter.new("gurps")
    for name, speed, dx in people:
        enc = enc.apply(actions.add(name, stats={"basic_speed": speed, "dx": dx}))
    enc = enc.apply(actions.roll_initiative(enc, random.Random(0)))
    expected = [p[0] for p in turn_order(people)]
    assert [c.name for c in enc.combatants] == expected == ["Fast", "Deft", "Quick", "Clumsy", "Slow"]


def test_a_full_tie_keeps_the_order_the_combatants_were_added_in():
    enc = Encounter.new("gurps")
    for name in ("First", "Second"):
        enc = enc.apply(actions.add(name))
    enc = enc.apply(actions.roll_initiative(enc, random.Random(0)))
    assert [c.name for c in enc.combatants] == ["First", "Second"]


def test_an_attack_line_may_end_with_the_parry_and_block_its_weapon_gives():
    attack = PLUGIN.card.read_attack("Broadsword 14 2d+1 cut Parry 10 block 9")
    assert (attack.name, attack.skill, attack.damage, attack.kind, attack.parry, attack.block) == (
        "Broadsword", 14, "2d+1", "cut", 10, 9)
    assert attack.line == "Broadsword 14 2d+1 cut parry 10 block 9"
    assert PLUGIN.card.read_attack("Broadsword 14 2d+1 cut").parry is None


@pytest.mark.parametrize("line, says", [
    ("Broadsword 14 2d+1 cut parry ten", "the parry of Broadsword must be a whole number"),
    ("Broadsword 14 2d+1 cut parry 100", "the parry of Broadsword must be from 0 to 99"),
    ("Broadsword 14 2d+1 cut parry 9 parry 10", "parry is given twice"),
])
def test_a_weapons_parry_or_block_that_does_not_read_is_refused_naming_it(line, says):
    with pytest.raises(RulesError, match=says):
        PLUGIN.card.read_attack(line)


def test_parry_and_block_are_card_fields_left_blank_as_none():
    names = [f.name for f in PLUGIN.card.fields]
    assert names.index("parry") == names.index("dodge") + 1 and "block" in names
    goblin = Encounter.new("gurps").apply(actions.add("Goblin")).named("Goblin")
    assert PLUGIN.stat(goblin, "parry") is None and PLUGIN.stat(goblin, "block") is None


def _card_joins(**stats):
    from pyrules.core.encounter.roster import Roster

    roster = Roster("gurps").add("Rowan", stats=stats)
    fight = Encounter.new("gurps").apply(roster.add_action())
    return fight, fight.named("Rowan")


def test_a_card_still_hurt_starts_the_encounter_at_its_hp_now_and_fp_now_with_its_maximums_kept():
    fight, rowan = _card_joins(st=12, hp_now=5, fp_now=7)
    assert (PLUGIN.pools.current(rowan, "HP"), PLUGIN.pools.resource(rowan, "HP").maximum) == (5, 12)
    assert (PLUGIN.pools.current(rowan, "FP"), PLUGIN.pools.resource(rowan, "FP").maximum) == (7, 10)
    assert "hp_now" not in rowan.stats and "fp_now" not in rowan.stats  # pools, not stats
    assert fight.undo().state.combatants == ()  # joining is still one step


def test_a_card_left_blank_for_hp_now_starts_full():
    _, rowan = _card_joins(st=12)
    assert PLUGIN.pools.current(rowan, "HP") == 12


def test_hp_now_above_the_cards_hp_is_refused_naming_the_field():
    from pyrules.core.encounter.roster import Roster

    with pytest.raises(RulesError, match=r"HP now: at most HP \(12\)") as error:
        Roster("gurps").add("Rowan", stats={"st": 12, "hp_now": 13})
    assert error.value.field.endswith("hp_now")


def test_an_added_combatants_pools_from_a_file_are_checked_and_kept_within_the_pool():
    action = kinds.normalize({"kind": "add", "entries": [
        {"name": "Rowan", "stats": {"hp": 10}, "resources": {"HP": -80}}]}, PLUGIN)
    rowan = Encounter.new("gurps").apply(action).named("Rowan")
    assert PLUGIN.pools.current(rowan, "HP") == -50  # no lower than −5×HP
    with pytest.raises(RulesError, match="Unknown pool “Mana”") as error:
        Encounter.new("gurps").apply(kinds.normalize({"kind": "add", "entries": [
            {"name": "Rowan", "resources": {"Mana": 3}}]}, PLUGIN))
    assert error.value.field == "resources.Mana"
