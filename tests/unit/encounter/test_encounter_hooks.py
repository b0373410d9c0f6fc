"""The plug-in hooks: reminders the moment damage or healing lands, reminders as a condition ends,
the status with the encounter, and pools that count damage up from 0."""

from dataclasses import replace

import pytest

from encounter_helpers import TAKEN, add, step
from pyrules.core.encounter import Encounter, Resource, actions
from pyrules.core.encounter.model import Combatant


@pytest.fixture
def hooks():
    enc = Encounter.new("test-hooks")
    ids = {}
    for name, init in (("Ana", 15), ("Bo", 12)):
        enc, ids[name] = add(enc, name, init)
    return enc, ids


def said(enc, moment=None):
    return [r.text for r in enc.reminders if moment is None or r.moment == moment]


# -- on_change: damage and healing ---------------------------------------------------------

def test_damage_reminders_are_due_the_moment_the_damage_lands(hooks):
    enc, ids = hooks
    enc = step(enc).apply(actions.damage(ids["Bo"], 4))
    assert said(enc, "damage") == ["damage 4 to HP of Bo: 10 → 6, logged damage [('HP', 10, 6)]"]
    (reminder,) = [r for r in enc.view().reminders if r.moment == "damage"]
    assert (reminder.who, reminder.name) == (ids["Bo"], "Bo")


def test_healing_calls_the_same_hook_and_a_blow_that_changes_nothing_does_too(hooks):
    enc, ids = hooks
    enc = enc.apply(actions.damage(ids["Bo"], 4)).apply(actions.heal(ids["Bo"], 9))
    enc = enc.apply(actions.damage(ids["Ana"], 10)).apply(actions.damage(ids["Ana"], 1))
    assert said(enc) == [
        "damage 4 to HP of Bo: 10 → 6, logged damage [('HP', 10, 6)]",
        "heal 9 to HP of Bo: 6 → 10, logged heal [('HP', 6, 10)]",
        "damage 10 to HP of Ana: 10 → 0, logged damage [('HP', 10, 0)]",
        "damage 1 to HP of Ana: 0 → 0, logged damage []",
    ]


def test_damage_reminders_stay_until_the_turn_changes_like_the_others(hooks):
    enc, ids = hooks
    enc = step(enc).apply(actions.damage(ids["Bo"], 4))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Prone"))
    assert len(said(enc, "damage")) == 1
    assert said(step(enc), "damage") == []
    assert said(enc.apply(actions.time_passes(seconds=5)), "damage") == []
    assert said(enc.apply(actions.previous_turn() if enc.round > 1 else actions.end()), "damage") == []


def test_undo_takes_a_damage_reminder_back_and_redo_brings_it_again(hooks):
    enc, ids = hooks
    hit = step(enc).apply(actions.damage(ids["Bo"], 4))
    assert said(hit.undo(), "damage") == []
    assert hit.undo().redo() == hit
    assert Encounter.from_json(hit.to_json()).reminders == hit.reminders


def test_a_removed_combatants_damage_reminders_go_with_it(hooks):
    enc, ids = hooks
    enc = enc.apply(actions.damage(ids["Bo"], 4)).apply(actions.remove(ids["Bo"]))
    assert said(enc) == []


# -- on_condition_end ------------------------------------------------------------------------

def test_a_condition_running_out_reminds_what_the_plugin_says_after_the_core_line(hooks):
    enc, ids = hooks
    enc = step(enc)  # Ana's turn
    enc = enc.apply(actions.add_condition(ids["Bo"], "Stunned", rounds=1))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Dazed", rounds=1))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Prone"))
    enc = step(enc, 2)  # round 2 begins: both end at once
    assert said(enc, "condition") == ["Stunned on Bo ends.", "after Stunned: Bo has Prone",
                                      "Dazed on Bo ends.", "after Dazed: Bo has Prone"]
    assert all(r.who == ids["Bo"] for r in enc.reminders if r.moment == "condition")


def test_conditions_counted_in_turns_or_ended_by_time_call_the_hook_too(hooks):
    enc, ids = hooks
    blessed = step(enc).apply(actions.add_condition(ids["Ana"], "Blessed", turns=1))
    assert "after Blessed: Ana has nothing" in said(step(blessed, 3))  # the end of Ana’s next turn ends it
    enc = enc.apply(actions.add_condition(ids["Bo"], "Slowed", rounds=3)).apply(actions.time_passes(seconds=18))
    assert said(enc, "condition") == ["Slowed on Bo ends.", "after Slowed: Bo has nothing"]


def test_removing_a_condition_by_hand_calls_no_hook(hooks):
    enc, ids = hooks
    enc = enc.apply(actions.add_condition(ids["Bo"], "Stunned", rounds=1))
    enc = enc.apply(actions.remove_condition(ids["Bo"], "Stunned"))
    assert said(enc) == []


# -- status with the encounter -----------------------------------------------------------------

def test_the_view_gives_the_status_the_encounter(hooks):
    enc, ids = hooks
    enc = step(enc, 3)
    assert enc.view().order[0].status == (f"round 2, {len(enc.log)} entries",)
    assert enc.plugin.standing.status(enc.combatant(ids["Ana"])) == ["alone"]


