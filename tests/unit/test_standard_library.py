"""The standard library as the site ships it: Pyodide's, every file of it, in two parts (the modules
the app can import, with those a start imports already compiled, then the rest), each stored and
compressed whole."""

import gzip
import io
import json
import os
import subprocess
import sys
import zipfile

import pytest

import build
from tools.stdlib_closure import imported_names, with_packages


def _unzipped(path):
    return zipfile.ZipFile(io.BytesIO(gzip.decompress(path.read_bytes())))


@pytest.fixture(scope="module")
def parts(tmp_path_factory):
    folder = tmp_path_factory.mktemp("stdlib")
    first, later = folder / build.STANDARD_LIBRARY, folder / build.LATER_STANDARD_LIBRARY
    build.standard_library(first, later)
    return _unzipped(first), _unzipped(later)


@pytest.fixture(scope="module")
def shipped(parts):
    return parts[0]


@pytest.fixture(scope="module")
def stock():
    return zipfile.ZipFile(build.NODE / "pyodide" / "python_stdlib.zip")


def _module_path(names, module):
    """The path of ``module`` in a zip holding ``names`` (as source or compiled), or None."""
    stem = module.replace(".", "/")
    return next((path for path in (stem + "/__init__.py", stem + ".py", stem + "/__init__.pyc", stem + ".pyc")
                 if path in names), None)


@pytest.fixture(scope="module")
def app_imports():
    """Every standard library module importing every module the app ships brings in, on CPython."""
    path = [str(build.WEB), str(build.ROOT)] + [str(build.vendored(name)) for name in build.VENDORED]
    probe = ("import json, sys\nsys.path[:0] = " + json.dumps(path) + "\nfrom tools.stdlib_closure import app_imports\n"
             "print(json.dumps(sorted(app_imports(" + json.dumps(["pyrules", "screen", "keeping", *build.VENDORED])
             + ", ('js', 'pyodide', 'pyodide.ffi')))))")
    found = subprocess.run([sys.executable, "-c", probe], check=True, cwd=build.ROOT, capture_output=True, text=True,
                           env={**os.environ, "PYTHONPATH": str(build.ROOT)})
    own = ("pyrules", "screen", "keeping", *build.VENDORED)
    return [name for name in json.loads(found.stdout) if name.split(".")[0] not in own]


@pytest.mark.cpython_only
def test_every_file_of_pyodides_standard_library_ships_in_one_part_as_it_is_or_compiled(parts, stock):
    """But the modules that cannot work in a browser (``NOT_IN_A_BROWSER``)."""
    first, later = (set(part.namelist()) for part in parts)
    for member in stock.infolist():
        if member.filename.endswith("/") or member.filename.startswith(build.NOT_IN_A_BROWSER):
            continue
        held = [part for part in parts if member.filename in part.namelist()]
        if held:
            assert len(held) == 1 and held[0].read(member.filename) == stock.read(member), member.filename
        else:
            assert member.filename.endswith(".py") and member.filename + "c" in first, member.filename
    assert not {name for name in first & later if not name.endswith("/")}
    for part in parts:
        assert {m.compress_type for m in part.infolist()} == {zipfile.ZIP_STORED}  # the whole is compressed


@pytest.mark.cpython_only
def test_every_module_the_app_imports_is_in_the_first_part(parts, stock, app_imports):
    """Found by importing every module the app ships (pyrules, the page's, the pinned packages);
    a module CPython imports that Pyodide's standard library does not hold (its C modules, a
    module of CPython's own version) is not asked for."""
    first, later = (set(part.namelist()) for part in parts)
    held = set(stock.namelist())
    asked = [name for name in app_imports + list(build.starts_imports()[1]) if _module_path(held, name)]
    assert len(asked) > 50
    for name in asked:
        assert _module_path(first, name) and not _module_path(later, name), name


