"""Start the page's Python: bind every tool, switch the calculators on, say so."""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy

from screen import backup, dice_roller, dom, encounters, forms, links, routes, selfcheck, storage


def start() -> None:
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
    dom.dispatch("pyrules:ready")
    routes.bind()
    dom.later(_warm, 30)


def _part(name: str) -> None:
    """Mark a part of the start for the bench (a User Timing mark, "pyrules: …")."""
    js.performance.mark(f"pyrules: {name}")


def _warm() -> None:
    """Work one chance out once the page is ready (its modules imported), so the first asked is quick."""
    from pyrules.core.odds import chance

    chance("3d6", at_most=10)
