#!/usr/bin/env python3
"""pyrules' one entry point: build | serve | test | bench.

    python build.py                 build dist/ (the static site)
    python build.py serve [--port N] [--base /pyrules/]
                                    build, then serve dist/ on 127.0.0.1
    python build.py test            install what is missing, build, run unit and e2e tests
                                    (the whole unit suite runs on CPython, then on Pyodide)
    python build.py test --pyodide [tests/unit/...]
                                    run only the unit tests on Pyodide under Node
    python build.py bench           measure the performance budgets (a benchmark, not a test)
    python build.py errata          rewrite ERRATA.md from the rulesets' errata data
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import importlib
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from tools.browser import find_browser

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
APP_FILES = "app.zip.gz"  # the app's Python: a zip, compressed whole (pyodide/mount-app.mjs unpacks it)
WEB = ROOT / "web"
STATIC = ROOT / "static"
NODE = ROOT / "node_modules"
ESBUILD = NODE / ".bin" / "esbuild"
# The QR code reader (static/qr-reader.mjs and the decoder it imports), bundled into dist/ under
# this name: the page imports it, beside index.html, only to scan a code where the browser has no
# BarcodeDetector.
QR_READER = "qr-reader.mjs"
FIRST_JOIN = "first-join.mjs"  # a player's first minute, before the page's Python: static/join/, bundled
# Pyodide's files the site ships as they are. Its standard library ships as STANDARD_LIBRARY; its
# list of packages (pyodide-lock.json) not at all: the app loads no package (NO_PACKAGES).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STANDARD_LIBRARY = "python_stdlib.zip.gz"  # pyodide/mount-app.mjs unpacks it
# The modules of the standard library the app never imports: downloaded once the app is ready,
# mounted beside the first (mount-app.mjs).
LATER_STANDARD_LIBRARY = "python_stdlib_later.zip.gz"
ZIP_TIME = (2020, 1, 1, 0, 0, 0)
# PyScript loads each of its plugins before it starts the interpreter, unless the config turns it
# off with "!name". The app uses none of them but the error plugin (Python's errors on the page):
# every other plugin PyScript lists is turned off, and its chunk neither ships nor waits on the
# way to Python.
PYSCRIPT_PLUGINS_USED = ("error",)
VENDOR = ROOT / ".cache" / "vendor"
# Pure-Python packages the app zip carries, pinned and checked by hash: (requirement, file pip
# downloads, its sha256, the package's folder inside it, or its one module for a distribution that
# is a single module). markupsafe is the release Pyodide ships; its C speed-ups are left out, and it
# falls back to its own pure-Python escaping. qrcodegen draws the players' phones' QR codes (only
# its module ships, imported when the phones are opened).
VENDORED = {
    "markupsafe": ("markupsafe==3.0.3", "markupsafe-3.0.3.tar.gz",
                   "722695808f4b6457b320fdc131280796bdceb04ab50fe1795cd540799ebe1698",
                   "markupsafe-3.0.3/src/markupsafe"),
    "qrcodegen": ("qrcodegen==1.8.0", "qrcodegen-1.8.0-py3-none-any.whl",
                  "06bf87021bc351f1c6e722ac67db8a059c4fe27bbfbca39ed7a9a2364abdd7a6",
                  "qrcodegen.py"),
}

# What the unit tests need on Pyodide besides VENDORED (the app's own markupsafe):
# pytest and hypothesis with their dependencies on Python 3.14, as pure-Python wheels fetched once
# with pip for that Python, pinned and checked by hash: (requirement, file pip downloads, its
# sha256). hypothesis 6.155.7 is the last release with a pure-Python wheel; the tests ask for >=6.100.
PYODIDE_PYTHON = "3.14"
PYODIDE_TEST_WHEELS = {
    "pytest": ("pytest==9.2.0", "pytest-9.2.0-py3-none-any.whl",
               "07acdcf88ec174f907dc01af70bf52d49b014bbab03faeeade31c96b18c2e588"),
    "pluggy": ("pluggy==1.7.0", "pluggy-1.7.0-py3-none-any.whl",
               "7dd7b0d8832ba3cb632c306926ded123429211b83641b35dc5c41ad2d34f9bec"),
    "iniconfig": ("iniconfig==2.3.1", "iniconfig-2.3.1-py3-none-any.whl",
                  "9121e2c1fdb355232495be3194c8dfe87ccc2d5dee45947b78e68f499790d7a7"),
    "packaging": ("packaging==26.4", "packaging-26.4-py3-none-any.whl",
                  "81383611a09c1bc0b08b76e0fd5829d7c6824c65b27a6aee339da133f4233ea2"),
    "pygments": ("pygments==2.21.0", "pygments-2.21.0-py3-none-any.whl",
                 "2363c69b61c4a97c838da3b130dcd6468f4848992b21a82f2a63ec34377137d9"),
    "hypothesis": ("hypothesis==6.155.7", "hypothesis-6.155.7-py3-none-any.whl",
                   "9f634bdb1f9e9b8ab6ba09431cf2deedb750c96978125a6fb3c5a0f6c6db4131"),
    "sortedcontainers": ("sortedcontainers==2.4.0", "sortedcontainers-2.4.0-py2.py3-none-any.whl",
                         "a163dcaede0f1c021485e957a39245190e74249897e2ae4b2aa38595db237ee0"),
}
PYODIDE_WHEELS = ROOT / ".cache" / "pyodide-wheels"


# ---------------------------------------------------------------- build
def _constant(path: Path, name: str):
    """The literal value a Python module assigns to ``name``, read without importing it."""
    import ast

    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise LookupError(f"{path.name} assigns no {name}")


def shared_names() -> dict:
    """The names the page's scripts share with its Python (storage keys, the backup file's kind),
    taken from the Python that owns them and written into the scripts as ``__SHARED__``."""
    store, backup = WEB / "keeping" / "store.py", WEB / "keeping" / "backup_file.py"
    player, joining = WEB / "screen" / "player_phone.py", WEB / "screen" / "player_joining.py"
    return {
        "storePrefix": _constant(store, "PREFIX"),
        "asidePrefix": _constant(store, "ASIDE"),
        "themeKey": _constant(store, "THEME"),
        "quickStartSetting": _constant(store, "PREFIX") + _constant(store, "QUICK_START"),
        "quickStartCache": _constant(store, "QUICK_START_CACHE"),
        "quickStartKept": _constant(store, "QUICK_START_KEPT"),
        "backupKind": _constant(backup, "FILE_KIND"),
        "playerNameKey": _constant(player, "NAME_KEY"),
        "invitationUsedKey": _constant(joining, "USED_KEY"),
        "backupVersion": _constant(backup, "VERSION"),
    }


def quick_start_names(version: str) -> dict:
    """What the page's head needs to name this build's quick start and begin reading it before
    Python's start asks for it: where it is kept, the setting that turns it off, and the addresses
    of its snapshot and of the interpreter's wasm and the standard library (unpacked) kept beside
    it (named by the build and Pyodide's version; start.mjs keeps them there)."""
    names = shared_names()
    pyodide = json.loads((NODE / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
    kept_at = f"./pyodide/quick-start/{version}-{pyodide}"
    return {"cache": names["quickStartCache"], "kept": names["quickStartKept"],
            "setting": names["quickStartSetting"], "snapshot": f"{kept_at}.bin", "wasm": f"{kept_at}.wasm",
            "stdlib": f"{kept_at}.zip"}


def copy_with_shared_names(source: Path, target: Path) -> None:
    """Copy one of the page's own scripts or its stylesheet, as shipped (``shipped_script``), with
    the names Python shares with it written in."""
    text = shipped_script(source.read_text(encoding="utf-8"), source.suffix)
    text = text.replace("__SHARED__", json.dumps(shared_names(), separators=(",", ":")))
    target.write_text(text.replace("__PYODIDE_LOCK__", json.dumps(no_packages(), separators=(",", ":"))),
                      encoding="utf-8")


def no_packages() -> dict:
    """Pyodide's list of the packages it can load, as the app hands it over: Pyodide's own, naming
    none (the app loads none; Pyodide checks the list was made for it)."""
    lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    return {"info": lock["info"], "packages": {}}


def shipped_script(text: str, suffix: str) -> str:
    """A script or stylesheet as the site ships it: its comments (the lines of a script that are
    only a comment, a stylesheet's every comment) left out, a smaller download, the same code."""
    if suffix == ".css":
        return re.sub(r"/\*[\s\S]*?\*/", "", text)
    if suffix not in (".js", ".mjs"):
        return text
    text = re.sub(r"(?m)^[ \t]*/\*\*[\s\S]*?\*/[ \t]*\n", "", text)
    return "".join(line for line in text.splitlines(keepends=True) if not line.lstrip().startswith("//"))


def npm_install() -> None:
    """Install the pinned browser runtime (and the QR reader with its bundler) from
    package-lock.json when any of it is missing."""
    needed = (NODE / "pyodide" / "pyodide.mjs", NODE / "@pyscript" / "core" / "dist" / "core.js",
              NODE / "@nuintun" / "qrcode" / "package.json", ESBUILD)
    if all(path.exists() for path in needed):
        return
    run(["npm", "ci", "--no-audit", "--no-fund"])


def bundle_qr_reader(target: Path) -> None:
    """The QR code reader for browsers without one of their own (``static/qr-reader.mjs`` with
    the pinned @nuintun/qrcode it imports), bundled by esbuild into one minified module the page
    imports only when the game master scans a player's answer."""
    subprocess.run([str(ESBUILD), str(STATIC / QR_READER), "--bundle", "--format=esm", "--minify",
                    "--log-level=warning", f"--outfile={target}"], check=True, cwd=ROOT)


def bundle_first_join(target: Path) -> None:
    """A player's first minute before the page's Python is in (``static/join/first-join.mjs``
    and the modules it imports), bundled by esbuild into one minified module, the names Python
    shares with it and the words of a refused hello written in: the page loads it only when opened
    at an invitation."""
    subprocess.run([str(ESBUILD), str(STATIC / "join" / "first-join.mjs"), "--bundle", "--format=esm", "--minify",
                    "--log-level=warning", f"--outfile={target}"], check=True, cwd=ROOT)
    text = target.read_text(encoding="utf-8")
    shared = {"__SHARED__": shared_names(), "__REFUSED__": _constant(WEB / "screen" / "phones_page.py", "REFUSED")}
    for placeholder, value in shared.items():
        if placeholder not in text:
            raise SystemExit(f"static/join/first-join.mjs no longer reads {placeholder}, which Python shares with it")
        text = text.replace(placeholder, json.dumps(value, separators=(",", ":")))
    target.write_text(text, encoding="utf-8")


def pyscript_plugins() -> list[str]:
    """Every plugin PyScript loads at start unless its config turns it off, as its plugins.js lists them."""
    listed = (NODE / "@pyscript" / "core" / "src" / "plugins.js").read_text(encoding="utf-8")
    names = re.findall(r'^\s*\[?"?([\w-]+)"?\]?:\s*\(\)\s*=>', listed, flags=re.M)
    if not set(PYSCRIPT_PLUGINS_USED) <= set(names):
        raise SystemExit(f"PyScript's plugins.js no longer reads as expected (found {names})")
    return names


def pyscript_files() -> list[str]:
    """PyScript's core.js and the chunks it imports, followed statically (no maps, no unused plugins)."""
    dist = NODE / "@pyscript" / "core" / "dist"
    wanted, queue = set(), ["core.js"]
    while queue:
        name = queue.pop()
        if name in wanted:
            continue
        wanted.add(name)
        source = (dist / name).read_text(encoding="utf-8")
        for chunk in re.findall(r'(?:from|import)\s*"\./([\w.-]+\.js)"', source):
            queue.append(chunk)
    # The plugin chunks core imports at start (those not turned off); the rest (editor, terminal
    # internals, TOML, zip) load only for features this app does not use.
    for chunk in re.findall(r'import\("\./([\w.-]+\.js)"\)', (dist / "core.js").read_text() + "".join(
            (dist / name).read_text(encoding="utf-8") for name in wanted)):
        if chunk.startswith(tuple(f"{name}-" for name in PYSCRIPT_PLUGINS_USED)):
            wanted.add(chunk)
    return sorted(wanted)


def shipped_source(source: str) -> str:
    """Python source as the app zip ships it: docstrings, comments and the annotations of function
    parameters and returns left out (nothing reads them at run time), a smaller download, the same
    code. Annotations of class attributes stay: dataclasses and named tuples are made from them."""
    import ast

    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
            arguments = node.args
            for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                             arguments.vararg, arguments.kwarg):
                if argument is not None:
                    argument.annotation = None
    return ast.unparse(tree) + "\n"


def vendored(name: str) -> Path:
    """The folder holding the pinned package ``name`` (as an importable top-level folder, or the
    module of a single-module distribution): put on sys.path, it imports.

    Downloaded once with pip into .cache/vendor, checked against its pinned hash, and unpacked
    there; the interpreter running build.py needs nothing installed.
    """
    requirement, filename, sha256, inside = VENDORED[name]
    version = requirement.split("==")[1]
    home = VENDOR / f"{name}-{version}"
    if vendored_top(name, home).exists():
        return home
    download = VENDOR / filename
    if not download.exists():
        VENDOR.mkdir(parents=True, exist_ok=True)
        binary = ["--only-binary", ":all:"] if filename.endswith(".whl") else ["--no-binary", ":all:"]
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", *binary, "--dest", str(VENDOR),
             requirement])
    digest = hashlib.sha256(download.read_bytes()).hexdigest()
    if digest != sha256:
        download.unlink()
        sys.exit(f"{filename} does not match its pinned hash (got {digest}); it was deleted, try again")
    unpacked = home.with_name(home.name + ".tmp")
    shutil.rmtree(unpacked, ignore_errors=True)
    unpacked.mkdir(parents=True)
    single = inside.endswith(".py")  # a single-module distribution: that file alone
    prefix = inside.rstrip("/") + "/"

    def wanted(member: str) -> bool:
        return member == inside if single else member.startswith(prefix)

    if filename.endswith(".whl"):
        with zipfile.ZipFile(download) as archive:
            members = [(m, archive.read(m)) for m in archive.namelist() if wanted(m)]
    else:
        import tarfile

        with tarfile.open(download) as archive:
            members = [(m.name, archive.extractfile(m).read()) for m in archive.getmembers()
                       if m.isfile() and wanted(m.name)]
    for member, data in members:
        relative = f"{name}.py" if single else f"{name}/{member[len(prefix):]}"
        if relative.endswith((".py", ".typed")) and ".." not in relative.split("/"):
            target = unpacked / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    shutil.rmtree(home, ignore_errors=True)
    unpacked.rename(home)
    return home


