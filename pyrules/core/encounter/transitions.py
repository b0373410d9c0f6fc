"""One step: a state and a canonical action give the next state (pure and deterministic)."""

from __future__ import annotations

from typing import Iterable

from pyrules.core.encounter.actions import Action
from pyrules.core.encounter.kinds import KINDS
from pyrules.core.encounter.model import State
from pyrules.core.encounter.plugins import Plugin


def step(state: State, action: Action, plugin: Plugin) -> State:
    """The state after ``action`` (already normalized); RulesError if it cannot apply here."""
    return KINDS[action["kind"]].step(state, plugin, action)


def replay(state: State, actions: Iterable[Action], plugin: Plugin) -> State:
    for action in actions:
        state = step(state, action, plugin)
    return state
