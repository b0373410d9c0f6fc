"""The combat calculators answer a typical input and refuse a bad one (one module each)."""

import random

import pytest

from pyrules import RulesError
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.tools.attributes import TOOL as ATTRIBUTES
from pyrules.aftermath.tools.critical_effect import TOOL as CRITICAL_EFFECT
from pyrules.aftermath.tools.critical_miss import TOOL as CRITICAL_MISS
from pyrules.aftermath.tools.gun import TOOL as GUN
from pyrules.aftermath.tools.gun_damage import TOOL as DAMAGE
from pyrules.aftermath.tools.location import TOOL as LOCATION
from pyrules.aftermath.tools.melee import TOOL as MELEE
from pyrules.aftermath.tools.reaction import TOOL as REACTION
from pyrules.aftermath.tools.stopping import TOOL as STOPPING
from screen.tones import tone_of

TOOLS = (MELEE, GUN, LOCATION, CRITICAL_EFFECT, CRITICAL_MISS, DAMAGE, STOPPING, REACTION, ATTRIBUTES)


def answer(tool, **raw):
    return tool.answer({k: v for k, v in raw.items()}, random.Random(11))[1]


def labels(a):
    return {line.label: line.value for line in a.lines}


def test_every_combat_tool_key_starts_with_aftermath_and_is_unique():
    keys = [t.key for t in TOOLS]
    assert all(k.startswith("aftermath-") for k in keys) and len(set(keys)) == len(keys)
    assert {"aftermath-melee", "aftermath-gun", "aftermath-location", "aftermath-reaction",
            "aftermath-attributes"} <= set(keys)


def test_melee_answers_a_hit_with_its_damage_and_why():
    a = answer(MELEE, bcs="12", strength="30", weapon="knife-bowie", armor="HL", roll="5", effect_roll="10")
    assert a.headline == "Hit: 9 damage done" and tone_of(a.outcome) == "good"
    got = labels(a)
    assert got["Damage Potential"] == "13" and got["Armor Value"] == "−4" and got["Effect Die"] == "group 4: 2D6"


def test_melee_answers_a_critical_hit_with_the_critical_effect_text():
    a = answer(MELEE, bcs="12", strength="30", weapon="custom", wdm="1.5", roll="3", critical="hit",
               enhancement_roll="20", effect_roll="6", effect_d100="80", location_roll="40")
    assert a.headline == "Critical hit: 33 damage done, Lethal to the torso: death"
    assert any(p.startswith("LETHAL") for p in a.detail)


def test_melee_answers_a_miss_and_a_critical_miss():
    assert answer(MELEE, bcs="8", strength="30", weapon="custom", wdm="1", roll="15").headline.startswith("Miss")
    a = answer(MELEE, bcs="8", strength="30", weapon="custom", wdm="1", roll="20", critical="miss",
               miss_roll="85")
    assert a.headline == "Critical miss: Weapon breaks" and tone_of(a.outcome) == "bad"


def test_melee_situation_toggles_include_the_wounded_attacker():
    a = answer(MELEE, bcs="12", strength="30", weapon="custom", wdm="1", roll="1",
               situations=["wounded_75", "target_prone"])
    got = labels(a)
    assert got["Attacker is over 75% wounded*"] == "−4" and got["Adjusted BCS"] == "10"


@pytest.mark.parametrize("raw, field", [
    (dict(bcs="12", strength="30", weapon="custom", roll="5"), "wdm"),
    (dict(bcs="12", strength="90", weapon="custom", wdm="1", roll="5"), "strength"),
    (dict(bcs="12", strength="30", weapon="knife-bowie", length="S", target_hex="long", roll="5"), "target_hex"),
    (dict(bcs="12", strength="30", weapon="custom", wdm="1", roll="5", situations=["dim", "blind"]), "situations"),
    (dict(bcs="", strength="30", weapon="custom", wdm="1", roll="5"), "bcs"),
])
def test_melee_refuses_bad_input_beside_the_field_at_fault(raw, field):
    with pytest.raises(RulesError) as error:
        answer(MELEE, **raw)
    assert error.value.field == field


