"""An Aftermath! exchange from the tracker: the card's melee or gun attack on each target, its wound the target's."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

ANA = ("Ana", "party", {"str": "12"}, "Knife 12 knife-belt\nPistol 14 pistol_std")
RAIDER = ("Raider", "foe", {}, "")


def test_a_knife_attack_opens_the_melee_calculator_with_the_attackers_bcs_and_str():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.begin_exchange(named(s, "Ana"), 0)
    stage = s.exchange_now().stage
    assert stage.tool.key == "aftermath-melee"
    assert (stage.values["bcs"], stage.values["weapon"], stage.values["strength"]) == (12, "knife-belt", 12)
    assert stage.values["oda"] == 0 and stage.sources["oda"] == "ODA 0, from Raider"


def test_the_targets_oda_armor_value_and_bare_parts_come_from_its_card():
    armored = ("Raider", "foe", {"oda": "3", "av": "4", "bare": "head, arm"}, "")
    s = from_cards("aftermath", (ANA, armored))
    s.begin_exchange(named(s, "Ana"), 0)
    stage = s.exchange_now().stage
    assert (stage.values["oda"], stage.values["armor"], stage.values["av"]) == (3, "none", 4)
    assert stage.values["bare"] == ["head", "arm"]
    assert stage.sources["av"] == "Armor Value 4, from Raider"


def test_a_hit_wounds_the_target_at_the_location_rolled_and_never_the_attacker():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.begin_exchange(named(s, "Ana"), 0)
    s.answer_stage({"roll": "5", "location_roll": "73"})
    result = s.exchange_now().result
    assert result.parts and result.parts[0][0] == named(s, "Raider")
    s.finish_exchange()
    assert s.encounter.named("Raider").resources["Lethal"] == result.parts[0][1].amount > 0
    assert s.encounter.named("Ana").resources["Lethal"] == 0
    assert "arm" in s.encounter.log[-1].text


def test_a_gun_attack_opens_the_gun_calculator_and_a_miss_applies_nothing():
    s = from_cards("aftermath", (ANA, RAIDER))
    s.begin_exchange(named(s, "Ana"), 1)
    stage = s.exchange_now().stage
    assert stage.tool.key == "aftermath-gun" and stage.values["weapon"] == "pistol_std"
    s.answer_stage({"distance": "10", "ammo": "pistol:22 Jet", "roll": "20"})
    s.finish_exchange()
    assert s.encounter.named("Raider").resources["Lethal"] == 0
