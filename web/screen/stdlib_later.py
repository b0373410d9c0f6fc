"""The standard library's modules the app never imports, which arrive once the app is ready.

The site ships Python's standard library in two zips: the modules the app can import, which a
start downloads before Python starts, and the rest, downloaded once the page's tools are bound and
written beside the first (``mount-app.mjs``). Until it is in, importing one of its modules fails at
once, saying it is still arriving; once in, it imports from that zip like any module, whether it
is a module of its own or one of a package whose other modules are in the first zip (a package's
folder in the second zip is not on the package's ``__path__``, so this finder looks there).

Plain Python, no browser: the page installs it as it mounts the app's zip.
"""

from __future__ import annotations

import importlib
import sys
import zipimport
from importlib.machinery import ModuleSpec
from typing import Any

# Which modules the second zip holds, one name a line: written into the app's zip by the build.
NAMES = "stdlib_later.txt"


class StillArriving:
    """A finder, last on ``sys.meta_path``, for the modules of the second zip (``names``): until
    ``arrived`` it says they are still arriving, then finds them in it (``where``)."""

    def __init__(self, names: frozenset[str]) -> None:
        self.names = names
        self.where: str | None = None

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        """Where module ``fullname`` is in the second zip; None for a module it does not hold."""
        if fullname not in self.names:
            return None
        if self.where is None:
            raise ModuleNotFoundError(
                f"No module named {fullname!r} yet: it is in the part of Python's standard library "
                "still arriving, which this page downloads once it is ready; try again in a moment",
                name=fullname)
        package = fullname.rpartition(".")[0]
        folder = self.where + ("/" + package.replace(".", "/") + "/" if package else "")
        return zipimport.zipimporter(folder).find_spec(fullname)

    def invalidate_caches(self) -> None:
        """Nothing cached here (importlib asks every finder)."""


def finder() -> StillArriving | None:
    """The finder installed on ``sys.meta_path``, if any."""
    return next((f for f in sys.meta_path if isinstance(f, StillArriving)), None)


def expect(app_zip: str) -> StillArriving:
    """Install the finder for the modules the app's zip (at ``app_zip``) says the second zip
    holds, once: a snapshot restored keeps the one it was made with."""
    installed = finder()
    if installed is None:
        listed = zipimport.zipimporter(app_zip).get_data(NAMES).decode("utf-8")
        installed = StillArriving(frozenset(listed.split()))
        sys.meta_path.append(installed)
    return installed


def arrived(where: str) -> None:
    """The second zip is in the file system at ``where``: its modules import from there on."""
    installed = finder()
    if installed is not None:
        installed.where = where
    if where not in sys.path:
        sys.path.append(where)
    importlib.invalidate_caches()
