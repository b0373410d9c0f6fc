"""The bench's measure of a start as a game master meets it: pyrules opened from the home screen or
a new tab, a new page (not a reload) in the profile that has it, whose service worker the browser
has stopped, as it stops an idle one.

The app and the bare Pyodide boot each keep one profile for the whole measure (the app's with its
service worker installed, the bare boot's with its files in the HTTP cache); each visit is a new
page, the last one closed, and before each of the app's the service worker is stopped (CDP
``ServiceWorker.stopAllWorkers``), so the navigation and every file wait for it to start again.
The visits alternate, app and bare, so drifts in the machine's load hit both alike. Three starts:
warm (the quick start's snapshot kept), cold (none kept: the quick start turned off, so Python
starts the ordinary way) and a first visit at a calculator's address, as a shared link opens it,
with the CPU 4x slower (no snapshot either).
"""

from __future__ import annotations

from statistics import median

from tools.browser import NO_QUICK_START, QUICK_START_KEPT

# (label, the app's address, the quick start used, CPU slowdown, budget: at most this of a bare boot)
STARTS = (
    ("warm, from the snapshot", "#dice", True, 1, 0.15),
    ("cold, no snapshot", "#dice", False, 1, 0.40),
    ("first visit at #gurps-skill, CPU 4x slower", "#gurps-skill", False, 4, 0.45),
)
READY_AT = "window.pyrulesReadyAt || false"
BOOTED_AT = "window.bootedAt || false"
# The service worker active and keeping every file of the build (its install done).
WORKER_ACTIVE = "navigator.serviceWorker.ready.then((r) => !!r.active)"
# What came before the start module: the service worker started, the page answered, parsed.
NAVIGATION = """(() => {
  const n = performance.getEntriesByType("navigation")[0];
  if (!n) return [];
  return [["service worker started", n.workerStart], ["the page's first byte", n.responseStart],
          ["the page parsed", n.domInteractive]].filter(([, at]) => at > 0);
})()"""
PARTS_SEEN = """performance.getEntriesByType("mark").filter((m) => m.name.startsWith("pyrules: "))
    .map((m) => [m.name.slice(9), m.startTime])"""


def _profile(browser, init: str, workers: str):
    """One profile at a phone's size, kept for every visit (``workers``: "allow" or "block")."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers=workers)
    if init:
        context.add_init_script(init)
    return context


def _visit(context, url: str, ready: str, throttle: int, stop_workers: bool, parts: list | None = None) -> float:
    """A new page in ``context`` opened at ``url`` (its CPU slowed ``throttle`` times), after the
    context's service workers are stopped if ``stop_workers``: the milliseconds from its navigation
    to ``ready``. Its start's parts are added to ``parts``; the page is closed."""
    page = context.new_page()
    page.set_default_timeout(120_000 * throttle)
    session = context.new_cdp_session(page)
    if stop_workers:
        session.send("ServiceWorker.enable")
        session.send("ServiceWorker.stopAllWorkers")
    if throttle > 1:
        session.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    page.goto(url, wait_until="commit")
    at = float(page.wait_for_function(ready, timeout=120_000 * throttle).json_value())
    if parts is not None:
        parts.append(page.evaluate(NAVIGATION) + page.evaluate(PARTS_SEEN))
    page.close()
    return at


def _first_visit(context, url: str, quick: bool) -> None:
    """The profile's first visit: the app ready, its service worker active (it keeps every file),
    and with ``quick`` its snapshot kept."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.python === 'ready'", timeout=180_000)
    page.evaluate(WORKER_ACTIVE)
    if quick:
        page.wait_for_function(QUICK_START_KEPT, timeout=180_000)
    page.close()


def new_page(browser, base: str, bare: str, runs: int) -> dict[str, dict]:
    """Each start of ``STARTS`` measured ``runs`` times as a new page, alternating with a bare
    Pyodide boot at ``bare``: {label: {"app": [ms], "bare": [ms], "parts": [[(step, ms)]]}}."""
    measured = {}
    for label, address, quick, throttle, _budget in STARTS:
        app = _profile(browser, "" if quick else NO_QUICK_START, "allow")
        plain = _profile(browser, "", "block")
        _first_visit(app, base + address, quick)
        _visit(plain, bare, BOOTED_AT, 1, False)  # its files in the HTTP cache, as the app's are kept
        times = {"app": [], "bare": [], "parts": []}
        for _ in range(runs):
            times["bare"].append(_visit(plain, bare, BOOTED_AT, throttle, False))
            times["app"].append(_visit(app, base + address, READY_AT, throttle, True, times["parts"]))
        app.close()
        plain.close()
        measured[label] = times
    return measured


def rows(measured: dict[str, dict]) -> list[tuple[str, float, float, str]]:
    """The figures to print: (measure, app ready / bare boot, budget, detail)."""
    shown = []
    for label, _address, _quick, _throttle, budget in STARTS:
        times = measured[label]
        ready, bare = median(times["app"]), median(times["bare"])
        shown.append((f"new page, service worker stopped: app ready / bare boot ({label})", ready / bare, budget,
                      f"{ready:.0f} ms / {bare:.0f} ms"))
    return shown


def _median_parts(runs: list) -> list[tuple[str, float]]:
    """Each step's median time over ``runs``, earliest first."""
    times: dict[str, list[float]] = {}
    for run in runs:
        for step, ms in run:
            times.setdefault(step, []).append(ms)
    return sorted(((step, median(values)) for step, values in times.items()), key=lambda part: part[1])


def print_new_page(measured: dict[str, dict]) -> None:
    """The new page's figures beside their budgets, and where each start's time goes."""
    print()
    for name, value, budget, detail in rows(measured):
        print(f"{name:<72} {value:8.3f} {budget:8.2f}  {detail}  {'ok' if value <= budget else 'OVER'}")
    print("  the parts of a new page's start (median ms after navigation; the service worker stopped first):")
    for label, *_ in STARTS:
        print(f"  {label}:")
        for step, ms in _median_parts(measured[label]["parts"]):
            print(f"    {ms:8.0f}  {step}")
