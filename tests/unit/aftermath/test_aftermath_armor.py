"""Armor Materials List (A10) and Ballistic Cloth (A11): every row, the swapped names, BF/10."""

import pytest
from gear_seed import cells, text
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.armor import ARMOR, CLOTHS, GROUPS, armor, cloth, cloth_defense, cloth_hand_weapon_av
from pyrules.aftermath.data.gear import ARMOR_HEADERS, CLOTH_HEADERS, CLOTH_RULE
from pyrules.aftermath.errata import gear as errata_gear


def test_the_armor_headers_and_groups_are_the_seeds():
    assert list(ARMOR_HEADERS) == cells(268)
    assert [text(n) for n in (269, 288, 300)] == list(GROUPS)


def test_every_armor_row_is_the_seeds_row():
    for a in ARMOR:
        assert cells(a.line) == [a.printed_material, a.code, a.format, a.enc, a.av, a.barter]


def test_the_list_holds_every_printed_material_under_its_group():
    lines = [n for n in range(270, 322) if n not in (288, 300)]
    assert [a.line for a in ARMOR] == lines
    assert {a.group for a in ARMOR if 270 <= a.line <= 287} == {"PLASTIC"}
    assert {a.group for a in ARMOR if 289 <= a.line <= 299} == {"NON-METALLIC"}
    assert {a.group for a in ARMOR if a.line >= 301} == {"METALLIC"}


def test_the_plasticsheet_names_are_swapped_back():
    heavy, light = armor("Heavy Plasticsheet"), armor("Light Plasticsheet")
    assert (heavy.code, heavy.enc, heavy.armor_value) == ("HP", ".001", 2)
    assert (light.code, light.enc, light.armor_value) == ("LP", ".0005", 1)
    assert heavy.printed_material == "Light Plasticsheet"
    assert heavy.erratum is light.erratum is errata_gear.PLASTICSHEET


def test_an_armor_is_found_by_name_or_code():
    assert armor("LP-PS").material == "Plated Plasteel"
    assert armor("mesh bronze").armor_value == 4
    assert armor("PS").format_name == "Rigid"
    assert armor("M-PS").format_name == "Flexible, Hard"
    assert armor("HL").format_name == "FS"


def test_an_unknown_armor_is_refused():
    with pytest.raises(RulesError, match="Did you mean"):
        armor("Plastel")
    with pytest.raises(RulesError):
        armor("")


def test_the_cloth_headers_rule_and_rows_are_the_seeds():
    assert list(CLOTH_HEADERS) == cells(327)
    assert text(325) == CLOTH_RULE
    for c in CLOTHS:
        assert cells(c.line) == [c.material, c.code, c.format, c.enc, c.av_bf, c.barter]


def test_every_clothes_printed_av_is_its_barrier_factor_over_ten_rounded_half_up():
    for c in CLOTHS:
        assert cloth_hand_weapon_av(c.barrier_factor) == c.armor_value
    assert cloth_hand_weapon_av(5) == 1       # 0.5 rounds up
    assert cloth_hand_weapon_av(35) == 4      # 3.5 rounds up
    assert cloth_hand_weapon_av(34) == 3


def test_hercuweave_uses_barrier_factor_35():
    h = cloth("Hercuweave")
    assert (h.code, h.barrier_factor, h.armor_value) == ("BC30", 35, 4)
    assert h.erratum is errata_gear.HERCUWEAVE


def test_higher_other_armor_is_used_instead_of_the_cloth():
    assert cloth_defense("Fabulon", 5).used_av == 5
    assert cloth_defense("Fabulon", 5).used == "other"
    assert cloth_defense("Armorlon", 2).used == "cloth"
    assert cloth_defense("BC5").used_av == 1


def test_cloth_input_errors_are_refused():
    with pytest.raises(RulesError):
        cloth("Kevlar")
    with pytest.raises(RulesError):
        cloth_defense("Emplon", -1)
    with pytest.raises(RulesError):
        cloth_hand_weapon_av(-5)


@given(st.integers(min_value=0, max_value=1000))
def test_cloth_av_is_never_more_than_half_a_point_from_bf_over_ten(bf):
    assert abs(cloth_hand_weapon_av(bf) - bf / 10) <= 0.5
