"""A GURPS exchange's damage as the attacker's maneuver changes it (All-Out Attack (Strong) +2,
Defensive Attack −2: seed 001 l.113, l.125), and an aim the attack's damage cannot take refused
where the aim is made, at the attack stage."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

from pyrules.core.errors import RulesError  # noqa: E402
from pyrules.core.reference import PUBLISHED_RULE  # noqa: E402
from pyrules.gurps.data import cite  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee\nMace 13 2d cr melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "30", "dr": "2"}, "")


def fighter_on_its_turn(maneuver, attacker=FIGHTER, attack=0):
    """The fighter, on its turn, having taken ``maneuver``, attacks the orc with its attack line."""
    s = from_cards("gurps", (attacker, ORC))
    me = named(s, attacker[0])
    if s.encounter.state.active != me:
        s.next_turn()
    s.set_turn_stat(me, "maneuver", maneuver)
    s.exchanges.begin(me, attack)
    return s


def hp(s, name):
    return s.plugin.pools.current(s.encounter.named(name), "HP")


def damage_stage(s, **hit):
    s.exchanges.answer({"roll": "5", **hit})  # a hit even at the eye (−9), never a critical one
    s.exchanges.answer({"defense_roll": "16"})
    return s.exchanges.now().stage


def test_all_out_attack_strong_is_chosen_at_the_attack_and_adds_2_to_the_damage_with_its_source():
    s = fighter_on_its_turn("all_out_attack")
    attack = s.exchanges.now().stage
    assert attack.values["maneuver"] == "all_out_attack"
    assert any(f.name == "all_out" and "strong" in dict(f.choices) for f in attack.fields)
    stage = damage_stage(s, all_out="strong")
    assert stage.values["damage_modifier"] == 2
    assert stage.sources["damage_modifier"] == "+2: All-Out Attack (Strong), from Fighter"
    assert stage.cited["damage_modifier"] == cite(113)
    s.exchanges.answer({"damage": "8"})
    s.exchanges.finish()
    assert hp(s, "Orc") == 30 - (8 + 2 - 2) * 3 // 2  # cutting, ×1.5


def test_all_out_attack_determined_adds_to_hit_not_to_damage():
    s = fighter_on_its_turn("all_out_attack")
    stage = damage_stage(s, roll="7")  # effective skill 18: a 5 or 6 would be a critical hit
    assert stage.values["damage_modifier"] == 0 and "damage_modifier" not in stage.sources


def test_all_out_attack_strong_with_more_than_2_dice_adds_the_printed_2_and_says_the_published_1_per_die():
    giant = ("Giant", "party", {"st": "12"}, "Great axe 13 3d cut melee")
    s = fighter_on_its_turn("all_out_attack", giant)
    stage = damage_stage(s, all_out="strong")
    assert stage.values["damage_modifier"] == 2
    assert stage.sources["damage_modifier"] == ("+2: All-Out Attack (Strong), from Giant; "
                                                "or +1 per die of damage when that is more: +3")
    assert stage.cited["damage_modifier"] == f"{cite(113)}; {PUBLISHED_RULE}"


def test_a_defensive_attack_takes_2_from_the_damage():
    s = fighter_on_its_turn("defensive_attack")
    assert s.exchanges.now().stage.values["maneuver"] == "defensive_attack"
    stage = damage_stage(s)
    assert stage.values["damage_modifier"] == -2
    assert stage.sources["damage_modifier"] == "−2: Defensive Attack, from Fighter"
    assert stage.cited["damage_modifier"] == cite(125)
    s.exchanges.answer({"damage": "8"})
    s.exchanges.finish()
    assert hp(s, "Orc") == 30 - (8 - 2 - 2) * 3 // 2


def test_a_defensive_attack_is_melee_only():
    archer = ("Archer", "party", {"dx": "12"}, "Bow 14 1d+2 imp ranged")
    s = fighter_on_its_turn("defensive_attack", archer)
    with pytest.raises(RulesError, match="Defensive Attack is for Melee attacks only") as error:
        s.exchanges.answer({"roll": "6"})
    assert error.value.field == "maneuver"


def test_the_damage_modifier_is_the_stages_to_change():
    s = fighter_on_its_turn("defensive_attack")
    damage_stage(s)
    s.exchanges.answer({"damage": "8", "damage_modifier": "0"})
    s.exchanges.finish()
    assert hp(s, "Orc") == 30 - (8 - 2) * 3 // 2


@pytest.mark.parametrize("attack, location, says", [
    (1, "eye", "Mace does crushing damage, which cannot strike the eye: only impaling, piercing or tight-beam "
               "burning attacks can hit the eye"),
    (0, "vitals", "Broadsword does cutting damage, which cannot strike the vitals: only impaling, piercing, "
                  "crushing or tight-beam burning attacks can target the vitals"),
])
def test_an_aim_the_attack_cannot_take_is_refused_at_the_attack_stage_naming_the_location(attack, location, says):
    s = fighter_on_its_turn("attack", attack=attack)
    with pytest.raises(RulesError) as error:
        s.exchanges.answer({"location": location, "roll": "6"})
    assert error.value.field == "location" and says in error.value.message
    assert PUBLISHED_RULE in error.value.message
    assert s.exchanges.now().stage.key == "attack"  # nothing was answered: the aim can be changed
    s.exchanges.answer({"location": "torso", "roll": "6"})
    assert s.exchanges.now().stage.tool.key == "gurps-defense"


def test_an_aim_the_attack_can_take_goes_on_to_the_defense():
    s = fighter_on_its_turn("attack", attack=1)
    s.exchanges.answer({"location": "vitals", "roll": "6"})
    assert s.exchanges.now().stage.tool.key == "gurps-defense"


def test_a_burning_attack_at_the_eye_is_a_tight_beam_and_never_stalls_at_the_damage():
    laser = ("Trooper", "party", {"dx": "12"}, "Laser 14 3d burn ranged")
    s = fighter_on_its_turn("attack", laser)
    stage = damage_stage(s, location="eye")
    assert "tight_beam" in stage.values["options"] and stage.cited["options"] == PUBLISHED_RULE
    s.exchanges.answer({"damage": "6"})
    assert s.exchanges.now().result is not None
