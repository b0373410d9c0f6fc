"""Every TAL reminder that asks for a roll carries its check and names whom it is for: the Willpower
(Mental) checks of fatigue (l.17-18) at the combatant's Willpower less the fatigue penalty, and the
Unconsciousness roll (l.182) as the d100 that keeps roll plus damage off the Dead rows."""

import re
from dataclasses import replace

from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.encounter.model import Check
from pyrules.tal.states import FALLS_ASLEEP, FALLS_UNCONSCIOUS, dies, unconsciousness_check
from pyrules.tal.tracker import PLUGIN
from pyrules.tal.tracker.notes import NOTES


def encounter(**stats) -> Encounter:
    return Encounter.new("tal").apply(A.add("Ann", side="party", stats=stats)).apply(A.add("Goblin"))


def due(enc, moment):
    return [(r.text, r.who, r.check) for r in enc.reminders if r.moment == moment]


def spent_check(willpower=50):
    return Check("d100", willpower - 10, label=f"Willpower (Mental) {willpower}, Spent +10 to the roll, d100 at most",
                 follow=FALLS_UNCONSCIOUS)


def test_willpower_is_a_stat_of_every_tal_combatant_and_card_at_50():
    assert PLUGIN.stat(encounter().state.combatant("c1"), "willpower") == 50
    assert "willpower" in [f.name for f in PLUGIN.card.fields]
    assert any("Willpower (Mental) check is a d100 at or under Willpower" in note for note in NOTES)


def test_dropping_to_spent_asks_for_a_willpower_check_at_willpower_less_10():
    enc = encounter(tal_max=20, willpower=65).apply(A.damage("c1", 20, "TAL"))
    assert due(enc, "damage") == [("Ann drops to Spent: Willpower (Mental) check or fall unconscious (T2).", "c1",
                                   spent_check(65))]


def test_a_spent_characters_turn_offers_the_willpower_check_for_anything_strenuous():
    enc = encounter(tal_max=20).apply(A.damage("c1", 20, "TAL")).apply(A.next_turn())
    assert ("Ann: no offensive actions; Willpower (Mental) check for anything strenuous.", "c1", spent_check()) \
        in due(enc, "turn_start")


def test_a_taxed_characters_hourly_willpower_check_to_stay_awake_names_her_and_carries_the_check():
    enc = encounter(tal_max=20, willpower=40).apply(A.damage("c1", 15, "TAL")).apply(A.time_passes(hours=1))
    assert due(enc, "time") == [
        ("Ann is Taxed: Willpower (Mental) check to stay awake if nothing is going on.", "c1",
         Check("d100", 30, label="Willpower (Mental) 40, Taxed +10 to the roll, d100 at most",
               follow=FALLS_ASLEEP))]


def test_a_rolled_00_fails_a_willpower_check_even_at_willpower_00():
    enc = encounter(tal_max=20, willpower="00").apply(A.damage("c1", 20, "TAL"))
    assert PLUGIN.standing.willpower_check(enc.state.combatant("c1")).target == 90
    assert PLUGIN.standing.willpower_check(encounter(willpower="00").state.combatant("c1")).target == 99


def test_the_unconsciousness_roll_checks_the_d100_that_keeps_roll_plus_damage_at_110_or_less():
    assert unconsciousness_check(12, False) == Check(
        "d100", 98, label="Unconsciousness, alive at d100 + 12 ≤ 110: d100 at most", follow=dies(12, False))
    assert unconsciousness_check(12, True).target == 49   # 49 × 2 + 12 = 110
    assert unconsciousness_check(9, False).target == 100  # every roll: 00 + 9 = 109
    assert unconsciousness_check(111, False).target == 0  # none: Dead in 1d10 days at the least


def test_the_wound_that_takes_the_last_shp_asks_for_the_unconsciousness_roll_with_its_check():
    enc = encounter(constitution=10).apply(A.damage("c1", 7))  # 5 SHP, 5 DHP: SHP gone, DHP 3
    assert due(enc, "damage") == [("Ann: the last SHP is gone: roll Unconsciousness, d100 + 7 damage (T15).", "c1",
                                   unconsciousness_check(7, False))]
    doubled = encounter(constitution=10).apply(A.damage("c1", 12))
    assert due(doubled, "damage")[0][2] == unconsciousness_check(12, True)


def test_at_her_turn_the_unconsciousness_roll_still_due_carries_the_damage_of_the_wound_in_the_log():
    enc = encounter(constitution=10).apply(A.next_turn()).apply(A.next_turn())  # the Goblin's turn
    enc = enc.apply(A.damage("c1", 2)).apply(A.damage("c1", 4)).apply(A.next_turn())  # Ann's turn
    assert due(enc, "turn_start") == [("Ann: SHP 0: roll Unconsciousness, d100 + 4 damage (T15).", "c1",
                                       unconsciousness_check(4, False))]


def test_the_damage_the_unconsciousness_roll_adds_is_the_wounds_as_kept_not_as_its_words_say():
    enc = encounter(constitution=10).apply(A.next_turn()).apply(A.next_turn())
    enc = enc.apply(A.damage("c1", 2)).apply(A.damage("c1", 4))
    wound = enc.state.log[-1]
    assert (wound.kind, wound.amount) == ("damage", 4)
    reworded = replace(wound, text="Ann is cut for 40 points.")
    enc = replace(enc, state=replace(enc.state, log=enc.state.log[:-1] + (reworded,))).apply(A.next_turn())
    assert due(enc, "turn_start")[0][2] == unconsciousness_check(4, False)


def test_every_tal_reminder_that_asks_for_a_roll_carries_its_check_and_names_its_combatant():
    asks = re.compile(r"\broll\b|\bcheck\b")
    enc = encounter(constitution=20, tal_max=20).apply(A.next_turn())
    seen = []
    for step in (lambda e: e.apply(A.damage("c1", 15, "TAL")), lambda e: e.apply(A.time_passes(hours=1)),
                 lambda e: e.apply(A.damage("c1", 5, "TAL")), lambda e: e.apply(A.damage("c1", 10)),
                 lambda e: e.apply(A.next_turn()).apply(A.next_turn()), lambda e: e.apply(A.damage("c1", 12)),
                 lambda e: e.apply(A.next_turn()).apply(A.next_turn())):
        enc = step(enc)
        seen += enc.reminders
    asking = [r for r in seen if asks.search(r.text)]
    assert len(asking) >= 6
    assert all(r.check is not None and r.who == "c1" for r in asking), \
        [r.text for r in asking if r.check is None or r.who != "c1"]
