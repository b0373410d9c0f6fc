"""A TAL combatant's state acts on every roll the tracker offers, through the session as the page
drives it: its standing (fatigue, down) is what the row, the calculators, the attack and the
reminders read; each target's own evasion (000 l.120-125); no more TAL spent than is left
(l.14-18); no attack from one unconscious; a failed Willpower or Unconsciousness roll one tap;
a card never brings an encounter's state into a new one."""

import json
import sys
from pathlib import Path

import pytest

from pyrules.core.encounter.standing import ATTACK, Modifier
from pyrules.core.errors import RulesError
from pyrules.tal.data import cite
from pyrules.tal.states import COMBAT_SPEED, FALLS_ASLEEP, FALLS_UNCONSCIOUS, WILLPOWER, dies

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named, session  # noqa: E402
from pyrules.core.encounter.commands import tap

ANA = ("Ana", "party", {"tal_max": "20", "combat_speed": "12", "willpower": "60"}, "Sword 55")
ORC = ("Orc", "foe", {"constitution": "40", "combat_speed": "12"}, "")
GOBLIN = ("Goblin", "foe", {"constitution": "20", "combat_speed": "20"}, "")


def spend_tal(s, cid, amount):
    s.apply({"kind": "damage", "id": cid, "amount": amount, "resource": "TAL"})


def row(s, cid):
    return next(r for r in s.encounter.view().order if r.id == cid)


def reminder(s, words):
    return next(i for i, r in enumerate(s.encounter.reminders) if words in r.text)


def test_a_taxed_combatants_standing_is_what_its_row_calculator_willpower_check_and_foes_attack_read():
    s = from_cards("tal", (ANA, ORC))
    ana, orc = named(s, "Ana"), named(s, "Orc")
    spend_tal(s, ana, 15)  # 5 of 20 left: Taxed (l.17)
    standing = s.plugin.standing.of(s.encounter.combatant(ana), s.encounter.state)
    taxed = cite(17)
    assert standing.fatigue == "taxed" and standing.left("TAL") == 5
    assert standing.on(ATTACK) == (Modifier(ATTACK, "Taxed", 10, source=taxed),)
    assert standing.on(WILLPOWER) == (Modifier(WILLPOWER, "Taxed", 10, source=taxed),)
    assert standing.on(COMBAT_SPEED) == (Modifier(COMBAT_SPEED, "Taxed", -4, source=taxed),)
    assert row(s, ana).status == standing.status
    assert "Taxed: −4 Combat Speed, +10% to rolls" in standing.status
    assert s.calculate(ana, "tal-attack").calculator.values["fatigue"] == "taxed"
    assert s.plugin.standing.willpower_check(s.encounter.combatant(ana)).target == 60 - 10
    s.exchanges.begin(orc, None, [ana])
    stage = s.exchanges.now().stage
    assert stage.values["evasion"] == 0  # Combat Speed 12 − 4 = 8: evasion 0 (T11)
    assert stage.sources["evasion"] == "Evasion 0, from Ana’s Combat Speed; −4 Combat Speed: Taxed, from Ana"
    assert stage.cited["evasion"] == f"{taxed}; {cite('120-125')}"


def test_each_target_of_one_attack_is_judged_with_its_own_evasion():
    s = from_cards("tal", (ANA, ORC, GOBLIN))
    ana, orc, goblin = named(s, "Ana"), named(s, "Orc"), named(s, "Goblin")
    s.exchanges.begin(ana, 0, [orc, goblin])
    assert s.exchanges.now().stage.values["evasion"] == 2  # the Orc's Combat Speed 12
    s.exchanges.answer({"roll": "20"})  # skill 55, 20: High (category 4)
    against_goblin = s.exchanges.now().stage
    assert against_goblin.key == f"attack {goblin}"
    assert against_goblin.values["roll"] == 20 and against_goblin.sources["roll"] == "as against Orc"
    assert against_goblin.values["evasion"] == 4  # the Goblin's own Combat Speed 20
    s.exchanges.answer({})
    damage = s.exchanges.now().stage
    assert damage.key == f"damage {orc}" and damage.values["category"] == "category 2 (Low)"  # High − 2
    s.exchanges.answer({"damage": "6"})
    walk = s.exchanges.now()
    assert walk.result.text == "Orc takes 6 SHP. Ana misses Goblin."  # High − 4: below category 1
    s.exchanges.finish()
    assert s.encounter.named("Orc").resources["SHP"] == 20 - 6
    assert s.encounter.named("Goblin").resources["SHP"] == 10  # untouched: Constitution 20


def test_an_attack_cannot_spend_more_tal_than_the_attacker_has_left():
    s = from_cards("tal", (ANA, ORC))
    ana = named(s, "Ana")
    spend_tal(s, ana, 15)
    s.exchanges.begin(ana, 0)
    stage = s.exchanges.now().stage
    assert stage.sources["tal_spent"] == "5 TAL left, from Ana" and stage.cited["tal_spent"] == cite("14-18")
    with pytest.raises(RulesError) as refused:
        s.exchanges.answer({"roll": "30", "tal_spent": "8"})
    assert refused.value.field == "tal_spent"
    assert refused.value.message == "TAL spent on it: at most 5 (not 8)."
    said = tap(s, "exchange-roll-on", data={"roll": "30", "tal_spent": "8"})
    assert said.notice == "Ana’s Sword: TAL spent on it: at most 5 (not 8)."
    tap(s, "exchange-roll-on", data={"roll": "99", "tal_spent": "5"})
    s.exchanges.finish()
    assert s.encounter.named("Ana").resources["TAL"] == 0


