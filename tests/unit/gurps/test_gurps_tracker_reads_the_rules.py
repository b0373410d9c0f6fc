"""The tracker reads the same rules as the calculators: a combatant's defense, where a blow landed,
fatigue past -1xFP, death checks only as they fall due, and every roll a reminder asks for."""

import random

import pytest

import gurps_fight
from gurps_fight import encounter
from pyrules.core.encounter import Encounter, Roster, actions
from pyrules.core.encounter.model import Check
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.ruleset import RULESET
from pyrules.gurps.tracker import PLUGIN


def duel(**goblin):
    """Ana (Basic Speed 6) acts before the Goblin (Basic Speed 5); it is Ana's turn."""
    return gurps_fight.duel(**goblin).apply(actions.next_turn())


def answer(key, raw):
    return RULESET.tool(key).answer({k: v if isinstance(v, list) else str(v) for k, v in raw.items()},
                                    random.Random(0))[1]


def goblin_reminders(enc, moment=None):
    return [r for r in enc.reminders if (moment is None or r.moment == moment)]


# -- 1. a combatant's defense ----------------------------------------------------------

def test_a_stunned_combatant_with_dodge_9_opens_the_defense_calculator_at_dodge_5():
    enc = duel(dodge=9, stunned=True)
    filled = PLUGIN.prefill.calculators(enc.named("Goblin"))["gurps-defense"]
    assert (filled["defense"], filled["base"], filled["options"]) == ("dodge", 9, ["stunned"])
    result = answer("gurps-defense", filled)
    assert result.headline.startswith("Dodge 5:")
    assert [(line.label, line.value) for line in result.lines[:2]] == [("Dodge", "9"), ("Stunned", "−4")]


def test_a_combatant_below_a_third_of_its_hp_and_fp_opens_its_dodge_halved_twice():
    enc = duel(dodge=9)
    goblin = enc.named("Goblin").id
    enc = enc.apply(actions.edit(goblin, resources={"HP": 3, "FP": 3}))
    filled = PLUGIN.prefill.calculators(enc.named("Goblin"))["gurps-defense"]
    assert filled["options"] == ["low_hp", "low_fp"]
    assert answer("gurps-defense", filled).headline.startswith("Dodge 3:")  # 9 -> 5 -> 3, rounding up
    assert "Move 2, Dodge 3, ST 5" in PLUGIN.standing.status(enc.named("Goblin"), enc.state)


# -- 2. a card derives what the published rules derive ---------------------------------------

def test_a_card_with_dx_14_and_ht_12_brings_basic_speed_6_5_move_6_and_dodge_9():
    roster = Roster("gurps").add("Ana", stats={"st": 12, "dx": 14, "ht": 12})
    assert not {"hp", "fp", "move", "dodge", "basic_speed"} & set(roster.member("m1").stats)  # blank stays blank
    ana = Encounter.new("gurps").apply(roster.add_action()).named("Ana")
    assert {k: ana.stats[k] for k in ("basic_speed", "move", "dodge", "hp", "fp")} == {
        "basic_speed": 6.5, "move": 6, "dodge": 9, "hp": 12, "fp": 12}


def test_what_a_card_gives_is_kept_and_what_it_derives_says_so_in_its_help():
    roster = Roster("gurps").add("Ana", stats={"st": 12, "dx": 14, "ht": 12, "hp": 15, "dodge": 10})
    ana = Encounter.new("gurps").apply(roster.add_action()).named("Ana")
    assert (ana.stats["hp"], ana.stats["dodge"], ana.stats["fp"]) == (15, 10, 12)
    helps = {f.name: f.help for f in PLUGIN.card_form}
    assert helps["hp"].startswith("Blank: ST") and helps["fp"].startswith("Blank: HT")
    assert helps["dodge"].startswith("Blank: Basic Speed + 3") and helps["move"].startswith("Blank: Basic Speed")
    assert all(not f.required for f in PLUGIN.card_form if f.name in ("hp", "fp", "move", "dodge", "will"))


