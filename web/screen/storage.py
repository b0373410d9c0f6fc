"""The browser's side of ``keeping.store``: the app's one store over ``localStorage``.

Saving never stops the app: if storage is full or unavailable (private browsing) the app works
on in memory and says saving failed. Stored data that fails to load is never discarded (see
``keeping.store``); the notice offers it as a download.
"""

from __future__ import annotations

import json
from typing import Any, Callable, TypeVar, overload

import js

from keeping.store import Backend, Store
from screen import dom
from screen.browser import Event

Read = TypeVar("Read")
Default = TypeVar("Default")


def _backend() -> Backend | None:
    try:
        storage: Backend = js.window.localStorage  # reading the property itself throws when storage is blocked
    except Exception:
        return None
    return storage


# The start of a stored value, sliced where it lies: a large record is not copied whole into
# Python to read the few characters before its body.
_head: Callable[[str, int], str | None] = js.Function.new("key", "length", """
    const value = window.localStorage.getItem(key);
    return value === null ? null : value.slice(0, length);""")


def _tell(message: str) -> None:
    if STORE.frozen or STORE.damaged or STORE.newer:
        dom.notice(message, "Download it", _download_damaged)
    else:
        dom.notice(message)


def _download_damaged() -> None:
    """Offer every damaged value found this session as one file, then let frozen keys save again."""
    _, aside = STORE.everything(lambda key, value, _part: value)
    kept = {key: raw for key, raw in aside.items() if key.split("~")[0] in STORE.damaged}
    from keeping.keys import parts_of

    kept.update(STORE.left_alone(parts_of))
    dom.download("pyrules-backup-damaged-data.json", json.dumps(kept, ensure_ascii=False, indent=1))
    for key in list(STORE.frozen):
        STORE.release(key)


STORE = Store(_backend(), _tell, _head)


def _another_tab_changed(_event: Event) -> None:
    """Another tab wrote or removed something: there may be room now for what storage refused."""
    STORE.freed = True
    STORE.flush()


def bind() -> None:
    """Follow other tabs' writes: what storage refused here is written again once there may be room."""
    dom.on(js.window, "storage", _another_tab_changed)


@overload
def load(key: str, default: Any, validate: None = None) -> Any: ...
@overload
def load(key: str, default: Default, validate: Callable[[Any], Read]) -> Read | Default: ...
def load(key: str, default: Any, validate: Callable[[Any], Any] | None = None) -> Any:
    """The stored value of ``key`` (or ``default``); damaged data is set aside, never lost."""
    return STORE.load(key, default, validate)


def keep_copy_aside(key: str, reason: str) -> None:
    """Part of what was loaded for ``key`` did not read: its stored text is kept aside, and said."""
    STORE.keep_copy_aside(key, reason)


def save(key: str, value: Any) -> bool:
    """Keep ``value``; False (and the user told once) if storage refused it."""
    return STORE.save(key, value)
