"""The log: each entry names the combatant it concerns by id, the game clock, the pools moved,
and says where a turn begins."""

import random

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from encounter_helpers import ChattyReminders, add, chatty_plugin, step
from pyrules.core.encounter.generic import GenericPools
from pyrules import RulesError
from pyrules.core.encounter import Encounter, actions, register_plugin
from pyrules.core.encounter.model import TURN_BEGINS, Prompt


def entries(enc, since=0):
    return [(e.kind, e.who) for e in enc.log[since:]]


def test_each_entry_about_one_combatant_carries_its_id(three):
    enc, ids = three
    ana, bo, cy = ids["Ana"], ids["Bo"], ids["Cy"]
    start = len(enc.log)
    enc = step(enc)
    enc = enc.apply(actions.damage(bo, 3)).apply(actions.heal(bo, 1))
    enc = enc.apply(actions.add_condition(cy, "Prone")).apply(actions.remove_condition(cy, "Prone"))
    enc = enc.apply(actions.delay(cy)).apply(actions.act_now(cy))
    enc = enc.apply(actions.set_initiative(ana, 3)).apply(actions.duplicate(bo))
    enc = enc.apply(actions.remove(enc.named("Bo 2").id))
    assert entries(enc, start) == [
        ("next", ana), ("damage", bo), ("heal", bo), ("add_condition", cy), ("remove_condition", cy),
        ("delay", cy), ("act_now", cy), ("initiative", ana), ("duplicate", bo), ("remove", "c4")]


def test_the_entries_about_a_combatant_are_found_in_log_order_and_none_for_a_stranger(three):
    enc, ids = three
    bo = ids["Bo"]
    enc = step(enc).apply(actions.damage(bo, 3)).apply(actions.add("Goblin", 2)).apply(actions.heal(bo, 1))
    log = enc.state.log
    assert enc.state.logged_about(bo) == tuple(i for i, e in enumerate(log) if e.who == bo)
    assert [log[i].kind for i in enc.state.logged_about(bo)][-2:] == ["damage", "heal"]
    assert enc.state.logged_about("nobody") == ()


def test_entries_for_the_whole_table_carry_no_id(three):
    enc, ids = three
    enc = enc.apply(actions.add("Goblin", 2))
    assert entries(enc)[-1] == ("add", None)
    assert entries(enc)[0] == ("add", ids["Ana"])  # one combatant added
    enc = step(enc, 6).apply(actions.time_passes(seconds=30)).apply(actions.sort())
    enc = enc.apply(actions.roll_initiative(enc, random.Random(1))).apply(actions.end())
    assert [(k, w) for k, w in entries(enc) if k in ("round", "time", "sort", "initiative", "end")] == [
        ("round", None), ("time", None), ("sort", None), ("initiative", None), ("end", None)]


def test_each_entry_carries_the_clock_after_what_it_records(three):
    enc, ids = three
    enc = step(enc, 4)  # round 2 begins at 6 s
    enc = enc.apply(actions.damage(ids["Ana"], 1)).apply(actions.time_passes(minutes=1))
    enc = enc.apply(actions.previous_turn())  # back into round 1
    clocks = [(e.kind, e.clock) for e in enc.log if e.kind not in ("add",)]
    assert clocks == [("next", 0), ("next", 0), ("next", 0), ("round", 6), ("next", 6), ("damage", 6),
                      ("time", 66), ("previous", 60)]


def test_a_turn_that_resumes_is_logged_as_resume_not_as_a_beginning(three):
    enc, ids = three
    enc = step(enc)  # Ana
    enc = enc.apply(actions.delay())  # Ana holds mid-turn; Bo's turn begins
    enc = enc.apply(actions.act_now(ids["Ana"]))  # Ana's held turn carries on, Bo's is interrupted
    enc = step(enc)  # Bo's turn resumes
    kinds = [(e.kind, e.who) for e in enc.log if e.kind in ("next", "act_now", "resume", "delay")]
    assert kinds == [("next", ids["Ana"]), ("delay", ids["Ana"]), ("next", ids["Bo"]), ("resume", ids["Ana"]),
                     ("resume", ids["Bo"])]
    assert [e.text for e in enc.log if e.kind == "resume"] == ["Ana acts now.", "Bo’s turn."]


def test_an_edit_logs_what_changed_and_the_pools_it_moved_then_a_new_name_apart(three):
    enc, ids = three
    bo = ids["Bo"]
    enc = enc.apply(actions.damage(bo, 4))
    start = len(enc.log)
    enc = enc.apply(actions.edit(bo, name="Boris", notes="limps", resources={"HP": 2}))
    assert [(e.kind, e.text, e.who, e.pools) for e in enc.log[start:]] == [
        ("edit", "Edited Bo (notes, resources).", bo, (("HP", 6, 2),)),
        ("rename", "Bo is now Boris.", bo, ())]
    enc = enc.apply(actions.edit(bo, stats={"hp": 12}))
    assert (enc.log[-1].text, enc.log[-1].pools) == ("Edited Boris (stats).", ())
    enc = enc.apply(actions.edit(ids["Ana"], stats={"hp": 12}))
    assert (enc.log[-1].text, enc.log[-1].pools) == ("Edited Ana (stats).", (("HP", 10, 12),))


def test_an_edit_entry_names_what_it_changed_as_data(three):
    enc, ids = three
    enc = enc.apply(actions.edit(ids["Bo"], name="Boris", notes="limps", stats={"hp": 12}))
    edit = next(e for e in enc.log if e.kind == "edit")
    assert edit.changed == ("notes", "stats")
    assert all(e.changed == () for e in enc.log if e.kind != "edit")