def vendored_top(name: str, home: Path | None = None) -> Path:
    """What ``import name`` finds in the pinned package's folder (``home``, vendored(name) by
    default): its package's folder, or its one module."""
    inside = VENDORED[name][3]
    return (home or vendored(name)) / (f"{name}.py" if inside.endswith(".py") else name)


def use_vendored() -> None:
    """Make the pinned packages importable here when this interpreter lacks them."""
    for name in VENDORED:
        if importlib.util.find_spec(name) is None:
            sys.path.insert(0, str(vendored(name)))
            importlib.invalidate_caches()


# What the page does before its first answer, run with a stand-in for the browser: import its
# Python, read the address it opened at, show the dice roller's odds line (its first view) as its
# form holds by default; opened by a link to a calculator (its address, argv[1]: "gurps-skill?base=12"),
# read the link's values and show that calculator's odds; opened at a player's phone (JOIN_LINK),
# import only what the phone needs to answer its invitation and draw the table. It prints every
# module that imported, as {name: is a package}.
STARTUP_PROBE = """
import json, sys
from unittest.mock import MagicMock
for name in ("js", "pyodide", "pyodide.ffi"):
    sys.modules[name] = MagicMock()
before = set(sys.modules)
import screen.zip_names
import screen.boot
from pyrules.core import link
key, query = link.split("#" + (sys.argv[1] if len(sys.argv) > 1 else "dice"))
if key == "join":  # a player's phone: its own modules, the page's tools only once its table is drawn
    import screen.player_phone
else:
    import screen.page_tools
    from pyrules.core.roller import ROLLER
    from screen import odds, widgets
    odds.foreseen(ROLLER, widgets.defaults(ROLLER.fields))
if key not in ("dice", "join"):
    from screen.calculators import Calculators, tool_for
    calculators = Calculators(MagicMock(), MagicMock())
    odds.foreseen(tool_for(key), calculators.link_entries(key, calculators.linked(key, query)))
print(json.dumps({name: hasattr(module, "__path__") for name, module in list(sys.modules.items())
                  if name not in before and not isinstance(module, MagicMock)}))
"""
# The link a player most often shares, to the first calculator of the first ruleset: the modules
# it imports ship compiled too, so a first visit by that link does not compile them on the phone.
SHARED_LINK = "gurps-skill?base=12"
# A player's phone opened from an invitation: what it imports before its table is drawn ships
# compiled as well, so a phone that never opened pyrules does not compile it before the table.
JOIN_LINK = "join"


