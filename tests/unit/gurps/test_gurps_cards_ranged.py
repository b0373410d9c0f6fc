"""A GURPS card's attack is melee or ranged: a typed line says "melee" or "ranged", or tells it by
what it carries (a ranged weapon's Acc, range or Rcl; a melee weapon's Parry or Block), and a line
that tells neither is asked in the exchange, never taken for melee. A GCS file's weapons are read
so, and the exchange rolls a ranged attack as one, which is not parried. A GCS file whose ST, DX,
IQ or HT cannot be read is refused; a wound applied from the injury calculator keeps the target's
20+ HP shock rule."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named, session  # noqa: E402

from pyrules.core.encounter import Roster  # noqa: E402
from pyrules.core.errors import RulesError  # noqa: E402
from pyrules.gurps.gcs import read_character  # noqa: E402
from pyrules.gurps.tracker import PLUGIN  # noqa: E402
from pyrules.gurps.tracker.card import injury_options  # noqa: E402

SAMPLE = Path(__file__).resolve().parent / "data" / "sample.gcs"
GUNMAN = ("Gunman", "party", {"dx": "12"}, "Pistol 13 2d+2 pi ranged\nKnife 12 1d-1 imp melee")
KNIGHT = ("Knight", "foe", {"hp": "12"}, "Broadsword 13 2d cut parry 12\nShield bash 12 thr cr block 9")


@pytest.fixture()
def sheet():
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def test_a_line_that_says_ranged_is_a_ranged_attack_and_is_written_back_so():
    pistol = PLUGIN.card.read_attack("Pistol 13 2d+2 pi Ranged")
    assert (pistol.name, pistol.skill, pistol.damage, pistol.kind, pistol.ranged) == ("Pistol", 13, "2d+2", "pi", True)
    assert pistol.line == "Pistol 13 2d+2 pi ranged"
    assert PLUGIN.card.read_attack(pistol.line) == pistol


def test_a_line_with_its_weapons_parry_is_melee_and_one_that_tells_nothing_is_never_taken_for_melee():
    sword = PLUGIN.card.read_attack("Broadsword 14 2d+1 cut parry 10")
    assert sword.made == "melee" and not sword.ranged and sword.line == "Broadsword 14 2d+1 cut parry 10"
    assert PLUGIN.card.read_attack("Broadsword 14 2d+1 cut melee").made == "melee"
    assert PLUGIN.card.read_attack("Pistol 13 2d+1 (2) pi").made is None  # the exchange asks


@pytest.mark.parametrize("line, made, written", [
    ("Pistol 13 2d+1 (2) pi acc 3", "ranged", "Pistol 13 2d+1 (2) pi acc 3"),
    ("Pistol 13 2d+1 pi 150/1900", "ranged", "Pistol 13 2d+1 pi 150/1900"),
    ("Rifle 12 7d pi rcl 2 Acc 5 range 1000/4200", "ranged", "Rifle 12 7d pi acc 5 1000/4200 rcl 2"),
    ("Spear 11 1d+3 imp x1/x1.5", "ranged", "Spear 11 1d+3 imp x1/x1.5"),  # thrown: ranges in ST
    ("Shield bash 12 thr cr block 9", "melee", "Shield bash 12 thr cr block 9"),
    ("Spear 12 1d+2 imp parry 9 ranged", "ranged", "Spear 12 1d+2 imp ranged parry 9"),  # the word wins
])
def test_what_a_line_carries_tells_how_its_attack_is_made(line, made, written):
    # only a ranged weapon has an Acc, a range or a Rcl; a weapon's own Parry or Block is a melee one's
    attack = PLUGIN.card.read_attack(line)
    assert (attack.made, attack.line) == (made, written)
    assert PLUGIN.card.read_attack(attack.line) == attack


@pytest.mark.parametrize("line, says", [("Pistol 13 2d pi melee acc 3", "melee"), ("Pistol 13 2d pi acc 3 acc 2", "twice"),
                                        ("Pistol 13 2d pi acc 40", "Acc")])
def test_a_line_whose_kind_or_numbers_do_not_fit_is_refused_naming_the_attacks(line, says):
    with pytest.raises(RulesError, match=says) as error:
        PLUGIN.card.read_attack(line)
    assert error.value.field == "attacks"


def test_ranged_may_come_before_or_after_a_weapons_parry_but_only_once():
    assert PLUGIN.card.read_attack("Spear 12 1d+2 imp parry 9 ranged").line == "Spear 12 1d+2 imp ranged parry 9"
    with pytest.raises(RulesError, match="once"):
        PLUGIN.card.read_attack("Spear 12 1d+2 imp ranged parry 9 ranged")


def test_the_card_form_says_both_ways_to_tell_melee_from_ranged():
    assert PLUGIN.card.attack_example == "Broadsword 14 2d+1 cut parry 10"
    assert "“Broadsword 14 2d+1 cut melee”" in PLUGIN.card.attack_help and "“Pistol 13 2d+2 pi ranged”" in PLUGIN.card.attack_help
    assert "“Pistol 13 2d+1 (2) pi acc 3 150/1900 rcl 2”" in PLUGIN.card.attack_help


def test_a_ranged_card_attack_opens_the_skill_calculator_for_a_ranged_attack_with_its_acc():
    skill, _ = PLUGIN.card.attack_rules.openings({}, PLUGIN.card.read_attack("Pistol 13 2d+2 pi ranged"))
    assert skill.values["roll_for"] == "ranged"
    skill, _ = PLUGIN.card.attack_rules.openings({}, PLUGIN.card.read_attack("Pistol 13 2d+2 pi acc 2"))
    assert (skill.values["roll_for"], skill.values["acc"]) == ("ranged", 2)
    skill, _ = PLUGIN.card.attack_rules.openings({}, PLUGIN.card.read_attack("Pistol 13 2d+2 pi"))
    assert "roll_for" not in skill.values  # the form's own choice, for the player to make


def test_a_pistol_shot_is_rolled_as_a_ranged_attack_and_blocked_not_parried():
    s = from_cards("gurps", (GUNMAN, KNIGHT))
    s.exchanges.begin(named(s, "Gunman"), 0)
    attack = s.exchanges.now().stage
    assert attack.values["roll_for"] == "ranged"
    assert attack.sources["roll_for"] == "Pistol: a ranged attack, from Gunman’s card"
    assert [key for key, _ in next(f for f in attack.fields if f.name == "roll_for").choices] == ["melee", "ranged"]
    s.exchanges.answer({"roll": "6"})
    defense = s.exchanges.now().stage
    assert (defense.values["against"], defense.values["defense"], defense.values["base"]) == ("ranged", "block", 9)


def test_a_melee_card_attack_is_still_parried():
    s = from_cards("gurps", (GUNMAN, KNIGHT))
    s.exchanges.begin(named(s, "Gunman"), 1)
    assert s.exchanges.now().stage.values["roll_for"] == "melee"
    s.exchanges.answer({"roll": "6"})
    defense = s.exchanges.now().stage
    assert (defense.values["against"], defense.values["defense"], defense.values["base"]) == ("melee", "parry", 12)


def test_gcs_import_marks_its_ranged_weapons_ranged_and_the_card_reads_them_so():
    attacks = read_character(SAMPLE.read_text(encoding="utf-8"))["attacks"]
    assert "Short Bow 13 1d+1 imp ranged" in attacks
    read = [PLUGIN.card.read_attack(line) for line in attacks]
    assert [a.name for a in read if a.ranged] == ["Short Bow"]


def test_a_gcs_weapon_without_its_kind_in_its_id_is_ranged_when_it_has_a_range(sheet):
    bow = sheet["equipment"][2]["weapons"][0]
    bow["id"] = "legacy-bow"
    assert "Short Bow 13 1d+1 imp ranged" in read_character(json.dumps(sheet))["attacks"]
    del bow["range"], bow["accuracy"], bow["rate_of_fire"]
    assert "Short Bow 13 1d+1 imp melee" in read_character(json.dumps(sheet))["attacks"]


@pytest.mark.parametrize("attr_id", ["st", "dx", "iq", "ht"])
def test_a_gcs_file_whose_basic_attribute_cannot_be_read_is_refused_naming_it(sheet, attr_id):
    attribute = next(a for a in sheet["attributes"] if a["attr_id"] == attr_id)
    attribute["calc"]["value"] = "twelve"
    s = session("gurps")
    with pytest.raises(RulesError, match=f"no {attr_id.upper()} that can be read") as error:
        s.cards.import_character(json.dumps(sheet))
    assert error.value.field == "file" and s.roster.members == ()


def test_a_gcs_file_missing_an_attribute_is_never_read_as_10(sheet):
    sheet["attributes"] = [a for a in sheet["attributes"] if a["attr_id"] != "dx"]
    with pytest.raises(RulesError, match="no DX"):
        Roster("gurps").add(**read_character(json.dumps(sheet)))


def test_a_wound_applied_to_a_card_with_the_20_hp_shock_rule_carries_it_and_keeps_the_forms_chink():
    assert injury_options(True, ["chink"]) == ["chink", "shock_scaled"]
    assert injury_options(False, ["shock_scaled", "tight_beam"]) == ["tight_beam"]
    assert injury_options(True, None) == ["shock_scaled"]
