"""The party roster: members kept between encounters, for one ruleset.

Plain data like the encounter: a Roster is immutable, every change returns a new
one, and ``to_dict``/``from_dict`` round-trip (schema 1; RulesError names the
field at fault). ``add_action`` turns members into one "add" action for an
encounter, so adding the party is a single undo step.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from pyrules.core.errors import RulesError

from pyrules.core.encounter import actions, check
from pyrules.core.encounter.model import SIDES, frozen_map
from pyrules.core.encounter.plugins import plugin

ROSTER_SCHEMA = 1
MOST_MEMBERS = 100


@dataclass(frozen=True)
class Member:
    id: str
    name: str
    side: str = "party"
    notes: str = ""
    stats: Mapping[str, Any] = field(default_factory=frozen_map)

    def __post_init__(self):
        object.__setattr__(self, "stats", frozen_map(self.stats))


@dataclass(frozen=True)
class Roster:
    plugin_key: str = "generic"
    members: tuple[Member, ...] = ()
    next_id: int = 1

    def member(self, member_id: str) -> Member:
        for m in self.members:
            if m.id == member_id:
                return m
        raise RulesError(f"No roster member “{member_id}”.", "id")

    def add(self, name: str, *, side: str = "party", notes: str = "", stats: dict | None = None) -> Roster:
        if len(self.members) >= MOST_MEMBERS:
            raise RulesError(f"The roster holds at most {MOST_MEMBERS} members.", "name")
        ruleset = plugin(self.plugin_key)
        member = Member(
            f"m{self.next_id}",
            check.text(name, "name", longest=actions.NAME_LONGEST),
            check.choice(side, "side", SIDES),
            check.text(notes, "notes", longest=actions.NOTES_LONGEST, empty=True),
            actions.stats(stats, ruleset),
        )
        return replace(self, members=self.members + (member,), next_id=self.next_id + 1)

    def edit(self, member_id: str, **changes: Any) -> Roster:
        """Change any of name, side, notes, stats (merged into the old ones)."""
        old = self.member(member_id)
        check.only_keys(changes, "", ("name", "side", "notes", "stats"))
        new = old
        if "name" in changes:
            new = replace(new, name=check.text(changes["name"], "name", longest=actions.NAME_LONGEST))
        if "side" in changes:
            new = replace(new, side=check.choice(changes["side"], "side", SIDES))
        if "notes" in changes:
            new = replace(new, notes=check.text(changes["notes"], "notes", longest=actions.NOTES_LONGEST,
                                                empty=True))
        if "stats" in changes:
            extra = actions.stats(changes["stats"], plugin(self.plugin_key), fill=False)
            new = replace(new, stats={**old.stats, **extra})
        return replace(self, members=tuple(new if m is old else m for m in self.members))

    def remove(self, member_id: str) -> Roster:
        old = self.member(member_id)
        return replace(self, members=tuple(m for m in self.members if m is not old))

    def add_action(self, member_ids: list[str] | None = None) -> dict:
        """One "add" action bringing these members (None: everyone) into an encounter."""
        chosen = self.members if member_ids is None else [self.member(i) for i in member_ids]
        if not chosen:
            raise RulesError("The roster is empty.", "id")
        return actions.add_many([
            actions.entry(m.name, side=m.side, stats=dict(m.stats), notes=m.notes) for m in chosen
        ])

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": ROSTER_SCHEMA,
            "plugin": self.plugin_key,
            "next_id": self.next_id,
            "members": [{"id": m.id, "name": m.name, "side": m.side, "notes": m.notes, "stats": dict(m.stats)}
                        for m in self.members],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Roster:
        if not isinstance(data, dict):
            raise RulesError("A saved roster must be a JSON object.")
        check.only_keys(data, "", ("schema", "plugin", "next_id", "members"))
        version = check.whole(data.get("schema"), "schema", low=1)
        if version > ROSTER_SCHEMA:
            raise RulesError("This roster was saved by a newer version of the app.", "schema")
        key = check.text(data.get("plugin"), "plugin", longest=40)
        ruleset = plugin(key)
        next_id = check.whole(data.get("next_id"), "next_id", low=1)
        members, ids = [], set()
        for i, raw in enumerate(check.listing(data.get("members"), "members", longest=MOST_MEMBERS)):
            path = check.item("members", i)
            raw = check.mapping(raw, path)
            check.only_keys(raw, path, ("id", "name", "side", "notes", "stats"))
            member_id = check.ident(raw.get("id"), check.at(path, "id"), "m")
            if member_id in ids or check.id_number(member_id) >= next_id:
                check.fail(check.at(path, "id"), "must be unique and below next_id")
            ids.add(member_id)
            members.append(Member(
                member_id,
                check.text(raw.get("name"), check.at(path, "name"), longest=actions.NAME_LONGEST),
                check.choice(raw.get("side"), check.at(path, "side"), SIDES),
                check.text(raw.get("notes"), check.at(path, "notes"), longest=actions.NOTES_LONGEST, empty=True),
                actions.stats(raw.get("stats"), ruleset, check.at(path, "stats"), fill=False, locate=True),
            ))
        return cls(key, tuple(members), next_id)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> Roster:
        return cls.from_dict(check.loads(text, "roster file"))
