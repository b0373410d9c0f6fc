"""The browser's side of ``keeping.store``: the app's one store over ``localStorage``.

Saving never stops the app: if storage is full or unavailable (private browsing) the app works
on in memory and says saving failed. Stored data that fails to load is never discarded (see
``keeping.store``); the notice offers it as a download.
"""

from __future__ import annotations

import json

import js

from keeping.store import ASIDE, PREFIX, StorageError, Store  # noqa: F401  (re-exported for the page)
from screen import dom


def _backend():
    try:
        return js.window.localStorage  # reading the property itself throws when storage is blocked
    except Exception:
        return None


# The start of a stored value, sliced where it lies: a large record is not copied whole into
# Python to read the few characters before its body.
_head = js.Function.new("key", "length", """
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


def _another_tab_changed(_event) -> None:
    """Another tab wrote or removed something: there may be room now for what storage refused."""
    STORE.freed = True
    STORE.flush()


def bind() -> None:
    """Follow other tabs' writes: what storage refused here is written again once there may be room."""
    dom.on(js.window, "storage", _another_tab_changed)


def load(key: str, default, validate=None):
    """The stored value of ``key`` (or ``default``); damaged data is set aside, never lost."""
    return STORE.load(key, default, validate)


def save(key: str, value) -> bool:
    """Keep ``value``; False (and the user told once) if storage refused it."""
    return STORE.save(key, value)
