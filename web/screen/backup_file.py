"""Reading a whole-app backup file: every part is checked before anything is restored."""

from __future__ import annotations

import json

from pyrules import rulesets
from pyrules.core.encounter import Library, Roster
from screen.roll_log import ENTRY_KEY, LOG_KEY, read_entry, read_log

FILE_KIND = "everything"
THEMES = ("system", "light", "dark")


def _register(ruleset: str) -> None:
    """Load a ruleset's tracker plug-in, which its saved encounters and roster need to be read."""
    if ruleset not in rulesets.KEYS:
        raise ValueError(f"unknown ruleset “{ruleset[:24]}”")
    rulesets.tracker(ruleset)


def _check(key: str, value):
    """Check one stored part; raise ValueError saying which part is damaged."""
    try:
        if key.startswith("encounters."):
            _register(key.split(".", 1)[1])
            Library.from_dict(value)
        elif key.startswith("roster."):
            _register(key.split(".", 1)[1])
            Roster.from_dict(value)
        elif key == LOG_KEY:
            read_log(value)
        elif key == "forms":
            if not isinstance(value, dict) or not all(isinstance(v, dict) for v in value.values()):
                raise ValueError("the calculator inputs are damaged")
        elif key == ENTRY_KEY:
            read_entry(value)
        elif key == "theme":
            if value not in THEMES:
                raise ValueError("unknown theme")
        else:
            raise ValueError("this version of pyrules does not know it")
    except ValueError as error:
        raise ValueError(f"part “{key}”: {error}") from None


def read_backup(text: str) -> tuple[dict, dict]:
    """The parts of a backup file, all checked, and what it kept aside; ValueError if any is damaged."""
    try:
        document = json.loads(text)
    except ValueError:
        raise ValueError("the file is not valid JSON") from None
    if not isinstance(document, dict) or document.get("pyrules") != FILE_KIND:
        raise ValueError("this is not a pyrules backup file")
    data = document.get("data")
    if not isinstance(data, dict):
        raise ValueError("the file holds no data")
    for key, value in data.items():
        _check(key, value)
    aside = document.get("kept_aside", {})
    if not isinstance(aside, dict) or not all(isinstance(v, str) for v in aside.values()):
        raise ValueError("the data kept aside is damaged")
    return data, aside
