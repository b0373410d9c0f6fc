"""Each kind of action, declared once: its name, the shape it carries (``action_kinds``), how a
stored or typed one is checked into its canonical form (``actions``' ``check_…``) and the step it
makes of the state (``edits``, ``turns``, ``reminder_steps``). ``normalize`` and ``step``
find an action's kind here, and nothing else lists the kinds: a new kind is its shape, its
builder and check, its step, and its one line below.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from pyrules.core.errors import RulesError

from pyrules.core.encounter import action_kinds as shape, actions as A, check, edits, reminder_steps, turns
from pyrules.core.encounter.actions import Action
from pyrules.core.encounter.model import State
from pyrules.core.encounter.plugins import Plugin


@dataclass(frozen=True)
class ActionKind:
    """One kind of action: its ``name`` (an action's "kind"), the typed dict it is (``shape``), the
    ``check`` that makes a stored or typed one canonical (RulesError naming what is wrong), and the
    ``step`` it makes of a state."""

    name: str
    shape: type
    check: Callable[[dict[str, Any], Plugin], Action]
    step: Callable[[State, Plugin, Any], State]


KINDS: dict[str, ActionKind] = {kind.name: kind for kind in (
    ActionKind("add", shape.AddAction, A.check_add, edits.add),
    ActionKind("edit", shape.EditAction, A.check_edit, edits.edit),
    ActionKind("remove", shape.RemoveAction, A.check_just_id("remove"), edits.remove),
    ActionKind("duplicate", shape.DuplicateAction, A.check_duplicate, edits.duplicate),
    ActionKind("initiative", shape.InitiativeAction, A.check_initiative, edits.initiative),
    ActionKind("sort", shape.SortAction, A.check_bare("sort"), edits.sort),
    ActionKind("next", shape.NextAction, A.check_bare("next"), turns.next_turn),
    ActionKind("previous", shape.PreviousAction, A.check_bare("previous"), turns.previous_turn),
    ActionKind("delay", shape.DelayAction, A.check_delay, turns.delay),
    ActionKind("act_now", shape.ActNowAction, A.check_just_id("act_now"), turns.act_now),
    ActionKind("damage", shape.DamageAction, A.check_amount("damage"), edits.damage),
    ActionKind("heal", shape.HealAction, A.check_amount("heal"), edits.heal),
    ActionKind("add_condition", shape.AddConditionAction, A.check_add_condition, edits.add_condition),
    ActionKind("remove_condition", shape.RemoveConditionAction, A.check_remove_condition, edits.remove_condition),
    ActionKind("time", shape.TimeAction, A.check_time, turns.time_passes),
    ActionKind("end", shape.EndAction, A.check_bare("end"), turns.end),
    ActionKind("exchange", shape.ExchangeAction, A.check_exchange, edits.exchange),
    ActionKind("reminder_roll", shape.ReminderRollAction, A.check_reminder_roll, reminder_steps.reminder_roll),
    ActionKind("reminder_follow", shape.ReminderFollowAction, A.check_reminder_follow, reminder_steps.reminder_follow),
)}
NAMES = tuple(KINDS)


def normalize(action: Any, plugin: Plugin, path: str = "") -> Action:
    """The canonical form of ``action``; RulesError naming the argument (under ``path``) at fault."""
    data = check.mapping(action, path or "action")
    kind = check.choice(data.get("kind"), check.at(path, "kind"), NAMES)
    try:
        return KINDS[kind].check(data, plugin)
    except RulesError as error:
        if path:
            raise check.renamed(error, path, locate=True) from None
        raise


def step(state: State, action: Action, plugin: Plugin) -> State:
    """The state after ``action`` (already normalized): one pure, deterministic step; RulesError if
    it cannot apply here."""
    return KINDS[action["kind"]].step(state, plugin, action)


def replay(state: State, actions: Iterable[Action], plugin: Plugin) -> State:
    """The state after each of ``actions`` in turn."""
    for action in actions:
        state = step(state, action, plugin)
    return state
