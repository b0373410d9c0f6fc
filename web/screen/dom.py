"""Small helpers for the DOM: finding elements, listening, showing errors beside fields.

The page's edge: an element found here, or an event handed to a listener bound here, is typed as
``screen.browser`` says the page uses it."""

from __future__ import annotations

from typing import Any, Callable

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull

from screen.browser import Document, Element, Event, EventTarget

document: Document = js.document
_listeners: list[Any] = []  # proxies live as long as the page


def by_id(element_id: str) -> Element:
    """The element of the page with this id (missing: see ``missing``)."""
    return document.getElementById(element_id)


def made(tag: str) -> Element:
    """A new element, not yet on the page."""
    return document.createElement(tag)


def missing(value: object) -> bool:
    """Whether a DOM answer is empty: JS null and undefined arrive as None or pyodide's jsnull."""
    return value is None or value == jsnull


def attr(element: Element, name: str) -> str | None:
    """An element's attribute as text, or None when it has none."""
    value = element.getAttribute(name)
    return None if missing(value) else str(value)


def on(target: EventTarget, event: str, handler: Callable[[Event], object]) -> None:
    """Call ``handler(event)`` on ``event``; a RulesError never escapes to the console."""
    proxy = create_proxy(handler)
    _listeners.append(proxy)
    target.addEventListener(event, proxy)


def later(handler: Callable[[], object], milliseconds: int = 0) -> None:
    """Call ``handler()`` once, ``milliseconds`` from now (its proxy is freed once it has run)."""
    js.setTimeout(create_once_callable(lambda *_: handler()), milliseconds)


class AfterPaint:
    """Runs ``handler`` once the page has painted what the current task drew: from a frame's
    callback, as the next task. Asked again before it ran, it runs once. A hidden tab paints no
    frames, so it also runs a moment later whatever happens."""

    def __init__(self, handler: Callable[[], object]) -> None:
        self.handler = handler
        self.due = False
        self._run = create_proxy(self._fire)
        self._after_frame = create_proxy(lambda *_: js.setTimeout(self._run, 0))
        _listeners.extend((self._run, self._after_frame))

    def soon(self) -> None:
        if not self.due:
            self.due = True
            js.requestAnimationFrame(self._after_frame)
            js.setTimeout(self._run, 250)

    def _fire(self, *_: object) -> None:
        if self.due:
            self.due = False
            self.handler()


def set_html(element: Element, markup: str) -> None:
    """Replace an element's content with markup built by ``screen.markup`` (escaped by construction)."""
    element.innerHTML = markup


def clear_field_errors(form: Element) -> None:
    """Clear the message beside every field of ``form`` that shows one (found in two queries,
    not one lookup per field: a calculator has up to thirty)."""
    for slot in form.querySelectorAll("[data-field] .field-error:not([hidden])"):
        slot.textContent = ""
        slot.hidden = True
    for control in form.querySelectorAll("[data-field] [aria-invalid], [data-field][aria-invalid]"):
        control.removeAttribute("aria-invalid")


def field_error(control_id: str, message: str | None) -> None:
    """Show (or clear) the message beside a field and mark the field invalid."""
    slot = by_id(f"{control_id}-error")
    control = by_id(control_id)
    if slot is not None:
        slot.textContent = message or ""
        slot.hidden = not message
    if control is not None:
        if message:
            control.setAttribute("aria-invalid", "true")
        else:
            control.removeAttribute("aria-invalid")


def dispatch(name: str, detail: object = None) -> None:
    event = js.CustomEvent.new(name, js.Object.fromEntries([["detail", detail]]))
    document.dispatchEvent(event)


def notice(message: str, action_label: str | None = None, action: Callable[[], object] | None = None) -> None:
    """A message across the top of the page, with an optional button."""
    banner = by_id("notice")
    banner.textContent = ""
    text = made("span")
    text.textContent = message
    banner.appendChild(text)
    if action_label and action:
        button = made("button")
        button.type = "button"
        button.textContent = action_label
        on(button, "click", lambda _e: action())
        banner.appendChild(button)
    close = made("button")
    close.type = "button"
    close.textContent = "Dismiss"
    on(close, "click", lambda _e: setattr(banner, "hidden", True))
    banner.appendChild(close)
    banner.hidden = False


def download(filename: str, text: str, mime: str = "application/json") -> None:
    """Offer ``text`` as a file download."""
    blob = js.Blob.new([text], js.Object.fromEntries([["type", mime]]))
    url = js.URL.createObjectURL(blob)
    link = made("a")
    link.href = url
    link.download = filename
    document.body.appendChild(link)
    link.click()
    link.remove()
    later(lambda: js.URL.revokeObjectURL(url), 1000)


def read_file(event: Event, handler: Callable[[str], object], control_id: str) -> None:
    """Read the file chosen in a file input as text and pass it to ``handler(text)``.

    A file too large to be the app's is refused before it is read; a failure to read it, or an
    error inside ``handler``, is said beside the control, never lost inside the promise.
    """
    from keeping.json_text import MAX_TEXT

    files = event.target.files
    if not files.length:
        return
    chosen = files.item(0)
    if chosen.size > MAX_TEXT:
        field_error(control_id, f"Nothing was read: the file is too large to be a pyrules file "
                                f"(at most {MAX_TEXT // 1_000_000} MB).")
        event.target.value = ""
        return

    def done(text: str) -> None:
        try:
            handler(text)
        except Exception as error:  # reported, never swallowed by the promise
            field_error(control_id, f"Something went wrong reading the file: {str(error)[:160]}")

    def failed(_error: object) -> None:
        field_error(control_id, "The file could not be read.")

    on_done, on_failed = create_proxy(done), create_proxy(failed)
    _listeners.extend((on_done, on_failed))
    chosen.text().then(on_done).catch(on_failed)


def form_values(form: Element) -> dict[str, Any]:
    """What a form holds, by field name: text as typed, flags as bools, toggles as lists of values."""
    raw: dict[str, Any] = {}
    for element in form.elements:
        name = element.name
        if not name:
            continue
        if element.type == "checkbox":
            if not missing(element.closest("fieldset.field-flags")):
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
