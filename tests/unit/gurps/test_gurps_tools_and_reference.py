"""The page tools (answers and errors), the reference tables, the errata and the ruleset."""

import random
import re

import pytest
import reference_files

from pyrules import RulesError
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data import modifiers as mod
from pyrules.gurps.errata import ERRATA, WEAPON_HIT_LOCATION
from pyrules.gurps.maneuvers import CARDS, card, defends
from pyrules.gurps.ruleset import RULESET
from screen.tones import tone_of

TABLES = RULESET.tables  # with the errata footnoted under them


def answer(key, raw, seed=1):
    return RULESET.tool(key).answer(raw, random.Random(seed))


def lines(result):
    return {line.label: line for line in result.lines}


def test_every_g_id_of_tables_md_has_exactly_one_reference_table():
    text = reference_files.text("TABLES.md")
    wanted = re.findall(r"^\| (G\d+) \|", text, re.M)
    assert len(wanted) == 18
    assert sorted(t.key for t in TABLES) == sorted(wanted)


def test_every_reference_table_names_a_tool_of_the_ruleset_and_its_seed_lines():
    tools = {t.key for t in RULESET.tools}
    for table in TABLES:
        assert table.tool in tools, table.key
        assert table.source.startswith("001 l.")
        assert table.rows or table.text


def test_tool_keys_are_gurps_keys():
    assert [t.key for t in RULESET.tools] == ["gurps-skill", "gurps-success", "gurps-defense", "gurps-injury",
                                               "gurps-location", "gurps-maneuver", "gurps-condition"]
    assert RULESET.key == "gurps" and RULESET.errata == ERRATA


def test_reference_rows_come_from_the_data():
    by_key = {t.key: t for t in TABLES}
    assert by_key["G2"].rows[1] == ("-3", "Short (6-20 yds)")
    assert by_key["G4"].rows[-1] == ("+9", "300-399 shots, etc.")
    assert by_key["G7"].rows[0] == ("+10", "Automatic", "0", "Average (adventuring)")
    assert by_key["G10"].rows[-1] == ("14-16", "Exceptional (most seasoned of ordinary)", "27+",
                                      "Godlike (greatest mythic figures, gods)")
    assert by_key["G13"].rows[0] == ("3-4", "Skull*", "Wounding modifier is x4 , Knockdown rolls at -10 .")
    assert by_key["G18"].rows[0] == ("x0.5", "Small Piercing (pi-)")
    assert len(by_key["G11"].rows) == 15 and len(by_key["G12"].rows) == 12
    assert len(by_key["G3"].rows) == len(mod.HIT_LOCATION_PENALTIES)


def test_errata_and_published_rules_are_footnoted_on_their_tables():
    by_key = {t.key: t for t in TABLES}
    assert WEAPON_HIT_LOCATION.footnote in by_key["G3"].notes
    assert WEAPON_HIT_LOCATION.footnote in by_key["G13"].notes
    assert any(PUBLISHED_RULE in n for n in by_key["G16"].notes)
    assert any(PUBLISHED_RULE in n for n in by_key["G17"].notes)
    assert any(PUBLISHED_RULE in n for n in by_key["G18"].notes)
    for erratum in ERRATA:
        assert erratum.footnote in by_key[erratum.table].notes


def test_the_errata_cover_the_weapon_disagreement_notes_md_lists():
    assert WEAPON_HIT_LOCATION in ERRATA
    assert WEAPON_HIT_LOCATION.lines == "31-33, 187" and WEAPON_HIT_LOCATION.seed == "001"
    assert all(e.printed and e.reading and e.why for e in ERRATA)


def test_the_skill_tool_caps_move_and_attack_and_reads_the_chance():
    values, result = answer("gurps-skill", {"base": "16", "maneuver": "move_and_attack"})
    assert result.headline == "Effective skill 9: 37.5% to succeed"
    found = lines(result)
    assert found["Move and Attack (melee)"].value == "−4"
    assert found["Move and Attack cap"].value == "max. 9"
    assert found["Success"].value == "37.5% (81/216)"
    assert found["Critical failure"].value == "1.9% (4/216)"
    assert found["Base skill"].note.startswith("Exceptional")


def test_the_skill_tool_footnotes_the_weapon_erratum_and_the_published_rule():
    _, result = answer("gurps-skill", {"base": "10", "location": "weapon_c", "options": ["disarm"]})
    assert WEAPON_HIT_LOCATION.footnote in result.notes
    assert any(PUBLISHED_RULE in n for n in result.notes)  # effective 3: the 10-over rule is at work
    assert lines(result)["Disarm"].value == "−2"


