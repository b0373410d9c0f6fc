"""`python build.py bench`: the performance budgets (README, "Test it"), measured in one run on one machine.

Each figure is the median of several cold loads (a new browser profile, nothing cached) and warm
loads (the same profile reloaded: without the quick start, and started from its memory snapshot),
printed beside its budget with the parts of each start. A first visit is also measured as a
mid-range phone feels it, with Chromium's CPU throttled 4x, at the address a shared link opens.
A benchmark, not a test.
"""

from __future__ import annotations

import gzip
import os
import shutil
import statistics
import threading
from pathlib import Path

from pyrules import rulesets
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tools.bench_first_view import compressing_server, first_view
from tools.bench_first_view import rows as first_view_rows
from tools import bench_phones
from tools.bench_new_page import new_page, print_new_page
from tools.bench_taps import rows as taps_rows
from tools.bench_taps import tracker_taps
from tools.bench_wire import rows as first_visit_rows
from tools.browser import NO_QUICK_START, PYTHON_READY, QUICK_START_KEPT, launch_options

RUNS = int(os.environ.get("PYRULES_BENCH_RUNS", 7))  # loads per figure; fewer for a quick look
# That section alone: "first-view" (a player's first view), "cached-join" (its cached join), "wire"
# (a first visit's bytes), "taps" (the tracker's taps), "phones" (the players' phones), "new-page"
# (a start in a new page, its service worker stopped)
ONLY = os.environ.get("PYRULES_BENCH_ONLY", "")
FRAME_MS = 16  # a tap's budget: its answer drawn within one frame
# The bare boot: Pyodide as it is published, served beside the site from its own folder (the site
# ships some of its files its own way), started with nothing else on the page.
BARE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<p>bare Pyodide boot</p>
<script type="module">
const { loadPyodide } = await import("./pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: "./pyodide/" });
py.runPython("1 + 1");
window.bootedAt = performance.now();
</script></body></html>"""
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def _gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def _median(values):
    return statistics.median(values) if values else float("nan")


# Every start records PyScript's progress messages with their times, to print the parts.
PARTS = """window.__parts = [];
addEventListener("py:progress", (e) => window.__parts.push([String(e.detail), performance.now()]));  // PyScript says it on window
document.addEventListener("pyrules:ready", () => window.__parts.push(["app ready", performance.now()]));"""
# PyScript's steps and the app's own marks (start.mjs and screen.boot), in the order they came.
PARTS_SEEN = """window.__parts.concat(performance.getEntriesByType("mark")
    .filter((m) => m.name.startsWith("pyrules: ")).map((m) => [m.name.slice(9), m.startTime]))
    .sort((a, b) => a[1] - b[1])"""


def _new_page(browser, init: str = "", throttle: int = 1):
    """A new profile's page at a phone's size, its CPU slowed ``throttle`` times (1: as it runs)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    context.add_init_script(PARTS + init)
    page = context.new_page()
    page.set_default_timeout(30_000 * throttle)
    if throttle > 1:  # kept for the page's life, reloads included
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    return context, page


def _waited(page, script: str, timeout: int, throttle: int):
    """``page.wait_for_function``, its timeout (ms) stretched as the page's CPU is slowed."""
    return page.wait_for_function(script, timeout=timeout * throttle)


def _paired_loads(browser, first: tuple[str, str], second: tuple[str, str], warm: bool, *, init: str = "",
                  settled: str | None = None, finished: str | None = None, parts: list | None = None,
                  throttle: int = 1) -> tuple[list, list]:
    """Load two pages in turn, RUNS times each, so drifts in machine load hit both alike.

    Each target is (url, script answering the milliseconds to measure). Cold: a new
    profile every load. Warm: one profile per page, reloaded; its first visit waits for
    ``settled`` (such as the quick start being kept). After each measure of the second page, it
    waits for ``finished`` (such as Python being ready after a table's first paint), so the next
    load does not wait on the last one's work. ``init`` runs before the app's scripts.
    The second page's start parts are added to ``parts``. Both pages' CPU is slowed ``throttle`` times.
    """
    times = ([], [])
    pages = [None, None]
    if warm:
        for i, (url, script) in enumerate((first, second)):
            pages[i] = _new_page(browser, init if i else "", throttle)
            pages[i][1].goto(url)
            _waited(pages[i][1], script, 120_000, throttle)
            if settled and i:
                _waited(pages[i][1], settled, 180_000, throttle)
    for _ in range(RUNS):
        for i, (url, script) in enumerate((first, second)):
            if warm:
                page = pages[i][1]
                page.reload()
            else:
                context, page = _new_page(browser, init if i else "", throttle)
                page.goto(url)
            times[i].append(_waited(page, script, 120_000, throttle).json_value())
            if finished and i:
                _waited(page, finished, 120_000, throttle)
            if i and parts is not None:
                parts.append(page.evaluate(PARTS_SEEN))
            if not warm:
                context.close()
    for pair in pages:
        if pair:
            pair[0].close()
    return times


def _median_tap(page, tap: str, times: int, before: str = "") -> float:
    """Median milliseconds the page takes to handle ``tap`` (a JavaScript statement) and lay out
    what it drew, each tap after the previous one's frame; ``before`` runs untimed ahead of every
    tap (and may name what the tap clicks, so finding it is not timed)."""
    return page.evaluate(f"""async () => {{
        const times = [];
        for (let i = 0; i < {times}; i++) {{
            {before}; document.body.offsetHeight;
            const t = performance.now(); {tap}; document.body.offsetHeight; times.push(performance.now() - t);
            await new Promise(r => requestAnimationFrame(r));
        }}
        times.sort((a, b) => a - b); return times[times.length >> 1];
    }}""")


# The table's view shown (its ruleset's views fetched and placed) and something painted.
FIRST_PAINT = ("(() => { const e = performance.getEntriesByName('first-contentful-paint')[0];"
               " return e && window.pyrulesShownAt ? Math.max(e.startTime, window.pyrulesShownAt) : false; })()")


def _click_to_result(browser, url: str, throttle: int = 1) -> dict[str, float]:
    """Median milliseconds from a tap to the answer on screen, for the roller and every calculator."""
    context, page = _new_page(browser, NO_QUICK_START, throttle)
    page.goto(url + "#dice")
    _waited(page, PYTHON_READY, 120_000, throttle)
    results = {}
    results["dice"] = _median_tap(page, "document.querySelector('#dice-form button[type=submit]').click()", 40)
    for entry in rulesets.RULESETS:  # each ruleset's views come with its first opening
        page.evaluate(f"location.hash = '#{entry.key}'")
        page.wait_for_selector(f"#{entry.key}:not([hidden])")
    tools = page.eval_on_selector_all("form[data-tool]", "forms => forms.map(f => f.dataset.tool)")
    for key in tools:
        page.evaluate(f"location.hash = '#{key}'")
        submit = f"document.querySelector('form[data-tool=\"{key}\"]').requestSubmit()"
        page.evaluate(submit)  # first use imports the ruleset: not timed
        results[key] = _median_tap(page, submit, 20)
    context.close()
    return results


def _tracker_damage(browser, url: str, size: int, throttle: int = 1) -> float:
    """Median milliseconds to apply damage and re-render a tracker of ``size`` combatants."""
    context, page = _new_page(browser, NO_QUICK_START, throttle)
    page.goto(url + "#gurps-tracker")
    _waited(page, PYTHON_READY, 120_000, throttle)
    page.wait_for_selector("#gurps-tracker-add--name:enabled")
    added = 0
    while added < size:
        count = min(50, size - added)
        page.fill("#gurps-tracker-add--name", "Orc")
        page.fill("#gurps-tracker-add--count", str(count))
        page.click("#gurps-tracker--root form[data-form=add] button[type=submit]")
        added += count
        page.wait_for_function(f"document.querySelectorAll('#gurps-tracker--list li.combatant').length === {added}")
    page.evaluate(f"document.querySelectorAll('#gurps-tracker--list button.who')[{size >> 1}].click()")
    median = _median_tap(page, "damage.click()", 15,
                         before="document.querySelector('#gurps-tracker--list [data-act=digit][data-digit=\"1\"]').click();"
                                " const damage = document.querySelector('#gurps-tracker--list [data-act=damage]')")
    context.close()
    return median


LONG_QUERIES = ("a " * 5000, " ".join(f"w{i}" for i in range(2000)), "neck " * 2000)  # 10,000 characters each
SEARCH_MS = 50  # any query, however long
SETUP_KEYS = 40  # five combatants (two PCs typed, three foes from one card), the card typed too


def _search_time(browser, url: str) -> float:
    """The slowest median milliseconds the home screen's search takes over a query of thousands of
    words (``LONG_QUERIES``), from the input to the results drawn."""
    context, page = _new_page(browser, NO_QUICK_START)
    page.goto(url + "#home")
    page.fill("#search", "neck")
    page.locator("#search--results li a").first.wait_for()  # the index is ready
    slowest = 0.0
    for typed in LONG_QUERIES:
        slowest = max(slowest, page.evaluate("""(typed) => {
            const box = document.getElementById("search"), times = [];
            for (let i = 0; i < 9; i++) {
                box.value = i % 2 ? typed : typed + " ";
                const started = performance.now();
                box.dispatchEvent(new Event("input")); document.body.offsetHeight;
                times.push(performance.now() - started);
            }
            times.sort((a, b) => a - b); return times[times.length >> 1];
        }""", typed))
    context.close()
    return slowest


class _Counted:
    """A page driven as a player would, counting each tap and each key."""

    def __init__(self, page, tracker: str):
        self.page, self.t, self.taps, self.keys = page, tracker, 0, 0

    def tap(self, selector: str) -> None:
        self.page.click(selector)
        self.taps += 1

    def type(self, selector: str, text: str) -> None:
        self.page.fill(selector, text)  # a tap to reach the field, then the keys
        self.taps += 1
        self.keys += len(text)

    def choose(self, selector: str, value: str) -> None:
        self.page.select_option(selector, value)  # a tap to open the list, one to pick
        self.taps += 2

    def add(self, name: str, party: bool = False, **stats) -> None:
        t = self.t
        before = self.page.locator(f"#{t}--list li.combatant").count()
        self.type(f"#{t}-add--name", name)
        if party:
            self.page.locator(f"#{t}-add--side label.chip", has_text="Party").click()
            self.taps += 1
        if stats:
            self.tap(f"#{t}--root details.stats summary")
            for key, value in stats.items():
                control = f"#{t}-add--{key}"
                if self.page.locator(control).evaluate("e => e.tagName") == "SELECT":
                    self.choose(control, value)
                else:
                    self.type(control, value)
        self.tap(f"#{t}--root form[data-form=add] button[type=submit]")
        self.page.wait_for_function(f"document.querySelectorAll('#{t}--list li.combatant').length === {before + 1}")

    def card(self, name: str, side: str, attacks: str) -> None:
        """A character card typed in the card form and saved."""
        t = self.t
        before = self.page.locator(f"#{t}--roster li.character").count()
        self.type(f"#{t}-card--name", name)
        if side == "foe":
            self.page.locator(f"#{t}-card--side label.chip", has_text="Foe").click()
            self.taps += 1
        self.type(f"#{t}-card--attacks", attacks)
        self.tap(f"#{t}--card-form form[data-form=card] button[type=submit]")
        self.page.wait_for_function(f"document.querySelectorAll('#{t}--roster li.character').length === {before + 1}")

    def bring(self, name: str, count: int) -> None:
        """A card brought into the open encounter ``count`` times, its How many typed beside it."""
        t = self.t
        card = self.page.locator(f"#{t}--roster li.character", has=self.page.locator(f".name:text-is('{name}')"))
        before = self.page.locator(f"#{t}--list li.combatant").count()
        if count != 1:
            self.page.fill(f"#{t}--roster li.character[data-id={card.get_attribute('data-id')}] .bring input", str(count))
            self.taps += 1
            self.keys += len(str(count))
        card.locator("[data-act=roster-add]").click()
        self.taps += 1
        self.page.wait_for_function(f"document.querySelectorAll('#{t}--list li.combatant').length === {before + count}")

    def row(self, name: str) -> str:
        return f"#{self.t}--list li.combatant:has(.name:text-is('{name}'))"

    def cards(self, *made) -> None:
        """Character cards ((name, side, attacks, stats) each) and a new encounter of them, not
        counted: the party is written before the evening."""
        t = self.t
        for name, side, attacks, stats in made:
            self.page.fill(f"#{t}-card--name", name)
            self.page.locator(f"#{t}-card--side label.chip", has_text="Foe" if side == "foe" else "Party").click()
            for field, value in stats.items():
                control = self.page.locator(f"#{t}-card--{field}")
                if control.evaluate("e => e.tagName") == "SELECT":
                    control.select_option(value)
                else:
                    control.fill(value)
            self.page.fill(f"#{t}-card--attacks", attacks)
            self.page.click(f"#{t}--card-form form[data-form=card] button[type=submit]")
        self.page.click(f"#{t}--root [data-act=roster-new]")
        self.page.wait_for_function(f"document.querySelectorAll('#{t}--list li.combatant').length === {len(made)}")

    def attack(self, name: str, line: str, damage: str = "", then_next: bool = False, **typed) -> bool:
        """An attack from ``name``'s row with its card's ``line`` (the row opened first unless it
        is the one acting), any value typed into its first stage, the rest rolled by the app (and
        the ``damage`` typed where the rules leave it to the game master), applied; with
        ``then_next``, applied and the turn ended in the one tap the result offers the one acting.
        False when the attacker's state refuses the attack (stunned): nothing was played."""
        button = self.page.locator(f"{self.row(name)} [data-act=exchange]", has_text=line)
        try:  # the one acting shows its attack lines once its row is drawn; another's row is opened
            button.wait_for(state="visible", timeout=2_000)
        except PlaywrightTimeout:
            self.tap(f"{self.row(name)} button.who")
        button.click()
        self.taps += 1
        panel = f"#{self.t}--exchange section.exchange"
        self.page.wait_for_selector(f"{panel}, #{self.t}--error:not([hidden])")
        if not self.page.locator(panel).is_visible():  # refused: its state forbids it (stunned)
            return False
        for field, value in typed.items():
            self.type(f"#{self.t}-stage--{field}", value)
        self.tap(f"{panel} [data-act=exchange-roll-on]")
        apply = self.page.locator(f"{panel} [data-act=exchange-apply]")
        self.page.wait_for_selector(f"{panel} [data-act=exchange-apply], #{self.t}-stage--damage")
        if damage and not apply.is_visible():
            self.type(f"#{self.t}-stage--damage", damage)
            self.tap(f"{panel} button.roll")
        if then_next:
            apply = self.page.locator(f"{panel} [data-act=exchange-apply-next]")
        apply.click()
        self.taps += 1
        self.page.wait_for_selector(panel, state="detached")
        return True


def _table_tasks(browser, url: str) -> dict[str, tuple[int, int]]:
    """Taps and keys of three fights played through the exchange, scripted as a game master plays
    them on a phone (the party's cards written before the evening are not counted)."""
    counts = {}

    def task(ruleset: str):
        context, page = _new_page(browser, NO_QUICK_START)
        page.goto(f"{url}#{ruleset}-tracker")
        page.wait_for_function(PYTHON_READY, timeout=120_000)
        page.wait_for_selector(f"#{ruleset}-tracker-add--name:enabled")
        return context, _Counted(page, f"{ruleset}-tracker")

    context, gm = task("gurps")  # the setup: five combatants, two PCs typed and three foes from one card
    gm.card("Orc", "foe", "Axe 12 sw+2 cut melee")
    gm.add("Ann", party=True)
    gm.add("Bob", party=True)
    gm.bring("Orc", 3)
    counts["Setup: two PCs typed, three foes from one card"] = (gm.taps, gm.keys)
    context.close()

    context, gm = task("gurps")  # two rounds from cards: each attacks in turn, the app rolling
    # The Fighter's DX 12 makes it the faster (Basic Speed 5.5): with a tie the order is rolled.
    gm.cards(("Fighter", "party", "Broadsword 14 2d+1 cut melee", {"st": "12", "dx": "12"}),
             ("Orc", "foe", "Axe 12 sw+2 cut melee", {"hp": "12", "dr": "2"}))
    for _ in range(2):
        for name, line in (("Fighter", "Broadsword"), ("Orc", "Axe")):
            turn = gm.page.locator(f"#{gm.t}--round").inner_text()
            if not gm.attack(name, line, then_next=True):  # stunned: its turn passes
                gm.tap(f"#{gm.t}--root [data-act=next]")
            elif gm.page.locator(f"#{gm.t}--round").inner_text() == turn:  # a roll fell due: made, then the turn
                gm.tap(f"#{gm.t}--due [data-act=roll-check]")
                gm.tap(f"#{gm.t}--root [data-act=next]")
    counts["GURPS: two rounds from cards (per round)"] = (gm.taps // 2, gm.keys // 2)
    context.close()

    context, gm = task("cortex")  # Mal shoots the Reaver: one exchange
    gm.cards(("Mal", "party", "Pistol d8 d6 d6 wound", {"agility": "d8"}),
             ("Reaver", "foe", "Knife d6 d6 d2 wound", {"agility": "d6"}))
    gm.attack("Mal", "Pistol")
    counts["Cortex: an exchange"] = (gm.taps, gm.keys)
    context.close()

    context, gm = task("tal")  # a caster's attack that spends TAL to Taxed
    gm.cards(("Mage", "party", "Staff 60", {"tal_max": "20", "combat_speed": "15"}), ("Wolf", "foe", "", {}))
    gm.attack("Mage", "Staff", tal_spent="15", hit_damage="6")
    counts["TAL: an attack spending TAL to Taxed"] = (gm.taps, gm.keys)
    context.close()
    return counts


def _snapshot_made(browser, url: str) -> dict[str, float]:
    """The quick start's snapshot: its size raw and gzipped, and the milliseconds it took to make."""
    context, page = _new_page(browser)
    page.goto(url + "#home")
    page.wait_for_function(QUICK_START_KEPT, timeout=180_000)
    made = page.evaluate("""async () => {
        const cache = await caches.open('pyrules-quick-start');
        const [request] = await cache.keys();
        const response = await cache.match(request);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const gzipped = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
        return { size: bytes.byteLength, gzip: gzipped.byteLength, made: Number(response.headers.get('X-Made-In-Ms')) };
    }""")
    context.close()
    return made


def _median_parts(runs: list) -> list[tuple[str, float]]:
    """Each step's median time over ``runs``, earliest first."""
    order = [step for step, _ in runs[0]] if runs else []
    times = {step: [] for step in order}
    for run in runs:
        for step, ms in run:
            if step in times:
                times[step].append(ms)
    return sorted(((step, _median(times[step])) for step in dict.fromkeys(order)), key=lambda part: part[1])


# The start figures: (label, the app's address, warm, init script, settled, CPU slowdown, budget).
# The first visit on a phone is measured where a shared link lands (a calculator's address), with
# the page's main thread slowed 4x; the rest as the machine runs.
STARTS = (
    ("cold", "#dice", False, "", None, 1, 1.00),
    ("warm, ordinary start", "#dice", True, NO_QUICK_START, None, 1, None),
    ("warm, from the snapshot", "#dice", True, "", QUICK_START_KEPT, 1, 0.20),
    ("first visit at #gurps-skill, CPU 4x slower", "#gurps-skill", False, "", None, 4, 1.10),
)


def _print_first_view(joining: dict) -> None:
    """A player's first view beside its budgets, and the parts of a new phone's start."""
    print()
    for name, value, budget, detail, ms in first_view_rows(joining):
        verdict = "ok" if (value < budget if ms else value <= budget) else "OVER"
        print(f"{name:<72} {value:8.{2 if ms else 3}f} {budget:8.{0 if ms else 2}f}  {detail}  {verdict}")
    for label, runs in (("a new phone's", joining["parts"]), ("a cached phone's", joining["cached parts"])):
        print(f"  the parts of {label} join (median ms after opening the invitation; then the table drawn):")
        for step, ms in _median_parts(runs):
            print(f"    {ms:8.0f}  {step}")


def _print_taps(figures: dict[str, float]) -> None:
    """Each tracker tap on a phone beside its budget (``tools/bench_taps.py``)."""
    for name, value, budget in taps_rows(figures):
        print(f"{name:<72} {value:8.2f} {budget:8.0f}  ms median  {'ok' if value < budget else 'OVER'}")


def main(dist: Path, make_server, pyodide_home: Path) -> None:
    """Measure the site built in ``dist`` (served by ``make_server``) against a bare boot of the
    Pyodide published in ``pyodide_home``, and print each figure beside its budget."""
    from playwright.sync_api import sync_playwright

    bench_dir = dist / "_bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "bare.html").write_text(BARE)
    (bench_dir / "pyodide").mkdir(exist_ok=True)
    for name in PYODIDE_CORE:
        shutil.copy2(pyodide_home / name, bench_dir / "pyodide" / name)
    server = make_server(0, "/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    compressing = compressing_server(make_server)  # a player's first view, over 4G: as a static host sends it
    compressed = f"http://127.0.0.1:{compressing.server_address[1]}/"
    try:
        if ONLY == "phones":
            other = None
            if bench_phones.AB:
                served = make_server(0, "/", directory=Path(bench_phones.AB))
                threading.Thread(target=served.serve_forever, daemon=True).start()
                other = f"http://127.0.0.1:{served.server_address[1]}/"
            with sync_playwright() as p:
                browser = p.chromium.launch(**launch_options())
                bench_phones.main(browser, base, other, RUNS)
                browser.close()
            return
        if ONLY in ("first-view", "cached-join"):
            with sync_playwright() as p:
                browser = p.chromium.launch(**launch_options())
                joining = first_view(browser, compressed, compressed + "_bench/bare.html", RUNS,
                                     new_phones=ONLY == "first-view")
                browser.close()
            _print_first_view(joining)
            return
        if ONLY == "wire":  # what a first visit downloads before ready and after
            with sync_playwright() as p:
                browser = p.chromium.launch(**launch_options())
                for name, value, budget, detail in first_visit_rows(browser, base, dist, pyodide_home):
                    print(f"{name:<72} {value:8.3f} {budget:8.2f}  {detail}  {'ok' if value <= budget else 'OVER'}")
                browser.close()
            return
        if ONLY == "taps":
            with sync_playwright() as p:
                browser = p.chromium.launch(**launch_options())
                taps = tracker_taps(browser, base, _new_page, PYTHON_READY)
                clicks = _click_to_result(browser, base)
                trackers = {size: _tracker_damage(browser, base, size) for size in (10, 200, 500)}
                browser.close()
            _print_taps(taps)
            for size, value in trackers.items():
                print(f"{f'tracker of {size}: apply damage and re-render':<72} {value:8.2f} {FRAME_MS:8.0f}"
                      f"  ms median  {'ok' if value < FRAME_MS else 'OVER'}")
            for key, value in clicks.items():
                print(f"{'click to result: ' + key:<72} {value:8.2f} {FRAME_MS:8.0f}"
                      f"  ms median  {'ok' if value < FRAME_MS else 'OVER'}")
            return
        if ONLY == "new-page":
            with sync_playwright() as p:
                browser = p.chromium.launch(**launch_options())
                opened = new_page(browser, base, base + "_bench/bare.html", RUNS)
                browser.close()
            print_new_page(opened)
            return
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            rows = []
            bare_page = (base + "_bench/bare.html", "window.bootedAt || false")
            parts = {}
            for label, address, warm, init, settled, throttle, budget in STARTS:
                parts[label] = []
                bare_times, ready_times = _paired_loads(browser, bare_page, (base + address, "window.pyrulesReadyAt || false"),
                                                        warm, init=init, settled=settled, parts=parts[label],
                                                        throttle=throttle)
                bare, ready = _median(bare_times), _median(ready_times)
                rows.append((f"app ready / bare Pyodide boot ({label})", ready / bare, budget,
                             f"{ready:.0f} ms / {bare:.0f} ms"))
            for label, warm in (("cold", False), ("warm", True)):
                bare_times, paint_times = _paired_loads(browser, bare_page, (base + "#gurps-tables", FIRST_PAINT),
                                                        warm, init=NO_QUICK_START, finished=PYTHON_READY)
                bare, tables = _median(bare_times), _median(paint_times)
                rows.append((f"first paint of a table / bare boot ({label})", tables / bare, 0.10,
                             f"{tables:.0f} ms / {bare:.0f} ms"))
            loaded = [p for p in dist.rglob("*") if p.is_file() and "_bench" not in p.parts
                      and p.name not in ("sw.js", "manifest.webmanifest", "snapshot-worker.mjs")
                      and p.suffix != ".png"]
            app_bytes = sum(_gzip_size(p) for p in loaded)
            core_bytes = sum(_gzip_size(pyodide_home / n) for n in PYODIDE_CORE)
            rows.append(("bytes over the wire (gzip) / Pyodide core", app_bytes / core_bytes, 1.10,
                         f"{app_bytes / 1e6:.2f} MB / {core_bytes / 1e6:.2f} MB"))
            rows += first_visit_rows(browser, base, dist, pyodide_home)
            snapshot = _snapshot_made(browser, base)
            clicks = _click_to_result(browser, base)
            trackers = {size: _tracker_damage(browser, base, size) for size in (10, 200, 500)}
            taps = tracker_taps(browser, base, _new_page, PYTHON_READY)
            tasks = _table_tasks(browser, base)
            phones = bench_phones.measure(browser, base)["B"]
            search = _search_time(browser, base)
            joining = first_view(browser, compressed, compressed + "_bench/bare.html", RUNS)
            opened = new_page(browser, base, base + "_bench/bare.html", RUNS)
            browser.close()
        print(f"{'measure':<72} {'value':>8} {'budget':>8}  detail")

        def show(name: str, value: float, budget, detail: str, ms: bool = False) -> None:
            """One measure, its budget and the verdict (a tap's budget is a bound: under it)."""
            mark = "" if budget is None else "ok" if (value < budget if ms else value <= budget) else "OVER"
            shown_budget = "" if budget is None else f"{budget:.0f}" if ms else f"{budget:.2f}"
            print(f"{name:<72} {value:8.{2 if ms else 3}f} {shown_budget:>8}  {detail}  {mark}")

        for name, value, budget, detail in rows:
            show(name, value, budget, detail)
        show("quick start: snapshot size (raw)", snapshot["size"] / 1e6, None, f"MB, {snapshot['gzip'] / 1e6:.1f} MB gzip")
        show("quick start: time to make it (in a worker)", snapshot["made"] / 1000, None, "s")
        for size, value in trackers.items():  # a tap's budget: under a frame
            show(f"tracker of {size}: apply damage and re-render", value, FRAME_MS, "ms median", ms=True)
        for key, value in clicks.items():
            show("click to result: " + key, value, FRAME_MS, "ms median", ms=True)
        _print_taps(taps)
        show("search: a query of 10,000 characters, the slowest", search, SEARCH_MS, "ms median", ms=True)
        bench_phones.print_rows(phones)
        budgets = {"Setup": (None, SETUP_KEYS), "GURPS": (6, 0), "Cortex": (7, None), "TAL": (5, None)}
        for name, (taps, keys) in tasks.items():
            most_taps, most_keys = budgets[name.split(":")[0]]
            if most_taps is None:  # the setup's budget is its keys alone
                print(f"{'taps and keys: ' + name:<72} {taps:4d} taps {keys:4d} keys  (budget {most_keys} keys)"
                      f"  {'OVER' if keys > most_keys else 'ok'}")
                continue
            over = taps > most_taps or (most_keys is not None and keys > most_keys)
            print(f"{'taps and keys: ' + name:<72} {taps:4d} taps {keys:4d} keys  (budget {most_taps} taps"
                  f"{'' if most_keys is None else f', {most_keys} keys'})  {'OVER' if over else 'ok'}")
        print()
        print("the parts of a start (median ms after navigation at which each step came: PyScript's"
              " progress and the app's own marks):")
        for label, runs in parts.items():
            print(f"  {label}:")
            for step, ms in _median_parts(runs):
                print(f"    {ms:8.0f}  {step}")
        bench_phones.print_parts(phones)
        _print_first_view(joining)
        print_new_page(opened)
    finally:
        server.shutdown()
        compressing.shutdown()
        shutil.rmtree(bench_dir, ignore_errors=True)
