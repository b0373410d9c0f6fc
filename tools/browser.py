"""How the end-to-end tests and the bench start Chromium: one browser, one set of flags."""

from __future__ import annotations

import os
from pathlib import Path

# No sandbox (CI runs as root), no GPU, and nothing the browser would fetch on its own: the
# end-to-end tests fail on any request that leaves the loopback address. A camera is faked (and
# granted without asking), so scanning a player's answer can be tested.
LAUNCH_ARGS = ("--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--no-first-run", "--disable-sync", "--disable-quic", "--use-fake-device-for-media-stream",
               "--use-fake-ui-for-media-stream")

# What the bench asks of the app's page: its quick start off for a visit (an init script), Python
# ready, and this build's quick start kept.
NO_QUICK_START = "localStorage.setItem('pyrules.quick_start', 'false');"
PYTHON_READY = "document.documentElement.dataset.python === 'ready'"
QUICK_START_KEPT = "document.documentElement.dataset.quickStart === 'kept'"


def find_browser() -> str | None:
    """Debian's chromium, if present (Playwright's own browser is found by Playwright itself)."""
    for candidate in (os.environ.get("PYRULES_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def launch_options(**more) -> dict:
    """Playwright's ``chromium.launch`` arguments: this machine's browser and the flags above."""
    options = {"args": list(LAUNCH_ARGS), **more}
    executable = find_browser()
    if executable:
        options["executable_path"] = executable
    return options
