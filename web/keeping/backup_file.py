"""Reading a whole-app backup file: every part is checked before anything is restored, and a
record whose content does not match the key it is stored under (another game's encounter, another
card's id, an id the app never gives) is kept aside instead of restored, and said."""

from __future__ import annotations

import json
import re
from typing import Any, Callable, NamedTuple

from pyrules import rulesets
from pyrules.core import validate
from pyrules.core.encounter import Library, Roster
from pyrules.core.encounter.exchange import Exchange
from pyrules.core.errors import shown
from pyrules.core.players.invitation import stored_server
from keeping.json_text import StorageError, parse_json
from keeping.store import PLAYERS_SERVER, QUICK_START, THEMES
from keeping.groups import read_group, stamp_parts
from keeping.ids import read_ids
from keeping.keys import group_key, log_piece_key
from keeping.log_pieces import read_log_piece
from keeping.records import read_record
from keeping.roster import read_member
from screen.roll_log import ENTRY_KEY, LOG_KEY, read_entry, read_log

FILE_KIND = "everything"
VERSION = 1
_IDS = {"e": re.compile(r"e[1-9][0-9]{0,8}"), "m": re.compile(r"m[1-9][0-9]{0,8}")}  # as the app gives them
_PIECE = re.compile(r"0|[1-9][0-9]{0,8}")


class Backup(NamedTuple):
    """A backup file as read: the parts to restore, what is kept aside, and why each record
    kept aside from this file was not restored."""
    data: dict[str, Any]
    aside: dict[str, str]
    refused: tuple[str, ...] = ()

    def said(self) -> str:
        """What the restore tells the player of the records it kept aside instead ("" for none)."""
        if not self.refused:
            return ""
        return ("Everything else was restored. Not restored, and kept aside in this browser (a backup "
                "file saves it): " + "; ".join(self.refused) + ".")


class Misfiled(ValueError):
    """A record whose content is not what its key says it holds: another game's, another id's,
    or under an id the app never gives."""


def _register(ruleset: str) -> None:
    """Load a ruleset's tracker plug-in, which its saved encounters and roster need to be read."""
    if ruleset not in rulesets.KEYS:
        raise ValueError(f"unknown ruleset “{ruleset[:24]}”")
    rulesets.tracker(ruleset)


def check_part(key: str, value: Any, part: Callable[[str], Any] = lambda key: None) -> Any:
    """One stored part, checked (a theme this build does not know reads as the system's), with
    ``part(key)`` giving the other parts it is read with (an encounter's log pieces and groups of
    combatants); ValueError saying which part is damaged."""
    try:
        if key.startswith("encounter."):  # one encounter: encounter.<ruleset>.<id>
            _, ruleset, saved_id = key.split(".", 2)
            _register(ruleset)
            read_record(value, lambda n: part(log_piece_key(ruleset, saved_id, n)),
                        lambda stamp: part(group_key(ruleset, saved_id, stamp)))
        elif key.startswith("log."):  # a piece of an encounter's log: log.<ruleset>.<id>.<n>, read with it
            _register(key.split(".")[1])
            read_log_piece(value)
        elif key.startswith("combatants."):  # a group of an encounter's combatants, read with it
            _register(key.split(".")[1])
            read_group(value)
        elif key.startswith("member."):  # one roster member: member.<ruleset>.<id>
            ruleset = key.split(".")[1]
            _register(ruleset)
            read_member(value, rulesets.tracker(ruleset).key)
        elif key.startswith("exchange."):  # an attack under way in an encounter: exchange.<ruleset>.<id>
            _, ruleset, _ = key.split(".", 2)
            _register(ruleset)
            if Exchange.from_dict(value).ruleset != ruleset:
                raise ValueError("the attack under way is of another game")
        elif key.startswith("ids."):  # the highest ids a ruleset gave: ids.<ruleset>
            _register(key.split(".", 1)[1])
            read_ids(value)
        elif key.startswith("open."):
            _register(key.split(".", 1)[1])
            if validate.kept_text(value, longest=12) is None:
                raise ValueError("the open encounter is damaged")
        elif key.startswith("encounters."):
            _register(key.split(".", 1)[1])
            Library.from_dict(value)
        elif key.startswith("roster."):
            _register(key.split(".", 1)[1])
            Roster.from_dict(value)
        elif key == LOG_KEY:
            read_log(value)
        elif key in ("forms", "answers"):
            forms = validate.kept_mapping(value)
            if forms is None or not all(validate.kept_mapping(v) is not None for v in forms.values()):
                raise ValueError("the calculator inputs are damaged")
        elif key == ENTRY_KEY:
            read_entry(value)
        elif key == QUICK_START:
            if validate.kept_flag(value) is None:
                raise ValueError("the quick start setting is damaged")
        elif key == "theme":
            return value if value in THEMES else "system"
        elif key == PLAYERS_SERVER:
            stored_server(value)
        else:
            raise ValueError("this version of pyrules does not know it")
    except ValueError as error:  # a RulesError among them: its message is what it says
        raise ValueError(f"part “{shown(key)}”: {str(error)[:160]}") from None
    return value


