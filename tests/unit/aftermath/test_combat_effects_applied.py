"""A calculator's answer applied to a tracked combatant: the Critical Effects it leaves, timed as their
explanations say (A2, seed 002 l.19-39), the Missile Special Effects' Daze and Stun (A29, l.660-661),
a Trauma's extra Lethal damage (l.30), and where the blow landed (A7, l.13)."""

import random

import pytest

from pyrules import RulesError
from pyrules.aftermath.critical import trauma_lethal, where_it_lands
from pyrules.aftermath.errata import ERRATA, combat as E
from pyrules.aftermath.hit_location import area_of, landed
from pyrules.aftermath.tools.gun import TOOL as GUN
from pyrules.aftermath.tools.melee import TOOL as MELEE
from pyrules.core.encounter import Encounter, actions as A

# A critical hit with a WDM 1 weapon, Strength group 4 (2D6) rolling 6, +1 WDM: 12 Damage Done, no armor.
CRITICAL = dict(bcs="12", strength="30", weapon="custom", wdm="1", roll="3", critical="hit", enhancement_roll="1",
                effect_roll="6", location_roll="40")
PISTOL = dict(weapon="pistol_std", distance="10", bcs="12", ammo="pistol:9mm Parabellum", roll="5", damage_roll="7",
              av="2", location_roll="50")


def melee(**raw):
    return MELEE.answer({**CRITICAL, **raw}, random.Random(3))[1]


def gun(**raw):
    return GUN.answer({**PISTOL, **raw}, random.Random(3))[1]


def duel():
    """Ann (BAP 12) acts before the Raider (BAP 10); it is Ann's Action Phase in round 1."""
    enc = Encounter.new("aftermath")
    enc = enc.apply(A.add("Ann", side="party", stats={"bap": 12}))
    enc = enc.apply(A.add("Raider", stats={"bap": 10}))
    enc = enc.apply(A.roll_initiative(enc, random.Random(1)))
    return enc.apply(A.next_turn())


def applied(answer):
    enc = duel()
    return enc, enc.apply(A.damage_from(answer.effect, enc.named("Raider").id))


def conditions(enc):
    return {c.name: (c.unit, c.left, c.anchor) for c in enc.named("Raider").conditions}


def turns(enc, n):
    for _ in range(n):
        enc = enc.apply(A.next_turn())
    return enc


# -- 1. Stun and Daze become timed conditions -------------------------------------------------

def test_a_melee_stun_applied_leaves_the_target_stunned_then_dazed_counted_from_the_attackers_phase():
    answer = melee(effect_d100="50")  # 50 + 12 = 62: Stun
    assert answer.headline == "Critical hit: 12 damage done, Stun"
    assert answer.effect.conditions == ("Stun",)
    before, hurt = applied(answer)
    ann = hurt.named("Ann").id
    assert conditions(hurt) == {"Stun": ("turns", 1, ann), "Daze": ("turns", 2, ann)}
    assert hurt.combatant(hurt.named("Raider").id).resources["Lethal"] == 12


def test_a_stun_lasts_until_after_the_same_phase_of_the_next_combat_turn_and_a_daze_the_turn_after():
    _, hurt = applied(melee(effect_d100="50"))
    assert set(conditions(turns(hurt, 2))) == {"Stun", "Daze"}   # round 2, Ann's phase: still Stunned
    assert set(conditions(turns(hurt, 3))) == {"Daze"}           # after Ann's phase of round 2: Dazed
    assert set(conditions(turns(hurt, 4))) == {"Daze"}
    assert conditions(turns(hurt, 5)) == {}                      # after Ann's phase of round 3


def test_a_stunned_combatant_is_reminded_it_may_not_initiate_attacks_and_its_ratings_halve():
    _, hurt = applied(melee(effect_d100="50"))
    raider = turns(hurt, 1)
    assert any(r.text.startswith("Stunned: may not initiate attacks or fire weapons; BCS, ODA, DFT and SPD at 1/2")
               for r in raider.reminders)