# -- pools counting up ----------------------------------------------------------------------------

def taken():
    enc = Encounter.new("test-taken")
    enc, cid = add(enc, "Mal", stats={"lp": 14})
    return enc, cid


def test_a_pool_counting_up_starts_at_0_and_damage_adds_past_its_threshold():
    enc, cid = taken()
    assert dict(enc.combatant(cid).resources) == {"Wounds": 0, "HP": 5}
    enc = enc.apply(actions.damage(cid, 9)).apply(actions.damage(cid, 9))
    assert enc.combatant(cid).resources["Wounds"] == 18
    assert enc.log[-1].text == "Mal takes 9 damage: Wounds 9 → 18."


def test_healing_a_pool_counting_up_takes_it_down_to_0():
    enc, cid = taken()
    enc = enc.apply(actions.damage(cid, 5)).apply(actions.heal(cid, 3))
    assert enc.combatant(cid).resources["Wounds"] == 2
    enc = enc.apply(actions.heal(cid, 9))
    assert enc.combatant(cid).resources["Wounds"] == 0
    assert enc.apply(actions.heal(cid, 1)).log[-1].text == "Mal heals 1 (no change)."


def test_a_value_set_by_hand_below_0_is_not_raised_by_healing():
    mal = Combatant("c1", "Mal", stats={"lp": 14, "hp": 5}, resources={"Wounds": -2})
    assert TAKEN.pools.heal(mal, "Wounds", 3) == {"Wounds": -2}
    assert TAKEN.pools.current(Combatant("c2", "New", stats={"lp": 14, "hp": 5}), "Wounds") == 0


def test_the_view_says_a_pool_counts_up_and_shows_its_threshold():
    enc, cid = taken()
    enc = enc.apply(actions.damage(cid, 5))
    wounds, hp = enc.view().order[0].pools
    assert (wounds.name, wounds.label, wounds.current, wounds.maximum, wounds.counts_up) == (
        "Wounds", "Wounds taken", 5, 14, True)
    assert (hp.current, hp.maximum, hp.counts_up) == (5, 5, False)
    assert enc.view().to_dict()["order"][0]["pools"][0]["counts_up"] is True


def test_a_fresh_pool_counting_up_stays_at_0_when_its_threshold_changes_and_copies_start_at_0():
    enc, cid = taken()
    enc = enc.apply(actions.edit(cid, stats={"lp": 16}))
    assert enc.combatant(cid).resources["Wounds"] == 0
    enc = enc.apply(actions.damage(cid, 3)).apply(actions.edit(cid, stats={"lp": 10}))
    assert enc.combatant(cid).resources["Wounds"] == 3
    enc = enc.apply(actions.duplicate(cid))
    assert enc.combatants[1].resources["Wounds"] == 0


def test_a_resource_counting_up_is_fresh_at_0():
    assert Resource("Wounds", 14, counts_up=True).fresh == 0
    assert Resource("HP", 14).fresh == 14
    assert replace(Resource("HP", 14), counts_up=True).fresh == 0


# -- wound_conditions: how the conditions a wound leaves are placed ------------------------------

def test_a_wound_leaves_its_conditions_until_removed_unless_the_ruleset_times_them(hooks):
    enc, ids = hooks
    enc = step(enc).apply(actions.damage(ids["Bo"], 2, conditions=("Prone",)))
    (prone,) = enc.combatant(ids["Bo"]).conditions
    assert (prone.name, prone.unit, prone.left) == ("Prone", None, None)


def test_a_ruleset_can_time_a_condition_a_wound_leaves_from_whoever_acts_now(hooks):
    enc, ids = hooks
    enc = step(enc)  # Ana acts
    hurt = enc.apply(actions.damage(ids["Bo"], 2, conditions=("Dazed", "Prone")))
    dazed, prone = hurt.combatant(ids["Bo"]).conditions
    assert (dazed.name, dazed.unit, dazed.left, dazed.anchor) == ("Dazed", "turns", 1, ids["Ana"])
    assert (prone.name, prone.unit) == ("Prone", None)
    assert [e.text for e in hurt.log[-2:]] == ["Bo: Dazed until the end of Ana’s next turn.", "Bo: Prone until removed."]
    assert step(hurt, 2).combatant(ids["Bo"]).condition("Dazed") is not None
    assert step(hurt, 3).combatant(ids["Bo"]).condition("Dazed") is None  # Ana's next turn has ended


def test_a_timed_wound_is_one_action_undone_in_one_step_and_stored_as_before(hooks):
    enc, ids = hooks
    enc = step(enc)
    wound = actions.damage(ids["Bo"], 2, conditions=("Dazed",))
    hurt = enc.apply(wound)
    assert hurt.actions[-1] == {**wound, "conditions": ["Dazed"]}
    assert hurt.undo().to_dict()["combatants"] == enc.to_dict()["combatants"]
    assert Encounter.from_dict(hurt.to_dict()).to_dict() == hurt.to_dict()
    assert hurt.undo().redo().to_dict()["combatants"] == hurt.to_dict()["combatants"]
