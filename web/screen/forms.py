"""Every calculator form on the page: read it, ask ``screen.calculators``, write what it answers.

Forms are pre-rendered from each Tool's fields; this binds them. A ruleset's package is imported
the first time one of its forms is used. What the player entered is kept, so a reload shows the
same form. What a form shows and keeps is worked out by ``CALCULATORS``, and who its answer goes
to by ``TARGETS`` (plain Python, tested on CPython); this module reads the forms into plain dicts
and writes what they answer into the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js

from pyrules.core import validate
from screen import dom, rolls, storage, widgets
from screen.browser import Element, Event
from screen.calculator_shown import NOTHING_PINNED, Answered, Pinned, Problems, Refill
from screen.calculator_targets import Encounters, Targets
from screen.calculators import Calculators, tool_for
from screen.ids import field_id, part
from screen.problems import problems_html, refusal_html

if TYPE_CHECKING:
    from pyrules.core.dice import RollResult

TARGETS = Targets()  # who each calculator's answer goes to
CALCULATORS = Calculators(storage.STORE, TARGETS)  # what every calculator form shows, and what it keeps


def bind(*, encounters: Encounters) -> None:
    """Listen once on the document for every calculator form (one listener per kind of event);
    ``encounters`` lists a ruleset's combatants and applies an answer's Effect to one."""
    TARGETS.encounters = encounters
    _restore_forms()
    dom.on(dom.document, "pyrules:views", lambda _event: _restore_forms())  # a ruleset's views arrived
    dom.on(dom.document, "input", _on_input)
    dom.on(dom.document, "submit", _on_submit)
    dom.on(dom.document, "reset", _on_reset)
    dom.on(dom.document, "click", _on_roll_field)
    dom.on(dom.document, "click", _on_apply)
    dom.on(dom.document, "click", _on_table_roll)
    dom.on(dom.document, "click", _on_focus_field)
    dom.on(dom.document, "pyrules:view", lambda event: _show_last_answer(str(event.detail.view)))
    _show_last_answer(str(js.location.hash)[1:])


# ---- reading the page -----------------------------------------------------------------
def _key(form: Element) -> str:
    """The calculator a form is: its tool's key."""
    return str(form.dataset.tool)


def _entries(form: Element) -> dict[str, Any]:
    """What a calculator form holds, by field name, as its widgets read it."""
    return widgets.read(form, tool_for(_key(form)).fields)


def _rolled_by_app(form: Element) -> set[str]:
    """The roll fields of a form that hold what the app rolled (the next Roll rolls them anew)."""
    key = _key(form)
    tool = tool_for(key)
    found: set[str] = set()
    for f in tool.fields:
        if f.kind == "roll" or f.name == tool.odds_field:
            control = dom.by_id(field_id(key, f.name))
            if control is not None and not dom.missing(control) and control.hasAttribute("data-rolled"):
                found.add(f.name)
    return found


def _form_of(key: str) -> Element:
    return dom.document.querySelector(f'form[data-tool="{key}"]')


def _tool_form(event: Event) -> Element | None:
    """The calculator form an event happened in, or None."""
    target = event.target
    form = target if target.tagName == "FORM" else target.closest("form")
    if dom.missing(form) or dom.missing(form.getAttribute("data-tool")):
        return None
    return form


def _remember(form: Element) -> None:
    CALCULATORS.remember(_key(form), _entries(form))


# ---- the page's events --------------------------------------------------------------------
def _restore_forms() -> None:
    """Give each form in the page that has not had it yet what the player last typed in it."""
    forms = {_key(form): form for form in dom.document.querySelectorAll("form[data-tool]")}
    for key, entries in CALCULATORS.to_restore(list(forms)).items():
        widgets.restore(forms[key], tool_for(key).fields, entries)


def _show_last_answer(key: str) -> None:
    """A calculator opened after a reload shows the answer it last gave, worked out again from the
    inputs it was given with the same dice (never stored markup)."""
    if not CALCULATORS.keeps_answer(key):
        _odds_on_opening(key)
        return
    slot = dom.by_id(part(key, "answer"))
    if dom.missing(slot) or not dom.missing(slot.querySelector(".headline, .total")):
        return
    shown = CALCULATORS.shown_again(key)
    if shown is None:  # inputs this build no longer reads: forgotten quietly, the form still shows them
        return
    _show_answer(key, slot, shown)
    _pin(key, shown.pinned)


def _odds_on_opening(key: str) -> None:
    """A calculator opened with no answer kept shows the odds of its roll with what it holds."""
    slot = dom.by_id(part(key, "answer"))
    form = None if slot is None or dom.missing(slot) else slot.closest("form[data-tool]")
    if form is None or dom.missing(form):
        return
    _show_odds(form, _entries(form), _rolled_by_app(form))