def test_an_edit_entry_saved_before_entries_named_their_changes_is_read_from_its_text(three):
    enc, ids = three
    enc = enc.apply(actions.edit(ids["Bo"], notes="limps", stats={"hp": 12}))
    data = enc.to_dict()
    for entry in data["log"]:
        entry.pop("changed", None)
    again = Encounter.from_dict(data)
    assert next(e for e in again.log if e.kind == "edit").changed == ("notes", "stats")
    assert again.to_dict() == enc.to_dict()


def test_damage_and_heal_entries_list_the_pools_they_moved(three):
    enc, ids = three
    enc = enc.apply(actions.damage(ids["Bo"], 4)).apply(actions.heal(ids["Bo"], 9))
    assert [e.pools for e in enc.log[-2:]] == [(("HP", 10, 6),), (("HP", 6, 10),)]
    assert enc.apply(actions.heal(ids["Bo"], 1)).log[-1].pools == ()


class Begins(ChattyReminders):
    """The chatty plug-in's reminders, saying at each turn start how long the log was (to check the log against it)."""

    def at(self, encounter, combatant, moment):
        return [Prompt(f"{len(encounter.log)} {combatant.id}")] if moment == "turn_start" else []


register_plugin(chatty_plugin("test-begins", Begins(GenericPools())), replace=True)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["next", "next", "prev", "delay", "act", "remove", "rename", "end"]), max_size=30),
       st.integers(0, 999))
def test_a_turn_begins_exactly_at_the_entries_of_kind_next_and_act_now(steps, seed):
    rng = random.Random(seed)
    enc = Encounter.new("test-begins")
    for name, init in (("Mal", 10), ("Reaver", 5), ("Zoe", 1), ("Jayne", 7)):
        enc, _ = add(enc, name, init)
    for n, kind in enumerate(steps):
        ids = [c.id for c in enc.combatants]
        held = [c.id for c in enc.combatants if c.held]
        if kind == "next":
            action = actions.next_turn()
        elif kind == "prev":
            action = actions.previous_turn()
        elif kind == "delay":
            action = actions.delay(rng.choice(ids + [None]))
        elif kind == "act" and held:
            action = actions.act_now(rng.choice(held))
        elif kind == "remove" and len(ids) > 1:
            action = actions.remove(rng.choice(ids))
        elif kind == "rename":
            action = actions.edit(rng.choice(ids), name=f"Renamed {n}")
        elif kind == "end" and n == len(steps) - 1:
            action = actions.end()
        else:
            continue
        try:
            after = enc.apply(action)
        except RulesError:
            continue
        said = (r.text.split(" ", 1) for r in after.reminders if r.moment == "turn_start")
        engine = [cid for at, cid in said if int(at) > len(enc.log)]  # begun in this action
        logged = [e.who for e in after.log[len(enc.log):] if e.kind in TURN_BEGINS]
        assert logged == engine
        assert all(e.begins_turn == (e.kind in TURN_BEGINS) for e in after.log)
        enc = after


def test_a_wound_from_a_calculator_is_one_action_with_where_it_landed_and_what_it_left(three):
    enc, ids = three
    bo = ids["Bo"]
    wound = actions.damage(bo, 7, location="neck", effects=("major wound",), conditions=("Stunned",))
    hurt = enc.apply(wound)
    entry = next(e for e in hurt.log if e.kind == "damage")
    assert entry.text == "Bo takes 7 damage to the neck (major wound): HP 10 → 3."
    assert (entry.location, entry.effects) == ("neck", ("major wound",))
    assert [c.name for c in hurt.combatant(bo).conditions] == ["Stunned"]
    assert hurt.undo().to_dict()["combatants"] == enc.to_dict()["combatants"]
    assert Encounter.from_dict(hurt.to_dict()).to_dict() == hurt.to_dict()


def test_a_plain_damage_action_is_stored_as_before(three):
    enc, ids = three
    assert actions.damage(ids["Bo"], 3) == {"kind": "damage", "id": ids["Bo"], "amount": 3, "resource": None}
    entry = enc.apply(actions.damage(ids["Bo"], 3)).to_dict()["log"][-1]
    assert "location" not in entry and "changed" not in entry


def test_a_wound_with_malformed_details_is_refused_naming_them(three):
    enc, ids = three
    for bad, field in (({"location": 5}, "location"), ({"effects": "major"}, "effects"),
                       ({"conditions": ["x" * 200]}, "conditions[0]")):
        with pytest.raises(RulesError) as refused:
            enc.apply({**actions.damage(ids["Bo"], 3), **bad})
        assert refused.value.field == field


def test_a_wound_to_two_pools_at_once_is_one_action_logged_pool_by_pool():
    from encounter_helpers import POOLS  # the two-pool plug-in, registered

    enc = Encounter.new(POOLS.key).apply(actions.add("Ana"))
    ana = enc.combatants[0].id
    hurt = enc.apply(actions.damage(ana, 2, "Shield", also=(("Body", 3),)))
    assert [e.text for e in hurt.log if e.kind == "damage"] == [
        "Ana takes 2 damage: Shield 5 → 3.", "Ana takes 3 damage: Body 10 → 7."]
    assert hurt.undo().to_dict()["combatants"] == enc.to_dict()["combatants"]
