"""One step: a state and a canonical action give the next state (pure and deterministic)."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from pyrules.core.encounter import edits, reminder_steps, turns
from pyrules.core.encounter.actions import Action
from pyrules.core.encounter.model import State
from pyrules.core.encounter.plugins import Plugin

# Each step takes the action of its kind: the dispatch on "kind" is what matches them.
STEPS: dict[str, Callable[[State, Plugin, Any], State]] = {
    "add": edits.add,
    "edit": edits.edit,
    "remove": edits.remove,
    "duplicate": edits.duplicate,
    "initiative": edits.initiative,
    "sort": edits.sort,
    "next": turns.next_turn,
    "previous": turns.previous_turn,
    "delay": turns.delay,
    "act_now": turns.act_now,
    "damage": edits.damage,
    "heal": edits.heal,
    "add_condition": edits.add_condition,
    "remove_condition": edits.remove_condition,
    "time": turns.time_passes,
    "end": turns.end,
    "exchange": edits.exchange,
    "reminder_roll": reminder_steps.reminder_roll,
    "reminder_follow": reminder_steps.reminder_follow,
}


def step(state: State, action: Action, plugin: Plugin) -> State:
    """The state after ``action`` (already normalized); RulesError if it cannot apply here."""
    return STEPS[action["kind"]](state, plugin, action)


def replay(state: State, actions: Iterable[Action], plugin: Plugin) -> State:
    for action in actions:
        state = step(state, action, plugin)
    return state
