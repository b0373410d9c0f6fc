"""Typed dice cost what the dice cost: an Aftermath! attack in the tracker asks each of its dice
(the d20 against the BCS, the Hit Location d100, the Effect Die, the Breaking 1D20) only when the
attack needs it, and the location's d100 and the Effect Die, rolled together, are typed in one
field ("43 7")."""

import sys
from pathlib import Path

import pytest

from pyrules.aftermath.tracker.dice_asked import GUN_DICE, MELEE_DICE, gun_dice_asked, melee_dice_asked
from pyrules.core.errors import RulesError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

# Ana's BCS 12 with a baseball bat (Weapons Listing note 5), a belt knife, a saber (note 3 only),
# and a pistol.
ANA = ("Ana", "party", {"str": "12"},
       "Bat 12 baseball-bat\nKnife 12 knife-belt\nSaber 12 sword-saber\nPistol 14 pistol_std")
RAIDER = ("Raider", "foe", {}, "")
BAT, KNIFE, SABER, PISTOL = 0, 1, 2, 3


def strike(attack: int):
    """Ana's attack on the Raider begun: its session and its strike stage."""
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), attack)
    return s, s.exchanges.now().stage


def asked(stage, dice=MELEE_DICE, **typed) -> tuple:
    """The dice the stage's form shows with these entries typed over what it was filled in with."""
    entries = {**stage.values, **typed}
    return tuple(f.name for f in stage.fields if f.name in dice and stage.shows(f, entries))


def test_before_the_d20_is_rolled_the_d20_location_and_effect_die_are_asked():
    _, stage = strike(KNIFE)
    assert asked(stage) == ("roll", "location_roll", "effect_roll")


def test_a_miss_asks_for_nothing_after_its_d20():
    _, stage = strike(KNIFE)
    assert asked(stage, roll="19") == ("roll",)  # 19 is over the Adjusted BCS 12 (ODA 0)


def test_a_hit_asks_for_its_location_and_effect_die_and_an_aimed_blow_no_location_roll():
    _, stage = strike(KNIFE)
    assert asked(stage, roll="5") == ("roll", "location_roll", "effect_roll")
    assert asked(stage, roll="5", location="head") == ("roll", "effect_roll")  # aimed or fixed: l.13


def test_the_breaking_1d20_is_asked_only_where_notes_5_and_6_call_for_it():
    _, bat = strike(BAT)
    assert "break_roll" not in asked(bat, roll="5")  # no armor: nothing to break on
    steel = asked(bat, roll="5", armor="SP", av="")  # Steel, format R, AV 9 over note 5's limit 6
    assert steel == ("roll", "location_roll", "effect_roll", "break_roll")
    assert "break_roll" not in asked(bat, roll="5", armor="HL", av="")  # Heavy Leather, format FS: no limit
    assert "break_roll" not in asked(bat, roll="5", armor="SP", av="", location="head", bare=["head"])
    _, saber = strike(SABER)
    assert "break_roll" not in asked(saber, roll="5", armor="SP", av="")  # the saber cites neither note


def test_the_rules_say_which_melee_dice_with_typed_keys():
    _, stage = strike(BAT)
    known = {**stage._known(stage.values), "roll": 5, "armor": "SP", "av": None}
    assert melee_dice_asked(known) == ("roll", "location_roll", "effect_roll", "break_roll")
    assert melee_dice_asked({**known, "roll": 20}) == ("roll",)


def test_a_gun_asks_its_location_and_damage_dice_only_on_a_hit():
    _, stage = strike(PISTOL)
    shot = {"distance": "10", "ammo": "pistol:22 Jet"}
    assert asked(stage, GUN_DICE, **shot, roll="3") == ("roll", "location_roll", "damage_roll")
    assert asked(stage, GUN_DICE, **shot, roll="20") == ("roll",)
    known = {**stage._known({**stage.values, **shot}), "roll": 20}
    assert gun_dice_asked(known) == ("roll",)


def test_a_miss_rolls_no_location_and_no_effect_die():
    s, _ = strike(KNIFE)
    outcome = s.exchanges.answer({"roll": "19"})
    struck = s.exchanges.now().done[0]
    assert outcome.rolls == () and struck.throws == ()  # none in the roll log, none asked of the player
    assert not struck.answer.result.hit and struck.answer.result.landed is None


def test_the_location_d100_and_the_effect_die_are_typed_in_one_field():
    s, _ = strike(KNIFE)
    outcome = s.exchanges.answer({"roll": "5", "location_roll": "73 4"})
    values = s.exchanges.now().done[0].values
    assert (values["location_roll"], values["effect_roll"]) == (73, 4)
    assert outcome.rolls == ()  # both were typed: the app rolled neither


def test_with_the_location_aimed_the_one_field_takes_the_effect_die_alone():
    s, _ = strike(KNIFE)
    with pytest.raises(RulesError) as refused:
        s.exchanges.answer({"roll": "5", "location": "head", "effect_roll": "73 4"})
    assert refused.value.field == "effect_roll" and "only 1" in refused.value.message
    s.exchanges.answer({"roll": "5", "location": "head", "effect_roll": "4"})
    assert s.exchanges.now().done[0].values["effect_roll"] == 4


def test_a_word_among_the_dice_typed_together_is_refused_naming_the_field():
    s, _ = strike(KNIFE)
    with pytest.raises(RulesError) as refused:
        s.exchanges.answer({"roll": "5", "location_roll": "73 x"})
    assert refused.value.field == "location_roll"
