"""The party roster: members kept between encounters, for one ruleset.

Plain data like the encounter: a Roster is immutable, every change returns a new
one, and ``to_dict``/``from_dict`` round-trip (schema 1; RulesError names the
field at fault). ``add_action`` turns members into one "add" action for an
encounter, so adding the party is a single undo step.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Mapping

from pyrules.core.errors import FromNewerVersion, RulesError, shown

from pyrules.core.encounter import actions, check
from pyrules.core.encounter.card import ATTACKS, Attack, Opening, read_attacks
from pyrules.core.encounter.model import SIDES, frozen_map
from pyrules.core.encounter.naming import base_name, numbered
from pyrules.core.encounter.plugins import Plugin, plugin
from pyrules.core.encounter.words import with_article

ROSTER_SCHEMA = 1
MOST_MEMBERS = 100
MEMBER_PARTS = ("id", "name", "side", "notes", "stats", ATTACKS)  # all a stored card holds


@dataclass(frozen=True)
class Member:
    id: str
    name: str
    side: str = "party"
    notes: str = ""
    stats: Mapping[str, Any] = field(default_factory=frozen_map)
    attacks: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "stats", frozen_map(self.stats))
        object.__setattr__(self, "attacks", tuple(self.attacks))


def card_stats(raw: Any, ruleset: Plugin, path: str = "stats", *, fill: bool = True,
               locate: bool = False) -> dict[str, Any]:
    """A card's stats read by the ruleset's fields; one given as None, or a card field with no
    default that is not given, is left blank (not kept), for the ruleset to work out when the
    card joins an encounter. A stat no card of the ruleset holds is refused, naming it."""
    raw = {} if raw is None else check.mapping(raw, path)
    unknown = next((key for key in raw if key not in ruleset.card_stat_names), None)
    if unknown is not None:
        error = RulesError(f"{with_article(ruleset.name)} card has no stat “{shown(unknown)}”.", unknown)
        raise check.renamed(error, path, locate=locate)
    optional = {f.name for f in ruleset.card_form if f.default is None and not f.required}
    blank = {key for key, value in raw.items() if value is None} | (optional - set(raw))
    given = {key: value for key, value in raw.items() if value is not None}
    parsed = actions.stats(given, ruleset, path, fill=fill, locate=locate)
    try:
        return ruleset.card.check({key: value for key, value in parsed.items() if key not in blank})
    except RulesError as error:
        raise check.renamed(error, path, locate=locate) from None


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

    def add(self, name: str, *, side: str = "party", notes: str = "", stats: dict[str, Any] | None = None,
            attacks: Iterable[str] | None = None) -> Roster:
        if len(self.members) >= MOST_MEMBERS:
            raise RulesError(f"The roster holds at most {MOST_MEMBERS} members.", "name")
        ruleset = plugin(self.plugin_key)
        member = Member(
            f"m{self.next_id}",
            check.text(name, "name", longest=actions.NAME_LONGEST),
            check.choice(side, "side", SIDES),
            check.text(notes, "notes", longest=actions.NOTES_LONGEST, empty=True),
            card_stats(stats, ruleset),
            read_attacks(attacks, ruleset.card),
        )
        return replace(self, members=self.members + (member,), next_id=self.next_id + 1)

    def edit(self, member_id: str, **changes: Any) -> Roster:
        """Change any of name, side, notes, stats (merged into the old ones: None leaves one
        blank), attacks (all of them)."""
        old = self.member(member_id)
        check.only_keys(changes, "", ("name", "side", "notes", "stats", ATTACKS))
        new = old
        if "name" in changes:
            new = replace(new, name=check.text(changes["name"], "name", longest=actions.NAME_LONGEST))
        if "side" in changes:
            new = replace(new, side=check.choice(changes["side"], "side", SIDES))
        if "notes" in changes:
            new = replace(new, notes=check.text(changes["notes"], "notes", longest=actions.NOTES_LONGEST,
                                                empty=True))
        if "stats" in changes:
            ruleset = plugin(self.plugin_key)
            blank = {key for key, value in check.mapping(changes["stats"], "stats").items() if value is None}
            merged = {key: value for key, value in old.stats.items() if key not in blank}
            new = replace(new, stats=card_stats({**merged, **changes["stats"]}, ruleset, fill=False))
        if ATTACKS in changes:
            new = replace(new, attacks=read_attacks(changes[ATTACKS], plugin(self.plugin_key).card))
        return replace(self, members=tuple(new if m is old else m for m in self.members))

    def remove(self, member_id: str) -> Roster:
        old = self.member(member_id)
        return replace(self, members=tuple(m for m in self.members if m is not old))

    def copy(self, member_id: str) -> Roster:
        """A copy of a card, added last under the next free number ("Orc" beside "Orc" is "Orc 2"),
        with its side, notes, stats and attacks, to be changed as a card of its own."""
        old = self.member(member_id)
        if len(self.members) >= MOST_MEMBERS:
            raise RulesError(f"The roster holds at most {MOST_MEMBERS} members.", "name")
        name = numbered([m.name for m in self.members], base_name(old.name), 1)[0]
        copied = replace(old, id=f"m{self.next_id}", name=name)
        return replace(self, members=self.members + (copied,), next_id=self.next_id + 1)

    def add_action(self, member_ids: list[str] | None = None,
                   counts: Mapping[str, int] | None = None) -> actions.AddAction:
        """One "add" action bringing these members (None: everyone) into an encounter, each with
        its attack lines and its pools as its card has them; a card brought several times
        (``counts``, by member id: "Orc" ×3) joins as Orc 1 to Orc 3, each with pools of its own."""
        chosen = self.members if member_ids is None else [self.member(i) for i in member_ids]
        if not chosen:
            raise RulesError("The roster is empty.", "id")
        counts = counts or {}
        ruleset = plugin(self.plugin_key)
        return actions.add_many([
            actions.entry(m.name, counts.get(m.id, 1), side=m.side, stats=ruleset.card.encounter_stats(m.stats),
                          notes=m.notes, attacks=m.attacks, resources=ruleset.card.pools(m.stats)) for m in chosen
        ])

    def card_attack(self, member_id: str, index: int) -> Attack:
        """A card's attack by its place in the list, as its ruleset reads it."""
        member = self.member(member_id)
        if not isinstance(index, int) or not 0 <= index < len(member.attacks):
            raise RulesError(f"{member.name} has no such attack.", ATTACKS)
        return plugin(self.plugin_key).card.read_attack(member.attacks[index])

    def openings(self, member_id: str, index: int) -> tuple[Opening, ...]:
        """The calculators a card's attack opens, filled in from it and the card."""
        attack = self.card_attack(member_id, index)
        return plugin(self.plugin_key).card.openings(self.member(member_id).stats, attack)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": ROSTER_SCHEMA,
            "plugin": self.plugin_key,
            "next_id": self.next_id,
            "members": [{"id": m.id, "name": m.name, "side": m.side, "notes": m.notes, "stats": dict(m.stats),
                         **({ATTACKS: list(m.attacks)} if m.attacks else {})}
                        for m in self.members],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Roster:
        if not isinstance(data, dict):
            raise RulesError("A saved roster must be a JSON object.")
        check.only_keys(data, "", ("schema", "plugin", "next_id", "members"))
        version = check.whole(data.get("schema"), "schema", low=1)
        if version > ROSTER_SCHEMA:
            raise FromNewerVersion("This roster was saved by a newer version of the app.", "schema")
        key = check.text(data.get("plugin"), "plugin", longest=40)
        ruleset = plugin(key)
        next_id = check.whole(data.get("next_id"), "next_id", low=1)
        members, ids = [], set()
        for i, raw in enumerate(check.listing(data.get("members"), "members", longest=MOST_MEMBERS)):
            path = check.item("members", i)
            raw = check.mapping(raw, path)
            check.only_keys(raw, path, MEMBER_PARTS)
            member_id = check.ident(raw.get("id"), check.at(path, "id"), "m")
            if member_id in ids or check.id_number(member_id) >= next_id:
                check.fail(check.at(path, "id"), "must be unique and below next_id")
            ids.add(member_id)
            members.append(Member(
                member_id,
                check.text(raw.get("name"), check.at(path, "name"), longest=actions.NAME_LONGEST),
                check.choice(raw.get("side"), check.at(path, "side"), SIDES),
                check.text(raw.get("notes"), check.at(path, "notes"), longest=actions.NOTES_LONGEST, empty=True),
                card_stats(raw.get("stats"), ruleset, check.at(path, "stats"), fill=False, locate=True),
                _stored_attacks(raw.get(ATTACKS), ruleset, check.at(path, ATTACKS)),
            ))
        return cls(key, tuple(members), next_id)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> Roster:
        return cls.from_dict(check.loads(text, "roster file"))


def _stored_attacks(raw: Any, ruleset: Plugin, path: str) -> tuple[str, ...]:
    """A stored card's attacks (none when data saved before cards held attacks)."""
    if raw is None:
        return ()
    try:
        return read_attacks(check.listing(raw, path), ruleset.card)
    except RulesError as error:
        raise RulesError(f"{path}: {error.message}", path) from None
