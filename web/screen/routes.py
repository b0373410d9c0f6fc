"""What happens when a view opens: a tracker is loaded the first time it is shown.

The tracker's modules (and the encounter engine) are imported then, not at start,
so the calculators switch on sooner.
"""

from __future__ import annotations

import importlib

import js

from screen import dom

TRACKER = "-tracker"


def _open(view: str) -> None:
    if view.endswith(TRACKER):
        importlib.import_module("screen.tracker").open_tracker(view[: -len(TRACKER)])


def bind() -> None:
    dom.on(dom.document, "pyrules:view", lambda event: _open(str(event.detail.view)))
    _open(str(js.location.hash)[1:])
