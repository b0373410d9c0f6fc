"""Timed conditions end on the right turn: counted on their anchor's turns, or at round starts."""

import pytest

from encounter_helpers import active_name, step
from pyrules import RulesError
from pyrules.core.encounter import actions


def names(enc, cid):
    return [c.name for c in enc.combatant(cid).conditions]


def test_a_condition_for_two_turns_placed_by_another_ends_at_the_end_of_the_bearers_second_turn(three):
    enc, ids = three
    enc = step(enc)  # Ana's turn: she stuns Bo
    enc = enc.apply(actions.add_condition(ids["Bo"], "Stunned", turns=2))
    enc = step(enc)  # Bo's 1st turn
    assert names(enc, ids["Bo"]) == ["Stunned"]
    assert enc.combatant(ids["Bo"]).conditions[0].left == 2
    enc = step(enc)  # Bo's 1st turn ended
    assert enc.combatant(ids["Bo"]).conditions[0].left == 1
    enc = step(enc, 2)  # round 2: Ana, then Bo's 2nd turn
    assert active_name(enc) == "Bo" and names(enc, ids["Bo"]) == ["Stunned"]
    enc = step(enc)  # the end of Bo's 2nd turn
    assert names(enc, ids["Bo"]) == []
    ended = [e for e in enc.log if e.kind == "expire"]
    assert [(e.round, e.turn, e.text) for e in ended] == [(2, 2, "Stunned on Bo ends.")]


def test_the_turn_in_which_a_condition_is_placed_does_not_count(three):
    enc, ids = three
    enc = step(enc)  # Ana's turn: she braces herself for 1 turn
    enc = enc.apply(actions.add_condition(ids["Ana"], "Braced", turns=1))
    enc = step(enc, 3)  # Ana's turn ends, round 2 comes back to Ana
    assert names(enc, ids["Ana"]) == ["Braced"]
    enc = step(enc)  # the end of her next turn
    assert names(enc, ids["Ana"]) == []


def test_a_condition_placed_before_the_start_counts_the_first_turn(three):
    enc, ids = three
    enc = enc.apply(actions.add_condition(ids["Cy"], "Prone", turns=1))
    enc = step(enc, 3)
    assert names(enc, ids["Cy"]) == ["Prone"]
    enc = step(enc)
    assert names(enc, ids["Cy"]) == []


def test_a_condition_can_count_another_combatants_turns(three):
    enc, ids = three
    enc = step(enc)  # Ana's turn: she blinds Cy until the end of her next turn
    enc = enc.apply(actions.add_condition(ids["Cy"], "Blinded", turns=1, anchor=ids["Ana"]))
    assert enc.log[-1].text == "Cy: Blinded until the end of Ana’s next turn."
    enc = step(enc, 3)  # Bo, Cy, round 2 Ana
    assert names(enc, ids["Cy"]) == ["Blinded"]
    enc = step(enc)  # Ana's turn ends
    assert names(enc, ids["Cy"]) == []


def test_a_condition_for_n_rounds_ends_as_round_r_plus_n_begins(three):
    enc, ids = three
    enc = step(enc, 2)  # round 1, Bo
    enc = enc.apply(actions.add_condition(ids["Ana"], "Blessed", rounds=2))
    enc = step(enc, 2)  # round 2 begins
    assert enc.combatant(ids["Ana"]).conditions[0].left == 1
    enc = step(enc, 2)  # round 2, Cy
    assert names(enc, ids["Ana"]) == ["Blessed"]
    enc = step(enc)  # round 3 begins
    assert enc.round == 3 and names(enc, ids["Ana"]) == []
    expired = [e for e in enc.log if e.kind == "expire"]
    assert [(e.round, e.turn) for e in expired] == [(3, 0)]  # before anyone acts in round 3


def test_a_condition_without_a_duration_lasts_until_removed(three):
    enc, ids = three
    enc = enc.apply(actions.add_condition(ids["Bo"], "Grappled"))
    enc = step(enc, 30)
    assert names(enc, ids["Bo"]) == ["Grappled"]
    assert enc.combatant(ids["Bo"]).conditions[0].left_text == ""
    enc = enc.apply(actions.remove_condition(ids["Bo"], "grappled"))
    assert names(enc, ids["Bo"]) == []
    assert enc.log[-1].text == "Bo: Grappled removed."


