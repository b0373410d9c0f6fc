"""One ruleset's encounters and party roster in storage: a key each, safe with two tabs open.

Every encounter is its own record, ``encounter.<ruleset>.<id>`` = {name, rev, encounter}, and every
roster member its own, ``member.<ruleset>.<id>`` = {member}; which encounter was open last is
``open.<ruleset>``. A tab writes only the records it changed, so another tab's change to another
encounter or member is never overwritten. Each record carries a revision: a tab that finds the
stored revision is not the one it read knows another tab wrote it since, and says so (the page
then re-applies its change to the newer record, or refuses it).

Saving costs the same however long the log grows and however many fight. The log's JSON text is
kept as it grows and only the new entries are turned into text (``LogText``); and the log is kept
in pieces: every full ``LOG_PIECE`` entries but the last go to a record of their own,
``log.<ruleset>.<id>.<n>``, written once, so a save rewrites the encounter and the end of its log,
never the whole evening. The encounter's record says how many pieces come before its log
(``log_pieces``).

The combatants are kept the same way, in groups of ``GROUP``, each a record of its own,
``combatants.<ruleset>.<id>.<stamp>``: a save writes again only the groups holding a combatant
that changed. The record lists the stamps of its groups (``groups``), for the encounter as it
stands and for the state its undo steps start from, which share the groups they have in common.
A group is never written over: a changed one goes under a new stamp (its place, its side, the
revision it was written for and this tab's mark), the record that lists it is written after it,
and the groups it no longer lists go only then. So a record read at any moment, by any tab, finds
every group it lists, and two tabs writing at once never write the same key.

Plain Python over ``screen.store.Store``: no browser imports, tested on CPython.
"""

from __future__ import annotations

import json
import random
import re
import string
from collections.abc import Iterable
from operator import is_
from dataclasses import dataclass, field, replace

from pyrules.core import validate
from pyrules.core.encounter import Encounter, Library, Roster, plugin
from pyrules.core.encounter.exchange_data import Exchange
from pyrules.core.encounter.library import MOST_SAVED, Saved, TITLE_LONGEST
from pyrules.core.encounter.edits import MOST_COMBATANTS
from pyrules.core.encounter.roster import MEMBER_PARTS, MOST_MEMBERS
from pyrules.core.encounter.check import plain
from pyrules.core.encounter.schema import SCHEMA, combatant_dict, log_dict, write_text
from pyrules.core.encounter.kept import Kept, replaced
from pyrules.core.encounter.shown import Conflict  # noqa: F401  (raised here, caught by the session)
from pyrules.core.errors import FromNewerVersion, RulesError
from screen.store import ASIDE

# A record starts {"name":"…","rev":N, and JSON escapes every quote inside the name.
_REV = re.compile(r'\{"name":"(?:[^"\\]|\\.)*","rev":(\d+),')
# Enough of a record's start to hold its revision, whatever its name (JSON writes a character
# as at most six).
_REV_LENGTH = len('{"name":"","rev":,') + 6 * TITLE_LONGEST + 20
# The most characters one encounter may take in storage: more would crowd out everything else a
# browser keeps for the app (about five million characters in all).
MOST_ENCOUNTER_TEXT = 1_500_000
LOG_PIECE = 500  # log entries in each piece written apart from the encounter's record
GROUP = 20  # combatants in each group written apart from the encounter's record
MOST_IN_GROUP = 100  # the most a stored group may hold (a group is read whatever its size up to this)
# A group's stamp: its place among the groups, the side it was written for (s: the state, b: the
# base), the revision of the record it was written for, and the writing tab's mark.
_STAMP = re.compile(r"(0|[1-9][0-9]{0,3})([sb])-([1-9][0-9]{0,8})([a-z0-9]{4})")
SIDES = ("state", "base")  # the encounter as it stands, and the state its undo steps start from
RECORD_PARTS = {"name", "rev", "encounter", "log_pieces", "groups"}  # all a record of this version holds
ID_KINDS = ("encounter", "member")


def encounter_key(ruleset: str, saved_id: str) -> str:
    return f"encounter.{ruleset}.{saved_id}"


def log_piece_key(ruleset: str, saved_id: str, piece: int | str) -> str:
    return f"log.{ruleset}.{saved_id}.{piece}"