@functools.cache
def start_imports(link: str | None = None) -> dict[str, bool]:
    """Every module the page imports before its first answer (the app's, the pinned packages' and
    the standard library's), each with whether it is a package: opened at the dice roller, or by
    ``link`` to a calculator ("gurps-skill?base=12")."""
    path = os.pathsep.join([str(ROOT), str(WEB)] + [str(vendored(name)) for name in VENDORED])
    found = subprocess.run([sys.executable, "-c", STARTUP_PROBE, *([link] if link else [])], check=True, cwd=ROOT,
                           capture_output=True, text=True, env={**os.environ, "PYTHONPATH": path})
    return json.loads(found.stdout)


def starts_imports() -> tuple[dict[str, bool], dict[str, bool]]:
    """What the page imports before its first answer, opened at the dice roller, by the link most
    often shared (SHARED_LINK) or at a player's phone (JOIN_LINK), as ``start_imports`` answers it:
    the app's own modules (pyrules, the page's and the pinned packages'), then the standard library's."""
    tops = {"pyrules", "screen", "keeping", *VENDORED}
    imported = start_imports() | start_imports(SHARED_LINK) | start_imports(JOIN_LINK)
    own = {name: package for name, package in imported.items() if name.split(".")[0] in tops}
    return own, {name: package for name, package in imported.items() if name not in own}


