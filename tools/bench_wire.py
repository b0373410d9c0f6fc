"""The bench's measure of what a first visit downloads: the files a new phone fetches before the
app is ready (the first visit's path, which a start waits on) and those fetched after it (the rest
of the standard library, arriving once the page's tools are bound), each by its gzipped size as
the wire figure counts it, set against Pyodide's published core.

``python -m tools.bench_wire <dist before> <dist after>`` measures two builds A/B, interleaved
(each figure alternating between them in one run): the bytes of the first visit's path, a first
visit at a calculator's address with the CPU 4x slower (against a bare Pyodide boot), and, with
``PYRULES_BENCH_ONLY=first-view``, a new phone's first view over 4G. A benchmark, not a test.
"""

from __future__ import annotations

import functools
import gzip
import os
import shutil
import statistics
import sys
import threading
from pathlib import Path
from urllib.parse import urlparse

WIRE_BUDGET = 1.10  # of Pyodide's published core, as the wire figure
# The resources the page fetched (its own thread: the interpreter's wasm, the standard library, the
# app's zip, the page's scripts), each with when it began, in the page's clock.
FETCHED = "performance.getEntriesByType('resource').map((r) => [r.name, r.startTime])"
READY = "window.pyrulesReadyAt || false"
WHOLE = "document.documentElement.dataset.stdlib === 'whole'"


def _wire_size(path: Path) -> int:
    """A file's size over the wire: gzipped as a static host sends it (a .gz travels as it is)."""
    data = path.read_bytes()
    return len(data) if path.suffix == ".gz" else len(gzip.compress(data, compresslevel=6))


def first_visit_bytes(browser, base: str, dist: Path, address: str = "#dice") -> tuple[int, int]:
    """The bytes a new profile's first visit at ``address`` fetches before the app is ready, and
    after it until the standard library is whole (or 5 s more, for a build that ships it whole)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    context.add_init_script("localStorage.setItem('pyrules.quick_start', 'false');")
    page = context.new_page()
    page.goto(base + address)
    ready = float(page.wait_for_function(READY, timeout=120_000).json_value())
    if (dist / "pyodide" / "python_stdlib_later.zip.gz").exists():
        page.wait_for_function(WHOLE, timeout=60_000)
    else:  # a build that ships the standard library whole: what it fetches in the next moments
        page.wait_for_timeout(5_000)
    fetched = page.evaluate(FETCHED)
    context.close()
    before = after = 0
    root = urlparse(base).path
    for url, began in fetched:
        path = urlparse(url).path
        if not path.startswith(root):
            continue
        file = dist / (path[len(root):] or "index.html")
        if file.is_file():
            if began < ready:
                before += _wire_size(file)
            else:
                after += _wire_size(file)
    return before, after


def core_bytes(pyodide_home: Path) -> int:
    """Pyodide's published core, gzipped, as the wire figure counts it."""
    from tools.bench import PYODIDE_CORE, _gzip_size

    return sum(_gzip_size(pyodide_home / name) for name in PYODIDE_CORE)


def rows(browser, base: str, dist: Path, pyodide_home: Path) -> list[tuple[str, float, float, str]]:
    """The first visit's path beside the wire budget: (measure, value, budget, detail)."""
    core = core_bytes(pyodide_home)
    before, after = first_visit_bytes(browser, base, dist)
    return [("first visit's path: bytes before ready (gzip) / Pyodide core", before / core, WIRE_BUDGET,
             f"{before / 1e6:.2f} MB / {core / 1e6:.2f} MB; {after / 1e6:.2f} MB after ready")]


def _ab(dists: list[Path], pyodide_home: Path) -> None:
    """Measure two builds A/B, interleaved, and print each figure for both."""
    from playwright.sync_api import sync_playwright

    import build
    from tools import bench, bench_first_view as fv
    from tools.browser import launch_options

    runs = bench.RUNS
    for dist in dists:
        (dist / "_bench" / "pyodide").mkdir(parents=True, exist_ok=True)
        (dist / "_bench" / "bare.html").write_text(bench.BARE)
        for name in bench.PYODIDE_CORE:
            shutil.copy2(pyodide_home / name, dist / "_bench" / "pyodide" / name)
    servers = [build.make_server(0, "/", directory=dist) for dist in dists]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    bases = [f"http://127.0.0.1:{s.server_address[1]}/" for s in servers]
    labels = [dist.name for dist in dists]
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_options())
        if bench.ONLY == "first-view":
            compressing = [fv.compressing_server(functools.partial(build.make_server, directory=dist)) for dist in dists]
            cbases = [f"http://127.0.0.1:{s.server_address[1]}/" for s in compressing]
            gms = [fv._game_master(browser, base) for base in cbases]
            boots, joins = [], [[], []]
            for _ in range(runs):
                context, page = fv._phone(browser)
                page.goto(cbases[0] + "_bench/bare.html")
                boots.append(float(page.wait_for_function("window.bootedAt || false", timeout=240_000).json_value()))
                context.close()
                for i, (_, gm) in enumerate(gms):
                    context, player = fv._phone(browser)
                    joins[i].append(fv._joined(gm, player, fv._invitation(gm)))
                    context.close()
            boot = statistics.median(boots)
            for label, times in zip(labels, joins):
                join = statistics.median(times)
                print(f"{label}: player's first view / bare boot (CPU 4x, 4G) {join / boot:.3f} "
                      f"({join:.0f} ms / {boot:.0f} ms; joins {[round(t) for t in times]}, boots {[round(b) for b in boots]})")
            return
        core = core_bytes(pyodide_home)
        for label, base, dist in zip(labels, bases, dists):
            before, after = first_visit_bytes(browser, base, dist)
            print(f"{label}: first visit's path {before / 1e6:.2f} MB before ready ({before / core:.3f} of Pyodide's "
                  f"core {core / 1e6:.2f} MB), {after / 1e6:.2f} MB after")
        times: list[list[float]] = [[], [], []]
        for _ in range(runs):  # bare, then each build, alternating
            for i, url in enumerate([bases[0] + "_bench/bare.html", bases[0] + "#gurps-skill", bases[1] + "#gurps-skill"]):
                context, page = bench._new_page(browser, bench.NO_QUICK_START, 4)
                page.goto(url)
                times[i].append(float(bench._waited(page, "window.bootedAt || window.pyrulesReadyAt || false",
                                                    120_000, 4).json_value()))
                context.close()
        bare = statistics.median(times[0])
        for label, ready in zip(labels, times[1:]):
            print(f"{label}: first visit at #gurps-skill, CPU 4x / bare boot {statistics.median(ready) / bare:.3f} "
                  f"({statistics.median(ready):.0f} ms / {bare:.0f} ms; {[round(t) for t in ready]})")
        browser.close()


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    _ab([Path(sys.argv[1]), Path(sys.argv[2])], Path(os.environ.get("PYODIDE_HOME", "node_modules/pyodide")))
