"""An Aftermath! exchange from the tracker: the card's melee or gun attack on each target, its damage rolled as
the hit calls for, its wound the target's; and the row's pools the wound goes to."""

import sys
from pathlib import Path

import pytest

from pyrules.core.errors import RulesError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
from exchange_helpers import Loaded, from_cards, named, reread  # noqa: E402

from screen import exchange_page, tracker_page  # noqa: E402

ANA = ("Ana", "party", {"str": "12"}, "Knife 12 knife-belt\nPistol 14 pistol_std")
RAIDER = ("Raider", "foe", {}, "")


def test_a_knife_attack_opens_the_melee_calculator_with_the_attackers_bcs_and_str():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 0)
    stage = s.exchanges.now().stage
    assert stage.tool.key == "aftermath-melee"
    assert (stage.values["bcs"], stage.values["weapon"], stage.values["strength"]) == (12, "knife-belt", 12)
    assert stage.values["oda"] == 0 and stage.sources["oda"] == "ODA 0, from Raider"


def test_the_targets_oda_armor_value_and_bare_parts_come_from_its_card():
    armored = ("Raider", "foe", {"oda": "3", "av": "4", "bare": "head, arm"}, "")
    s = from_cards("aftermath", (ANA, armored))
    s.exchanges.begin(named(s, "Ana"), 0)
    stage = s.exchanges.now().stage
    assert (stage.values["oda"], stage.values["armor"], stage.values["av"]) == (3, "none", 4)
    assert stage.values["bare"] == ["head", "arm"]
    assert stage.sources["av"] == "Armor Value 4, from Raider"


def test_a_hit_wounds_the_target_at_the_location_rolled_and_never_the_attacker():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "5", "location_roll": "73"})
    result = s.exchanges.now().result
    assert result.parts and result.parts[0][0] == named(s, "Raider")
    s.exchanges.finish()
    assert s.encounter.named("Raider").resources["Lethal"] == result.parts[0][1].amount > 0
    assert s.encounter.named("Ana").resources["Lethal"] == 0
    assert "arm" in s.encounter.log[-1].text


def test_a_gun_attack_opens_the_gun_calculator_and_a_miss_applies_nothing():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 1)
    stage = s.exchanges.now().stage
    assert stage.tool.key == "aftermath-gun" and stage.values["weapon"] == "pistol_std"
    s.exchanges.answer({"distance": "10", "ammo": "pistol:22 Jet", "roll": "20"})
    s.exchanges.finish()
    assert s.encounter.named("Raider").resources["Lethal"] == 0


# -- the damage a hit rolls is a roll of the stage ------------------------------------------------

def line(answer, label: str):
    """The line of a calculator's answer with this label."""
    return next(x for x in answer.lines if x.label == label)


def rolled(outcome, label: str):
    """The roll the app made for the field so labelled, as the roll log gets it (None: none made)."""
    return next((r for r in outcome.rolls if r.said.endswith(f": {label} {r.total}")), None)


def test_a_melee_hits_effect_die_is_rolled_by_the_app_with_the_die_of_the_strength_group_and_goes_to_the_roll_log():
    s = from_cards("aftermath", (ANA, RAIDER), rng=Loaded(4))
    s.exchanges.begin(named(s, "Ana"), 0)
    outcome = s.exchanges.answer({"roll": "5", "location_roll": "73"})
    answer = s.exchanges.now().done[0].answer
    effect = rolled(outcome, "Effect die roll")
    assert effect is not None and effect.total == 4
    assert line(answer, "Effect Die").value.endswith(f": {effect.notation}")
    assert line(answer, "Effect Die").note == "rolled 4"
    assert f"effect die roll {effect.notation}: 4" in s.exchanges.now().text


def test_the_effect_die_typed_is_the_physical_dice_and_the_app_rolls_no_other():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 0)
    outcome = s.exchanges.answer({"roll": "5", "location_roll": "73", "effect_roll": "6"})
    assert rolled(outcome, "Effect die roll") is None
    assert line(s.exchanges.now().done[0].answer, "Effect Die").note == "rolled 6"


def test_the_effect_die_typed_is_the_same_hit_as_the_app_rolling_that_number():
    typed = from_cards("aftermath", (ANA, RAIDER))
    typed.exchanges.begin(named(typed, "Ana"), 0)
    typed.exchanges.answer({"roll": "5", "location_roll": "73", "effect_roll": "3", "break_roll": "10"})
    thrown = from_cards("aftermath", (ANA, RAIDER), rng=Loaded(3))
    thrown.exchanges.begin(named(thrown, "Ana"), 0)
    thrown.exchanges.answer({"roll": "5", "location_roll": "73", "break_roll": "10"})
    assert typed.exchanges.now().result == thrown.exchanges.now().result


