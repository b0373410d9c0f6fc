"""One ruleset's encounters and party roster in storage: a key each, safe with two tabs open.

Every encounter is its own record (``keeping.records``) and every roster member its own
(``keeping.roster``); which encounter was open last is ``open.<ruleset>`` (the keys:
``keeping.keys``). A tab writes only the records it changed, so another tab's change to another
encounter or member is never overwritten. Each record carries a revision: a tab that finds the
stored revision is not the one it read knows another tab wrote it since, and says so (the page
then re-applies its change to the newer record, or refuses it).

Saving costs the same however long the log grows and however many fight: the log is kept in
pieces written once (``keeping.log_pieces``) and the combatants in groups, a save writing again
only the groups holding one that changed (``keeping.groups``). What storage refuses is kept in
memory and written once there is room (``keeping.catch_up``).

Plain Python over ``keeping.store.Store``: no browser imports, tested on CPython.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Callable

from pyrules.core.encounter import Encounter, Library, Roster
from pyrules.core.encounter.exchange_data import Exchange
from pyrules.core.encounter.library import MOST_SAVED, Saved
from pyrules.core.encounter.roster import Member
from pyrules.core.encounter.shown import Conflict
from pyrules.core.errors import FromNewerVersion, RulesError
from keeping import records
from keeping.catch_up import Behind
from keeping.groups import SIDES, Groups, tab_mark
from keeping.ids import Ids, number
from keeping.keys import encounter_key, group_key, legacy_exchange_key, legacy_library_key, log_piece_key, member_key, \
    open_key
from keeping.log_pieces import LogPieces
from keeping.records import REV_LENGTH, read_open, read_record, read_rev, record_text
from keeping.roster import Cards
from keeping.store import Store

Record = tuple[str, int, Encounter]  # a record as read: its name, revision and encounter


class TrackerStore:
    """One ruleset's encounters and roster as records in ``store``."""

    def __init__(self, store: Store, ruleset: str, plugin_key: str) -> None:
        self.store = store
        self.ruleset = ruleset
        self.plugin_key = plugin_key
        self.revs: dict[str, int] = {}  # the revision of each encounter record this tab last read or wrote
        self.mark = tab_mark()
        self.ids = Ids(store, ruleset)
        self.pieces = LogPieces(store, ruleset)
        self.groups = Groups(store, ruleset, self.mark)
        self.behind = Behind(store, ruleset)
        self.cards = Cards(store, ruleset, plugin_key, self.ids)

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
        saved.sort(key=lambda s: number(s.id))
        self.groups.clear_stray(self.revs)
        saved = self._move_in_attacks(saved[:MOST_SAVED])
        current = self.store.fresh(open_key(self.ruleset), read_open)
        if current not in {s.id for s in saved}:
            current = saved[-1].id if saved else None
        return Library(tuple(saved), current, self.next_free())

    def next_free(self) -> int:
        """The number of the next encounter id never given: past every record stored, whether it
        could be read or not (one set aside, or a newer version's left where it is), past every
        group and log piece stored under an id, and past every id this ruleset ever gave."""
        ruleset = self.ruleset
        used = self.ids.numbers(encounter_key(ruleset, ""), group_key(ruleset, "", "")[:-1],
                                log_piece_key(ruleset, "", "")[:-1])
        return max(used | {self.ids.given()["encounter"]}) + 1

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

    def _reader(self, saved_id: str) -> Callable[[Any], Record]:
        """How to read ``saved_id``'s record with the pieces of its log and the groups of its
        combatants; the pieces and groups read are remembered as stored."""
        def read(data: Any) -> Record:
            found: list[int] = []
            sizes: dict[str, tuple[int, int]] = {}

            def piece(n: int) -> object:
                value = self.store.fresh(log_piece_key(self.ruleset, saved_id, n))
                found.append(len(json.dumps(value, separators=(",", ":"), ensure_ascii=False)) if value else 0)
                return value

            def group(stamp: str) -> object:
                key = group_key(self.ruleset, saved_id, stamp)
                value = self.store.fresh(key)
                sizes[stamp] = (len(value) if isinstance(value, list) else 0, len(self.store.state.get(key, "")))
                return value

            record = read_record(data, piece, group)
            encounter = record[2]
            self.pieces.read(saved_id, encounter.log, found)
            self.groups.read(saved_id, data.get("groups", {side: [] for side in SIDES}), encounter, sizes)
            return record
        return read

    def stored_rev(self, saved_id: str) -> int | None:
        """The revision storage holds now, read from the record's start without parsing it all."""
        return read_rev(self.store.peek(encounter_key(self.ruleset, saved_id), REV_LENGTH))

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
            self.ids.give("encounter", saved.id)
        rev = self.revs.get(saved.id, 0) + 1
        body = self.groups.body(saved.id, saved.encounter)
        groups, group_texts = self.groups.cut(saved.id, saved.encounter, rev)
        log = saved.encounter.log
        cut = self.pieces.cut(saved.id, log)
        text = record_text(saved.name, rev, body, cut.tail, cut.pieces, groups)
        group_sizes = {g[1]: g[2] for side in SIDES for g in groups[side]}
        size = len(text) + sum(cut.sizes) + sum(group_sizes.values())
        if size > records.MOST_ENCOUNTER_TEXT:
            raise RulesError(f"This encounter is too large to keep in this browser ({size // 1000:,} thousand "
                             "characters): export it to a file, then start a new one.", "encounter")
        order = [(group_key(self.ruleset, saved.id, stamp), group_text) for stamp, group_text in group_texts.items()]
        order += [(log_piece_key(self.ruleset, saved.id, n), piece_text) for n, piece_text in cut.fresh.items()]
        order.append((key, text))
        self.behind.hold(saved, order, set(group_sizes), cut.pieces)
        for held, _ in order:  # the groups and pieces first: the record that lists them last
            if not self.store.write(held):
                return False  # storage refused it: what is not written yet is written by ``catch_up``
            if held.startswith(group_key(self.ruleset, saved.id, "")):
                self.groups.written_early(saved.id, held.rpartition(".")[2])
            elif held != key:
                n = int(held.rpartition(".")[2])
                self.pieces.written(saved.id, n, log, cut.sizes[n])
        self.behind.written(saved.id)
        self.revs[saved.id] = rev
        self.pieces.settle(saved.id, cut.pieces)
        self.groups.settle(saved.id, groups, saved.encounter)
        return True

    def catch_up(self) -> bool:
        """Write what storage refused before, now that it may have room (the encounters kept only
        in memory, each as last saved, and the app's other values); whether all of it is written."""
        return self.behind.catch_up(self.save)

    def remove(self, saved_id: str) -> None:
        """Delete an encounter this tab read or wrote: its record, the pieces of its log and its groups."""
        self.store.remove(encounter_key(self.ruleset, saved_id))
        self.pieces.remove(saved_id)
        self.groups.remove(saved_id)
        self._forget(saved_id)

    def _forget(self, saved_id: str) -> None:
        """Forget all this tab knew of ``saved_id``'s records: it writes them no more."""
        self.behind.forget(saved_id)
        self.pieces.forget(saved_id)
        self.groups.forget(saved_id)
        self.revs.pop(saved_id, None)

    def is_taken(self, saved_id: str) -> bool:
        """Whether another tab already keeps an encounter under this id, or gave it before."""
        if saved_id in self.revs or saved_id in self.behind:
            return False
        return self.store.peek(encounter_key(self.ruleset, saved_id), 1) is not None or \
            number(saved_id) <= self.ids.given()["encounter"]

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
        return self.cards.load()

    def save_member(self, member: Member) -> bool:
        return self.cards.save(member)

    def remove_member(self, member_id: str) -> None:
        self.cards.remove(member_id)

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
        self.cards.move_in_legacy()
