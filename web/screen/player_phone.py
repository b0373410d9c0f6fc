"""A player's phone at the table (``#join?<invitation>``): it answers the game master's invitation,
shows the answer to be scanned or typed, then shows the table as the game master's phone sends it,
and sends the player's name, whom the player plays, and the player's rolls. A roll the attack
under way asks of the player's combatant shows first, with its exact chance: one tap rolls it (or
the total of the player's own dice is typed) and sends it, naming what it answers, for the game
master's phone to fill in; it goes away once the game master's stage moves on. The player's own
characters' cards are kept on the phone (``player_cards``), loaded from a card file or a character
sheet and read as the game master's roster reads them, and one is offered to the game master.

The view that arrives is checked as any imported file is (``pyrules.core.players.messages``), a
bad one dropped and counted, and drawn as text. Nothing about the fight is kept on this phone but
the view on screen and the player's name, kept for the next time. How the phone comes to its
link, from the invitation to the channel open, is ``player_joining``'s.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import js
from pyodide.ffi import to_js

from pyrules.core import dice, odds, validate
from pyrules.core.errors import RulesError
from pyrules.core.players import messages
from pyrules.core.players.view_data import for_reminder
from screen import dom, phones_page, storage
from screen.browser import Element, Event
from screen.ids import part
from screen.markup import Markup
from screen.player_cards import OwnCards
from screen.player_joining import Joining

NAME_KEY = "player-name"
P = phones_page.JOIN
VIEW_READ = "pyrules: view read"  # User Timing measures of each view that arrives: read and checked,
VIEW_DRAWN = "pyrules: view drawn"  # then drawn
FIRST_VIEW_DRAWN = "pyrules: first view drawn"  # by this page or by its first script (player_joining)
_phone: "Phone | None" = None
_after_first_view: list[Callable[[], object]] = []  # called once the first table is drawn


class Phone:
    """This phone's link to the game master's, and what it last showed."""

    def __init__(self) -> None:
        self.root = dom.by_id(P)
        self.joining = Joining(self._heard, self._opened, self._closed, self._say, self._began)
        self.view: Mapping[str, Any] | None = None
        self.chosen: str | None = None  # the combatant's id this player plays
        self.sent: dict[tuple[str, ...], str] = {}  # what was sent for each roll asked (``phones_page.due_key``)
        self.cards = OwnCards()  # the player's own characters' cards
        self.hello_sent = False
        self.dropped = 0
        self.places: dict[str, Element] = {}  # the join view's parts, found once
        self.drawn: dict[str, str] = {}  # the markup each part was last given (``_drawn``)
        self.forms_drawn = False  # the roll's and the player's cards' forms shown, with the first view
        self.attacking = False  # whether the attack form shows
        dom.on(self.root, "click", self._on_click)
        dom.on(self.root, "submit", self._on_submit)
        dom.on(self.root, "input", self._on_input)
        dom.on(self.root, "change", self._on_file)
        dom.on(dom.by_id(part(P, "combatant")), "change", lambda _event: self._hello() if self.hello_sent else None)
        name = storage.load(NAME_KEY, "", lambda value: value if isinstance(value, str) else "")
        field = dom.by_id(part(P, "name"))
        if not str(field.value):  # what the player typed before this page's Python was in stays
            field.value = name

    # ---- joining ------------------------------------------------------------------------------
    def open(self, text: str) -> None:
        """Answer the invitation in the address (a new one replaces the last link)."""
        self.joining.open(text)

    def _began(self, hello_sent: bool) -> None:
        """A join began: the player's hello already sent (by the page's first script, which said who
        the player is and whom they play), or not yet, its forms hidden until the channel opens."""
        self.hello_sent = hello_sent
        if hello_sent:
            self.chosen = str(dom.by_id(part(P, "combatant")).value) or None
        else:
            self._forms_shown(False)

    def _opened(self) -> None:
        self.root.querySelector('[data-join-form="who"]').hidden = False
        if self.hello_sent:  # taken over from the page's first script, which said who the player is
            return
        self._say("Connected. Say your name, then Join; then choose whom you play.")
        if str(dom.by_id(part(P, "name")).value).strip():
            self._hello()

    def _closed(self) -> None:
        self._say("The connection to the game master's phone is gone: open a new invitation to rejoin.")
        self._forms_shown(False)

    def _forms_shown(self, shown: bool) -> None:
        """Show or hide what the player sends (who, and rolls): only while connected."""
        for form in ("who", "roll", "offer", "attack"):
            self.root.querySelector(f'[data-join-form="{form}"]').hidden = not shown
        self.forms_drawn = self.attacking = shown  # the next view shows those it shows

    # ---- what arrives -------------------------------------------------------------------------
    def _heard(self, text: str) -> None:
        started = js.performance.now()
        try:
            said = messages.from_game_master(text)
        except messages.BadMessage:
            self.dropped += 1
            return
        if isinstance(said, messages.Bye):
            self.joining.close()
            self._forms_shown(False)
            self._say("The game master closed the table." if said.why == "closed"
                      else "The game master let this phone go.")
            return
        if isinstance(said, messages.Refused):
            self._refused(said)
            return
        if isinstance(said, messages.Offered):
            dom.by_id(part(P, "offered")).textContent = phones_page.OFFERED[said.why].format(name=said.name)
            return
        if isinstance(said, messages.Proposed):
            dom.by_id(part(P, "proposed")).textContent = phones_page.PROPOSED[said.why]
            return
        if isinstance(said, messages.Card):  # one that does not read as the roster reads a card is dropped
            if self.view is None or not self.cards.sent_back(said.card, said.left, self.view["rules"]):
                self.dropped += 1
            return
        self.view = said.view
        read = js.performance.now()
        self._draw()
        _measure(VIEW_READ, started, read)  # for the bench: the view read and checked, then drawn
        _measure(VIEW_DRAWN, read)

    def _refused(self, refused: messages.Refused) -> None:
        """The game master's phone kept nothing of the last hello: the player chooses again, from
        whom it plays as the game master's phone still has it (no one before a hello was taken)."""
        you = self.view["you"] if self.view is not None else None
        self.chosen = you["id"] if you is not None else None
        if self.view is None:
            self.hello_sent = False
            self.root.classList.remove("joined")
        else:
            self.drawn.pop("combatant", None)  # whom the player plays put back, whatever the list shows
            self._drawn("combatant", phones_page.combatant_options(self.view, self.chosen))
        self._say(phones_page.REFUSED[refused.why])

    def _place(self, name: str) -> Element:
        """The page's element ``name`` (a part of the join view), found once."""
        if name not in self.places:
            self.places[name] = dom.by_id(part(P, name))
        return self.places[name]

    def _drawn(self, name: str, markup: Markup) -> Element:
        """The element ``name``, holding ``markup``: written only when it holds other markup (a
        view changes a row or two: the rest of the phone's page is left as it is)."""
        place = self._place(name)
        if self.drawn.get(name) != markup:
            dom.set_html(place, markup)
            self.drawn[name] = markup
        return place

    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        self._drawn("board", phones_page.player_board(view))
        due = phones_page.asked(view["you"])
        self.sent = {key: said for key, said in self.sent.items()
                     if key in {phones_page.due_key(d) for _, d in due}}  # a stage moved on is forgotten
        self._drawn("asked", phones_page.asked_html(view["you"], self.sent)).hidden = not due
        yours = self._place("yours")
        if view["you"] is not None:
            self._drawn("yours", phones_page.yours_html(view["you"]))
        yours.hidden = view["you"] is None
        options = phones_page.combatant_options(view, self.chosen)
        if str(self._place("combatant").value) != (self.chosen or ""):  # the player's own pick, put back
            self.drawn.pop("combatant", None)
        self._drawn("combatant", options)
        if not self.forms_drawn:
            self.root.querySelector('[data-join-form="roll"]').hidden = False
        self._draw_attack(view)
        if not self.cards.read:  # after the table is painted: reading the kept cards imports their ruleset
            dom.later(self._draw_own)
        if not self.forms_drawn:
            self.root.querySelector('[data-join-form="offer"]').hidden = False
            self.forms_drawn = True
            if not js.performance.getEntriesByName(FIRST_VIEW_DRAWN, "mark").length:  # drawn here first
                js.performance.mark(FIRST_VIEW_DRAWN)
        while _after_first_view:
            _after_first_view.pop(0)()

    # ---- the player's own attack ----------------------------------------------------------------
    def _draw_attack(self, view: Mapping[str, Any]) -> None:
        """The attack form, while the player's own combatant acts (what was chosen kept when the
        same choices come again)."""
        choices = phones_page.attack_choices(view)
        if self.attacking != (choices is not None):
            self.root.querySelector('[data-join-form="attack"]').hidden = choices is None
            self.attacking = choices is not None
        if choices is None:
            return
        for name, markup in zip(("attack-line", "attack-target"), choices):
            if self.drawn.get(name) == markup:
                continue  # the same choices: what the player chose stays chosen
            control = self._place(name)
            chosen = str(control.value)
            self._drawn(name, markup)
            if chosen and not dom.missing(control.querySelector(f'option[value="{chosen}"]')):
                control.value = chosen

    def _propose(self, form: Element) -> None:
        """Propose the attack chosen to the game master, who accepts it or not."""
        values = dom.form_values(form)
        line = validate.typed_whole(str(values.get("attack", "")))
        target = str(values.get("target", ""))
        dom.field_error(part(P, "attack-target"), None)
        try:
            text = messages.text(messages.Attack(line, (target,)))
            messages.from_player(text)  # what the game master's phone will accept
        except RulesError:
            dom.field_error(part(P, "attack-target"), "Choose whom to attack.")
            return
        sent = self.joining.send(text)
        dom.by_id(part(P, "proposed")).textContent = (
            "Proposed: the game master accepts it or not." if sent else "Not sent: not connected.")

    # ---- the player's own characters ------------------------------------------------------------
    def _on_file(self, event: Event) -> None:
        if self.view is not None:
            self.cards.read_file(event, self.view["rules"])

    def _draw_own(self) -> None:
        if self.view is not None:
            self.cards.draw(self.view["rules"])

    def _own_card(self, how: str | None, form: Element) -> None:
        """A tap on the player's cards' form: save the chosen card to a file, keep the card typed,
        or offer the chosen card to the game master (once joined)."""
        if self.view is None:
            return
        rules = self.view["rules"]
        if how == "save":
            self.cards.save(form, rules)
        elif how == "keep":
            self.cards.keep_typed(form, rules)
        elif not self.hello_sent:
            self._say("Join first: say who you are.")
        else:
            self.cards.offer(form, rules, lambda text: self.joining.send(text))

    # ---- what the player sends ----------------------------------------------------------------
    def _hello(self) -> None:
        name_control = part(P, "name")
        dom.field_error(name_control, None)
        name = str(dom.by_id(name_control).value).strip()
        if not name:
            dom.field_error(name_control, "Say your name: the game master sees it beside your rolls.")
            return
        chosen = str(dom.by_id(part(P, "combatant")).value) or None
        try:
            text = messages.text(messages.Hello(name[:40], chosen))
            messages.from_player(text)  # what the game master's phone will accept
        except RulesError as error:
            dom.field_error(name_control, error.message)
            return
        storage.save(NAME_KEY, name)
        self.chosen = chosen
        if not self.joining.send(text):
            self._say("Not connected: open a new invitation to rejoin.")
            return
        self.hello_sent = True
        self.root.classList.add("joined")  # the table comes first now, who the player is after it
        self._say(f"Joined as {name}.")

    def _roll(self, form: Element) -> None:
        if not self.hello_sent:
            self._say("Join first: say who you are.")
            return
        values = dom.form_values(form)
        try:
            notation = dice.parse(values.get("dice", ""))
        except RulesError as error:
            dom.field_error(part(P, "dice"), error.message)
            return
        target = _target(values)
        if target is False:
            dom.field_error(part(P, "target"), "Type the number to roll at most, or leave it blank.")
            return
        made = dice.roll(notation)
        target = target if isinstance(target, int) else None
        roll = messages.Roll(str(values.get("for", "")).strip()[:60], str(values.get("dice", "")).strip(),
                             made.faces, made.total, target)
        text = messages.text(roll)
        try:
            messages.from_player(text)
        except RulesError as error:
            dom.field_error(part(P, "dice"), error.message)
            return
        sent = self.joining.send(text)
        judged = "" if target is None else (" · made it" if made.total <= target else " · missed")
        said = f"{roll.dice}: {made.explanation}{judged}"
        dom.by_id(part(P, "rolled")).textContent = said + ("" if sent else " (not sent: not connected)")

    def _answer_asked(self, form: Element, typed: bool) -> None:
        """Roll a roll asked of the player's combatant (or send the total of the player's own dice,
        ``typed``) and send it, naming what it answers: the game master's phone fills it in."""
        you = None if self.view is None else self.view["you"]
        place = validate.typed_whole(dom.attr(form, "data-due") or "")
        due = None if place is None else dict(phones_page.asked(you)).get(place)
        if due is None:
            return
        own = part(P, f"asked-{dom.attr(form, 'data-due')}-total")
        dom.field_error(own, None)
        roll, ask = due["roll"], due["ask"]
        notation = dice.parse(roll["dice"])
        if typed:
            total = validate.typed_whole(str(dom.form_values(form).get("total", "")).strip())
            low, high = sorted((notation.lowest, notation.highest))
            if total is None or not low <= total <= high:
                dom.field_error(own, f"Type the total your {roll['dice']} came to: {low} to {high}.")
                return
            faces: tuple[int, ...] = ()
            explained = f"{total} (your own dice)"
        else:
            made = dice.roll(notation)
            total, faces, explained = made.total, tuple(made.faces), made.explanation
        answers: messages.Answering | messages.AnsweringReminder | None = None
        if ask is not None and for_reminder(ask):
            answers = messages.AnsweringReminder(ask["reminder"])
        elif ask is not None:
            answers = messages.Answering(ask["exchange"], ask["stage"], ask["field"])
        sent = messages.Roll(roll["label"][:60], roll["dice"], faces, total, roll["target"],
                             "at_most" if roll["at_most"] else "at_least", answers)
        text = messages.text(sent)
        try:
            messages.from_player(text)  # what the game master's phone will accept
        except RulesError as error:
            dom.field_error(own, error.message)
            return
        ok = self.joining.send(text)
        said = f"{roll['dice']}: {explained}" + (" · sent to the game master" if ok else " (not sent: not connected)")
        self.sent[phones_page.due_key(due)] = said
        form.querySelector(".join-ask-sent").textContent = said

    def _odds(self, form: Element) -> None:
        values = dom.form_values(form)
        shown = ""
        target = _target(values)
        if isinstance(target, int) and not isinstance(target, bool):
            try:
                shown = odds.roll_at_most(str(values.get("dice", "")).strip(), target).text
            except RulesError:
                shown = ""
        dom.by_id(part(P, "odds")).textContent = shown

    def _say(self, message: str) -> None:
        dom.by_id(part(P, "said")).textContent = message

    def _on_click(self, event: Event) -> None:
        target = event.target.closest("[data-join]")
        if not dom.missing(target) and dom.attr(target, "data-join") == "typed" and self.view is not None:
            self.cards.draw_typed(self.view["rules"])
        if not dom.missing(target) and dom.attr(target, "data-join") == "copy" and self.joining.answer:
            clipboard = getattr(js.navigator, "clipboard", None)
            if clipboard is not None and not dom.missing(clipboard) and js.window.isSecureContext:
                clipboard.writeText(self.joining.answer)
                self._say("Answer copied: send it to the game master.")
            else:
                dom.by_id(part(P, "answer-text")).select()

    def _on_submit(self, event: Event) -> None:
        event.preventDefault()
        kind = dom.attr(event.target, "data-join-form")
        if kind == "who":
            self._hello()
        elif kind == "roll":
            for name in ("dice", "target"):
                dom.field_error(part(P, name), None)
            self._roll(event.target)
        elif kind == "offer":
            submitter = getattr(event, "submitter", None)
            how = None if submitter is None or dom.missing(submitter) else dom.attr(submitter, "data-how")
            active = js.document.activeElement
            if how is None and not dom.missing(active) and not dom.missing(active.closest("[data-join=typed]")):
                how = "keep"  # Enter in a field of the card typed keeps it, rather than offering another
            self._own_card(how, event.target)
        elif kind == "attack":
            self._propose(event.target)
        elif kind == "asked":
            submitter = getattr(event, "submitter", None)
            how = None if submitter is None or dom.missing(submitter) else dom.attr(submitter, "data-how")
            self._answer_asked(event.target, how == "typed")

    def _on_input(self, event: Event) -> None:
        form = event.target.closest('[data-join-form="roll"]')
        if not dom.missing(form):
            self._odds(form)


def _target(values: Mapping[str, Any]) -> int | None | bool:
    """The number the player rolls at most: None when blank, False when it is not a number."""
    typed = str(values.get("target", "")).strip()
    if not typed:
        return None
    target = validate.typed_whole(typed)
    return False if target is None or abs(target) > 1000 else target


def _measure(name: str, start: float, end: float | None = None) -> None:
    """A User Timing measure for the bench, from ``start`` to ``end`` (None: now)."""
    span = {"start": start} if end is None else {"start": start, "end": end}
    js.performance.measure(name, to_js(span, dict_converter=js.Object.fromEntries))


def after_first_view(then: Callable[[], object]) -> None:
    """Have ``then`` called once this phone has drawn its first table (at once if it has)."""
    if _phone is not None and _phone.view is not None:
        then()
    else:
        _after_first_view.append(then)


def open_join(address: str) -> None:
    """The player's view opened at ``address`` ("#join?v1.…"): answer its invitation."""
    global _phone
    if _phone is None:
        _phone = Phone()
    _, _, text = address.partition("?")
    _phone.open(text.strip())
