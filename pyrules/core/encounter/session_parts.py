"""What a tracker session's step classes (``EncounterSteps``, ``CardSteps``, ``ExchangeSteps``,
``ReminderRolls``) read and change of it, and the book it keeps its records in, as protocols:
each step class is handed the session as a ``Tracker``, so none imports the session itself.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from pyrules.core.encounter.actions import Action
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.exchange import Exchange
from pyrules.core.encounter.library import Library, Saved
from pyrules.core.encounter.on_screen import OnScreen
from pyrules.core.encounter.shown import Shown
from pyrules.core.encounter.plugins import Plugin
from pyrules.core.encounter.roster import Member, Roster


class Book(Protocol):
    """Where a ruleset's saved encounters and roster cards are kept (the browser's storage on the
    page)."""

    def load(self) -> Library: ...
    def reload(self, saved_id: str) -> tuple[str, Encounter] | None: ...
    def changed_elsewhere(self, saved_id: str) -> bool: ...
    def save(self, saved: Saved, *, force: bool = False) -> bool: ...
    def remove(self, saved_id: str) -> None: ...
    def is_taken(self, saved_id: str) -> bool: ...
    def encounter_of(self, key: str) -> str | None: ...
    def is_member(self, key: str) -> bool: ...
    def remember_open(self, saved_id: str | None) -> None: ...
    def load_roster(self) -> Roster: ...
    def save_member(self, member: Member) -> bool: ...
    def remove_member(self, member_id: str) -> None: ...


class Pools(Protocol):
    """The pool each combatant's keypad took last (``PoolsInMemory``; the page keeps them in the
    tab's session storage)."""

    def get(self, encounter_id: str, cid: str) -> str | None: ...
    def remember(self, encounter_id: str, cid: str, pool: str) -> None: ...


class Tracker(Protocol):
    """The session as its step classes see it."""

    ruleset: str
    plugin: Plugin
    name: str
    book: Book
    rng: random.Random
    library: Library
    roster: Roster
    on_screen: OnScreen
    # (encounter id, the encounter as kept, the change to make again) until written
    unkept: tuple[str, Encounter, Callable[[Encounter], Encounter] | None] | None

    @property
    def encounter(self) -> Encounter: ...
    @property
    def encounter_name(self) -> str: ...
    @property
    def exchange(self) -> Exchange | None: ...
    def settle(self) -> None: ...
    def merge(self, make: Callable[[Encounter], Encounter] | None) -> Shown: ...
    def apply(self, action: Action) -> Shown: ...
    def update(self, make: Callable[[Encounter], Encounter], *, merge: bool = True) -> Shown: ...
