"""`python build.py bench`: the budgets of DESIGN.md, measured in one run on one machine.

Each figure is the median of several cold loads (a new browser profile, nothing cached)
and warm loads (the same profile reloaded), printed beside its budget. A benchmark, not a test.
"""

from __future__ import annotations

import gzip
import shutil
import statistics
import threading
from pathlib import Path

RUNS = 7
BARE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<p>bare Pyodide boot</p>
<script type="module">
const { loadPyodide } = await import("../pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: "../pyodide/" });
py.runPython("1 + 1");
window.bootedAt = performance.now();
</script></body></html>"""
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--no-first-run", "--disable-sync", "--disable-quic"]
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def _gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def _median(values):
    return statistics.median(values) if values else float("nan")


def _new_page(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    return context, context.new_page()


def _paired_loads(browser, first: tuple[str, str], second: tuple[str, str], warm: bool) -> tuple[list, list]:
    """Load two pages in turn, RUNS times each, so drifts in machine load hit both alike.

    Each target is (url, script answering the milliseconds to measure). Cold: a new
    profile every load. Warm: one profile per page, reloaded.
    """
    times = ([], [])
    pages = [None, None]
    if warm:
        for i, (url, script) in enumerate((first, second)):
            pages[i] = _new_page(browser)
            pages[i][1].goto(url)
            pages[i][1].wait_for_function(script, timeout=120_000)
    for _ in range(RUNS):
        for i, (url, script) in enumerate((first, second)):
            if warm:
                page = pages[i][1]
                page.reload()
            else:
                context, page = _new_page(browser)
                page.goto(url)
            times[i].append(page.wait_for_function(script, timeout=120_000).json_value())
            if not warm:
                context.close()
    for pair in pages:
        if pair:
            pair[0].close()
    return times


FIRST_PAINT = ("(() => { const e = performance.getEntriesByName('first-contentful-paint')[0];"
               " return e ? e.startTime : false; })()")


def _click_to_result(browser, url: str) -> dict[str, float]:
    """Median milliseconds from a tap to the answer on screen, for the roller and every calculator."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    page = context.new_page()
    page.goto(url + "#dice")
    page.wait_for_function("document.documentElement.dataset.python === 'ready'", timeout=120_000)
    results = {}
    results["dice"] = page.evaluate("""async () => {
        const times = [], button = document.querySelector('#dice-form button[type=submit]');
        for (let i = 0; i < 40; i++) {
            const t = performance.now(); button.click(); times.push(performance.now() - t);
            await new Promise(r => requestAnimationFrame(r));
        }
        times.sort((a, b) => a - b); return times[times.length >> 1];
    }""")
    tools = page.eval_on_selector_all("form[data-tool]", "forms => forms.map(f => f.dataset.tool)")
    for key in tools:
        page.evaluate(f"location.hash = '#{key}'")
        results[key] = page.evaluate("""async (key) => {
            const form = document.querySelector(`form[data-tool="${key}"]`);
            const answer = document.getElementById(`${key}--answer`);
            form.requestSubmit();  // first use imports the ruleset: not timed
            const times = [];
            for (let i = 0; i < 20; i++) {
                const t = performance.now(); form.requestSubmit(); times.push(performance.now() - t);
                await new Promise(r => requestAnimationFrame(r));
            }
            times.sort((a, b) => a - b); return times[times.length >> 1];
        }""", key)
    context.close()
    return results


def _tracker_damage(browser, url: str) -> float:
    """Median milliseconds to apply damage and re-render a tracker of 200 combatants."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    page = context.new_page()
    page.goto(url + "#gurps-tracker")
    page.wait_for_function("document.documentElement.dataset.python === 'ready'", timeout=120_000)
    page.wait_for_selector("#gurps-tracker-add--name:enabled")
    for _ in range(4):
        page.fill("#gurps-tracker-add--name", "Orc")
        page.fill("#gurps-tracker-add--count", "50")
        page.click("#gurps-tracker--root form[data-form=add] button[type=submit]")
    page.wait_for_function("document.querySelectorAll('#gurps-tracker--list li.combatant').length === 200")
    median = page.evaluate("""async () => {
        const list = document.getElementById('gurps-tracker--list');
        list.querySelectorAll('button.who')[100].click();
        const times = [];
        for (let i = 0; i < 15; i++) {
            list.querySelector('[data-act=digit][data-digit="1"]').click();
            const button = list.querySelector('[data-act=damage]');
            const t = performance.now(); button.click(); times.push(performance.now() - t);
            await new Promise(r => requestAnimationFrame(r));
        }
        times.sort((a, b) => a - b); return times[times.length >> 1];
    }""")
    context.close()
    return median


def main(dist: Path, make_server, executable: str | None) -> None:
    from playwright.sync_api import sync_playwright

    bench_dir = dist / "_bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "bare.html").write_text(BARE)
    server = make_server(0, "/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=executable, args=LAUNCH_ARGS) if executable \
                else p.chromium.launch(args=LAUNCH_ARGS)
            rows = []
            tables_view = "gurps-tables" if 'id="gurps-tables"' in (dist / "index.html").read_text() else "home"
            for warm in (False, True):
                label = "warm" if warm else "cold"
                bare_times, ready_times = _paired_loads(
                    browser, (base + "_bench/bare.html", "window.bootedAt || false"),
                    (base + "#dice", "window.pyrulesReadyAt || false"), warm)
                _, paint_times = _paired_loads(
                    browser, (base + "_bench/bare.html", "window.bootedAt || false"),
                    (base + "#" + tables_view, FIRST_PAINT), warm)
                bare, ready, tables = _median(bare_times), _median(ready_times), _median(paint_times)
                rows.append((f"app ready / bare Pyodide boot ({label})", ready / bare, 1.10,
                             f"{ready:.0f} ms / {bare:.0f} ms"))
                rows.append((f"first paint of a table / bare boot ({label})", tables / bare, 0.10,
                             f"{tables:.0f} ms / {bare:.0f} ms"))
            loaded = [p for p in dist.rglob("*") if p.is_file() and "_bench" not in p.parts
                      and p.name not in ("sw.js", "manifest.webmanifest") and p.suffix != ".png"]
            app_bytes = sum(_gzip_size(p) for p in loaded)
            core_bytes = sum(_gzip_size(dist / "pyodide" / n) for n in PYODIDE_CORE)
            rows.append(("bytes over the wire (gzip) / Pyodide core", app_bytes / core_bytes, 1.10,
                         f"{app_bytes / 1e6:.2f} MB / {core_bytes / 1e6:.2f} MB"))
            clicks = _click_to_result(browser, base)
            tracker = _tracker_damage(browser, base)
            browser.close()
        print(f"{'measure':<52} {'value':>8} {'budget':>8}  detail")
        for name, value, budget, detail in rows:
            mark = "ok" if value <= budget else "OVER"
            print(f"{name:<52} {value:8.3f} {budget:8.2f}  {detail}  {mark}")
        mark = "ok" if tracker < 50 else "OVER"
        print(f"{'tracker of 200: apply damage and re-render':<52} {tracker:8.2f} {50:8.0f}  ms median  {mark}")
        for key, ms in clicks.items():
            mark = "ok" if ms < 16 else "OVER"
            print(f"{'click to result: ' + key:<52} {ms:8.2f} {16:8.0f}  ms median  {mark}")
    finally:
        server.shutdown()
        shutil.rmtree(bench_dir, ignore_errors=True)
