"""A GURPS exchange from the tracker: the attack roll, the target's own best defense, damage through its own DR."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, Taps, from_cards, named, reread  # noqa: E402

from pyrules.core.encounter import actions  # noqa: E402
from pyrules.core.errors import RulesError  # noqa: E402
from pyrules.core.reference import PUBLISHED_RULE  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee\nBroadsword 14 sw+1 cut melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12", "dr": "2"}, "Axe 12 2d cut melee")


def fight(*cards, rng=None):
    """The fighter and the orc from their cards (or the given cards), initiative rolled: the fighter acts."""
    return from_cards("gurps", cards or (FIGHTER, ORC), rng=rng)


def hp(s, name):
    c = s.encounter.named(name)
    return s.plugin.pools.current(c, "HP")


def test_the_broadsword_against_the_orcs_neck_applies_damage_less_2_times_2_to_the_orc_never_to_the_fighter():
    s = fight()
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, 0)
    walk = s.exchanges.now()
    assert walk.exchange.targets == (orc,)
    assert walk.stage.tool.key == "gurps-skill" and walk.stage.values["base"] == 14
    s.exchanges.answer({"location": "neck", "roll": "6"})
    assert s.exchanges.now().stage.tool.key == "gurps-defense"
    s.exchanges.answer({"defense_roll": "16"})
    damage = s.exchanges.now().stage
    assert damage.tool.key == "gurps-injury" and damage.target == orc
    assert (damage.values["dr"], damage.values["hp"], damage.values["location"], damage.values["damage_type"]) == (
        2, 12, "neck", "cut")
    assert damage.rolls == {"damage": "2d6+1"}
    s.exchanges.answer({"damage": "8"})
    s.exchanges.finish()
    assert hp(s, "Orc") == 12 - (8 - 2) * 2 and hp(s, "Fighter") == 12


def test_the_damage_dice_are_rolled_by_the_app_and_kept_in_the_roll_log():
    s = fight()
    s.rng = Loaded(3, 3, 3, 6, 6, 4, 4, 4)
    s.exchanges.begin(named(s, "Fighter"), 0)
    rolls = s.exchanges.roll_on().rolls
    assert [(r.notation, r.total) for r in rolls] == [("3d6", 9), ("3d6", 16), ("2d6+1", 9)]
    s.exchanges.finish()
    assert hp(s, "Orc") == 12 - (9 - 2) * 3 // 2  # cutting to the torso: × 1.5, rounded down
    assert "basic damage 2d6+1: 9" in s.encounter.log[-2].text


def test_swing_damage_is_read_from_the_attackers_st():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 1)
    s.exchanges.answer({"roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    stage = s.exchanges.now().stage
    assert stage.rolls == {"damage": "1d6+3"}  # ST 12 swings 1d+2, +1
    assert "1d+3 at ST 12" in stage.sources["damage"]


def test_a_stunned_defenders_dodge_is_4_lower():
    s = fight()
    orc = named(s, "Orc")
    s.add_condition(orc, {"name": "Stunned"})
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    stage = s.exchanges.now().stage
    assert stage.values["options"] == ["stunned"] and stage.values["base"] == 8
    assert stage.sources["base"] == "Dodge 8, from Orc" and stage.sources["options"] == "−4: stunned, no retreat, from Orc"
    assert stage.cited["options"] == "seed 001 l.252"
    assert s.exchanges.now().stage.answer(stage.values | {"defense_roll": 4}, Loaded()).answer.headline.startswith(
        "Dodge 4:")


def test_a_miss_ends_the_exchange_with_nothing_applied_but_logged():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "16"})
    walk = s.exchanges.now()
    assert walk.stage is None and walk.result.parts == ()
    s.exchanges.finish()
    assert hp(s, "Orc") == 12
    assert s.encounter.log[-1].kind == "exchange" and "Fighter misses." in s.encounter.log[-1].text


def test_a_successful_dodge_ends_the_exchange_with_nothing_applied():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "10"})
    s.exchanges.answer({"defense_roll": "5"})
    assert s.exchanges.now().result.text == "Orc defends."
    s.exchanges.finish()
    assert hp(s, "Orc") == 12


def test_a_critical_hit_leaves_no_defense():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "3"})
    assert s.exchanges.now().stage.tool.key == "gurps-injury"


def test_a_target_that_made_an_all_out_attack_gets_no_defense():
    s = fight()
    orc = named(s, "Orc")
    s.set_turn_stat(orc, "maneuver", "all_out_attack")
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "10"})
    assert s.exchanges.now().stage.tool.key == "gurps-injury"


def test_a_random_hit_location_is_rolled_on_3d6_and_takes_the_dr_there():
    orc = ("Orc", "foe", {"hp": "12", "dr": "2", "dr_locations": "skull 6"}, "")
    s = fight(FIGHTER, orc)
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"random_location": "true", "location_roll": "4", "roll": "8"})
    s.exchanges.answer({"defense_roll": "16"})
    stage = s.exchanges.now().stage
    assert (stage.values["location"], stage.values["dr"]) == ("skull", 6)


def test_the_attack_stage_reads_the_attackers_maneuver_and_its_shock():
    s = fight()
    fighter = named(s, "Fighter")
    s.next_turn() if s.encounter.state.active != fighter else None
    s.set_turn_stat(fighter, "maneuver", "all_out_attack")
    stage = (s.exchanges.begin(fighter, 0), s.exchanges.now().stage)[1]
    assert stage.values["maneuver"] == "all_out_attack"
    assert stage.sources["maneuver"] == "Fighter’s maneuver this turn"


def test_a_free_attack_is_a_punch_at_dx_for_thrust_less_1_crushing():
    s = fight()
    s.exchanges.begin(named(s, "Orc"))
    stage = s.exchanges.now().stage
    assert stage.values["base"] == 11 and stage.sources["base"] == "Punch at DX 11: a punch: DX, thr−1 crushing"
    assert stage.cited["base"] == PUBLISHED_RULE
    s.exchanges.answer({"roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    damage = s.exchanges.now().stage
    assert damage.values["damage_type"] == "cr" and damage.rolls == {"damage": "1d6-2"}  # ST 11: thr 1d-1, −1


def test_three_targets_hit_by_one_explosion_each_lose_damage_less_their_own_dr():
    cards = [("Sapper", "party", {"st": "10"}, "Grenade 12 3d cr ranged")] + [
        (f"Orc {n}", "foe", {"hp": "20", "dr": str(dr)}, "") for n, dr in ((1, 0), (2, 2), (3, 4))]
    s = from_cards("gurps", cards)
    orcs = [named(s, f"Orc {n}") for n in (1, 2, 3)]
    s.exchanges.begin(named(s, "Sapper"), 0, orcs)
    s.exchanges.answer({"roll": "8"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "10"})
    for _ in orcs[1:]:
        s.exchanges.answer({"defense_roll": "16"})
        assert s.exchanges.now().stage.values["damage"] == 10
        s.exchanges.answer({})
    s.exchanges.finish()
    assert [s.plugin.pools.current(s.encounter.combatant(o), "HP") for o in orcs] == [10, 12, 14]
    assert len(s.encounter.log[-4:]) == 4 and [e.kind for e in s.encounter.log[-4:]] == ["exchange"] + ["damage"] * 3


def test_the_exchange_is_undone_in_one_tap():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "8"})
    s.exchanges.finish()
    s.undo()
    assert hp(s, "Orc") == 12 and s.encounter.log[-1].kind != "damage"


def test_an_exchange_read_back_half_way_resumes_at_the_same_stage():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    again = reread(s)
    walk = again.exchanges.now()
    assert walk.stage.key == f"defense {named(s, 'Orc')}" and walk.done[0].values["location"] == "neck"
    again.exchanges.answer({"defense_roll": "16"})
    again.exchanges.answer({"damage": "8"})
    again.exchanges.finish()
    assert hp(again, "Orc") == 0 and reread(again).exchange is None


def test_going_back_asks_the_last_stage_again_and_cancel_applies_nothing():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    s.exchanges.back()
    assert s.exchanges.now().stage.key == "attack"
    s.exchanges.cancel()
    assert s.exchanges.now() is None and hp(s, "Orc") == 12
    with pytest.raises(RulesError):
        s.exchanges.answer({})


def test_a_failed_knockdown_roll_marks_the_target_stunned_and_failed_by_5_marks_it_unconscious():
    for faces, condition in (((4, 4, 4), "Stunned"), ((6, 6, 6), "Unconscious")):
        s = fight()
        s.exchanges.begin(named(s, "Fighter"), 0)
        s.exchanges.answer({"location": "neck", "roll": "6"})
        s.exchanges.answer({"defense_roll": "16"})
        s.exchanges.answer({"damage": "6"})
        s.exchanges.finish()
        index = next(i for i, r in enumerate(s.encounter.reminders) if "knockdown" in r.text)
        s.rng = Loaded(*faces)
        s.reminder_rolls.roll(index)  # HT 10 against 12, 18
        assert s.reminder_rolls.follows(s.encounter.view()) == {index: condition}
        s.reminder_rolls.follow(index)
        assert s.encounter.named("Orc").condition(condition) is not None


def test_a_failed_death_check_marks_the_target_dead():
    s = fight()
    orc = named(s, "Orc")
    s.rng = Loaded(6, 6, 6)
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "3"})  # a critical hit: no defense
    s.exchanges.answer({"damage": "20"})
    s.exchanges.finish()
    index = next(i for i, r in enumerate(s.encounter.reminders) if "or die" in r.text)
    s.reminder_rolls.roll(index)
    s.reminder_rolls.follow(index)
    assert s.encounter.combatant(orc).condition("Dead") is not None


def test_a_made_roll_puts_nothing_on():
    s = fight()
    s.rng = Loaded(1, 1, 1)
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "6"})
    s.exchanges.finish()
    index = next(i for i, r in enumerate(s.encounter.reminders) if "knockdown" in r.text)
    with pytest.raises(RulesError):
        s.reminder_rolls.follow(index)
    s.reminder_rolls.roll(index)
    with pytest.raises(RulesError):
        s.reminder_rolls.follow(index)


def test_two_rounds_from_cards_take_at_most_8_taps_a_round_and_no_keys_when_the_app_rolls():
    s = fight()
    t = Taps(s)
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    assert s.encounter.state.active == fighter  # initiative set: the fight has begun
    for _ in range(2):
        before = t.taps
        for attacker in (fighter, orc):
            t.exchanges.begin(attacker, 0)
            t.exchanges.roll_on()
            t.exchanges.finish()
            t.next_turn()
        assert t.taps - before <= 8
    assert t.keys == 0
    assert sum(e.kind == "exchange" for e in s.encounter.log) == 4
    assert all(e.who in (fighter, orc) for e in s.encounter.log if e.kind == "exchange")


KNIGHT = ("Knight", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12"},
          "Broadsword 13 2d cut parry 10\nShield bash 12 thr cr block 9")
ARCHER = ("Archer", "party", {"dx": "12", "ht": "11"}, "Bow 14 1d+2 imp")  # its kind asked in the exchange


def _defense_against(attacker, defender, **hit):
    s = fight(attacker, defender)
    s.exchanges.begin(named(s, attacker[0]), 0)
    s.exchanges.answer({"roll": "6", **hit})
    return s, s.exchanges.now().stage


def test_a_defender_parries_with_the_parry_of_its_weapon_line_when_it_beats_its_dodge():
    _, stage = _defense_against(FIGHTER, KNIGHT)
    assert (stage.values["defense"], stage.values["base"]) == ("parry", 10)
    assert stage.sources["base"] == "Parry 10, from Knight’s Broadsword"


def test_a_defender_whose_card_gives_no_parry_or_block_dodges():
    _, stage = _defense_against(FIGHTER, ORC)
    assert (stage.values["defense"], stage.values["base"]) == ("dodge", 8)


def test_the_cards_parry_field_counts_as_a_parry():
    orc = (ORC[0], ORC[1], {**ORC[2], "parry": "11"}, ORC[3])
    _, stage = _defense_against(FIGHTER, orc)
    assert (stage.values["defense"], stage.values["base"]) == ("parry", 11)
    assert stage.sources["base"] == "Parry 11, from Orc"


def test_a_dodge_as_good_as_the_parry_is_chosen():
    orc = (ORC[0], ORC[1], {**ORC[2], "parry": "8"}, ORC[3])
    _, stage = _defense_against(FIGHTER, orc)
    assert stage.values["defense"] == "dodge"


def test_a_stunned_defender_parries_at_minus_4():
    s = fight(FIGHTER, KNIGHT)
    s.add_condition(named(s, "Knight"), {"name": "Stunned"})
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    stage = s.exchanges.now().stage
    assert (stage.values["defense"], stage.values["base"], stage.values["options"]) == ("parry", 10, ["stunned"])
    assert stage.answer(stage.values | {"defense_roll": 4}, Loaded()).answer.headline.startswith("Parry 6:")


def test_below_a_third_of_hp_the_dodge_is_halved_but_not_the_parry():
    knight = (KNIGHT[0], KNIGHT[1], {**KNIGHT[2], "parry": "7"}, "Axe 12 2d cut melee")
    s = fight(FIGHTER, knight)
    s.apply(actions.damage(named(s, "Knight"), 9, "HP"))  # 3 HP of 12 left
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    stage = s.exchanges.now().stage
    assert "low_hp" in stage.values["options"]
    assert (stage.values["defense"], stage.values["base"]) == ("parry", 7)  # Dodge 8 halved is 4
    assert stage.sources["options"] == "×1/2: below HP/3, Dodge halved (round up), from Knight"


def test_a_ranged_attack_cannot_be_parried_but_can_be_blocked():
    _, stage = _defense_against(ARCHER, KNIGHT, roll_for="ranged")
    assert (stage.values["defense"], stage.values["base"], stage.values["against"]) == ("block", 9, "ranged")
    assert stage.sources["defense"] == "Knight’s best defense: no Parry against a ranged attack"
    assert stage.cited["defense"] == PUBLISHED_RULE
