"""zipimport names a module of the app's zip from its table of contents, without loading it."""

import importlib.util
import sys
import zipfile
import zipimport

import pytest

from screen import zip_names


@pytest.fixture
def app_zip(tmp_path):
    """A zip like the app's: a package, a module shipped as source and one shipped compiled."""
    path = tmp_path / "app.zip"
    compiled = importlib.util.MAGIC_NUMBER + b"\0" * 12 + __import__("marshal").dumps(compile("x = 2", "c", "exec"))
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("game/__init__.py", "")
        archive.writestr("game/source.py", "x = 1")
        archive.writestr("game/compiled.pyc", compiled)
    return path


@pytest.fixture
def installed(monkeypatch):
    monkeypatch.setattr(zipimport.zipimporter, "get_filename", zipimport.zipimporter.get_filename)
    assert zip_names.install()


def importer(app_zip, name):
    """The zipimporter Python makes for where ``name`` is: the zip, or its package's folder in it."""
    return zipimport.zipimporter(str(app_zip / "game") if "." in name else str(app_zip))


@pytest.mark.parametrize("name", ["game", "game.source", "game.compiled"])
def test_a_module_is_named_as_zipimport_names_it(app_zip, name):
    found = importer(app_zip, name)
    assert zip_names.get_filename(found, name) == found.get_filename(name)


def test_naming_a_module_compiles_nothing(app_zip, monkeypatch):
    compiled = []
    monkeypatch.setattr(zipimport, "_compile_source", lambda *args: compiled.append(args))
    assert zip_names.get_filename(importer(app_zip, "game.source"), "game.source").endswith("source.py")
    assert compiled == []


def test_a_module_the_zip_does_not_hold_is_refused(app_zip):
    with pytest.raises(zipimport.ZipImportError, match="missing"):
        zip_names.get_filename(importer(app_zip, "game.missing"), "game.missing")


def test_once_installed_the_zips_modules_import_compiled_once_each(app_zip, installed, monkeypatch):
    compiled = []
    real = zipimport._compile_source
    monkeypatch.setattr(zipimport, "_compile_source", lambda *args: compiled.append(args[0]) or real(*args))
    monkeypatch.syspath_prepend(str(app_zip))
    for name in ("game", "game.source", "game.compiled"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    from game import compiled as compiled_module, source

    assert (source.x, compiled_module.x) == (1, 2)
    assert source.__file__ == str(app_zip / "game" / "source.py")
    assert [path.rsplit("/", 1)[-1] for path in compiled] == ["__init__.py", "source.py"]