# What a player's phone imports to answer an invitation besides a start's modules (the QR code of
# its answer, and the library that makes it): compiled too, so that the answer waits for no compiling.
JOIN_MODULES = ("pyrules/core/players/qr_code.py", "qrcodegen.py")


def startup_modules() -> set[str]:
    """The zip paths of the app's modules the page imports before its first answer (``starts_imports``):
    those ship compiled. The rest ship as source, half the size, and are compiled the first time a
    ruleset or the tracker is opened."""
    return {name.replace(".", "/") + ("/__init__.py" if package else ".py")
            for name, package in starts_imports()[0].items()}


def app_zip(target: Path) -> None:
    """pyrules, the page's Python (screen, and keeping: what it keeps in storage) and the pinned
    packages, as one zip Python imports from; the modules a start imports (and a player's phone to
    answer an invitation: ``JOIN_MODULES``) ship compiled (.pyc), so a start spends no time
    compiling them.

    The zip stores its files as they are and is then compressed whole (``target`` is
    ``app.zip.gz``): one stream over every module compresses a sixth smaller than each module on its
    own, on any host, and the page's browser unpacks it natively (DecompressionStream) before
    Python imports from it, with no inflating per module."""
    sources = [(ROOT / "pyrules", "pyrules"), (WEB / "screen", "screen"), (WEB / "keeping", "keeping")]
    sources += [(vendored_top(name), name) for name in VENDORED]
    modules, others = {}, {}
    for top, prefix in sources:
        for path in sorted(top.rglob("*")) if top.is_dir() else [top]:
            if path.is_dir() or "__pycache__" in path.parts or path.suffix not in (".py", ".typed"):
                continue
            name = f"{prefix}/{path.relative_to(top).as_posix()}" if top.is_dir() else path.name
            if path.suffix == ".py":
                modules[name] = shipped_source(path.read_text(encoding="utf-8"))
            else:
                others[name] = path.read_bytes()
    startup = startup_modules() | set(JOIN_MODULES)
    files = {name: source.encode("utf-8") for name, source in modules.items() if name not in startup}
    files |= {name[:-3] + ".pyc": code for name, code in compiled(
        {name: source for name, source in modules.items() if name in startup}).items()}
    files |= others
    files["stdlib_later.txt"] = "\n".join(later_standard_library_modules()).encode("utf-8")  # screen/stdlib_later.py
    stored = io.BytesIO()
    with zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as archive:
        for name in sorted(files):
            archive.writestr(zipfile.ZipInfo(name, ZIP_TIME), files[name])
    target.write_bytes(gzip.compress(stored.getvalue(), compresslevel=9, mtime=0))


def compiled(modules: dict[str, str]) -> dict[str, bytes]:
    """Each module's .pyc as the page's Pyodide makes it (run in Node): its Python's own bytecode,
    whatever Python runs the build."""
    import base64
    import tempfile

    with tempfile.TemporaryDirectory() as work:
        sources, out = Path(work) / "sources.json", Path(work) / "compiled.json"
        sources.write_text(json.dumps(modules), encoding="utf-8")
        subprocess.run(["node", str(ROOT / "tools" / "compile_pyc.mjs"), str(NODE / "pyodide"), "app", str(sources), str(out)],
                       check=True, cwd=ROOT)
        return {name: base64.b64decode(code) for name, code in json.loads(out.read_text()).items()}


def app_sources() -> list[tuple[str, Path]]:
    """Every Python file the app ships, with its module's name ("screen.boot", "pyrules.__init__"
    for a package): pyrules, the page's modules, its entry point and the pinned packages."""
    tops = [(ROOT / "pyrules", "pyrules"), (WEB / "screen", "screen"), (WEB / "keeping", "keeping"),
            (WEB / "main.py", "main")] + [(vendored_top(name), name) for name in VENDORED]
    found = []
    for top, name in tops:
        for path in sorted(top.rglob("*.py")) if top.is_dir() else [top]:
            if "__pycache__" not in path.parts:
                inside = path.relative_to(top).with_suffix("").parts if top.is_dir() else ()
                found.append((".".join((name, *inside)), path))
    return found


