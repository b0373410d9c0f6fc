"""One file that saves and restores everything the app keeps.

Restoring checks every part before changing anything: a damaged file is
refused with a message and the app's data stays as it was.
"""

from __future__ import annotations

import json
import time

import js
from pyodide.ffi import create_proxy

from screen import dom, storage

_keep = []


def _all_stored() -> tuple[dict, dict]:
    """What the app keeps, and what it kept aside (damaged data, as the raw text it was)."""
    data, aside = {}, {}
    local = js.window.localStorage
    for i in range(local.length):
        key = str(local.key(i))
        raw = str(local.getItem(key))
        if key.startswith(storage.BACKUP):
            aside[key[len(storage.BACKUP):]] = raw
        elif key == storage.PREFIX + "theme":
            data["theme"] = raw
        elif key.startswith(storage.PREFIX):
            try:
                data[key[len(storage.PREFIX):]] = json.loads(raw)
            except ValueError:
                aside[key[len(storage.PREFIX):]] = raw
    return data, aside


def export_all(_event=None) -> None:
    from screen.backup_file import FILE_KIND

    data, aside = _all_stored()
    text = json.dumps({"pyrules": FILE_KIND, "version": 1, "saved": int(time.time()), "data": data,
                       "kept_aside": aside}, ensure_ascii=False, indent=1)
    dom.download(f"pyrules-everything-{time.strftime('%Y-%m-%d')}.json", text)


def _restore_text(text) -> None:
    from screen.backup_file import read_backup

    control = "backup--import"
    try:
        data, aside = read_backup(str(text))
    except ValueError as error:
        dom.field_error(control, f"Nothing was restored: {error}")
        return
    finally:
        dom.by_id(control).value = ""
    local = js.window.localStorage
    for key, value in data.items():
        local.setItem(storage.PREFIX + key, value if key == "theme" else json.dumps(value))
    for key, raw in aside.items():
        local.setItem(storage.BACKUP + key, raw)
    dom.field_error(control, None)
    js.location.reload()


def bind() -> None:
    dom.on(dom.by_id("backup-export"), "click", export_all)

    def on_file(event) -> None:
        files = event.target.files
        if files.length:
            proxy = create_proxy(_restore_text)
            _keep.append(proxy)
            files.item(0).text().then(proxy)

    dom.on(dom.by_id("backup--import"), "change", on_file)
