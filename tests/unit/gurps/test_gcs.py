"""A GCS character file (version 5) read into a GURPS character card, from GCS's own computed values."""

import copy
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import session  # noqa: E402

from pyrules import RulesError  # noqa: E402
from pyrules.core.encounter import Encounter, Roster  # noqa: E402
from pyrules.gurps.gcs import read_character  # noqa: E402
from pyrules.gurps.tracker import PLUGIN  # noqa: E402
from pyrules.gurps.tracker.stats import will  # noqa: E402

SAMPLE = Path(__file__).resolve().parent / "data" / "sample.gcs"


@pytest.fixture()
def sheet():
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def read(sheet) -> dict:
    return read_character(json.dumps(sheet))


def attribute(sheet, attr_id):
    return next(a for a in sheet["attributes"] if a["attr_id"] == attr_id)


def test_the_attributes_are_read_from_the_values_gcs_computed():
    card = read_character(SAMPLE.read_text(encoding="utf-8"))
    assert card["name"] == "Sir Rowan" and card["side"] == "party"
    stats = card["stats"]
    assert {k: stats[k] for k in ("st", "dx", "iq", "ht", "will", "hp", "fp", "basic_speed", "move", "dodge")} == {
        "st": 12, "dx": 13, "iq": 10, "ht": 12, "will": 11, "hp": 14, "fp": 12, "basic_speed": 6.25, "move": 6,
        "dodge": 9}


def test_hp_below_its_maximum_in_gcs_is_the_cards_hp_now_and_full_pools_are_left_blank(sheet):
    stats = read(sheet)["stats"]
    assert stats["hp_now"] == 9 and "fp_now" not in stats
    attribute(sheet, "hp")["calc"]["current"] = 14
    assert "hp_now" not in read(sheet)["stats"]


def test_a_character_hurt_in_gcs_starts_its_encounter_at_the_hp_it_has_there():
    from pyrules.core.encounter import Encounter
    from pyrules.core.encounter.roster import Roster

    roster = Roster("gurps").add(**read_character(SAMPLE.read_text(encoding="utf-8")))
    fight = Encounter.new("gurps").apply(roster.add_action())
    rowan = fight.state.combatants[0]
    assert (fight.plugin.pools.current(rowan, "HP"), fight.plugin.pools.resource(rowan, "HP").maximum) == (9, 14)
    assert fight.plugin.pools.current(rowan, "FP") == 12


def test_dr_is_the_torsos_and_each_location_that_differs_is_listed_without_the_skulls_own_2(sheet):
    stats = read(sheet)["stats"]
    assert stats["dr"] == 3
    assert stats["dr_locations"] == "eye 0, skull 4, face 0, leg 2, hand 0, foot 0"  # skull 6 in GCS, its own 2 out


def test_each_weapon_is_an_attack_line_at_the_level_and_damage_gcs_computed_with_its_parry_or_block():
    attacks = read_character(SAMPLE.read_text(encoding="utf-8"))["attacks"]
    assert attacks == [
        "Natural Attacks (Punch) 13 1d-1 cr parry 9",
        "Natural Attacks (Kick) 11 1d cr melee",  # parry "No": a melee weapon all the same
        "Broadsword (Swung) 14 2d+1 cut parry 10",
        "Broadsword (Thrust) 14 1d+1 cr parry 10",
        "Medium Shield (Shield Bash) 12 1d cr block 10",
        "Short Bow 13 1d+1 imp ranged",  # a ranged weapon: no parry or block
    ]  # the Spear is not equipped


def test_the_card_reads_every_line_it_was_given():
    card = read_character(SAMPLE.read_text(encoding="utf-8"))
    member = Roster("gurps").add(**card).members[0]
    sword = PLUGIN.card.read_attack(member.attacks[2])
    assert (sword.skill, sword.damage, sword.kind, sword.parry) == (14, "2d+1", "cut", 10)
    assert PLUGIN.card.read_attack(member.attacks[4]).block == 10
    assert [PLUGIN.card.read_attack(line).made for line in member.attacks] == ["melee"] * 5 + ["ranged"]  # none asked
    assert member.stats["dr"] == 3 and member.name == "Sir Rowan"


