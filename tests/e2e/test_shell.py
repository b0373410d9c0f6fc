"""The app shell: addresses, theme, phone width, boot, failure, and the files it loads."""

import json
import re

from conftest import READY, open_every_ruleset
from playwright.sync_api import expect

from pyrules import rulesets


def test_every_tool_has_its_own_address(app, site):
    app.goto(site + "#dice")
    assert app.locator("#dice").is_visible()
    assert not app.locator("#home").is_visible()
    app.reload()
    app.wait_for_function(READY)
    assert app.locator("#dice").is_visible()
    assert app.locator('.tabs a[href="#dice"]').get_attribute("aria-current") == "page"


def test_a_table_or_a_field_opened_by_its_address_on_a_first_load_is_shown_in_its_view(page, guard, site):
    page.goto(site + "#table-G2")
    page.locator("#table-G2").wait_for(state="visible")
    view = page.locator("#table-G2").evaluate("t => t.closest('[data-view]').id")
    assert view.startswith("gurps") and page.locator("#home").is_hidden()
    assert page.locator('.tabs a[href="#gurps"]').get_attribute("aria-current") == "page"
    page.goto(site + "#tal-attack--answer")
    expect(page.locator("#tal-attack")).to_be_visible()


def test_the_theme_switch_is_remembered(app):
    app.select_option("#theme", "dark")
    assert app.evaluate("document.documentElement.dataset.theme") == "dark"
    app.reload()
    assert app.evaluate("document.documentElement.dataset.theme") == "dark"
    assert app.input_value("#theme") == "dark"


def test_nothing_scrolls_sideways_at_phone_size(app):
    open_every_ruleset(app)
    views = app.eval_on_selector_all("[data-view]", "els => els.map(e => e.id)")
    assert "dice" in views and "home" in views and "gurps-tracker" in views
    for view in views:
        app.evaluate(f"location.hash = '#{view}'")
        expect(app.locator(f"#{view}")).to_be_visible()
        overflow = app.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"#{view} scrolls sideways by {overflow}px"


def test_a_reference_table_is_readable_before_python_is_ready(page, guard, site):
    # Hold Pyodide back: the page must already show its tables.
    page.context.route("**/pyodide.asm.wasm", lambda route: None)
    page.goto(site + "#home")
    first_tables = f"{rulesets.RULESETS[0].key}-tables"
    page.evaluate(f"location.hash = '#{first_tables}'")
    table = page.locator(f"#{first_tables} table.ref").first
    table.wait_for(state="visible", timeout=5_000)
    assert table.locator("tbody tr").count() > 0
    assert page.evaluate("document.documentElement.dataset.python") == "starting"
    assert page.locator("#boot").is_visible()


def test_when_python_cannot_start_the_page_says_so_and_tables_still_work(page, guard, site):
    page.context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    guard.errors_allowed = True
    page.goto(site + "#home")
    expect(page.locator("html")).to_have_attribute("data-python", "failed", timeout=30_000)
    expect(page.locator("#boot")).to_contain_text("could not start")
    tables = f"{rulesets.RULESETS[0].key}-tables"
    page.evaluate(f"location.hash = '#{tables}'")
    expect(page.locator(f"#{tables} table.ref").first).to_be_visible(timeout=5_000)
    guard.errors.clear()  # the failed download is the point of this test


def test_the_page_loads_only_files_the_service_worker_keeps(page, guard, site):
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto(site + "#dice")
    page.wait_for_function(READY, timeout=60_000)
    open_every_ruleset(page)
    sw = page.evaluate("fetch('./sw.js').then(r => r.text())")
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);  //", sw, re.S).group(1))
    kept = {site + url[2:] for url, _hash in precache}
    missing = [u for u in requested if u.split("#")[0].split("?")[0] not in kept and not u.endswith("sw.js")]
    assert not missing, f"loaded but not precached: {missing}"
    # the quick start's worker is loaded only after the app is ready, once per build, and its
    # reader on the visits after; the QR code reader only when the game master scans a player's
    # answer on a browser without one of its own; a player's first script only at an invitation
    unused = sorted(k for k in kept if k not in {u.split("#")[0].split("?")[0] for u in requested} and not k.endswith(
        ("manifest.webmanifest", ".png", "index.html", "snapshot-worker.mjs", "snapshot-read.js", "qr-reader.mjs",
         "first-join.mjs")))
    assert not unused, f"precached but never loaded: {unused}"


def test_the_rules_answer_alike_in_the_page_and_on_cpython(app):
    from screen.selfcheck import run_sample

    in_page = json.loads(app.evaluate("window.pyrulesSelfcheck()"))
    on_cpython = json.loads(run_sample())
    assert in_page == on_cpython
    assert not any(isinstance(a, str) and a.startswith("missing") for a in on_cpython), on_cpython


def test_a_malformed_or_unknown_address_opens_home(page, guard, site):
    for address in ("#%", "#dice%", "#%E0%A4%A", "#no-such-view"):
        page.goto(site + address)
        page.wait_for_function(READY, timeout=60_000)
        assert page.locator("#home").is_visible(), address


def test_the_page_carries_a_content_security_policy_and_works_within_it(app):
    policy = app.get_attribute("meta[http-equiv=Content-Security-Policy]", "content")
    assert "default-src 'self'" in policy and "object-src 'none'" in policy and "base-uri 'none'" in policy
    app.evaluate("location.hash = '#dice'")
    app.click("#dice-form button[type=submit]")
    expect(app.locator("#dice--answer .total")).to_have_text(re.compile(r"\d"))


def test_a_rulesets_page_that_cannot_be_fetched_says_so_and_opens_once_it_can(app, guard):
    guard.errors_allowed = True  # the refused download is the point of this test
    app.route("**/views/tal.html*", lambda route: route.abort())
    app.evaluate("location.hash = '#tal-tables'")
    notice = app.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("could not be loaded")
    assert app.locator("#home").is_visible()
    app.unroute("**/views/tal.html*")
    app.evaluate("location.hash = '#tal-tracker'")
    expect(app.locator("#tal-tracker")).to_be_visible()
    expect(app.locator("#tal-tracker-add--name")).to_be_enabled()
    guard.errors.clear()