def test_a_daze_applied_lasts_until_after_the_same_phase_of_the_next_combat_turn():
    answer = melee(effect_d100="40")  # 40 + 12 = 52: Daze
    assert answer.headline == "Critical hit: 12 damage done, Daze" and answer.effect.conditions == ("Daze",)
    _, hurt = applied(answer)
    assert conditions(hurt) == {"Daze": ("turns", 1, hurt.named("Ann").id)}
    assert conditions(turns(hurt, 3)) == {}


def test_a_blow_with_its_critical_effect_is_undone_in_one_undo():
    before, hurt = applied(melee(effect_d100="50"))
    assert hurt.undo().to_dict()["combatants"] == before.to_dict()["combatants"]


def test_a_stun_before_the_first_action_phase_lasts_a_round_and_its_daze_two():
    enc = Encounter.new("aftermath").apply(A.add("Raider"))
    hurt = enc.apply(A.damage_from(melee(effect_d100="50").effect, enc.named("Raider").id))
    assert conditions(hurt) == {"Stun": ("rounds", 1, None), "Daze": ("rounds", 2, None)}


# -- 2. Missile Special Effects 66-75 Daze, 76-85 Stun -------------------------------------------

def test_missile_special_effect_66_to_75_dazes_in_the_headline_and_on_the_tracker():
    answer = gun(special="true", special_roll="70")
    assert answer.headline == "Hit: 1D10+1, 5 damage done, Daze"
    assert answer.effect.conditions == ("Daze",)
    _, hurt = applied(answer)
    assert set(conditions(hurt)) == {"Daze"}


def test_missile_special_effect_76_to_85_stuns_and_the_stun_brings_its_daze():
    answer = gun(special="true", special_roll="80")
    assert answer.headline == "Hit: 1D10+1, 5 damage done, Stun"
    assert answer.effect.conditions == ("Stun",)
    _, hurt = applied(answer)
    assert set(conditions(hurt)) == {"Stun", "Daze"}


def test_a_missile_special_effect_below_66_leaves_no_condition():
    answer = gun(special="true", special_roll="50")
    assert answer.headline == "Hit: 1D10+1, 5 damage done" and answer.effect.conditions == ()


# -- 3. Trauma --------------------------------------------------------------------------------------

def test_a_trauma_adds_half_the_damage_done_as_regular_lethal_damage_rounded_half_up():
    assert [trauma_lethal(n) for n in (12, 13, 1, 0)] == [6, 7, 1, 0]
    answer = melee(effect_d100="80")  # 80 + 12 = 92: Trauma
    assert answer.headline == "Critical hit: 12 damage done, Trauma"
    assert (answer.effect.amount, answer.effect.also, answer.effect.conditions) == (12, (("Lethal", 6),), ("Trauma",))
    assert E.TRAUMA_CRITICAL_DAMAGE.footnote in answer.notes
    lines = {line.label: line.value for line in answer.lines}
    assert lines["Trauma: regular Lethal damage"] == "+6" and lines["Critical Damage"] == "12"
    _, hurt = applied(answer)
    assert hurt.named("Raider").resources["Lethal"] == 18
    assert set(conditions(hurt)) == {"Trauma"}


def test_the_reading_of_critical_damage_is_in_the_errata():
    assert E.TRAUMA_CRITICAL_DAMAGE in ERRATA
    assert E.TRAUMA_CRITICAL_DAMAGE.lines == "30-32" and "Critical Damage" in E.TRAUMA_CRITICAL_DAMAGE.printed


def test_a_gun_trauma_adds_the_same_extra_lethal_damage():
    trauma = gun(critical="hit", critical_roll="5", damage_roll="11", effect_d100="80")  # 11 - AV 2 = 9; 89: Trauma
    assert trauma.headline == "Hit: 1D10+1, 9 damage done, Trauma"
    assert trauma.effect.also == (("Lethal", 5),) and E.TRAUMA_CRITICAL_DAMAGE.footnote in trauma.notes


# -- 4. Hit location ----------------------------------------------------------------------------------

def test_a_location_is_the_part_of_the_body_the_entanglement_chart_names():
    assert [area_of(x) for x in ("1", "3", "4/5", "12", "13/14", "19/20", "21/22", "29/30")] == [
        "head", "head", "torso", "torso", "leg", "leg", "arm", "arm"]
    with pytest.raises(RulesError):
        area_of("31")