# -- 3. attack lines as players write them ---------------------------------------------------

@pytest.mark.parametrize("st, thrust, swing", [(10, "1d-2", "1d"), (12, "1d-1", "1d+2"), (13, "1d", "2d-1"),
                                               (1, "1d-6", "1d-5"), (40, "4d+1", "7d-1"), (100, "11d", "13d")])
def test_thrust_and_swing_are_read_from_st_through_the_basic_damage_table(st, thrust, swing):
    from pyrules.gurps.tracker.card import basic_damage

    assert (basic_damage(st, "thr"), basic_damage(st, "sw")) == (thrust, swing)


def test_the_basic_damage_table_has_every_st_from_1_to_40_and_refuses_one_it_does_not_list():
    from pyrules import RulesError
    from pyrules.gurps.data.basic_damage import BASIC_DAMAGE
    from pyrules.gurps.tracker.card import basic_damage

    assert set(range(1, 41)) <= set(BASIC_DAMAGE)
    with pytest.raises(RulesError) as error:
        basic_damage(43, "sw")
    assert error.value.field == "st" and "write the attack's damage as dice" in error.value.message


@pytest.mark.parametrize("st", [True, 10.0, "10"])
def test_an_st_that_is_not_a_whole_number_is_not_in_the_basic_damage_table(st):
    from pyrules import RulesError
    from pyrules.gurps.tracker.card import basic_damage

    with pytest.raises(RulesError, match="is not in the Basic Damage table"):
        basic_damage(st, "thr")


@pytest.mark.parametrize("text, read", [("burn x2, cr ×3", {"burn": 2, "cr": 3}), ("", {})])
def test_a_vulnerability_reads_a_damage_type_and_its_multiple(text, read):
    from pyrules.gurps.tracker.card import vulnerabilities

    assert vulnerabilities(text) == read


@pytest.mark.parametrize("text", ["burn x5", "burn x1", "burn", "burn x2, burn x3"])
def test_a_vulnerability_past_x4_below_x2_or_given_twice_is_refused(text):
    from pyrules import RulesError
    from pyrules.gurps.tracker.card import vulnerabilities

    with pytest.raises(RulesError, match="^Vulnerability: ") as error:
        vulnerabilities(text)
    assert error.value.field == "vulnerability"


def test_a_card_attack_of_sw_plus_1_rolls_the_swing_of_the_cards_st():
    roster = Roster("gurps").add("Ana", stats={"st": 12}, attacks="Broadsword 14 sw+1 cut\nPunch 14 thr-1 cr")
    assert roster.member("m1").attacks == ("Broadsword 14 sw+1 cut", "Punch 14 thr-1 cr")
    _, sword = roster.openings("m1", 0)
    assert dict(sword.rolls) == {"damage": "1d6+3"} and "(1d+3 at ST 12)" in sword.label
    _, punch = roster.openings("m1", 1)
    assert dict(punch.rolls) == {"damage": "1d6-2"}


def test_a_card_whose_st_the_table_does_not_list_opens_the_injury_calculator_to_enter_the_damage():
    roster = Roster("gurps").add("Giant", stats={"st": 43}, attacks="Club 12 sw+2 cr")
    _, club = roster.openings("m1", 0)
    assert dict(club.rolls) == {} and "enter the damage" in club.label


def test_a_punch_rolling_below_zero_does_no_damage_and_an_impaling_one_at_least_1():
    crushing = answer("gurps-injury", {"damage": -1, "damage_type": "cr"})
    assert crushing.effect is None and crushing.lines[0].value == "-1 → 0"
    assert PUBLISHED_RULE in crushing.lines[0].source
    impaling = answer("gurps-injury", {"damage": -2, "damage_type": "imp"})
    assert impaling.effect.amount == 2  # basic damage 1, x2


# -- 4 and 5. where a blow landed, read by the same rule ------------------------------------

def apply(enc, name, raw):
    effect = answer("gurps-injury", raw).effect
    return enc.apply(actions.damage_from(effect, enc.named(name).id))


