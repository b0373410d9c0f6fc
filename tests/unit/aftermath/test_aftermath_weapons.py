"""The Weapons Listing (A9): every printed weapon, its footnotes, the WDM and breaking rules."""

import pytest
from gear_seed import cells, raw_cells, text
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.weapons import COLUMNS, HEADERS, NOTES
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.aftermath.weapons import WEAPONS, breaking_check, read_wdm, superscript, weapon, weapon_wdm

SUPER = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def printed_name_cell(w):
    if not w.notes:
        return w.printed_name
    if len(w.notes) == 1:
        return f"{w.printed_name} {str(w.notes[0]).translate(SUPER)}"
    return f"{w.printed_name} ^{{{','.join(str(n) for n in w.notes)}}}"


def printed_cells(w):
    """The row's cells as the seed prints them: readings undone, cell notes added."""
    undone = {column: printed for column, printed, _ in w.readings}
    out = []
    for column in COLUMNS:
        cell = undone.get(column, getattr(w, column))
        marks = [n for c, n in w.cell_notes if c == column]
        out.append(f"{cell} {superscript(marks)}" if marks else cell)
    return out


def test_the_headers_are_the_seeds():
    assert list(HEADERS) == cells(199)


def test_every_weapon_row_is_the_seeds_row_cell_for_cell():
    for w in WEAPONS:
        assert raw_cells(w.line) == [printed_name_cell(w)] + printed_cells(w), w.name


def test_the_listing_holds_every_printed_weapon_line():
    printed_lines = [n for n in range(200, 251) if n != 243]
    assert sorted(w.line for w in WEAPONS) == printed_lines
    assert text(243) == "Whips"
    assert len({w.name for w in WEAPONS}) == len(WEAPONS) == 50


def test_sub_rows_take_the_name_of_the_weapon_above():
    assert weapon("Ax, hatchet").printed_name == "hatchet"
    assert weapon("Knife, switchblade").printed_name == "switchblade"
    assert weapon("Rope, cable").wdm == "0.8"
    assert weapon("Whip, cable").wdm == "1.7"
    assert weapon("Pipe, light").printed_name == "Pipe Light"


def test_every_footnote_is_the_seeds_text():
    for number, line in zip(range(1, 13), (252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 263, 264)):
        printed = text(line)
        assert printed == f"{str(number).translate(SUPER)} {NOTES[number]}"


def test_footnote_13_is_cited_but_reported_missing():
    cited = [w for w in WEAPONS if 13 in w.all_notes]
    assert len(cited) == 17
    assert 13 not in NOTES
    assert any("cited but not printed" in note for note in weapon("Club").footnotes())
    assert not any(1 in w.all_notes for w in WEAPONS)


def test_a_weapon_is_found_by_name_or_key_in_any_case():
    assert weapon("ax-fire") is weapon("Ax, fire") is weapon("  AX, FIRE ")
    assert weapon("Knife, bowie").key == "knife-bowie"


def test_an_unknown_weapon_is_refused_with_a_suggestion():
    with pytest.raises(RulesError, match="Did you mean"):
        weapon("Knife, bowi")
    with pytest.raises(RulesError):
        weapon("Lightsaber")
    with pytest.raises(RulesError):
        weapon("")
    with pytest.raises(RulesError):
        weapon(3)


@pytest.mark.parametrize("printed, value, kind, alternate, second", [
    ("1.8L", 1.8, "L", None, None),
    ("1.1 (1)C", 1.1, "C", 1.0, None),
    ("1.3(1.5)L", 1.3, "L", 1.5, None),
    ("1.5(1.3)L", 1.5, "L", 1.3, None),
    ("1.7C/1.2L", 1.7, "C", None, 1.2),
    ("2B", 2.0, "B", None, None),
    ("1L", 1.0, "L", None, None),
    ("1.2", 1.2, "", None, None),
    ("-", None, "", None, None),
    ("special", None, "", None, None),
])
def test_a_wdm_cell_is_read_into_numbers(printed, value, kind, alternate, second):
    w = read_wdm(printed)
    assert (w.value, w.kind, w.alternate, w.second) == (value, kind, alternate, second)


def test_every_printed_wdm_cell_is_readable():
    for w in WEAPONS:
        assert w.damage.printed == w.wdm


def test_the_wdm_of_a_plain_weapon_is_its_printed_number():
    result = weapon_wdm("Ax, fire")
    assert (result.value, result.kind, result.printed) == (1.8, "L", "1.8L")
    assert result.steps[0] == ("Ax, fire WDM 1.8L (l.200)", "1.8")


def test_a_sai_thrusting_subtracts_half_and_matches_its_printed_lethal_value():
    thrust = weapon_wdm("Sai", thrusting=True)
    assert (thrust.value, thrust.kind) == (1.2, "L")
    assert thrust.value == read_wdm(weapon("Sai").wdm).second
    assert weapon_wdm("Sai").value == 1.7
    assert weapon_wdm("Ax, fire", thrusting=True).value == 1.8   # note 8 is the Sai's only


def test_a_bayonet_on_a_rifle_adds_three_tenths():
    assert weapon_wdm("Bayonet, long", on_rifle=True).value == 1.8
    with pytest.raises(RulesError):
        weapon_wdm("Ax, fire", on_rifle=True)