def test_lethal_to_the_head_neck_or_torso_is_death_and_to_a_limb_an_automatic_sever():
    assert where_it_lands("lethal", limb=False) == "death"
    assert where_it_lands("lethal", limb=True) == "automatic Sever"
    head = melee(effect_d100="95", location_roll="2")  # 95 + 12: Lethal; d100 2 is location 1
    assert head.headline == "Critical hit: 12 damage done, Lethal to the head & neck: death"
    assert head.effect.effects == ("Lethal: death",) and head.effect.location == "head & neck (location 1)"
    arm = melee(effect_d100="95", location="arm")
    assert arm.headline == "Critical hit: 12 damage done, Lethal to the arm: automatic Sever"
    assert arm.effect.effects == ("Lethal: automatic Sever",) and arm.effect.location == "arm"


def test_a_disable_in_a_limb_loses_the_limb_and_in_the_body_asks_a_health_saving_throw():
    leg = melee(effect_d100="70", location="leg")  # 70 + 12 = 82: Disable
    assert leg.headline == "Critical hit: 12 damage done, Disable (leg)"
    assert {l.label: l.value for l in leg.lines}["Disable to the leg"].startswith("the limb is useless")
    assert leg.effect.conditions == ("Disable",)
    torso = melee(effect_d100="70", location="torso")
    assert {l.label: l.value for l in torso.lines}["Disable to the torso"].startswith("Health Saving Throw")


def test_the_armor_value_is_the_one_of_the_location_hit():
    covered = melee(critical="none", armor="none", av="5", location="torso")
    bare = melee(critical="none", armor="none", av="5", location="head", bare=["head"])
    assert covered.headline == "Hit: 1 damage done"       # 6 x 1 = 6, less AV 5
    assert bare.headline == "Hit: 6 damage done"          # no armor on the head
    assert {l.label: l.note for l in bare.lines}["Armor Value"] == "Head & Neck: the armor leaves it bare"
    assert {l.label: l.note for l in covered.lines}["Armor Value"] == "Torso: Armor Value entered"
    shot = gun(location="arm", bare=["arm", "leg"])
    assert shot.headline == "Hit: 1D10+1, 7 damage done"  # AV 2 covers the torso only


def test_a_blank_location_roll_is_rolled_and_shown_and_a_rolled_one_is_read_on_the_bipedal_table():
    values, answer = MELEE.answer({**CRITICAL, "critical": "none", "location_roll": ""}, random.Random(5))
    assert values["location_roll"] is None
    (line,) = [l for l in answer.lines if l.label == "Hit location"]
    assert line.note.startswith("d100 ") and answer.effect.location.startswith(line.value.lower())
    assert landed("rolled", 100).text == "leg (location 19/20)"
    assert landed("arm").how == "chosen: locations 21-30"


def test_a_location_roll_that_is_not_a_d100_is_refused_naming_its_field():
    with pytest.raises(RulesError) as refused:
        MELEE.answer({**CRITICAL, "location_roll": "101"}, random.Random(1))
    assert refused.value.field == "location_roll"


def test_the_location_roll_shows_only_while_the_location_is_rolled():
    field = next(f for f in MELEE.fields if f.name == "location_roll")
    assert MELEE.shows(field, {}) and not MELEE.shows(field, {"location": "arm"})
    assert GUN.shows(next(f for f in GUN.fields if f.name == "location_roll"), {"location": "rolled"})


def test_a_critical_hit_stopped_by_note_12_says_so_rather_than_did_not_exceed():
    # A belt knife (note 12) in Strength group 1 penetrates at most AV 4: Hercuweave-hard armor stops it.
    answer = MELEE.answer({"bcs": "12", "strength": "8", "weapon": "knife-belt", "armor": "none", "av": "9",
                           "roll": "3", "critical": "hit", "enhancement_roll": "20", "effect_roll": "6",
                           "location": "torso"}, random.Random(1))[1]
    (line,) = [l for l in answer.lines if l.label == "Critical Effect"]
    assert line.value == "not rolled"
    assert "note 12" in line.note and "did not exceed" not in line.note
