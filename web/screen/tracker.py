"""The encounter tracker on the page: read a tap, apply an action, save, render.

One tracker per ruleset. Each encounter and each roster member is saved as its own record
(``screen.tracker_store``) after every change, so two tabs never overwrite each other's work: a
change made over another tab's newer record is re-applied to it, or refused, and an open tab
shows what another tab changed. The rules live in pyrules.core.encounter and the ruleset's plug-in,
imported when the tracker is first opened.
"""

from __future__ import annotations

import json
import random
import js

from pyrules import rulesets
from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.encounter.tabs import OtherTabs
from pyrules.core.encounter.view import RowCache, replaced
from pyrules.core.errors import RulesError
from screen import dom, storage
from screen.ids import field_id, part
from screen import tracker_page as page
from screen.pool_memory import PoolMemory
from screen.tracker_store import Conflict, TrackerStore, encounter_key, member_key

_rng = random.Random()
_trackers: dict[str, "Tracker"] = {}
IMPORT_LIMIT = 2_000_000  # characters: larger than any encounter the app itself keeps


class Tracker:
    """One ruleset's tracker: its saved encounters, roster, and what is selected on screen."""

    def __init__(self, ruleset: str):
        self.ruleset = ruleset
        self.plugin = rulesets.tracker(ruleset)
        self.name = self.plugin.name or ruleset
        self.prefix = f"{ruleset}-tracker"
        self.root = dom.by_id(part(self.prefix, "root"))
        self.book = TrackerStore(storage.STORE, ruleset, self.plugin.key)
        self.library = self.book.load()
        self.roster = self.book.load_roster()
        if self.library.current is None:
            self._create("Encounter 1")
        self.selected: str | None = None
        self.row_cache = RowCache()
        self.drawn: dict = {}        # element id -> the markup it shows
        self.drawn_rows: dict = {}   # combatant id -> (what its row shows, its markup), in list order
        self.drawn_order = None      # (the rows, ended, the opened one) as the list was last drawn
        self.drawn_places: dict = {}  # combatant id -> its place in that list
        self.drawn_log: tuple = ()
        self.amount = ""
        self.pool: str | None = None
        self.pools_used = PoolMemory(ruleset)  # the pool each combatant's keypad last took
        self.rolled: dict = {}  # (who, reminder text) -> (what its roll came to, tone)
        self.editing: str | None = None  # the roster member whose card the card form edits
        self.roster_drawn = None  # (roster, card edited) as the cards were last drawn
        self.unkept = None  # (encounter id, the encounter as kept, the change to make again) until written
        self.others = OtherTabs()  # the steps another tab made, which undo and redo ask about
        self.keeping = dom.AfterPaint(self._keep_now)
        for body in self.root.querySelectorAll("fieldset.tool-body"):
            body.disabled = False
        dom.on(self.root, "click", self._on_click)
        dom.on(self.root, "submit", self._on_submit)
        dom.on(self.root, "change", self._on_change)
        dom.on(js.window, "storage", self._on_storage)
        dom.on(js.window, "pagehide", lambda _event: self._keep_now())
        dom.on(js.document, "visibilitychange", lambda _event: self._keep_now())
        self.render()

    # ---- state -------------------------------------------------------------
    @property
    def encounter(self) -> Encounter:
        return self.library.get(self.library.current)

    def update(self, make, *, merge: bool = True) -> None:
        """Change the open encounter to ``make(encounter)``, show it, and keep it once the page
        has painted (``keep``). If another tab changed it since, the change is made again on that
        newer state when ``merge`` (an action); otherwise (an undo or redo) the newer state is
        shown and the change is not made."""
        self.keep()
        current = self.library.current
        if self.book.changed_elsewhere(current):
            self._merge(make if merge else None)
            return
        before = self.encounter
        self.library = self.library.put(current, make(before))
        self.unkept = (current, before, make if merge else None)
        self.render()
        self.keeping.soon()

    def keep(self) -> None:
        """Write the change shown but not yet kept. Writing a large encounter takes longer than a
        frame, so a tap's answer is painted first; every other tap, another tab's write and
        leaving the page keep it before anything else happens."""
        if self.unkept is None:
            return
        saved_id, before, make = self.unkept
        self.unkept = None
        try:
            self.book.save(self.library.entry(saved_id))
        except Conflict:  # another tab wrote in the meantime: the change is made again on its state
            self._merge(make)
        except RulesError:  # too large to keep: the change is refused, as if never made
            self.library = self.library.put(saved_id, before)
            self.render()
            raise

    def _keep_now(self) -> None:
        try:
            self.keep()
        except RulesError as error:
            self.error(error.message)

    def _merge(self, make) -> None:
        current = self.library.current
        fresh = self.book.reload(current)
        if fresh is None:
            dom.notice("This encounter was deleted in another tab.")
            self._reload_library()
            return
        name, newer = fresh
        self.others.read(current, self.encounter, newer)
        self.library = self.library.rename(current, name).put(current, newer)
        if make is None:
            self.render()
            raise RulesError("Another tab changed this encounter: it is shown as it is now. Try again.")
        try:
            merged = make(newer)
        except RulesError as error:
            self.render()
            raise RulesError(f"Another tab changed this encounter, and your change no longer applies: "
                             f"{error.message}") from None
        self.library = self.library.put(current, merged)
        self.book.save(self.library.entry(current))
        self.render()
        dom.notice("Another tab changed this encounter too: your change was added to it.")

    def apply(self, action: dict) -> None:
        self.update(lambda encounter: encounter.apply(action))

    def _create(self, name: str, encounter: Encounter | None = None) -> None:
        """A new encounter under an id no tab uses yet, opened and saved."""
        library = self.library.create(name, self.plugin.key)
        while self.book.is_taken(library.current):  # another tab made one meanwhile
            self.library = self.book.load()
            library = self.library.create(name, self.plugin.key)
        if encounter is not None:
            library = library.put(library.current, encounter)
        self.book.save(library.entry(library.current))
        self.library = library
        self.book.remember_open(library.current)

    def _reload_library(self) -> None:
        """Every encounter as storage holds it now; the open one stays open if it still exists."""
        current = self.library.current
        self.library = self.book.load()
        if current in {s.id for s in self.library.saved}:
            self.library = self.library.open(current)
        elif self.library.current is None:
            self._create("Encounter 1")
        self.render()

    # ---- render ------------------------------------------------------------
    def render(self) -> None:
        """Draw what changed since the last drawing: one action redraws one row, whatever the
        size of the encounter."""
        encounter = self.encounter
        view = encounter.view(self.row_cache)
        rows = tuple(view.order) + tuple(view.held)
        if self.selected and all(r.id != self.selected for r in rows):
            self.selected = None
        self._draw_rows(encounter, rows, view.ended)
        self._draw(part(self.prefix, "round"), page.round_line(view, self.name))
        self._draw(part(self.prefix, "due"), page.reminders(view, self._rolled_now(view), self._chances(view)))
        self._draw_roster()
        self._draw_log(encounter.log)
        self._draw(part(self.prefix, "encounter-name"), page.join([self.library.entry(self.library.current).name]))
        self._draw(part(self.prefix, "encounter"), page.join(
            page.h("option", {"value": s.id, "selected": s.current}, f"{s.name} (round {s.round})")
            for s in self.library.index()))
        for act, enabled in (("undo", view.can_undo), ("redo", view.can_redo),
                             ("next", not view.ended and bool(view.order)),
                             ("previous", not view.ended and bool(view.order))):
            self.root.querySelector(f'[data-act="{act}"]').disabled = not enabled

    def _draw_roster(self) -> None:
        """The character cards, with their attacks' calculators, and the card form (worked out
        again only when the roster or the card being edited changed, not at every action)."""
        if self.editing is not None and all(m.id != self.editing for m in self.roster.members):
            self.editing = None
        if self.roster_drawn == (self.roster, self.editing):
            return
        self.roster_drawn = (self.roster, self.editing)
        openings = {m.id: tuple(self.roster.openings(m.id, i) for i in range(len(m.attacks)))
                    for m in self.roster.members}
        self._draw(part(self.prefix, "roster"), page.roster_items(self.roster, self.plugin.card_form, openings))
        editing = self.roster.member(self.editing) if self.editing else None
        self._draw(part(self.prefix, "card-form"), page.card_form(self.ruleset, self.plugin, editing))

    def _draw(self, element_id: str, markup) -> None:
        """Replace an element's content, unless it already shows exactly that."""
        if self.drawn.get(element_id) != markup:
            dom.set_html(dom.by_id(element_id), markup)
            self.drawn[element_id] = markup

    def _draw_rows(self, encounter, rows, ended: bool) -> None:
        """Redraw the rows that changed; the whole list only when the turn order changed."""
        if self._draw_changed_rows(encounter, rows, ended):
            return
        kept, drawn, changed = self.drawn_rows, {}, []
        for row in rows:
            drawn[row.id] = self._row_drawing(encounter, row, ended)
            if drawn[row.id] is not kept.get(row.id):
                changed.append(row.id)
        if list(drawn) == list(kept) and drawn:
            for cid in changed:
                before = kept.get(cid)
                _patch(dom.by_id(page.row_id(self.prefix, cid)), before and before[2], drawn[cid][2])
        else:
            markup = page.join(markup for _, markup, _ in drawn.values()) if drawn else page.NO_ROWS
            dom.set_html(dom.by_id(part(self.prefix, "list")), markup)
        self.drawn_rows = drawn
        self.drawn_order = (rows, ended, self.selected)
        self.drawn_places = {row.id: i for i, row in enumerate(rows)}

    def _draw_changed_rows(self, encounter, rows, ended: bool) -> bool:
        """Redraw only the rows whose combatant changed, and the opened and acting ones, when the
        order is as drawn; False when it is not (the caller looks at every row). The unchanged
        rows are the same objects as last time, found so without a Python loop over them."""
        if self.drawn_order is None:
            return False
        last, last_ended, last_selected = self.drawn_order
        changed = replaced(rows, last)
        if changed is None or last_ended != ended:
            return False
        places = self.drawn_places
        changed |= {places[cid] for cid in (self.selected, last_selected, encounter.state.active) if cid in places}
        for row in (rows[i] for i in sorted(changed)):
            before = self.drawn_rows.get(row.id)
            drawing = self._row_drawing(encounter, row, ended)
            if drawing is not before:
                self.drawn_rows[row.id] = drawing
                _patch(dom.by_id(page.row_id(self.prefix, row.id)), before and before[2], drawing[2])
        self.drawn_order = (rows, ended, self.selected)
        return True

    def _row_drawing(self, encounter, row, ended: bool) -> tuple:
        """(what a row shows, its markup, its parts): the one drawn already when it shows the same."""
        opened = row.id == self.selected
        turn = self._turn_strip(encounter, row) if (opened or row.active) and not ended else page.EMPTY
        state = (row, ended, turn, (self.amount, self.pool, dict(encounter.combatant(row.id).stats)) if opened else None)
        before = self.drawn_rows.get(row.id)
        if before is not None and before[0] == state:
            return before
        parts = page.combatant_row_parts(row, opened, self.amount, self.pool, self.plugin.stats,
                                         state[3][2] if opened else None, ended, self.prefix,
                                         self._calculators(row.id) if opened else (), turn)
        return state, parts.markup(), parts

    def _turn_strip(self, encounter, row):
        """The acting or opened combatant's turn stats and pools spent a point at a time."""
        plugin = self.plugin
        combatant = encounter.combatant(row.id)
        choices = tuple((f, plugin.stat(combatant, f.name)) for f in plugin.stats if f.name in plugin.turn_stats)
        return page.turn_strip(row, choices, plugin.spent_pools)

    def _draw_log(self, log) -> None:
        """Add the new log entries at the top; redraw the whole log only after an undo."""
        element = dom.by_id(part(self.prefix, "log"))
        before = self.drawn_log
        grown = (before and len(log) >= len(before) and log[len(before) - 1] is before[-1])
        if grown and len(log) - len(before) <= page.LOG_SHOWN:
            fresh = log[len(before):]
            if fresh:
                element.insertAdjacentHTML("afterbegin", page.log_entries(fresh))
                extra = element.children.length - page.LOG_SHOWN
                for _ in range(max(0, extra)):
                    element.lastElementChild.remove()
        else:
            dom.set_html(element, page.log_entries(log[-page.LOG_SHOWN:]))
        self.drawn_log = log

    def error(self, message: str | None) -> None:
        slot = dom.by_id(part(self.prefix, "error"))
        slot.textContent = message or ""
        slot.hidden = not message

    # ---- another tab ---------------------------------------------------------
    def _on_storage(self, event) -> None:
        """Another tab saved something: show it here."""
        self._keep_now()
        key = None if dom.missing(event.key) else str(event.key)
        encounters = storage.PREFIX + encounter_key(self.ruleset, "")
        members = storage.PREFIX + member_key(self.ruleset, "")
        if key is None or key.startswith(encounters):
            saved_id = None if key is None else key[len(encounters):]
            if saved_id == self.library.current and self.book.changed_elsewhere(saved_id):
                fresh = self.book.reload(saved_id)
                if fresh is not None:
                    name, newer = fresh
                    self.others.read(saved_id, self.encounter, newer)
                    self.library = self.library.rename(saved_id, name).put(saved_id, newer)
                    self.render()
                    return
                gone = self.library.entry(saved_id).name
                self._reload_library()
                shown = self.library.entry(self.library.current).name
                dom.notice(f"“{gone}” was deleted in another tab: “{shown}” is shown now.")
                return
            self._reload_library()
        if key is None or key.startswith(members):
            self.roster = self.book.load_roster()
            self.render()

    # ---- taps ----------------------------------------------------------------
    def _on_click(self, event) -> None:
        target = event.target.closest("[data-act]")
        if dom.missing(target) or target.tagName in ("SELECT", "INPUT"):
            return
        handler = TAPS.get(dom.attr(target, "data-act"))
        if handler is None:
            return
        try:
            self.error(None)
            self.keep()
            handler(self, dom.attr(target, "data-id"), target)
        except RulesError as error:
            self.error(error.message)

    def _calculators(self, cid: str) -> tuple:
        """(tool key, title) of the calculators this combatant can open filled in."""
        ruleset = rulesets.ruleset(self.ruleset)
        return tuple((key, ruleset.tool(key).title)
                     for key in self.plugin.calculators(self.encounter.combatant(cid)))

    def _calculate(self, cid, target) -> None:
        """Open a calculator filled in with this combatant's stats; its wound applies to it."""
        from screen import forms

        key = dom.attr(target, "data-tool")
        values = self.plugin.calculators(self.encounter.combatant(cid)).get(key)
        if values is not None:
            forms.prefill(key, values, cid)

    def _rolled_now(self, view) -> dict:
        """The outcomes of the reminders' rolls made so far, by the reminder's place in the list."""
        due = {(r.who, r.text): i for i, r in enumerate(view.reminders)}
        self.rolled = {key: outcome for key, outcome in self.rolled.items() if key in due}  # the rest are past
        return {due[key]: outcome for key, outcome in self.rolled.items()}

    def _chances(self, view) -> dict:
        from pyrules.core.odds import as_percent, chance

        return {i: as_percent(chance(r.check.notation, **{"at_most" if r.check.at_most else "at_least": r.check.target}))
                for i, r in enumerate(view.reminders) if r.check is not None}

    def _roll_check(self, _cid, target) -> None:
        """Roll a reminder's check, keep it in the one roll log, and show what it came to."""
        from pyrules.core.roller import roll_against
        from screen import dice_roller, roll_log

        reminders = self.encounter.state.reminders
        index = int(dom.attr(target, "data-index") or -1)
        if not 0 <= index < len(reminders) or reminders[index].check is None:
            return
        reminder, check = reminders[index], reminders[index].check
        rolled = roll_against(check.notation, _rng, check.target, "at_most" if check.at_most else "at_least")
        result, made, tone = rolled.rolled, rolled.met, rolled.tone
        said = f"Rolled {result.total}: {'made it' if made else 'failed'} by {rolled.margin}"
        self.rolled[(reminder.who, reminder.text)] = (said, tone)
        who = self.encounter.combatant(reminder.who).name if reminder.who else ""
        dice_roller.record(roll_log.entry(
            check.notation, result.total, result.faces, source=f"{self.name} tracker" + (f" · {who}" if who else ""),
            outcome=f"{check.label or 'Check'} {check.target}: {said.lower()}", tone=tone))
        self.render()

    def _undo(self, _cid, target) -> None:
        """Undo (or redo) this encounter's last step; one another tab made is asked about first."""
        redo = dom.attr(target, "data-act") == "redo"
        current, encounter = self.library.current, self.encounter
        if redo and self.others.redo_is_theirs(current, encounter):
            done = encounter.redo()
            question = "The change to redo was undone in another tab"
        elif not redo and self.others.undo_is_theirs(current, encounter):
            done = encounter.undo()
            question = "The last change was made in another tab"
        else:
            done = None
        if done is not None:
            before, after = (encounter.log, done.log) if not redo else (done.log, encounter.log)
            what = "; ".join(entry.text for entry in before[len(after):]) or "a change of turn"
            if not js.window.confirm(f"{question} ({what}). {'Redo' if redo else 'Undo'} it here?"):
                return
        self.update(lambda encounter: encounter.redo() if redo else encounter.undo(), merge=False)

    def _select(self, cid, _target) -> None:
        self.selected = None if self.selected == cid else cid
        self.amount, self.pool = "", self._last_pool(cid)
        self.render()
        if self.selected:
            self._keypad_in_view(cid, ".who", ".panel .pad-actions")

    def _keypad_in_view(self, cid, *parts) -> None:
        """Scroll the card's ``parts`` (its name, its keypad's Damage button) into view in turn,
        clear of the bars (their css scroll-margin)."""
        row = dom.by_id(page.row_id(self.prefix, cid))
        for selector in parts:
            element = None if dom.missing(row) else row.querySelector(selector)
            if not dom.missing(element):
                element.scrollIntoView(NEAREST)

    def _last_pool(self, cid) -> str | None:
        """The pool this combatant's keypad took last, if it still has it."""
        pool = self.pools_used.get(self.library.current, cid)
        names = {p.name for p in self.plugin.resources(self.encounter.combatant(cid))}
        return pool if pool in names else None

    def _turn(self, _cid, target) -> None:
        """Next or previous turn; the one who acts now is scrolled into view, clear of the bars."""
        self.apply(A.next_turn() if dom.attr(target, "data-act") == "next" else A.previous_turn())
        active = self.encounter.state.active
        if active is not None:
            row = dom.by_id(page.row_id(self.prefix, active))
            if not dom.missing(row):
                row.scrollIntoView(NEAREST)

    def _digit(self, _cid, target) -> None:
        digit = dom.attr(target, "data-digit")
        self.amount = ("" if digit == "clear" else self.amount[:-1] if digit == "back"
                       else (self.amount + digit)[:5].lstrip("0"))
        self.render()

    def _hurt_or_heal(self, cid, target) -> None:
        pool = self.root.querySelector(f'input[name="panel-{cid}-pool"]:checked')
        self.pool = None if dom.missing(pool) else str(pool.value)
        amount = int(self.amount or "0")
        if amount <= 0:
            raise RulesError("Tap an amount on the number pad first.")
        make = A.damage if dom.attr(target, "data-act") == "damage" else A.heal
        self.amount = ""
        if self.pool is not None:
            self.pools_used.remember(self.library.current, cid, self.pool)
        self.apply(make(cid, amount, self.pool))
        self._keypad_in_view(cid, ".panel .pad-actions")  # new status lines may have pushed it down

    def _remove(self, cid, _target) -> None:
        self.selected = None
        self.apply(A.remove(cid))

    def _to_roster(self, cid, _target) -> None:
        c = self.encounter.combatant(cid)
        self.roster = self.book.load_roster().add(c.name, side=c.side, notes=c.notes, stats=dict(c.stats))
        self.book.save_member(self.roster.members[-1])
        self.render()

    def _roster_remove(self, cid, _target) -> None:
        if not js.window.confirm(f"Delete the card of {self.roster.member(cid).name}?"):
            return
        self.book.remove_member(cid)
        self.roster = self.book.load_roster()
        self.render()

    def _chosen_cards(self) -> list[str] | None:
        """The ids of the ticked cards; None (everyone) when none is ticked."""
        boxes = self.root.querySelectorAll("#" + part(self.prefix, "roster") + " input[name=chosen]:checked")
        return [str(box.value) for box in boxes] or None

    def _bringing(self, member_ids: list[str] | None) -> dict:
        """The action that brings the chosen cards (None: all) into an encounter."""
        if not self.roster.members:
            raise RulesError("No character cards yet: fill in the card form first.")
        return self.roster.add_action(member_ids)

    def _bring(self, member_ids: list[str] | None, add: dict | None = None) -> None:
        """The chosen cards join the open encounter in one step, their initiative rolled or
        worked out when the ruleset does."""
        add = add or self._bringing(member_ids)

        def brought(base: Encounter) -> Encounter:
            encounter = base.apply(add)
            if self.plugin.rolls_initiative:
                before = {c.id for c in base.combatants}
                encounter = encounter.apply(A.roll_initiative(
                    encounter, _rng, [c.id for c in encounter.combatants if c.id not in before]))
            return encounter

        self.update(brought)

    def _roster_new(self, _cid, _target) -> None:
        add = self._bringing(self._chosen_cards())  # checked before an encounter is made for them
        self._create(f"Encounter {self.library.next_id}")
        self.selected = None
        self._bring(None, add)

    def _card_edit(self, cid, _target) -> None:
        self.editing = cid
        self.render()
        dom.by_id(part(self.prefix, "card-form")).scrollIntoView(js.Object.fromEntries([["block", "start"]]))

    def _card_cancel(self, _cid, _target) -> None:
        self.editing = None
        self.render()

    def _card_attack(self, cid, target) -> None:
        """Open a calculator filled in from a card's attack; its dice (GURPS damage) are rolled
        into their fields as it opens, and kept in the roll log."""
        from pyrules.core.dice import roll
        from screen import dice_roller, forms, roll_log

        openings = self.roster.openings(cid, int(dom.attr(target, "data-attack") or -1))
        index = int(dom.attr(target, "data-opening") or -1)
        if not 0 <= index < len(openings):
            return
        opening = openings[index]
        values = dict(opening.values)
        for name, notation in opening.rolls.items():
            result = roll(notation, _rng)
            values[name] = result.total
            dice_roller.record(roll_log.entry(
                notation, result.total, result.faces, source=f"{self.name} · {self.roster.member(cid).name}",
                outcome=f"{opening.label}: {result.total}"))
        forms.prefill(opening.tool, values, None)

    def _card(self, form) -> None:
        """Add a character card, or save the one being edited."""
        key = f"{self.prefix}-card"
        raw = dom.form_values(form)
        for name in ("attacks", "notes"):
            dom.field_error(field_id(key, name), None)
        values = self._parse(key, page.CARD_FIELDS + tuple(self.plugin.card_form), raw)
        stats = {f.name: values[f.name] for f in self.plugin.card_form}
        member_id = dom.attr(form, "data-id") or None
        roster = self.book.load_roster()
        try:
            if member_id:
                roster = roster.edit(member_id, name=values["name"], side=values["side"], notes=raw.get("notes", ""),
                                     stats=stats, attacks=raw.get("attacks", ""))
                member = roster.member(member_id)
            else:
                roster = roster.add(values["name"], side=values["side"], notes=raw.get("notes", ""), stats=stats,
                                    attacks=raw.get("attacks", ""))
                member = roster.members[-1]
        except RulesError as error:
            dom.field_error(field_id(key, (error.field or "").removeprefix("stats.")), error.message)
            raise
        self.book.save_member(member)
        self.roster, self.editing = roster, None
        self.render()
        if not member_id:
            form.reset()

    def _new(self, _cid, _target) -> None:
        self._create(f"Encounter {self.library.next_id}")
        self.selected = None
        self.render()

    def _rename(self, _cid, _target) -> None:
        name = js.window.prompt("Name this encounter", self.library.entry(self.library.current).name)
        if name:
            library = self.library.rename(self.library.current, name)
            try:
                self.book.save(library.entry(library.current))
            except Conflict:
                self._merge(None)
                return
            self.library = library
            self.render()

    def _delete(self, _cid, _target) -> None:
        entry = self.library.entry(self.library.current)
        if js.window.confirm(f"Delete “{entry.name}”? Export it first to keep a copy."):
            self.book.remove(entry.id)
            self.library = self.library.remove(entry.id)
            if self.library.saved:
                self.library = self.library.open(self.library.saved[-1].id)
                self.book.remember_open(self.library.current)
            else:
                self._create("Encounter 1")
            self.render()

    def _export(self, _cid, _target) -> None:
        entry = self.library.entry(self.library.current)
        text = json.dumps({"pyrules": "encounter", "name": entry.name, "encounter": entry.encounter.to_dict()},
                          ensure_ascii=False, indent=1)
        dom.download(f"pyrules-{self.ruleset}-{_slug(entry.name)}.json", text)

    def _on_change(self, event) -> None:
        handler = CHANGES.get(dom.attr(event.target, "data-act"))
        if handler is not None:
            self._keep_now()
            handler(self, event)

    def _choose_pool(self, event) -> None:
        self.pool = str(event.target.value)
        if self.selected:
            self.pools_used.remember(self.library.current, self.selected, self.pool)

    def _set_turn_stat(self, event) -> None:
        """A maneuver or posture picked on the card: one edit of that stat."""
        control = event.target
        cid, name = dom.attr(control, "data-id"), str(control.name)
        field = next((f for f in self.plugin.stats if f.name == name and name in self.plugin.turn_stats), None)
        if field is None:
            return
        try:
            self.error(None)
            self.apply(A.edit(cid, stats={name: field.parse(str(control.value))}))
        except RulesError as error:
            self.error(error.message)

    def _open(self, event) -> None:
        self.library = self.library.open(str(event.target.value))
        self.book.remember_open(self.library.current)
        self.selected = None
        self.render()

    def _import(self, event) -> None:
        dom.read_file(event, self._import_text, part(self.prefix, "import"))

    def _import_text(self, text) -> None:
        """An encounter file: checked, shown, and only then kept."""
        from screen.store import StorageError, parse_json

        control = part(self.prefix, "import")
        before = self.library
        try:
            data = parse_json(str(text), "The file", limit=IMPORT_LIMIT)
            if not isinstance(data, dict) or data.get("pyrules") != "encounter" or not isinstance(
                    data.get("encounter"), dict):
                raise RulesError("This is not a pyrules encounter file.")
            other = data["encounter"].get("plugin")
            if other != self.plugin.key:
                named = rulesets.ruleset(other).name if other in rulesets.KEYS else "another game"
                raise RulesError(f"This encounter is for {named}: open that game's tracker to import it.")
            encounter = Encounter.from_dict(data["encounter"])
            page.rows(encounter.view(), None, "", None, self.plugin.stats)  # it must be showable before it is kept
            name = data.get("name") if isinstance(data.get("name"), str) and data["name"].strip() else "Imported"
            self._create(name.strip()[:60], encounter)
        except (RulesError, StorageError) as error:
            self.library = before
            message = error.message if isinstance(error, RulesError) else str(error)
            dom.field_error(control, f"Nothing was imported: {message}")
            return
        finally:
            dom.by_id(control).value = ""
        dom.field_error(control, None)
        self.selected = None
        self.render()

    def _on_submit(self, event) -> None:
        event.preventDefault()
        form = event.target
        handler = FORMS.get(dom.attr(form, "data-form"))
        if handler is None:
            return
        try:
            self.error(None)
            self.keep()
            handler(self, form)
        except RulesError as error:
            self.error(error.message)

    def _parse(self, form_key: str, fields, raw: dict) -> dict:
        """Parse ``fields`` of a form; the first bad one shows its message and stops."""
        values = {}
        for f in fields:
            dom.field_error(field_id(form_key, f.name), None)
        for f in fields:
            try:
                values[f.name] = f.parse(raw.get(f.name))
            except RulesError as error:
                dom.field_error(field_id(form_key, f.name), error.message)
                raise
        return values

    def _add(self, form) -> None:
        raw = dom.form_values(form)
        key = f"{self.prefix}-add"
        values = self._parse(key, page.ADD_FIELDS + tuple(self.plugin.stats), raw)
        stats = {f.name: values[f.name] for f in self.plugin.stats}
        add = A.add(values["name"], values["count"], side=values["side"], stats=stats,
                    initiative=values["initiative"])

        def added(base: Encounter) -> Encounter:
            encounter = base.apply(add)
            if values["initiative"] is None and self.plugin.rolls_initiative:
                new = [c.id for c in encounter.combatants if c.id not in {c.id for c in base.combatants}]
                encounter = encounter.apply(A.roll_initiative(encounter, _rng, new))
            return encounter

        self.update(added)
        form.reset()  # the next combatant starts from the ruleset's defaults
        form.querySelector("[name=name]").focus()

    def _condition(self, form) -> None:
        raw = dom.form_values(form)
        cid = dom.attr(form, "data-id")
        name = raw.get("name", "").strip()
        if not name:
            raise RulesError("Name the condition, such as Stunned.")
        length = raw.get("length", "").strip()
        if not length:
            self.apply(A.add_condition(cid, name))
            return
        try:
            count = int(length)
        except ValueError:
            raise RulesError("How long it lasts must be a whole number (or blank).") from None
        unit = raw.get("unit", "turns")
        self.apply(A.add_condition(cid, name, **{unit: count}))

    def _edit(self, form) -> None:
        cid = dom.attr(form, "data-id")
        raw = dom.form_values(form)
        pid = f"panel-{cid}"
        values = self._parse(pid, tuple(self.plugin.stats), raw)
        changes = {"name": raw.get("name", ""), "notes": raw.get("notes", ""), "stats": values}
        initiative = raw.get("initiative", "").strip()
        number = None
        if initiative:
            try:
                number = float(initiative.replace(",", "."))
            except ValueError:
                raise RulesError("Initiative must be a number.") from None
            number = int(number) if number.is_integer() else number

        def edited(base: Encounter) -> Encounter:
            encounter = base.apply(A.edit(cid, **changes))
            if number is not None and number != encounter.combatant(cid).initiative:
                encounter = encounter.apply(A.set_initiative(cid, number))
            return encounter

        self.update(edited)

    def _time(self, form) -> None:
        key = f"{self.prefix}-time"
        values = self._parse(key, page.TIME_FIELDS, dom.form_values(form))
        self.apply(A.time_passes(**{values["unit"]: values["amount"]}))