@pytest.mark.cpython_only
def test_the_rest_is_what_the_app_never_imports_and_the_app_zip_lists_its_modules(parts):
    first, later = (set(part.namelist()) for part in parts)
    for never in ("colorsys", "xml.dom.minidom", "unittest", "json.tool", "email.message", "pdb"):
        if _module_path(later | first, never):
            assert _module_path(later, never) and not _module_path(first, never), never
    listed = build.later_standard_library_modules()
    assert "colorsys" in listed and "json.tool" in listed and "xml.dom" in listed
    assert all(_module_path(later, name) for name in listed)


@pytest.mark.cpython_only
def test_modules_that_cannot_work_in_a_browser_do_not_ship_and_no_module_shipped_needs_one(parts, stock):
    """A page starts no process and opens no socket: multiprocessing and the mail and file clients
    are left out, and no module that ships imports one as it is imported."""
    shipped = set(parts[0].namelist()) | set(parts[1].namelist())
    for module in ("multiprocessing", "multiprocessing.pool", "concurrent.futures.process", "ftplib", "smtplib"):
        assert _module_path(set(stock.namelist()), module) and not _module_path(shipped, module), module
    assert _module_path(shipped, "concurrent.futures") and _module_path(shipped, "email.message")
    left_out = [name for name in stock.namelist() if name.startswith(build.NOT_IN_A_BROWSER) and name.endswith(".py")]
    left_out_modules = {name[:-3].removesuffix("/__init__").replace("/", ".") for name in left_out}
    for name in shipped:
        if name.endswith(".py"):
            module = name[:-3].removesuffix("/__init__").replace("/", ".")
            try:
                imported = imported_names(parts[1].read(name) if name in parts[1].namelist() else parts[0].read(name),
                                          module, package=name.endswith("__init__.py"), in_functions=False)
            except SyntaxError:  # a module of a newer Python than the one running the test
                continue
            assert not imported & left_out_modules, (name, imported & left_out_modules)


@pytest.mark.cpython_only
def test_the_modules_pyodides_start_and_the_pages_start_import_ship_compiled_and_the_rest_as_source(shipped, parts):
    names = set(shipped.namelist())
    started_by_pyodide = ("encodings/__init__", "asyncio/base_events", "typing", "dataclasses", "inspect")
    started_by_a_link = ("fractions", "numbers")  # a link to effective skill shows its odds as fractions
    for module in started_by_pyodide + started_by_a_link:
        assert module + ".pyc" in names and module + ".py" not in names, module
    assert "colorsys.py" in parts[1].namelist()  # imported by no start, nor by the app


@pytest.mark.cpython_only
def test_a_compiled_module_names_its_file_where_pyodide_mounts_the_zip(shipped):
    """A traceback through it still names the file and line."""
    assert b"/lib/python314.zip/typing.py" in shipped.read("typing.pyc")


def test_an_import_names_its_module_and_what_it_imports_from_it_relative_ones_too():
    source = "import a.b\nfrom . import c\nfrom ..d import e\nfrom f import *\n"
    assert imported_names(source, "p.q.r", package=False) == {"a.b", "p.q", "p.q.c", "p.d", "p.d.e", "f"}
    assert imported_names("from . import c", "p", package=True) == {"p", "p.c"}


def test_the_standard_librarys_imports_are_followed_only_as_its_module_is_imported():
    """An import in a function, or in a script's block, runs only if called: not followed there."""
    source = ("import a\nif x:\n    import b\ndef f():\n    import c\nclass K:\n    import d\n"
              "if __name__ == '__main__':\n    import doctest\n")
    assert imported_names(source, "m", package=False, in_functions=False) == {"a", "b", "d"}
    assert imported_names(source, "m", package=False) == {"a", "b", "c", "d", "doctest"}


def test_a_module_brings_the_packages_it_is_in():
    assert with_packages(["a.b.c", "d"]) == {"a", "a.b", "a.b.c", "d"}


def test_the_app_asks_pyodide_for_no_package_and_hands_it_a_list_that_names_none():
    lock = build.no_packages()
    stock = json.loads((build.NODE / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock == {"info": stock["info"], "packages": {}}
    assert "pyodide-lock.json" not in build.PYODIDE_FILES
