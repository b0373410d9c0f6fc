"""The players' phones panel's commands: each thing a game master does in a tracker's "Players'
phones" panel, declared once.

As the tracker's own commands (``pyrules.core.encounter.commands``), a command is a control's name
(a tapped button's data-phone, a form's data-phone-form, a switch's data-phone), the words it says,
and what it does to the panel. The panel's controls take their name and words from it
(``screen.phones_page``), ``screen.phones`` runs it by that name, and nothing else lists it.

Plain Python: what a command does is given the panel (a ``Panel``: ``screen.phones.Phones`` on the
page) and what the page read of the control: a ``PhoneTap``, a form's values, or whether a switch is on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Protocol


class Invitation(Protocol):
    """What the invitation's commands ask of it (``screen.phones_invitation.Invitations``)."""

    def invite(self) -> None: ...
    def copy_invitation(self) -> None: ...
    def scan(self) -> None: ...
    def stop_scanning(self) -> None: ...
    def connect(self, text: str) -> None: ...
    def set_server(self, values: Mapping[str, Any]) -> None: ...
    def clear_server(self) -> None: ...


class Panel(Protocol):
    """What the panel's commands ask of it, and of its invitation."""

    @property
    def invitations(self) -> Invitation: ...
    def drop(self, key: str) -> None: ...
    def show_foes_numbers(self, shown: bool) -> None: ...
    def take_offer(self, key: str) -> None: ...
    def refuse_offer(self, key: str) -> None: ...
    def accept_attack(self, key: str) -> None: ...
    def refuse_attack(self, key: str) -> None: ...
    def accept_reminder_roll(self, key: str, reminder: str) -> None: ...
    def send_card(self, key: str) -> None: ...
    def ignore_reminder_roll(self, key: str, reminder: str) -> None: ...


@dataclass(frozen=True)
class PhoneTap:
    """What the page read of a tapped control: the phone it is for (its data-seat; "" for none)
    and the reminder (its data-reminder, a reminder's key; "" for none)."""

    seat: str = ""
    reminder: str = ""


@dataclass(frozen=True)
class Command:
    """A tapped button: its data-phone (``name``), the words it says and what it does."""

    name: str
    label: str
    does: Callable[[Panel, PhoneTap], None]


@dataclass(frozen=True)
class Form:
    """A submitted form: its data-phone-form, the words of its submit button and what its values do."""

    name: str
    label: str
    does: Callable[[Panel, Mapping[str, Any]], None]


@dataclass(frozen=True)
class Switch:
    """A checkbox: its data-phone, the words beside it and what turning it on or off does."""

    name: str
    label: str
    does: Callable[[Panel, bool], None]


TAPS: dict[str, Command] = {}
FORMS: dict[str, Form] = {}
SWITCHES: dict[str, Switch] = {}


def _tap(name: str, label: str, does: Callable[[Panel, PhoneTap], None]) -> Command:
    if name in TAPS:
        raise ValueError(f"two phones commands are called {name!r}")
    TAPS[name] = command = Command(name, label, does)
    return command


def _form(name: str, label: str, does: Callable[[Panel, Mapping[str, Any]], None]) -> Form:
    FORMS[name] = form = Form(name, label, does)
    return form


def _switch(name: str, label: str, does: Callable[[Panel, bool], None]) -> Switch:
    SWITCHES[name] = switch = Switch(name, label, does)
    return switch


# -- the invitation and the answer -----------------------------------------------------------
COPY = _tap("copy", "Copy invitation", lambda panel, tap: panel.invitations.copy_invitation())
INVITE = _tap("invite", "New invitation", lambda panel, tap: panel.invitations.invite())
SCAN = _tap("scan", "Scan a player", lambda panel, tap: panel.invitations.scan())
STOP = _tap("stop", "Stop scanning", lambda panel, tap: panel.invitations.stop_scanning())
ANSWER = _form("answer", "Connect", lambda panel, values: panel.invitations.connect(str(values.get("answer", ""))))

# -- the phones ------------------------------------------------------------------------------
DROP = _tap("drop", "Drop", lambda panel, tap: panel.drop(tap.seat))
TAKE = _tap("take", "Take into the encounter", lambda panel, tap: panel.take_offer(tap.seat))
REFUSE = _tap("refuse", "Refuse", lambda panel, tap: panel.refuse_offer(tap.seat))
ACCEPT = _tap("accept-attack", "Accept the attack", lambda panel, tap: panel.accept_attack(tap.seat))
REFUSE_ATTACK = _tap("refuse-attack", "Refuse", lambda panel, tap: panel.refuse_attack(tap.seat))
ACCEPT_REMINDER = _tap("accept-reminder-roll", "Accept",
                       lambda panel, tap: panel.accept_reminder_roll(tap.seat, tap.reminder))
IGNORE_REMINDER = _tap("ignore-reminder-roll", "Ignore",
                       lambda panel, tap: panel.ignore_reminder_roll(tap.seat, tap.reminder))
SEND_CARD = _tap("send-card", "Send the card back", lambda panel, tap: panel.send_card(tap.seat))
FOES = _switch("foes", "Show the foes' numbers to the players", lambda panel, on: panel.show_foes_numbers(on))

# -- the server, for play over the internet ----------------------------------------------------
SERVER = _form("server", "Use this server", lambda panel, values: panel.invitations.set_server(values))
NO_SERVER = _tap("no-server", "This Wi-Fi only", lambda panel, tap: panel.invitations.clear_server())