def test_a_blow_to_the_groin_doubles_shock_in_the_tracker_as_in_the_calculator():
    assert answer("gurps-injury", {"damage": 3, "location": "groin"}).lines[-2].value == "−6"
    enc = apply(duel(), "Goblin", {"damage": 3, "location": "groin"})
    assert "Shock -6 to DX and IQ next turn (doubled to the groin)" in PLUGIN.standing.status(enc.named("Goblin"), enc.state)


def test_a_toxic_blow_to_the_skull_asks_plain_ht_in_the_calculator_and_the_tracker():
    result = answer("gurps-injury", {"damage": 8, "damage_type": "tox", "location": "skull", "ht": 11})
    assert next(line for line in result.lines if line.label == "Knockdown roll").value.startswith("HT 11:")
    enc = apply(duel(ht=11), "Goblin", {"damage": 8, "damage_type": "tox", "location": "skull", "ht": 11})
    knockdown = [r for r in goblin_reminders(enc, "damage") if "knockdown" in r.text]
    assert len(knockdown) == 1 and "roll HT 11 " in knockdown[0].text and knockdown[0].check.target == 11


# -- 6. fatigue past -1xFP -------------------------------------------------------------------

def test_fp_lost_past_minus_1xfp_comes_off_hp_and_is_no_wound():
    enc = duel()
    goblin = enc.named("Goblin").id
    enc = enc.apply(actions.edit(goblin, resources={"FP": -10})).apply(actions.damage(goblin, 3, "FP"))
    assert dict(enc.named("Goblin").resources) == {"FP": -10, "HP": 7}
    found = PLUGIN.standing.status(enc.named("Goblin"), enc.state)
    assert not [s for s in found if s.startswith(("Bleeding", "Shock"))]
    again = Encounter.from_dict(enc.to_dict())  # the log keeps the pool the blow was given to
    assert not [s for s in PLUGIN.standing.status(again.named("Goblin"), again.state) if s.startswith("Bleeding")]
    later = enc.apply(actions.time_passes(minutes=1))
    assert not [r for r in later.reminders if "bleeds" in r.text]


# -- 7. death checks only as a blow crosses a multiple of -HP ------------------------------

def test_the_injury_calculator_asks_a_death_check_only_for_a_multiple_of_minus_hp_this_blow_crossed():
    crossed = answer("gurps-injury", {"damage": 4, "current_hp": -8})  # -8 -> -12: crosses -1xHP
    assert next(line for line in crossed.lines if line.label == "Death check").value == "HT roll or die at -1xHP"
    none = answer("gurps-injury", {"damage": 2, "current_hp": -12})  # -12 -> -14
    assert not [line for line in none.lines if line.label == "Death check"]
    assert "1 death check made on the way down; the next HT roll or die at -2xHP." in " ".join(none.detail)


# -- 8. every reminder that asks for a roll carries it, and names whom it is for --------------

def test_bleeding_each_minute_carries_its_ht_roll_and_names_the_bleeder():
    enc = duel(ht=12)
    enc = enc.apply(actions.damage(enc.named("Goblin").id, 5)).apply(actions.time_passes(minutes=1))
    bleeding = [r for r in enc.reminders if "bleeds" in r.text]
    assert len(bleeding) == 1
    assert bleeding[0].who == enc.named("Goblin").id
    assert bleeding[0].check == Check("3d6", 11, True, "HT against bleeding")  # HT 12, -1 per 5 HP lost


def test_the_will_roll_at_0_fp_carries_its_check_at_will_or_else_iq():
    enc = duel(iq=11)
    goblin = enc.named("Goblin").id
    enc = enc.apply(actions.edit(goblin, resources={"FP": 0})).apply(actions.next_turn())
    will = [r for r in goblin_reminders(enc, "turn_start") if "Will roll" in r.text]
    assert len(will) == 1 and will[0].who == goblin and will[0].check.target == 11
    assert "Will is its IQ, unless bought up" in will[0].text and PUBLISHED_RULE in will[0].source
    enc = duel(iq=11, will=14)
    goblin = enc.named("Goblin").id
    enc = enc.apply(actions.edit(goblin, resources={"FP": 0})).apply(actions.next_turn())
    will = [r for r in goblin_reminders(enc, "turn_start") if "Will roll" in r.text]
    assert will[0].check.target == 14 and "IQ" not in will[0].text