def test_a_field_the_form_hides_does_not_count():
    # The WDM field shows only for another weapon, the thrown count only for the shuriken.
    bowie = answer(MELEE, bcs="12", strength="30", weapon="knife-bowie", wdm="2", thrown="3", roll="5",
                   effect_roll="10")
    assert labels(bowie)["WDM used"] == "1.3L" and "thrown" not in " ".join(labels(bowie))
    pistol = answer(GUN, weapon="pistol_std", barrel="snub", distance="12", bcs="10", ammo="pistol:45 ACP", roll="5",
                    damage_roll="9")
    assert labels(pistol)["Inherent Accuracy"] == "+1"


def test_an_other_modifier_is_a_line_of_the_adjusted_bcs():
    melee = answer(MELEE, bcs="12", strength="30", weapon="custom", wdm="1", roll="5", other="-3")
    assert labels(melee)["Other modifier"] == "−3" and labels(melee)["Adjusted BCS"] == "9"
    gun = answer(GUN, weapon="rifle", distance="150", bcs="12", ammo="long:30-06", roll="4", other="2")
    assert labels(gun)["Other modifier"] == "+2"


def test_gun_resolves_weapon_caliber_and_range_to_damage_dice():
    a = answer(GUN, weapon="rifle", distance="150", bcs="12", ammo="long:30-06", roll="4", damage_roll="20", av="5")
    assert a.headline == "Hit: 3D10+2, 15 damage done"   # BDG 26 less 10% = 23.4 -> 23
    got = labels(a)
    assert got["Range Step"] == "LNG" and got["Inherent Accuracy"] == "+4" and got["Range BDG"] == "minus 10%"


def test_gun_answers_special_effects_and_stopping():
    a = answer(GUN, weapon="pistol_std", distance="3", bcs="12", ammo="pistol:357 Magnum", roll="4",
               damage_roll="14", special="true", special_roll="70", mass="3", knock_back_roll="5")
    got = labels(a)
    assert got["Missile Special Effect"] == "66-75" and got["Stopping"] == "IF > 5" and got["Knock back"] == "5 m"
    assert any(p.startswith("DAZE") for p in a.detail)


def test_gun_answers_a_critical_miss_with_a_chamber_explosion():
    a = answer(GUN, weapon="rifle", distance="50", bcs="12", ammo="long:338 Magnum", roll="20", critical="miss",
               miss_kind="modern", miss_roll="00", durability="1")
    assert a.headline == "Critical miss: Chamber explosion as above but burst effect is BDG of the round/20, nearest"
    assert labels(a)["D10s of Lethal Damage"] == "1"
    assert E.MODERN_CUT_OFF.footnote in a.notes


@pytest.mark.parametrize("raw, field", [
    (dict(weapon="pistol_snub", distance="150", bcs="10", ammo="pistol:45 ACP", roll="3"), "distance"),
    (dict(weapon="pistol_std", distance="10", bcs="10", roll="3"), "ammo"),
    (dict(weapon="pistol_std", distance="10", bcs="10", ammo="shot:10:Slug", roll="3"), "ammo"),
    (dict(weapon="pistol_std", distance="far", bcs="10", ammo="pistol:45 ACP", roll="3"), "distance"),
])
def test_gun_refuses_bad_input_beside_the_field_at_fault(raw, field):
    with pytest.raises(RulesError) as error:
        answer(GUN, **raw)
    assert error.value.field == field


def test_hit_location_answers_with_the_split_and_the_direction_erratum():
    a = answer(LOCATION, body="bipedal", direction="bipedal:above", roll="26", split_roll="30")
    assert a.headline == "Location 6"
    assert labels(a)["Modified roll"] == "21" and labels(a)["Direction"] == "−5"
    assert labels(a)["Hit Location Table (bipedal)"] == "6/7"
    assert E.FROM_ABOVE.footnote in a.notes


def test_hit_location_rolls_the_split_only_when_the_location_is_split():
    assert answer(LOCATION, body="bipedal", roll="50").headline == "Location 12"
    assert answer(LOCATION, body="bipedal", roll="13").headline in ("Location 4", "Location 5")


def test_hit_location_names_a_belly_location():
    a = answer(LOCATION, body="quadrupedal", facing="side", roll="60", split_roll="90")
    assert a.headline == "Location 13" and labels(a)["Belly location"] == "yes"