def test_adding_a_condition_again_replaces_its_duration(three):
    enc, ids = three
    enc = enc.apply(actions.add_condition(ids["Bo"], "Stunned", turns=1))
    enc = enc.apply(actions.add_condition(ids["Bo"], "stunned", rounds=3))
    (only,) = enc.combatant(ids["Bo"]).conditions
    assert (only.name, only.unit, only.left, only.left_text) == ("stunned", "rounds", 3, "3 rounds")


def test_removing_a_condition_that_is_not_there_is_refused(three):
    enc, ids = three
    with pytest.raises(RulesError, match="no condition") as error:
        enc.apply(actions.remove_condition(ids["Bo"], "Stunned"))
    assert error.value.field == "name"


def test_holding_does_not_end_the_turn_so_it_counts_once(three):
    enc, ids = three
    enc = enc.apply(actions.add_condition(ids["Ana"], "Stunned", turns=1))
    enc = step(enc)  # Ana's turn begins
    enc = enc.apply(actions.delay())
    assert names(enc, ids["Ana"]) == ["Stunned"]
    enc = enc.apply(actions.act_now(ids["Ana"]))
    enc = step(enc)  # Ana's (only) turn ends
    assert names(enc, ids["Ana"]) == []


def test_time_passing_counts_whole_rounds_off_timed_conditions(three):
    enc, ids = three
    enc = enc.apply(actions.add_condition(ids["Ana"], "Short", rounds=2))
    enc = enc.apply(actions.add_condition(ids["Ana"], "Long", rounds=20))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Dazed", turns=3))
    enc = enc.apply(actions.time_passes(seconds=59))  # 9 rounds of 6 s
    assert names(enc, ids["Ana"]) == ["Long"] and enc.combatant(ids["Ana"]).conditions[0].left == 11
    assert names(enc, ids["Bo"]) == []
    assert enc.round == 1


def test_removing_the_anchor_makes_the_bearer_count_its_own_turns(three):
    enc, ids = three
    enc = enc.apply(actions.add_condition(ids["Cy"], "Marked", turns=1, anchor=ids["Bo"]))
    enc = enc.apply(actions.remove(ids["Bo"]))
    (marked,) = enc.combatant(ids["Cy"]).conditions
    assert marked.anchor == ids["Cy"] and not marked.counting
    enc = step(enc, 2)  # Ana, Cy
    enc = step(enc)
    assert names(enc, ids["Cy"]) == []


def test_a_condition_that_ends_is_logged_and_reminded(chatty):
    enc, ids = chatty
    enc = enc.apply(actions.add_condition(ids["Ana"], "Stunned", turns=1))
    enc = step(enc, 2)
    assert [r.text for r in enc.reminders] == ["Stunned on Ana ends.", "Ana turn_end", "Bo turn_start"]
    assert enc.reminders[0].moment == "condition"


def test_bad_conditions_are_refused_naming_the_field(three):
    enc, ids = three
    cases = [
        (actions.add_condition(ids["Bo"], "", turns=1), "name"),
        (actions.add_condition(ids["Bo"], "Stunned", turns=0), "duration"),
        (actions.add_condition(ids["Bo"], "Stunned", turns="two"), "duration"),
        (actions.add_condition(ids["Bo"], "Stunned", turns=1, anchor="c99"), "anchor"),
        ({"kind": "add_condition", "id": ids["Bo"], "name": "X", "unit": "weeks", "duration": 1}, "unit"),
        ({"kind": "add_condition", "id": ids["Bo"], "name": "X", "duration": 2}, "unit"),
        (actions.add_condition("c42", "Stunned"), "id"),
    ]
    for action, field in cases:
        with pytest.raises(RulesError) as error:
            enc.apply(action)
        assert error.value.field == field, action
    with pytest.raises(RulesError, match="not both"):
        actions.add_condition(ids["Bo"], "Stunned", turns=1, rounds=1)
