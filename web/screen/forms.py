"""Every calculator form: read the fields, ask the tool, render its answer.

Forms are pre-rendered from each Tool's fields; this binds them. A ruleset's
package is imported the first time one of its forms is used. What the player
entered is kept, so a reload shows the same form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import js

from pyrules import rulesets
from pyrules.core.errors import RulesError
from pyrules.core.roller import ROLLER
from screen import dom, roll_log, rolls, storage, widgets
from screen.ids import field_id, part
from screen.problems import check_headline, problems, problems_html, refusal_html

if TYPE_CHECKING:
    import random

    from screen.encounters import OpenEncounters

FORMS_KEY = "forms"
ANSWERS_KEY = "answers"  # by tool: the inputs and dice its last answer was worked out from
_tools = {ROLLER.key: ROLLER}
_rngs: list[random.Random] = []


def _rng():
    """One random.Random for the page's calculators, made on first use (start-up stays short)."""
    if not _rngs:
        import random

        _rngs.append(random.Random())
    return _rngs[0]


def tool_for(key: str):
    """The Tool behind a form, importing its ruleset on first use."""
    if key not in _tools:
        for tool in rulesets.ruleset(rulesets.ruleset_of_tool(key)).tools:
            _tools[tool.key] = tool
    return _tools[key]


_encounters: list[OpenEncounters] = []  # what the calculators reach of the trackers (screen.encounters.OpenEncounters)


def bind(*, encounters) -> None:
    """Listen once on the document for every calculator form (one listener per kind of event);
    ``encounters`` lists a ruleset's combatants and applies an answer's Effect to one."""
    _encounters[:] = [encounters]
    _restore_forms()
    dom.on(dom.document, "pyrules:views", lambda _event: _restore_forms())  # a ruleset's views arrived
    dom.on(dom.document, "input", _on_input)
    dom.on(dom.document, "submit", _on_submit)
    dom.on(dom.document, "reset", _on_reset)
    dom.on(dom.document, "click", _on_roll_field)
    dom.on(dom.document, "click", _on_apply)
    dom.on(dom.document, "click", _on_focus_field)
    dom.on(dom.document, "pyrules:view", lambda event: _show_last_answer(str(event.detail.view)))
    _show_last_answer(str(js.location.hash)[1:])


_restored: set[str] = set()  # the forms given back what the player last typed in them


def _restore_forms() -> None:
    """Give each form in the page that has not had it yet what the player last typed in it."""
    saved = storage.load(FORMS_KEY, {}, _read_saved)
    if ROLLER.key not in saved and rolls.older_entry():
        saved[ROLLER.key] = rolls.older_entry()
    # Saved keys are stored data: they are matched against the page's forms, never put in a selector.
    forms = {str(form.dataset.tool): form for form in dom.document.querySelectorAll("form[data-tool]")}
    for key in forms.keys() - _restored:
        _restored.add(key)
        if key in saved:
            widgets.restore(forms[key], tool_for(key).fields, saved[key])


def _show_last_answer(key: str) -> None:
    """A calculator opened after a reload shows the answer it last gave, worked out again from the
    inputs it was given with the same dice (never stored markup)."""
    answers = storage.load(ANSWERS_KEY, {}, _read_saved)
    if key not in answers:
        _odds_on_opening(key)
        return
    slot = dom.by_id(part(key, "answer"))
    if dom.missing(slot) or not dom.missing(slot.querySelector(".headline, .total")):
        return
    saved = answers[key]
    try:
        if isinstance(saved.get("raw"), dict):
            raw, rng, rolled = saved["raw"], _seeded(saved["seed"]), saved.get("rolled") is True
        else:  # as builds before kept it: the inputs alone, any roll filled in
            raw, rng, rolled = saved, _rng(), False
        _, answer = tool_for(key).answer(raw, rng, roll_optional=rolled)
    except Exception:  # inputs this build no longer reads: forget them quietly, the form still shows them
        answers.pop(key, None)
        storage.save(ANSWERS_KEY, answers)
        return
    from screen.pages import answer_html, tone_of

    dom.set_html(slot, answer_html(answer) + _apply_html(tool_for(key), answer))
    _pin(key, answer.headline, tone_of(answer.outcome))


