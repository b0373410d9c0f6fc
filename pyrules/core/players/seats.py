"""The players' phones as the game master's page knows them: one ``Seat`` each, the page's
connection key, the player's name and combatant once the hello arrives, whether the phone is here,
how many of its messages were dropped, and the last view sent it.

Each step answers a new seat (a seat is immutable, as the encounter is): ``heard`` reads what a
phone sent (a hello names the seat; a roll is handed back for the roll log; anything bad is
counted and dropped, and a hello naming a foe or a combatant the open encounter does not have is
counted, dropped and answered with a ``Refused`` for the phone; a card offered that reads as the
roster would keep it waits on the seat, ``offer``, for the game master to take or refuse, and one
that does not is counted and dropped; an attack proposed that fits the encounter waits likewise,
``proposal``; a roll for a reminder due for its combatant waits likewise, ``answers``), ``view_for`` gives the view to
send, or None when the player has it already,
so an Apply that changes nothing a player sees sends nothing. After each change of the encounter
the page makes one ``Views`` of it and asks ``view_for`` of every seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.exchange import Walk
from pyrules.core.encounter.roster import Roster
from pyrules.core.errors import RulesError
from pyrules.core.players import messages, offers, proposals, reminder_answers
from pyrules.core.players.asked import asks
from pyrules.core.players.player_view import Views


@dataclass(frozen=True)
class Seat:
    """One player's phone: ``key`` is the page's own name for its connection; ``name`` and
    ``combatant`` (None: watching) what its hello said ("" before any); ``here`` False once it
    slept or dropped; ``dropped`` how many of its messages were bad; ``sent`` the last view sent;
    ``offer`` the card its player offered, once it has read as the roster would keep it;
    ``proposal`` the attack its player proposed, once it fits the encounter; ``answers`` its rolls
    for the reminders due for its combatant, one per reminder, each waiting on the reminder's card."""

    key: str
    name: str = ""
    combatant: str | None = None
    here: bool = True
    dropped: int = 0
    sent: str = ""
    offer: Mapping[str, Any] | None = None  # a card the player offered, checked, waiting for the game master
    proposal: proposals.Proposal | None = None  # an attack the player proposed, checked, waiting likewise
    answers: tuple[reminder_answers.ReminderAnswer, ...] = ()  # its rolls for reminders due, waiting likewise

    @property
    def named(self) -> bool:
        """Whether the player has said who it is."""
        return bool(self.name)


class Heard(NamedTuple):
    """What a message from a phone comes to: the seat after it, the roll it carried for the roll
    log (None: none), and what its phone is told back (None: nothing)."""

    seat: Seat
    roll: messages.Roll | None = None
    told: messages.Refused | None = None


def heard(seat: Seat, raw: object, encounter: Encounter, roster: Roster | None = None) -> Heard:
    """What a message from the seat's phone comes to, in the open ``encounter`` (and, for a card
    offered, the game master's ``roster``). A hello names the seat (and sends the view again: it
    may be for another combatant); one naming a foe or a combatant the encounter does not have is
    counted and dropped, and its phone told why (a player plays one of the party); a card offered
    that reads as the roster would keep it waits on the seat for the game master, one that does
    not is counted and dropped; any other bad message, or a roll or an offer before any hello, is
    counted and dropped."""
    try:
        said = messages.from_player(raw)
    except messages.BadMessage:
        return Heard(_dropped(seat))
    if isinstance(said, messages.Offer):
        if not seat.named or roster is None:
            return Heard(_dropped(seat))
        try:
            return Heard(replace(seat, offer=offers.checked(said.card, roster)))
        except RulesError:
            return Heard(_dropped(seat))
    if isinstance(said, messages.Hello):
        why = refusal(said, encounter)
        if why is not None:
            return Heard(_dropped(seat), told=messages.Refused(why))
        return Heard(replace(seat, name=said.name, combatant=said.combatant, here=True, sent=""))
    if not seat.named:
        return Heard(_dropped(seat))
    if isinstance(said, messages.Attack):
        try:
            return Heard(replace(seat, proposal=proposals.checked(said, seat.combatant, encounter)))
        except RulesError:
            return Heard(_dropped(seat))
    try:
        answer = reminder_answers.answered(encounter.state.reminders, seat.name, seat.combatant, said)
    except reminder_answers.Hostile:
        return Heard(_dropped(seat))
    if answer is not None:
        seat = replace(seat, answers=_without(seat.answers, answer.reminder) + (answer,))
    return Heard(seat, said)


