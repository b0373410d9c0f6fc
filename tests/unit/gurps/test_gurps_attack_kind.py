"""A typed attack line is never silently melee: the exchange's attack stage asks Melee or Ranged of
a line that does not tell (its choice in view, nothing chosen), and the defense follows the choice:
no Parry against a ranged attack (published rule, not in the reference: only a thrown weapon can be
parried, which a card does not tell apart). A line that tells is played as it tells, a ranged
weapon's Acc given for an Aim; all driven through the session as the page drives it."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

from pyrules.core.errors import RulesError  # noqa: E402
from screen import exchange_page  # noqa: E402

GUNMAN = ("Gunman", "party", {"dx": "12"}, "Pistol 13 2d+1 (2) pi\nPistol 13 2d+1 (2) pi acc 2 150/1900 rcl 2")
KNIGHT = ("Knight", "foe", {"hp": "12"}, "Broadsword 13 2d cut parry 12\nShield bash 12 thr cr block 9")


def aimed():
    """The gunman's first pistol line, which does not say melee or ranged, aimed at the knight."""
    s = from_cards("gurps", (GUNMAN, KNIGHT))
    s.exchanges.begin(named(s, "Gunman"), 0)
    return s


def test_a_line_that_does_not_tell_is_asked_melee_or_ranged_with_nothing_chosen():
    s = aimed()
    stage = s.exchanges.now().stage
    asked = next(f for f in stage.fields if f.name == "roll_for")
    assert [key for key, _ in asked.choices] == ["melee", "ranged"]
    assert stage.values["roll_for"] == "" and "roll_for" not in stage.sources


def test_the_attack_is_not_rolled_until_melee_or_ranged_is_chosen():
    s = aimed()
    with pytest.raises(RulesError) as error:
        s.exchanges.answer({"roll": "6"})
    assert error.value.field == "roll_for"
    shown = s.exchanges.roll_on()  # the app rolling the rest stops there, its field pointed to
    assert shown.fault is not None and shown.fault[0] == "roll_for"
    assert s.exchanges.now().stage.key == "attack"


def test_the_pistol_chosen_ranged_is_blocked_not_parried():
    s = aimed()
    s.exchanges.answer({"roll_for": "ranged", "roll": "6"})
    defense = s.exchanges.now().stage
    assert (defense.values["against"], defense.values["defense"], defense.values["base"]) == ("ranged", "block", 9)


def test_the_same_line_chosen_melee_is_parried():
    s = aimed()
    s.exchanges.answer({"roll_for": "melee", "roll": "6"})
    defense = s.exchanges.now().stage
    assert (defense.values["against"], defense.values["defense"], defense.values["base"]) == ("melee", "parry", 12)


def test_a_line_that_carries_an_acc_and_a_range_is_ranged_and_its_acc_is_given_for_an_aim():
    s = from_cards("gurps", (GUNMAN, KNIGHT))
    s.exchanges.begin(named(s, "Gunman"), 1)
    stage = s.exchanges.now().stage
    assert (stage.values["roll_for"], stage.values["acc"]) == ("ranged", 2)
    assert stage.sources["roll_for"] == "Pistol: a ranged attack, from Gunman’s card"
    assert stage.sources["acc"] == "Pistol: Acc 2, from Gunman’s card"
    s.exchanges.answer({"roll": "6"})
    assert s.exchanges.now().stage.values["against"] == "ranged"


def test_a_free_attack_is_a_punch_in_melee():
    s = from_cards("gurps", (GUNMAN, KNIGHT))
    s.exchanges.begin(named(s, "Gunman"), None)
    stage = s.exchanges.now().stage
    assert (stage.values["roll_for"], stage.sources["roll_for"]) == ("melee", "Punch: a melee attack")


def test_the_page_asks_melee_or_ranged_in_view_with_neither_ticked():
    s = aimed()
    drawn = str(exchange_page.stage_form(s.exchanges.now().stage, "gurps-tracker"))
    folded = drawn[drawn.index('class="from-cards"'):]
    asked = drawn[drawn.index('data-field="roll_for"'):drawn.index('class="from-cards"')]
    assert 'value="melee"' in asked and 'value="ranged"' in asked and "checked" not in asked
    assert 'data-field="roll_for"' not in folded
    assert "does not say: tap Melee or Ranged" in asked