def _odds_on_opening(key: str) -> None:
    """A calculator opened with no answer kept shows the odds of its roll with what it holds."""
    slot = dom.by_id(part(key, "answer"))
    form = None if slot is None or dom.missing(slot) else slot.closest("form[data-tool]")
    if form is None or dom.missing(form):
        return
    tool = tool_for(str(form.dataset.tool))
    _show_odds(tool, widgets.read(form, tool.fields))


def _seeded(seed):
    import random

    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("a remembered answer's dice are damaged")
    return random.Random(seed)


def last_answer(key: str) -> dict | None:
    """The inputs and dice the answer calculator ``key`` shows was worked out from
    ({"raw", "seed", "rolled"}), or None."""
    used = storage.load(ANSWERS_KEY, {}, _read_saved).get(key)
    return used if isinstance(used, dict) and isinstance(used.get("raw"), dict) else None


def _remember_answer(key: str, used: dict | None) -> None:
    answers = storage.load(ANSWERS_KEY, {}, _read_saved)
    if used is None:
        answers.pop(key, None)
    else:
        answers[key] = used
    storage.save(ANSWERS_KEY, answers)


def _tool_form(event):
    """The calculator form an event happened in, or None."""
    target = event.target
    form = target if target.tagName == "FORM" else target.closest("form")
    if dom.missing(form) or dom.missing(form.getAttribute("data-tool")):
        return None
    return form


def _read_saved(data):
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ValueError("saved calculator inputs are damaged")
    return data


def _remember(form) -> None:
    saved = storage.load(FORMS_KEY, {}, _read_saved)
    saved[form.dataset.tool] = widgets.read(form, tool_for(form.dataset.tool).fields)
    storage.save(FORMS_KEY, saved)


def _on_input(event) -> None:
    form = _tool_form(event)
    if form is None:
        return
    if str(event.target.id).endswith("--apply-to"):  # who the answer goes to: worked out with its numbers
        _chosen[rulesets.ruleset_of_tool(str(form.dataset.tool))] = str(event.target.value)
        _fill_from_target(form, str(event.target.value))
        return
    event.target.removeAttribute("data-rolled")  # the player typed this roll: keep it
    _remember(form)
    tool = tool_for(form.dataset.tool)
    if form.dataset.live == "true" or tool.odds_field or tool.before_roll:
        solve(form, roll_blanks=False)


def _on_submit(event) -> None:
    form = _tool_form(event)
    if form is None:
        return
    event.preventDefault()
    solve(form, roll_blanks=True)


def _on_reset(event) -> None:
    form = _tool_form(event)
    if form is None:
        return
    dom.later(lambda: (_remember(form), _clear(form)))  # type: ignore[func-returns-value]  # both run, in order


def _clear(form) -> None:
    tool = tool_for(form.dataset.tool)
    dom.clear_field_errors(form)
    dom.set_html(dom.by_id(part(tool.key, "answer")), "")
    _pin(tool.key, None)
    _remember_answer(tool.key, None)


def _on_roll_field(event) -> None:
    from pyrules.core.dice import roll

    button = event.target.closest("[data-roll-field]")
    if dom.missing(button):
        return
    form = button.closest("form")
    tool = tool_for(form.dataset.tool)
    field = next(f for f in tool.fields if f.name == button.dataset.rollField)
    control = dom.by_id(field_id(tool.key, field.name))
    result = roll(field.die, _rng())
    control.value = str(result.total)
    control.setAttribute("data-rolled", "true")
    _remember(form)
    solve(form, roll_blanks=False, rolled_here={field.name: result})