@functools.cache
def first_standard_library() -> frozenset[str]:
    """The paths in Pyodide's standard library zip of every module the app can ever import
    (``tools/stdlib_closure.py``, run in the app's Pyodide under Node): they ship in the zip a start
    downloads; the rest arrives once the app is ready."""
    import tempfile

    # Kept by what it is found from (the app's files, the finder, Pyodide's standard library): a
    # build whose Python did not change does not start Pyodide again for it.
    key = hashlib.sha256((ROOT / "tools" / "stdlib_closure.py").read_bytes()
                         + (ROOT / "tools" / "stdlib_closure.mjs").read_bytes()
                         + (NODE / "pyodide" / "python_stdlib.zip").read_bytes())
    for name, path in app_sources():
        key.update(name.encode() + b"\0" + path.read_bytes())
    kept = ROOT / ".cache" / "stdlib-first" / f"{key.hexdigest()[:24]}.json"
    if kept.exists():
        return frozenset(json.loads(kept.read_text(encoding="utf-8")))
    # The project at its own path (the page's folder in it), each pinned package at /vendor/<name>.
    mounts = [[str(ROOT), str(ROOT)]] + [[str(vendored(name).resolve()), f"/vendor/{name}"] for name in VENDORED]
    request = {"mounts": mounts, "path": [str(WEB), str(ROOT)] + [f"/vendor/{name}" for name in VENDORED],
               "tops": ["pyrules", "screen", "keeping", *VENDORED],
               "sources": [[name, str(path)] for name, path in app_sources()]}
    with tempfile.TemporaryDirectory() as work:
        asked, out = Path(work) / "request.json", Path(work) / "first.json"
        asked.write_text(json.dumps(request), encoding="utf-8")
        subprocess.run(["node", str(ROOT / "tools" / "stdlib_closure.mjs"), str(NODE / "pyodide"), str(asked), str(out)],
                       check=True, cwd=ROOT)
        first = json.loads(out.read_text())["first"]
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.write_text(json.dumps(first), encoding="utf-8")
    return frozenset(first)


def standard_library(target: Path, later: Path | None = None) -> None:
    """Pyodide's standard library as the app ships it, in two parts: ``target``
    (``python_stdlib.zip.gz``) holds every module the app can import (``first_standard_library``),
    with those a start imports compiled (.pyc in place of .py); ``later``
    (``python_stdlib_later.zip.gz``, downloaded once the app is ready) the rest, as Pyodide has it.
    Each is stored and compressed whole as the app's zip is. Without ``later``, ``target`` holds all.

    Pyodide's start imports over a hundred modules of its standard library, and compiling their
    source is most of its start; the page's start imports a few more. Compiled, they are only
    loaded. Their .pyc name their module where Pyodide mounts the zip, so a traceback still names
    the file and line."""
    import base64
    import tempfile

    stock = zipfile.ZipFile(NODE / "pyodide" / "python_stdlib.zip")
    wanted = sorted(starts_imports()[1])
    with tempfile.TemporaryDirectory() as work:
        names, out = Path(work) / "names.json", Path(work) / "compiled.json"
        names.write_text(json.dumps(wanted), encoding="utf-8")
        subprocess.run(["node", str(ROOT / "tools" / "compile_pyc.mjs"), str(NODE / "pyodide"), "stdlib", str(names),
                        str(out)], check=True, cwd=ROOT)
        compiled = {path[:-3]: base64.b64decode(code)
                    for path, code in json.loads(out.read_text())["compiled"].items()}
    parts = standard_library_parts(stock.namelist(), first_standard_library() if later else None)
    for part, path in zip(parts, (target, later)):
        stored = io.BytesIO()
        with zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as archive:
            for entry in stock.infolist():
                if entry.filename not in part:
                    continue
                stem = entry.filename[:-3] if entry.filename.endswith(".py") else None
                name, data = (stem + ".pyc", compiled[stem]) if stem in compiled else (entry.filename, stock.read(entry))
                member = zipfile.ZipInfo(name, ZIP_TIME)
                member.external_attr = entry.external_attr
                archive.writestr(member, data)
        if path is not None:
            path.write_bytes(gzip.compress(stored.getvalue(), compresslevel=9, mtime=0))


def later_standard_library_modules() -> list[str]:
    """The names of the standard library's modules that ship in the second zip (the app never
    imports them), packages by their own name."""
    names = zipfile.ZipFile(NODE / "pyodide" / "python_stdlib.zip").namelist()
    later = standard_library_parts(names, first_standard_library())[1]
    return sorted(name[:-3].removesuffix("/__init__").replace("/", ".") for name in later if name.endswith(".py"))


# Modules of Pyodide's standard library that cannot work in a browser, which the app never imports.
# Pyodide's "Python compatibility" page lists multiprocessing and sockets as included but not
# functional, "as well as any functionality that requires these": a page has no processes to start
# (multiprocessing, the process pool of concurrent.futures) and no socket to reach a mail or file
# server with (ftplib, imaplib, poplib, smtplib). Left out of the build, an import of one fails at
# once, as a missing module's does, where it would fail at its first use.
NOT_IN_A_BROWSER = ("multiprocessing/", "concurrent/futures/process.py", "ftplib.py", "imaplib.py", "poplib.py",
                    "smtplib.py")


def standard_library_parts(names: list[str], first: frozenset[str] | None) -> tuple[set[str], set[str]]:
    """The standard library zip's ``names`` split: those ``first`` names (the modules the app can
    import), then the rest but those that cannot work in a browser (``NOT_IN_A_BROWSER``). A file
    that is not a module goes with its top folder's modules (in the first part if any of them is
    there), a folder's entry into each part holding something in it. With no ``first``, everything
    is in the first part."""
    if first is None:
        return set(names), set()
    needed = sorted(name for name in first if name.startswith(NOT_IN_A_BROWSER))
    if needed:
        raise SystemExit(f"the app imports modules that cannot work in a browser: {', '.join(needed)}")
    tops = {name.split("/")[0] for name in first if "/" in name}
    files = [name for name in names if not name.endswith("/") and not name.startswith(NOT_IN_A_BROWSER)]
    head = {name for name in files if name in first or (not name.endswith(".py") and name.split("/")[0] in tops)}
    rest = set(files) - head
    folders = [name for name in names if name.endswith("/")]
    return (head | {f for f in folders if any(n.startswith(f) for n in head)},
            rest | {f for f in folders if any(n.startswith(f) for n in rest)})


