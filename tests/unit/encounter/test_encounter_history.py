"""Undo and redo of every action kind, by replaying stored actions."""

import random

import pytest

from encounter_helpers import add, step
from pyrules import RulesError
from pyrules.core.encounter import Encounter, Prompt, actions, generic_plugin, register_plugin
from pyrules.core.encounter import history as history_module
from pyrules.core.encounter.kinds import NAMES as KINDS
from pyrules.core.encounter.generic import GenericPools, GenericReminders
from pyrules.core.encounter.model import Check, Follow

ROLLS = ("reminder_roll", "reminder_follow")  # the kinds that need a roll due


class Knocks(GenericReminders):
    """A wound of 5 or more asks its victim to roll 3d6 ≤ 10 or be stunned."""

    def on_change(self, before, after, combatant_id, resource, amount, kind):
        if kind != "damage" or amount < 5:
            return []
        name = after.combatant(combatant_id).name
        return [Prompt(f"{name} rolls to stay up", Check("3d6", 10, label="HT", follow=Follow("Stunned")),
                       who=combatant_id)]


register_plugin(generic_plugin("test-knocks", reminders=Knocks(GenericPools())), replace=True)


def a_roll_due(*, rolled=False):
    """Ana wounded for 5 under the knocking plug-in, her roll due (and failed, when ``rolled``)."""
    enc, ana = add(Encounter.new("test-knocks"), "Ana", 12)
    enc = enc.apply(actions.damage(ana, 5))
    if rolled:
        enc = enc.apply(actions.roll_reminder(ana, "Ana rolls to stay up", 15, (5, 5, 5)))
    return enc, ana


@pytest.fixture
def midfight(three):
    """Round 1, Bo's turn; Ana hurt, Bo prone, Cy's initiative raised (not sorted), Dee holding."""
    enc, ids = three
    enc, ids["Dee"] = add(enc, "Dee", 5)
    enc = enc.apply(actions.delay(ids["Dee"]))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Prone"))
    enc = step(enc, 2)
    enc = enc.apply(actions.damage(ids["Ana"], 5))
    enc = enc.apply(actions.set_initiative(ids["Cy"], 20))
    return enc, ids


def every_kind(enc, ids):
    return {
        "add": actions.add("Goblin", 2),
        "edit": actions.edit(ids["Bo"], name="Boris", stats={"hp": 12}),
        "remove": actions.remove(ids["Bo"]),
        "duplicate": actions.duplicate(ids["Cy"], 2),
        "initiative": actions.roll_initiative(enc, random.Random(3)),
        "sort": actions.sort(),
        "next": actions.next_turn(),
        "previous": actions.previous_turn(),
        "delay": actions.delay(),
        "act_now": actions.act_now(ids["Dee"]),
        "damage": actions.damage(ids["Cy"], 3),
        "heal": actions.heal(ids["Ana"], 2),
        "add_condition": actions.add_condition(ids["Cy"], "Stunned", turns=2),
        "remove_condition": actions.remove_condition(ids["Bo"], "Prone"),
        "time": actions.time_passes(minutes=10),
        "end": actions.end(),
        "exchange": actions.exchange(ids["Ana"], [ids["Cy"]], "Ana hits Cy for 4.", [actions.damage(ids["Cy"], 4)]),
    }


def a_roll_made_or_put_on(kind):
    """The encounter with a roll due (made, for the follow) and the action of ``kind`` on it."""
    enc, ana = a_roll_due(rolled=kind == "reminder_follow")
    if kind == "reminder_roll":
        return enc, actions.roll_reminder(ana, "Ana rolls to stay up", 11, (4, 4, 3))
    return enc, actions.follow_reminder(ana, "Ana rolls to stay up")


