"""The storage keys of a tracker's records, each under the app's prefix (``keeping.store.PREFIX``).

``encounter.<ruleset>.<id>``: an encounter's record; ``log.<ruleset>.<id>.<n>``: a piece of its
log; ``combatants.<ruleset>.<id>.<stamp>``: a group of its combatants; ``member.<ruleset>.<id>``: a
roster card; ``ids.<ruleset>``: the highest ids given; ``open.<ruleset>``: the encounter open
last. An older app kept a ruleset's library, roster and attacks under way under keys of their own.
"""

from __future__ import annotations


def encounter_key(ruleset: str, saved_id: str) -> str:
    return f"encounter.{ruleset}.{saved_id}"


def log_piece_key(ruleset: str, saved_id: str, piece: int | str) -> str:
    return f"log.{ruleset}.{saved_id}.{piece}"


def group_key(ruleset: str, saved_id: str, stamp: str) -> str:
    return f"combatants.{ruleset}.{saved_id}.{stamp}"


def member_key(ruleset: str, member_id: str) -> str:
    return f"member.{ruleset}.{member_id}"


def ids_key(ruleset: str) -> str:
    """Where the highest number given so far to an encounter and to a card of a ruleset is kept,
    so that no id is ever given twice."""
    return f"ids.{ruleset}"


def open_key(ruleset: str) -> str:
    return f"open.{ruleset}"


def legacy_exchange_key(ruleset: str, saved_id: str) -> str:
    """Where an older app kept an encounter's attack under way, apart from the encounter."""
    return f"exchange.{ruleset}.{saved_id}"


def legacy_library_key(ruleset: str) -> str:
    return f"encounters.{ruleset}"


def legacy_roster_key(ruleset: str) -> str:
    return f"roster.{ruleset}"


def parts_of(key: str) -> tuple[str, ...]:
    """The prefixes of the keys a stored record refers to: an encounter's log pieces and groups
    of combatants (none for any other record)."""
    kind, _, rest = key.partition(".")
    ruleset, _, saved_id = rest.partition(".")
    if kind != "encounter" or not saved_id:
        return ()
    return log_piece_key(ruleset, saved_id, ""), group_key(ruleset, saved_id, "")