def load_rulesets():
    """Every registered ruleset (pyrules.rulesets), as its package's Ruleset, in the app's order."""
    use_vendored()
    from pyrules import rulesets

    return [rulesets.ruleset(entry.key) for entry in rulesets.RULESETS]


def tab_bar() -> str:
    """The tab bar: the dice roller, then one tab per registered ruleset."""
    from pyrules import rulesets
    from screen.markup import h, join

    return join([h("a", {"href": "#dice"}, "Dice")]
                + [h("a", {"href": f"#{entry.key}"}, entry.tab) for entry in rulesets.RULESETS])


def pyscript_configs() -> tuple[dict, dict]:
    """PyScript's config, inline so it costs no request: the interpreter is the local Pyodide copy
    (start.mjs wraps Pyodide's loadPyodide to start from a memory snapshot when one is kept, and
    mounts app.zip), and the plugins not used are off. Then MicroPython's: PyScript reads one too
    and loads the plugins for it unless it turns them off; the page runs no MicroPython, so it
    says only that."""
    plugins = [f"!{name}" for name in pyscript_plugins() if name not in PYSCRIPT_PLUGINS_USED]
    return {"interpreter": "./pyodide/start.mjs", "plugins": plugins}, {"plugins": plugins}


def preload_links() -> str:
    """Start the runtime's downloads at once, in parallel with PyScript starting up."""
    # PyScript's chunks (core.js is the page's own module script): the plugin it imports at start
    # is preloaded too, or its fetch would wait until core had run.
    modules = ["./pyscript/" + n for n in pyscript_files() if n != "core.js"] + [
        "./pyodide/" + n for n in ("start.mjs", "no-stack-switching.mjs", "compile-once.mjs", "mount-app.mjs",
                                   "snapshot-pack.mjs",
                                   "pyodide.mjs", "pyodide.asm.mjs")]
    # The interpreter's wasm is not among them, nor the standard library: the page's head fetches
    # them itself, as its start needs them. Nor is the app's zip: start.mjs fetches it once the wasm
    # is in (the download a start waits on).
    # A preload that fails is noticed by the page's first script (no inline handlers: see the CSP).
    return "\n".join(f'<link rel="modulepreload" href="{m}">' for m in modules)


def content_security_policy(page: str) -> str:
    """The page's Content-Security-Policy, as a meta tag: its own files only, its one inline
    script by hash, WebAssembly allowed (Pyodide compiles it), nothing else."""
    import base64

    inline = re.findall(r"<script>(.*?)</script>", page, flags=re.S)
    hashes = " ".join(f"'sha256-{base64.b64encode(hashlib.sha256(s.encode()).digest()).decode()}'" for s in inline)
    policy = "; ".join([
        "default-src 'self'",
        f"script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' {hashes}".strip(),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ])
    return f'<meta http-equiv="Content-Security-Policy" content="{policy}">'


def main_script() -> str:
    """The page's entry point, written into its script tag: PyScript runs it without fetching it."""
    source = (WEB / "main.py").read_text(encoding="utf-8")
    if "<" in source:
        raise SystemExit("web/main.py must hold no '<': it is written into the page as is")
    return "\n" + source


VIEWS = "views"  # dist/views/<ruleset>.html: each ruleset's views, fetched by the page when first opened


def write_view_fragments() -> dict[str, str]:
    """Write each ruleset's views as a fragment of its own, so the page a phone parses first
    holds only the home and dice views; the addresses inside each (its views, its tables)
    -> the fragment that holds them."""
    sys.path.insert(0, str(WEB))
    from screen import pages

    (DIST / VIEWS).mkdir(exist_ok=True)
    addresses = {}
    for ruleset in load_rulesets():
        fragment = str(pages.ruleset_views(ruleset))
        (DIST / VIEWS / f"{ruleset.key}.html").write_text(fragment, encoding="utf-8")
        for address in re.findall(r'<section class="view" id="([^"]+)"|id="(table-[^"]+)"', fragment):
            addresses["".join(address)] = ruleset.key
    return addresses


def render_index(version: str, fragments: dict[str, str]) -> str:
    sys.path.insert(0, str(WEB))
    from screen import pages

    views = [pages.home_view(load_rulesets()), pages.dice_view(), pages.join_view()]
    python_config, micropython_config = pyscript_configs()
    template = (WEB / "index.html").read_text(encoding="utf-8")
    page = (template.replace("{{views}}", "\n".join(views)).replace("{{version}}", version)
            .replace("{{fragments}}", json.dumps(fragments, separators=(",", ":")).replace("<", "\\u003c"))
            .replace("{{preloads}}", preload_links()).replace("{{tabs}}", tab_bar())
            .replace("{{config}}", json.dumps(python_config, separators=(",", ":")))
            .replace("{{micropython_config}}", json.dumps(micropython_config, separators=(",", ":")))
            .replace("{{main}}", main_script())
            .replace("{{theme_key}}", shared_names()["storePrefix"] + shared_names()["themeKey"])
            .replace("{{quick_start}}", json.dumps(quick_start_names(version), separators=(",", ":"))))
    return page.replace("{{csp}}", content_security_policy(page))


