"""Each kind of action has one typed shape: its builder makes it, and normalize gives it back the same."""

import random
from typing import get_args, get_type_hints

import pytest

from pyrules import RulesError
from pyrules.core.encounter import Encounter, actions, kinds
from pyrules.core.encounter.plugins import plugin
from pyrules.core.encounter.kinds import KINDS, NAMES


def _kind(shape) -> str:
    (kind,) = get_args(get_type_hints(shape)["kind"])
    return kind


def test_every_kind_of_action_is_one_object_with_its_typed_shape_its_check_and_its_step():
    shapes = get_args(actions.Action)
    assert tuple(_kind(shape) for shape in shapes) == NAMES
    assert all(_kind(kind.shape) == name and callable(kind.check) and callable(kind.step)
               for name, kind in KINDS.items())


def _built(enc, ids):
    return [
        actions.add("Goblin", 2, initiative=12), actions.add_many([actions.entry("Orc"), actions.entry("Elf")]),
        actions.edit(ids[0], name="Gob", notes="sly"), actions.remove(ids[0]), actions.duplicate(ids[0], 2),
        actions.set_initiative(ids[0], 14, 2), actions.roll_initiative(enc, random.Random(1)), actions.sort(),
        actions.next_turn(), actions.previous_turn(), actions.delay(), actions.act_now(ids[0]),
        actions.damage(ids[0], 5, location="neck", effects=("major wound",), conditions=("Stunned",),
                       also=(("FP", 1),)),
        actions.heal(ids[0], 3), actions.add_condition(ids[0], "Prone", rounds=2),
        actions.remove_condition(ids[0], "Prone"), actions.time_passes(minutes=1), actions.end(),
    ]


BUILDERS = (actions.add, actions.add_many, actions.edit, actions.remove, actions.duplicate, actions.set_initiative,
            actions.roll_initiative, actions.sort, actions.next_turn, actions.previous_turn, actions.delay,
            actions.act_now, actions.damage, actions.heal, actions.add_condition, actions.remove_condition,
            actions.time_passes, actions.end)


def _fits(action, shape) -> bool:
    return (action["kind"] == _kind(shape)
            and shape.__required_keys__ <= set(action) <= shape.__required_keys__ | shape.__optional_keys__)


def test_each_builder_makes_the_shape_its_kind_declares_and_normalize_keeps_that_shape():
    enc = Encounter.new().apply(actions.add("Goblin", 2, initiative=10))
    ids = [c.id for c in enc.state.combatants]
    for builder, action in zip(BUILDERS, _built(enc, ids), strict=True):
        shape = get_type_hints(builder)["return"]
        assert _fits(action, shape), builder.__name__
        normalized = kinds.normalize(action, plugin("generic"))
        assert _fits(normalized, shape) and set(normalized) == set(action), builder.__name__


def test_an_added_combatants_stats_take_their_defaults_when_the_action_is_checked():
    added = kinds.normalize(actions.add("Goblin"), plugin("generic"))
    assert added["entries"][0]["stats"] == {"hp": 10, "init": 0}


def test_normalize_answers_the_typed_shape_of_a_form_sends_strings_for():
    action = kinds.normalize({"kind": "damage", "id": "c1", "amount": "5"}, plugin("generic"))
    assert action == {"kind": "damage", "id": "c1", "amount": 5, "resource": None}


def test_an_action_of_a_kind_no_one_knows_is_refused_naming_its_kind():
    with pytest.raises(RulesError) as refused:
        kinds.normalize({"kind": "fly", "id": "c1"}, plugin("generic"))
    assert refused.value.field == "kind"
