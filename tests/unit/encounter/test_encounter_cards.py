"""Character cards: roster members with their stats and named attacks, for every ruleset."""

import json

import pytest

from pyrules import RulesError, rulesets
from pyrules.core.encounter import Encounter, Roster
from pyrules.core.encounter.card import MOST_ATTACKS, places
from pyrules.gurps.tracker import PLUGIN as GURPS
from pyrules.gurps.tracker.card import damage_notation, derived_basic_speed, dr_by_location, read_attack


def hero() -> Roster:
    return Roster("gurps").add("Brom", stats={"st": 13, "dx": 11, "ht": 12, "hp": 13, "basic_speed": None,
                                              "dr": 2, "dr_locations": "skull 4, torso 6"},
                               attacks="Broadsword 14 2d+1 cut\n\n Bow  13 1d+2 imp ")


def test_a_gurps_attack_line_reads_name_skill_damage_and_type():
    attack = read_attack("Great Axe 15 3d−1 cut")
    assert (attack.name, attack.skill, attack.damage, attack.kind) == ("Great Axe", 15, "3d-1", "cut")
    assert read_attack("Spear 12 1d+0 IMP").line == "Spear 12 1d imp"
    assert damage_notation("2d+1") == "2d6+1" and damage_notation("1d") == "1d6"


@pytest.mark.parametrize("line", ["Broadsword", "Broadsword 14 cut", "Sword x 2d cut", "Sword 14 2d+1 slash",
                                  "Sword 14 d6 cut", "Sword 140 2d cut", "Sword 14 2d+1x cut", "x" * 90 + " 1 1d cr"])
def test_a_gurps_attack_line_that_does_not_read_is_refused_naming_the_attacks(line):
    with pytest.raises(RulesError) as error:
        read_attack(line)
    assert error.value.field == "attacks" and "Broadsword 14 2d+1 cut" in error.value.message


def test_basic_speed_left_blank_is_worked_out_from_dx_and_ht():
    assert derived_basic_speed(11, 12) == 5.75
    card = hero().member("m1")
    assert "basic_speed" not in card.stats
    encounter = Encounter.new("gurps").apply(hero().add_action())
    assert encounter.named("Brom").stats["basic_speed"] == 5.75
    given = hero().edit("m1", stats={"basic_speed": 7})
    assert Encounter.new("gurps").apply(given.add_action()).named("Brom").stats["basic_speed"] == 7
    assert "basic_speed" not in Roster("gurps").add("Ana", stats={"dx": 12}).members[0].stats
    blank_again = given.edit("m1", stats={"basic_speed": None})
    assert "basic_speed" not in blank_again.member("m1").stats
    assert "(DX + HT)/4" in next(f for f in GURPS.card_form if f.name == "basic_speed").help


def test_dr_by_location_is_general_dr_with_overrides_and_nonsense_is_refused():
    dr = dr_by_location(2, "Skull 4; torso: 6")
    assert (dr["skull"], dr["torso"], dr["arm"]) == (4, 6, 2)
    for text in ("skull", "wing 3", "skull 2, skull 3", "torso -1", "torso 99999999"):
        with pytest.raises(RulesError) as error:
            dr_by_location(0, text)
        assert error.value.field == "dr_locations"
    with pytest.raises(RulesError) as error:
        Roster("gurps").add("Brom", stats={"dr_locations": "wing 3"})
    assert error.value.field == "stats.dr_locations"


def test_a_combatant_from_a_card_opens_the_injury_calculator_with_its_torso_dr():
    brom = Encounter.new("gurps").apply(hero().add_action()).named("Brom")
    assert GURPS.prefill.calculators(brom)["gurps-injury"]["dr"] == 6


