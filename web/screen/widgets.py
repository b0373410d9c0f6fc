"""One widget per kind of field: how it is drawn, read back, refilled and reset.

A calculator's or a tracker's form is its fields; each field's widget is the only
place that knows what its controls look like in the page. ``render`` is plain
Python (the build pre-renders every form); ``read`` and ``restore`` take the DOM
controls of their field and touch nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyrules.core.tools import Field
from screen.browser import Element
from screen.ids import field_id
from screen.markup import Markup, h
from screen.why import field_why

RADIO_LIMIT = 4  # a choice of this many options or fewer shows as chips, more as a list


def _named(form: Element) -> dict[str, list[Element]]:
    """The form's controls by name, found in one pass over them (no selector is built from a
    name, and a form of many fields is not walked once per field)."""
    named: dict[str, list[Element]] = {}
    for element in form.elements:
        named.setdefault(str(element.name), []).append(element)
    return named


class Widget:
    """A field drawn as one text-like control (an input or a list)."""

    def render(self, form_key: str, field: Field) -> Markup:
        fid = field_id(form_key, field.name)
        return h("div", {"class": f"field field-{field.kind}", "data-field": field.name},
                 h("label", {"for": fid}, field.label), self.control(fid, field), *_help_and_error(fid, field))

    def control(self, fid: str, field: Field) -> Markup:
        numeric = field.kind in ("int", "roll", "number")
        return h("input", {
            "id": fid, "name": field.name, "type": "text",
            "inputmode": ("decimal" if field.kind == "number" else "numeric") if numeric else None,
            "autocomplete": "off", "autocapitalize": "off", "spellcheck": "false",
            "value": self.default(field), "aria-describedby": _described(fid, field), "enterkeyhint": "go",
        })

    def read(self, controls: list[Element], field: Field) -> Any:
        return str(controls[0].value) if controls else None

    def restore(self, controls: list[Element], field: Field, value: Any) -> None:
        for control in controls:
            control.value = "" if value is None else str(value)

    def default(self, field: Field) -> Any:
        """What the form holds for ``field`` before the player touches it."""
        return "" if field.default is None else str(field.default)


class RollInput(Widget):
    """A die result the player types, or leaves blank, or rolls with the button beside it."""

    def control(self, fid: str, field: Field) -> Markup:
        box = h("input", {"id": fid, "name": field.name, "type": "text", "inputmode": "numeric",
                          "autocomplete": "off", "value": self.default(field),
                          "placeholder": f"blank: roll {field.die}", "aria-describedby": _described(fid, field),
                          "enterkeyhint": "go"})
        return h("div", {"class": "with-button"}, box,
                 h("button", {"type": "button", "class": "die-button", "data-roll-field": field.name,
                              "aria-label": f"Roll {field.die} for {field.label}"}, f"Roll {field.die}"))


class Select(Widget):
    """A choice among many options, as a list."""

    def control(self, fid: str, field: Field) -> Markup:
        labels = dict(field.choices)

        def option(value: str) -> Markup:
            return h("option", {"value": value, "selected": value == field.default}, labels[value])

        grouped = {value for _, values in field.groups for value in values}
        return h("select", {"id": fid, "name": field.name, "aria-describedby": _described(fid, field)},
                 [option(value) for value, _ in field.choices if value not in grouped],
                 [h("optgroup", {"label": heading}, [option(value) for value in values])
                  for heading, values in field.groups])

    def default(self, field: Field) -> Any:
        return field.default if field.default is not None else (field.choices[0][0] if field.choices else "")


class Checkbox(Widget):
    """A flag: one box, ticked or not."""

    def render(self, form_key: str, field: Field) -> Markup:
        fid = field_id(form_key, field.name)
        box = h("input", {"type": "checkbox", "id": fid, "name": field.name, "checked": bool(field.default),
                          "aria-describedby": _described(fid, field)})
        return h("div", {"class": "field field-flag", "data-field": field.name},
                 h("label", {"class": "check", "for": fid}, box, h("span", {}, field.label)),
                 *_help_and_error(fid, field))

    def read(self, controls: list[Element], field: Field) -> Any:
        return bool(controls and controls[0].checked)

    def restore(self, controls: list[Element], field: Field, value: Any) -> None:
        for control in controls:
            control.checked = value is True or value in ("true", "on", "1")

    def default(self, field: Field) -> Any:
        return bool(field.default)


class Chips(Widget):
    """A choice among a few options (radio chips), or any of several (checkbox chips)."""

    def __init__(self, many: bool) -> None:
        self.many = many

    def render(self, form_key: str, field: Field) -> Markup:
        fid = field_id(form_key, field.name)
        kind = "checkbox" if self.many else "radio"
        chosen = self._chosen(self.default(field))
        options = [h("label", {"class": "chip"},
                     h("input", {"type": kind, "name": field.name, "value": value, "checked": value in chosen}),
                     h("span", {}, label))
                   for value, label in field.choices]
        return h("fieldset", {"class": f"field field-{field.kind}", "data-field": field.name, "id": fid,
                              "aria-describedby": _described(fid, field)},
                 h("legend", {}, field.label), h("div", {"class": "chips"}, options), *_help_and_error(fid, field))

    @staticmethod
    def _chosen(value: Any) -> set[Any]:
        return set(value) if isinstance(value, (list, tuple, set, frozenset)) else {value}

    def read(self, controls: list[Element], field: Field) -> Any:
        checked = [str(c.value) for c in controls if c.checked]
        if self.many:
            return checked
        return checked[0] if checked else ""

    def restore(self, controls: list[Element], field: Field, value: Any) -> None:
        chosen = self._chosen(value if self.many else str(value))
        for control in controls:
            control.checked = str(control.value) in chosen

    def default(self, field: Field) -> Any:
        if self.many:
            return sorted(field.default or ())
        if field.default is not None:
            return field.default
        return field.choices[0][0] if field.choices else ""


_TEXT, _ROLL, _SELECT, _CHECKBOX, _RADIOS, _TOGGLES = (
    Widget(), RollInput(), Select(), Checkbox(), Chips(many=False), Chips(many=True))


def widget_for(field: Field) -> Widget:
    """The widget that draws and reads ``field``."""
    if field.kind == "flag":
        return _CHECKBOX
    if field.kind == "flags":
        return _TOGGLES
    if field.kind == "choice":
        return _RADIOS if len(field.choices) <= RADIO_LIMIT else _SELECT
    if field.kind == "roll":
        return _ROLL
    return _TEXT


def render(form_key: str, field: Field) -> Markup:
    """One labelled field of the form ``form_key``, with the slot its error message appears in;
    a field shown only for some values of others says when (``data-when``)."""
    markup = widget_for(field).render(form_key, field)
    if not field.when:
        return markup
    return h("div", {"class": "conditional", "data-when": when_attr(field)}, markup)


def read(form: Element, fields: Iterable[Field]) -> dict[str, Any]:
    """What the form holds, by field name, as the fields' widgets read it."""
    named = _named(form)
    return {f.name: widget_for(f).read(named.get(f.name, []), f) for f in fields}