def _game(ruleset: str) -> str:
    return rulesets.entry(ruleset).tab


def _one_id(saved_id: str, kind: str, what: str) -> None:
    if not _IDS[kind].fullmatch(saved_id):
        spaced = " with spaces around it" if saved_id != saved_id.strip() else ""  # shown() strips them
        raise Misfiled(f"“{shown(saved_id)}”{spaced} is not the id of {what}")


def _held(value: object, *path: str) -> object:
    """What ``value`` holds at ``path`` (the names of objects inside objects), None where there is
    no object to look in."""
    for name in path:
        found = validate.kept_mapping(value)
        if found is None:
            return None
        value = found.get(name)
    return value


def _same_game(found: object, ruleset: str, what: str) -> None:
    """A record of ``what`` holding ``found``'s game (the key's own or a damaged value) under ``ruleset``'s key."""
    found = validate.kept_text(found)
    if found is not None and found != ruleset:
        game = _game(found) if found in rulesets.KEYS else f"“{shown(found)}”"
        raise Misfiled(f"it holds {what} of {game}, kept under {_game(ruleset)}")


def check_key(key: str, value: Any) -> None:
    """Whether ``value`` belongs under ``key``: a record's game is its key's, its id is its key's
    and one the app gives; Misfiled saying what does not match. A key of a game this build does
    not know, or a value too damaged to tell, is left to ``check_part``."""
    kind, _, rest = key.partition(".")
    ruleset, _, saved_id = rest.partition(".")
    if ruleset not in rulesets.KEYS:
        return
    try:
        if kind == "encounter":
            _one_id(saved_id, "e", "an encounter")
            _same_game(_held(value, "encounter", "plugin"), ruleset, "an encounter")
        elif kind == "log":
            saved_id, _, piece = saved_id.rpartition(".")
            _one_id(saved_id, "e", "an encounter")
            if not _PIECE.fullmatch(piece):
                raise Misfiled(f"“{shown(piece)}” is not the number of a piece of an encounter's log")
        elif kind == "combatants":
            saved_id, _, stamp = saved_id.rpartition(".")
            _one_id(saved_id, "e", "an encounter")
            if stamp_parts(stamp) is None:
                raise Misfiled(f"“{shown(stamp)}” is not the mark of a group of an encounter's combatants")
        elif kind == "exchange":
            _one_id(saved_id, "e", "an encounter")
            _same_game(_held(value, "ruleset"), ruleset, "an attack")
        elif kind == "member":
            _one_id(saved_id, "m", "a character card")
            held = validate.kept_text(_held(value, "id"))
            if held is not None and held != saved_id:
                raise Misfiled(f"it holds the card “{shown(held)}”, kept under “{saved_id}”")
        elif kind == "open" and validate.kept_text(value) is not None:
            _one_id(value, "e", "an encounter")
        elif kind == "roster":
            _same_game(_held(value, "plugin"), ruleset, "character cards")
        elif kind == "encounters":
            for saved in validate.kept_list(_held(value, "encounters")) or []:
                _same_game(_held(saved, "encounter", "plugin"), ruleset, "an encounter")
    except Misfiled as error:
        raise Misfiled(f"part “{shown(key)}”: {error}") from None


