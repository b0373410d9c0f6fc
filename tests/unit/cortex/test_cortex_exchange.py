"""A Cortex exchange from the tracker: the attack roll against the target's own defense roll, damage to Stun and Wounds."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, Taps, from_cards, named, reread, session  # noqa: E402

MAL = ("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound")
THUG = ("Thug", "foe", {"agility": "d6"}, "")


def taken(s, name):
    return dict(s.encounter.named(name).resources)


def test_the_attack_roll_is_the_cards_dice_and_the_defense_the_targets_own_agility():
    s = from_cards("cortex", (MAL, THUG))
    s.exchanges.begin(named(s, "Mal"))  # a free attack: Agility, unskilled
    assert s.exchanges.now().stage.values["attribute"] == "d8" and s.exchanges.now().stage.values["skill"] == "d0"
    s.exchanges.cancel()
    s.exchanges.begin(named(s, "Mal"), 0)
    stage = s.exchanges.now().stage
    assert (stage.tool.key, stage.values["attribute"], stage.values["skill"]) == ("cortex-roll", "d8", "d6")
    s.exchanges.answer({"roll": "11"})
    defense = s.exchanges.now().stage
    assert defense.tool.key == "cortex-defense" and defense.values["attack"] == 11
    assert defense.sources["agility"] == "Agility d6, from Thug"


def test_a_hit_deals_the_attack_less_the_defense_split_plus_the_weapon_to_wounds():
    s = from_cards("cortex", (MAL, THUG))
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "11"})
    s.exchanges.answer({"roll": "4"})
    damage = s.exchanges.now().stage
    assert (damage.values["attack"], damage.values["difficulty"], damage.values["weapon"]) == (11, 4, "d6")
    s.exchanges.answer({"weapon_roll": "5"})
    s.exchanges.finish()
    assert taken(s, "Thug") == {"Stun": 4, "Wounds": 3 + 5, "Shock": 0}  # basic 7: the odd point to Stun


def test_a_defense_that_beats_the_attack_ends_the_exchange_with_nothing_applied():
    s = from_cards("cortex", (MAL, THUG))
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "3"})
    s.exchanges.answer({"roll": "6"})
    assert s.exchanges.now().result.text == "Thug is missed."
    s.exchanges.finish()
    assert taken(s, "Thug") == {"Stun": 0, "Wounds": 0, "Shock": 0}


def test_a_botched_attack_misses():
    s = from_cards("cortex", (MAL, THUG))
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "2"})  # both dice show 1
    assert "botches" in s.exchanges.now().result.text


def test_an_unconscious_target_is_unaware_at_difficulty_3():
    s = from_cards("cortex", (MAL, THUG))
    s.edit(named(s, "Thug"), {"name": "Thug", "unconscious": "true"})
    s.exchanges.begin(named(s, "Mal"), 0, [named(s, "Thug")])  # ticked: one unconscious is no default target
    s.exchanges.answer({"roll": "5"})
    stage = s.exchanges.now().stage
    assert stage.values["defense"] == "unaware"
    s.exchanges.answer({})
    assert s.exchanges.now().stage.values["difficulty"] == 3


def test_a_cortex_attack_opposed_by_the_targets_defense_roll_wounds_to_dying_in_at_most_7_taps_an_exchange():
    s = from_cards("cortex", (MAL, THUG), rng=Loaded())
    t = Taps(s)
    mal, thug = named(s, "Mal"), named(s, "Thug")
    exchanges = 0
    while not s.plugin.pools.damage_state(s.encounter.combatant(thug)).dying:
        before = t.taps
        t.exchanges.begin(mal, 0)
        while s.exchanges.now().stage is not None:  # attack, defense, damage: the app rolls each
            t.exchanges.answer({})
        t.exchanges.finish()
        t.next_turn()
        t.next_turn()
        assert t.taps - before <= 7
        exchanges += 1
        assert exchanges < 20
    assert t.keys == 0
    assert any("dying" in r.text for r in s.encounter.reminders) or s.plugin.pools.damage_state(
        s.encounter.combatant(thug)).dying


def test_a_failed_roll_to_stay_conscious_ticks_unconscious_in_one_tap():
    s = from_cards("cortex", (MAL, THUG))
    thug = named(s, "Thug")
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "14"})
    s.exchanges.answer({"roll": "1"})
    s.exchanges.answer({"weapon_roll": "6"})
    s.exchanges.finish()
    index = next(i for i, r in enumerate(s.encounter.reminders) if "stay conscious" in r.text)
    s.rng = Loaded(1, 1)
    s.reminder_rolls.roll(index)
    s.reminder_rolls.follow(index)
    assert s.plugin.stat(s.encounter.combatant(thug), "unconscious") is True


def without_armor(data):
    """Stored data as a version before Armor wrote it: no "armor" anywhere."""
    if isinstance(data, dict):
        return {key: without_armor(value) for key, value in data.items() if key != "armor"}
    if isinstance(data, list):
        return [without_armor(value) for value in data]
    return data


ARMORED_THUG = ("Thug", "foe", {"agility": "d6", "armor": "2"}, "")


def test_the_damage_stage_takes_the_targets_armor_from_its_card_with_its_source():
    s = from_cards("cortex", (MAL, ARMORED_THUG))
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "11"})
    s.exchanges.answer({"roll": "4"})
    damage = s.exchanges.now().stage
    assert damage.values["armor"] == 2
    assert damage.sources["armor"] == "Armor 2, from Thug"
    assert damage.cited["armor"] == "seed 003 l.35"


def test_the_targets_armor_stops_wounds_with_nothing_typed():
    s = from_cards("cortex", (MAL, ARMORED_THUG))
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "11"})
    s.exchanges.answer({"roll": "4"})
    s.exchanges.answer({"weapon_roll": "5"})
    s.exchanges.finish()
    assert taken(s, "Thug") == {"Stun": 4, "Wounds": 3 + 5 - 2, "Shock": 0}


def test_a_target_with_no_armor_on_its_card_says_armor_0_and_roll_on_never_stops_for_it():
    s = from_cards("cortex", (MAL, THUG))
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "11"})
    s.exchanges.answer({"roll": "4"})
    assert s.exchanges.now().stage.sources["armor"] == "Armor 0, from Thug"
    outcome = s.exchanges.roll_on()
    assert outcome.notice == "" and s.exchanges.now().result is not None


def test_armor_is_kept_on_a_character_card_and_in_its_card_file():
    s = from_cards("cortex", (MAL, ARMORED_THUG))
    thug = next(m for m in s.roster.members if m.name == "Thug")
    assert thug.stats["armor"] == 2
    _, text = s.cards.file(thug.id).download
    assert json.loads(text)["cards"][0]["stats"]["armor"] == 2


def test_a_card_file_saved_before_cards_had_armor_loads_and_its_cards_wear_none():
    s = from_cards("cortex", (MAL, THUG))
    _, text = s.cards.file().download
    data = json.loads(text)
    for card in data["cards"]:
        card["stats"].pop("armor")
    fresh = session("cortex")
    assert fresh.cards.load_file(json.dumps(data)).notice == "Loaded 2 cards."
    fresh.new_from_roster(None)
    thug = fresh.encounter.combatant(named(fresh, "Thug"))
    assert fresh.plugin.stat(thug, "armor") == 0


def test_an_encounter_saved_before_combatants_had_armor_loads_and_plays_its_attack_at_armor_0():
    s = from_cards("cortex", (MAL, THUG))
    s.keep()
    storage = s.book.store.backend
    storage.items = {key: json.dumps(without_armor(json.loads(value)), separators=(",", ":"), ensure_ascii=False)
                     for key, value in storage.items.items()}
    assert not any('"armor"' in value for value in storage.items.values())
    again = reread(s)
    again.exchanges.begin(named(again, "Mal"), 0)
    again.exchanges.answer({"roll": "11"})
    again.exchanges.answer({"roll": "4"})
    assert again.exchanges.now().stage.values["armor"] == 0