def test_a_card_keeps_its_attacks_and_each_opens_its_calculators():
    roster = hero()
    assert roster.member("m1").attacks == ("Broadsword 14 2d+1 cut", "Bow 13 1d+2 imp")
    skill, injury = roster.openings("m1", 0)
    assert (skill.tool, dict(skill.values)) == ("gurps-skill", {"base": 14, "hp": 13})
    assert (injury.tool, dict(injury.values), dict(injury.rolls)) == (
        "gurps-injury", {"damage_type": "cut"}, {"damage": "2d6+1"})
    with pytest.raises(RulesError):
        roster.openings("m1", 2)
    edited = roster.edit("m1", attacks=["Dagger 12 1d-1 imp"])
    assert edited.member("m1").attacks == ("Dagger 12 1d-1 imp",)
    with pytest.raises(RulesError) as error:
        roster.edit("m1", attacks="Dagger twelve")
    assert error.value.field == "attacks"
    with pytest.raises(RulesError):
        roster.edit("m1", attacks=["Fist 10 1d cr"] * (MOST_ATTACKS + 1))


def test_a_card_round_trips_and_old_roster_data_without_attacks_still_reads():
    roster = hero()
    data = roster.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert Roster.from_dict(data) == roster
    old = {"schema": 1, "plugin": "gurps", "next_id": 2,
           "members": [{"id": "m1", "name": "Ana", "side": "party", "notes": "", "stats": {"hp": 12, "basic_speed": 6}}]}
    read = Roster.from_dict(old)
    assert read.member("m1").attacks == () and read.member("m1").stats["hp"] == 12
    assert "attacks" not in read.to_dict()["members"][0]


def test_damaged_stored_attacks_are_refused_naming_where():
    data = hero().to_dict()
    data["members"][0]["attacks"] = ["Broadsword 14 2d+1 slash"]
    with pytest.raises(RulesError) as error:
        Roster.from_dict(data)
    assert error.value.field == "members[0].attacks"
    data["members"][0]["attacks"] = "Broadsword 14 2d+1 cut"
    with pytest.raises(RulesError):
        Roster.from_dict(data)


@pytest.mark.parametrize("ruleset", rulesets.KEYS)
def test_every_rulesets_example_attack_reads_and_opens_its_own_calculators(ruleset):
    plugin = rulesets.tracker(ruleset)
    attack = plugin.card.read_attack(plugin.card.attack_example)
    assert attack.line == plugin.card.attack_example
    openings = plugin.card.openings({}, attack)
    tools = {tool.key: tool for tool in rulesets.ruleset(ruleset).tools}
    assert openings
    for opening in openings:
        fields = {f.name: f for f in tools[opening.tool].fields}
        for name, value in {**opening.values, **opening.rolls}.items():
            assert name in fields
        for name, value in opening.values.items():
            assert fields[name].parse(str(value)) == value
    with pytest.raises(RulesError) as error:
        plugin.card.read_attack("Nothing")
    assert error.value.field == "attacks"
    roster = Roster(plugin.key).add("Card", attacks=[plugin.card.attack_example])
    assert Roster.from_dict(roster.to_dict()) == roster


@pytest.mark.parametrize("ruleset, line", [("aftermath", "Knife 45 lightsaber"), ("aftermath", "Knife x knife-belt"),
                                           ("cortex", "Pistol d8 d7 d6 wound"), ("cortex", "Pistol d8 d6 d6 lots"),
                                           ("cortex", "Pistol d0 d6 d6 wound"), ("tal", "Sword 101"),
                                           ("tal", "Sword five")])
def test_other_rulesets_refuse_attacks_that_do_not_read(ruleset, line):
    with pytest.raises(RulesError) as error:
        rulesets.tracker(ruleset).card.read_attack(line)
    assert error.value.field == "attacks"


@pytest.mark.parametrize("text, read", [("skull 2, torso 6", {"skull": 2, "torso": 6}), ("torso: 0007", {"torso": 7}),
                                        ("", {})])
def test_places_read_a_place_and_a_whole_number_each(text, read):
    assert places(text, ("skull", "torso"), "DR by location", "dr_locations", "torso 6", high=100) == read


@pytest.mark.parametrize("text", ["torso 101", "torso 99999999", "torso " + "9" * 5000])
def test_a_place_past_its_highest_number_says_the_most_it_takes(text):
    with pytest.raises(RulesError, match="^DR by location: at most 100 at the torso.$") as error:
        places(text, ("skull", "torso"), "DR by location", "dr_locations", "torso 6", high=100)
    assert error.value.field == "dr_locations"
