"""The standard library as the site ships it: Pyodide's, every file of it, with the modules a start
imports already compiled, stored and compressed whole."""

import gzip
import io
import json
import zipfile

import pytest

import build


@pytest.fixture(scope="module")
def shipped(tmp_path_factory):
    target = tmp_path_factory.mktemp("stdlib") / build.STANDARD_LIBRARY
    build.standard_library(target)
    return zipfile.ZipFile(io.BytesIO(gzip.decompress(target.read_bytes())))


@pytest.fixture(scope="module")
def stock():
    return zipfile.ZipFile(build.NODE / "pyodide" / "python_stdlib.zip")


@pytest.mark.cpython_only
def test_every_file_of_pyodides_standard_library_ships_as_it_is_or_compiled(shipped, stock):
    names = set(shipped.namelist())
    for member in stock.infolist():
        if member.filename in names:
            assert shipped.read(member.filename) == stock.read(member), member.filename
        else:
            assert member.filename.endswith(".py") and member.filename + "c" in names, member.filename
    assert len(names) == len(stock.namelist())
    assert {m.compress_type for m in shipped.infolist()} == {zipfile.ZIP_STORED}  # the whole is compressed


@pytest.mark.cpython_only
def test_the_modules_pyodides_start_and_the_pages_start_import_ship_compiled_and_the_rest_as_source(shipped):
    names = set(shipped.namelist())
    started_by_pyodide = ("encodings/__init__", "asyncio/base_events", "typing", "dataclasses", "inspect")
    started_by_a_link = ("fractions", "numbers")  # a link to effective skill shows its odds as fractions
    for module in started_by_pyodide + started_by_a_link:
        assert module + ".pyc" in names and module + ".py" not in names, module
    assert "colorsys.py" in names and "colorsys.pyc" not in names  # imported by no start


@pytest.mark.cpython_only
def test_a_compiled_module_names_its_file_where_pyodide_mounts_the_zip(shipped):
    """A traceback through it still names the file and line."""
    assert b"/lib/python314.zip/typing.py" in shipped.read("typing.pyc")


def test_the_app_asks_pyodide_for_no_package_and_hands_it_a_list_that_names_none():
    lock = build.no_packages()
    stock = json.loads((build.NODE / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock == {"info": stock["info"], "packages": {}}
    assert "pyodide-lock.json" not in build.PYODIDE_FILES
