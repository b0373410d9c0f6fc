"""An encounter's combatants in storage, in groups of ``GROUP``, each a record of its own.

``combatants.<ruleset>.<id>.<stamp>``: a save writes again only the groups holding a combatant that
changed. The encounter's record lists the stamps of its groups (``groups``), for the encounter as
it stands and for the state its undo steps start from, which share the groups they have in common.
A group is never written over: a changed one goes under a new stamp (its place, its side, the
revision it was written for and this tab's mark), the record that lists it is written after it,
and the groups it no longer lists go only then. So a record read at any moment, by any tab, finds
every group it lists, and two tabs writing at once never write the same key.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable, Iterable
from operator import is_
from typing import Any

from pyrules.core.encounter import Encounter
from pyrules.core.encounter.actions import Action
from pyrules.core.encounter.model import plain
from pyrules.core.encounter.edits import MOST_COMBATANTS
from pyrules.core.encounter.kept import Kept, replaced
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.schema import combatant_dict, write_text
from pyrules.core.errors import RulesError
from keeping.keys import group_key
from keeping.json_text import json_text
from keeping.store import Store

GROUP = 20  # combatants in each group written apart from the encounter's record
MOST_IN_GROUP = 100  # the most a stored group may hold (a group is read whatever its size up to this)
# A group's stamp: its place among the groups, the side it was written for (s: the state, b: the
# base), the revision of the record it was written for, and the writing tab's mark.
_STAMP = re.compile(r"(0|[1-9][0-9]{0,3})([sb])-([1-9][0-9]{0,8})([a-z0-9]{4})")
SIDES = ("state", "base")  # the encounter as it stands, and the state its undo steps start from

Combatants = tuple[Combatant, ...]
# A group as stored: its combatants (the objects this tab read or wrote), its stamp and the size of its text.
Group = tuple[Combatants, str, int]
Sides = dict[str, list[Group]]  # each side's groups, in order


def stamp_parts(stamp: object) -> tuple[int, int] | None:
    """A group stamp's (place, revision), None if it is not a stamp."""
    match = _STAMP.fullmatch(stamp) if isinstance(stamp, str) else None
    return (int(match[1]), int(match[3])) if match else None


def read_group(data: object) -> list[Any]:
    """One stored group of an encounter's combatants: their entries, each read with the
    encounter; RulesError if it is missing or damaged."""
    if data is None:
        raise RulesError("A group of this encounter's combatants is missing.", "combatants")
    if not isinstance(data, list) or not 0 < len(data) <= MOST_IN_GROUP or not all(isinstance(c, dict) for c in data):
        raise RulesError("A group of this encounter's combatants is damaged.", "combatants")
    return data


def with_groups(body: Any, groups: object, group: Callable[[str], object]) -> dict[str, Any]:
    """The stored encounter ``body`` with the combatants of the groups its record lists, each read
    with ``group(stamp)``; RulesError if the list or a group is damaged or missing."""
    if not isinstance(groups, dict) or set(groups) != set(SIDES) or not all(
            isinstance(stamps, list) and len(stamps) <= MOST_COMBATANTS for stamps in groups.values()):
        raise RulesError("A saved encounter's list of its combatants' groups is damaged.", "groups")
    history = body.get("history") if isinstance(body, dict) else None
    base = history.get("base") if isinstance(history, dict) else None
    if not isinstance(history, dict) or not isinstance(base, dict) or body.get("combatants") != [] \
            or base.get("combatants") != []:
        raise RulesError("A saved encounter's combatants are damaged.", "combatants")
    found = {}
    for side in SIDES:
        members = []
        for place, stamp in enumerate(groups[side]):
            parts = stamp_parts(stamp)
            if parts is None or parts[0] != place:
                raise RulesError("A saved encounter's list of its combatants' groups is damaged.", "groups")
            members += read_group(group(stamp))
        found[side] = members
    return {**body, "combatants": found["state"], "history": {**history, "base": {**base, "combatants": found["base"]}}}


def sides(encounter: Encounter) -> tuple[Combatants, Combatants]:
    """The combatants of the encounter as it stands and of the state its undo steps start from."""
    return encounter.state.combatants, encounter.history.base.combatants


def _cut(combatants: Combatants, counts: Iterable[int]) -> list[Combatants]:
    """``combatants`` cut into groups of ``counts`` members each, in order."""
    groups, start = [], 0
    for count in counts:
        groups.append(combatants[start:start + count])
        start += count
    return groups