def test_a_typed_effect_die_its_die_cannot_show_is_refused_on_its_field():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 0)
    with pytest.raises(RulesError) as error:
        s.exchanges.answer({"roll": "5", "location_roll": "73", "effect_roll": "30"})
    assert error.value.field == "effect_roll"


def test_a_melee_miss_rolls_no_effect_die():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 0)
    outcome = s.exchanges.answer({"roll": "20"})
    assert rolled(outcome, "Effect die roll") is None and not s.exchanges.now().result.parts


def test_the_melee_stage_shows_the_effect_die_as_a_roll_with_its_dice():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 0)
    walk = s.exchanges.now()
    drawn = str(exchange_page.panel(walk, "aftermath-tracker", {}))
    hit = walk.stage.answer({"roll": "1", "location_roll": "50", "effect_roll": "1"}, Loaded())
    die = line(hit.answer, "Effect Die").value.split(": ")[1]
    assert 'data-field="effect_roll"><label for="aftermath-tracker-stage--effect_roll">' in drawn
    assert f'placeholder="blank: the app rolls {die}"' in drawn


def test_a_gun_hits_damage_dice_are_rolled_by_the_app_as_the_bdg_calls_for_and_go_to_the_roll_log():
    s = from_cards("aftermath", (ANA, RAIDER), rng=Loaded(1, 7))
    s.exchanges.begin(named(s, "Ana"), 1)
    outcome = s.exchanges.answer({"distance": "10", "ammo": "pistol:22 Jet", "roll": "3"})
    answer = s.exchanges.now().done[0].answer
    damage = rolled(outcome, "Damage dice roll")
    assert damage is not None and damage.notation == line(answer, "Damage dice").value
    assert line(answer, "Damage rolled").value == str(damage.total)


def test_a_gun_critical_hits_dice_are_rolled_first_and_the_damage_dice_are_those_of_the_bdg_they_raise():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 1)
    outcome = s.exchanges.answer({"distance": "10", "ammo": "pistol:22 Jet", "roll": "3", "critical": "hit"})
    answer = s.exchanges.now().done[0].answer
    critical, damage = rolled(outcome, "Critical dice roll"), rolled(outcome, "Damage dice roll")
    assert critical is not None and damage is not None
    assert outcome.rolls.index(critical) < outcome.rolls.index(damage)
    assert line(answer, "Critical hit (Pistol)").note.startswith(f"rolled {critical.total}: BDG ")
    assert damage.notation == line(answer, "Damage dice").value


def test_a_gun_damage_roll_typed_is_the_physical_dice():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 1)
    outcome = s.exchanges.answer({"distance": "10", "ammo": "pistol:22 Jet", "roll": "3", "damage_roll": "8"})
    assert rolled(outcome, "Damage dice roll") is None
    assert line(s.exchanges.now().done[0].answer, "Damage rolled").value == "8"


def test_a_gun_miss_rolls_no_damage_dice():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 1)
    outcome = s.exchanges.answer({"distance": "10", "ammo": "pistol:22 Jet", "roll": "20"})
    assert rolled(outcome, "Damage dice roll") is None


def test_the_damage_the_app_rolled_is_read_back_the_same_after_a_reload():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "5", "location_roll": "73"})
    before = s.exchanges.now()
    after = reread(s).exchanges.now()
    assert after.result == before.result and after.text == before.text
    assert "effect die roll" in after.text


# -- the third bar is the total of Lethal and Subdual -------------------------------------------

def test_the_third_bar_reads_as_the_total_of_lethal_and_subdual_not_a_third_damage():
    s = from_cards("aftermath", (ANA, RAIDER))
    raider = named(s, "Raider")
    s.apply({"kind": "damage", "id": raider, "amount": 4, "resource": "Lethal"})
    s.apply({"kind": "damage", "id": raider, "amount": 3, "resource": "Subdual"})
    row = next(r for r in s.encounter.view().order if r.id == raider)
    assert [tracker_page.standing_line(row)] == ["Lethal 4 of 30, Subdual 3 of 30, Total (L + S) 7 of 30"]


def test_damage_given_to_the_total_is_b_damage_half_lethal_half_subdual_and_its_name_is_kept():
    s = from_cards("aftermath", (ANA, RAIDER))
    raider = named(s, "Raider")
    s.apply({"kind": "damage", "id": raider, "amount": 5, "resource": "B"})
    again = reread(s).encounter.named("Raider")
    assert (again.resources["Lethal"], again.resources["Subdual"]) == (3, 2)
