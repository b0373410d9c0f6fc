"""The gear and movement calculators: a typical answer and a bad input for each."""

import random

import pytest

from pyrules import RulesError
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.aftermath.ruleset import RULESET
from pyrules.aftermath.tools.stopping import TOOL as STOPPING
from screen.tones import tone_of

GEAR = ("encumbrance", "travel", "kph", "climbing", "learning", "barrier", "cloth", "throw", "entanglement", "acid")
TOOLS = tuple(RULESET.tool(f"aftermath-{name}") for name in GEAR)
BY_KEY = {tool.key: tool for tool in TOOLS + (STOPPING,)}


def answer(key, **raw):
    return BY_KEY[key].answer(raw, random.Random(7))[1]


def labels(ans):
    return {line.label: line.value for line in ans.lines}


def test_every_tool_answers_its_defaults():
    for tool in TOOLS:
        values, ans = tool.answer({}, random.Random(1))
        assert ans.headline, tool.key


def test_encumbrance_reads_the_chart_and_the_status():
    ans = answer("aftermath-encumbrance", bulk="VLg", mass="Hvy", count="2", load="10", capacity="32",
                 deftness="14", speed="24")
    assert ans.headline == "Partially Encumbered: load 17 of 32"
    got = labels(ans)
    assert got["ENC value"] == "3.5" and got["× 2 things"] == "7"
    assert got["BCS"] == "-1" and got["Deftness"] == "-25%"


def test_encumbrance_of_a_laden_horse_uses_its_cap():
    ans = answer("aftermath-encumbrance", bulk="HG1", mass="Lt", carrier="horse")
    assert ans.headline == "Unencumbered: load 3.5 of 12"


def test_a_horse_carrying_two_men_is_encumbered():
    ans = answer("aftermath-encumbrance", bulk="HG1", mass="Lt", count="2", carrier="horse")
    assert ans.headline == "Partially Encumbered: load 7 of 12"


def test_encumbrance_refuses_too_many_things_and_an_overload():
    with pytest.raises(RulesError) as error:
        answer("aftermath-encumbrance", bulk="Sm", mass="Lt", count="3", carried="hands")
    assert error.value.field == "count"
    with pytest.raises(RulesError) as error:
        answer("aftermath-encumbrance", bulk="HG3", mass="MS3", capacity="32")
    assert error.value.field == "load"
    with pytest.raises(RulesError):
        answer("aftermath-encumbrance", bulk="Giant")


def test_travel_multiplies_the_modifiers_and_scales_a_base_rate():
    ans = answer("aftermath-travel", ground="woods", light="night-good", after="heavy-snow", day="2", base="40")
    assert ans.headline == "Rate 7.5 (18.75%)"
    assert errata_gear.SNOW_DAYS.footnote in ans.notes
    with pytest.raises(RulesError) as error:
        answer("aftermath-travel", after="heavy-rain", days="3")
    assert error.value.field == "days"


def test_stopping_counts_the_phases():
    assert answer("aftermath-stopping", motion="charge", pca="5").headline == \
        "Category 3: 7 more phases before stopping"
    assert answer("aftermath-stopping", motion="walk").headline == "Category 0: normal DAT movement"
    with pytest.raises(RulesError) as error:
        answer("aftermath-stopping", motion="charge", pca="0")
    assert error.value.field == "pca"


def test_kph_matches_the_printed_row():
    ans = answer("aftermath-kph", kph="115")
    assert ans.headline == "115 KPH = 9 per Action Phase"
    assert labels(ans)["Printed row"] == "115 · 184 · 9.2 · 9"
    with pytest.raises(RulesError):
        answer("aftermath-kph", kph="-5")


def test_climbing_a_rope_rolls_the_effect_die_when_no_roll_is_given():
    ans = answer("aftermath-climbing", method="simple-rope", bma="5", save="12", effect_die="1D10")
    assert "Greatest height" in labels(ans)
    assert ans.headline.startswith("Simple rope: 0.5 per phase")
    fixed = answer("aftermath-climbing", method="knotted-rope", save="10", effect_roll="4")
    assert fixed.headline == "Knotted rope: .1 of BMA; up to 14 m"
    with pytest.raises(RulesError) as error:
        answer("aftermath-climbing", method="stairs", save="10")
    assert error.value.field == "save"


def test_learning_totals_aids_and_hindrances():
    ans = answer("aftermath-learning", aids=["expert-teacher"], hindrances=["no-facilities", "teaching"],
                 optional="over-75")
    assert ans.headline == "Net 7 in hindrance"
    assert answer("aftermath-learning", aids=["expert-teacher", "gifted-teacher"]).headline == "Net 2 in aid"
    assert answer("aftermath-learning", hindrances=["no-prerequisite"]).headline == "Study not allowed"
    with pytest.raises(RulesError):
        answer("aftermath-learning", aids=["bribe"])
    with pytest.raises(RulesError):
        answer("aftermath-learning", aids=["expert-teacher"], hindrances=["solo-study"])


def test_barrier_multiplies_by_thickness():
    assert answer("aftermath-barrier", material="metal-heavy", inches="0.25").headline == "Barrier Factor 10"
    assert answer("aftermath-barrier", material="soil", inches="2").headline == "Barrier Factor 16 to 40"
    stone = answer("aftermath-barrier", material="stone", inches="3")
    assert stone.headline == "Barrier Factor 90" and errata_gear.BARRIER_ASTERISK.footnote in stone.notes
    with pytest.raises(RulesError) as error:
        answer("aftermath-barrier", material="glass", inches="0")
    assert error.value.field == "inches"


