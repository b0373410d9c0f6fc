"""The actions the page sends for a TAL combatant going down and coming to."""

from __future__ import annotations

import random

from pyrules.core.encounter import actions
from pyrules.core.encounter.model import State
from pyrules.core.errors import RulesError
from pyrules.tal import states
from pyrules.tal.tracker.pools import TalPools


def _state(encounter: object) -> State:
    state = getattr(encounter, "state", encounter)
    if not isinstance(state, State):
        raise RulesError("Give the encounter (or its state).", "encounter")
    return state


def knock_out(encounter: object, combatant: str, roll: object, damage: object, *, last_deep_hp: bool | None = None,
              d10: object = None, rng: random.Random | None = None) -> actions.EditAction:
    """The edit action that puts a combatant down after the Unconsciousness roll (T15).

    ``roll`` is the d100 (00 is 100) and ``damage`` the damage taken; the roll is
    doubled when ``last_deep_hp`` (None: when the combatant's DHP are at 0). The
    1d10 of the duration is ``d10`` or rolled with ``rng``. The action sets "Down"
    to unconscious, dying ("Dead in ...") or dead (Instant Death) and "Until" to the
    game clock now plus the duration.
    """
    state = _state(encounter)
    c = state.combatant(combatant)
    if last_deep_hp is None:
        last_deep_hp = TalPools().left(c, "DHP") == 0
    return actions.edit(c.id, stats=states.knocked_out(roll, damage, last_deep_hp, state.clock, d10, rng))


def wake(combatant: str) -> actions.EditAction:
    """The edit action for a combatant who comes to: Down back to Awake, no end time."""
    return actions.edit(combatant, stats={"down": "awake", "until": ""})
