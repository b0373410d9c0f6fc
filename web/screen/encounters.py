"""Each ruleset's tracker session, made the first time it is needed, and what the calculators
reach of it.

A session (``pyrules.core.encounter.session``) is made over the app's one store when its
tracker is opened or a calculator first offers an answer to its combatants; it then follows
another tab's writes. The tracker page draws it and ``follow``s it, so a change made from a
calculator or in another tab is drawn too. The calculators are given ``OPEN_ENCOUNTERS`` at start
(``screen.forms.bind``): the open encounter's combatants, and an answer's wound applied to one.
The encounter engine is imported only then, not at start.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

import js

from pyrules.core.errors import RulesError
from keeping.store import PREFIX
from screen import dom, storage
from screen.browser import Event

if TYPE_CHECKING:
    from pyrules.core.answers import Effect
    from pyrules.core.encounter.session import Session
    from pyrules.core.encounter.shown import Shown

# What draws a session's shown, or what refusing a change said (its tracker page, once opened).
Show = Callable[["Shown | None", "RulesError | None"], None]

_rng = random.Random()  # the trackers' dice (a quick start reseeds it)
_sessions: dict[str, Session] = {}
_followers: dict[str, Show] = {}  # ruleset -> what draws a session's shown (its tracker page, once opened)
_keeping: dict[str, dom.AfterPaint] = {}  # ruleset -> its session's change written once the page has painted it


def session(ruleset: str) -> Session:
    """The ruleset's tracker session, made now if it was not yet."""
    if ruleset not in _sessions:
        from pyrules import rulesets
        from pyrules.core.encounter.session import Session
        from screen.pool_memory import PoolMemory
        from keeping.tracker_store import TrackerStore

        book = TrackerStore(storage.STORE, ruleset, rulesets.tracker(ruleset).key)
        made = _sessions[ruleset] = Session(ruleset, book, rng=_rng, pools=PoolMemory(ruleset))
        _keeping[ruleset] = dom.AfterPaint(lambda: _keep(ruleset))
        dom.on(js.window, "storage", lambda event: _another_tab_wrote(ruleset, made, event))
        dom.on(js.window, "pagehide", lambda _event: _keep(ruleset))
    return _sessions[ruleset]


def _keep(ruleset: str) -> None:
    """Write the session's change shown but not yet kept, as the tracker page does after paint
    (what refusing it said is drawn where the tracker is, else in the notice)."""
    try:
        _tell(ruleset, _sessions[ruleset].keep)
    except RulesError as error:
        if ruleset not in _followers:
            dom.notice(error.message)


def follow(ruleset: str, show: Show) -> None:
    """``show(shown, error)`` draws what a change made outside the tracker page did."""
    _followers[ruleset] = show


def _tell(ruleset: str, change: Callable[[], Shown]) -> Shown:
    """Make ``change()`` on a session and have what it did drawn; RulesError is passed on."""
    try:
        shown = change()
    except RulesError as error:
        if ruleset in _followers:
            _followers[ruleset](None, error)
        raise
    if ruleset in _followers:
        _followers[ruleset](shown, None)
    elif shown.notice:
        dom.notice(shown.notice)
    return shown


def _another_tab_wrote(ruleset: str, made: Session, event: Event) -> None:
    """Another tab saved something: the session reads it if it is its own."""
    key = None if dom.missing(event.key) else str(event.key)
    if key is not None:  # the store's key; another site's is none of the session's (it still keeps its change)
        key = key[len(PREFIX):] if key.startswith(PREFIX) else ""
    try:
        _tell(ruleset, lambda: made.another_tab_wrote(key))
    except RulesError:
        pass  # said on the tracker page when it is open; a session without one has nothing to show it in


class OpenEncounters:
    """What a calculator reaches of the trackers: the open encounter of a ruleset."""

    def combatants(self, ruleset: str) -> list[tuple[str, str]]:
        """(id, name) of everyone in the ruleset's open encounter, in turn order."""
        return [(c.id, c.name) for c in session(ruleset).encounter.combatants]

    def target_values(self, ruleset: str, cid: str, tool_key: str, values: dict[str, Any]
                      ) -> tuple[str, dict[str, Any]]:
        """(the combatant's name, the values of calculator ``tool_key`` that come from it) for an
        answer to be applied to ``cid`` of the ruleset's open encounter; ("", {}) when it is gone."""
        board = session(ruleset)
        combatant = board.encounter.state.find(cid)
        if combatant is None:
            return "", {}
        return combatant.name, board.plugin.prefill.target_values(combatant, tool_key, values)

    def apply(self, ruleset: str, cid: str, effect: Effect) -> str:
        """Apply an answer's ``Effect`` to a combatant as one tracker action (undone in one tap),
        written once the page has painted it, as a tracker action is; what the log says of it.
        RulesError when it cannot be applied."""
        from pyrules.core.encounter import actions
        from pyrules.core.encounter.shown import InView

        board = session(ruleset)
        logged = len(board.encounter.log)

        def applied() -> Shown:  # its combatant brought into view, where the tracker is shown beside the calculator
            done = board.apply(actions.damage_from(effect, cid))
            return replace(done, in_view=(*done.in_view, InView("name", cid)))

        _tell(ruleset, applied)
        _keeping[ruleset].soon()
        return " ".join(e.text for e in board.encounter.log[logged:])


OPEN_ENCOUNTERS = OpenEncounters()
