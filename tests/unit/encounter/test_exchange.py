"""The exchange as data: stored and read back checked, whom it targets by default, the one action it
applies, a card's attacks reaching the encounter, a check's follow-up, and a fight that starts itself."""

import json
from dataclasses import replace

import pytest

from exchange_helpers import Loaded, from_cards, named, reread, session
from pyrules.core.answers import Answer
from pyrules.core.encounter import Encounter, Roster, actions
from pyrules.core.encounter import exchange as X
from pyrules.core.encounter.model import Check, Follow, Reminder
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.core.tools import Tool
from keeping.keys import legacy_exchange_key
from pyrules.core.encounter.commands import submit, tap

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12"}, "")


def party(*extra):
    """The fighter, an orc and a second fighter (party), initiative rolled."""
    return from_cards("gurps", (FIGHTER, ORC, ("Squire", "party", {}, "")) + extra)


def test_an_exchange_round_trips_through_plain_data():
    exchange = X.Exchange("gurps", "c1", ("c2", "c3"), 0, (("attack", {"roll": 9, "options": ["telegraphic"]},
                                                              {"roll": "3d6"}, 12345),))
    data = json.loads(json.dumps(exchange.to_dict()))
    assert X.Exchange.from_dict(data) == exchange


@pytest.mark.parametrize("change, field", [
    ({"attacker": "m1"}, "attacker"), ({"targets": []}, "targets"), ({"targets": ["c2", 3]}, "targets[1]"),
    ({"attack": -1}, "attack"), ({"ruleset": "chess"}, "ruleset"), ({"stages": [{"stage": "attack"}]},
                                                                      "stages[0].values"),
    ({"stages": [{"stage": "attack", "values": {"roll": {"a": 1}}}]}, "stages[0].values.roll"),
    ({"stages": [{"stage": "attack", "values": {"roll": 9}, "rolled": {"roll": "lots"}}]}, "stages[0].rolled.roll"),
    ({"stages": [{"stage": "attack", "values": {"roll": 9}, "seed": -1}]}, "stages[0].seed"),
    ({"extra": 1}, "extra"),
])
def test_a_damaged_stored_exchange_is_refused_naming_its_field(change, field):
    data = {**X.Exchange("gurps", "c1", ("c2",)).to_dict(), **change}
    with pytest.raises(RulesError) as error:
        X.Exchange.from_dict(data)
    assert error.value.field == field


def test_an_attack_an_older_app_kept_apart_is_moved_into_its_encounter_as_the_tracker_opens():
    s = party()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    kept_apart = s.exchange
    s.exchanges.cancel()
    s.keep()
    s.book.store.save(legacy_exchange_key("gurps", s.library.current), kept_apart.to_dict())
    again = reread(s)
    assert again.exchange == kept_apart and again.exchanges.now().stage.key == f"defense {named(s, 'Orc')}"
    assert reread(again).exchange == kept_apart  # written into the encounter's own record
    assert legacy_exchange_key("gurps", s.library.current) not in again.book.store.keys("exchange.")


def test_an_attack_kept_apart_that_cannot_be_read_is_set_aside_and_the_encounter_opens_without_it():
    s = party()
    s.keep()
    s.book.store.save(legacy_exchange_key("gurps", s.library.current), {"ruleset": "gurps", "stages": "many"})
    again = reread(s)
    assert again.exchange is None and again.book.store.damaged == [legacy_exchange_key("gurps", s.library.current)]


def test_an_attack_naming_a_combatant_no_longer_there_is_not_shown_and_the_next_one_begins_unasked():
    s = party()
    s.keep()
    s.book.store.save(legacy_exchange_key("gurps", s.library.current),
                      {"ruleset": "gurps", "attacker": "c99", "targets": ["c2"], "attack": None,
                       "stages": [{"stage": "attack", "values": {"roll": 9}}]})
    again = reread(s)
    assert again.exchanges.now() is None
    assert not again.exchanges.begin(named(again, "Fighter"), 0).ask
    assert again.exchanges.now().stage.key == "attack"


