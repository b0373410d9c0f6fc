"""What a quick start keeps ready: every module the page needs that does not touch the browser.

A memory snapshot of an interpreter that has imported these (made in a Web Worker, which has no
page) lets a later visit start with them already imported. Modules that touch the page (``js``,
the DOM) are imported on every start, after the snapshot is restored.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import sys

# The page's own modules that never import ``js``: safe to import where there is no page. Every
# module of ``keeping`` (what the app keeps in storage) is one too: they are all imported.
PAGE_MODULES = ("screen.calculator_shown", "screen.calculator_targets", "screen.calculators", "screen.due_page", "screen.exchange_page",
                "screen.ids", "screen.markup", "screen.odds", "screen.pages", "screen.phones_commands",
                "screen.pool_memory", "screen.problems", "screen.roll_log", "screen.roster_page", "screen.rolls", "screen.selfcheck",
                "screen.table_page", "screen.tones", "screen.tracker_page", "screen.why", "screen.widgets")



def compact_standard_library() -> str:
    """Rewrite the standard library's zip with each file compressed on its own, and have Python
    read its new index; answers where it is.

    The site ships the zip with its files stored and the whole compressed, the smaller download,
    which a start must unpack whole. Kept beside a quick start's snapshot, each file compressed on
    its own is a third of the size to read, and a module is unpacked only if it is imported. The
    snapshot must be made after this, so that what it holds of the zip's index is this zip's."""
    import os
    import zipfile

    version = f"python{sys.version_info.major}{sys.version_info.minor}.zip"
    where = next(entry for entry in sys.path if entry.endswith("/" + version))
    # File to file, one member at a time: the interpreter's memory, which the snapshot keeps, never
    # holds more than one file of the zip.
    with zipfile.ZipFile(where) as source, zipfile.ZipFile(where + ".compact", "w", zipfile.ZIP_DEFLATED) as target:
        for member in source.infolist():
            data = source.read(member)
            member.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(member, data)
    os.replace(where + ".compact", where)
    importlib.invalidate_caches()  # the zip's importer reads its new index
    return where


def preload() -> int:
    """Import every pyrules module (the QR code maker and its library too: a phone's answer waits on
    its code), every module of ``keeping`` and the page's browser-free modules, and compute one
    chance (its modules imported); answers how many modules are loaded."""
    import keeping
    import pyrules
    from pyrules.core.odds import chance

    for package in (pyrules, keeping):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    for name in PAGE_MODULES:
        importlib.import_module(name)
    chance("3d6", at_most=10)
    _FROZEN[:] = generators()
    return len(sys.modules)


# The random generators there were when the snapshot was made, found then (a walk over every
# module's names), so a restored start reseeds them without walking the modules again. Any made
# after the restore are seeded afresh as they are made.
_FROZEN: list[random.Random] = []


def generators() -> list[random.Random]:
    """Every random generator a restored snapshot could have frozen: the random module's own and
    any kept at module level."""
    found = [random._inst]
    for module in list(sys.modules.values()):
        for value in list(getattr(module, "__dict__", {}).values()):
            if isinstance(value, random.Random) and all(value is not g for g in found):
                found.append(value)
    return found


def reseed() -> None:
    """Give every random generator fresh entropy: a restored snapshot would otherwise roll the
    same dice on every visit."""
    for generator in _FROZEN or generators():
        generator.seed()