def solve(form, *, roll_blanks: bool, rolled_here: dict | None = None, seed: int | None = None) -> None:
    """Answer a form; an error shows beside its field and the form keeps working. ``seed``: the
    dice of an answer shown again (a shared link), which fall as they fell and are not logged again."""
    tool = tool_for(form.dataset.tool)
    raw = widgets.read(form, tool.fields)
    if roll_blanks:  # Roll rolls anew whatever the app rolled last time
        for f in tool.fields:
            if f.kind != "roll":
                continue
            control = dom.by_id(field_id(tool.key, f.name))
            if not dom.missing(control) and control.hasAttribute("data-rolled"):
                raw[f.name] = ""
    if not roll_blanks and not rolled_here and _show_odds(tool, raw):
        return  # the roll is still to be made: its odds, not an answer
    blank_rolls = [f for f in tool.fields
                   if f.kind == "roll" and f.required and not str(raw.get(f.name, "")).strip()]
    if blank_rolls and not roll_blanks:
        return
    if form.dataset.live != "true" and not roll_blanks and not rolled_here and seed is None:
        return  # a form that answers on its button only shows the odds as the player types
    dom.clear_field_errors(form)
    answer_slot = dom.by_id(part(tool.key, "answer"))
    replay = seed is not None
    if seed is None:
        seed = _rng().getrandbits(52)  # kept with the inputs: after a reload the same dice fall again
    try:
        values, answer = tool.answer(raw, _seeded(seed), roll_optional=roll_blanks)
    except RulesError as error:
        _remember_answer(tool.key, None)
        _show_problems(tool, raw, error, answer_slot, submitted=roll_blanks or bool(rolled_here))
        return
    rolled = [f for f in tool.fields if f.kind == "roll" and values.get(f.name) is not None
              and not str(raw.get(f.name, "")).strip()]
    for f in rolled:
        control = dom.by_id(field_id(tool.key, f.name))
        control.value = str(values[f.name])
        control.setAttribute("data-rolled", "true")
    from screen.pages import answer_html, tone_of

    dom.set_html(answer_slot, answer_html(answer) + _apply_html(tool, answer))
    if not replay:
        _hand_on(answer.passes)
    _remember_answer(tool.key, {"raw": raw, "seed": seed, "rolled": roll_blanks})
    if roll_blanks:
        _clear_for_next_roll(form, tool, values)
    if rolled or roll_blanks:
        _remember(form)
    if not replay:
        _log_rolls(tool, values, answer, rolled, rolled_here or {})
    _pin(tool.key, answer.headline, tone_of(answer.outcome))
    if roll_blanks:  # last, once everything is drawn: scrolling lays the page out
        answer_slot.scrollIntoView(js.Object.fromEntries([["block", "nearest"], ["behavior", "smooth"]]))


def _show_problems(tool, raw: dict, error: RulesError, answer_slot, *, submitted: bool) -> None:
    """Each message beside its field, and in the answer what to check, each a button to its field.
    On Roll (``submitted``), the first bad field is scrolled to and focused; as the player types,
    focus stays where it is."""
    found = problems(tool, raw, error)
    if not found:  # the rules refused the whole form, not one field
        dom.set_html(answer_slot, refusal_html(error.message))
        _pin(tool.key, error.message, "bad")
        if submitted:
            answer_slot.scrollIntoView(js.Object.fromEntries([["block", "nearest"]]))
        return
    for name, message in found:
        dom.field_error(field_id(tool.key, name), message)
    dom.set_html(answer_slot, problems_html(tool.key, found))
    _pin(tool.key, f"{check_headline(found)}: {found[0][1]}", "bad")
    if submitted:
        focus_field(field_id(tool.key, found[0][0]))


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


def _on_focus_field(event) -> None:
    button = event.target.closest("[data-focus-field]")
    if not dom.missing(button):
        focus_field(str(button.dataset.focusField))