def test_the_skill_tool_points_errors_at_the_field():
    with pytest.raises(RulesError) as error:
        answer("gurps-skill", {"base": "14", "deceptive": "3"})
    assert error.value.field == "deceptive"
    with pytest.raises(RulesError) as error:
        answer("gurps-skill", {"base": "14", "options": ["moved_two"]})
    assert error.value.field == "options"
    with pytest.raises(RulesError) as error:
        answer("gurps-skill", {"base": "fourteen"})
    assert error.value.field == "base"


def test_the_success_tool_judges_a_typed_roll():
    _, result = answer("gurps-success", {"skill": "15", "roll": "5", "roll_for": "attack"})
    assert result.headline == "Critical success!" and tone_of(result.outcome) == "good"
    assert "no active defense" in lines(result)["Critical"].value
    _, result = answer("gurps-success", {"skill": "5", "roll": "15", "roll_for": "parry"})
    assert result.headline == "Critical failure!" and lines(result)["Rule"].source == PUBLISHED_RULE
    _, result = answer("gurps-success", {"skill": "12", "roll": "14"})
    assert result.headline == "Failure by 2" and tone_of(result.outcome) == "bad"


def test_the_success_tool_rolls_when_the_roll_is_left_blank():
    values, result = answer("gurps-success", {"skill": "12", "roll": ""}, seed=3)
    assert 3 <= values["roll"] <= 18
    assert lines(result)["Roll"].value == str(values["roll"])


def test_the_success_tool_refuses_a_roll_off_3d6():
    with pytest.raises(RulesError) as error:
        answer("gurps-success", {"skill": "12", "roll": "19"})
    assert error.value.field == "roll"


def test_the_defense_tool():
    _, result = answer("gurps-defense", {"defense": "dodge", "base": "9", "options": ["retreat", "low_hp"]})
    assert result.headline.startswith("Dodge 8:")
    assert lines(result)["Halved (round up)"].value == "5"
    _, result = answer("gurps-defense", {"defense": "parry", "base": "10", "maneuver": "all_out_attack"})
    assert result.headline == "No Parry: All-Out Attack"
    with pytest.raises(RulesError) as error:
        answer("gurps-defense", {"defense": "dodge", "base": "9", "against": "ranged", "options": ["retreat"]})
    assert error.value.field == "options"


def test_the_injury_tool_cuts_a_neck_through_dr():
    _, result = answer("gurps-injury", {"damage": "8", "dr": "2", "damage_type": "cut", "location": "neck",
                                        "current_hp": "10"})
    assert result.headline == "Injury 12, major wound" and tone_of(result.outcome) == "bad"
    found = lines(result)
    assert found["Wounding modifier"].value == "x2"
    assert found["Shock next turn"].value == "−4"
    assert found["Knockdown roll"].value == "HT 10: 50%"
    assert found["HP after the hit"].value == "-2 of 10"
    assert any("HT roll every turn" in d for d in result.detail)


def test_the_injury_tool_marks_the_published_minimum_and_a_crippled_limb():
    _, result = answer("gurps-injury", {"damage": "3", "dr": "2", "damage_type": "pi-"})
    assert any(PUBLISHED_RULE in n for n in result.notes)
    _, result = answer("gurps-injury", {"damage": "20", "damage_type": "cut", "location": "arm"})
    assert result.headline == "Injury 6, crippled, major wound"
    taken = lines(result)["Injury taken"]
    assert (taken.note, taken.source) == ("24 excess lost", "seed 001 l.176, 179")


def test_the_injury_tool_refuses_bad_input():
    with pytest.raises(RulesError) as error:
        answer("gurps-injury", {"damage": "-3000000"})
    assert error.value.field == "damage"
    with pytest.raises(RulesError) as error:
        answer("gurps-injury", {"damage": "6", "damage_type": "cut", "location": "vitals"})
    assert error.value.field == "damage_type"
    with pytest.raises(RulesError) as error:
        answer("gurps-injury", {"damage": "3", "current_hp": "12"})
    assert error.value.field == "current_hp"


def test_the_location_tool_rolls_a_location_and_rapid_fire():
    _, result = answer("gurps-location", {"roll": "11", "shots": "450"})
    assert result.headline == "Hit: Groin"
    assert lines(result)["Rapid fire"].value == "+10"
    assert lines(result)["To aim here"].value == "−3"
    _, result = answer("gurps-location", {"aimed": "skull", "missed_by": "1"})
    assert result.headline == "Missed by 1: hits the torso"
    _, result = answer("gurps-location", {"aimed": "skull", "missed_by": "2"})
    assert result.headline == "Missed by 2"
    with pytest.raises(RulesError):
        answer("gurps-location", {"roll": "2"})


