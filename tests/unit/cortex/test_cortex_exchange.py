"""A Cortex exchange from the tracker: the attack roll against the target's own defense roll, damage to Stun and Wounds."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, Taps, from_cards, named  # noqa: E402

MAL = ("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound")
THUG = ("Thug", "foe", {"agility": "d6"}, "")


def taken(s, name):
    return dict(s.encounter.named(name).resources)


def test_the_attack_roll_is_the_cards_dice_and_the_defense_the_targets_own_agility():
    s = from_cards("cortex", (MAL, THUG))
    s.begin_exchange(named(s, "Mal"))  # a free attack: Agility, unskilled
    assert s.exchange_now().stage.values["attribute"] == "d8" and s.exchange_now().stage.values["skill"] == "d0"
    s.cancel_exchange()
    s.begin_exchange(named(s, "Mal"), 0)
    stage = s.exchange_now().stage
    assert (stage.tool.key, stage.values["attribute"], stage.values["skill"]) == ("cortex-roll", "d8", "d6")
    s.answer_stage({"roll": "11"})
    defense = s.exchange_now().stage
    assert defense.tool.key == "cortex-defense" and defense.values["attack"] == 11
    assert defense.sources["agility"] == "Agility d6, from Thug"


def test_a_hit_deals_the_attack_less_the_defense_split_plus_the_weapon_to_wounds():
    s = from_cards("cortex", (MAL, THUG))
    s.begin_exchange(named(s, "Mal"), 0)
    s.answer_stage({"roll": "11"})
    s.answer_stage({"roll": "4"})
    damage = s.exchange_now().stage
    assert (damage.values["attack"], damage.values["difficulty"], damage.values["weapon"]) == (11, 4, "d6")
    s.answer_stage({"weapon_roll": "5"})
    s.finish_exchange()
    assert taken(s, "Thug") == {"Stun": 4, "Wounds": 3 + 5, "Shock": 0}  # basic 7: the odd point to Stun


def test_a_defense_that_beats_the_attack_ends_the_exchange_with_nothing_applied():
    s = from_cards("cortex", (MAL, THUG))
    s.begin_exchange(named(s, "Mal"), 0)
    s.answer_stage({"roll": "3"})
    s.answer_stage({"roll": "6"})
    assert s.exchange_now().result.text == "Thug is missed."
    s.finish_exchange()
    assert taken(s, "Thug") == {"Stun": 0, "Wounds": 0, "Shock": 0}


def test_a_botched_attack_misses():
    s = from_cards("cortex", (MAL, THUG))
    s.begin_exchange(named(s, "Mal"), 0)
    s.answer_stage({"roll": "2"})  # both dice show 1
    assert "botches" in s.exchange_now().result.text


def test_an_unconscious_target_is_unaware_at_difficulty_3():
    s = from_cards("cortex", (MAL, THUG))
    s.edit(named(s, "Thug"), {"name": "Thug", "unconscious": "true"})
    s.begin_exchange(named(s, "Mal"), 0)
    s.answer_stage({"roll": "5"})
    stage = s.exchange_now().stage
    assert stage.values["defense"] == "unaware"
    s.answer_stage({})
    assert s.exchange_now().stage.values["difficulty"] == 3


def test_a_cortex_attack_opposed_by_the_targets_defense_roll_wounds_to_dying_in_at_most_7_taps_an_exchange():
    s = from_cards("cortex", (MAL, THUG), rng=Loaded())
    t = Taps(s)
    mal, thug = named(s, "Mal"), named(s, "Thug")
    exchanges = 0
    while not s.plugin.condition(s.encounter.combatant(thug)).dying:
        before = t.taps
        t.begin_exchange(mal, 0)
        while s.exchange_now().stage is not None:  # attack, defense, damage: the app rolls each
            t.answer_stage({})
        t.finish_exchange()
        t.next_turn()
        t.next_turn()
        assert t.taps - before <= 7
        exchanges += 1
        assert exchanges < 20
    assert t.keys == 0
    assert any("dying" in r.text for r in s.encounter.reminders) or s.plugin.condition(
        s.encounter.combatant(thug)).dying


def test_a_failed_roll_to_stay_conscious_ticks_unconscious_in_one_tap():
    s = from_cards("cortex", (MAL, THUG))
    thug = named(s, "Thug")
    s.begin_exchange(named(s, "Mal"), 0)
    s.answer_stage({"roll": "14"})
    s.answer_stage({"roll": "1"})
    s.answer_stage({"weapon_roll": "6"})
    s.finish_exchange()
    index = next(i for i, r in enumerate(s.encounter.reminders) if "stay conscious" in r.text)
    s.rng = Loaded(1, 1)
    s.roll_check(index)
    s.follow(index)
    assert s.plugin.stat(s.encounter.combatant(thug), "unconscious") is True