def test_hit_location_refuses_a_direction_for_the_other_body():
    with pytest.raises(RulesError) as error:
        answer(LOCATION, body="bipedal", direction="quadrupedal:front", roll="14", split_roll="30")
    assert error.value.field == "direction"


def test_reaction_answers_description_band_and_value():
    a = answer(REACTION, roll="10")
    assert a.headline == "Very Poor (-4)" and labels(a)["Band"] == "Poor" and tone_of(a.outcome) == "bad"
    assert answer(REACTION, roll="00").headline == "Excellent (+6)"   # a rolled 00


def test_attributes_answers_group_and_effect_die():
    assert answer(ATTRIBUTES, rating="50").headline == "Group 6, Effect Die 2D10+1"
    assert E.GROUPS_7_AND_8.footnote in answer(ATTRIBUTES, rating="70").notes
    with pytest.raises(RulesError):
        answer(ATTRIBUTES, rating="75")


def test_critical_effect_adds_damage_done_and_the_missile_30():
    a = answer(CRITICAL_EFFECT, roll="50", damage_done="10", plus30="true")
    assert a.headline == "Trauma" and E.TRAUMA_WORDING.footnote in a.notes
    with pytest.raises(RulesError):
        answer(CRITICAL_EFFECT, roll="50", damage_done="-1")


def test_critical_miss_answers_each_table():
    assert answer(CRITICAL_MISS, kind="bow", roll="15").headline == "String breaks"
    a = answer(CRITICAL_MISS, kind="black_powder", roll="90", bdg="45", durability="1")
    assert labels(a)["Burst effect"] == "2" and labels(a)["D10s of Lethal Damage"] == "1"
    with pytest.raises(RulesError):
        answer(CRITICAL_MISS, kind="laser", roll="15")


def test_damage_dice_tool_reads_bdg():
    assert answer(DAMAGE, bdg="21").headline == "3D10+2"
    with pytest.raises(RulesError):
        answer(DAMAGE, bdg="0")


def test_stopping_tool_answers_knock_back_and_the_chance_below_1():
    assert answer(STOPPING, damage="30", mass="2").headline == "Knock back 2D3 m and knocked down"
    assert answer(STOPPING, damage="1", mass="4").headline == "25% chance of knock back"
    assert E.STOPPING_EDGES.footnote in answer(STOPPING, damage="5", mass="5").notes
    with pytest.raises(RulesError):
        answer(STOPPING, damage="5", mass="0")


def test_a_gun_hit_carries_its_damage_done_as_lethal_damage_for_the_tracker():
    from pyrules.aftermath.ruleset import RULESET

    _, answer = RULESET.tool("aftermath-gun").answer({"weapon": "pistol_std", "distance": "10", "bcs": "12",
                                                       "ammo": "pistol:9mm Parabellum", "roll": "5",
                                                       "damage_roll": "7", "av": "2"})
    assert (answer.effect.amount, answer.effect.resource) == (5, "Lethal")


def test_a_melee_hit_carries_its_damage_done_and_a_miss_nothing():
    from pyrules.aftermath.ruleset import RULESET

    tool = RULESET.tool("aftermath-melee")
    _, hit = tool.answer({"bcs": "12", "strength": "12", "weapon": "custom", "wdm": "1", "roll": "5",
                          "effect_roll": "4"})
    _, miss = tool.answer({"bcs": "12", "strength": "12", "weapon": "custom", "wdm": "1", "roll": "19"})
    assert (hit.effect.amount, hit.effect.resource) == (4, "Lethal") and miss.effect is None


def test_stopping_drops_a_moving_target_one_category_per_two_meters_of_knock_back():
    a = answer(STOPPING, damage="30", mass="2", motion="dodge-run", knock_back_roll="4")
    got = labels(a)
    assert got["Knock back"] == "4 m" and got["After knock back"] == "Category 0"
    assert a.headline == "Knock back 2D3 m and knocked down; Category 0: normal DAT movement"
    moving = answer(STOPPING, motion="charge", pca="5")
    assert moving.headline == "Category 3: 7 more phases before stopping"
    with pytest.raises(RulesError) as error:
        answer(STOPPING)
    assert error.value.field == "damage"
    with pytest.raises(RulesError) as error:
        answer(STOPPING, damage="30")
    assert error.value.field == "mass"