def test_an_unconscious_combatant_cannot_attack_and_is_told_why_with_the_rule():
    s = from_cards("tal", (ANA, ORC))
    ana = named(s, "Ana")
    s.edit(ana, {"name": "Ana", "down": "unconscious"})
    with pytest.raises(RulesError) as refused:
        tap(s, "exchange", ana, {"attack": "0"})
    assert refused.value.message == f"Ana is unconscious: no action ({cite(180)})."
    assert s.exchanges.now() is None


def test_a_spent_combatant_cannot_start_an_attack():
    s = from_cards("tal", (ANA, ORC))
    ana = named(s, "Ana")
    spend_tal(s, ana, 20)
    with pytest.raises(RulesError) as refused:
        s.exchanges.begin(ana, 0)
    assert refused.value.message == f"Ana is Spent: you can take no offensive actions in combat ({cite(18)})."


def test_a_failed_willpower_check_on_dropping_to_spent_puts_her_down_in_one_tap():
    s = from_cards("tal", (ANA, ORC))
    ana = named(s, "Ana")
    spend_tal(s, ana, 20)
    index = reminder(s, "drops to Spent")
    s.rng = Loaded(51)  # at or under 60 − 10 succeeds: 51 fails
    tap(s, "roll-check", data={"index": str(index)})
    tap(s, "follow", data={"index": str(index)})
    assert s.encounter.named("Ana").stats["down"] == "unconscious"
    assert row(s, ana).status[0] == "Unconscious"


def test_a_failed_unconsciousness_roll_is_dying_in_one_tap_and_dead_at_instant_death():
    s = from_cards("tal", (ANA, ORC))
    orc = named(s, "Orc")
    s.apply({"kind": "damage", "id": orc, "amount": 34})  # 20 SHP, then 14 of the 20 DHP: the last SHP
    index = reminder(s, "roll Unconsciousness")
    s.rng = Loaded(98)  # 98 + 34 = 132: Dead in 1d10 minutes (l.192)
    s.reminder_rolls.roll(index)
    s.reminder_rolls.follow(index)
    assert s.encounter.named("Orc").stats["down"] == "dying" and row(s, orc).status[0] == "Dying"
    s = from_cards("tal", (ANA, ORC))
    orc = named(s, "Orc")
    s.apply({"kind": "damage", "id": orc, "amount": 40})  # SHP and the last DHP: the roll doubled
    index = reminder(s, "roll Unconsciousness")
    s.rng = Loaded(48)  # 48 × 2 + 40 = 136: Instant Death (l.193)
    s.reminder_rolls.roll(index)
    s.reminder_rolls.follow(index)
    assert s.encounter.named("Orc").stats["down"] == "dead" and row(s, orc).status == ("Dead",)


def test_a_card_file_saved_with_down_and_doing_starts_a_new_encounter_awake_and_active():
    s = session("tal")
    card = {"name": "Ana", "side": "party", "notes": "", "attacks": ["Sword 55"],
            "stats": {"constitution": 50, "tal_max": 20, "down": "dead", "until": "", "rest": "asleep",
                      "care": "physician"}}
    s.cards.load_file(json.dumps({"pyrules": "cards", "version": 1, "ruleset": "tal", "cards": [card]}))
    assert not {"down", "until", "rest", "care"} & set(s.roster.members[0].stats)
    s.new_from_roster(None)
    ana = s.encounter.named("Ana")
    assert s.plugin.standing.of(ana).acts and s.plugin.stat(ana, "rest") == "active"
    assert "Dead" not in row(s, ana.id).status


def test_the_damage_stage_takes_the_category_the_attack_rule_found_a_critical_reads_critical():
    s = from_cards("tal", (ANA, ("Rat", "foe", {"combat_speed": "6"}, "")))
    rat = named(s, "Rat")
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "01"})  # 01 at skill 55: Critical; Combat Speed 6: no evasion to lower it
    damage = s.exchanges.now().stage
    assert damage.key == f"damage {rat}" and damage.values["category"] == "Critical"
    assert damage.sources["damage"] == "the weapon’s damage for Critical: enter it"


def test_every_state_a_failed_tal_check_puts_on_is_a_condition_its_rules_know_by_the_key_of_that_stats_choice():
    """Falling unconscious (l.18) or asleep (l.17), dying and dead (l.189-193): each follow-up's
    condition reads as the key of the choice it sets in Down or Doing."""
    s = session("tal")
    standing, stats = s.plugin.standing, {f.name: f for f in s.plugin.stats}
    follows = (FALLS_UNCONSCIOUS, FALLS_ASLEEP, dies(34, False))
    for follow in follows:
        for name in filter(None, (follow.failed, follow.worse)):
            key = standing.condition_key(name)
            assert key in dict(stats[follow.stat].choices) and key in standing.conditions
    assert {standing.condition_key(n) for f in follows for n in (f.failed, f.worse) if n} == set(standing.conditions)


def test_a_condition_a_game_master_puts_on_by_a_tal_name_carries_its_key():
    s = session("tal")
    s.apply({"kind": "add", "entries": [{"name": "Ana", "count": 1}]})
    ana = s.encounter.state.combatants[0].id
    s.apply({"kind": "add_condition", "id": ana, "name": "asleep", "unit": None, "duration": None, "anchor": None})
    assert s.encounter.combatant(ana).has("asleep")
