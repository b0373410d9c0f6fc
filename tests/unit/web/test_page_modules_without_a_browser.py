"""The page's modules that hold no browser code, and every module of what the app keeps in storage
(``keeping``), import on CPython with no browser at all: what they work out is tested here, and
only the modules that read and write the page need one."""

import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
BROWSER_FREE = ("calculator_shown", "calculator_targets", "calculators", "due_page", "exchange_page", "ids", "markup",
                "odds", "pages", "phones_commands", "pool_memory", "preload", "problems", "roll_log", "rolls",
                "roster_page", "selfcheck", "table_page", "tones", "tracker_page", "why", "widgets")
KEEPING = tuple(info.name for info in pkgutil.iter_modules([str(ROOT / "web" / "keeping")], "keeping."))
PROBE = """
import importlib, sys
for name in ("js", "pyodide", "pyodide.ffi"):
    sys.modules[name] = None  # importing the browser's modules fails
failed = []
for module in sys.argv[1:]:
    try:
        importlib.import_module(module)
    except ImportError as error:
        failed.append(f"{module}: {error}")
print("; ".join(failed))
"""


@pytest.mark.cpython_only
def test_the_modules_without_browser_code_import_without_a_browser():
    modules = [f"screen.{name}" for name in BROWSER_FREE] + list(KEEPING)
    assert "keeping.tracker_store" in modules
    done = subprocess.run([sys.executable, "-c", PROBE, *modules], cwd=ROOT, capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "web")])})
    assert done.stdout.strip() == ""


def test_a_quick_start_keeps_every_page_module_without_browser_code_imported():
    from screen.preload import PAGE_MODULES

    assert set(PAGE_MODULES) == {f"screen.{name}" for name in BROWSER_FREE if name != "preload"}


def test_a_quick_start_keeps_every_module_of_what_the_app_keeps_imported():
    from screen import preload

    preload.preload()
    assert set(KEEPING) <= set(sys.modules)
