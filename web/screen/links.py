"""Links that share a calculator: its "Copy link", and a link opened at it.

A link holds the calculator's own fields and the seed of its answer's dice
(``pyrules.core.link``), never anything of the trackers. Opened, it fills in the form, each
value checked as the form checks it (a bad one's message beside its field), and shows the same
answer with the same dice; the form is then kept like anything the player typed. A table row's
link (#table-G2?row=5) is the pre-Python script's: tables are read before Python starts.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_once_callable

from pyrules.core import link
from pyrules.core.errors import RulesError
from screen import dom, forms, widgets
from screen.browser import Element, Event
from screen.calculators import tool_for
from screen.ids import field_id, part
from screen.markup import h, join

SAID_FOR = 2500  # milliseconds "Link copied" stays beside the button

# The clipboard where the browser offers it: a promise of whether the text was copied.
_copy = js.Function.new("text", """
    if (!navigator.clipboard || !window.isSecureContext) return Promise.resolve(false);
    return navigator.clipboard.writeText(text).then(() => true, () => false);""")


def bind() -> None:
    """Copy a calculator's link from its button; fill in a calculator opened at a link, now
    and whenever one is opened later (a link pasted into this tab)."""
    dom.on(dom.document, "click", _on_copy)
    dom.on(dom.document, "pyrules:view", lambda _event: open_link())
    open_link()


def _form(key: str) -> Element | None:
    """The calculator form of ``key`` in the page, or None (an address is matched against the
    page's forms, never put in a selector)."""
    for form in dom.document.querySelectorAll("form[data-tool]"):
        if str(form.dataset.tool) == key:
            return form
    return None


def address(key: str) -> str:
    """The address of calculator ``key`` as it stands: the inputs and dice of the answer it
    shows, or what its form holds when it shows none."""
    form = _form(key)
    if form is None:
        raise ValueError(f"The page has no calculator “{key}”.")  # the page's fault, not the player's
    return forms.CALCULATORS.address(key, widgets.read(form, tool_for(key).fields))


def _on_copy(event: Event) -> None:
    button = event.target.closest("[data-copy-link]")
    if dom.missing(button):
        return
    key = str(button.dataset.copyLink)
    try:
        url = str(js.location.href).split("#")[0] + address(key)
    except RulesError as error:
        _say(key, error.message)
        return
    _copy(url).then(create_once_callable(lambda copied: _copied(key, url, copied)))


def _copied(key: str, url: str, copied: bool) -> None:
    """Say the link was copied; where the browser would not copy it, offer it to select."""
    slot = dom.by_id(part(key, "link"))
    if copied:
        slot.textContent = "Link copied"

        def unsay() -> None:
            if slot.textContent == "Link copied":
                slot.textContent = ""

        dom.later(unsay, SAID_FOR)
        return
    box = part(key, "link-text")
    dom.set_html(slot, join([h("label", {"for": box}, "Copy this link:"),
                             h("input", {"id": box, "type": "text", "readonly": True, "value": url,
                                         "class": "link-text", "autocomplete": "off", "spellcheck": "false"})]))
    dom.by_id(box).select()


def _say(key: str, message: str) -> None:
    slot = dom.by_id(part(key, "link"))
    if not dom.missing(slot):
        slot.textContent = message


def open_link() -> None:
    """Fill in the calculator the address opened at (#gurps-skill?base=12&roll=10&seed=…) and
    show its answer, once: the address then names the calculator alone, so a reload or Back
    shows what the player has done since."""
    key, query = link.split(str(js.location.hash))
    form = _form(key) if query else None
    if form is None:  # no link, its views still on their way, or not a calculator's (a table row)
        return
    js.history.replaceState(js.history.state, "", "#" + key)
    tool, calculators = tool_for(key), forms.CALCULATORS
    try:
        linked = calculators.linked(key, query)
    except RulesError as error:
        _say(key, error.message)
        return
    for control in form.elements:
        control.removeAttribute("data-rolled")  # the link's own blanks are rolled with its dice
    widgets.restore(form, tool.fields, calculators.link_entries(key, linked))
    # As if typed: the form is kept, the fields shown for its choices follow, a live form answers.
    form.dispatchEvent(js.Event.new("input", js.Object.fromEntries([["bubbles", True]])))
    errors = calculators.link_errors(key, linked, widgets.read(form, tool.fields))
    if errors:
        for f in tool.fields:
            dom.field_error(field_id(key, f.name), errors.get(f.name))
        dom.set_html(dom.by_id(part(key, "answer")), "")
        pinned = dom.by_id(part(key, "pinned"))
        if not dom.missing(pinned):
            pinned.hidden = True
    elif linked.seed is not None or linked.rolled:
        forms.solve(form, roll_blanks=linked.rolled, seed=linked.seed)
    _say(key, " ".join(linked.problems))
