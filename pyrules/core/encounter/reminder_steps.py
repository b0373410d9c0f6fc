"""The reminders' rolls as steps of the encounter: a reminder's check rolled, and what its failure
puts on (Stunned from a failed knockdown roll) put on. Each is one step, so a reload keeps the
roll, another tab sees it, and undo takes it back with the step that made it.

A reminder is known by whom it concerns and its words ((who, text)), as it is due in the state
now; a roll names it so, and is refused once it is no longer due or was rolled already.
"""

from __future__ import annotations

from dataclasses import replace

from pyrules.core.errors import RulesError

from pyrules.core.encounter.action_kinds import ReminderFollowAction, ReminderRollAction
from pyrules.core.encounter.edits import add_condition, edit
from pyrules.core.encounter.model import Follow, Reminder, ReminderRoll, State
from pyrules.core.encounter.plugins import Judged, Plugin


def _due(state: State, who: str | None, text: str) -> tuple[int, Reminder]:
    """The place and the reminder due for ``who`` saying ``text``; RulesError when none is due now."""
    for index, reminder in enumerate(state.reminders):
        if (reminder.who, reminder.text) == (who, text) and reminder.check is not None:
            return index, reminder
    raise RulesError("That roll is no longer due.", "reminder")


def _with(state: State, index: int, reminder: Reminder) -> State:
    reminders = list(state.reminders)
    reminders[index] = reminder
    return replace(state, reminders=tuple(reminders))


def reminder_roll(state: State, plugin: Plugin, action: ReminderRollAction) -> State:
    """The reminder's check rolled and judged by its ruleset; logged ("HT against knockdown for
    Orc: rolled 9, failed by 4.")."""
    index, reminder = _due(state, action["who"], action["text"])
    assert reminder.check is not None  # as ``_due`` finds only these
    if reminder.rolled is not None:
        raise RulesError("It was rolled already.", "reminder")
    bearer = None if reminder.who is None else state.find(reminder.who)
    if bearer is not None:
        standing = plugin.standing.of(bearer, state)
        if not standing.alive:  # dead since the reminder fell due: no more rolls
            raise RulesError(standing.refusal("acts") or f"{bearer.name} is dead: no more rolls.", "reminder")
    judged = plugin.reminders.judge(reminder.check, action["total"])
    rolled = ReminderRoll(action["total"], tuple(action["faces"]), judged.met, judged.margin, judged.critical,
                          judged.said)
    name = bearer.name if bearer is not None else ""
    line = f"{reminder.check.label or 'Roll'}{f' for {name}' if name else ''}: rolled {action['total']}, " \
           f"{judged_words(judged)}."
    return _with(state, index, replace(reminder, rolled=rolled)).logged("reminder_roll", line, reminder.who)


def reminder_follow(state: State, plugin: Plugin, action: ReminderFollowAction) -> State:
    """What the reminder's failed roll puts on its combatant (Stunned; Unconscious when it failed
    by 5 or more), with the stats it sets besides (lying down), in the same step; the reminder
    is then marked as followed."""
    index, reminder = _due(state, action["who"], action["text"])
    assert reminder.check is not None  # as ``_due`` finds only these
    follow, rolled = reminder.check.follow, reminder.rolled
    if follow is None or reminder.who is None:
        raise RulesError("This roll puts nothing on anyone: act on it by hand.", "reminder")
    if rolled is None:
        raise RulesError("Roll it first: only a failed roll puts anything on.", "reminder")
    if rolled.met or rolled.followed:
        raise RulesError("The roll was made: nothing to put on." if rolled.met else "It is put on already.",
                         "reminder")
    condition = follow.condition(rolled.margin, rolled.critical)
    value = kept_as(plugin, follow, condition)
    sets = dict(follow.sets)
    if value is not None:
        state = edit(state, plugin, {"kind": "edit", "id": reminder.who, "stats": {follow.stat: value, **sets}})
    else:
        state = add_condition(state, plugin, {"kind": "add_condition", "id": reminder.who, "name": condition,
                                              "unit": None, "duration": None, "anchor": None,
                                              **({"stats": sets} if sets else {})})  # type: ignore[typeddict-item]
    return _with(state, index, replace(reminder, rolled=replace(rolled, followed=True)))


def follows(reminder: Reminder) -> str | None:
    """What acting on the reminder's failed roll would put on (None: nothing to act on now)."""
    rolled, check = reminder.rolled, reminder.check
    if rolled is None or rolled.met or rolled.followed or check is None or check.follow is None:
        return None
    return check.follow.condition(rolled.margin, rolled.critical)


def kept_as(plugin: Plugin, follow: Follow, condition: str) -> str | bool | None:
    """The value a failure's ``condition`` gives the stat its ruleset keeps it in (``follow.stat``):
    the choice of a choice stat under the condition's own key (TAL's Down: "unconscious"), or
    True, ticking a flag, for the ``failed`` condition; None when it is put on as a condition."""
    if not follow.stat:
        return None
    kept = next((f for f in plugin.stats if f.name == follow.stat), None)
    if kept is not None and kept.kind == "choice":
        key = plugin.standing.condition_key(condition)
        return next((choice for choice, _ in kept.choices if choice == key), None)
    return True if condition == follow.failed else None


def judged_words(judged: Judged | ReminderRoll) -> str:
    """A reminder's roll judged, in words: "made it by 3", "critical failure (failed by 2)",
    "failed: 17 always fails"."""
    if judged.said:
        return f"{'made it' if judged.met else 'failed'}: {judged.said}"
    made = f"{'made it' if judged.met else 'failed'} by {judged.margin}"
    if judged.critical:
        return f"critical {'success' if judged.met else 'failure'} ({made})"
    return made
