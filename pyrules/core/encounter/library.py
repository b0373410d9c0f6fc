"""Several saved encounters, each with an id ("e3") and a name, and which one is open.

Plain data: a Library is immutable, every change returns a new one, and
``to_dict``/``from_dict`` round-trip (schema 1; each encounter in its own schema).
RulesError names the field at fault: "encounters[1].encounter.combatants[2].name".
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from pyrules.core.errors import FromNewerVersion, RulesError

from pyrules.core.encounter import check
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.history import DEFAULT_LIMIT

LIBRARY_SCHEMA = 1
MOST_SAVED = 200
TITLE_LONGEST = 60


@dataclass(frozen=True)
class Saved:
    id: str
    name: str
    encounter: Encounter


@dataclass(frozen=True)
class Summary:
    """One line of the list of saved encounters."""

    id: str
    name: str
    plugin: str
    round: int
    combatants: int
    ended: bool
    current: bool


@dataclass(frozen=True)
class Library:
    saved: tuple[Saved, ...] = ()
    current: str | None = None
    next_id: int = 1

    @property
    def open_id(self) -> str:
        """The open encounter's id (a tracker session always has one open)."""
        if self.current is None:
            raise RulesError("No saved encounter is open.", "id")
        return self.current

    def entry(self, saved_id: str) -> Saved:
        for s in self.saved:
            if s.id == saved_id:
                return s
        raise RulesError(f"No saved encounter “{saved_id}”.", "id")

    def get(self, saved_id: str) -> Encounter:
        return self.entry(saved_id).encounter

    def create(self, name: str, plugin_key: str = "generic", *, limit: int = DEFAULT_LIMIT) -> Library:
        """A new empty encounter, which becomes the open one (its id is the new ``current``)."""
        if len(self.saved) >= MOST_SAVED:
            raise RulesError(f"Keep at most {MOST_SAVED} encounters: delete an old one first.", "name")
        saved = Saved(f"e{self.next_id}", check.text(name, "name", longest=TITLE_LONGEST),
                      Encounter.new(plugin_key, limit=limit))
        return Library(self.saved + (saved,), saved.id, self.next_id + 1)

    def _swap(self, old: Saved, new: Saved) -> Library:
        return replace(self, saved=tuple(new if s is old else s for s in self.saved))

    def put(self, saved_id: str, encounter: Encounter) -> Library:
        """Store ``encounter`` (after a change) under ``saved_id``."""
        if not isinstance(encounter, Encounter):
            raise RulesError("Only an Encounter can be saved.", "encounter")
        old = self.entry(saved_id)
        return self._swap(old, replace(old, encounter=encounter))

    def rename(self, saved_id: str, name: str) -> Library:
        old = self.entry(saved_id)
        return self._swap(old, replace(old, name=check.text(name, "name", longest=TITLE_LONGEST)))

    def remove(self, saved_id: str) -> Library:
        old = self.entry(saved_id)
        return replace(self, saved=tuple(s for s in self.saved if s is not old),
                       current=None if self.current == saved_id else self.current)

    def open(self, saved_id: str) -> Library:
        return replace(self, current=self.entry(saved_id).id)

    def index(self) -> tuple[Summary, ...]:
        return tuple(
            Summary(s.id, s.name, s.encounter.plugin_key, s.encounter.round, len(s.encounter.combatants),
                    s.encounter.ended, s.id == self.current)
            for s in self.saved
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": LIBRARY_SCHEMA,
            "next_id": self.next_id,
            "current": self.current,
            "encounters": [{"id": s.id, "name": s.name, "encounter": s.encounter.to_dict()} for s in self.saved],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Library:
        if not isinstance(data, dict):
            raise RulesError("A saved library must be a JSON object.")
        check.only_keys(data, "", ("schema", "next_id", "current", "encounters"))
        version = check.whole(data.get("schema"), "schema", low=1)
        if version > LIBRARY_SCHEMA:
            raise FromNewerVersion("These encounters were saved by a newer version of the app.", "schema")
        next_id = check.whole(data.get("next_id"), "next_id", low=1)
        saved, ids = [], set()
        for i, raw in enumerate(check.listing(data.get("encounters"), "encounters", longest=MOST_SAVED)):
            path = check.item("encounters", i)
            raw = check.mapping(raw, path)
            check.only_keys(raw, path, ("id", "name", "encounter"))
            saved_id = check.ident(raw.get("id"), check.at(path, "id"), "e")
            if saved_id in ids or check.id_number(saved_id) >= next_id:
                check.fail(check.at(path, "id"), "must be unique and below next_id")
            ids.add(saved_id)
            name = check.text(raw.get("name"), check.at(path, "name"), longest=TITLE_LONGEST)
            try:
                encounter = Encounter.from_dict(raw.get("encounter"))
            except RulesError as error:
                raise check.renamed(error, check.at(path, "encounter"), locate=True) from None
            saved.append(Saved(saved_id, name, encounter))
        current = data.get("current")
        if current is not None and check.ident(current, "current", "e") not in ids:
            check.fail("current", "names no saved encounter")
        return cls(tuple(saved), current, next_id)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> Library:
        return cls.from_dict(check.loads(text, "encounters file"))
