"""The encounter tracker on the page: read a tap, call the session, draw what it answers.

One tracker page per ruleset, over its session (``pyrules.core.encounter.session``, made by
``screen.encounters``), which holds every state a tap changes and saves each encounter and roster
member as its own record (``keeping.tracker_store``), safe with two tabs open. This module only
reads events, asks what the session asks (``window.confirm``, ``window.prompt``), and has what it
answered drawn (``screen.tracker_drawing``: an action redraws the rows it changed and nothing
else); the change is written once the page has painted it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js

from pyrules.core.answers import outcome_of
from pyrules.core.encounter import commands as C
from pyrules.core.encounter.forms import ADD_FIELDS, CARD_FIELDS, COUNT, TIME_FIELDS, weapon_fields
from pyrules.core.errors import RulesError
from keeping.json_text import StorageError, parse_json
from screen import dom, encounters, exchange_page, forms, roll_log, rolls, roster_page, stage_focus
from screen import tracker_page as page
from screen.browser import Element, Event
from screen.ids import field_id, part
from screen.tones import tone_of
from screen.tracker_drawing import Drawing

if TYPE_CHECKING:
    from pyrules.core.encounter import Encounter
    from pyrules.core.encounter.shown import Question, Shown

Reply = bool | str | None  # the player's reply to the question a tap asks first (None: none asked)

_pages: dict[str, "TrackerPage"] = {}
IMPORT_LIMIT = 2_000_000  # characters: larger than any encounter the app itself keeps
TAP_DATA = ("pool", "name", "digit", "index", "tool", "attack", "opening")  # the data-* a tap may carry
BRINGING = (C.ROSTER_ADD.name, C.ROSTER_NEW.name, C.ROSTER_ADD_CHOSEN.name)  # taps that read each card's How many


class TrackerPage:
    """One ruleset's tracker on the page: its session, the taps read from its controls, and its drawing."""

    def __init__(self, ruleset: str) -> None:
        self.session = encounters.session(ruleset)
        self.plugin = self.session.plugin
        self.prefix = f"{ruleset}-tracker"
        self.root = dom.by_id(part(self.prefix, "root"))
        self.drawing = Drawing(self.session, self.prefix, self.root)  # what each part of the page last showed
        # the banner's text of the last file read ("Loaded 1 card"), while it shows
        self.file_said: Element | None = None
        self.focused: tuple[object, ...] | None = None  # what the keyboard's focus last followed (stage_focus)
        self.keeping = dom.AfterPaint(self._keep_now)
        for body in self.root.querySelectorAll("fieldset.tool-body"):
            body.disabled = False
        dom.on(self.root, "click", self._on_click)
        dom.on(self.root, "submit", self._on_submit)
        dom.on(self.root, "change", self._on_change)
        dom.on(self.root, "input", self._on_stage_input)
        dom.on(self.root, "keydown", self._on_key)
        dom.on(js.window, "pagehide", lambda _event: self._keep_now())
        dom.on(js.document, "visibilitychange", lambda _event: self._keep_now())
        dom.on(dom.by_id(part(self.prefix, "phones-more")), "toggle", self._phones_toggled)
        encounters.follow(ruleset, self.show)
        self.render()
        self.focused = stage_focus.moment(self.session.exchanges.now(), self.session.encounter.state.active)

    def begin_card(self, address: str) -> None:
        """A new card begun with the attack line an address carries (the home screen's search
        offers one for a weapon with no card yet): the card form holds it, the cursor in its name.
        The address then loses it, so a reload does not begin it again."""
        view, _, query = address.lstrip("#").partition("?")
        line = roster_page.card_line(query)
        if view != self.prefix or line is None:
            return
        self.session.cards.cancel()
        self.render()
        attacks = dom.by_id(field_id(f"{self.prefix}-card", "attacks"))
        if not dom.missing(attacks):
            attacks.value = line
        js.history.replaceState(js.history.state, "", f"#{self.prefix}")
        forms.focus_field(field_id(f"{self.prefix}-card", "name"))

    # ---- what the session answered -------------------------------------------
    def show(self, shown: Shown | None, error: RulesError | None = None) -> None:
        """Draw what a tap (or a change made elsewhere) did: the rows it changed, its notice, its
        error, the rolls it made, what it brings into view; write it once painted."""
        if error is not None:
            self.error(error.message)
        if shown is None or shown.redraw or error is not None:
            self.render()
        if self.session.unkept is not None:
            self.keeping.soon()
        if shown is None:
            return
        if shown.notice:
            dom.notice(shown.notice)
        for rolled in shown.rolls:
            rolls.record(roll_log.entry(rolled.notation, rolled.total, rolled.faces, source=rolled.source,
                                        said=rolled.said, tone=tone_of(outcome_of(rolled.met))))
        for place in shown.in_view:
            self.drawing.bring_into_view(place)
        if shown.fault is not None:  # after the view moved: the field is what the player looks at next
            self._point_to(exchange_page.form_key(self.prefix), *shown.fault)
        if shown.download is not None:
            dom.download(*shown.download)
        if shown.calculator is not None:
            opened = shown.calculator
            forms.prefill(opened.tool, dict(opened.values), opened.combatant)

    def _phones_toggled(self, event: Event) -> None:
        """The players' phones open the first time their panel is."""
        if event.target.open:
            from screen import phones

            phones.open_phones(self)

    def _ask(self, question: Question) -> Reply:
        """The player's reply to the session's question: True or False, or the text typed (None
        when the box was cancelled)."""
        if question.default is None:
            return bool(js.window.confirm(question.text))
        reply = js.window.prompt(question.text, question.default)
        return None if dom.missing(reply) else str(reply)

    def _run(self, call: Callable[[Reply], Shown]) -> None:
        """Make a tap's ``call(reply)``: a question it asks first is asked, and the call made
        again with the reply (nothing is made when the player says no); a player's mistake is
        shown in the error line."""
        try:
            self.error(None)
            shown = call(None)
            if shown.ask is not None:
                reply = self._ask(shown.ask)
                self.show(shown)
                if not reply:
                    return
                shown = call(reply)
        except RulesError as error:
            self.show(None, error)
            return
        self.show(shown)
        self._follow_focus(shown)

    def _follow_focus(self, shown: Shown) -> None:
        """After a tap of this page: the keyboard's focus goes on with the attack, or to the acting
        row's attack once it is over or the turn moved on (``stage_focus``); it stays put while
        nothing of either changed, and in a field at fault, which has the cursor already."""
        if shown.fault is not None:
            return
        walk, active = self.session.exchanges.now(), self.session.encounter.state.active
        now = stage_focus.moment(walk, active)
        if now == self.focused:
            return
        self.focused = now
        row = None if active is None else dom.by_id(page.row_id(self.prefix, active))
        stage_focus.follow(dom.by_id(part(self.prefix, "exchange")), None if dom.missing(row) else row, walk)

    def _on_key(self, event: Event) -> None:
        """Escape in the attack's panel cancels it, asking first what a tap on Cancel asks."""
        if event.key != "Escape" or dom.missing(event.target.closest(".exchange")):
            return
        event.preventDefault()
        self._run(lambda reply: C.tap(self.session, C.EXCHANGE_CANCEL.name, None, {}, reply=reply))

    def _keep_now(self) -> None:
        try:
            shown = self.session.keep()
        except RulesError as error:
            self.show(None, error)
            return
        self.show(shown)

    def render(self) -> None:
        """Draw what changed since the last drawing (``tracker_drawing``)."""
        self.drawing.render()

    def error(self, message: str | None) -> None:
        slot = dom.by_id(part(self.prefix, "error"))
        slot.textContent = message or ""
        slot.hidden = not message

    # ---- events ----------------------------------------------------------------
    def _on_click(self, event: Event) -> None:
        target = event.target.closest("[data-act]")
        if dom.missing(target) or target.tagName in ("SELECT", "INPUT"):
            return
        act, cid = dom.attr(target, "data-act"), dom.attr(target, "data-id")
        if act is None:
            return
        data = {name: value for name in TAP_DATA if (value := dom.attr(target, f"data-{name}")) is not None}
        pool, chosen = self._keypad_pool(cid), self._chosen_cards()
        if act == C.EXCHANGE.name:
            targets = [str(box.value) for box in target.closest(".attack-control").querySelectorAll(
                "input[name=target]:checked")]
            if not targets:
                self.error("Tick whom to attack.")
                return
            data["targets"] = ",".join(targets)
        if act == C.EXCHANGE_ROLL_ON.name:  # the stage as the player left it is answered first
            form = self.root.querySelector(f"form[data-form={C.STAGE_FORM.name}]")
            data = {} if dom.missing(form) else dom.form_values(form)
        if act in BRINGING:
            counts = self._card_counts()
            self._run(lambda reply: self._counted(lambda: C.tap(self.session, act, cid, data, pool=pool,
                                                                chosen=chosen, reply=reply, counts=counts)))
            return
        self._run(lambda reply: C.tap(self.session, act, cid, data, pool=pool, chosen=chosen, reply=reply))

    def _counted(self, call: Callable[[], Shown]) -> Shown:
        """A tap that may bring cards in: each card's "How many" cleared of its last message, and
        one that cannot be read given its message beside it, the cursor in it."""
        roster = dom.by_id(part(self.prefix, "roster"))
        for box in roster.querySelectorAll(".bring input[name=count]"):
            dom.field_error(str(box.id), None)
        try:
            return call()
        except RulesError as error:
            member, _, name = (error.field or "").rpartition(".")
            if name == COUNT.name and member:
                self._point_to(roster_page.count_key(self.prefix, member), name, error.message)
            raise

    def _keypad_pool(self, cid: str | None) -> str | None:
        """The pool ticked on the opened row's keypad (read from its row alone)."""
        if cid is None or cid != self.session.selected:
            return None
        row = dom.by_id(page.row_id(self.prefix, cid))
        ticked = None if dom.missing(row) else row.querySelector("input[data-act=pool]:checked")
        return None if ticked is None or dom.missing(ticked) else str(ticked.value)

    def _chosen_cards(self) -> list[str] | None:
        """The ids of the ticked cards; None (everyone) when none is ticked."""
        boxes = dom.by_id(part(self.prefix, "roster")).querySelectorAll("input[name=chosen]:checked")
        return [str(box.value) for box in boxes] or None

    def _card_counts(self) -> dict[str, str]:
        """How many of each card to bring, as typed beside it (by card id)."""
        boxes = dom.by_id(part(self.prefix, "roster")).querySelectorAll(".bring input[name=count]")
        return {str(box.closest(".bring").dataset.id): str(box.value) for box in boxes}

    def _on_submit(self, event: Event) -> None:
        event.preventDefault()
        form = event.target
        kind, cid = dom.attr(form, "data-form"), dom.attr(form, "data-id")
        if kind is None:
            return
        key = self._form_key(kind, cid)
        names = self._form_fields(kind)
        for name in names:
            dom.field_error(field_id(key, name), None)
        raw = dom.form_values(form)
        try:
            self.error(None)
            shown = C.submit(self.session, kind, cid, raw)
        except RulesError as error:
            self.show(None, error)
            if error.field is not None and error.field in names:
                self._point_to(key, error.field, error.message)
            return
        self.show(shown)
        self._follow_focus(shown)
        if shown.form_done:
            form.reset()  # the next one starts from the ruleset's defaults
            if kind == "add":
                form.querySelector("[name=name]").focus()

    def _point_to(self, key: str, name: str, message: str) -> None:
        """A form's field at fault: its message beside it, and the cursor in it."""
        control = field_id(key, name)
        dom.field_error(control, message)
        forms.focus_field(control)

    def _form_key(self, kind: str, cid: str | None) -> str:
        """The prefix of a form's field ids."""
        if kind == C.STAGE_FORM.name:
            return exchange_page.form_key(self.prefix)
        return f"panel-{cid}" if kind == "edit" else f"{self.prefix}-{kind}"

    def _form_fields(self, kind: str) -> tuple[str, ...]:
        """The names of the fields of a form that show their own error."""
        plugin = self.plugin
        if kind == C.STAGE_FORM.name:
            walk = self.session.exchanges.now()
            return tuple(f.name for f in walk.stage.fields) if walk is not None and walk.stage else ()
        return tuple(f.name for f in {
            "add": ADD_FIELDS + tuple(plugin.stats), "edit": tuple(plugin.stats), "time": TIME_FIELDS,
            "card": CARD_FIELDS + tuple(plugin.card_form) + weapon_fields(plugin.card)}.get(kind, ())) + (
            ("attacks", "notes") if kind == "card" else ())

    def _on_stage_input(self, event: Event) -> None:
        """As a stage's values are changed: the fields shown for them, and the chance before the roll."""
        form = event.target.closest(f"form[data-form={C.STAGE_FORM.name}]")
        walk = None if dom.missing(form) else self.session.exchanges.now()
        if walk is None or walk.stage is None:
            return
        stage, raw = walk.stage, dom.form_values(form)
        fields = {f.name: f for f in stage.fields}
        for wrapper in form.querySelectorAll(".conditional"):
            name = dom.attr(wrapper.firstElementChild, "data-field")
            if name in fields:
                wrapper.hidden = not stage.shows(fields[name], raw)
        before = dom.by_id(part(exchange_page.form_key(self.prefix), "odds"))
        before.textContent = exchange_page.before_roll(stage, raw)

    def _on_change(self, event: Event) -> None:
        control = event.target
        act = dom.attr(control, "data-act")
        if act is None:
            return
        if act in C.FILES:  # the file is read first, then checked by the session
            self._keep_now()
            dom.read_file(event, lambda text: self._read_file(C.FILES[act], str(text)), part(self.prefix, act))
            return
        cid, name, value = dom.attr(control, "data-id"), str(control.name), str(control.value)
        self._run(lambda _reply: C.change(self.session, act, cid, name, value))

    def _read_file(self, file: C.File, text: str) -> None:
        """What a chosen file's command made of it shown, or why nothing was kept said beside its
        control; either replaces what the last file read said. The control is emptied either way,
        so the same file can be chosen again."""
        control = part(self.prefix, file.name)
        try:
            shown = C.read(self.session, file.name, text, self)
        except (RulesError, StorageError) as error:
            message = error.message if isinstance(error, RulesError) else str(error)
            self._unsay_last_file()
            dom.field_error(control, f"{file.refused}: {message}")
            return
        finally:
            dom.by_id(control).value = ""
        self._unsay_last_file()
        self.show(shown)
        banner = dom.by_id("notice")
        self.file_said = banner.firstElementChild if shown.notice else None

    def json(self, text: str) -> Any:
        """A file's JSON, within what the page reads (``commands.Reading``)."""
        return parse_json(text, "The file", limit=IMPORT_LIMIT)

    def showable(self, encounter: Encounter) -> None:
        """Draw an encounter's rows (``commands.Reading``): one that cannot be drawn raises before it is kept."""
        page.rows(encounter.view(), None, "", None, self.plugin.stats)

    def _unsay_last_file(self) -> None:
        """Take down what the last file read said: its refusal beside its control, and its banner
        ("Loaded 1 card") unless another message has replaced it since."""
        for act in C.FILES:  # a ruleset that reads no character sheet has no control for one
            control = part(self.prefix, act)
            if not dom.missing(dom.by_id(control)):
                dom.field_error(control, None)
        said, self.file_said = self.file_said, None
        if said is not None and said.isConnected:  # a later notice empties the banner, said with it
            dom.by_id("notice").hidden = True


def open_tracker(ruleset: str) -> None:
    """Bind a ruleset's tracker the first time its view is shown; a card begun from the home
    screen's search ("#gurps-tracker?card=Broadsword") opens in its card form."""
    if ruleset not in _pages:
        _pages[ruleset] = TrackerPage(ruleset)
    _pages[ruleset].begin_card(str(js.location.hash))