def test_cloth_answers_its_av_against_hand_weapons():
    ans = answer("aftermath-cloth", cloth="hercuweave")
    assert ans.headline == "AV 4 against hand weapons"
    assert errata_gear.HERCUWEAVE.footnote in ans.notes
    assert answer("aftermath-cloth", cloth="emplon", other_av="3").headline == "AV 3 against hand weapons (other armor)"
    with pytest.raises(RulesError):
        answer("aftermath-cloth", cloth="kevlar")


def test_throw_reads_the_row_and_the_subdual_damage():
    ans = answer("aftermath-throw", effect="8", damage_roll="9", buffering="1")
    assert ans.headline == "Thrown, plus subdual damage"
    assert labels(ans)["Subdual damage"] == "4"
    with pytest.raises(RulesError):
        answer("aftermath-throw", effect="-2")


def test_entanglement_spells_out_the_cell():
    ans = answer("aftermath-entanglement", effect="10", area="arm")
    assert ans.headline == "Arm: As 7-9 plus Check for Knocked Over"
    assert "Stunned" in labels(ans) and "Check for Knocked Over" in labels(ans)
    with pytest.raises(RulesError):
        answer("aftermath-entanglement", effect="3", area="wing")


def test_acid_reads_the_d100_and_00_as_100():
    ans = answer("aftermath-acid", roll="00", extra1="85", extra2="20")
    assert labels(ans)["D100"] == "00"
    assert ans.headline == "Character is blinded in one eye; No serious effect"
    assert tone_of(answer("aftermath-acid", roll="45", strength="2").outcome) == "bad"
    with pytest.raises(RulesError) as error:
        answer("aftermath-acid", roll="45", extra1="96")
    assert error.value.field == "extra1"


def test_each_reading_the_tools_make_is_footnoted_in_their_answer():
    assert errata_gear.MOVEMENT_COMBINING.footnote in answer("aftermath-travel").notes
    snow = answer("aftermath-travel", after="light-snow", day="3")
    assert errata_gear.LIGHT_SNOW_AFTER.footnote in snow.notes and snow.headline == "Movement at 100%"
    assert errata_gear.KPH_MINIMUM.footnote in answer("aftermath-kph", kph="5").notes
    assert answer("aftermath-kph", kph="10").notes == ()
    assert errata_gear.LEARNING_NET.footnote in answer("aftermath-learning").notes
    huge = answer("aftermath-encumbrance", bulk="HG4", mass="Vlt")
    assert huge.headline == "ENC 8" and errata_gear.HUGE_AND_MASSIVE.footnote in huge.notes
    slowed = answer("aftermath-encumbrance", bulk="Med", mass="Lt", load="20", capacity="32", deftness="14")
    assert errata_gear.ENCUMBRANCE_STATUS.footnote in slowed.notes


def test_cartridges_add_their_enc_by_caliber():
    ans = answer("aftermath-encumbrance", bulk="VSm", mass="Vlt", rounds="100", cartridges="light")
    assert ans.headline == "ENC 1.001"  # 0.001 + 100 × .01
    ans = answer("aftermath-encumbrance", bulk="VSm", mass="Vlt", rounds="50", cartridges="heavy")
    assert "50 cartridges" in labels(ans) and labels(ans)["50 cartridges"] == "1"


def test_a_load_of_cartridges_alone_is_its_own_encumbrance():
    ans = answer("aftermath-encumbrance", bulk="none", rounds="200", cartridges="heavy")
    assert ans.headline == "ENC 4"                               # 200 × .02 (l.760)
    assert [line.label for line in ans.lines] == ["200 cartridges"]
    loaded = answer("aftermath-encumbrance", bulk="none", rounds="100", cartridges="light", capacity="3.5")
    assert loaded.headline == "Unencumbered: load 1 of 3.5"


def test_nothing_but_cartridges_needs_some_cartridges():
    with pytest.raises(RulesError) as refused:
        answer("aftermath-encumbrance", bulk="none")
    assert refused.value.field == "rounds"


def test_mass_count_and_place_show_only_for_a_thing_carried():
    tool = next(t for t in TOOLS if t.key == "aftermath-encumbrance")
    mass = next(f for f in tool.fields if f.name == "mass")
    assert tool.shows(mass, {"bulk": "Med"}) and not tool.shows(mass, {"bulk": "none"})


def test_the_hatchets_breaking_reading_is_in_the_errata_and_under_its_row():
    from pyrules.aftermath.errata import ERRATA
    from pyrules.aftermath.weapons import breaking_check, weapon

    assert errata_gear.HATCHET_BREAKING in ERRATA and errata_gear.HATCHET_BREAKING.lines == "201, 256-257"
    hatchet = weapon("Ax, hatchet")
    assert hatchet.erratum is errata_gear.HATCHET_BREAKING
    assert errata_gear.HATCHET_BREAKING.footnote in hatchet.footnotes()
    assert breaking_check("Ax, hatchet", "R", 7).needed and not breaking_check("Ax, hatchet", "R", 6).needed
