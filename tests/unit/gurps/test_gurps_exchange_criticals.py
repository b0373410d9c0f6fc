"""A GURPS exchange says what each critical calls for (G16, seed 001 l.222-236) and puts on what the
tracker can: a critically failed Dodge leaves the defender prone, a critically failed Block its
shield unreadied, each undone with the exchange."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

from pyrules.gurps.criticals import judge  # noqa: E402
from pyrules.gurps.data import cite  # noqa: E402
from pyrules.gurps.tracker.critical_calls import critical_defense, critical_hit, critical_miss  # noqa: E402
from pyrules.gurps.tracker.state import SHIELD_UNREADY, condition_name  # noqa: E402
from pyrules.core.encounter.commands import tap

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12", "dr": "2"}, "Axe 12 2d cut melee")
KNIGHT = ("Knight", "foe", {"hp": "12"}, "Broadsword 13 2d cut parry 10")
SHIELDMAN = ("Shieldman", "foe", {"hp": "12"}, "Shield bash 12 thr cr block 11")
ARCHER = ("Archer", "party", {"dx": "12"}, "Bow 14 1d+2 imp ranged")


def attacked(defender, attacker=FIGHTER, **hit):
    """The attacker's first attack on the defender, hit with a 6 (the orc dodges at 8, the knight
    parries at 10, the shieldman blocks at 11): the defense stage is next."""
    s = from_cards("gurps", (attacker, defender))
    s.exchanges.begin(named(s, attacker[0]), 0)
    s.exchanges.answer({"roll": "6", **hit})
    return s


def posture(s, name):
    return s.plugin.stat(s.encounter.named(name), "posture")


def test_a_critical_hit_gets_no_defense_and_calls_for_the_critical_hit_table():
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "3"})
    assert s.exchanges.now().stage.key.startswith("damage")
    s.exchanges.answer({"damage": "5"})
    text = s.exchanges.now().result.text
    assert "Critical hit: Orc gets no defense." in text
    assert text.endswith("Critical hit: roll 3d6 on the Critical Hit table.")


def test_a_critical_hit_to_the_head_calls_for_the_critical_head_blow_table():
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "skull", "roll": "3"})
    s.exchanges.answer({"damage": "5"})
    assert s.exchanges.now().result.text.endswith("Critical hit: roll 3d6 on the Critical Head Blow table.")


def test_a_critical_miss_sends_the_attacker_to_the_critical_miss_table_and_puts_nothing_on():
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "18"})
    result = s.exchanges.now().result
    assert result.text == "Fighter misses. Critical miss: Fighter rolls 3d6 on the Critical Miss table."
    assert result.parts == () and result.then == ()


def test_an_ordinary_miss_says_no_more_than_the_miss():
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "16"})
    assert s.exchanges.now().result.text == "Fighter misses."


def test_a_critically_failed_dodge_leaves_the_defender_prone_in_the_same_undoable_step():
    s = attacked(ORC)
    s.exchanges.answer({"defense_roll": "18"})
    s.exchanges.answer({"damage": "4"})
    assert "Orc’s Dodge fails critically: Orc falls prone." in s.exchanges.now().result.text
    s.exchanges.finish()
    assert posture(s, "Orc") == "lying" and s.plugin.pools.current(s.encounter.named("Orc"), "HP") == 9
    s.undo()
    assert posture(s, "Orc") == "standing" and s.plugin.pools.current(s.encounter.named("Orc"), "HP") == 12


def test_a_critically_failed_block_unreadies_the_shield():
    s = attacked(SHIELDMAN)
    assert s.exchanges.now().stage.values["defense"] == "block"
    s.exchanges.answer({"defense_roll": "18"})
    s.exchanges.answer({"damage": "4"})
    assert "Shieldman’s Block fails critically: Shieldman’s shield is unreadied." in s.exchanges.now().result.text
    s.exchanges.finish()
    assert s.encounter.named("Shieldman").has(SHIELD_UNREADY)


def test_a_shield_left_unready_offers_no_block_until_the_condition_is_cleared():
    s = attacked(SHIELDMAN)
    s.exchanges.answer({"defense_roll": "18"})
    s.exchanges.answer({"damage": "1"})
    s.exchanges.finish()
    shieldman = named(s, "Shieldman")
    assert "Shield unready: no Block until the shield is readied" in s.plugin.standing.status(
        s.encounter.combatant(shieldman), s.encounter.state)
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    assert s.exchanges.now().stage.values["defense"] == "dodge"
    s.exchanges.cancel()
    tap(s, "uncondition", shieldman, {"name": condition_name(SHIELD_UNREADY)})
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    assert s.exchanges.now().stage.values["defense"] == "block"


def test_a_critically_failed_parry_sends_the_defender_to_the_critical_miss_table():
    s = attacked(KNIGHT)
    assert s.exchanges.now().stage.values["defense"] == "parry"
    s.exchanges.answer({"defense_roll": "18"})
    s.exchanges.answer({"damage": "4"})
    result = s.exchanges.now().result
    assert "Knight’s Parry fails critically: Knight rolls 3d6 on the Critical Miss table." in result.text
    assert result.then == ()


def test_a_critical_success_on_a_melee_defense_sends_the_attacker_to_the_critical_miss_table():
    s = attacked(ORC)
    s.exchanges.answer({"defense_roll": "3"})
    result = s.exchanges.now().result
    assert result.text == ("Orc defends. Orc’s Dodge is a critical success: "
                           "Fighter rolls 3d6 on the Critical Miss table.")
    assert result.parts == () and result.then == ()


def test_a_critical_success_against_a_ranged_attack_sends_no_one_to_the_critical_miss_table():
    s = attacked(ORC, ARCHER)
    s.exchanges.answer({"defense_roll": "4"})
    text = s.exchanges.now().result.text
    assert "a thrown weapon can be caught" in text and "Critical Miss" not in text


def test_a_17_on_a_dodge_of_16_is_an_ordinary_failure_and_leaves_the_defender_standing():
    nimble = ("Nimble", "foe", {"hp": "12", "dodge": "16"}, "")
    s = attacked(nimble)
    s.exchanges.answer({"defense_roll": "17"})
    s.exchanges.answer({"damage": "4"})
    assert "critically" not in s.exchanges.now().result.text and s.exchanges.now().result.then == ()
    s.exchanges.finish()
    assert posture(s, "Nimble") == "standing"


def test_each_critical_is_cited_to_the_line_that_prints_it():
    class Who:
        def __init__(self, name, cid="c1"):
            self.name, self.id = name, cid

    ana, orc = Who("Ana"), Who("Orc", "c2")
    assert critical_hit("torso").cited == cite(222)
    assert critical_miss(ana).cited == cite(230)
    assert critical_defense(ana, orc, "dodge", judge(10, 3), "melee").cited == cite("224-226")
    assert critical_defense(ana, orc, "dodge", judge(10, 3), "ranged").cited == cite("224, 228")
    assert [critical_defense(ana, orc, d, judge(10, 18), "melee").cited for d in ("block", "dodge", "parry")] == [
        cite(232), cite(234), cite(236)]
    assert critical_defense(ana, orc, "dodge", judge(10, 12), "melee") is None
