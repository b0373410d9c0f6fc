"""The standard library's second part: its modules say they are still arriving until it is in,
then import from it, a package's modules too when the package's first modules are elsewhere."""

import importlib
import sys
import zipfile

import pytest

from screen import stdlib_later


@pytest.fixture
def zips(tmp_path, monkeypatch):
    """An app's zip listing the second part's modules, the second part (a module of its own, and
    one of a package whose ``__init__`` is in the first part), and the first part's package."""
    first = tmp_path / "first"
    (first / "splitpkg").mkdir(parents=True)
    (first / "splitpkg" / "__init__.py").write_text("")
    app, later = tmp_path / "app.zip", tmp_path / "later.zip"
    with zipfile.ZipFile(app, "w") as archive:
        archive.writestr(stdlib_later.NAMES, "rarely_imported\nsplitpkg.rare\n")
    with zipfile.ZipFile(later, "w") as archive:
        archive.writestr("rarely_imported.py", "ANSWER = 42\n")
        archive.writestr("splitpkg/rare.py", "ANSWER = 7\n")
    monkeypatch.setattr(sys, "meta_path", [f for f in sys.meta_path if not isinstance(f, stdlib_later.StillArriving)])
    monkeypatch.setattr(sys, "path", [str(first), *sys.path])
    for name in ("rarely_imported", "splitpkg", "splitpkg.rare"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    return str(app), str(later)


def test_before_the_second_part_arrives_its_modules_say_they_are_still_arriving(zips):
    stdlib_later.expect(zips[0])
    with pytest.raises(ModuleNotFoundError, match="still arriving") as raised:
        importlib.import_module("rarely_imported")
    assert raised.value.name == "rarely_imported"
    with pytest.raises(ModuleNotFoundError, match="no_such_module"):  # a module it does not hold is just missing
        importlib.import_module("no_such_module")


def test_once_it_arrives_its_modules_import_from_it_a_split_packages_too(zips):
    app, later = zips
    stdlib_later.expect(app)
    stdlib_later.arrived(later)
    import rarely_imported
    import splitpkg.rare

    assert (rarely_imported.ANSWER, splitpkg.rare.ANSWER) == (42, 7)
    assert rarely_imported.__file__ == later + "/rarely_imported.py"  # a traceback names the file
    assert splitpkg.rare.__file__ == later + "/splitpkg/rare.py"


def test_the_finder_is_installed_once_as_a_restored_snapshot_mounts_the_app_again(zips):
    first = stdlib_later.expect(zips[0])
    assert stdlib_later.expect(zips[0]) is first
    assert sum(isinstance(f, stdlib_later.StillArriving) for f in sys.meta_path) == 1
