"""The encounter tracker, pure Python: turn order, pools, conditions, game clock, undo.

The page keeps an ``Encounter`` (immutable), applies actions built by
``pyrules.core.encounter.actions``, renders ``Encounter.view()`` and stores
``Encounter.to_dict()``. Rulesets plug their rules in with a ``Plugin`` composed of parts
(``pyrules.core.encounter.parts``) and ``register_plugin``; ``generic_plugin`` (key "generic")
is the example.
"""

from pyrules.core.encounter import actions
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.generic import GENERIC, generic_plugin
from pyrules.core.encounter.history import DEFAULT_LIMIT, History
from pyrules.core.encounter.library import Library, Saved, Summary
from pyrules.core.encounter.model import (
    MOMENTS, TURN_BEGINS, Check, Combatant, Condition, LogEntry, Prompt, Reminder, State,
)
from pyrules.core.encounter.plugins import Initiative, Plugin, Resource, every, plugin, plugin_keys, register_plugin
from pyrules.core.encounter.roster import Member, Roster
from pyrules.core.encounter.schema import SCHEMA
from pyrules.core.encounter.view import CombatantView, ConditionView, PoolView, ReminderView, View

__all__ = [
    "actions", "Encounter", "GENERIC", "generic_plugin", "DEFAULT_LIMIT", "History", "Library", "Saved",
    "Summary", "MOMENTS", "TURN_BEGINS", "Check", "Prompt", "Combatant", "Condition", "LogEntry", "Reminder", "State", "Initiative",
    "Plugin", "Resource", "every", "plugin", "plugin_keys", "register_plugin", "Member", "Roster", "SCHEMA",
    "CombatantView", "ConditionView", "PoolView", "ReminderView", "View",
]
