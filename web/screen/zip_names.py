"""Where a module in a zip comes from, found in the zip's table of contents without loading it.

Python's zipimport works out a module's file name (for its spec, before loading it) by loading
the module's code: a module shipped as source is compiled twice, a compiled one read and
unmarshalled twice. The first opening of a ruleset compiles its modules from source (they ship
as source, a third the size of their bytecode), so on a phone's first visit to a calculator's
address half of that work was thrown away. ``install`` gives zipimport a ``get_filename`` that
reads the name from the table of contents, in the order zipimport itself searches it.

Plain Python, no browser: the page installs it as it mounts the app's zip (``mount-app.mjs``).
"""

from __future__ import annotations

import zipimport
from typing import Any

# A zip's entries by path, as zipimport keeps them: (the path in the zip, then how it is stored).
Entries = dict[str, tuple[Any, ...]]


def get_filename(importer: zipimport.zipimporter, fullname: str) -> str:
    """The path in the zip of module ``fullname``, as zipimport would load it; ZipImportError if
    the zip does not hold it."""
    path = zipimport._get_module_path(importer, fullname)  # type: ignore[attr-defined]
    files = _table_of_contents(importer)
    for suffix, _bytecode, _package in zipimport._zip_searchorder:  # type: ignore[attr-defined]
        entry = files.get(path + suffix)
        if entry is not None:
            return str(entry[0])
    raise zipimport.ZipImportError(f"can't find module {fullname!r}", name=fullname)


def _table_of_contents(importer: zipimport.zipimporter) -> Entries:
    """The zip's entries by path (Python 3.13 on reads them when asked, earlier ones at once)."""
    files: Entries = importer._get_files() if hasattr(importer, "_get_files") else \
        importer._files  # type: ignore[attr-defined]
    return files


def install() -> bool:
    """Put ``get_filename`` in zipimport's place, where this Python's zipimport has the parts it
    reads; whether it did."""
    found = hasattr(zipimport, "_get_module_path") and hasattr(zipimport, "_zip_searchorder")
    if found:
        zipimport.zipimporter.get_filename = get_filename  # type: ignore[assignment]
    return found