def _read_groups(combatants: Combatants, stamps: list[str], sizes: dict[str, tuple[int, int]]) -> list[Group]:
    """The groups read for one side, (combatants, stamp, size), cut from ``combatants`` by the
    number each group held (``sizes``: stamp -> (how many, the size of its text))."""
    members = _cut(combatants, [sizes[stamp][0] for stamp in stamps])
    return [(group, stamp, sizes[stamp][1]) for group, stamp in zip(members, stamps)]


def _in_full_groups(groups: list[Group], combatants: Combatants) -> bool:
    """Whether ``groups`` cut ``combatants`` into groups of ``GROUP``, as this tab writes them (so
    that a combatant's place says its group)."""
    return sum(map(len, (g[0] for g in groups))) == len(combatants) and all(
        len(g[0]) == GROUP for g in groups[:-1])


class CombatantText:
    """The JSON text of each combatant and each action of the history written so far. States
    share the combatants an action did not touch, so a combatant seen before is the same object;
    a history keeps its actions as they were made and only adds to them: only what is new is
    written out."""

    def __init__(self) -> None:
        self.texts: Kept[int, str] = Kept()  # by id(object); the object kept with its text keeps its id unique

    def text(self, combatant: Combatant) -> str:
        return self.texts.get(id(combatant), combatant, None, lambda: json_text(combatant_dict(combatant)))

    def action_text(self, action: Action) -> str:
        return self.texts.get(id(action), action, None, lambda: json_text(plain(action)))

    def group_text(self, members: Combatants) -> str:
        """A group of combatants as JSON text."""
        return "[" + ",".join(map(self.text, members)) + "]"

    def write(self, encounter: Encounter) -> str:
        """The encounter without its log and without its combatants (each state's are an empty
        list: they are written in groups) as JSON text; texts of what it no longer holds go in time."""
        body = write_text(encounter, lambda combatants: "", self.action_text)
        history = encounter.history
        held = (len(encounter.state.combatants) + len(history.base.combatants) + len(history.actions)
                + len(history.redo))
        self.texts.forget_unless(2 * held + 64, lambda: set(map(id, encounter.state.combatants + history.base.combatants
                                                                + history.actions + history.redo)))
        return body


def _same(first: Combatants, second: Combatants) -> bool:
    """Whether two groups hold the very same combatants (objects, not equal copies)."""
    return len(first) == len(second) and all(map(is_, first, second))


def tab_mark() -> str:
    """A mark of this tab, in the stamps of the groups it writes."""
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=4))