def _on_input(event: Event) -> None:
    form = _tool_form(event)
    if form is None:
        return
    if str(event.target.id).endswith("--apply-to"):  # who the answer goes to: worked out with its numbers
        TARGETS.choose(tool_for(_key(form)), str(event.target.value))
        _fill_from_target(form, str(event.target.value))
        return
    event.target.removeAttribute("data-rolled")  # the player typed this roll: keep it
    _remember(form)
    if CALCULATORS.answers_as_typed(_key(form)):
        solve(form, roll_blanks=False)


def _on_submit(event: Event) -> None:
    form = _tool_form(event)
    if form is None:
        return
    event.preventDefault()
    solve(form, roll_blanks=True)


def _on_reset(event: Event) -> None:
    form = _tool_form(event)
    if form is None:
        return
    dom.later(lambda: _clear(form))  # once the form holds its defaults again


def _clear(form: Element) -> None:
    key = _key(form)
    CALCULATORS.cleared(key, _entries(form))
    dom.clear_field_errors(form)
    dom.set_html(dom.by_id(part(key, "answer")), "")
    _pin(key, NOTHING_PINNED)


def _on_roll_field(event: Event) -> None:
    button = event.target.closest("[data-roll-field]")
    if dom.missing(button):
        return
    form = button.closest("form")
    key, name = _key(form), str(button.dataset.rollField)
    result = CALCULATORS.roll_field(key, name)
    control = dom.by_id(field_id(key, name))
    control.value = str(result.total)
    control.setAttribute("data-rolled", "true")
    _remember(form)
    solve(form, roll_blanks=False, rolled_here={name: result})


def solve(form: Element, *, roll_blanks: bool, rolled_here: dict[str, RollResult] | None = None,
          seed: int | None = None) -> None:
    """Answer a form; an error shows beside its field and the form keeps working. ``seed``: the
    dice of an answer shown again (a shared link), which fall as they fell and are not logged again."""
    key = _key(form)
    raw, rolled_by_app = _entries(form), _rolled_by_app(form)
    if roll_blanks:  # Roll rolls anew whatever the app rolled last time
        raw = CALCULATORS.rolled_anew(key, raw, rolled_by_app)
    if not roll_blanks and not rolled_here and _show_odds(form, raw, rolled_by_app):
        return  # the roll is still to be made: its odds, not an answer
    solved = CALCULATORS.solve(key, raw, roll_blanks=roll_blanks, rolled_here=rolled_here, seed=seed)
    if solved is None:
        return
    dom.clear_field_errors(form)
    slot = dom.by_id(part(key, "answer"))
    if isinstance(solved, Problems):
        _show_problems(key, slot, solved)
    else:
        _show_solved(form, slot, solved)


# ---- writing what the calculators answered --------------------------------------------------
def _show_answer(key: str, slot: Element, shown: Answered) -> None:
    """An answer in its slot, with a button for each roll on a table it calls for and the "Apply
    to" block under it when it wounds."""
    from screen.pages import answer_html, apply_html, table_rolls_html

    offer = shown.offer
    dom.set_html(slot, answer_html(shown.answer) + table_rolls_html(key, shown.answer) + (
        "" if offer is None else apply_html(offer.tool, offer.effect, offer.combatants, offer.tracker_view,
                                            offer.chosen)))


def _show_solved(form: Element, slot: Element, shown: Answered) -> None:
    """An answer worked out now: the rolls it made written into their fields, the answer, what it
    hands on, the fields cleared for the next roll, the roll log, the pinned headline."""
    key = _key(form)
    for name, value in shown.rolled.items():
        control = dom.by_id(field_id(key, name))
        control.value = value
        control.setAttribute("data-rolled", "true")
    _show_answer(key, slot, shown)
    _hand_on(shown.handed)
    if shown.cleared:
        widgets.restore(form, shown.cleared, widgets.defaults(shown.cleared))
    if shown.keep_entries:
        _remember(form)
    if shown.log:
        rolls.record(*shown.log)
    _pin(key, shown.pinned)
    if shown.submitted:  # last, once everything is drawn: scrolling lays the page out
        slot.scrollIntoView(js.Object.fromEntries([["block", "nearest"], ["behavior", "smooth"]]))


def _show_problems(key: str, slot: Element, shown: Problems) -> None:
    """Each message beside its field, and in the answer what to check, each a button to its field.
    On Roll (``submitted``), the first bad field is scrolled to and focused; as the player types,
    focus stays where it is."""
    if not shown.found:  # the rules refused the whole form, not one field
        dom.set_html(slot, refusal_html(shown.message))
        _pin(key, shown.pinned)
        if shown.submitted:
            slot.scrollIntoView(js.Object.fromEntries([["block", "nearest"]]))
        return
    for name, message in shown.found:
        dom.field_error(field_id(key, name), message)
    dom.set_html(slot, problems_html(key, shown.found))
    _pin(key, shown.pinned)
    if shown.submitted:
        focus_field(field_id(key, shown.found[0][0]))


