"""A TAL exchange from the tracker: the attack table with the attacker's fatigue and the target's evasion."""

import sys
from pathlib import Path

import pytest

from pyrules.core.errors import RulesError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Taps, from_cards, named  # noqa: E402
from pyrules.core.encounter.commands import tap

ANA = ("Ana", "party", {"tal_max": "20", "combat_speed": "12"}, "Sword 55")
ORC = ("Orc", "foe", {"constitution": "40", "combat_speed": "10"}, "")


def test_a_tal_attack_by_a_taxed_attacker_adds_10():
    s = from_cards("tal", (ANA, ORC))
    ana = named(s, "Ana")
    s.edit(ana, {"name": "Ana", "tal_max": "20"})
    s.apply({"kind": "damage", "id": ana, "amount": 15, "resource": "TAL"})
    s.exchanges.begin(ana, 0)
    stage = s.exchanges.now().stage
    assert stage.values["fatigue"] == "taxed" and stage.sources["fatigue"] == "+10: Taxed, from Ana"
    answered = stage.answer({"roll": "50", "evasion": "0"}, s.rng)
    assert any(line.value.startswith("50 +10 = 60") for line in answered.answer.lines)


def test_the_targets_evasion_comes_from_its_combat_speed():
    s = from_cards("tal", (ANA, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    stage = s.exchanges.now().stage
    orc = s.encounter.named("Orc")
    assert stage.values["evasion"] == s.plugin.standing.speed(orc).evasion.evasion
    assert stage.sources["evasion"] == f"Evasion {stage.values['evasion']}, from Orc’s Combat Speed"


def test_a_hit_deals_the_damage_entered_to_the_targets_shp_and_a_miss_nothing():
    s = from_cards("tal", (ANA, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10"})
    assert s.exchanges.now().stage.values["category"].startswith("category")
    s.exchanges.answer({"damage": "6"})
    s.exchanges.finish()
    assert s.encounter.named("Orc").resources["SHP"] == 20 - 6
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "99"})
    s.exchanges.finish()
    assert s.encounter.named("Orc").resources["SHP"] == 14


def test_tal_to_taxed_takes_at_most_5_taps_an_attack_and_no_tap_per_point_of_tal():
    s = from_cards("tal", (ANA, ORC))
    t = Taps(s)
    ana = named(s, "Ana")
    while s.plugin.standing.fatigue(s.encounter.combatant(ana)).level != "taxed":
        before = t.taps
        t.exchanges.begin(ana, 0)
        t.exchanges.answer({"tal_spent": "5", "roll": "30"})
        if s.exchanges.now().stage is not None:
            t.exchanges.answer({"damage": "1"})
        t.exchanges.finish()
        t.next_turn()
        assert t.taps - before <= 5
    assert s.encounter.named("Ana").resources["TAL"] == 5
    assert not any(e.kind == "damage" and e.pool == "TAL" and "takes 1 damage" in e.text for e in s.encounter.log)


def test_rolling_on_stops_at_the_damage_only_the_game_master_has_and_says_so():
    s = from_cards("tal", (ANA, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10"})  # a hit: its damage is the game master's to enter
    said = s.exchanges.roll_on()
    assert s.exchanges.now().stage.key == f"damage {named(s, 'Orc')}"
    assert said.notice == "Damage to Orc: Damage: enter a value."
    s.exchanges.answer({"damage": "4"})
    s.exchanges.finish()
    assert s.encounter.named("Orc").resources["SHP"] == 20 - 4


def test_damage_entered_with_the_attack_is_dealt_on_a_hit_without_being_asked_again():
    s = from_cards("tal", (ANA, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10", "hit_damage": "5"})
    s.exchanges.roll_on()
    assert s.exchanges.now().stage is None
    s.exchanges.finish()
    assert s.encounter.named("Orc").resources["SHP"] == 20 - 5


def test_rolling_on_answers_the_stage_asked_now_with_what_the_player_typed_in_it():
    s = from_cards("tal", (ANA, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    tap(s, "exchange-roll-on", data={"roll": "10", "tal_spent": "4", "hit_damage": "5"})
    assert s.exchanges.now().result.text.startswith("Ana spends 4 TAL.")
    s.exchanges.finish()
    assert s.encounter.named("Orc").resources["SHP"] == 20 - 5


ARMED = ("Ana", "party", {"tal_max": "20", "combat_speed": "12"}, "Sword 55 damage 2/4/6/8/10/14")


def test_a_hit_deals_the_attack_lines_damage_for_the_category_hit_with_its_source_without_asking():
    s = from_cards("tal", (ARMED, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10"})
    stage = s.exchanges.now().stage
    assert stage.values["category"] == "category 3 (Medium)" and stage.values["damage"] == 6
    assert stage.sources["damage"] == "the weapon’s damage for category 3 (Medium): Sword 6, from Ana’s card"
    s.exchanges.answer({})
    s.exchanges.finish()
    assert s.encounter.named("Orc").resources["SHP"] == 20 - 6


def test_rolling_on_with_damage_on_the_line_goes_to_the_result_for_every_category():
    for roll, category, damage in (("40", 1, 2), ("30", 2, 4), ("10", 3, 6), ("5", 4, 8), ("1", 5, 10)):
        s = from_cards("tal", (ARMED, ORC))
        s.exchanges.begin(named(s, "Ana"), 0)
        said = tap(s, "exchange-roll-on", data={"roll": roll})
        assert said.notice == "" and s.exchanges.now().stage is None
        assert s.exchanges.now().done[-1].values["category"].startswith(f"category {category} ")
        s.exchanges.finish()
        assert s.encounter.named("Orc").resources["SHP"] == 20 - damage


def test_a_critical_takes_the_sixth_number_and_a_line_of_five_asks_for_it():
    s = from_cards("tal", (ARMED, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "1", "evasion": "0"})
    stage = s.exchanges.now().stage
    assert (stage.values["category"], stage.values["damage"]) == ("Critical", 14)
    five = from_cards("tal", (("Ana", "party", {}, "Sword 55 damage 2/4/6/8/10"), ORC))
    five.exchanges.begin(named(five, "Ana"), 0)
    five.exchanges.answer({"roll": "1", "evasion": "0"})
    said = five.exchanges.roll_on()
    assert "damage" not in five.exchanges.now().stage.values
    assert said.notice == "Damage to Orc: Damage: enter a value."


def test_damage_entered_with_the_attack_comes_before_the_lines():
    s = from_cards("tal", (ARMED, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10", "hit_damage": "9"})
    assert s.exchanges.now().stage.values["damage"] == 9


def test_an_attack_line_keeps_its_damage_per_category_and_an_old_line_without_it_reads_as_before():
    s = from_cards("tal", (("Ana", "party", {}, "Sword 55\nLong Sword 60 dmg 3/5/7/9/11/16"), ORC))
    assert s.attacks(named(s, "Ana")) == ((0, "Sword 55"), (1, "Long Sword 60 damage 3/5/7/9/11/16"))
    assert s.plugin.card.read_attack("Long Sword 60 damage 3/5/7/9/11/16").damage_for("critical") == 16
    assert "categories 1 to 5, then a Critical" in s.plugin.card.attack_help


def test_an_attack_lines_damage_of_the_wrong_length_is_refused_naming_the_attacks():
    s = from_cards("tal", (ORC,))
    with pytest.raises(RulesError) as refused:
        s.cards.save(None, {"name": "Ana", "attacks": "Sword 55 damage 2/4/6"})
    assert refused.value.field == "attacks"
    assert "one number for each category, 1 to 5, and a sixth for a Critical" in refused.value.message


def test_rolling_on_that_stops_at_the_damage_points_the_page_to_its_field_with_why():
    s = from_cards("tal", (ANA, ORC))
    s.exchanges.begin(named(s, "Ana"), 0)
    said = tap(s, "exchange-roll-on", data={"roll": "10"})
    assert said.fault == ("damage", "Damage: enter a value.")
    s.exchanges.cancel()
    s.exchanges.begin(named(s, "Ana"), 0)
    assert tap(s, "exchange-roll-on", data={"roll": "99"}).fault is None  # a miss: nothing to fill in