Parts = tuple[dict[str, Any], dict[str, str], tuple[str, ...]]  # what to restore, what is kept aside, and why


def _set_apart(data: dict[str, Any], aside: dict[str, str]) -> Parts:
    """The records whose content does not match their key moved from ``data`` to ``aside`` (as
    the app keeps damaged data: never dropped), with an encounter's log pieces, groups of
    combatants and attack under way beside it; the rest, and why each was moved."""
    data, aside = dict(data), dict(aside)
    refused: list[str] = []
    for key, value in list(data.items()):
        if key not in data:  # already moved with its encounter
            continue
        try:
            check_key(key, value)
        except Misfiled as error:
            refused.append(str(error))
            moved = [key]
            if key.startswith("encounter."):
                _, ruleset, saved_id = key.split(".", 2)
                moved += [k for k in data if k == f"exchange.{ruleset}.{saved_id}"
                          or k.startswith((f"log.{ruleset}.{saved_id}.", f"combatants.{ruleset}.{saved_id}."))]
            for name in moved:
                _keep_aside(aside, name, data.pop(name))
    return data, aside, tuple(refused)


def _keep_aside(aside: dict[str, str], key: str, value: Any) -> None:
    """``value`` kept aside under ``key``, or under ``key~2``… beside an earlier copy."""
    name, n = key, 1
    while name in aside:
        n += 1
        name = f"{key}~{n}"
    text = validate.kept_text(value)
    aside[name] = json.dumps(value, ensure_ascii=False) if text is None else text


def read_backup(text: object) -> Backup:
    """The parts of a backup file, all checked, and what it kept aside; ValueError if any is damaged.
    A record whose content does not match its key is not restored but kept aside, and said."""
    try:
        document = parse_json(text, "The file")
    except StorageError as error:
        raise ValueError(str(error)) from None
    document = validate.kept_mapping(document)
    if document is None or document.get("pyrules") != FILE_KIND:
        raise ValueError("this is not a pyrules backup file")
    version = validate.kept_whole(document.get("version"), low=1)
    if version is None:
        raise ValueError("the file does not say which version of pyrules wrote it")
    if version > VERSION:
        raise ValueError("a newer version of pyrules wrote this file: update the app (reload it) and try again")
    data = validate.kept_mapping(document.get("data"))
    if data is None:
        raise ValueError("the file holds no data")
    aside = validate.kept_mapping(document.get("kept_aside", {}))
    if aside is None or not all(validate.kept_text(v) is not None for v in aside.values()):
        raise ValueError("the data kept aside is damaged")
    data, aside, refused = _set_apart(data, aside)
    if document.get("rescued") is True:
        data, aside, unread = _rescued(data, aside)
        return Backup(data, aside, refused + unread)
    data = {key: check_part(key, value, data.get) for key, value in data.items()}
    return Backup(data, aside, refused)


def _rescued(data: dict[str, Any], aside: dict[str, str]) -> Parts:
    """A file saved while the app could not start: its readable parts are restored and the others
    kept aside, since whatever stopped the start may be among them; why each was kept aside."""
    checked: dict[str, Any] = {}
    aside = dict(aside)
    refused: list[str] = []
    for key, value in data.items():
        try:
            checked[key] = check_part(key, value, data.get)
        except ValueError as error:
            _keep_aside(aside, key, value)
            refused.append(str(error))
    return checked, aside, tuple(refused)
