"""The encounter tracker on the page: read a tap, apply an action, save, render.

One tracker per ruleset. Its encounters (a Library) and party roster are
saved after every change; the rules live in pyrules.core.encounter and the
ruleset's plug-in, imported when the tracker is first opened.
"""

from __future__ import annotations

import importlib
import json
import random

import js
from pyodide.ffi import create_proxy

from pyrules.core.encounter import Encounter, Library, Roster, actions as A
from pyrules.core.errors import RulesError
from screen import dom, storage
from screen.ids import field_id
from screen import tracker_page as page

_rng = random.Random()
_trackers: dict[str, "Tracker"] = {}


def library_key(ruleset: str) -> str:
    return f"encounters.{ruleset}"


def roster_key(ruleset: str) -> str:
    return f"roster.{ruleset}"


class Tracker:
    """One ruleset's tracker: its saved encounters, roster, and what is selected on screen."""

    def __init__(self, ruleset: str):
        self.ruleset = ruleset
        self.plugin = importlib.import_module(f"pyrules.{ruleset}.tracker").PLUGIN
        self.name = self.plugin.name or ruleset
        self.prefix = f"{ruleset}-tracker"
        self.root = dom.by_id(f"{self.prefix}--root")
        self.library = storage.load(library_key(ruleset), None, Library.from_dict) or Library()
        self.roster = storage.load(roster_key(ruleset), None, Roster.from_dict) or Roster(self.plugin.key)
        if self.library.current is None:
            if self.library.saved:
                self.library = self.library.open(self.library.saved[-1].id)
            else:
                self.library = self.library.create("Encounter 1", self.plugin.key)
        self.selected: str | None = None
        self.amount = ""
        self.pool: str | None = None
        self.last_turn = None
        for body in self.root.querySelectorAll("fieldset.tool-body"):
            body.disabled = False
        dom.on(self.root, "click", self._on_click)
        dom.on(self.root, "submit", self._on_submit)
        dom.on(self.root, "change", self._on_change)
        self.render()

    # ---- state -------------------------------------------------------------
    @property
    def encounter(self) -> Encounter:
        return self.library.get(self.library.current)

    def save(self) -> None:
        storage.save(library_key(self.ruleset), self.library.to_dict())
        storage.save(roster_key(self.ruleset), self.roster.to_dict())

    def change(self, encounter: Encounter) -> None:
        self.library = self.library.put(self.library.current, encounter)
        self.save()
        self.render()

    def apply(self, action: dict) -> None:
        self.change(self.encounter.apply(action))

    # ---- render ------------------------------------------------------------
    def render(self) -> None:
        encounter = self.encounter
        view = encounter.view()
        if self.selected and self.selected not in {r.id for r in view.order + view.held}:
            self.selected = None
        stats = dict(encounter.combatant(self.selected).stats) if self.selected else None
        dom.set_html(dom.by_id(f"{self.prefix}--list"),
                     page.rows(view, self.selected, self.amount, self.pool, self.plugin.stats, stats))
        dom.set_html(dom.by_id(f"{self.prefix}--round"), page.round_line(view, self.name))
        dom.set_html(dom.by_id(f"{self.prefix}--due"), page.reminders(view))
        dom.set_html(dom.by_id(f"{self.prefix}--roster"), page.roster_items(self.roster))
        dom.set_html(dom.by_id(f"{self.prefix}--log"), page.log_items(encounter))
        select = dom.by_id(f"{self.prefix}--encounter")
        dom.set_html(select, page.join(
            str(page.h("option", {"value": s.id, "selected": s.current}, f"{s.name} (round {s.round})"))
            for s in self.library.index()))
        for act, enabled in (("undo", view.can_undo), ("redo", view.can_redo),
                             ("next", not view.ended and bool(view.order)),
                             ("previous", not view.ended and bool(view.order))):
            self.root.querySelector(f'[data-act="{act}"]').disabled = not enabled

    def error(self, message: str | None) -> None:
        slot = dom.by_id(f"{self.prefix}--error")
        slot.textContent = message or ""
        slot.hidden = not message

    # ---- events ------------------------------------------------------------
    def _on_click(self, event) -> None:
        target = event.target.closest("[data-act]")
        if dom.missing(target) or target.tagName in ("SELECT", "INPUT"):
            return
        act = dom.attr(target, "data-act")
        cid = dom.attr(target, "data-id")
        try:
            self.error(None)
            self.act(act, cid, target)
        except RulesError as error:
            self.error(error.message)

    def act(self, act: str, cid, target) -> None:
        if act == "select":
            self.selected = None if self.selected == cid else cid
            self.amount, self.pool = "", None
            self.render()
            if self.selected:
                dom.by_id(f"panel-{cid}").scrollIntoView(js.Object.fromEntries([["block", "nearest"]]))
        elif act == "digit":
            digit = dom.attr(target, "data-digit")
            self.amount = ("" if digit == "clear" else self.amount[:-1] if digit == "back"
                           else (self.amount + digit)[:5].lstrip("0"))
            self.render()
        elif act in ("damage", "heal"):
            pool = self.root.querySelector(f'input[name="panel-{cid}-pool"]:checked')
            self.pool = pool.value if pool else None
            amount = int(self.amount or "0")
            if amount <= 0:
                raise RulesError("Tap an amount on the number pad first.")
            make = A.damage if act == "damage" else A.heal
            self.amount = ""
            self.apply(make(cid, amount, self.pool))
        elif act == "next":
            self.apply(A.next_turn())
        elif act == "previous":
            self.apply(A.previous_turn())
        elif act == "undo":
            self.change(self.encounter.undo())
        elif act == "redo":
            self.change(self.encounter.redo())
        elif act == "sort":
            self.apply(A.sort())
        elif act == "roll-initiative":
            self.apply(A.roll_initiative(self.encounter, _rng))
        elif act == "end":
            self.apply(A.end())
        elif act == "uncondition":
            self.apply(A.remove_condition(cid, dom.attr(target, "data-name")))
        elif act == "delay":
            self.apply(A.delay(cid))
        elif act == "act-now":
            self.apply(A.act_now(cid))
        elif act == "duplicate":
            self.apply(A.duplicate(cid, 1))
        elif act == "remove":
            self.selected = None
            self.apply(A.remove(cid))
        elif act == "to-roster":
            c = self.encounter.combatant(cid)
            self.roster = self.roster.add(c.name, side=c.side, notes=c.notes, stats=dict(c.stats))
            self.save()
            self.render()
        elif act == "roster-add":
            self.apply(self.roster.add_action([cid]))
        elif act == "roster-add-all":
            if not self.roster.members:
                raise RulesError("The roster is empty: open a combatant and tap “Save to roster”.")
            self.apply(self.roster.add_action())
        elif act == "roster-remove":
            self.roster = self.roster.remove(cid)
            self.save()
            self.render()
        elif act == "new":
            self.library = self.library.create(f"Encounter {self.library.next_id}", self.plugin.key)
            self.selected = None
            self.save()
            self.render()
        elif act == "rename":
            name = js.window.prompt("Name this encounter", self.library.entry(self.library.current).name)
            if name:
                self.library = self.library.rename(self.library.current, name)
                self.save()
                self.render()
        elif act == "delete":
            entry = self.library.entry(self.library.current)
            if js.window.confirm(f"Delete “{entry.name}”? Export it first to keep a copy."):
                self.library = self.library.remove(entry.id)
                if not self.library.saved:
                    self.library = self.library.create("Encounter 1", self.plugin.key)
                else:
                    self.library = self.library.open(self.library.saved[-1].id)
                self.save()
                self.render()
        elif act == "export":
            entry = self.library.entry(self.library.current)
            text = json.dumps({"pyrules": "encounter", "name": entry.name, "encounter": entry.encounter.to_dict()},
                              ensure_ascii=False, indent=1)
            dom.download(f"pyrules-{self.ruleset}-{_slug(entry.name)}.json", text)

    def _on_change(self, event) -> None:
        target = event.target
        act = dom.attr(target, "data-act")
        if act == "pool":
            self.pool = str(target.value)
        elif act == "open":
            self.library = self.library.open(target.value)
            self.selected = None
            self.save()
            self.render()
        elif act == "import":
            files = target.files
            if files.length:
                files.item(0).text().then(create_proxy(self._import_text))

    def _import_text(self, text) -> None:
        control = f"{self.prefix}--import"
        try:
            data = json.loads(str(text))
            if not isinstance(data, dict) or data.get("pyrules") != "encounter":
                raise RulesError("This is not a pyrules encounter file.")
            encounter = Encounter.from_dict(data.get("encounter"))
            if encounter.plugin_key != self.plugin.key:
                raise RulesError(f"This encounter is for another ruleset ({encounter.plugin_key}).")
            name = str(data.get("name") or "Imported encounter")[:60]
            library = self.library.create(name, self.plugin.key)
            self.library = library.put(library.current, encounter)
        except (RulesError, ValueError) as error:
            message = error.message if isinstance(error, RulesError) else "The file is not valid JSON."
            dom.field_error(control, f"Nothing was imported: {message}")
            return
        finally:
            dom.by_id(control).value = ""
        dom.field_error(control, None)
        self.selected = None
        self.save()
        self.render()

    def _on_submit(self, event) -> None:
        event.preventDefault()
        form = event.target
        kind = dom.attr(form, "data-form")
        try:
            self.error(None)
            if kind == "add":
                self._add(form)
            elif kind == "condition":
                self._condition(form)
            elif kind == "edit":
                self._edit(form)
            elif kind == "time":
                self._time(form)
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
        before = {c.id for c in self.encounter.combatants}
        encounter = self.encounter.apply(A.add(values["name"], values["count"], side=values["side"], stats=stats,
                                               initiative=values["initiative"]))
        if values["initiative"] is None:
            added = [c.id for c in encounter.combatants if c.id not in before]
            try:
                encounter = encounter.apply(A.roll_initiative(encounter, _rng, added))
            except RulesError:
                pass  # this ruleset sets initiative by hand
        self.change(encounter)
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
        encounter = self.encounter.apply(A.edit(cid, **changes))
        initiative = raw.get("initiative", "").strip()
        current = encounter.combatant(cid).initiative
        if initiative:
            try:
                number = float(initiative.replace(",", "."))
            except ValueError:
                raise RulesError("Initiative must be a number.") from None
            number = int(number) if number.is_integer() else number
            if number != current:
                encounter = encounter.apply(A.set_initiative(cid, number))
        self.change(encounter)

    def _time(self, form) -> None:
        key = f"{self.prefix}-time"
        values = self._parse(key, page.TIME_FIELDS, dom.form_values(form))
        self.apply(A.time_passes(**{values["unit"]: values["amount"]}))


def _slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-") or "encounter"


def open_tracker(ruleset: str) -> None:
    """Bind a ruleset's tracker the first time its view is shown."""
    if ruleset not in _trackers:
        _trackers[ruleset] = Tracker(ruleset)