def test_a_parry_gcs_left_out_of_calc_because_it_is_as_written_is_read_as_written(sheet):
    punch = sheet["traits"][0]["weapons"][0]
    del punch["calc"]["parry"]
    punch["parry"] = "8"
    assert read(sheet)["attacks"][0] == "Natural Attacks (Punch) 13 1d-1 cr parry 8"


def test_a_weapon_whose_damage_the_card_cannot_read_is_left_out_and_said(sheet):
    sheet["traits"][0]["weapons"][1]["calc"]["damage"] = "spec."
    card = read(sheet)
    assert not any("Kick" in line for line in card["attacks"])
    assert "Not read from GCS: Natural Attacks (Kick) (spec.)." in card["notes"]


def test_an_armor_divisor_is_kept_on_the_attack_line_as_the_card_writes_it(sheet):
    sheet["equipment"][2]["weapons"][0]["calc"]["damage"] = "1d+1(2) imp"
    card = read(sheet)
    assert "Short Bow 13 1d+1 (2) imp ranged" in card["attacks"]
    assert "Short Bow" not in card["notes"]
    assert PLUGIN.card.read_attack("Short Bow 13 1d+1 (2) imp ranged").divisor == "2"


def test_a_divisor_the_basic_set_does_not_print_is_not_applied_and_is_said(sheet):
    sheet["equipment"][2]["weapons"][0]["calc"]["damage"] = "1d+1(4) imp"
    card = read(sheet)
    assert "Short Bow 13 1d+1 imp ranged" in card["attacks"]
    assert "Short Bow: GCS damage “1d+1(4) imp” read as 1d+1 imp." in card["notes"]


def test_injury_tolerance_hardened_dr_and_vulnerability_are_read_from_the_enabled_traits(sheet):
    sheet["traits"] += [
        {"name": "Injury Tolerance", "modifiers": [{"name": "Unliving"}, {"name": "No Brain"},
                                                   {"name": "Diffuse", "disabled": True}]},
        {"name": "Injury Tolerance (No Vitals)"},
        {"name": "Damage Resistance", "levels": 5, "modifiers": [{"name": "Hardened", "levels": 2}]},
        {"name": "Vulnerability (Crushing)", "modifiers": [{"name": "Wounding x2"}]},
        {"name": "Homogenous", "disabled": True},
    ]
    stats = read(sheet)["stats"]
    assert {k: stats[k] for k in ("tolerance", "no_brain", "no_vitals", "hardened", "vulnerability")} == {
        "tolerance": "unliving", "no_brain": True, "no_vitals": True, "hardened": 2, "vulnerability": "cr x2"}
    assert Roster("gurps").add(**read(sheet))  # the card takes every one of them


def test_a_trait_of_the_kind_that_cannot_be_read_is_said(sheet):
    sheet["traits"] += [{"name": "Injury Tolerance (No Blood)"},
                        {"name": "Vulnerability (Silver)", "modifiers": [{"name": "Wounding x3"}]}]
    card = read(sheet)
    assert "Not read from GCS: Injury Tolerance (no blood); Vulnerability (Silver)." in card["notes"]
    assert "tolerance" not in card["stats"] and "vulnerability" not in card["stats"]


@pytest.mark.parametrize("attr_id, field", [("hp", "hp"), ("basic_move", "move")])
def test_a_value_gcs_left_out_is_left_blank_for_the_card_to_work_out(sheet, attr_id, field):
    del attribute(sheet, attr_id)["calc"]
    card = read(sheet)
    assert field not in card["stats"]
    member = Roster("gurps").add(**card).members[0]
    assert field not in member.stats
    worked_out = PLUGIN.card.encounter_stats(member.stats)
    assert worked_out[field] == {"hp": 12, "move": 6}[field]  # HP = ST; Move from Basic Speed 6.25


