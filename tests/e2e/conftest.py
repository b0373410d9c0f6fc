"""End-to-end fixtures: the built site served from a sub-path, a phone-size page in a real
Chromium, and guards that fail a test on any page error or any request leaving loopback."""

import os
import sys
import threading
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from tools.browser import launch_options  # noqa: E402

BASE = "/pyrules/"
PHONE = {"width": 390, "height": 844}
LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}
READY = "document.documentElement.dataset.python === 'ready'"
# The controls under a root (a selector) that a quick double tap would zoom the page on instead of
# taking as two taps: each as the start of its markup.
ZOOMED_BY_TWO_TAPS = """root => [...document.querySelectorAll(`${root} :is(a, button, summary, label, select, input, textarea)`)]
  .filter(e => getComputedStyle(e).touchAction !== 'manipulation').map(e => e.outerHTML.slice(0, 80))"""

pytestmark = pytest.mark.e2e

# An assertion about the page retries as long as a step would wait for it (Playwright's 30 s),
# not its own 5 s: the page's Python answers slower with other work on the machine.
expect.set_options(timeout=30_000)


@pytest.fixture(scope="session")
def site():
    """The built dist/ served on 127.0.0.1 under /pyrules/; yields the site's URL."""
    if not (build.DIST / "index.html").exists():
        build.build(quiet=True)
    server = build.make_server(0, BASE)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}{BASE}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, **launch_options()}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": PHONE, "has_touch": True, "service_workers": "allow"}


class Guard:
    """Collects page errors and requests that leave loopback; a test fails if either happens."""

    def __init__(self):
        self.errors = []
        self.outside = []
        self.violations = []
        self.watched = []

    def watch(self, context):
        if any(context is seen for seen in self.watched):
            return
        self.watched.append(context)
        def route(route):
            host = urlparse(route.request.url).hostname or ""
            if route.request.url.startswith(("data:", "blob:")) or host in LOOPBACK:
                route.continue_()
            else:
                self.outside.append(route.request.url)
                route.abort()

        context.route("**/*", route)
        context.on("request", lambda r: self._check(r.url))
        context.on("page", self._watch_page)
        for page in context.pages:
            self._watch_page(page)

    def _watch_page(self, page):
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: self.violations.append(m.text)
                if "Content Security Policy" in m.text else None)

    def _check(self, url):
        host = urlparse(url).hostname or ""
        if not url.startswith(("data:", "blob:")) and host not in LOOPBACK:
            self.outside.append(url)

    def verify(self):
        assert not self.outside, f"requests left loopback: {self.outside}"
        assert not self.errors, f"page errors: {self.errors}"
        assert not self.violations, f"Content-Security-Policy violations: {self.violations}"


# A quick start is made in a worker after each first visit: a second Pyodide starting beside
# every test would slow the suite threefold, so tests run without it unless marked quick_start.
NO_QUICK_START = """try {
  if (!sessionStorage.getItem("pyrules-e2e")) {
    sessionStorage.setItem("pyrules-e2e", "1");
    if (localStorage.getItem("pyrules.quick_start") === null) localStorage.setItem("pyrules.quick_start", "false");
  }
} catch (error) { /* a blank page, or storage blocked: no quick start there anyway */ }"""


@pytest.fixture(autouse=True)
def guard(context, browser, request, monkeypatch):
    """Every browser test is guarded: its page and any browser context it makes for itself (a
    second profile) fail the test on a page error or a request that leaves loopback."""
    guard = Guard()
    quick_start = request.node.get_closest_marker("quick_start") is not None

    def watched(made):
        if not any(made is seen for seen in guard.watched) and not quick_start:
            made.add_init_script(NO_QUICK_START)
        guard.watch(made)
        return made

    watched(context)
    new_context = browser.new_context
    monkeypatch.setattr(browser, "new_context", lambda *args, **kwargs: watched(new_context(*args, **kwargs)))
    yield guard
    guard.verify()


@pytest.fixture
def app(page, guard, site):
    """The app on a phone-size page, Python ready."""
    page.goto(site + "#home")
    page.wait_for_function(READY, timeout=60_000)
    return page


@pytest.fixture
def open_app(guard, site):
    """Open the app in a given page at a given view, waiting for Python."""
    def opener(page, view="home", wait=True):
        page.goto(f"{site}#{view}")
        if wait:
            page.wait_for_function(READY, timeout=60_000)
        return page
    return opener


def open_every_ruleset(page):
    """Open each ruleset's page once, as a player touring the tabs would: its views (calculators,
    tables, tracker) are then all in the page."""
    from pyrules import rulesets

    for entry in rulesets.RULESETS:
        page.evaluate(f"location.hash = '#{entry.key}'")
        page.wait_for_selector(f"#{entry.key}:not([hidden])")
    page.evaluate("location.hash = '#home'")


def pytest_configure(config):
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