def refusal(hello: messages.Hello, encounter: Encounter) -> str | None:
    """Why ``hello`` is refused in ``encounter`` ("foe", "unknown"; ``messages.REFUSALS``), None
    when it is taken: it names one of the party, or no one (watching)."""
    if hello.combatant is None:
        return None
    found = encounter.state.find(hello.combatant)
    if found is None:
        return "unknown"
    return None if found.side == "party" else "foe"


def _dropped(seat: Seat) -> Seat:
    return replace(seat, dropped=seat.dropped + 1)


def view_for(seat: Seat, views: Views) -> tuple[Seat, str | None]:
    """The seat and the view to send its phone, from the ``views`` of the encounter as it is now
    (one ``Views`` for every seat); None when it is not here, has not said who it is, or has this
    very view already."""
    if not seat.here or not seat.named:
        return seat, None
    text = views.message(seat.combatant)
    return (seat, None) if text == seat.sent else (replace(seat, sent=text), text)


def gone(seat: Seat) -> Seat:
    """The seat of a phone that slept or dropped: shown as gone; its next view is sent whole."""
    return replace(seat, here=False, sent="")


def rejoined(seat: Seat, others: Iterable[Seat]) -> tuple[str, ...]:
    """The keys of the seats ``seat`` takes the place of once its hello names it: those of phones
    gone under the same player's name (the player's phone slept, and joined again)."""
    if not seat.named:
        return ()
    return tuple(other.key for other in others
                 if other.key != seat.key and not other.here and other.name == seat.name)


def said(seat: Seat, encounter: Encounter) -> str:
    """Who sits there, as the game master's screen lists it: "Mia (Ana)", "Mia, watching",
    "Mia (Ana), gone", "A phone joining"."""
    if not seat.named:
        who = "A phone joining"
    else:
        found = None if seat.combatant is None else encounter.state.find(seat.combatant)
        playing = found is not None and found.side == "party"  # a phone naming a foe only watches
        who = f"{seat.name} ({found.name})" if found is not None and playing else f"{seat.name}, watching"
    return who if seat.here else f"{who}, gone"


def waiting(seat: Seat, encounter: Encounter, walk: Walk | None) -> tuple[str, ...]:
    """The rolls the attack under way (``walk``) asks of the combatant the seat's player plays,
    waiting for its phone, in words ("Orc’s defense: Defense roll (3d6)"); none for a phone
    watching, gone, or playing no one of the party."""
    found = None if seat.combatant is None or not seat.here else encounter.state.find(seat.combatant)
    if found is None or found.side != "party":
        return ()
    return tuple(ask.said for ask in asks(walk, found.id))


def answered_offer(seat: Seat) -> Seat:
    """The seat once the game master took or refused the card its player offered."""
    return replace(seat, offer=None)


def answered_proposal(seat: Seat) -> Seat:
    """The seat once the game master accepted or refused the attack its player proposed."""
    return replace(seat, proposal=None)


def answer_to(seat: Seat, reminder: str) -> reminder_answers.ReminderAnswer | None:
    """The seat's roll waiting for the reminder keyed ``reminder``, if any."""
    return next((a for a in seat.answers if a.reminder == reminder), None)


def answered_reminder(seat: Seat, reminder: str) -> Seat:
    """The seat once the game master accepted or ignored its roll for the reminder keyed ``reminder``."""
    return replace(seat, answers=_without(seat.answers, reminder))


def _without(answers: tuple[reminder_answers.ReminderAnswer, ...],
             reminder: str) -> tuple[reminder_answers.ReminderAnswer, ...]:
    return tuple(a for a in answers if a.reminder != reminder)
