"""A reminder's roll answered on a player's phone, at the game master's side: offered on the
reminder's card, then accepted or ignored.

A reminder due for a player's combatant that asks for a roll (the HT roll against knockdown and
stun, a death check, the Will roll at 0 FP, Cortex's roll to stay conscious, TAL's Willpower or
Unconsciousness roll) goes to that player's phone keyed (``key``: a digest of whom it concerns,
when it fell due and its words, as the encounter knows a reminder by them). The phone's roll
names that key (``messages.AnsweringReminder``). As it arrives it is read against the reminders
due now (``answered``): one no longer due, or rolled already, is only logged; one that names a
reminder of another combatant, or rolls other dice than its check's, is hostile, dropped and
counted. One that fits waits on the reminder's card ("Mia rolled 9") until the game master
accepts it (``accept``: the reminder's roll made with those dice, as its own Roll button makes
it, judged by its ruleset as ever, and logged so) or ignores it (``ignored``: logged as not
taken). Nothing a player sends changes the encounter
by itself.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Iterable, Protocol, Sequence

from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.model import Reminder
from pyrules.core.encounter.shown import Rolled, Shown
from pyrules.core.encounter.view import ReminderView
from pyrules.core.errors import RulesError
from pyrules.core.players.messages import AnsweringReminder, Roll
from pyrules.core.players.player_rolls import same_dice


def key(reminder: Reminder | ReminderView) -> str:
    """The reminder's key as its player's phone is given it: "r" and twelve hex digits, the same
    for the same reminder from one view to the next."""
    said = "\x1f".join((reminder.who or "", reminder.moment, reminder.text))
    return "r" + hashlib.sha256(said.encode("utf-8")).hexdigest()[:12]


@dataclass(frozen=True)
class ReminderAnswer:
    """A player's roll for a reminder due: by whom (``player``, the phone's name), for which
    reminder (``reminder``, its key; ``who`` and ``text``, as the encounter knows it), and the
    roll (``dice``, ``total``, ``faces``: none when the player typed the total of its own dice).
    It waits unlogged: accepted, it is logged as the reminder's roll; ignored, as the phone's."""

    player: str
    reminder: str
    who: str
    text: str
    total: int
    faces: tuple[int, ...]
    dice: str = ""

    @property
    def said(self) -> str:
        """The answer as the reminder's card shows it: "Mia rolled 9"."""
        return f"{self.player} rolled {self.total}"


class Hostile(RulesError):
    """A roll naming a reminder its player's combatant is not due, or rolled on other dice than the
    reminder's check: dropped and counted, never logged."""


def answered(reminders: Iterable[Reminder], player: str, combatant: str | None, roll: Roll) -> ReminderAnswer | None:
    """The answer ``roll`` (from ``player``'s phone, playing ``combatant``) gives a reminder due
    now among ``reminders``; None when it answers no reminder, or one no longer due or rolled
    already (then it is only logged). Hostile when it names another combatant's reminder or rolls
    other dice than the reminder's check."""
    asked = roll.answers
    if not isinstance(asked, AnsweringReminder):
        return None
    for reminder in reminders:
        if reminder.check is None or key(reminder) != asked.reminder:
            continue
        if reminder.who is None or reminder.who != combatant:
            raise Hostile("That roll is not this player's to make.", "reminder")
        if not same_dice(reminder.check.notation, roll.dice):
            raise Hostile(f"That roll is made on {reminder.check.notation}.", "dice")
        if reminder.rolled is not None:
            return None
        return ReminderAnswer(player, asked.reminder, reminder.who, reminder.text, roll.total, roll.faces, roll.dice)
    return None


def place(answer: ReminderAnswer, reminders: Iterable[Reminder]) -> int | None:
    """The answered reminder's place in the list of those due now, while it is still due and not
    yet rolled (None: the turn moved on, or it was rolled meanwhile)."""
    return next((i for i, r in enumerate(reminders)
                 if (r.who, r.text) == (answer.who, answer.text) and r.check is not None and r.rolled is None), None)


def on_cards(reminders: Sequence[Reminder | ReminderView],
             waiting: Iterable[tuple[str, ReminderAnswer]]) -> dict[int, tuple[tuple[str, ReminderAnswer], ...]]:
    """The answers ``waiting`` (each with its phone's key) by the place of the reminder they answer
    among those due now, as its card shows them; an answer to one rolled since, or no longer due,
    shows nowhere."""
    places = {key(r): i for i, r in enumerate(reminders) if r.check is not None and r.rolled is None}
    shown: dict[int, tuple[tuple[str, ReminderAnswer], ...]] = {}
    for phone, answer in waiting:
        i = places.get(answer.reminder)
        if i is not None and (reminders[i].who, reminders[i].text) == (answer.who, answer.text):
            shown[i] = shown.get(i, ()) + ((phone, answer),)
    return shown


def ignored(answer: ReminderAnswer, encounter: Encounter) -> Rolled:
    """The roll log's line for an answer the game master ignored: the player's roll, not taken
    ("Mia · Rowan", 3d6: 9, "Not taken"), unjudged."""
    combatant = encounter.state.find(answer.who)
    name = combatant.name if combatant is not None else ""
    source = f"{answer.player} · {name}" if name and name != answer.player else answer.player
    return Rolled(answer.dice, answer.total, answer.faces, source, "Not taken", None)


class RollsReminders(Protocol):
    """What accepting reads of the tracker session: its reminders' rolls (``ReminderRolls``)."""

    def roll(self, index: int, made: tuple[int, tuple[int, ...]] | None = None, by: str = "") -> Shown: ...


def accept(rolls: RollsReminders, answer: ReminderAnswer, reminders: Iterable[Reminder]) -> Shown:
    """The reminder's roll made with the player's dice, as its Roll button makes it (one step,
    judged by its ruleset, logged under the player's name); RulesError when it is no longer due."""
    index = place(answer, reminders)
    if index is None:
        raise RulesError("That roll is no longer due.", "reminder")
    return rolls.roll(index, (answer.total, answer.faces), answer.player)

