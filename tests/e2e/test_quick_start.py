"""Later visits start from a memory snapshot of the started app, kept in this browser: quick,
answering alike, rolling fresh dice, and never at the cost of a start that works."""

import json
import re

import pytest
from conftest import READY
from playwright.sync_api import expect

pytestmark = [pytest.mark.e2e, pytest.mark.quick_start]

CACHE = "pyrules-quick-start"
SHORT_OF_ROOM = "navigator.storage.estimate = async () => ({ quota: 50e6, usage: 45e6 });"


def _first_visit(page, site, view="home"):
    """Open the app and wait until its quick start is kept."""
    page.goto(f"{site}#{view}")
    page.wait_for_function(READY, timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.start") == "ordinary"
    _expect_a_snapshot_kept(page)
    return page


def _expect_a_snapshot_kept(page):
    """The page says its quick start is kept; making one takes a second Pyodide a while."""
    expect(page.locator("html")).to_have_attribute("data-quick-start", "kept", timeout=120_000)


def _visit_again(page):
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    return page.evaluate("document.documentElement.dataset.start")


def _kept_keys(page):
    return page.evaluate(f"caches.open('{CACHE}').then(c => c.keys()).then(k => k.map(r => r.url))")


def test_a_second_visit_starts_from_the_snapshot_and_answers_alike(page, guard, site):
    from screen.selfcheck import run_sample

    _first_visit(page, site)
    assert _visit_again(page) == "snapshot"
    assert json.loads(page.evaluate("window.pyrulesSelfcheck()")) == json.loads(run_sample())
    page.evaluate("location.hash = '#dice'")
    page.fill("#dice--notation", "3d6")
    page.click("#dice-form button[type=submit]")
    page.locator("#dice-log li").first.wait_for()
    assert page.locator("#dice-log li").first.inner_text().startswith("3d6")


def test_neither_start_offers_pyodide_stack_switching(page, guard, site):
    """Python called from the page runs on the page's own stack, from either start: Chromium's
    collector, scanning a stack-switched one, could read past its end and crash the tab."""
    offered = "'Suspending' in WebAssembly || 'Suspender' in WebAssembly"
    _first_visit(page, site)
    assert page.evaluate(offered) is False
    assert _visit_again(page) == "snapshot"
    assert page.evaluate(offered) is False


def test_two_visits_from_one_snapshot_roll_different_dice(page, guard, site):
    _first_visit(page, site, "dice")
    seen = []
    for _ in range(2):
        assert _visit_again(page) == "snapshot"
        page.fill("#dice--notation", "30d6")
        page.click("#dice-form button[type=submit]")
        page.locator("#dice-log li").first.wait_for()
        seen.append((page.evaluate("window.pyrulesRandomSample()"), page.locator("#dice-log li").first.inner_text()))
    assert seen[0][0] != seen[1][0] and seen[0][1] != seen[1][1]


def test_a_damaged_snapshot_is_thrown_away_and_a_new_one_made(page, guard, site):
    _first_visit(page, site)
    page.evaluate(f"""async () => {{
        const cache = await caches.open('{CACHE}');
        const [request] = await cache.keys();
        const junk = new Uint8Array(4096).fill(7);
        await cache.put(request, new Response(junk, {{ headers: {{ 'X-Length': '4096' }} }}));
    }}""")
    assert _visit_again(page) == "ordinary"
    _expect_a_snapshot_kept(page)
    assert _visit_again(page) == "snapshot"


def test_when_the_quick_starts_reader_cannot_load_the_app_starts_the_ordinary_way(page, guard, site):
    _first_visit(page, site)
    # Every worker's script is missing from now on (the reader's is the first the page starts).
    page.add_init_script("const Kept = Worker; window.Worker = function (url, options) {"
                         " return new Kept(String(url) + '-missing', options); };")
    guard.errors_allowed = True  # the failed download is the point of this test
    assert _visit_again(page) == "ordinary"
    page.evaluate("location.hash = '#dice'")
    page.fill("#dice--notation", "3d6")
    page.click("#dice-form button[type=submit]")
    expect(page.locator("#dice-log li").first).to_contain_text("3d6")
    guard.errors.clear()


def test_a_new_build_never_uses_an_old_snapshot(page, guard, site):
    _first_visit(page, site)
    page.evaluate(f"""async () => {{
        const cache = await caches.open('{CACHE}');
        const [request] = await cache.keys();
        const kept = await cache.match(request);
        await cache.delete(request);
        await cache.put(request.url.replace(/quick-start\\/[^-]+-/, 'quick-start/0ld0ld0ld0ld-'), kept);
    }}""")
    assert _visit_again(page) == "ordinary"
    _expect_a_snapshot_kept(page)
    keys = _kept_keys(page)
    # the snapshot, and beside it the interpreter and the standard library it knows
    assert sorted(key.rsplit(".", 1)[1] for key in keys) == ["bin", "wasm", "zip"]
    assert not any("0ld0ld0ld0ld" in key for key in keys)


def test_the_quick_start_compiles_the_interpreter_kept_beside_its_snapshot(page, guard, site):
    _first_visit(page, site)
    fetched = []
    page.on("request", lambda request: fetched.append(request.url))
    assert _visit_again(page) == "snapshot"
    assert not any(url.endswith("/pyodide.asm.wasm") for url in fetched)  # not even from the browser's cache


def test_a_damaged_interpreter_kept_beside_the_snapshot_is_downloaded_instead(page, guard, site):
    _first_visit(page, site)
    page.evaluate(f"""async () => {{
        const cache = await caches.open('{CACHE}');
        const kept = (await cache.keys()).find((request) => request.url.endsWith('.wasm'));
        await cache.put(kept, new Response(new Uint8Array(64).fill(7), {{ headers: {{ 'Content-Type': 'application/wasm' }} }}));
    }}""")
    assert _visit_again(page) == "snapshot"
    page.evaluate("location.hash = '#dice'")
    page.fill("#dice--notation", "3d6")
    page.click("#dice-form button[type=submit]")
    expect(page.locator("#dice-log li").first).to_contain_text("3d6")


def test_the_quick_start_reads_the_standard_library_kept_beside_its_snapshot(page, guard, site):
    _first_visit(page, site)
    fetched = []
    page.on("request", lambda request: fetched.append(request.url))
    assert _visit_again(page) == "snapshot"
    # the zip a start imports from is read from the cache; the rest of the library still comes once ready
    assert [url for url in fetched if "/python_stdlib.zip" in url] == []
    # A link's values are read with modules the snapshot does not hold: imported from that zip.
    page.evaluate("location.hash = '#gurps-success?skill=13'")
    assert _visit_again(page) == "snapshot"
    expect(page.locator("form[data-tool='gurps-success'] input[name=skill]")).to_have_value("13")


@pytest.mark.parametrize("damage", ["missing", "cut short"])
def test_without_the_standard_library_kept_beside_it_the_snapshot_is_not_used(page, guard, site, damage):
    """The snapshot knows the standard library it was made with, and no other will do: without it,
    the app starts the ordinary way, with no error or warning on the console, and keeps a new quick
    start."""
    _first_visit(page, site)
    page.evaluate(f"""async () => {{
        const cache = await caches.open('{CACHE}');
        const kept = (await cache.keys()).find((request) => request.url.endsWith('.zip'));
        if ({json.dumps(damage)} === 'missing') return cache.delete(kept);
        const bytes = await (await cache.match(kept)).arrayBuffer();
        await cache.put(kept, new Response(bytes.slice(0, 1000), {{ headers: {{ 'X-Length': String(bytes.byteLength) }} }}));
    }}""")
    said = []
    page.on("console", lambda message: said.append(message.text) if message.type in ("error", "warning") else None)
    assert _visit_again(page) == "ordinary"
    assert said == [] and guard.errors == []  # found incomplete, it starts the ordinary way, quietly
    page.evaluate("location.hash = '#dice'")
    page.fill("#dice--notation", "3d6")
    page.click("#dice-form button[type=submit]")
    expect(page.locator("#dice-log li").first).to_contain_text("3d6")
    _expect_a_snapshot_kept(page)
    assert _visit_again(page) == "snapshot"


def test_offline_a_second_visit_starts_from_the_snapshot(page, guard, site, context):
    _first_visit(page, site)
    context.set_offline(True)
    try:
        assert _visit_again(page) == "snapshot"
        assert json.loads(page.evaluate("window.pyrulesSelfcheck()"))
    finally:
        context.set_offline(False)


def test_turning_the_quick_start_off_forgets_it(page, guard, site):
    _first_visit(page, site)
    page.uncheck("#quick-start")
    page.wait_for_function(f"caches.has('{CACHE}').then(kept => !kept)")
    assert _visit_again(page) == "ordinary"
    page.wait_for_timeout(3000)
    assert page.evaluate("document.documentElement.dataset.quickStart") is None
    assert not page.evaluate(f"caches.has('{CACHE}')")


def test_with_storage_short_no_snapshot_is_made_and_the_app_works(page, guard, site):
    page.add_init_script(SHORT_OF_ROOM)
    page.goto(f"{site}#dice")
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("html")).to_have_attribute("data-quick-start", "skipped", timeout=30_000)
    assert not page.evaluate(f"caches.has('{CACHE}')")
    assert _visit_again(page) == "ordinary"
    page.click("#dice-form button[type=submit]")
    expect(page.locator("#dice--answer .total")).to_have_text(re.compile(r"\d"))


def test_the_home_screen_says_a_quick_start_is_kept_and_forgets_it_when_turned_off(page, guard, site):
    _first_visit(page, site)
    state = page.locator("#quick-start-state")
    expect(state).to_have_text("On: a quick start is prepared after the app is ready.")
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    expect(state).to_have_text("On: the next visit starts quickly.")
    page.uncheck("#quick-start")
    expect(state).to_have_text("Off: every visit starts the ordinary way.")
    page.check("#quick-start")
    expect(state).to_have_text("On: a quick start is prepared after the app is ready.")
