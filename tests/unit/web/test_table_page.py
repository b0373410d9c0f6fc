"""The table view's HTML: user text stays text, and an empty encounter or roll log says so."""

from pyrules.core.encounter import Encounter, actions
from pyrules.core.encounter.table_view import table_view
from screen import table_page

HOSTILE = "<img src=x onerror=alert(1)>"


def add(enc, name, initiative, side="foe"):
    enc = enc.apply(actions.add(name, initiative=initiative, side=side))
    return enc, enc.named(name).id


def step(enc):
    return enc.apply(actions.next_turn())


def test_names_conditions_and_roll_sources_show_as_text():
    enc = Encounter.new()
    enc, cid = add(enc, HOSTILE, 10, side="party")
    enc = enc.apply(actions.add_condition(cid, HOSTILE))
    markup = table_page.board(table_view(step(enc)), HOSTILE) + table_page.last_roll(
        {"notation": "3d6", "faces": [1, 2, 3], "total": 6, "source": HOSTILE, "outcome": HOSTILE, "tone": "bad"})
    assert "<img" not in markup and markup.count("&lt;img") == 6


def test_the_acting_row_is_marked_and_the_round_is_said_once():
    enc = Encounter.new()
    enc, _ = add(enc, "Ana", 10)
    enc, _ = add(enc, "Bo", 5)
    markup = table_page.board(table_view(step(enc)))
    assert 'class="table-row side-foe active" aria-current="true"' in markup
    assert "Round 1</p>" in markup and "Next: Bo" in markup


def test_no_encounter_and_no_rolls_say_so():
    assert "start one in the tracker" in table_page.board(None)
    assert "No rolls yet" in table_page.last_roll(None)


def test_a_roll_shows_its_total_dice_where_it_was_rolled_and_what_it_came_to():
    markup = table_page.last_roll({"notation": "3d6", "faces": [4, 3, 4], "total": 11, "source": "GURPS tracker",
                                   "outcome": "HT 12: made it by 1", "tone": "good"})
    assert ">11</p>" in markup and "3d6: 4 3 4" in markup and "GURPS tracker" in markup
    assert 'tone-good">HT 12: made it by 1' in markup