def group_key(ruleset: str, saved_id: str, stamp: str) -> str:
    return f"combatants.{ruleset}.{saved_id}.{stamp}"


def parts_of(key: str) -> tuple[str, ...]:
    """The prefixes of the keys a stored record refers to: an encounter's log pieces and groups
    of combatants (none for any other record)."""
    kind, _, rest = key.partition(".")
    ruleset, _, saved_id = rest.partition(".")
    if kind != "encounter" or not saved_id:
        return ()
    return log_piece_key(ruleset, saved_id, ""), group_key(ruleset, saved_id, "")


def stamp_parts(stamp) -> tuple[int, int] | None:
    """A group stamp's (place, revision), None if it is not a stamp."""
    match = _STAMP.fullmatch(stamp) if isinstance(stamp, str) else None
    return (int(match[1]), int(match[3])) if match else None


def member_key(ruleset: str, member_id: str) -> str:
    return f"member.{ruleset}.{member_id}"


def ids_key(ruleset: str) -> str:
    """Where the highest number given so far to an encounter and to a card of a ruleset is kept,
    so that no id is ever given twice."""
    return f"ids.{ruleset}"


def read_ids(data) -> dict[str, int]:
    """The highest numbers given ({"encounter": 7, "member": 3}); RulesError if damaged."""
    if not isinstance(data, dict) or not set(data) <= set(ID_KINDS) or not all(
            validate.kept_whole(n, low=0) is not None for n in data.values()):
        raise RulesError("The record of the ids given is damaged.", "ids")
    return {kind: data.get(kind, 0) for kind in ID_KINDS}


def legacy_exchange_key(ruleset: str, saved_id: str) -> str:
    """Where an older app kept an encounter's attack under way, apart from the encounter."""
    return f"exchange.{ruleset}.{saved_id}"


def open_key(ruleset: str) -> str:
    return f"open.{ruleset}"


def legacy_library_key(ruleset: str) -> str:
    return f"encounters.{ruleset}"


def legacy_roster_key(ruleset: str) -> str:
    return f"roster.{ruleset}"


