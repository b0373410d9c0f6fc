"""One file that saves and restores everything the app keeps.

Saving writes the app's own state (what it did this session, even while storage is full) and
every stored part, damaged or unknown ones under "kept aside", so a file this app wrote always
restores; the parts this browser's storage has not taken yet are listed under "not yet saved". Restoring checks every part before changing anything, then writes all of it or
nothing: a damaged file is refused with a message and the app's data stays as it was. A record
whose content does not match its key (another game's encounter, another card's id) is kept aside
instead, and said, and the rest restores.
"""

from __future__ import annotations

import json
import time

import js

from keeping.json_text import StorageError
from screen import dom, storage
from screen.browser import Event

CONTROL = "backup--import"


def export_all(_event: Event | None = None) -> None:
    from keeping.backup_file import FILE_KIND, VERSION, check_part

    data, aside = storage.STORE.everything(check_part)
    unwritten = [key for key in storage.STORE.not_yet_saved() if key in data]
    text = json.dumps({"pyrules": FILE_KIND, "version": VERSION, "saved": int(time.time()), "data": data,
                       "kept_aside": aside, "not_yet_saved": unwritten}, ensure_ascii=False, indent=1)
    dom.download(f"pyrules-everything-{time.strftime('%Y-%m-%d')}.json", text)
    if not storage.STORE.available:
        dom.notice("This browser does not let pyrules keep data, so this file is the only copy of what you did.")


def _restore_text(text: str) -> None:
    from keeping.backup_file import read_backup

    try:
        backup = read_backup(str(text))
        storage.STORE.replace_all(backup.data, backup.aside)
    except (ValueError, StorageError) as error:
        dom.field_error(CONTROL, f"Nothing was restored: {error}")
        return
    finally:
        dom.by_id(CONTROL).value = ""
    dom.field_error(CONTROL, None)
    if backup.refused:  # said before the page reloads with what was restored
        js.window.alert(backup.said())
    js.location.reload()


def bind() -> None:
    dom.on(dom.by_id("backup-export"), "click", export_all)
    dom.on(dom.by_id(CONTROL), "change", lambda event: dom.read_file(event, _restore_text, CONTROL))
