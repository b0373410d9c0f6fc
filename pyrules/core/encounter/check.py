"""The encounter's checks of plain data, read through the validation kit (``pyrules.core.validate``)
and each naming the field at fault.

Used twice: on an action's arguments as the page sends them (the field is the
argument's name, "amount"), and on stored data being loaded (the field is its
path, "combatants[2].name"). Every failure is a RulesError whose ``field`` is
that name or path.
"""

from __future__ import annotations

import json
import re
from typing import Any, Container, NoReturn

from pyrules.core import validate
from pyrules.core.errors import FromNewerVersion, RulesError

MOST_NUMBER = 1e9  # a stored number (an initiative, an undeclared stat) no larger either way
ID = re.compile(r"([a-z])([1-9][0-9]{0,8})")


def at(path: str, key: str) -> str:
    """The path of ``key`` inside ``path``: at("combatants[2]", "name")."""
    return f"{path}.{key}" if path else key


def item(path: str, index: int) -> str:
    return f"{path}[{index}]"


def fail(path: str, what: str) -> NoReturn:
    raise RulesError(f"{path} {what}.", path)


def renamed(error: RulesError, path: str, *, locate: bool = False) -> RulesError:
    """``error`` again, its field moved under ``path`` (for nested data).

    A message that starts with the old field name starts with the new one; with
    ``locate`` any other message is prefixed by the new path (stored data, where
    the reader needs to know where the fault is).
    """
    field = at(path, error.field) if error.field else path
    message = error.message
    if error.field and message.startswith(error.field):
        message = field + message[len(error.field):]
    elif locate:
        message = f"{field}: {message}"
    return (FromNewerVersion if isinstance(error, FromNewerVersion) else RulesError)(message, field)


def text(value: object, path: str, *, longest: int, empty: bool = False) -> str:
    """A string, trimmed, at most ``longest`` characters; empty only if allowed."""
    if not isinstance(value, str):
        fail(path, "must be text")
    value = value.strip()
    if not value and not empty:
        fail(path, "must not be empty")
    if len(value) > longest:
        fail(path, f"must be at most {longest} characters")
    return value


def whole(value: object, path: str, *, low: int | None = None, high: int | None = None) -> int:
    return validate.whole(value, path, path, low=low, high=high)


def number(value: object, path: str, *, optional: bool = False) -> int | float | None:
    """An int or a finite float, at most a billion either way (a form's "5.25" or "5,25" becomes
    5.25, "12" becomes 12)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        if optional:
            return None
        fail(path, "must be a number")
    if isinstance(value, str):
        typed = validate.typed_number(value)
        if typed is None:
            fail(path, "must be a number")
        value = typed
    read = validate.kept_number(value)
    if read is None:
        fail(path, "must be a finite number" if isinstance(value, float) else "must be a number")
    if abs(read) > MOST_NUMBER:
        fail(path, "is too large")
    return read


def flag(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        fail(path, "must be true or false")
    return value


def choice(value: object, path: str, choices: validate.Choices) -> str:
    return validate.choice(value, path, choices, path)


def mapping(value: object, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        fail(path, "must be an object")
    for key in value:
        if not isinstance(key, str):
            fail(path, "must have text keys")
    return value


def listing(value: object, path: str, *, longest: int = 100_000) -> list[Any]:
    if not isinstance(value, (list, tuple)):
        fail(path, "must be a list")
    if len(value) > longest:
        fail(path, f"must hold at most {longest} items")
    return list(value)


def only_keys(data: dict[str, Any], path: str, allowed: Container[str]) -> None:
    for key in data:
        if key not in allowed:
            fail(at(path, key), "is not expected here")


def ident(value: object, path: str, prefix: str) -> str:
    """An id such as "c12" (combatant), "m3" (roster member), "e1" (saved encounter)."""
    if not isinstance(value, str) or not (m := ID.fullmatch(value)) or m[1] != prefix:
        fail(path, f"must be an id such as “{prefix}1”")
    return value


def id_number(value: str) -> int:
    return int(value[1:])


def scalar(value: Any, path: str) -> Any:
    """A JSON scalar for a stat the ruleset does not declare: text, number, flag or null."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, str):
        return text(value, path, longest=200, empty=True)
    return number(value, path)


def loads(raw: Any, what: str) -> Any:
    """Parse JSON text (a stored value, an imported file); RulesError if it is not JSON."""
    if not isinstance(raw, (str, bytes, bytearray)):
        raise RulesError(f"The {what} must be JSON text.", "file")
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise RulesError(f"The {what} is not valid JSON.", "file") from None