def _hand_on(passes) -> None:
    """What an answer hands on to the calculator that comes next (a hit's location, a roll's
    total) fills in that calculator's form, or its kept entries when its view is not open yet."""
    handed: dict = {}
    for key, name, value in passes:
        handed.setdefault(key, {})[name] = str(value)
    if not handed:
        return
    saved = storage.load(FORMS_KEY, {}, _read_saved)
    for key, values in handed.items():
        form = dom.document.querySelector(f'form[data-tool="{key}"]')
        if dom.missing(form):
            saved[key] = {**saved.get(key, {}), **values}
        else:
            widgets.restore(form, tool_for(key).fields, values)
            saved[key] = widgets.read(form, tool_for(key).fields)
    storage.save(FORMS_KEY, saved)


_effects: dict = {}  # tool key -> the effect of the answer it shows
_chosen: dict = {}   # ruleset -> the combatant last chosen to apply to


def _apply_html(tool, answer):
    """The "Apply to" block under an answer that wounds; nothing for any other answer."""
    from screen.pages import apply_html

    _effects.pop(tool.key, None)
    if answer.effect is None:
        return ""
    _effects[tool.key] = answer.effect
    ruleset = rulesets.ruleset_of_tool(tool.key)
    combatants = _encounters[0].combatants(ruleset)
    return apply_html(tool.key, answer.effect, combatants, f"{ruleset}-tracker", _chosen.get(ruleset))


def _on_apply(event) -> None:
    """Apply the answer's wound to the chosen combatant, as one action the tracker can undo."""
    button = event.target.closest("[data-apply]")
    if dom.missing(button):
        return
    key = str(button.dataset.apply)
    effect = _effects.get(key)
    if effect is None:
        return
    ruleset = rulesets.ruleset_of_tool(key)
    chosen = str(dom.by_id(part(key, "apply-to")).value)
    form = dom.document.querySelector(f'form[data-tool="{key}"]')
    _chosen[ruleset] = chosen
    if _filled_for.get(key) != chosen and _fill_from_target(form, chosen, before_applying=True):
        return  # worked out again with the chosen combatant's numbers: shown, for another tap
    status = dom.by_id(part(key, "applied"))
    try:
        said = _encounters[0].apply(ruleset, chosen, effect)
    except RulesError as error:
        status.textContent = error.message
        return
    _chosen[ruleset] = chosen
    status.textContent = said + " "
    link = dom.document.createElement("a")
    link.href = f"#{ruleset}-tracker"
    link.textContent = "Open the tracker"
    status.appendChild(link)


_filled_for: dict = {}  # tool key -> the combatant whose numbers its form holds (None: nobody's)


def _entry(value):
    """A value as a form field holds it: the options ticked (a list, in any order), else text."""
    return sorted(value) if isinstance(value, (list, tuple, set, frozenset)) else str(value).strip()


def _said(f, value) -> str:
    """A value filled in, as the form shows it: the options ticked by their labels."""
    if isinstance(value, list):
        labels: dict[str, str] = dict(f.choices)
        # a value of unknown type takes dict.get's first overload (its default None): a str here
        return "; ".join(labels.get(v, v) for v in value) or "none"  # type: ignore[misc]
    return value


def _fill_from_target(form, cid: str, *, before_applying: bool = False) -> bool:
    """Refill the numbers of ``form`` that come from the combatant its answer goes to (its HP,
    its DR where the blow landed) and work the answer out again, saying so; False when they
    were already its own. Numbers the player then changes by hand (armor the card does not
    know) stand for that combatant."""
    tool = tool_for(str(form.dataset.tool))
    _filled_for[tool.key] = cid
    raw = widgets.read(form, tool.fields)
    name, own = _encounters[0].target_values(rulesets.ruleset_of_tool(tool.key), cid, tool.key, raw)
    changed = {f.name: _entry(own[f.name]) for f in tool.fields
               if f.name in own and _entry(raw.get(f.name, "")) != _entry(own[f.name])}
    if not changed:
        return False
    widgets.restore(form, tool.fields, changed)
    _remember(form)
    solve(form, roll_blanks=False)
    said = ", ".join(f"{f.label} {_said(f, changed[f.name])}" for f in tool.fields if f.name in changed)
    status = dom.by_id(part(tool.key, "applied"))
    if not dom.missing(status):
        status.textContent = (f"Worked out again with {name}’s numbers ({said}): tap Apply to apply it."
                              if before_applying else f"Filled in from {name}: {said}.")
    return True