def focus_field(control_id: str) -> None:
    """Bring a field to the middle of the screen, clear of the bars, and put the cursor in it (a
    choice of chips: its first chip)."""
    control = dom.by_id(control_id)
    if dom.missing(control):
        return
    if control.tagName == "FIELDSET":
        control = control.querySelector("input")
        if dom.missing(control):
            return
    folded = control.closest("details")
    if not dom.missing(folded):
        folded.open = True  # a field folded away is opened to be seen
    control.scrollIntoView(js.Object.fromEntries([["block", "center"]]))
    control.focus(js.Object.fromEntries([["preventScroll", True]]))


def _on_focus_field(event: Event) -> None:
    button = event.target.closest("[data-focus-field]")
    if not dom.missing(button):
        focus_field(str(button.dataset.focusField))


def _hand_on(handed: dict[str, dict[str, Any]]) -> None:
    """What an answer hands on to the calculator that comes next (a hit's location, a roll's
    total) fills in that calculator's form, or its kept entries when its view is not open yet."""
    read_back = {}
    for key, values in handed.items():
        form = _form_of(key)
        if not dom.missing(form):
            widgets.restore(form, tool_for(key).fields, values)
            read_back[key] = _entries(form)
    CALCULATORS.hand_on(handed, read_back)


def _on_table_roll(event: Event) -> None:
    """Roll on the table an answer calls for (a critical hit's Critical Hit table) in one tap: what
    it came to said beside its button, the roll kept in the one roll log."""
    button = event.target.closest("[data-table-roll]")
    if dom.missing(button):
        return
    key, index = str(button.dataset.tableRoll), validate.digits(str(button.dataset.index))
    made = None if index is None else CALCULATORS.table_roll(key, index)
    if made is None:
        return
    rolls.record(made.log)
    dom.by_id(part(key, f"table-roll-{index}")).textContent = made.said


def _on_apply(event: Event) -> None:
    """Apply the answer's wound to the chosen combatant, as one action the tracker can undo."""
    button = event.target.closest("[data-apply]")
    if dom.missing(button):
        return
    key = str(button.dataset.apply)
    if key not in TARGETS.effects:
        return
    form = _form_of(key)
    done = TARGETS.apply(tool_for(key), str(dom.by_id(part(key, "apply-to")).value), _entries(form))
    if done is None:
        return
    if isinstance(done, Refill):  # worked out again with the chosen combatant's numbers: shown, for another tap
        _refill(form, done)
        return
    status = dom.by_id(part(key, "applied"))
    if done.tracker is None:
        status.textContent = done.said
        return
    status.textContent = done.said + " "
    link = dom.document.createElement("a")
    link.href = f"#{done.tracker}"
    link.textContent = "Open the tracker"
    status.appendChild(link)


def _fill_from_target(form: Element, cid: str) -> None:
    """Refill the numbers of ``form`` that come from the combatant its answer goes to and work the
    answer out again, saying so."""
    refill = TARGETS.refill(tool_for(_key(form)), cid, _entries(form))
    if refill is not None:
        _refill(form, refill)


def _refill(form: Element, refill: Refill) -> None:
    key = _key(form)
    widgets.restore(form, tool_for(key).fields, refill.values)
    _remember(form)
    solve(form, roll_blanks=False)
    status = dom.by_id(part(key, "applied"))
    if not dom.missing(status):
        status.textContent = refill.said


def prefill(key: str, values: dict[str, Any], combatant: str | None) -> None:
    """Open the calculator ``key`` filled in with ``values`` (what a field cannot take is left as
    it was), its answer to be applied to ``combatant`` by default (None: as it was)."""
    form = _form_of(key)
    widgets.restore(form, tool_for(key).fields, TARGETS.prefill(tool_for(key), values, combatant))
    _remember(form)
    js.location.hash = "#" + key
    solve(form, roll_blanks=False)


def _show_odds(form: Element, raw: dict[str, Any], rolled_by_app: set[str]) -> bool:
    """Before the roll: the exact chance of a good answer with what is entered so far, in place of
    an answer the entries have since changed; False when there are no odds to show (odds shown
    for earlier entries are taken away)."""
    key = _key(form)
    line = CALCULATORS.odds(key, raw, rolled_by_app)
    slot = dom.by_id(part(key, "answer"))
    if line is None:
        if not dom.missing(slot.querySelector(".odds")):
            dom.set_html(slot, "")
        return False
    if not dom.missing(slot.querySelector(".headline:not(.odds), .total")):
        _pin(key, NOTHING_PINNED)  # the answer shown was worked out from other entries
        CALCULATORS.forget_answer(key)
    dom.set_html(slot, line)
    return True


def _pin(key: str, pinned: Pinned) -> None:
    """Keep the headline in view at the foot of the screen while the form is scrolled."""
    shown = dom.by_id(part(key, "pinned"))
    if shown is None or dom.missing(shown):
        return
    shown.textContent = pinned.headline or ""
    shown.classList.remove("tone-good", "tone-bad", "tone-neutral")  # answer-in-view stays as it is
    shown.classList.add(f"tone-{pinned.tone}")
    shown.hidden = not pinned.headline
