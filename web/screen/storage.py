"""Everything the app keeps, in localStorage, and what happens when that fails.

Saving never stops the app: if storage is full or unavailable (private
browsing) the app works on in memory and says saving failed. Stored data that
fails to load is never discarded: it is kept under a backup key, the user is
told, and can download it.
"""

from __future__ import annotations

import json

import js

from screen import dom

PREFIX = "pyrules."
BACKUP = "pyrules.backup."

_memory: dict[str, str] = {}
_save_failed = False


def _storage():
    try:
        return js.window.localStorage
    except Exception:  # the browser refuses storage altogether
        return None


def load(key: str, default, validate=None):
    """The stored value of ``key`` (or ``default``); damaged data goes to a backup key."""
    storage = _storage()
    try:
        raw = _memory.get(key) if storage is None else storage.getItem(PREFIX + key)
    except Exception:
        raw = _memory.get(key)
    if not isinstance(raw, str):  # missing: JS null arrives as None or pyodide's jsnull
        return default
    try:
        value = json.loads(raw)
        if validate is not None:
            value = validate(value)
        return value
    except Exception as error:  # damaged: keep it aside, never drop it
        keep_backup(key, raw, str(error))
        return default


def keep_backup(key: str, raw: str, reason: str) -> None:
    try:
        _storage().setItem(BACKUP + key, raw)
        _storage().removeItem(PREFIX + key)
    except Exception:
        _memory[BACKUP + key] = raw
    dom.notice(
        f"Some saved data ({key}) could not be read and was set aside: {reason[:120]}",
        "Download it",
        lambda: dom.download(f"pyrules-backup-{key}.json", raw),
    )


def save(key: str, value) -> bool:
    """Store ``value`` as JSON; on failure keep it in memory and say so once."""
    global _save_failed
    text = json.dumps(value, separators=(",", ":"))
    _memory[key] = text
    try:
        _storage().setItem(PREFIX + key, text)
        _save_failed = False
        return True
    except Exception:
        if not _save_failed:
            _save_failed = True
            dom.notice("Saving failed (storage is full or blocked). pyrules keeps working, but a reload will "
                       "lose what changed. Export your data to keep it.")
        return False