def build(quiet: bool = False) -> Path:
    """Build dist/: runtime, PyScript, the app zip, the pre-rendered page, the service worker."""
    npm_install()
    use_vendored()
    if DIST.exists():
        shutil.rmtree(DIST)
    (DIST / "pyodide").mkdir(parents=True)
    (DIST / "pyscript").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, DIST / "pyodide" / name)
    for name in ("start.mjs", "no-stack-switching.mjs", "compile-once.mjs", "mount-app.mjs", "snapshot-pack.mjs",
                 "snapshot-worker.mjs",
                 "snapshot-read.js"):  # beside pyodide.mjs, which they import
        copy_with_shared_names(STATIC / name, DIST / "pyodide" / name)
    for name in pyscript_files():
        shutil.copy2(NODE / "@pyscript" / "core" / "dist" / name, DIST / "pyscript" / name)
    standard_library(DIST / "pyodide" / STANDARD_LIBRARY, DIST / "pyodide" / LATER_STANDARD_LIBRARY)
    app_zip(DIST / APP_FILES)
    fragments = write_view_fragments()
    for name in ("app.css", "app.js", "search.js", "manifest.webmanifest"):
        copy_with_shared_names(STATIC / name, DIST / name)
    shutil.copytree(STATIC / "icons", DIST / "icons")
    bundle_qr_reader(DIST / QR_READER)
    bundle_first_join(DIST / FIRST_JOIN)

    content_hash = hashlib.sha256()
    for path in sorted(p for p in DIST.rglob("*") if p.is_file()):
        content_hash.update(path.relative_to(DIST).as_posix().encode())
        content_hash.update(path.read_bytes())
    for source in sorted((WEB).rglob("*.py")) + [WEB / "index.html"]:
        content_hash.update(source.read_bytes())
    version = content_hash.hexdigest()[:12]
    (DIST / "index.html").write_text(render_index(version, fragments), encoding="utf-8")

    precache = ["./", "./index.html"] + sorted(
        "./" + p.relative_to(DIST).as_posix() for p in DIST.rglob("*")
        if p.is_file() and p.name not in ("index.html",))
    sw = (STATIC / "sw.js").read_text(encoding="utf-8")
    # Each file with the hash of its content: an install that gets a stale copy from the HTTP
    # cache sees the mismatch and fetches the file again past that cache.
    def digest(url: str) -> str:
        path = DIST / ("index.html" if url == "./" else url[2:])
        return hashlib.sha256(path.read_bytes()).hexdigest()

    files = [[url, digest(url)] for url in precache]
    sw = sw.replace("__VERSION__", version).replace("__PRECACHE__", json.dumps(files, indent=1))
    (DIST / "sw.js").write_text(sw, encoding="utf-8")
    if not quiet:
        size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
        print(f"built dist/ ({len(precache)} files precached, {size / 1e6:.1f} MB, version {version})")
    return DIST


def errata_markdown() -> str:
    """ERRATA.md: every reading pyrules makes of a garbled or ambiguous seed row, from the rulesets' data."""
    lines = ["# Errata: how pyrules reads the references where they are garbled or silent", "",
             "Generated by `python build.py errata` from each ruleset's `errata.py`; the app shows each",
             "entry as a footnote under the table it touches and in the answer of the tool that uses it.", ""]
    for ruleset in load_rulesets():
        if not ruleset.errata:
            continue
        lines += [f"## {ruleset.name}", "", "| table | seed, line | printed | reading | why |", "|---|---|---|---|---|"]
        for e in ruleset.errata:
            cells = [e.table, f"{e.seed} l.{e.lines}", e.printed, e.reading, e.why]
            lines.append("| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |")
        lines.append("")
    return "\n".join(lines)


# ---------------------------------------------------------------- serve

def make_server(port: int, base: str = "/", directory: Path = DIST, max_age: int | None = None):
    """An HTTP server on 127.0.0.1 serving ``directory`` (dist/) under ``base`` (such as "/pyrules/").

    ``max_age`` makes it send the caching headers a static host such as GitHub Pages sends.
    """
    import http.server
    import socketserver

    base = "/" + base.strip("/") + "/" if base.strip("/") else "/"

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                          ".webmanifest": "application/manifest+json", ".json": "application/json",
                          ".zip": "application/zip", ".gz": "application/gzip", ".py": "text/x-python"}

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(directory), **kwargs)

        def translate_path(self, path):
            clean = path.split("?", 1)[0].split("#", 1)[0]
            if not clean.startswith(base):
                return str(Path(directory) / "__outside_base__")
            return super().translate_path("/" + clean[len(base):])

        def do_GET(self):
            if self.path.split("?")[0] == base.rstrip("/") and base != "/":
                self.send_response(301)
                self.send_header("Location", base)
                self.end_headers()
                return
            super().do_GET()

        def end_headers(self):
            if self.path.endswith("sw.js"):
                self.send_header("Cache-Control", "no-cache")
            elif max_age is not None:
                self.send_header("Cache-Control", f"max-age={max_age}")
            super().end_headers()

        def log_message(self, *args):
            pass

    class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
        daemon_threads = True
        allow_reuse_address = True

        def handle_error(self, request, client_address):
            if not isinstance(sys.exc_info()[1], ConnectionError):  # a browser that stopped reading: not an error
                super().handle_error(request, client_address)

    return Server(("127.0.0.1", port), Handler)


def serve(port: int, base: str) -> None:
    build()
    server = make_server(port, base)
    shown = "/" + base.strip("/") + "/" if base.strip("/") else "/"
    print(f"pyrules at http://127.0.0.1:{server.server_address[1]}{shown} (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# ---------------------------------------------------------------- test

def run(command: list[str], **kwargs) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, **kwargs)