TAPS = {  # data-act of a tapped button -> what it does
    "select": Tracker._select,
    "digit": Tracker._digit,
    "damage": Tracker._hurt_or_heal,
    "heal": Tracker._hurt_or_heal,
    "next": Tracker._turn,
    "previous": Tracker._turn,
    "spend": lambda t, cid, target: t.apply(A.damage(cid, 1, dom.attr(target, "data-pool"))),
    "undo": Tracker._undo,
    "redo": Tracker._undo,
    "sort": lambda t, _c, _e: t.apply(A.sort()),
    "roll-check": Tracker._roll_check,
    "calculate": Tracker._calculate,
    "roll-initiative": lambda t, _c, _e: t.update(lambda encounter: encounter.apply(A.roll_initiative(encounter, _rng))),
    "end": lambda t, _c, _e: t.apply(A.end()),
    "uncondition": lambda t, cid, target: t.apply(A.remove_condition(cid, dom.attr(target, "data-name"))),
    "delay": lambda t, cid, _e: t.apply(A.delay(cid)),
    "act-now": lambda t, cid, _e: t.apply(A.act_now(cid)),
    "duplicate": lambda t, cid, _e: t.apply(A.duplicate(cid, 1)),
    "remove": Tracker._remove,
    "to-roster": Tracker._to_roster,
    "roster-add": lambda t, cid, _e: t._bring([cid]),
    "roster-remove": Tracker._roster_remove,
    "roster-new": Tracker._roster_new,
    "roster-add-chosen": lambda t, _c, _e: t._bring(t._chosen_cards()),
    "card-edit": Tracker._card_edit,
    "card-cancel": Tracker._card_cancel,
    "card-attack": Tracker._card_attack,
    "new": Tracker._new,
    "rename": Tracker._rename,
    "delete": Tracker._delete,
    "export": Tracker._export,
}