def test_the_maneuver_cards():
    _, result = answer("gurps-maneuver", {"card": "all_out_attack"})
    assert lines(result)["Defense"].value == "None."
    assert lines(result)["Move"].value == "1/2 Move"
    _, result = answer("gurps-maneuver", {"card": "feverish_defense"})
    assert result.notes and "1 HP of injury" in result.notes[0]
    assert card("retreat").name == "Retreat" and len(CARDS) == 27
    assert not defends("all_out_attack") and defends("attack")
    with pytest.raises(RulesError):
        card("cartwheel")
    with pytest.raises(RulesError):
        answer("gurps-maneuver", {"card": "cartwheel"})


def test_the_condition_tool():
    _, result = answer("gurps-condition", {"hp": "-12", "max_hp": "10", "fp": "2", "max_fp": "10"})
    assert result.headline == "At -1xHP (1 death check made); Half Move, Dodge and ST"
    _, result = answer("gurps-condition", {"hp": "10", "max_hp": "10"})
    assert result.headline == "No effect"
    with pytest.raises(RulesError) as error:
        answer("gurps-condition", {"hp": "5", "max_hp": "10", "fp": "3"})
    assert error.value.field == "max_fp"


# -- published rules as the calculators show them ------------------------------------------

def test_the_injury_tool_shows_the_skulls_own_dr_as_a_line():
    _, result = answer("gurps-injury", {"damage": "10", "dr": "3", "location": "skull"})
    found = lines(result)
    assert found["Skull's own DR"].value == "+2" and PUBLISHED_RULE in found["Skull's own DR"].source
    assert found["DR"].value == "3 → 5"
    assert result.headline.startswith("Injury 20")


def test_the_injury_tool_takes_fatigue_damage_off_fp():
    _, result = answer("gurps-injury", {"damage": "7", "dr": "2", "damage_type": "fat", "current_hp": "10"})
    assert result.headline == "FP lost 5"
    found = lines(result)
    assert PUBLISHED_RULE in found["FP lost"].source
    assert not {"Major wound", "Shock next turn", "Knockdown roll", "HP after the hit"} & set(found)
    assert any(PUBLISHED_RULE in n for n in result.notes)


@pytest.mark.parametrize("damage_type", ["burn", "cor", "tox"])
def test_the_injury_tool_offers_burning_corrosion_and_toxic_at_x1(damage_type):
    _, result = answer("gurps-injury", {"damage": "6", "damage_type": damage_type})
    assert result.headline == "Injury 6, major wound"
    assert PUBLISHED_RULE in lines(result)["Wounding modifier"].source


def test_the_injury_tool_refuses_a_crushing_blow_to_the_eye_beside_the_damage_type():
    with pytest.raises(RulesError) as error:
        answer("gurps-injury", {"damage": "6", "damage_type": "cr", "location": "eye"})
    assert error.value.field == "damage_type"
    _, result = answer("gurps-injury", {"damage": "2", "damage_type": "burn", "location": "eye", "hp": "100",
                                        "options": ["tight_beam"]})
    assert result.headline == "Injury 8"


def test_the_injury_tool_says_a_knockdown_roll_failed_by_5_means_unconscious():
    _, result = answer("gurps-injury", {"damage": "6", "ht": "10"})
    found = lines(result)
    assert found["Knockdown roll"].value == "HT 10: 50%"
    assert found["Knocked out"].value == "9.3%" and "unconscious" in found["Knocked out"].note
    assert PUBLISHED_RULE in found["Knocked out"].source


def test_the_injury_tool_counts_pain_threshold_in_shock():
    _, high = answer("gurps-injury", {"damage": "3", "pain": "high"})
    _, low = answer("gurps-injury", {"damage": "3", "pain": "low"})
    assert lines(high)["Shock next turn"].value == "+0" and PUBLISHED_RULE in lines(high)["Shock next turn"].source
    assert lines(low)["Shock next turn"].value == "−6"


def test_the_injury_tool_applies_the_20_hp_shock_rule_rounding_hp_over_10_down():
    _, result = answer("gurps-injury", {"damage": "2", "hp": "29", "options": ["shock_scaled"]})
    assert lines(result)["Shock next turn"].value == "−1"