def test_every_gurps_reminder_that_asks_for_a_roll_carries_a_check():
    enc = duel(ht=11, mortal=True)
    goblin = enc.named("Goblin").id
    enc = enc.apply(actions.damage(goblin, 25)).apply(actions.time_passes(minutes=30))
    asks = [r for r in enc.reminders if "roll" in r.text.lower()]
    assert asks and all(r.check is not None and r.who == goblin for r in asks)


# -- a short fight ---------------------------------------------------------------------

def test_a_short_fight_groin_shock_fatigue_past_minus_1xfp_one_death_check_and_bleeding():
    enc = duel(ht=12, hp=10, fp=10)
    goblin = enc.named("Goblin").id
    enc = apply(enc, "Goblin", {"damage": 3, "location": "groin", "hp": 10})  # 3 HP to the groin: shock -6
    enc = enc.apply(actions.next_turn())  # the Goblin's turn
    assert [r.text for r in enc.reminders if "shock" in r.text] == [
        "Goblin: shock -6 to DX and IQ this turn (3 HP of injury since its last turn) (doubled to the groin)."]
    enc = enc.apply(actions.edit(goblin, resources={"FP": -10})).apply(actions.damage(goblin, 2, "FP"))
    assert dict(enc.named("Goblin").resources)["HP"] == 5  # fatigue past -1xFP: off HP, no wound
    enc = enc.apply(actions.damage(goblin, 16))  # 5 -> -11: crosses -1xHP
    deaths = [r for r in enc.reminders if "or die" in r.text]
    assert len(deaths) == 1 and deaths[0].check.target == 12
    enc = enc.apply(actions.damage(goblin, 2))  # -11 -> -13: crosses nothing
    assert not [r for r in goblin_reminders(enc, "damage") if "or die" in r.text and r is not deaths[0]]
    assert "At -1xHP (1 death check made): the next HT roll or die at -2xHP" in PLUGIN.standing.status(
        enc.named("Goblin"), enc.state)
    enc = enc.apply(actions.time_passes(minutes=1))
    bleeding = [r for r in enc.reminders if "bleeds" in r.text]
    # 21 HP of wounds (the 2 HP of fatigue bleed not): -4
    assert [(r.who, r.check.target) for r in bleeding] == [(goblin, 8)]


def test_an_injury_applied_to_a_combatant_takes_its_hp_ht_and_its_dr_where_the_blow_landed():
    orc = encounter(("Orc", {"hp": 12, "ht": 11, "dr": 2, "dr_locations": "neck 4"})).named("Orc")
    assert PLUGIN.prefill.target_values(orc, "gurps-injury", {"location": "neck", "dr": "0", "hp": "10"}) == {
        "hp": 12, "ht": 11, "pain": "normal", "current_hp": 12, "dr": 4, "options": []}
    assert PLUGIN.prefill.target_values(orc, "gurps-injury", {"location": "torso"})["dr"] == 2
    assert PLUGIN.prefill.target_values(orc, "gurps-skill", {}) == {}


def test_a_wound_applied_from_the_calculator_takes_the_targets_scaled_shock_and_keeps_the_forms_options():
    giant = encounter(("Giant", {"hp": 40, "scaled_shock": True})).named("Giant")
    orc = encounter(("Orc", {"hp": 12})).named("Orc")
    assert PLUGIN.prefill.target_values(giant, "gurps-injury", {"options": ["chink"]})["options"] == ["chink", "shock_scaled"]
    assert PLUGIN.prefill.target_values(orc, "gurps-injury", {"options": ["chink", "shock_scaled"]})["options"] == ["chink"]