def restore(form: Element, fields: Iterable[Field], values: dict[str, Any]) -> None:
    """Refill the form with ``values`` (by field name); fields not in ``values`` keep theirs."""
    named = _named(form)
    for f in fields:
        if f.name in values:
            widget_for(f).restore(named.get(f.name, []), f, values[f.name])


def defaults(fields: Iterable[Field]) -> dict[str, Any]:
    """What each field holds before the player touches it, by name."""
    return {f.name: widget_for(f).default(f) for f in fields}


def when_attr(field: Field) -> str | None:
    """``data-when`` for a field shown only for some values of others: "maneuver:aim,evaluate;roll_for:ranged"."""
    if not field.when:
        return None
    return ";".join(f"{name}:{','.join(values)}" for name, values in field.when)


def _described(fid: str, field: Field) -> str:
    return " ".join(x for x in (f"{fid}-help" if field.help else "", f"{fid}-error") if x)


def _help_and_error(fid: str, field: Field) -> tuple[Markup | None, Markup, Markup]:
    """The field's help, where its rule is printed folded behind "Why?", and its error (hidden)."""
    help_ = h("p", {"class": "field-help", "id": f"{fid}-help"}, field.help) if field.help else None
    return help_, field_why(field), h("p", {"class": "field-error", "id": f"{fid}-error", "hidden": True})