def read_record(data, piece=lambda n: None, group=lambda stamp: None) -> tuple[str, int, Encounter]:
    """A stored encounter record's (name, revision, encounter), its log's pieces read with
    ``piece(n)`` (the stored value of piece ``n``, None if there is none) and its combatants'
    groups with ``group(stamp)``; RulesError if it is damaged or cannot be shown (one the tracker
    could not draw would stop it from drawing anything), FromNewerVersion if a newer version of
    pyrules saved it (its schema is above this version's, or it holds what this version never writes)."""
    if not isinstance(data, dict) or not {"name", "rev", "encounter"} <= set(data):
        raise RulesError("A saved encounter must hold its name, revision and encounter.")
    name, rev, pieces = data["name"], data["rev"], data.get("log_pieces", 0)
    named = isinstance(name, str) and name.strip() and len(name) <= TITLE_LONGEST
    if _from_newer_version(data):
        raise FromNewerVersion(f"“{name.strip()}” was saved by a newer version of pyrules" if named else
                               "An encounter was saved by a newer version of pyrules", "schema")
    if not named:
        raise RulesError("A saved encounter's name is damaged.", "name")
    rev = validate.kept_whole(rev, low=1)
    if rev is None:
        raise RulesError("A saved encounter's revision is damaged.", "rev")
    pieces = validate.kept_whole(pieces, low=0, high=MOST_ENCOUNTER_TEXT // LOG_PIECE)
    if pieces is None:
        raise RulesError("A saved encounter's count of log pieces is damaged.", "log_pieces")
    body = data["encounter"]
    if pieces:
        if not isinstance(body, dict) or not isinstance(body.get("log"), list):
            raise RulesError("A saved encounter's log is damaged.", "log")
        earlier = []
        for n in range(pieces):
            earlier += read_log_piece(piece(n))
        body = {**body, "log": earlier + body["log"]}
    if "groups" in data:
        body = _with_groups(body, data["groups"], group)
    encounter = Encounter.from_dict(body)
    try:
        encounter.view()
    except Exception:
        raise RulesError("This saved encounter cannot be shown.", "encounter") from None
    return name, rev, encounter


def _from_newer_version(data: dict) -> bool:
    """Whether a stored record was written by a newer version: its encounter's schema is above
    this version's, or the record holds a part this version never writes."""
    body = data["encounter"]
    schema = body.get("schema") if isinstance(body, dict) else None
    newer_schema = isinstance(schema, int) and not isinstance(schema, bool) and schema > SCHEMA
    return newer_schema or not set(data) <= RECORD_PARTS


def _with_groups(body, groups, group) -> dict:
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


def read_group(data) -> list:
    """One stored group of an encounter's combatants: their entries, each read with the
    encounter; RulesError if it is missing or damaged."""
    if data is None:
        raise RulesError("A group of this encounter's combatants is missing.", "combatants")
    if not isinstance(data, list) or not 0 < len(data) <= MOST_IN_GROUP or not all(isinstance(c, dict) for c in data):
        raise RulesError("A group of this encounter's combatants is damaged.", "combatants")
    return data


def read_log_piece(data) -> list:
    """One stored piece of an encounter's log: its entries, each read with the encounter;
    RulesError if it is missing or not a full piece."""
    if data is None:
        raise RulesError("A piece of this encounter's log is missing.", "log")
    if not isinstance(data, list) or len(data) != LOG_PIECE or not all(isinstance(e, dict) for e in data):
        raise RulesError("A piece of this encounter's log is damaged.", "log")
    return data


def read_member(data, plugin_key: str):
    """A stored roster member; RulesError if it is damaged, FromNewerVersion if it holds a part
    or a stat only a newer version writes (a card file holding one is refused instead)."""
    if isinstance(data, dict) and isinstance(data.get("id"), str):
        stats = data.get("stats")
        unknown_stat = isinstance(stats, dict) and not set(stats) <= plugin(plugin_key).card_stat_names
        if unknown_stat or not set(data) <= set(MEMBER_PARTS):
            named = data.get("name")
            card = f"The card “{named.strip()}”" if isinstance(named, str) and named.strip() else "A character card"
            raise FromNewerVersion(f"{card} was saved by a newer version of pyrules", "member")
    roster = Roster.from_dict({"schema": 1, "plugin": plugin_key, "next_id": _number(data.get("id")) + 1
                               if isinstance(data, dict) and isinstance(data.get("id"), str) else 1,
                               "members": [data]})
    return roster.members[0]


def _sides(encounter) -> tuple[tuple, tuple]:
    """The combatants of the encounter as it stands and of the state its undo steps start from."""
    return encounter.state.combatants, encounter.history.base.combatants


def _cut(combatants: tuple, counts) -> list[tuple]:
    """``combatants`` cut into groups of ``counts`` members each, in order."""
    groups, start = [], 0
    for count in counts:
        groups.append(combatants[start:start + count])
        start += count
    return groups


def _read_groups(combatants: tuple, stamps: list, sizes: dict) -> list:
    """The groups read for one side, (combatants, stamp, size), cut from ``combatants`` by the
    number each group held (``sizes``: stamp -> (how many, the size of its text))."""
    members = _cut(combatants, [sizes[stamp][0] for stamp in stamps])
    return [(group, stamp, sizes[stamp][1]) for group, stamp in zip(members, stamps)]


def _in_full_groups(groups: list, combatants: tuple) -> bool:
    """Whether ``groups`` cut ``combatants`` into groups of ``GROUP``, as this tab writes them (so
    that a combatant's place says its group)."""
    return sum(map(len, (g[0] for g in groups))) == len(combatants) and all(
        len(g[0]) == GROUP for g in groups[:-1])


def _saved_id(value) -> str:
    """The id of the encounter open last, as stored; RulesError if it is not one."""
    if not isinstance(value, str) or not re.fullmatch(r"e[1-9][0-9]{0,8}", value):
        raise RulesError("The encounter open last is not an encounter id.", "open")
    return value


def _number(ident) -> int:
    number = validate.typed_whole(str(ident)[1:])
    return 0 if number is None else number


@dataclass
class LogText:
    """The JSON text of each log entry written so far, for entries that have not changed.

    Log entries are immutable and an encounter's states share them, so an entry seen before is
    the same object: only new ones are turned into text. After an undo the log is shorter; the
    texts of the entries it still has are kept.
    """

    entries: list = field(default_factory=list)
    texts: list = field(default_factory=list)

    def text(self, log, start: int = 0) -> str:
        """The log's entries from ``start`` on as JSON text."""
        self.update(log)
        return "[" + ",".join(self.texts[start:]) + "]"

    def update(self, log) -> None:
        """Turn the entries not seen yet into text."""
        keep = 0
        limit = min(len(log), len(self.entries))
        # the common start, found from the end of what is kept (the usual case: all of it)
        if limit and log[limit - 1] is self.entries[limit - 1]:
            keep = limit
        else:
            while keep < limit and log[keep] is self.entries[keep]:
                keep += 1
        del self.entries[keep:], self.texts[keep:]
        for entry in log[keep:]:
            self.entries.append(entry)
            self.texts.append(json.dumps(log_dict(entry), separators=(",", ":"), ensure_ascii=False))


def _json(value) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class CombatantText:
    """The JSON text of each combatant and each action of the history written so far. States
    share the combatants an action did not touch, so a combatant seen before is the same object;
    a history keeps its actions as they were made and only adds to them: only what is new is
    written out."""

    def __init__(self) -> None:
        self.texts: Kept[int, str] = Kept()  # by id(object); the object kept with its text keeps its id unique

    def _text(self, thing, write) -> str:
        return self.texts.get(id(thing), thing, None, lambda: write(thing))

    def text(self, combatant) -> str:
        return self._text(combatant, lambda c: _json(combatant_dict(c)))

    def action_text(self, action) -> str:
        return self._text(action, lambda a: _json(plain(a)))

    def group_text(self, members: tuple) -> str:
        """A group of combatants as JSON text."""
        return "[" + ",".join(map(self.text, members)) + "]"

    def write(self, encounter) -> str:
        """The encounter without its log and without its combatants (each state's are an empty
        list: they are written in groups) as JSON text; texts of what it no longer holds go in time."""
        body = write_text(encounter, lambda combatants: "", self.action_text)
        history = encounter.history
        held = (len(encounter.state.combatants) + len(history.base.combatants) + len(history.actions)
                + len(history.redo))
        self.texts.forget_unless(2 * held + 64, lambda: set(map(id, encounter.state.combatants + history.base.combatants
                                                                + history.actions + history.redo)))
        return body


def _same(first: tuple, second: tuple) -> bool:
    """Whether two groups hold the very same combatants (objects, not equal copies)."""
    return len(first) == len(second) and all(map(is_, first, second))


def _tab_mark() -> str:
    """A mark of this tab, in the stamps of the groups it writes."""
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=4))


