"""The saved encounters as a tracker session keeps them: a new one, another opened, the open one
renamed, deleted, exported as a file, and an encounter file imported.

The encounters themselves are a ``pyrules.core.encounter.library.Library``; this is the session's
side: what its book keeps, which one is open, and what each step answers.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from pyrules import rulesets
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.session_parts import Tracker
from pyrules.core.encounter.shown import DONE, Conflict, Shown, Question
from pyrules.core.errors import RulesError

FIRST_NAME = "Encounter 1"


class EncounterSteps:
    """The steps on a session's saved encounters (``session.library``, kept in its book).
    ``session`` is the tracker session they are taken for."""

    def __init__(self, session: Tracker) -> None:
        self.session = session

    def create(self, name: str, encounter: Encounter | None = None) -> None:
        """A new encounter under an id no tab uses yet, opened and saved."""
        session = self.session
        library = session.library.create(name, session.plugin.key)
        while session.book.is_taken(library.open_id):  # another tab made one meanwhile
            session.library = session.book.load()
            library = session.library.create(name, session.plugin.key)
        if encounter is not None:
            library = library.put(library.open_id, encounter)
        session.book.save(library.entry(library.open_id))
        session.library = library
        session.book.remember_open(library.open_id)

    def reload(self) -> None:
        """Every encounter as storage holds it now; the open one stays open if it still exists."""
        session = self.session
        current = session.library.current
        session.library = session.book.load()
        if current in {s.id for s in session.library.saved}:
            session.library = session.library.open(current)
        elif session.library.current is None:
            self.create(FIRST_NAME)
        session.settle()

    def new(self) -> Shown:
        """A new encounter, opened."""
        self.create(f"Encounter {self.session.library.next_id}")
        self.session.on_screen = self.session.on_screen.closed()
        return DONE

    def open(self, saved_id: str) -> Shown:
        """Another saved encounter, opened."""
        session = self.session
        session.library = session.library.open(saved_id)
        session.book.remember_open(session.library.open_id)
        session.on_screen = session.on_screen.closed()
        return DONE

    def rename(self, name: str | None = None) -> Shown:
        """Name the open encounter; without a name, the question that asks for one."""
        session = self.session
        if name is None:
            return Shown(ask=Question("Name this encounter", session.encounter_name), redraw=False)
        library = session.library.rename(session.library.open_id, name)
        try:
            session.book.save(library.entry(library.open_id))
        except Conflict:
            return session.merge(None)
        session.library = library
        return DONE

    def delete(self, *, confirmed: bool = False) -> Shown:
        """Delete the open encounter, once the player said yes; the last one left is opened."""
        session = self.session
        entry = session.library.entry(session.library.open_id)
        if not confirmed:
            return Shown(ask=Question(f"Delete “{entry.name}”? Export it first to keep a copy."), redraw=False)
        session.book.remove(entry.id)
        session.library = session.library.remove(entry.id)
        if session.library.saved:
            session.library = session.library.open(session.library.saved[-1].id)
            session.book.remember_open(session.library.open_id)
        else:
            self.create(FIRST_NAME)
        session.settle()
        return DONE

    def export(self) -> Shown:
        """The open encounter as a file."""
        session = self.session
        entry = session.library.entry(session.library.open_id)
        text = json.dumps({"pyrules": "encounter", "name": entry.name, "encounter": entry.encounter.to_dict()},
                          ensure_ascii=False, indent=1)
        return Shown(download=(f"pyrules-{session.ruleset}-{_slug(entry.name)}.json", text), redraw=False)

    def import_file(self, data: object, showable: Callable[[Encounter], Any] = Encounter.view) -> Shown:
        """An encounter file's data, checked (``showable`` raises for one that cannot be drawn),
        kept as a new encounter and opened. RulesError says why nothing was imported."""
        session = self.session
        if not isinstance(data, dict) or data.get("pyrules") != "encounter" or not isinstance(
                data.get("encounter"), dict):
            raise RulesError("This is not a pyrules encounter file.")
        other = data["encounter"].get("plugin")
        if other != session.plugin.key:
            named = rulesets.ruleset(other).name if other in rulesets.KEYS else "another game"
            raise RulesError(f"This encounter is for {named}: open that game's tracker to import it.")
        encounter = Encounter.from_dict(data["encounter"])
        showable(encounter)  # it must be showable before it is kept
        given = data.get("name")
        name = given if isinstance(given, str) and given.strip() else "Imported"
        before = session.library
        try:
            self.create(name.strip()[:60], encounter)
        except RulesError:
            session.library = before
            raise
        session.on_screen = session.on_screen.closed()
        return DONE


def _slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-") or "encounter"