def test_the_default_target_is_the_only_foe_never_the_attacker():
    s = party()
    assert X.default_targets(s.encounter.state, named(s, "Fighter")) == (named(s, "Orc"),)
    assert X.default_targets(s.encounter.state, named(s, "Orc")) == (named(s, "Fighter"),)


def test_the_default_target_is_the_last_one_the_attacker_attacked():
    s = party()
    fighter, squire = named(s, "Fighter"), named(s, "Squire")
    s.exchanges.begin(fighter, 0, [squire])
    s.exchanges.answer({"roll": "16"})
    s.exchanges.finish()
    s.exchanges.begin(fighter, 0)
    assert s.exchange.targets == (squire,)


def test_with_several_foes_the_first_foe_in_the_order_is_the_default_target():
    s = party(("Goblin", "foe", {}, ""))
    first_foe = next(c.id for c in s.encounter.combatants if c.side == "foe")
    assert X.default_targets(s.encounter.state, named(s, "Fighter")) == (first_foe,)


def test_an_attack_on_oneself_or_with_an_attack_the_card_lacks_is_refused():
    s = party()
    fighter = named(s, "Fighter")
    with pytest.raises(RulesError) as error:
        s.exchanges.begin(fighter, 0, [fighter])
    assert error.value.field == "targets"
    with pytest.raises(RulesError) as error:
        s.exchanges.begin(fighter, 3)
    assert error.value.field == "attack"


def test_a_cards_attacks_travel_with_it_into_the_encounter_and_back_from_storage():
    s = party()
    fighter = s.encounter.named("Fighter")
    assert fighter.attacks == ("Broadsword 14 2d+1 cut melee",)
    assert s.attacks(fighter.id) == ((0, "Broadsword 14 2d+1 cut melee"),)
    assert reread(s).encounter.named("Fighter").attacks == fighter.attacks
    assert Encounter.from_dict(s.encounter.to_dict()) == s.encounter


def test_an_encounter_saved_before_combatants_carried_attacks_still_loads():
    enc = Encounter.new("gurps").apply(actions.add("Orc"))
    data = enc.to_dict()
    data["schema"] = 4
    assert Encounter.from_dict(data).combatants[0].attacks == ()
    assert "attacks" not in data["combatants"][0]


def test_an_attack_line_a_combatant_cannot_read_is_refused_naming_where():
    data = Encounter.new("gurps").apply(actions.add("Orc")).to_dict()
    data["combatants"][0]["attacks"] = ["Axe twelve 2d cut"]
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field == "combatants[0].attacks"


def test_the_exchange_action_logs_its_summary_then_each_targets_damage_as_one_step():
    enc = Encounter.new("gurps").apply(actions.add("Ana")).apply(actions.add("Orc", 2))
    a, o1, o2 = (c.id for c in enc.combatants)
    done = enc.apply(actions.exchange(a, [o1, o2], "Ana’s blast.", [actions.damage(o1, 3), actions.damage(o2, 4)]))
    assert [e.kind for e in done.log[-3:]] == ["exchange", "damage", "damage"]
    assert done.log[-3].text == "Ana’s blast." and done.log[-3].who == a
    assert done.undo().state == enc.state


def test_an_exchange_action_with_a_bad_part_is_refused_naming_it():
    enc = Encounter.new("gurps").apply(actions.add("Ana")).apply(actions.add("Orc"))
    a, o = (c.id for c in enc.combatants)
    with pytest.raises(RulesError) as error:
        enc.apply(actions.exchange(a, [o], "Ana hits.", [{"id": o, "amount": 0}]))
    assert error.value.field == "parts[0].amount"


def test_a_reminders_follow_up_is_stored_and_read_back():
    check = Check("3d6", 10, label="HT", follow=Follow("Stunned", "Unconscious", 5))
    enc = Encounter.new("gurps").apply(actions.add("Orc"))
    enc = replace(enc, state=replace(enc.state, reminders=(Reminder("Roll HT", "damage", "c1", check),)))
    assert Encounter.from_dict(enc.to_dict()).reminders[0].check.follow == check.follow