FORMS = {  # data-form of a submitted form -> what it does
    "add": Tracker._add,
    "condition": Tracker._condition,
    "edit": Tracker._edit,
    "time": Tracker._time,
    "card": Tracker._card,
}
CHANGES = {  # data-act of a changed control -> what it does
    "pool": Tracker._choose_pool,
    "turn-stat": Tracker._set_turn_stat,
    "open": Tracker._open,
    "import": Tracker._import,
}


def _patch(element, before, after) -> None:
    """Make ``element``, drawn as ``before`` (a ``Drawn``, or None), show ``after``: only the parts
    that changed are replaced, so a wound redraws the opened card's pools and amount, not its
    keypad and forms. An element of another shape is replaced whole."""
    if (before is None or before.tag != after.tag or before.attrs != after.attrs
            or [name for name, _ in before.parts] != [name for name, _ in after.parts]):
        element.outerHTML = after.markup()
        return
    children = element.children
    for index, ((_, old), (_, new)) in enumerate(zip(before.parts, after.parts)):
        if old == new:
            continue
        if isinstance(old, page.Drawn) and isinstance(new, page.Drawn):
            _patch(children[index], old, new)
        else:
            children[index].outerHTML = new.markup() if isinstance(new, page.Drawn) else new


NEAREST = js.Object.fromEntries([["block", "nearest"]])


def _slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-") or "encounter"


def open_tracker(ruleset: str) -> None:
    """Bind a ruleset's tracker the first time its view is shown."""
    tracker_for(ruleset)


def tracker_for(ruleset: str) -> Tracker:
    """The ruleset's tracker, bound now if it was not yet (a calculator applies wounds through it)."""
    if ruleset not in _trackers:
        _trackers[ruleset] = Tracker(ruleset)
    return _trackers[ruleset]
