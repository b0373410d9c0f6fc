"""Reading a whole-app backup file: every part is checked before anything is restored."""

from __future__ import annotations

import json

from pyrules import rulesets
from pyrules.core.encounter import Library, Roster
from pyrules.core.encounter.exchange import Exchange
from pyrules.core.errors import RulesError, shown
from screen.store import QUICK_START, THEMES, StorageError, parse_json
from screen.tracker_store import log_piece_key, read_log_piece, read_member, read_record
from screen.roll_log import ENTRY_KEY, LOG_KEY, read_entry, read_log

FILE_KIND = "everything"
VERSION = 1


def _register(ruleset: str) -> None:
    """Load a ruleset's tracker plug-in, which its saved encounters and roster need to be read."""
    if ruleset not in rulesets.KEYS:
        raise ValueError(f"unknown ruleset “{ruleset[:24]}”")
    rulesets.tracker(ruleset)


def check_part(key: str, value, part=lambda key: None):
    """One stored part, checked (a theme this build does not know reads as the system's), with
    ``part(key)`` giving the other parts it is read with (an encounter's log pieces); ValueError
    saying which part is damaged."""
    try:
        if key.startswith("encounter."):  # one encounter: encounter.<ruleset>.<id>
            _, ruleset, saved_id = key.split(".", 2)
            _register(ruleset)
            read_record(value, lambda n: part(log_piece_key(ruleset, saved_id, n)))
        elif key.startswith("log."):  # a piece of an encounter's log: log.<ruleset>.<id>.<n>, read with it
            _register(key.split(".")[1])
            read_log_piece(value)
        elif key.startswith("member."):  # one roster member: member.<ruleset>.<id>
            ruleset = key.split(".")[1]
            _register(ruleset)
            read_member(value, rulesets.tracker(ruleset).key)
        elif key.startswith("exchange."):  # an attack under way in an encounter: exchange.<ruleset>.<id>
            _, ruleset, _ = key.split(".", 2)
            _register(ruleset)
            if Exchange.from_dict(value).ruleset != ruleset:
                raise ValueError("the attack under way is of another game")
        elif key.startswith("open."):
            _register(key.split(".", 1)[1])
            if not isinstance(value, str) or len(value) > 12:
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
            if not isinstance(value, dict) or not all(isinstance(v, dict) for v in value.values()):
                raise ValueError("the calculator inputs are damaged")
        elif key == ENTRY_KEY:
            read_entry(value)
        elif key == QUICK_START:
            if not isinstance(value, bool):
                raise ValueError("the quick start setting is damaged")
        elif key == "theme":
            return value if value in THEMES else "system"
        else:
            raise ValueError("this version of pyrules does not know it")
    except ValueError as error:
        reason = error.message if isinstance(error, RulesError) else str(error)
        raise ValueError(f"part “{shown(key)}”: {reason[:160]}") from None
    return value


def read_backup(text) -> tuple[dict, dict]:
    """The parts of a backup file, all checked, and what it kept aside; ValueError if any is damaged."""
    try:
        document = parse_json(text, "The file")
    except StorageError as error:
        raise ValueError(str(error)) from None
    if not isinstance(document, dict) or document.get("pyrules") != FILE_KIND:
        raise ValueError("this is not a pyrules backup file")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError("the file does not say which version of pyrules wrote it")
    if version > VERSION:
        raise ValueError("a newer version of pyrules wrote this file: update the app (reload it) and try again")
    data = document.get("data")
    if not isinstance(data, dict):
        raise ValueError("the file holds no data")
    aside = document.get("kept_aside", {})
    if not isinstance(aside, dict) or not all(isinstance(v, str) for v in aside.values()):
        raise ValueError("the data kept aside is damaged")
    if document.get("rescued") is True:
        return _rescued(data, aside)
    data = {key: check_part(key, value, data.get) for key, value in data.items()}
    return data, aside


def _rescued(data: dict, aside: dict) -> tuple[dict, dict]:
    """A file saved while the app could not start: its readable parts are restored and the others
    kept aside, since whatever stopped the start may be among them."""
    checked, aside = {}, dict(aside)
    for key, value in data.items():
        try:
            checked[key] = check_part(key, value, data.get)
        except ValueError:
            name, n = key, 1
            while name in aside:
                n += 1
                name = f"{key}~{n}"
            aside[name] = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return checked, aside