def test_a_follow_up_with_the_stats_it_sets_and_what_it_tells_is_stored_and_read_back():
    follow = Follow("Stunned", "Unconscious", 5, sets=(("posture", "lying"),), tells="drops what it holds")
    enc = Encounter.new("gurps").apply(actions.add("Orc"))
    enc = replace(enc, state=replace(enc.state, reminders=(
        Reminder("Roll HT", "damage", "c1", Check("3d6", 10, label="HT", follow=follow)),)))
    assert Encounter.from_dict(enc.to_dict()).reminders[0].check.follow == follow


def test_a_condition_put_on_with_stats_changes_both_in_one_step_that_one_undo_takes_back():
    enc = Encounter.new("gurps").apply(actions.add("Orc"))
    orc = enc.named("Orc").id
    after = enc.apply(actions.add_condition(orc, "Stunned", stats={"posture": "lying"}))
    assert after.named("Orc").condition("Stunned") is not None and after.named("Orc").stats["posture"] == "lying"
    assert after.log[-1].text == "Orc: Stunned until removed; posture now Crawling or Lying Down."
    assert after.undo().named("Orc").stats["posture"] == "standing"
    with pytest.raises(RulesError):
        enc.apply(actions.add_condition(orc, "Stunned", stats={"posture": "flying"}))


def test_a_follow_up_puts_on_the_worse_condition_from_its_margin():
    follow = Follow("Stunned", "Unconscious", 5)
    assert [follow.condition(m) for m in (1, 4, 5, 9)] == ["Stunned"] * 2 + ["Unconscious"] * 2
    assert Follow("Dead").condition(12) == "Dead"


def test_a_new_encounter_from_cards_starts_with_the_first_in_the_order_acting():
    s = party()
    assert s.encounter.state.active == s.encounter.state.order[0].id


def test_rolling_initiative_for_a_fresh_encounter_starts_its_first_turn_and_not_a_running_one():
    s = session("tal")
    s.add({"name": "Ana", "side": "party"})
    s.add({"name": "Orc"})
    assert s.encounter.state.active is None or s.encounter.log[-1].kind != "next"
    s.roll_initiative()
    first = s.encounter.state.active
    assert first == s.encounter.state.order[0].id
    s.next_turn()
    s.roll_initiative()
    assert s.encounter.state.active != first or len(s.encounter.state.order) == 1


def test_a_roster_brings_attacks_in_its_add_action():
    roster = Roster("gurps").add("Ana", attacks="Broadsword 14 2d+1 cut")
    assert roster.add_action()["entries"][0]["attacks"] == ["Broadsword 14 2d+1 cut"]


def test_the_pages_taps_reach_the_exchange_by_name():
    s = party()
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    tap(s, "exchange", fighter, {"attack": "0", "targets": orc})
    assert s.exchange.targets == (orc,) and s.exchange.attack == 0
    submit(s, "stage", None, {"roll": "16"})
    tap(s, "exchange-back")
    assert s.exchanges.now().stage.key == "attack"
    tap(s, "exchange-roll-on")
    assert s.exchanges.now().result is not None
    tap(s, "exchange-apply")
    assert s.exchange is None and s.encounter.log[-1].kind in ("exchange", "damage")
    tap(s, "exchange", fighter)
    assert s.exchange.attack is None
    tap(s, "exchange-cancel")
    assert s.exchange is None


def test_a_rolls_dice_may_depend_on_a_roll_of_the_stage_made_before_it():
    sum_of = Tool("sum", "Sum", (Field("dice", "Dice", "int", low=1, high=3, required=False),
                                 Field("total", "Total", "int", low=0, high=18, required=False)),
                  lambda values, rng: Answer(str(values["total"])))
    seen = []

    def total_dice(values):
        seen.append(values["dice"])
        return None if values["dice"] is None else f"{values['dice']}d6"

    stage = X.Stage(sum_of, "Sum", rolls={"dice": "1d3", "total": total_dice}, key="sum")
    thrown = stage.answer({}, Loaded(2, 5, 6))
    assert [(t.field, t.notation, t.total) for t in thrown.throws] == [("dice", "1d3", 2), ("total", "2d6", 11)]
    typed = stage.answer({"dice": "3", "total": "4"}, Loaded())
    assert not typed.throws and seen == [2]