@pytest.mark.parametrize("value", [True, "12", float("nan"), float("inf"), None])
@pytest.mark.parametrize("attr_id, field", [("hp", "hp"), ("basic_move", "move")])
def test_a_value_that_is_not_a_finite_number_is_left_blank_as_if_gcs_left_it_out(sheet, attr_id, field, value):
    attribute(sheet, attr_id)["calc"]["value"] = value
    assert field not in read(sheet)["stats"]


def test_no_will_from_gcs_leaves_will_to_be_read_as_iq(sheet):
    del attribute(sheet, "will")["calc"]
    roster = Roster("gurps").add(**read(sheet))
    rowan = Encounter.new("gurps").apply(roster.add_action()).named("Sir Rowan")
    assert will(rowan)[0] == 10


def test_no_dodge_from_gcs_leaves_it_to_basic_speed(sheet):
    del sheet["calc"]
    member = Roster("gurps").add(**read(sheet)).members[0]
    assert PLUGIN.card.encounter_stats(member.stats)["dodge"] == 9  # Basic Speed 6.25 + 3, fractions dropped


@pytest.mark.parametrize("version", [4, 2, 6])
def test_a_file_of_another_version_is_refused_saying_which_it_is(sheet, version):
    sheet["version"] = version
    with pytest.raises(RulesError, match=f"Expected a GCS character file, version 5; this file is version {version}"):
        read(sheet)


@pytest.mark.parametrize("data", [
    {"pyrules": "cards"}, [1, 2], "text", {"version": "5"}, {"version": True}, {"version": 5.0},
    {"version": 5, "rows": [{"id": "e1", "description": "Sword"}]},  # a GCS equipment list
    {"version": 5, "id": "Btemplate", "traits": []},  # a template holds no attributes
])
def test_a_file_that_is_not_a_gcs_character_is_refused(data):
    with pytest.raises(RulesError, match="not a GCS character file, version 5") as error:
        read_character(json.dumps(data))
    assert error.value.field == "file"


@pytest.mark.parametrize("text, says", [
    ("{\"version\": 5,", "not valid JSON"),
    ("[" * 100 + "]" * 100, "nested too deeply"),
    (" " * 5_000_001, "too large"),
    (None, "not text"),
])
def test_bad_json_deep_nesting_and_huge_files_are_refused_with_a_message(text, says):
    with pytest.raises(RulesError, match=says):
        read_character(text)


def test_a_value_out_of_the_cards_bounds_refuses_the_whole_card(sheet):
    attribute(sheet, "st")["calc"]["value"] = 5000
    roster = Roster("gurps")
    with pytest.raises(RulesError, match="ST"):
        roster.add(**read(sheet))
    assert roster.members == ()


def test_reading_never_changes_the_sheet_given(sheet):
    before = copy.deepcopy(sheet)
    read(sheet)
    assert sheet == before


def test_importing_a_character_in_the_gurps_roster_keeps_its_card_and_says_so():
    s = session("gurps")
    outcome = s.cards.import_character(SAMPLE.read_text(encoding="utf-8"))
    assert outcome.notice == "Loaded 1 card."
    assert [m.name for m in s.roster.members] == ["Sir Rowan"] and len(s.roster.members[0].attacks) == 6


def test_a_character_file_that_does_not_read_keeps_nothing(sheet):
    s = session("gurps")
    sheet["version"] = 4
    with pytest.raises(RulesError, match="this file is version 4"):
        s.cards.import_character(json.dumps(sheet))
    assert s.roster.members == ()


def test_a_ruleset_without_a_character_file_refuses_one():
    with pytest.raises(RulesError, match="not imported from a character file"):
        session("tal").cards.import_character(SAMPLE.read_text(encoding="utf-8"))
