"""The dice roller's page: its presets and its log's Clear button.

The roller itself is a calculator (``pyrules.core.roller.ROLLER``) bound like the others by
``screen.forms``; a preset fills in its notation and rolls. Every roll in the app goes to the one
roll log (``screen.rolls``).
"""

from __future__ import annotations

from screen import dom, forms, rolls
from screen.browser import Event


def bind() -> None:
    form = dom.by_id("dice-form")
    for button in form.querySelectorAll("[data-preset]"):
        dom.on(button, "click", _on_preset)
    dom.on(dom.by_id("dice-log-clear"), "click", lambda _event: rolls.clear())
    rolls.show_log()


def _on_preset(event: Event) -> None:
    form = dom.by_id("dice-form")
    dom.by_id("dice--notation").value = event.currentTarget.dataset.preset
    forms.solve(form, roll_blanks=True)