def prefill(key: str, values: dict, combatant: str | None) -> None:
    """Open the calculator ``key`` filled in with ``values`` (what a field cannot take is left as
    it was), its answer to be applied to ``combatant`` by default (None: as it was)."""
    tool = tool_for(key)
    form = dom.document.querySelector(f'form[data-tool="{key}"]')
    accepted = {}
    for f in tool.fields:
        if f.name not in values:
            continue
        value = values[f.name]
        raw = ",".join(value) if isinstance(value, (list, tuple)) else str(value)
        try:
            f.parse(raw)
        except RulesError:
            continue
        accepted[f.name] = value if isinstance(value, (list, tuple)) else raw
    widgets.restore(form, tool.fields, accepted)
    _remember(form)
    if combatant is not None:
        _chosen[rulesets.ruleset_of_tool(key)] = combatant
    _filled_for[key] = combatant
    js.location.hash = "#" + key
    solve(form, roll_blanks=False)


def _source(tool) -> str:
    """Where a roll was made, as the roll log says it: "GURPS · Success roll", "Dice roller"."""
    if tool.key == ROLLER.key:
        return tool.title
    return f"{rulesets.entry(rulesets.ruleset_of_tool(tool.key)).tab} · {tool.title}"


def _log_rolls(tool, values: dict, answer, rolled: list, rolled_here: dict) -> None:
    """Keep the rolls the app made for this answer in the one roll log, with what they came to."""
    from screen.pages import tone_of

    source = _source(tool)
    made = []
    if answer.roll is not None:
        made.append(roll_log.entry(answer.roll.notation.text, answer.roll.total, answer.roll.faces,
                                   source=source, outcome=answer.headline, tone=tone_of(answer.outcome)))
    for f in tool.fields:
        if f.name in rolled_here:
            result = rolled_here[f.name]
            faces = result.faces
        elif f in rolled:
            faces = ()
        else:
            continue
        made.append(roll_log.entry(f.die, values[f.name], faces, source=f"{source}: {f.label}",
                                   outcome=answer.headline, tone=tone_of(answer.outcome)))
    if made:
        rolls.record(*made)


def _show_odds(tool, raw: dict) -> bool:
    """Before the roll: the exact chance of a good answer with what is entered so far, in place of
    an answer the entries have since changed; False when there are no odds to show (odds shown
    for earlier entries are taken away)."""
    from screen.odds import foreseen

    control = dom.by_id(field_id(tool.key, tool.odds_field)) if tool.odds_field else None
    rolled_by_app = {tool.odds_field} if control is not None and not dom.missing(control) \
        and control.hasAttribute("data-rolled") else set()
    line = foreseen(tool, raw, rolled_by_app)
    slot = dom.by_id(part(tool.key, "answer"))
    if line is None:
        if not dom.missing(slot.querySelector(".odds")):
            dom.set_html(slot, "")
        return False
    if not dom.missing(slot.querySelector(".headline:not(.odds), .total")):
        _pin(tool.key, None)  # the answer shown was worked out from other entries
        _remember_answer(tool.key, None)
    dom.set_html(slot, line)
    return True


def _clear_for_next_roll(form, tool, values: dict) -> None:
    """After a roll, put back the defaults of what the player chose not to keep (and the roll itself)."""
    cleared = tool.cleared_after_roll(values)
    if cleared:
        widgets.restore(form, cleared, widgets.defaults(cleared))


def _pin(key: str, headline: str | None, tone: str = "neutral") -> None:
    """Keep the headline in view at the foot of the screen while the form is scrolled."""
    pinned = dom.by_id(part(key, "pinned"))
    if pinned is None or dom.missing(pinned):
        return
    pinned.textContent = headline or ""
    pinned.classList.remove("tone-good", "tone-bad", "tone-neutral")  # answer-in-view stays as it is
    pinned.classList.add(f"tone-{tone}")
    pinned.hidden = not headline
