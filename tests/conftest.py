import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
IN_PYODIDE = sys.platform == "emscripten"  # the unit tests' second run, on the players' Python (build.py)
for path in (ROOT, ROOT / "web", ROOT / "tests"):  # tests/: reference_files, for the helpers
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import reference_files  # noqa: E402  (found through the path above)


def pytest_configure(config):
    missing = [name for name in ("hypothesis",) if importlib.util.find_spec(name) is None]
    if missing:
        raise pytest.UsageError(
            f"{', '.join(missing)} not installed for {sys.executable}: run `python build.py test` "
            "(it installs what is missing) or `pip install -e '.[dev]'`."
        )
    from hypothesis import settings

    # Properties say what the rules answer, not how fast: a machine busy with the browser tests
    # (or anything else) must not fail one for an example that took over hypothesis's 200 ms.
    settings.register_profile("pyrules", deadline=None)
    settings.load_profile("pyrules")
    if IN_PYODIDE:

        # The second run, on the players' Python, looks for what differs there, not for rarer
        # examples than the CPython run finds: 30 examples a property instead of 100. WebAssembly
        # runs each one several times slower and its timings jump: no deadline. The project is
        # mounted from the host: no example database written into it.
        settings.register_profile("pyodide", max_examples=30, deadline=None, database=None)
        settings.load_profile("pyodide")


def pytest_collection_modifyitems(config, items):
    """On Pyodide, skip the tests that need what only the host has (a subprocess, the build)."""
    if not IN_PYODIDE:
        return
    skip = pytest.mark.skip(reason="needs the host's CPython (a fresh interpreter or the build): runs there only")
    for item in items:
        if item.get_closest_marker("cpython_only"):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def seed_files() -> Path:
    """The folder of the four references; without it the test is skipped with the reason, or fails
    where they are required (tests/reference_files.py)."""
    return reference_files.folder()
