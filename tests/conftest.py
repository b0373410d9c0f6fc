import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "web"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))


def pytest_configure(config):
    missing = [name for name in ("icepool", "hypothesis") if importlib.util.find_spec(name) is None]
    if missing:
        raise pytest.UsageError(
            f"{', '.join(missing)} not installed for {sys.executable}: run `python build.py test` "
            "(it installs what is missing) or `pip install -e '.[dev]'`."
        )


SEEDS = ROOT.parent / "shared" / "seeds"


@pytest.fixture(scope="session")
def seed_files() -> Path:
    """The folder of the four references; a test that needs them fails (never skips) without them."""
    if not (SEEDS / "TABLES.md").exists():
        pytest.fail(f"the reference files are missing: expected {SEEDS} beside the project (../shared/seeds)")
    return SEEDS
