"""The reminders' rolls as a tracker session makes them: a reminder's check rolled (the dice the
session's, the roll a step of the encounter), its chance, and acting on a failed one (Stunned from
a failed knockdown roll).

A reminder, its check and its roll are ``pyrules.core.encounter.model``'s and the steps
``reminder_steps``'; this is the session's side: the dice, the roll log, and what the page shows
of each reminder's roll.
"""

from __future__ import annotations

from pyrules.core.answers import outcome_of
from pyrules.core.encounter import actions as A
from pyrules.core.encounter.model import Reminder
from pyrules.core.encounter.reminder_steps import follows, judged_words
from pyrules.core.encounter.session_parts import Tracker
from pyrules.core.encounter.view import ReminderView, View
from pyrules.core.encounter.shown import UNCHANGED, Shown, Rolled
from pyrules.core.encounter.plugins import Plugin
from pyrules.core.errors import RulesError


class ReminderRolls:
    """The rolls of a session's reminders. ``session`` is the tracker session they are rolled in."""

    def __init__(self, session: Tracker) -> None:
        self.session = session

    def chances(self, view: View) -> dict[int, str]:
        """The chance of each reminder's roll, by its place in the list (``chances``)."""
        return chances(view, self.session.plugin)

    def now(self, view: View) -> dict[int, tuple[str, str]]:
        """The reminders' rolls made so far, by the reminder's place in the list: what each came to,
        and its outcome ("success", "failure")."""
        return {i: (rolled_words(r), outcome_of(r.rolled.met)) for i, r in enumerate(view.reminders)
                if r.rolled is not None}

    def _due(self, index: int) -> Reminder | None:
        reminders = self.session.encounter.state.reminders
        return reminders[index] if 0 <= index < len(reminders) and reminders[index].check is not None else None

    def roll(self, index: int, made: tuple[int, tuple[int, ...]] | None = None, by: str = "") -> Shown:
        """Roll a reminder's check (by its place in the list), as one step of the encounter, and
        say what it came to; the roll goes to the one roll log. ``made`` is a roll made elsewhere
        (its total and faces: a player's phone, ``by`` its player), taken instead of the session's
        dice and judged the same way."""
        from pyrules.core.dice import roll

        session = self.session
        reminder = self._due(index)
        if reminder is None or reminder.check is None:
            return UNCHANGED
        check = reminder.check
        if made is None:
            thrown = roll(check.notation, session.rng)
            made = (thrown.total, tuple(thrown.faces))
        total, faces = made
        done = session.apply(A.roll_reminder(reminder.who, reminder.text, total, faces))
        rolled = next((r.rolled for r in session.encounter.state.reminders
                       if (r.who, r.text) == (reminder.who, reminder.text) and r.rolled is not None), None)
        if rolled is None:
            return done
        said = f"Rolled {total}: {judged_words(rolled)}"
        who = session.encounter.combatant(reminder.who).name if reminder.who else ""
        source = by or f"{session.name} tracker"
        return done.then(Shown(rolls=(Rolled(check.notation, total, faces, source + (f" · {who}" if who else ""),
                                             f"{check.label or 'Check'} {check.target}: {said[:1].lower()}{said[1:]}",
                                             rolled.met),)))

    def follow(self, index: int) -> Shown:
        """Act on a reminder's failed roll (by its place in the list): what its check says a failure
        puts on the combatant (Stunned; Unconscious when it failed by 5 or more) and the stats it
        sets besides (lying down), as one step; what else it does is told ("drops what it holds")."""
        session = self.session
        reminder = self._due(index)
        if reminder is None or reminder.check is None:
            return UNCHANGED
        if reminder.who is None or reminder.check.follow is None:
            raise RulesError("This roll puts nothing on anyone: act on it by hand.")
        done = session.apply(A.follow_reminder(reminder.who, reminder.text))
        follow = reminder.check.follow
        if not follow.tells:
            return done
        return done.then(Shown(f"{session.encounter.combatant(reminder.who).name} {follow.tells}."))

    def follows(self, view: View) -> dict[int, str]:
        """What acting on each failed reminder roll would put on, by the reminder's place in the list."""
        found = {i: follows(_as_reminder(r)) for i, r in enumerate(view.reminders)}
        return {i: condition for i, condition in found.items() if condition is not None}


def _as_reminder(r: ReminderView) -> Reminder:
    return Reminder(r.text, r.moment, r.who, r.check, r.source, r.rolled)


def rolled_words(r: ReminderView) -> str:
    """What a reminder's roll came to, in words: "Rolled 9: failed by 4"."""
    return "" if r.rolled is None else f"Rolled {r.rolled.total}: {judged_words(r.rolled)}"


def chances(view: View, plugin: Plugin) -> dict[int, str]:
    """The chance of each reminder's check, as a percentage, by its place in the list, as its
    ruleset judges the roll (GURPS: 3 and 4 always succeed, 17 and 18 always fail)."""
    from pyrules.core.odds import as_percent

    return {i: as_percent(plugin.reminders.chance(r.check)) for i, r in enumerate(view.reminders) if r.check is not None}
