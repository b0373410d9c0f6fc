"""Character cards as the tracker draws them: a card's line of stats, its attacks, its form."""

from pyrules.core.encounter import Roster
from pyrules.gurps.tracker import PLUGIN
from screen import roster_page


def brom():
    return Roster("gurps").add("<Brom>", stats={"st": 13, "dx": 11, "ht": 12, "dr": 2, "dr_locations": "skull 4",
                                                "very_fit": True},
                               attacks=["Broadsword 14 2d+1 cut"])


def test_a_card_shows_its_stats_and_one_button_per_calculator_its_attack_opens():
    roster = brom()
    member = roster.members[0]
    line = roster_page.card_summary(member.stats, PLUGIN.card_form)
    assert line.startswith("ST 13 · DX 11 · IQ 10 · HT 12") and "DR 2 (skull 4)" in line and "Very Fit" in line
    html = str(roster_page.roster_items(roster, PLUGIN.card_form, {member.id: (roster.openings(member.id, 0),)}))
    assert "&lt;Brom&gt;" in html and "<Brom>" not in html  # a name is text, never markup
    assert html.count('data-act="card-attack"') == 2
    assert "Broadsword: damage 2d+1 cut" in html and 'data-opening="1"' in html


def test_the_card_form_edits_a_card_with_its_values_and_leaves_a_blank_basic_speed_blank():
    member = brom().members[0]
    html = str(roster_page.card_form("gurps", PLUGIN, member))
    assert 'data-id="m1"' in html and "Broadsword 14 2d+1 cut</textarea>" in html
    speed = html[html.index('id="gurps-tracker-card--basic_speed"'):]
    assert ' value="" ' in speed[:speed.index(">")]
    new = str(roster_page.card_form("gurps", PLUGIN))
    assert 'data-id=""' in new and "Add a character card" in new and "Cancel" not in new


def test_each_card_has_a_how_many_of_its_own_beside_its_add_and_copy_buttons():
    roster = brom().add("Orc", side="foe")
    html = str(roster_page.roster_items(roster, PLUGIN.card_form, prefix="gurps-tracker"))
    for member in roster.members:
        assert f'id="gurps-tracker-bring-{member.id}--count"' in html
    assert html.count('data-act="card-copy"') == 2 and html.count('data-act="roster-add"') == 2


def test_an_address_begins_a_card_with_the_attack_line_it_carries():
    assert roster_page.card_line("card=broadsword") == "Broadsword"
    assert roster_page.card_line("card=%20long%20sword%20") == "Long sword"
    assert roster_page.card_line("card=") is None and roster_page.card_line("") is None
    assert len(roster_page.card_line("card=" + "x" * 5000)) == roster_page.CARD_LINE_LONGEST


def test_an_aftermath_card_form_offers_the_weapon_tables_and_a_gurps_one_does_not():
    from pyrules.aftermath.tracker import PLUGIN as AFTERMATH

    html = str(roster_page.card_form("aftermath", AFTERMATH))
    assert 'id="aftermath-tracker-card--weapon"' in html and 'value="knife-belt"' in html
    assert 'id="aftermath-tracker-card--weapon_skill"' in html
    assert 'id="gurps-tracker-card--weapon"' not in str(roster_page.card_form("gurps", PLUGIN))
