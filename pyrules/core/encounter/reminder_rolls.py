"""The reminders' rolls as a tracker session makes them: a reminder's check rolled and what it
came to, its chance, and acting on a failed one (Stunned from a failed knockdown roll).

A reminder and its check are ``pyrules.core.encounter.model``'s; this is the session's side: the
rolls made so far, by how much each failed, and the action a failure puts on.
"""

from __future__ import annotations

from pyrules.core.answers import outcome_of
from pyrules.core.encounter import actions as A
from pyrules.core.encounter.session_parts import Tracker
from pyrules.core.encounter.view import View
from pyrules.core.encounter.shown import UNCHANGED, Shown, Rolled
from pyrules.core.encounter.model import Follow
from pyrules.core.encounter.plugins import Judged, Plugin
from pyrules.core.errors import RulesError


class ReminderRolls:
    """The rolls made for a session's reminders, each known by (who, reminder text) while that
    reminder is due. ``session`` is the tracker session they are rolled in."""

    def __init__(self, session: Tracker) -> None:
        self.session = session
        # (who, reminder text) -> (what its roll came to, its outcome: "success" or "failure", which the page colours)
        self.rolled: dict[tuple[str | None, str], tuple[str, str]] = {}
        # (who, reminder text) -> by how much its roll failed, and whether critically
        self.missed: dict[tuple[str | None, str], tuple[int, bool]] = {}

    def chances(self, view: View) -> dict[int, str]:
        """The chance of each reminder's roll, by its place in the list (``chances``)."""
        return chances(view, self.session.plugin)

    def now(self, view: View) -> dict[int, tuple[str, str]]:
        """The reminders' rolls made so far, by the reminder's place in the list: what each came to,
        and its outcome ("success", "failure")."""
        due = {(r.who, r.text): i for i, r in enumerate(view.reminders)}
        self.rolled = {key: outcome for key, outcome in self.rolled.items() if key in due}  # the rest are past
        return {due[key]: outcome for key, outcome in self.rolled.items()}

    def roll(self, index: int) -> Shown:
        """Roll a reminder's check (by its place in the list) and say what it came to; the roll
        goes to the one roll log."""
        from pyrules.core.dice import roll

        session = self.session
        reminders = session.encounter.state.reminders
        if not 0 <= index < len(reminders):
            return UNCHANGED
        reminder, check = reminders[index], reminders[index].check
        if check is None:
            return UNCHANGED
        bearer = None if reminder.who is None else session.encounter.state.find(reminder.who)
        if bearer is not None:
            standing = session.plugin.standing.of(bearer, session.encounter.state)
            if not standing.alive:  # dead since the reminder fell due: no more rolls
                raise RulesError(standing.refusal("acts") or f"{bearer.name} is dead: no more rolls.")
        rolled = roll(check.notation, session.rng)
        judged = session.plugin.reminders.judge(check, rolled.total)
        said = f"Rolled {rolled.total}: {judged_words(judged)}"
        self.rolled[(reminder.who, reminder.text)] = (said, outcome_of(judged.met))
        if not judged.met:
            self.missed[(reminder.who, reminder.text)] = (judged.margin, judged.critical)
        who = session.encounter.combatant(reminder.who).name if reminder.who else ""
        return Shown(rolls=(Rolled(check.notation, rolled.total, tuple(rolled.faces),
                                   f"{session.name} tracker" + (f" · {who}" if who else ""),
                                   f"{check.label or 'Check'} {check.target}: {said[:1].lower()}{said[1:]}",
                                   judged.met),))

    def follow(self, index: int) -> Shown:
        """Act on a reminder's failed roll (by its place in the list): what its check says a failure
        puts on the combatant (Stunned; Unconscious when it failed by 5 or more) and the stats it
        sets besides (lying down), as one action; what else it does is told ("drops what it holds")."""
        session = self.session
        reminders = session.encounter.state.reminders
        if not 0 <= index < len(reminders):
            return UNCHANGED
        reminder, check = reminders[index], reminders[index].check
        if check is None:
            return UNCHANGED
        follow = check.follow
        if follow is None or reminder.who is None:
            raise RulesError("This roll puts nothing on anyone: act on it by hand.")
        key = (reminder.who, reminder.text)
        if key not in self.missed:
            raise RulesError("Roll it first: only a failed roll puts anything on." if key not in self.rolled
                             else "The roll was made: nothing to put on.")
        condition = follow.condition(*self.missed[key])
        value = kept_as(session.plugin, follow, condition)
        sets = dict(follow.sets)
        if value is not None:
            done = session.apply(A.edit(reminder.who, stats={follow.stat: value, **sets}))
        else:
            done = session.apply(A.add_condition(reminder.who, condition, stats=sets))
        if not follow.tells:
            return done
        return done.then(Shown(f"{session.encounter.combatant(reminder.who).name} {follow.tells}."))

    def follows(self, view: View) -> dict[int, str]:
        """What acting on each failed reminder roll would put on, by the reminder's place in the list."""
        return {i: r.check.follow.condition(*self.missed[(r.who, r.text)]) for i, r in enumerate(view.reminders)
                if r.check is not None and r.check.follow is not None and (r.who, r.text) in self.missed}


def kept_as(plugin: Plugin, follow: Follow, condition: str) -> str | bool | None:
    """The value a failure's ``condition`` gives the stat its ruleset keeps it in (``follow.stat``):
    the choice of a choice stat that bears its name (TAL's Down: "Unconscious"), or True, ticking a
    flag, for the ``failed`` condition; None when it is put on as a condition."""
    if not follow.stat:
        return None
    kept = next((f for f in plugin.stats if f.name == follow.stat), None)
    if kept is not None and kept.kind == "choice":
        return next((key for key, label in kept.choices if label.casefold() == condition.casefold()), None)
    return True if condition == follow.failed else None


def judged_words(judged: Judged) -> str:
    """A reminder's roll judged, in words: "made it by 3", "critical failure (failed by 2)",
    "failed: 17 always fails"."""
    if judged.said:
        return f"{'made it' if judged.met else 'failed'}: {judged.said}"
    made = f"{'made it' if judged.met else 'failed'} by {judged.margin}"
    if judged.critical:
        return f"critical {'success' if judged.met else 'failure'} ({made})"
    return made


def chances(view: View, plugin: Plugin) -> dict[int, str]:
    """The chance of each reminder's check, as a percentage, by its place in the list, as its
    ruleset judges the roll (GURPS: 3 and 4 always succeed, 17 and 18 always fail)."""
    from pyrules.core.odds import as_percent

    return {i: as_percent(plugin.reminders.chance(r.check)) for i, r in enumerate(view.reminders) if r.check is not None}
