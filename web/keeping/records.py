"""An encounter's record in storage, ``encounter.<ruleset>.<id>`` = {name, rev, encounter}, written
and read back.

The record carries a revision: a tab that finds the stored revision is not the one it read knows
another tab wrote it since. It holds the encounter without the pieces of its log written apart
(``log_pieces``: how many come first) and without its combatants, listed by the stamps of their
groups (``groups``).
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from pyrules.core import validate
from pyrules.core.encounter import Encounter
from pyrules.core.encounter.library import TITLE_LONGEST
from pyrules.core.encounter.schema import SCHEMA
from pyrules.core.errors import FromNewerVersion, RulesError
from keeping.groups import SIDES, Sides, with_groups
from keeping.log_pieces import LOG_PIECE, read_log_piece
from keeping.json_text import json_text

# A record starts {"name":"…","rev":N, and JSON escapes every quote inside the name.
_REV = re.compile(r'\{"name":"(?:[^"\\]|\\.)*","rev":(\d+),')
# Enough of a record's start to hold its revision, whatever its name (JSON writes a character
# as at most six).
REV_LENGTH = len('{"name":"","rev":,') + 6 * TITLE_LONGEST + 20
# The most characters one encounter may take in storage: more would crowd out everything else a
# browser keeps for the app (about five million characters in all).
MOST_ENCOUNTER_TEXT = 1_500_000
RECORD_PARTS = {"name", "rev", "encounter", "log_pieces", "groups"}  # all a record of this version holds
_OPEN = re.compile(r"e[1-9][0-9]{0,8}")


def read_record(data: object, piece: Callable[[int], object] = lambda n: None,
                group: Callable[[str], object] = lambda stamp: None) -> tuple[str, int, Encounter]:
    """A stored encounter record's (name, revision, encounter), its log's pieces read with
    ``piece(n)`` (the stored value of piece ``n``, None if there is none) and its combatants'
    groups with ``group(stamp)``; RulesError if it is damaged or cannot be shown (one the tracker
    could not draw would stop it from drawing anything), FromNewerVersion if a newer version of
    pyrules saved it (its schema is above this version's, or it holds what this version never writes)."""
    if not isinstance(data, dict) or not {"name", "rev", "encounter"} <= set(data):
        raise RulesError("A saved encounter must hold its name, revision and encounter.")
    name, pieces = data["name"], data.get("log_pieces", 0)
    named = isinstance(name, str) and name.strip() and len(name) <= TITLE_LONGEST
    if _from_newer_version(data):
        raise FromNewerVersion(f"“{name.strip()}” was saved by a newer version of pyrules" if named else
                               "An encounter was saved by a newer version of pyrules", "schema")
    if not named:
        raise RulesError("A saved encounter's name is damaged.", "name")
    rev = validate.kept_whole(data["rev"], low=1)
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
        body = with_groups(body, data["groups"], group)
    encounter = Encounter.from_dict(body)
    try:
        encounter.view()
    except Exception:
        raise RulesError("This saved encounter cannot be shown.", "encounter") from None
    return name, rev, encounter


def _from_newer_version(data: dict[str, Any]) -> bool:
    """Whether a stored record was written by a newer version: its encounter's schema is above
    this version's, or the record holds a part this version never writes."""
    body = data["encounter"]
    schema = body.get("schema") if isinstance(body, dict) else None
    newer_schema = isinstance(schema, int) and not isinstance(schema, bool) and schema > SCHEMA
    return newer_schema or not set(data) <= RECORD_PARTS


def record_text(name: str, rev: int, body: str, log: str, pieces: int, groups: Sides) -> str:
    """An encounter's record as JSON text: its ``name``, revision ``rev``, its ``body`` (the
    encounter's text, without its log or combatants) with ``log`` (the text of the entries after its
    ``pieces`` pieces), and the stamps of its ``groups``."""
    return (f'{{"name":{json.dumps(name, ensure_ascii=False)},"rev":{rev},'
            f'"encounter":{body[:-1]},"log":{log}}}'
            + (f',"log_pieces":{pieces}' if pieces else "")
            + ',"groups":' + json_text({side: [g[1] for g in groups[side]] for side in SIDES}) + "}")


def read_rev(start: str | None) -> int | None:
    """The revision written at the ``start`` of a record's text (its first ``REV_LENGTH``
    characters), None if there is none."""
    match = _REV.match(start) if start else None
    return validate.typed_whole(match[1]) if match else None


def read_open(value: object) -> str:
    """The id of the encounter open last, as stored; RulesError if it is not one."""
    if not isinstance(value, str) or not _OPEN.fullmatch(value):
        raise RulesError("The encounter open last is not an encounter id.", "open")
    return value