def grouped(encounter: Encounter, before: Sides, stored: dict[str, Combatants], bodies: CombatantText,
            written_for: str) -> tuple[Sides, dict[str, str]]:
    """The groups of ``encounter``'s combatants on each side, (combatants, stamp, size), and
    the text of each group to write (by stamp): a group that holds the same combatants as one
    stored (``before``), or as the state's group at its place, is that one.

    Where a side holds the same combatants, in the same order, as when it was stored
    (``stored``), only the groups holding one an action replaced are looked at: the rest are
    found unchanged by a comparison in C, so a save costs the same however many fight."""
    groups: Sides = {}
    texts: dict[str, str] = {}
    for side, combatants in zip(SIDES, sides(encounter)):
        kept, old = before[side], stored.get(side)
        changed = None if old is None else set() if combatants is old else replaced(combatants, old)
        if changed == set():
            groups[side] = kept
            continue
        count = -(-len(combatants) // GROUP)
        now: list[Group | None]
        if changed is None:  # someone joined or left, the order changed, or the side is new here
            places: Iterable[int] = range(count)
            now = [None] * count
        else:
            places = sorted({place // GROUP for place in changed})
            now = list(kept)
        for place in places:  # only the groups looked at are cut out
            members = combatants[place * GROUP:(place + 1) * GROUP]
            same = [g for g in (kept[place] if place < len(kept) else None,
                                groups["state"][place] if side == "base" and place < len(groups["state"]) else None)
                    if g is not None and _same(g[0], members)]
            if same:
                now[place] = same[0]
                continue
            stamp = f"{place}{side[0]}-{written_for}"
            texts[stamp] = bodies.group_text(members)
            now[place] = (members, stamp, len(texts[stamp]))
        groups[side] = [g for g in now if g is not None]  # every place is filled: all of them, or those changed
    return groups, texts


def stamps(groups: Sides) -> set[str]:
    """The stamps of every group ``groups`` lists, on either side."""
    return {g[1] for side in SIDES for g in groups[side]}


class Groups:
    """What one tab knows of the groups of combatants of a ruleset's encounters in ``store``."""

    def __init__(self, store: Store, ruleset: str, mark: str) -> None:
        self.store = store
        self.ruleset = ruleset
        self.mark = mark
        self.bodies: dict[str, CombatantText] = {}
        # Each encounter's groups as stored, by side: the combatants being the objects this tab read or wrote.
        self.stored: dict[str, Sides] = {}
        # Each encounter's combatants on each side as stored, when they were cut into groups of
        # ``GROUP`` (a combatant's place then says its group): the next save compares them in C.
        self.sides: dict[str, dict[str, Combatants]] = {}
        # The groups of each encounter written before storage refused its record.
        self.early: dict[str, set[str]] = {}

    def read(self, saved_id: str, listed: dict[str, list[str]], encounter: Encounter,
             sizes: dict[str, tuple[int, int]]) -> None:
        """Remember the groups just read of ``saved_id``, as its record lists them (``listed``:
        stamps by side), cut from ``encounter`` as read (``sizes``: stamp -> (how many, the size
        of its text))."""
        found = self.stored[saved_id] = {side: _read_groups(combatants, listed[side], sizes)
                                         for side, combatants in zip(SIDES, sides(encounter))}
        self.sides[saved_id] = {side: combatants for side, combatants in zip(SIDES, sides(encounter))
                                if _in_full_groups(found[side], combatants)}

    def body(self, saved_id: str, encounter: Encounter) -> str:
        """``encounter``'s record body as JSON text: all but its log and its combatants."""
        return self.bodies.setdefault(saved_id, CombatantText()).write(encounter)

    def cut(self, saved_id: str, encounter: Encounter, rev: int) -> tuple[Sides, dict[str, str]]:
        """``encounter``'s groups as a save of ``saved_id`` at revision ``rev`` writes them, and
        the text of each new group by stamp (``grouped``)."""
        bodies = self.bodies.setdefault(saved_id, CombatantText())
        return grouped(encounter, self._stored(saved_id), self.sides.get(saved_id, {}), bodies, f"{rev}{self.mark}")

    def written_early(self, saved_id: str, stamp: str) -> None:
        """The group ``stamp`` is stored, before the record that lists it."""
        self.early.setdefault(saved_id, set()).add(stamp)

    def settle(self, saved_id: str, groups: Sides, encounter: Encounter) -> None:
        """The record listing ``groups`` is stored: the groups this tab wrote or read that it no
        longer lists go, and ``groups`` are what is stored."""
        listed = stamps(groups)
        early = self.early.setdefault(saved_id, set())
        for stamp in early | stamps(self._stored(saved_id)):
            if stamp not in listed:
                self.store.remove(group_key(self.ruleset, saved_id, stamp))
        early.clear()
        self.stored[saved_id] = groups
        self.sides[saved_id] = dict(zip(SIDES, sides(encounter)))

    def clear_stray(self, revs: dict[str, int]) -> None:
        """Remove the groups no stored record lists: left by a write that stopped halfway, or by a
        deleted encounter (``revs``: the revision of each record read here). A group written for the
        revision after its record's is left alone: another tab may be writing that record now."""
        prefix = group_key(self.ruleset, "", "")[:-1]  # combatants.<ruleset>.
        for key in self.store.keys(prefix):
            saved_id, _, stamp = key[len(prefix):].partition(".")
            parts = stamp_parts(stamp)
            known = self.stored.get(saved_id)
            if parts is None or saved_id not in revs or known is None:
                continue  # not a group of an encounter read here: another's to judge
            if stamp not in stamps(known) and parts[1] != revs[saved_id] + 1:
                self.store.remove(key)

    def remove(self, saved_id: str) -> None:
        """Delete every group stored of ``saved_id``."""
        for key in self.store.keys(group_key(self.ruleset, saved_id, "")):
            self.store.remove(key)

    def forget(self, saved_id: str) -> None:
        """Forget all this tab knew of ``saved_id``'s groups."""
        self.early.pop(saved_id, None)
        self.stored.pop(saved_id, None)
        self.sides.pop(saved_id, None)
        self.bodies.pop(saved_id, None)

    def _stored(self, saved_id: str) -> Sides:
        """What this tab knows of the groups stored for ``saved_id`` (none for an encounter it has
        neither read nor written: an id is never given twice, so no other record's groups are under it)."""
        return self.stored.get(saved_id) or {side: [] for side in SIDES}