def test_the_scenario_covers_every_action_kind(midfight):
    enc, ids = midfight
    assert set(every_kind(enc, ids)) | set(ROLLS) == set(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_every_action_kind_can_be_undone_and_redone(midfight, kind):
    enc, ids = midfight
    enc, action = a_roll_made_or_put_on(kind) if kind in ROLLS else (enc, every_kind(enc, ids)[kind])
    after = enc.apply(action)
    assert after.state != enc.state
    written = after.log[len(enc.log):]
    assert written and all(e.round >= 1 and e.turn >= 0 and e.text for e in written)
    assert written[0].kind == ("add_condition" if kind == "reminder_follow" else kind)  # a follow puts its condition on
    undone = after.undo()
    assert undone.state == enc.state
    assert undone.can_redo and not enc.can_redo
    redone = undone.redo()
    assert redone.state == after.state
    assert redone.to_dict() == after.to_dict()


def test_undo_and_redo_with_nothing_to_do_are_refused():
    enc = Encounter.new()
    with pytest.raises(RulesError, match="Nothing to undo"):
        enc.undo()
    with pytest.raises(RulesError, match="Nothing to redo"):
        enc.redo()


def test_a_new_action_after_undo_empties_the_redo_stack(three):
    enc, ids = three
    enc = enc.apply(actions.damage(ids["Ana"], 1)).undo()
    assert enc.can_redo
    enc = enc.apply(actions.damage(ids["Bo"], 1))
    assert not enc.can_redo


def test_undo_walks_back_step_by_step_and_redo_walks_forward(three):
    enc, ids = three
    states = [enc.state]
    for action in (actions.next_turn(), actions.damage(ids["Bo"], 3), actions.next_turn(),
                   actions.add_condition(ids["Ana"], "Slowed", rounds=1), actions.next_turn()):
        enc = enc.apply(action)
        states.append(enc.state)
    for expected in reversed(states[:-1]):
        enc = enc.undo()
        assert enc.state == expected
    for expected in states[1:]:
        enc = enc.redo()
        assert enc.state == expected
    assert not enc.can_redo


def test_the_history_keeps_at_least_the_last_hundred_steps_by_default(three):
    enc, ids = three
    start = len(enc.actions)
    for i in range(150):
        enc = enc.apply(actions.damage(ids["Ana"], 1) if i % 2 else actions.heal(ids["Ana"], 1))
    assert start < 100 and len(enc.actions) == 100
    for _ in range(100):
        enc = enc.undo()
    assert not enc.can_undo
    assert len(enc.state.log) == start + 50  # the 50 oldest steps were folded into the base


def test_the_base_moves_forward_past_the_limit_and_undo_still_gives_the_right_states():
    enc = Encounter.new(limit=3)
    states = [enc.state]
    for i in range(6):
        enc = enc.apply(actions.add(f"N{i}"))
        states.append(enc.state)
    assert len(enc.actions) == 3 and enc.history.base == states[3]
    for expected in (states[5], states[4], states[3]):
        enc = enc.undo()
        assert enc.state == expected
    with pytest.raises(RulesError):
        enc.undo()
    for expected in (states[4], states[5], states[6]):
        enc = enc.redo()
        assert enc.state == expected


def test_an_ordinary_apply_does_not_replay_the_history(monkeypatch):
    enc = Encounter.new().apply(actions.add("Orc", 100)).apply(actions.add("Kobold", 100))
    enc = enc.apply(actions.next_turn())

    def no_replay(*args):
        raise AssertionError("replayed")

    monkeypatch.setattr(history_module, "replay", no_replay)
    target = enc.named("Kobold 50").id
    for _ in range(5):
        enc = enc.apply(actions.damage(target, 1))
    assert enc.combatant(target).resources["HP"] == 5
    assert enc.undo().combatant(target).resources["HP"] == 6  # undo steps back without replaying either


def test_an_undo_after_a_reload_replays_once_and_then_steps_back():
    enc = Encounter.new().apply(actions.add("Orc", 3))
    target = enc.named("Orc 1").id
    for _ in range(4):
        enc = enc.apply(actions.damage(target, 1))
    loaded = Encounter.from_dict(enc.to_dict())
    once = loaded.undo()
    assert once.state == enc.undo().state
    assert once.undo().undo().state == enc.undo().undo().undo().state


def test_the_stored_actions_are_copies_the_caller_cannot_change(three):
    enc, ids = three
    action = actions.damage(ids["Ana"], 2)
    enc = enc.apply(action)
    action["amount"] = 9
    enc.actions[-1]["amount"] = 9
    assert enc.actions[-1] == {"kind": "damage", "id": ids["Ana"], "amount": 2, "resource": None}
    assert enc.undo().redo().combatant(ids["Ana"]).resources["HP"] == 8


def test_undo_works_after_a_reload(three):
    enc, ids = three
    before = enc.apply(actions.next_turn())
    after = before.apply(actions.damage(ids["Ana"], 4))
    reloaded = Encounter.from_dict(after.to_dict())
    assert reloaded.undo().state == before.state
    assert reloaded.undo().redo().state == after.state


def test_the_undo_limit_must_be_sensible():
    for bad in (0, -1, "many", 10**6):
        with pytest.raises(RulesError) as error:
            Encounter.new(limit=bad)
        assert error.value.field == "limit"