def test_a_rifle_butt_is_one_plus_the_guns_enc():
    assert weapon_wdm("Rifle butt", gun_enc=1.5).value == 2.5
    with pytest.raises(RulesError):
        weapon_wdm("Rifle butt")
    with pytest.raises(RulesError):
        weapon_wdm("Rifle butt", gun_enc=-1)


def test_a_weighted_rope_whip_adds_one():
    assert weapon_wdm("Rope, cable", weighted=True).value == 1.8
    assert weapon_wdm("Rope, hemp", weighted=True).value == 1.0
    with pytest.raises(RulesError):
        weapon_wdm("Whip, leather", weighted=True)
    with pytest.raises(RulesError):
        weapon_wdm("Rope, weighted version")


def test_a_weapon_without_a_number_for_wdm_is_refused():
    with pytest.raises(RulesError, match="special"):
        weapon_wdm("Sap")
    with pytest.raises(RulesError, match="no WDM"):
        weapon_wdm("Rope, nylon")


def test_a_b_weapon_says_half_lethal_half_subdual_and_parentheses_are_shown():
    assert any("half subdual" in n for n in weapon_wdm("Sledge hammer").notes)
    assert any("(1.5)" in n for n in weapon_wdm("Knife, bowie").notes)


def test_the_cudgel_reads_format_s_and_length_a():
    cudgel = weapon("Cudgel")
    assert (cudgel.format, cudgel.length) == ("S", "A")
    assert cudgel.readings == (("format", "A", "S"), ("length", "S", "A"))
    assert errata_gear.CUDGEL.footnote in cudgel.footnotes()


def test_the_trench_knife_reads_format_s_comma_t():
    knife = weapon("Knife, trench")
    assert knife.format == "S,T"
    assert errata_gear.TRENCH_KNIFE.footnote in knife.footnotes()


def test_pistol_butt_and_pitchfork_swap_their_skill_to_length_cells():
    butt, fork = weapon("Pistol butt"), weapon("Pitchfork")
    assert (butt.skills, butt.hands, butt.length, butt.survival) == ("Br, SW", "1", "S", "-")
    assert (fork.skills, fork.hands, fork.length, fork.survival) == ("PI", "2", "L", "10")
    assert (butt.enc, butt.wdm, butt.barter) == ("1.7", "2.3C", "3")
    assert (fork.enc, fork.wdm, fork.barter) == ("1.1", "1.5L", "5")
    assert butt.erratum is fork.erratum is errata_gear.PISTOL_BUTT


def test_rifle_butt_and_rope_are_shown_as_printed_with_a_footnote():
    for name in ("Rifle butt", "Rope"):
        w = weapon(name)
        assert w.readings == ()
        assert errata_gear.RIFLE_BUTT_AND_ROPE.footnote in w.footnotes()


def test_a_row_shows_the_full_name_with_its_notes():
    assert weapon("Ax, hatchet").row()[0] == "Ax, hatchet ⁵,⁶"
    assert weapon("Knife-spear").row()[1] == "PI ²"


def test_a_weapon_checks_for_breaking_above_note_5s_limits():
    assert not breaking_check("Hammer", "R", 6).needed
    check = breaking_check("Hammer", "R", 7)
    assert check.needed and (check.note, check.limit) == (5, 6)
    assert not breaking_check("Hammer", "SR", 8).needed
    assert breaking_check("Hammer", "FH", 9).needed
    assert not breaking_check("Hammer", "FS", 15).needed


def test_a_note_6_weapon_checks_only_above_8_and_10():
    assert not breaking_check("Ax, fire", "R", 8).needed
    assert breaking_check("Ax, fire", "R", 9).needed
    assert not breaking_check("Ax, fire", "SR", 10).needed
    assert breaking_check("Ax, fire", "SR", 11).needed


def test_the_hatchet_cites_both_notes_and_checks_from_note_5():
    assert breaking_check("Ax, hatchet", "R", 7).note == 5


def test_a_roll_at_or_over_survival_breaks_the_weapon():
    assert breaking_check("Hammer", "R", 10, roll=4).broken      # Survival 4
    assert not breaking_check("Hammer", "R", 10, roll=3).broken
    assert not breaking_check("Sai", "R", 15).needed              # no note 5 or 6


def test_a_weapon_with_no_survival_value_cannot_be_rolled_for():
    check = breaking_check("Knife, throwing", "R", 10)
    assert not check.needed and "no Survival Value" in check.why


def test_breaking_check_refuses_bad_input():
    with pytest.raises(RulesError):
        breaking_check("Hammer", "XX", 5)
    with pytest.raises(RulesError):
        breaking_check("Hammer", "R", -1)
    with pytest.raises(RulesError):
        breaking_check("Hammer", "R", 10, roll=21)


@given(st.sampled_from([w.name for w in WEAPONS if w.multiplier is not None and not w.damage.plus_gun_enc
                        and not w.damage.modifier]))
def test_every_numeric_weapon_answers_its_printed_first_number(name):
    assert weapon_wdm(name).value == weapon(name).multiplier