def install_test_needs() -> None:
    """Python test packages, the npm runtime, and a browser: whatever is missing."""
    missing = [m for m in ("pytest", "hypothesis", "pyflakes", "mypy", "pytest_playwright", *VENDORED)
               if importlib.util.find_spec(m) is None]
    if missing:
        run([sys.executable, "-m", "pip", "install", "-q", "-e", ".[dev]"])
    npm_install()
    if find_browser():
        return
    if sys.platform.startswith("linux") and Path("/etc/debian_version").exists() and os.geteuid() == 0:
        run(["apt-get", "update", "-qq"])
        run(["apt-get", "install", "-y", "-qq", "chromium"], env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    else:
        run([sys.executable, "-m", "playwright", "install", "chromium"])


def pytest_ran(command: list[str], what: str) -> None:
    """Run pytest; fail if it fails, and fail loudly if it collected nothing (exit 5)."""
    print("+", " ".join(command), flush=True)
    code = subprocess.run(command, cwd=ROOT).returncode
    if code == 5:
        sys.exit(f"{what}: pytest collected no tests")
    if code:
        sys.exit(f"{what} failed (exit {code})")


def type_checked() -> None:
    """mypy as pyproject.toml configures it (for the lowest Python the package supports), then again
    for the players' Python: fail on any error."""
    for version in ([], ["--python-version", PYODIDE_PYTHON]):
        command = [sys.executable, "-m", "mypy", *version]
        print("+", " ".join(command), flush=True)
        code = subprocess.run(command, cwd=ROOT).returncode
        if code:
            sys.exit(f"type check failed (exit {code})")


def pyodide_test_wheels() -> list[Path]:
    """The pinned wheels of PYODIDE_TEST_WHEELS, fetched once with pip for Pyodide's Python into
    .cache/pyodide-wheels and each checked against its pinned hash."""
    wanted = [(requirement, PYODIDE_WHEELS / filename, sha256)
              for requirement, filename, sha256 in PYODIDE_TEST_WHEELS.values()]
    missing = [requirement for requirement, path, _ in wanted if not path.exists()]
    if missing:
        PYODIDE_WHEELS.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary", ":all:",
             "--python-version", PYODIDE_PYTHON, "--platform", "any", "--dest", str(PYODIDE_WHEELS), *missing])
    for _, path, sha256 in wanted:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != sha256:
            path.unlink()
            sys.exit(f"{path.name} does not match its pinned hash (got {digest}); it was deleted, try again")
    return [path for _, path, _ in wanted]


def pyodide_unit_tests(paths: list[str], options: list[str]) -> None:
    """Run unit tests with pytest inside the app's own Pyodide under Node (tools/pyodide_pytest.mjs),
    offline: the project and ../shared (when it is there) mounted at their own paths, the app's pinned
    packages on sys.path, the test wheels unpacked, PYRULES_REQUIRE_REFERENCES passed on. Tests
    marked cpython_only are skipped there (tests/conftest.py)."""
    import tempfile

    npm_install()
    shared = ROOT.parent / "shared"
    # The project and the references at their own paths: the tests find each other as on the host.
    mounts = [(ROOT, ROOT)] + ([(shared.resolve(), shared)] if shared.is_dir() else [])
    mounts += [(vendored(name).resolve(), Path("/vendor") / name) for name in VENDORED]
    # Pyodide's os.environ is not the host's: pass on whether the references are required.
    env = {name: os.environ[name] for name in ("PYRULES_REQUIRE_REFERENCES",) if name in os.environ}
    config = {"pyodide": str(NODE / "pyodide"), "mounts": [[str(host), str(inside)] for host, inside in mounts],
              "env": env, "wheels": [str(path) for path in pyodide_test_wheels()],
              "path": [f"/vendor/{name}" for name in VENDORED], "cwd": str(ROOT),
              "args": ["-q", "-p", "no:cacheprovider", *(paths or ["tests/unit"]), *options]}
    with tempfile.TemporaryDirectory() as work:
        (Path(work) / "run.json").write_text(json.dumps(config), encoding="utf-8")
        pytest_ran(["node", str(Path("tools") / "pyodide_pytest.mjs"), str(Path(work) / "run.json")],
                   "unit tests on Pyodide")


def chosen_runs(paths: list[str], pyodide_only: bool = False) -> list[tuple[str, list[str]]]:
    """The runs ``python build.py test`` makes for the test paths given, each with its own paths:
    "unit" (the unit tests on CPython), "pyodide" (the unit tests on Pyodide) and "e2e". With no
    path, all three; a path runs only its own suite, and the unit tests run on Pyodide as well only
    when the whole unit suite is asked for; ``pyodide_only`` makes only the Pyodide run."""
    unit = [path for path in paths if path.startswith("tests/unit")]
    e2e = [path for path in paths if path.startswith("tests/e2e")]
    if pyodide_only:
        return [("pyodide", unit)]
    runs = []
    if unit or not paths:
        runs.append(("unit", unit))
        if all(path.rstrip("/") == "tests/unit" for path in unit):
            runs.append(("pyodide", unit))
    if e2e or not paths:
        runs.append(("e2e", e2e))
    return runs


def test(extra: list[str], pyodide_only: bool = False) -> None:
    paths = [arg for arg in extra if arg.split("::")[0].startswith("tests/")]
    options = [arg for arg in extra if arg not in paths]
    runs = chosen_runs(paths, pyodide_only)
    if any(kind != "pyodide" for kind, _ in runs):
        install_test_needs()
        build()
        env_note = {"PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS": "1"}
        os.environ.update(env_note)
    for kind, chosen in runs:
        if kind == "pyodide":
            pyodide_unit_tests(chosen, options)
        elif kind == "unit":
            type_checked()
            pytest_ran([sys.executable, "-m", "pytest", "-q", *(chosen or ["tests/unit"]), *options], "unit tests")
        else:
            pytest_ran([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *(chosen or ["tests/e2e"]),
                        *options], "end-to-end tests")


# ---------------------------------------------------------------- bench

def bench() -> None:
    build()
    from tools.bench import main as bench_main

    bench_main(DIST, make_server, NODE / "pyodide")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", default="build", choices=("build", "serve", "test", "bench", "errata"))
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--base", default="/", help="serve under this sub-path, such as /pyrules/")
    parser.add_argument("--pyodide", action="store_true",
                        help="test: run only the unit tests (those named, else all) on Pyodide under Node")
    args, extra = parser.parse_known_args(argv)
    if args.command == "build":
        build()
    elif args.command == "serve":
        serve(args.port, args.base)
    elif args.command == "errata":
        (ROOT / "ERRATA.md").write_text(errata_markdown(), encoding="utf-8")
        print("wrote ERRATA.md")
    elif args.command == "test":
        test(extra, pyodide_only=args.pyodide)
    else:
        bench()


if __name__ == "__main__":
    main()
