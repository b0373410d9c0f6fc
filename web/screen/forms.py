"""Every calculator form: read the fields, ask the tool, render its answer.

Forms are pre-rendered from each Tool's fields; this binds them. A ruleset's
package is imported the first time one of its forms is used. What the player
entered is kept, so a reload shows the same form.
"""

from __future__ import annotations

import importlib
import random

from pyrules.core.errors import RulesError
from screen import dom, storage
from screen.pages import answer_html, field_id

FORMS_KEY = "forms"
_rng = random.Random()
_tools = {}


def tool_for(key: str):
    """The Tool behind a form, importing its ruleset on first use."""
    if key not in _tools:
        ruleset = importlib.import_module(f"pyrules.{key.split('-')[0]}.ruleset").RULESET
        for tool in ruleset.tools:
            _tools[tool.key] = tool
    return _tools[key]


def bind() -> None:
    saved = storage.load(FORMS_KEY, {}, _read_saved)
    for form in dom.document.querySelectorAll("form[data-tool]"):
        key = form.dataset.tool
        if key in saved:
            _restore(form, saved[key])
        dom.on(form, "input", _on_input)
        dom.on(form, "submit", _on_submit)
        dom.on(form, "reset", _on_reset)
        for button in form.querySelectorAll("[data-roll-field]"):
            dom.on(button, "click", _on_roll_field)


def _read_saved(data):
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ValueError("saved calculator inputs are damaged")
    return data


def _raw_values(form) -> dict:
    raw = {}
    for element in form.elements:
        name = element.name
        if not name:
            continue
        if element.type == "checkbox":
            if element.closest("fieldset.field-flags"):
                raw.setdefault(name, [])
                if element.checked:
                    raw[name].append(element.value)
            else:
                raw[name] = element.checked
        elif element.type == "radio":
            if element.checked:
                raw[name] = element.value
        else:
            raw[name] = element.value
    return raw


def _restore(form, raw: dict) -> None:
    for element in form.elements:
        name = element.name
        if not name or name not in raw:
            continue
        value = raw[name]
        if element.type == "checkbox":
            element.checked = (element.value in value) if isinstance(value, list) else bool(value)
        elif element.type == "radio":
            element.checked = element.value == value
        else:
            element.value = str(value)


def _remember(form) -> None:
    saved = storage.load(FORMS_KEY, {}, _read_saved)
    saved[form.dataset.tool] = _raw_values(form)
    storage.save(FORMS_KEY, saved)


def _on_input(event) -> None:
    form = event.currentTarget
    _remember(form)
    if form.dataset.live == "true":
        solve(form, roll_blanks=False)


def _on_submit(event) -> None:
    event.preventDefault()
    solve(event.currentTarget, roll_blanks=True)


def _on_reset(event) -> None:
    form = event.currentTarget
    dom.later(lambda: (_remember(form), _clear(form)))


def _clear(form) -> None:
    tool = tool_for(form.dataset.tool)
    for f in tool.fields:
        dom.field_error(field_id(tool.key, f.name), None)
    dom.set_html(dom.by_id(f"{tool.key}--answer"), "")


def _on_roll_field(event) -> None:
    from pyrules.core.dice import roll

    button = event.currentTarget
    form = button.closest("form")
    tool = tool_for(form.dataset.tool)
    field = next(f for f in tool.fields if f.name == button.dataset.rollField)
    control = dom.by_id(field_id(tool.key, field.name))
    control.value = str(roll(field.die, _rng).total)
    _remember(form)
    solve(form, roll_blanks=False)


def solve(form, *, roll_blanks: bool) -> None:
    """Answer a form; an error shows beside its field and the form keeps working."""
    tool = tool_for(form.dataset.tool)
    raw = _raw_values(form)
    blank_rolls = [f for f in tool.fields
                   if f.kind == "roll" and f.required and not str(raw.get(f.name, "")).strip()]
    if blank_rolls and not roll_blanks:
        return
    for f in tool.fields:
        dom.field_error(field_id(tool.key, f.name), None)
    answer_slot = dom.by_id(f"{tool.key}--answer")
    try:
        values, answer = tool.answer(raw, _rng)
    except RulesError as error:
        names = {f.name for f in tool.fields}
        if error.field in names:
            dom.field_error(field_id(tool.key, error.field), error.message)
            dom.set_html(answer_slot, "")
        else:
            dom.set_html(answer_slot, answer_html_error(error.message))
        return
    for f in blank_rolls:
        dom.by_id(field_id(tool.key, f.name)).value = str(values[f.name])
    if blank_rolls:
        _remember(form)
    dom.set_html(answer_slot, answer_html(answer))


def answer_html_error(message: str) -> str:
    from screen.markup import h

    return h("p", {"class": "headline tone-bad"}, message)