def test_a_blow_to_minus_5xhp_in_the_injury_tool_kills_with_no_knockdown_roll():
    _, result = answer("gurps-injury", {"damage": "60", "current_hp": "10"})
    assert result.headline == "Injury 60, major wound, dead"
    found = lines(result)
    assert found["Knockdown roll"].value == "none: dead" and "Knocked out" not in found
    assert result.detail == ("-5xHP: You die immediately.",)


def test_the_condition_tool_lists_no_half_move_for_the_dead():
    _, result = answer("gurps-condition", {"hp": "-50", "max_hp": "10", "fp": "2", "max_fp": "10"})
    assert result.headline == "Dead"
    assert not [line for line in result.lines if "Half" in line.value or "Half" in line.note]


def test_the_skill_tool_leaves_posture_off_a_ranged_attack_and_says_why():
    _, result = answer("gurps-skill", {"base": "12", "roll_for": "ranged", "posture": "lying"})
    assert lines(result)["Effective skill"].value == "12"
    assert any("melee attacks only" in d for d in result.detail)
    assert ("Posture, melee only", PUBLISHED_RULE) in result.sources
    posture = next(f for f in RULESET.tool("gurps-skill").fields if f.name == "posture")
    assert posture.help == "Its attack modifier is for melee attacks only" and posture.source == PUBLISHED_RULE


def test_the_skill_tool_reads_a_telegraphic_attacks_criticals_without_the_plus_4():
    _, result = answer("gurps-skill", {"base": "12", "options": ["telegraphic"], "roll": "6"})
    assert result.headline == "Success by 10 (effective skill 16)"  # a 6 at 16, but read at 12: no critical
    assert "read at skill 12" in lines(result)["Critical success"].note
    assert PUBLISHED_RULE in lines(result)["Critical success"].source
    with pytest.raises(RulesError) as error:
        answer("gurps-skill", {"base": "16", "options": ["telegraphic"], "deceptive": "1"})
    assert error.value.field == "deceptive"


def test_the_rapid_fire_reading_cites_the_reference_line():
    _, result = answer("gurps-location", {"roll": "10", "shots": "450"})
    assert result.notes == ("Rapid fire: “etc.” (seed 001 l.51) read as +1 per further 100 shots.",)


def test_the_reference_tables_mark_the_published_rules():
    by_key = {t.key: t for t in TABLES}
    for key, words in (("G5", "melee attacks only"), ("G12", "Telegraphic"), ("G13", "DR 2"),
                       ("G13", "tight-beam"), ("G17", "Pain Threshold"), ("G17", "unconscious"),
                       ("G17", "HP/10 rounded down"), ("G18", "Fatigue (fat)")):
        assert any(words in n and PUBLISHED_RULE in n for n in by_key[key].notes), (key, words)


def test_the_skill_tool_names_the_all_out_attack_taken():
    _, result = answer("gurps-skill", {"base": "12", "maneuver": "all_out_attack"})
    assert result.headline.endswith("(All-Out Attack, Determined)")
    assert lines(result)["All-Out Attack (Determined, melee)"].value == "+4"
    _, result = answer("gurps-skill", {"base": "12", "maneuver": "all_out_attack", "all_out": "strong"})
    assert lines(result)["All-Out Attack"].value == "Strong: +2 Melee damage"
    assert lines(result)["All-Out Attack"].source == "seed 001 l.113"
    assert lines(result)["Effective skill"].value == "12"
    with pytest.raises(RulesError) as error:
        answer("gurps-skill", {"base": "12", "roll_for": "ranged", "maneuver": "all_out_attack", "all_out": "feint"})
    assert error.value.field == "all_out"


def test_the_skill_tool_adds_the_gms_other_modifier():
    _, result = answer("gurps-skill", {"base": "12", "other": "−3"})
    assert lines(result)["Other modifier"].value == "−3"
    assert lines(result)["Effective skill"].value == "9"
    other = lines(result)["Other modifier"]
    assert "Published rule" in other.source and "GM" in other.source
    with pytest.raises(RulesError) as error:
        answer("gurps-skill", {"base": "12", "other": "100"})
    assert error.value.field == "other"


def test_a_hit_hands_its_location_on_to_the_injury_calculator_and_a_miss_hands_on_nothing():
    import pyrules

    hit = pyrules.answer("gurps-skill", base=14, roll_for="melee", location="skull_behind", roll=5)
    assert hit.passes == (("gurps-injury", "location", "skull"),)
    assert pyrules.answer("gurps-skill", base=14, roll_for="melee", location="neck", roll=17).passes == ()
    assert pyrules.answer("gurps-skill", base=14, roll_for="task", roll=5).passes == ()
