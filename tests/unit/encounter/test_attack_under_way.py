"""The attack under way is part of the encounter: kept in its record with everything else, ended
by the action that applies it, and left as it is by an undo of anything else."""

import json

import pytest

from exchange_helpers import from_cards, named
from pyrules.core.encounter import Encounter, actions
from pyrules.core.encounter import exchange as X
from pyrules.core.encounter.schema import write_text
from pyrules.core.errors import RulesError

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12"}, "")


def at_its_result():
    """The fighter's broadsword at the orc's neck, Dodge failed, 6 damage: waiting for Apply."""
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "6"})
    return s


def test_an_encounter_with_an_attack_under_way_round_trips_through_its_stored_form():
    encounter = at_its_result().encounter
    data = json.loads(json.dumps(encounter.to_dict()))
    assert data["under_way"]["stages"][-1]["values"]["damage"] == 6
    assert Encounter.from_dict(data) == encounter
    assert json.loads(write_text(encounter)) == encounter.to_dict(log=False)


def test_an_encounter_with_no_attack_under_way_stores_none():
    s = at_its_result()
    s.exchanges.cancel()
    assert "under_way" not in s.encounter.to_dict() and s.encounter.under_way is None


def test_a_stored_attack_of_another_game_or_damaged_is_refused_naming_its_field():
    data = at_its_result().encounter.to_dict()
    with pytest.raises(RulesError) as error:
        Encounter.from_dict({**data, "under_way": {**data["under_way"], "ruleset": "tal"}})
    assert error.value.field == "under_way.ruleset"
    with pytest.raises(RulesError) as error:
        Encounter.from_dict({**data, "under_way": {**data["under_way"], "targets": []}})
    assert error.value.field == "under_way.targets"


def test_schema_5_data_reads_with_no_attack_under_way():
    s = at_its_result()
    s.exchanges.cancel()
    data = {**s.encounter.to_dict(), "schema": 5}
    assert Encounter.from_dict(data) == s.encounter


def test_the_action_that_applies_the_attack_ends_it_and_a_redo_of_it_ends_it_again():
    s = at_its_result()
    playing = s.encounter.under_way
    applied = s.encounter.apply(X.action(s.exchanges.now()))
    assert applied.under_way is None
    assert applied.undo().playing(playing).redo().under_way is None


def test_any_other_step_and_its_undo_leave_the_attack_under_way_as_it_is():
    s = at_its_result()
    playing = s.encounter.under_way
    hurt = s.encounter.apply(actions.damage(named(s, "Fighter"), 2))
    assert hurt.under_way == playing and hurt.undo().under_way == playing


def test_each_step_of_an_attack_is_one_change_of_the_encounter_written_with_it():
    s = at_its_result()
    s.keep()
    stored = s.book.reload(s.library.current)[1]
    assert stored.under_way == s.exchange and stored.under_way.stages[-1][1]["damage"] == 6