class TrackerStore:
    """One ruleset's encounters and roster as records in ``store`` (a screen.store.Store)."""

    def __init__(self, store, ruleset: str, plugin_key: str):
        self.store = store
        self.ruleset = ruleset
        self.plugin_key = plugin_key
        self.revs: dict[str, int] = {}      # the revision of each encounter record this tab last read or wrote
        self.logs: dict[str, LogText] = {}
        self.bodies: dict[str, CombatantText] = {}
        # Each encounter's log pieces as stored: (its first and last entry, its length) by piece,
        # the entries being the objects this tab read or wrote (a piece is rewritten once they differ).
        self.pieces: dict[str, list] = {}
        # Each encounter's groups of combatants as stored, by side: (the combatants, the stamp, the
        # size of its text), the combatants being the objects this tab read or wrote.
        self.groups: dict[str, dict[str, list]] = {}
        # Each encounter's combatants on each side as stored, when they were cut into groups of
        # ``GROUP`` (a combatant's place then says its group): the next save compares them in C.
        self.stored_sides: dict[str, dict[str, tuple]] = {}
        # The encounters kept in memory that storage has not taken yet (the last state saved of
        # each), and the groups of theirs written before storage refused their record.
        self.behind: dict[str, Saved] = {}
        self.early: dict[str, set[str]] = {}
        self.mark = _tab_mark()

    # -- encounters ------------------------------------------------------------------------
    def load(self) -> Library:
        """Every saved encounter of the ruleset (older single-key data is moved into records first)."""
        self._migrate()
        saved = []
        prefix = encounter_key(self.ruleset, "")
        for key in self.store.keys(prefix):
            saved_id = key[len(prefix):]
            record = self.store.fresh(key, self._reader(saved_id))
            if record is None:
                continue
            name, rev, encounter = record
            if encounter.plugin_key != self.plugin_key:
                continue
            self.revs[saved_id] = rev
            saved.append(Saved(saved_id, name, encounter))
        saved.sort(key=lambda s: _number(s.id))
        self._clear_stray_groups()
        saved = self._move_in_attacks(saved[:MOST_SAVED])
        current = self.store.fresh(open_key(self.ruleset), _saved_id)
        if current not in {s.id for s in saved}:
            current = saved[-1].id if saved else None
        return Library(tuple(saved), current, self.next_free())

    def next_free(self) -> int:
        """The number of the next encounter id never given: past every record stored, whether it
        could be read or not (one set aside, or a newer version's left where it is), past every
        group and log piece stored under an id, and past every id this ruleset ever gave."""
        ruleset = self.ruleset
        used = self._numbers(encounter_key(ruleset, ""), group_key(ruleset, "", "")[:-1], log_piece_key(ruleset, "", "")[:-1])
        return max(used | {self._given()["encounter"]}) + 1

    def _numbers(self, *prefixes: str) -> set[int]:
        """The numbers of the ids found in the keys under ``prefixes`` (each followed by the id),
        stored, in memory or set aside; 0 always."""
        found = {0}
        aside = [key[len(ASIDE):] for key in self.store.stored_keys() if key.startswith(ASIDE)]
        for prefix in prefixes:
            for key in self.store.keys(prefix) + [key for key in aside if key.startswith(prefix)]:
                found.add(_number(key[len(prefix):].split(".")[0].split("~")[0]))
        return found

    def _given(self) -> dict[str, int]:
        """The highest number this ruleset gave each kind of id, as storage (or memory) holds it."""
        return self.store.fresh(ids_key(self.ruleset), read_ids) or dict.fromkeys(ID_KINDS, 0)

    def _give(self, kind: str, ident: str) -> None:
        """Remember that ``ident`` was given, so that it is never given again."""
        given = self._given()
        if _number(ident) > given[kind]:
            self.store.save(ids_key(self.ruleset), {**given, kind: _number(ident)})

    def reload(self, saved_id: str) -> tuple[str, Encounter] | None:
        """The encounter as storage holds it now (None if another tab deleted it); FromNewerVersion
        if a newer version of pyrules saved it since (it is left as it is, and this tab writes it no more)."""
        key = encounter_key(self.ruleset, saved_id)
        record = self.store.fresh(key, self._reader(saved_id))
        if record is None:
            self._forget(saved_id)
            if key in self.store.newer:
                raise FromNewerVersion(self.store.newer[key], "schema")
            return None
        name, rev, encounter = record
        self.revs[saved_id] = rev
        return name, encounter

    def _reader(self, saved_id: str):
        """How to read ``saved_id``'s record with the pieces of its log and the groups of its
        combatants; the pieces and groups read are remembered as stored."""
        def read(data):
            found, sizes = [], {}

            def piece(n):
                value = self.store.fresh(log_piece_key(self.ruleset, saved_id, n))
                found.append(len(json.dumps(value, separators=(",", ":"), ensure_ascii=False)) if value else 0)
                return value

            def group(stamp):
                key = group_key(self.ruleset, saved_id, stamp)
                value = self.store.fresh(key)
                sizes[stamp] = (len(value) if isinstance(value, list) else 0, len(self.store.state.get(key, "")))
                return value

            record = read_record(data, piece, group)
            encounter = record[2]
            log = encounter.log
            self.pieces[saved_id] = [(log[n * LOG_PIECE], log[(n + 1) * LOG_PIECE - 1], size)
                                     for n, size in enumerate(found)]
            stamps = data.get("groups", {side: [] for side in SIDES})
            groups = self.groups[saved_id] = {side: _read_groups(combatants, stamps[side], sizes)
                                              for side, combatants in zip(SIDES, _sides(encounter))}
            self.stored_sides[saved_id] = {side: combatants for side, combatants in zip(SIDES, _sides(encounter))
                                           if _in_full_groups(groups[side], combatants)}
            return record
        return read

    def stored_rev(self, saved_id: str) -> int | None:
        """The revision storage holds now, read from the record's start without parsing it all."""
        text = self.store.peek(encounter_key(self.ruleset, saved_id), _REV_LENGTH)
        match = _REV.match(text) if text else None
        return validate.typed_whole(match[1]) if match else None

    def changed_elsewhere(self, saved_id: str) -> bool:
        """Whether the stored record is not the revision this tab last read or wrote."""
        return self.stored_rev(saved_id) != self.revs.get(saved_id)

    def save(self, saved: Saved, *, force: bool = False) -> bool:
        """Write one encounter; Conflict if another tab wrote it since (unless ``force``).

        RulesError if it is too large to keep. It is kept in memory first, whole (its record and
        every group and piece of log the record lists), so a backup file holds it whatever storage
        does; storage is written after, in order (what the record lists before the record) and up
        to the first write it refuses: then False, and ``catch_up`` writes the rest once there is room.
        """
        key = encounter_key(self.ruleset, saved.id)
        if not force and self.changed_elsewhere(saved.id):
            raise Conflict(saved.id)
        if saved.id not in self.revs and saved.id not in self.behind:
            self._give("encounter", saved.id)
        rev = self.revs.get(saved.id, 0) + 1
        bodies = self.bodies.setdefault(saved.id, CombatantText())
        body = bodies.write(saved.encounter)
        before = self._stored_groups(saved.id)
        groups, group_texts = self._grouped(saved.encounter, before, self.stored_sides.get(saved.id, {}), bodies,
                                            f"{rev}{self.mark}")
        log, texts = saved.encounter.log, self.logs.setdefault(saved.id, LogText())
        texts.update(log)
        count = max(0, len(log) - 1) // LOG_PIECE  # the pieces before the log's last, unfinished one
        stored = self._stored_pieces(saved.id)
        fresh = [n for n in range(count) if n >= len(stored) or stored[n][:2] != (
            log[n * LOG_PIECE], log[(n + 1) * LOG_PIECE - 1])]
        piece_texts = {n: "[" + ",".join(texts.texts[n * LOG_PIECE:(n + 1) * LOG_PIECE]) + "]" for n in fresh}
        text = (f'{{"name":{json.dumps(saved.name, ensure_ascii=False)},"rev":{rev},'
                f'"encounter":{body[:-1]},"log":{texts.text(log, count * LOG_PIECE)}}}'
                + (f',"log_pieces":{count}' if count else "")
                + ',"groups":' + _json({side: [g[1] for g in groups[side]] for side in SIDES}) + "}")
        sizes = [len(piece_texts[n]) if n in piece_texts else stored[n][2] for n in range(count)]
        group_sizes = {g[1]: g[2] for side in SIDES for g in groups[side]}
        if len(text) + sum(sizes) + sum(group_sizes.values()) > MOST_ENCOUNTER_TEXT:
            size = len(text) + sum(sizes) + sum(group_sizes.values())
            raise RulesError(f"This encounter is too large to keep in this browser ({size // 1000:,} thousand "
                             "characters): export it to a file, then start a new one.", "encounter")
        # In memory first, whole: what the game master did, whether or not storage takes it.
        order = [(group_key(self.ruleset, saved.id, stamp), group_text) for stamp, group_text in group_texts.items()]
        order += [(log_piece_key(self.ruleset, saved.id, n), piece_texts[n]) for n in fresh]
        order.append((key, text))
        for held, held_text in order:
            self.store.hold(held, held_text)
        self._forget_unlisted(saved.id, set(group_sizes), count)
        self.behind[saved.id] = saved
        early = self.early.setdefault(saved.id, set())
        for held, _ in order:  # the groups and pieces first: the record that lists them last
            if not self.store.write(held):
                return False  # storage refused it: what is not written yet is written by ``catch_up``
            if held.startswith(group_key(self.ruleset, saved.id, "")):
                early.add(held.rpartition(".")[2])
            elif held != key:
                n = int(held.rpartition(".")[2])
                stored[n:n + 1] = [(log[n * LOG_PIECE], log[(n + 1) * LOG_PIECE - 1], sizes[n])]
        del self.behind[saved.id]
        self.revs[saved.id] = rev
        for n in range(count, len(stored)):  # pieces an undo has taken back into the record
            self.store.remove(log_piece_key(self.ruleset, saved.id, n))
        del stored[count:]
        listed = set(group_sizes)
        for stamp in early | {g[1] for side in SIDES for g in before[side]}:
            if stamp not in listed:  # groups this tab wrote or read that the record no longer lists
                self.store.remove(group_key(self.ruleset, saved.id, stamp))
        early.clear()
        self.groups[saved.id] = groups
        self.stored_sides[saved.id] = dict(zip(SIDES, _sides(saved.encounter)))
        return True

    def _forget_unlisted(self, saved_id: str, listed: set[str], pieces: int) -> None:
        """Forget the groups and log pieces of ``saved_id`` kept in memory that storage never took
        and its record no longer lists (it lists the groups ``listed`` and ``pieces`` pieces)."""
        groups, log = group_key(self.ruleset, saved_id, ""), log_piece_key(self.ruleset, saved_id, "")
        for key in [key for key in self.store.unwritten if key.startswith((groups, log))]:
            tail = key.rpartition(".")[2]
            if key.startswith(groups) and tail not in listed or key.startswith(log) and int(tail) >= pieces:
                self.store.drop_unwritten(key)

    def catch_up(self) -> bool:
        """Write what storage refused before, now that it may have room (the encounters kept only
        in memory, each as last saved, and the app's other values); whether all of it is written."""
        if not self.behind and not self.store.unwritten:
            return True  # the usual case: nothing waits
        if not self.store.may_have_room:
            return not self.behind and not self.store.unwritten
        if not self.store.flush():
            return False
        for saved in list(self.behind.values()):
            try:
                if not self.save(saved):
                    return False
            except (Conflict, RulesError):  # another tab wrote it since, or it grew too large: kept in memory
                continue
        return not self.behind

    @staticmethod
    def _grouped(encounter, before: dict, stored: dict, bodies: CombatantText,
                 written_for: str) -> tuple[dict, dict]:
        """The groups of ``encounter``'s combatants on each side, (combatants, stamp, size), and
        the text of each group to write (by stamp): a group that holds the same combatants as one
        stored (``before``), or as the state's group at its place, is that one.

        Where a side holds the same combatants, in the same order, as when it was stored
        (``stored``), only the groups holding one an action replaced are looked at: the rest are
        found unchanged by a comparison in C, so a save costs the same however many fight."""
        groups: dict[str, list] = {}
        texts: dict[str, str] = {}
        for side, combatants in zip(SIDES, _sides(encounter)):
            kept, old = before[side], stored.get(side)
            changed = None if old is None else set() if combatants is old else replaced(combatants, old)
            if changed == set():
                groups[side] = kept
                continue
            count = -(-len(combatants) // GROUP)
            if changed is None:  # someone joined or left, the order changed, or the side is new here
                places: Iterable[int] = range(count)
                now: list = [None] * count
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
            groups[side] = now
        return groups, texts

    def _stored_groups(self, saved_id: str) -> dict:
        """What this tab knows of the groups stored for ``saved_id`` (none for an encounter it has
        neither read nor written: an id is never given twice, so no other record's groups are under it)."""
        return self.groups.get(saved_id) or {side: [] for side in SIDES}

    def _clear_stray_groups(self) -> None:
        """Remove the groups no stored record lists: left by a write that stopped halfway, or by a
        deleted encounter. A group written for the revision after its record's is left alone:
        another tab may be writing that record now."""
        prefix = group_key(self.ruleset, "", "")[:-1]  # combatants.<ruleset>.
        for key in self.store.keys(prefix):
            saved_id, _, stamp = key[len(prefix):].partition(".")
            parts = stamp_parts(stamp)
            known = self.groups.get(saved_id)
            if parts is None or saved_id not in self.revs or known is None:
                continue  # not a group of an encounter read here: another's to judge
            listed = {g[1] for side in SIDES for g in known[side]}
            if stamp not in listed and parts[1] != self.revs[saved_id] + 1:
                self.store.remove(key)

    def _stored_pieces(self, saved_id: str) -> list:
        """What this tab knows of the pieces stored for ``saved_id`` (none for an encounter it has
        neither read nor written)."""
        return self.pieces.setdefault(saved_id, [])

    def remove(self, saved_id: str) -> None:
        """Delete an encounter this tab read or wrote: its record, the pieces of its log and its groups."""
        self.store.remove(encounter_key(self.ruleset, saved_id))
        prefix = log_piece_key(self.ruleset, saved_id, "")
        for key in self.store.keys(prefix):
            if validate.digits(key[len(prefix):]) is not None:
                self.store.remove(key)
        for key in self.store.keys(group_key(self.ruleset, saved_id, "")):
            self.store.remove(key)
        self._forget(saved_id)

    def _forget(self, saved_id: str) -> None:
        """Forget all this tab knew of ``saved_id``'s records: it writes them no more."""
        for known in (self.behind, self.early, self.pieces, self.groups, self.stored_sides, self.revs, self.logs,
                      self.bodies):
            known.pop(saved_id, None)

    def is_taken(self, saved_id: str) -> bool:
        """Whether another tab already keeps an encounter under this id, or gave it before."""
        if saved_id in self.revs or saved_id in self.behind:
            return False
        return self.store.peek(encounter_key(self.ruleset, saved_id), 1) is not None or \
            _number(saved_id) <= self._given()["encounter"]

    def encounter_of(self, key: str) -> str | None:
        """The id of the encounter stored under ``key`` (a store key), if it is one of this ruleset's."""
        prefix = encounter_key(self.ruleset, "")
        return key[len(prefix):] if key.startswith(prefix) and len(key) > len(prefix) else None

    def is_member(self, key: str) -> bool:
        """Whether ``key`` (a store key) holds one of this ruleset's character cards."""
        return key.startswith(member_key(self.ruleset, ""))

    def remember_open(self, saved_id: str | None) -> None:
        if saved_id is not None:
            self.store.save(open_key(self.ruleset), saved_id)

    # -- the roster ------------------------------------------------------------------------
    def load_roster(self) -> Roster:
        """The party roster, one record per member."""
        prefix = member_key(self.ruleset, "")
        members = []
        for key in self.store.keys(prefix):
            member = self.store.fresh(key, lambda data: read_member(data, self.plugin_key))
            if member is not None and key == member_key(self.ruleset, member.id):
                members.append(member)
        members.sort(key=lambda m: _number(m.id))
        members = members[:MOST_MEMBERS]
        # past every card stored, read or not (set aside, or a newer version's), and every id given
        next_id = max(self._numbers(prefix) | {self._given()["member"]}) + 1
        return Roster(self.plugin_key, tuple(members), next_id)

    def save_member(self, member) -> bool:
        data = Roster(self.plugin_key, (member,), _number(member.id) + 1).to_dict()["members"][0]
        self._give("member", member.id)
        return self.store.save(member_key(self.ruleset, member.id), data)

    def remove_member(self, member_id: str) -> None:
        self.store.remove(member_key(self.ruleset, member_id))

    # -- older data ------------------------------------------------------------------------
    def _move_in_attacks(self, saved: list[Saved]) -> list[Saved]:
        """``saved`` with each attack under way an older app kept apart moved into its encounter's
        record (its own key goes once that is written); one that cannot be read is set aside, one
        whose encounter is gone or already has an attack under way is dropped, as that app did."""
        prefix = legacy_exchange_key(self.ruleset, "")
        for key in self.store.keys(prefix):
            exchange = self.store.fresh(key, Exchange.from_dict)
            place = next((n for n, s in enumerate(saved) if s.id == key[len(prefix):]), None)
            if exchange is None:
                continue
            if place is None and self.store.peek(encounter_key(self.ruleset, key[len(prefix):]), 1) is not None:
                continue  # its encounter could not be read here: both stay as they are
            if place is not None and saved[place].encounter.under_way is None \
                    and exchange.ruleset == saved[place].encounter.plugin_key:
                moved = replace(saved[place], encounter=saved[place].encounter.playing(exchange))
                if self.save(moved, force=True) is False:
                    continue  # storage refused it: both stay as they are
                saved[place] = moved
            self.store.remove(key)
        return saved

    def _migrate(self) -> None:
        """Move a library and roster saved under one key each into records; the old key goes only
        once every record is written."""
        legacy = self.store.fresh(legacy_library_key(self.ruleset), Library.from_dict)
        if legacy is not None:
            written = all(self.save(s, force=True) is not False for s in legacy.saved)
            if written:
                self.remember_open(legacy.current)
                self.store.remove(legacy_library_key(self.ruleset))
        roster = self.store.fresh(legacy_roster_key(self.ruleset), Roster.from_dict)
        if roster is not None:
            if all(self.save_member(m) for m in roster.members):
                self.store.remove(legacy_roster_key(self.ruleset))
