"""The players' phones, on the game master's side: each tracker's "Players' phones" panel.

The panel's invitation takes each player's answer (``screen.phones_invitation``, where the server it
names for play over the internet is set too), and the panel keeps one seat and one link per phone
that answered (``pyrules.core.players.seats``). Once the page has painted each drawing of the
tracker, the open encounter's view is sent to every phone whose player's view changed: a roll the
attack under way asks of a player's combatant shows at the top of that player's phone, and beside
the phone here, until the stage moves on. A player's roll lands in the roll log under the player's
name and, when the attack under way asks that player's combatant for it, is written into the stage's
field for the game master to accept with the stage's own button. A player's roll for a reminder due
for its combatant (the HT roll against knockdown, a death check) waits on that reminder's card, "Mia
rolled 9": "Accept" makes the reminder's roll with those dice, as its own Roll button would, and
"Ignore" forgets it. A card a player offers from the phone, once it reads as the roster would keep
it, waits beside the phone: "Take into the encounter" keeps it in the roster (beside a card of the
same name) and brings it into the open encounter; "Refuse" forgets it. An attack a player proposes
on its combatant's turn waits beside the phone likewise: "Accept the attack" begins it as its row's
button would. "Send the card back" sends a phone's player the card of its combatant as the fight
left it. Nothing a phone sends changes the encounter by itself.

Imported only when a game master opens the panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import js
from pyodide.ffi import to_js

from pyrules.core.answers import outcome_of
from pyrules.core.encounter.view import View
from pyrules.core.errors import RulesError
from pyrules.core.players import cards_back, invitation, messages, offers, player_rolls, proposals, reminder_answers
from pyrules.core.players import seats
from pyrules.core.players.player_view import KeptRows, Views
from screen import dom, exchange_page, phones_invitation, phones_page, roll_log, rolls, rtc
from screen import phones_commands as P
from screen.browser import Event
from screen.ids import field_id, part
from screen.markup import Markup
from screen.tones import tone_of

if TYPE_CHECKING:
    from pyrules.core.encounter import Encounter
    from pyrules.core.encounter.session import Session
    from pyrules.core.encounter.shown import Shown
    from screen.tracker_drawing import Drawing

_panels: dict[str, "Phones"] = {}
VIEWS_SENT = "pyrules: players' views sent"  # a User Timing measure of each sending to the phones
VIEWS_MADE = "pyrules: players' views made"  # and of its views made and written, before any is sent


class Tracker(Protocol):
    """What the panel reads of its tracker's page (``screen.tracker.TrackerPage``): its prefix, its
    session, its drawing (who is told of each, what waits on each reminder's card), and how a
    step taken is shown."""

    prefix: str
    session: Session
    drawing: Drawing

    def show(self, shown: Shown | None, error: RulesError | None = None) -> None: ...
    def render(self) -> None: ...


class Phones:
    """One tracker's phones: the invitation waiting for an answer, and a seat and a link per phone."""

    def __init__(self, tracker: Tracker) -> None:
        self.tracker = tracker
        self.prefix = part(tracker.prefix, "phones")
        self.root = dom.by_id(self.prefix)
        self.seats: dict[str, seats.Seat] = {}
        self.links: dict[str, rtc.Link] = {}
        self.foes_numbers = False
        dom.on(self.root, "click", self._on_click)
        dom.on(self.root, "submit", self._on_submit)
        dom.on(self.root, "change", self._on_change)
        dom.on(js.window, "pagehide", lambda _event: self.close_all())
        tracker.drawing.watchers.append(self.changed)
        tracker.drawing.on_reminders = self._on_reminders
        dom.on(dom.by_id(part(tracker.prefix, "due")), "click", self._on_click)  # a roll's Accept on its card
        self.shown: tuple[Encounter, View] | None = None  # (the encounter, the game master's view of it) as last drawn
        self.sending = dom.AfterPaint(self._send_all)
        self.kept_rows = KeptRows()  # the table's rows as sent, kept from one change to the next
        self.seats_drawn = ""  # the list of phones as last drawn
        self.invitations = phones_invitation.Invitations(self.prefix, self._link, self._taken, self._forget, self._say)
        self._draw_seats()
        if not rtc.possible():
            self._say("This browser cannot connect to other phones.")
            return
        self.invitations.invite()

    def _link(self, key: str, servers: tuple[invitation.Server, ...]) -> rtc.Link:
        """The link of the phone ``key`` will be, once its answer to the invitation is taken."""
        return rtc.Link(lambda text: self._heard(key, text), lambda: self._opened(key), lambda: self._closed(key),
                        servers)

    def _taken(self, key: str, link: rtc.Link) -> None:
        """A player's answer was taken: its phone has a seat, not here until its channel opens."""
        self.links[key] = link
        self.seats[key] = seats.Seat(key, here=False)
        self._draw_seats()

    # ---- the phones -----------------------------------------------------------------------------
    def _opened(self, key: str) -> None:
        if key in self.seats:
            self.seats[key] = seats.Seat(key)
            self._draw_seats()
            self._say("A phone has joined: it says who it is next.")

    def _closed(self, key: str) -> None:
        if key in self.seats:
            self.seats[key] = seats.gone(self.seats[key])
            self._draw_seats()

    def _heard(self, key: str, text: str) -> None:
        seat = self.seats.get(key)
        if seat is None:
            return
        before = seat
        seat, roll, told = seats.heard(seat, text, self.tracker.session.encounter, self.tracker.session.roster)
        self.seats[key] = seat
        if told is not None:  # a hello naming no one of the party: the phone is told, and chooses again
            self.links[key].send(messages.text(told))
        for stale in seats.rejoined(seat, self.seats.values()):
            self._forget(stale)
        if seat != before:
            self._draw_seats()
        if seat.named and not seat.sent:  # a hello: the view for whom the player now plays
            self._send(key, self._views())
        if roll is not None:
            self._rolled(seat, roll)
        if seat.answers != before.answers:
            self.tracker.render()  # the reminder's card shows the roll waiting on it

    def _rolled(self, seat: seats.Seat, roll: messages.Roll) -> None:
        session = self.tracker.session
        own = None if seat.combatant is None else session.encounter.state.find(seat.combatant)
        playing = own if own is not None and own.side == "party" else None
        answer = next((a for a in seat.answers if isinstance(roll.answers, messages.AnsweringReminder)
                       and a.reminder == roll.answers.reminder and a.total == roll.total), None)
        if answer is None:  # one waiting on a reminder's card is logged once, as the game master takes it
            made = player_rolls.logged(roll, seat.name, playing.name if playing else "")
            rolls.record(roll_log.entry(made.notation, made.total, made.faces, source=made.source, said=made.said,
                                        tone=tone_of(outcome_of(made.met))))
        offered = None if playing is None else player_rolls.suggested(session, playing.id, roll)
        if answer is not None:
            dom.notice(f"{answer.said}: on the reminder’s card, for you to accept or ignore.")
        elif offered is not None and self._fill(offered):
            dom.notice(f"{seat.name} rolled {roll.total} for {offered.label}: filled in, "
                       f"for you to accept with the stage's button.")
        else:
            dom.notice(f"{seat.name} rolled {made.notation}: {made.total}.")

    def _fill(self, offered: player_rolls.Suggestion) -> bool:
        """Write the roll into the open stage's blank field; False when it is not there or not blank."""
        control = dom.by_id(field_id(exchange_page.form_key(self.tracker.prefix), offered.field))
        if dom.missing(control) or str(control.value).strip():
            return False
        control.value = str(offered.value)
        control.dispatchEvent(js.Event.new("input", js.Object.fromEntries([["bubbles", True]])))
        return True

    def take_offer(self, key: str) -> None:
        """Take the card a phone's player offered into the roster (beside a card of its name, never
        over it) and the open encounter; the phone is told the name it was kept under."""
        seat = self.seats.get(key)
        if seat is None or seat.offer is None:
            return
        self.seats[key] = seats.answered_offer(seat)
        try:
            shown, name = offers.take(self.tracker.session, seat.offer)
        except RulesError as error:  # the roster changed since: it no longer fits
            self._draw_seats()
            self._say(f"{seat.name}’s card was not taken: {error.message}")
            return
        self.links[key].send(messages.text(messages.Offered("taken", name)))
        self._draw_seats()
        self.tracker.show(shown)

    def refuse_offer(self, key: str) -> None:
        """Refuse the card a phone's player offered: nothing of it is kept, and the phone is told."""
        seat = self.seats.get(key)
        if seat is None or seat.offer is None:
            return
        self.seats[key] = seats.answered_offer(seat)
        self.links[key].send(messages.text(messages.Offered("refused")))
        self._draw_seats()

    def accept_attack(self, key: str) -> None:
        """Begin the attack a phone's player proposed, as its row's button would; its stages then
        play as ever. One that no longer fits (the turn moved on) is said, and nothing begins."""
        seat = self.seats.get(key)
        if seat is None or seat.proposal is None:
            return
        self.seats[key] = seats.answered_proposal(seat)
        session = self.tracker.session
        try:
            shown = proposals.accept(session, seat.proposal, session.encounter)
        except RulesError as error:
            self._draw_seats()
            self._say(f"{seat.name}’s attack was not begun: {error.message}")
            return
        self.links[key].send(messages.text(messages.Proposed("accepted")))
        self._draw_seats()
        self.tracker.show(shown)

    def refuse_attack(self, key: str) -> None:
        """Refuse the attack a phone's player proposed: nothing begins, and the phone is told."""
        seat = self.seats.get(key)
        if seat is None or seat.proposal is None:
            return
        self.seats[key] = seats.answered_proposal(seat)
        self.links[key].send(messages.text(messages.Proposed("refused")))
        self._draw_seats()

    def accept_reminder_roll(self, key: str, reminder: str) -> None:
        """Make the reminder's roll with the dice a phone's player rolled for it, as the reminder's
        Roll button makes it (judged by its ruleset); one no longer due is said, and nothing is made."""
        seat = self.seats.get(key)
        answer = None if seat is None else seats.answer_to(seat, reminder)
        if seat is None or answer is None:
            return
        self.seats[key] = seats.answered_reminder(seat, reminder)
        session = self.tracker.session
        try:
            shown = reminder_answers.accept(session.reminder_rolls, answer, session.encounter.state.reminders)
        except RulesError as error:
            self._say(f"{answer.said}, not taken: {error.message}")
            self.tracker.render()
            return
        self.tracker.show(shown)

    def ignore_reminder_roll(self, key: str, reminder: str) -> None:
        """Ignore the roll a phone's player made for a reminder: the reminder still asks its roll, and
        the player's roll goes to the roll log as not taken."""
        seat = self.seats.get(key)
        answer = None if seat is None else seats.answer_to(seat, reminder)
        if seat is None or answer is None:
            return
        self.seats[key] = seats.answered_reminder(seat, reminder)
        made = reminder_answers.ignored(answer, self.tracker.session.encounter)
        rolls.record(roll_log.entry(made.notation, made.total, made.faces, source=made.source, said=made.said))
        self.tracker.render()

    def _on_reminders(self, view: View) -> dict[int, Markup]:
        """What waits on each reminder's card, by its place: the phones' rolls for it."""
        waiting = [(key, answer) for key, seat in self.seats.items() for answer in seat.answers]
        return {i: phones_page.reminder_answers_html([(key, a.reminder, a.said) for key, a in found])
                for i, found in reminder_answers.on_cards(view.reminders, waiting).items()}

    def drop(self, key: str) -> None:
        """Say goodbye to a phone and forget it."""
        link = self.links.get(key)
        if link is not None:
            link.send(messages.text(messages.Bye("dropped")))
        self._forget(key)

    def _forget(self, key: str) -> None:
        link = self.links.pop(key, None)
        if link is not None:
            link.close()
        seat = self.seats.pop(key, None)
        self._draw_seats()
        if seat is not None and seat.answers:
            self.tracker.render()  # its rolls waiting on the reminders' cards go with it

    def close_all(self) -> None:
        """The game master's page closes: every phone is told, and every connection ends."""
        for key in list(self.links):
            self.links[key].send(messages.text(messages.Bye("closed")))
            self._forget(key)
        self.invitations.close()

    # ---- sending the view ---------------------------------------------------------------------
    def show_foes_numbers(self, shown: bool) -> None:
        """Show the players the foes' numbers, or only how hurt they look; every phone is sent its view again."""
        self.foes_numbers = shown
        views = self._views()
        for key in list(self.seats):
            self._send(key, views)

    def _views(self, shown: View | None = None) -> Views:
        session = self.tracker.session
        return Views(session.encounter, foes_numbers=self.foes_numbers, shown=shown, kept=self.kept_rows,
                     walk=session.exchanges.now())

    def changed(self, encounter: Encounter, shown: View) -> None:
        """The tracker drew the encounter again: once the page has painted it (the game master's
        tap is drawn first), each phone is sent its view if what it sees changed."""
        self.shown = (encounter, shown)
        if any(seat.here and seat.named for seat in self.seats.values()):
            self._draw_seats()  # the rolls each phone is asked for now
            self.sending.soon()

    def _send_all(self) -> None:
        started = js.performance.now()
        drawn, shown = self.shown if self.shown is not None else (None, None)
        views = self._views(shown if drawn is self.tracker.session.encounter else None)  # its rows, if still current
        made = [(key, *seats.view_for(self.seats[key], views)) for key in list(self.seats)]
        written = js.performance.now()
        for key, seat, text in made:
            self._sent(key, seat, text)
        # What the phones add to a tap, for the bench (the tap itself is timed by the page): the
        # views made and written, then the whole of it, the views sent.
        _measure(VIEWS_MADE, started, written)
        _measure(VIEWS_SENT, started)

    def _send(self, key: str, views: Views) -> None:
        self._sent(key, *seats.view_for(self.seats[key], views))

    def _sent(self, key: str, seat: seats.Seat, text: str | None) -> None:
        """The seat after ``text`` is sent its phone (None: nothing to send)."""
        if text is not None and not self.links[key].send(text):
            seat = seats.gone(seat)
            self._draw_seats()
        self.seats[key] = seat

    # ---- the panel ------------------------------------------------------------------------------
    def _draw_seats(self) -> None:
        session = self.tracker.session
        encounter, walk = session.encounter, session.exchanges.now()
        shown = [phones_page.SeatShown(key, seats.said(seat, encounter), seat.here, seat.dropped,
                                       seats.waiting(seat, encounter, walk),
                                       "" if seat.offer is None else offers.offered_said(seat.name, seat.offer),
                                       self._proposal_said(seat, encounter), self._plays(seat, encounter))
                 for key, seat in self.seats.items()]
        markup = phones_page.seats_html(shown)
        if markup != self.seats_drawn:  # an Apply mostly leaves the list as it was
            dom.set_html(dom.by_id(part(self.prefix, "seats")), markup)
            self.seats_drawn = markup

    def _plays(self, seat: seats.Seat, encounter: Encounter) -> str:
        """The name of the combatant of the party the seat's player plays ("": none)."""
        found = None if seat.combatant is None else encounter.state.find(seat.combatant)
        return found.name if found is not None and found.side == "party" else ""

    def send_card(self, key: str) -> None:
        """Send the seat's player the card of its combatant, with what the fight left of it (its
        pools and conditions): the phone keeps it beside the card it had."""
        seat, link = self.seats.get(key), self.links.get(key)
        if seat is None or link is None or seat.combatant is None:
            return
        try:
            encounter = self.tracker.session.encounter
            card = cards_back.card_back(encounter, seat.combatant)
            left = cards_back.fight_left(encounter, seat.combatant)
        except RulesError as error:
            self._say(error.message)
            return
        sent = link.send(messages.text(messages.Card(card, left)))
        self._say(f"{card['name']}’s card sent to {seat.name}, as the fight left it." if sent
                  else f"{seat.name}’s phone is not connected: nothing was sent.")

    def _proposal_said(self, seat: seats.Seat, encounter: Encounter) -> str:
        if seat.proposal is None:
            return ""
        try:
            return proposals.said(seat.name, seat.proposal, encounter)
        except RulesError:  # a combatant it names has left
            return ""

    def _say(self, message: str) -> None:
        dom.by_id(part(self.prefix, "said")).textContent = message

    def _on_click(self, event: Event) -> None:
        """A tapped button's command run, by its data-phone (a switch's click is its change)."""
        target = event.target.closest("[data-phone]")
        if dom.missing(target) or target.tagName == "INPUT":
            return
        command = P.TAPS.get(dom.attr(target, "data-phone") or "")
        if command is not None:
            command.does(self, P.PhoneTap(dom.attr(target, "data-seat") or "", dom.attr(target, "data-reminder") or ""))

    def _on_submit(self, event: Event) -> None:
        """A submitted form's command run, by its data-phone-form, on what the form holds."""
        event.preventDefault()
        form = P.FORMS.get(dom.attr(event.target, "data-phone-form") or "")
        if form is not None:
            form.does(self, dom.form_values(event.target))

    def _on_change(self, event: Event) -> None:
        """A switch's command run, by its data-phone, on whether it is on."""
        switch = P.SWITCHES.get(dom.attr(event.target, "data-phone") or "")
        if switch is not None:
            switch.does(self, bool(event.target.checked))


def _measure(name: str, start: float, end: float | None = None) -> None:
    """A User Timing measure for the bench, from ``start`` to ``end`` (None: now)."""
    span = {"start": start} if end is None else {"start": start, "end": end}
    js.performance.measure(name, to_js(span, dict_converter=js.Object.fromEntries))


def open_phones(tracker: Tracker) -> Phones:
    """The tracker's phones panel, bound the first time it is opened."""
    if tracker.prefix not in _panels:
        _panels[tracker.prefix] = Phones(tracker)
    return _panels[tracker.prefix]
