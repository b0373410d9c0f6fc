"""Bind every tool of the page but a player's phone: the dice roller, the calculators (a link's
values read into them), the whole-app backup and what is kept in storage."""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy

from screen import backup, dice_roller, encounters, forms, links, selfcheck, storage


def bind() -> None:
    _part("page's modules imported")
    js.window.pyrulesSelfcheck = create_proxy(selfcheck.run_sample)
    js.window.pyrulesRandomSample = create_proxy(selfcheck.random_sample)
    dice_roller.bind()
    _part("dice roller bound")
    forms.bind(encounters=encounters.OPEN_ENCOUNTERS)
    _part("calculators bound")
    links.bind()  # after the forms: a link's values replace those the form was given back
    _part("link read")
    backup.bind()
    storage.bind()
    _part("tools bound")


def _part(name: str) -> None:
    """Mark a part of the start for the bench (a User Timing mark, "pyrules: …")."""
    js.performance.mark(f"pyrules: {name}")
