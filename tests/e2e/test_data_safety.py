"""Nothing the user did is lost and no stored value locks them out: full storage, damaged data,
hostile files. Each test reproduces what once went wrong."""

import json
from contextlib import contextmanager

from conftest import READY
from playwright.sync_api import expect

# localStorage with a quota the test can lower at any time (window.__quota, in characters).
QUOTA = """(() => {
  const real = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (window.__quota !== undefined) {
      let used = 0;
      for (let i = 0; i < this.length; i++) {
        const k = this.key(i);
        if (k !== key) used += k.length + this.getItem(k).length;
      }
      if (used + key.length + String(value).length > window.__quota) {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
    }
    return real.call(this, key, value);
  };
})();"""
# Storage full from now on in this page, and from the first script of each page this tab loads
# next: full at the quota given (null: as full as this page is now).
FULL = """(next) => { let used = 0;
    for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); used += k.length + localStorage.getItem(k).length; }
    sessionStorage.setItem('quota', String(next ?? used));
    window.__quota = used; }"""
QUOTA_KEPT = "window.__quota = Number(sessionStorage.getItem('quota'))"
BLOCKED = """Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });"""


def _full_from_now(page, next_quota=None):
    """Storage full in this page, and in the page a reload makes before its Python reads anything
    (the page before may open a view, and so read, before the reload)."""
    page.evaluate(FULL, next_quota)
    page.add_init_script(QUOTA_KEPT)


def _ready(page, site, view="home"):
    page.goto(f"{site}#{view}")
    page.wait_for_function(READY, timeout=60_000)
    return page


def _stored(page):
    return page.evaluate("""() => { const out = {};
        for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); out[k] = localStorage.getItem(k); }
        return out; }""")


def _roll(page, times=1):
    """Roll the dice roller's dice; each roll lands in the log (which keeps the last 100)."""
    log = page.locator("#dice-log li")
    for _ in range(times):
        before = log.count()
        page.click("#dice-form button[type=submit]")
        expect(log).to_have_count(min(before + 1, 100))


def _save_everything(page, tmp_path):
    with page.expect_download() as download:
        page.click("#backup-export")
    path = tmp_path / "everything.json"
    download.value.save_as(path)
    return path


def _restore(page, path):
    page.set_input_files("#backup--import", str(path))


@contextmanager
def _restored_in_a_fresh_profile(browser, site, path, kept_aside):
    """A new browser profile with the app ready and ``path`` restored into it, once the part
    ``kept_aside`` is stored aside."""
    fresh = browser.new_context(viewport={"width": 390, "height": 844})
    other = fresh.new_page()
    try:
        _ready(other, site)
        with other.expect_navigation(timeout=60_000):  # a restore reloads the page with what it restored
            _restore(other, path)
        other.wait_for_function(READY, timeout=60_000)
        other.wait_for_function(f"localStorage.getItem('pyrules.backup.{kept_aside}') !== null")
        yield other
    finally:
        fresh.close()


def test_with_storage_full_a_backup_file_still_holds_every_roll_made_since(page, guard, site, tmp_path):
    page.add_init_script(QUOTA)
    _ready(page, site, "dice")
    _roll(page, 2)
    page.evaluate("window.__quota = 0")  # storage is now full
    _roll(page, 3)
    expect(page.locator("#notice")).to_contain_text("Saving failed")
    assert page.locator("#dice-log li").count() == 5  # the log kept the rolls made while full
    page.evaluate("location.hash = '#home'")
    saved = json.loads(_save_everything(page, tmp_path).read_text())
    assert len(saved["data"]["rolls"]) == 5


def test_a_restore_that_runs_out_of_room_half_way_changes_nothing_and_says_so(page, guard, site, tmp_path):
    page.add_init_script(QUOTA)
    _ready(page, site, "dice")
    _roll(page)
    before = _stored(page)
    big = {"pyrules": "everything", "version": 1, "data": {
        "forms": {"gurps-skill": {"base": "12"}},
        "rolls": [{"notation": "3d6", "faces": [1, 2, 3], "total": 6, "note": "x" * 3000}] * 20},
        "kept_aside": {}}
    path = tmp_path / "big.json"
    path.write_text(json.dumps(big))
    page.evaluate(f"window.__quota = {sum(len(k) + len(v) for k, v in before.items()) + 400}")
    page.evaluate("location.hash = '#home'")
    _restore(page, path)
    error = page.locator("#backup--import-error")
    error.wait_for(state="visible")
    assert "Nothing was restored" in error.inner_text() and "not enough room" in error.inner_text()
    assert _stored(page) == before


def test_a_damaged_value_with_no_room_to_copy_it_is_never_overwritten(page, guard, site):
    page.add_init_script(QUOTA)
    _ready(page, site, "dice")
    page.evaluate("localStorage.setItem('pyrules.rolls', '[{\"damaged\": ')")
    _full_from_now(page, next_quota=0)
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert "left where it is" in notice.inner_text()
    _roll(page)
    assert page.evaluate("localStorage.getItem('pyrules.rolls')") == '[{"damaged": '


def test_a_second_damaged_value_keeps_the_first_ones_copy(page, guard, site):
    _ready(page, site)
    for damage in ("first{", "second{"):
        page.evaluate(f"localStorage.setItem('pyrules.rolls', {json.dumps(damage)})")
        page.reload()
        page.wait_for_function(READY, timeout=60_000)
        page.locator("#notice").wait_for(state="visible")
    kept = sorted(v for k, v in _stored(page).items() if k.startswith("pyrules.backup.rolls"))
    assert kept == ["first{", "second{"]


def test_a_file_this_app_wrote_always_restores(page, guard, site, tmp_path, browser):
    _ready(page, site)
    page.evaluate("""() => {
        localStorage.setItem('pyrules.theme', 'purple');
        localStorage.setItem('pyrules.encounters.cortex', '{"schema": 3, "damaged": true}');
        localStorage.setItem('pyrules.from-a-later-version', '{"x": 1}');
    }""")
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    path = _save_everything(page, tmp_path)
    saved = json.loads(path.read_text())
    assert "encounters.cortex" in saved["kept_aside"] and "from-a-later-version" in saved["kept_aside"]
    with _restored_in_a_fresh_profile(browser, site, path, "encounters.cortex") as other:
        assert other.locator("#backup--import-error").is_hidden()
        kept = other.evaluate("localStorage.getItem('pyrules.backup.encounters.cortex')")
        assert kept == saved["kept_aside"]["encounters.cortex"]


def test_stored_values_built_to_break_a_selector_never_stop_the_start(page, guard, site):
    _ready(page, site)
    page.evaluate("""() => {
        localStorage.setItem('pyrules.dice', JSON.stringify({notation: '3d6', target: '', direction: 'at_most"]'}));
        localStorage.setItem('pyrules.forms', JSON.stringify({'gurps-skill"] x': {base: '1'}, 'gurps-skill': {base: '13'}}));
    }""")
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    page.evaluate("location.hash = '#gurps-skill'")
    assert page.input_value("#gurps-skill--base") == "13"


def test_with_storage_blocked_saving_everything_and_restoring_say_so_plainly(page, guard, site, tmp_path):
    page.add_init_script(BLOCKED)
    _ready(page, site, "dice")
    _roll(page)
    page.evaluate("location.hash = '#home'")
    saved = json.loads(_save_everything(page, tmp_path).read_text())
    assert len(saved["data"]["rolls"]) == 1
    assert "Traceback" not in page.inner_text("body")
    path = tmp_path / "restore.json"
    path.write_text(json.dumps({"pyrules": "everything", "version": 1, "data": {"forms": {}}, "kept_aside": {}}))
    _restore(page, path)
    error = page.locator("#backup--import-error")
    error.wait_for(state="visible")
    assert "does not let pyrules keep data" in error.inner_text()


def test_a_deeply_nested_file_is_refused_without_crashing(page, guard, site, tmp_path):
    _ready(page, site)
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    _restore(page, path)
    error = page.locator("#backup--import-error")
    error.wait_for(state="visible")
    assert "nested too deeply" in error.inner_text()
    page.evaluate("location.hash = '#dice'")
    _roll(page)  # the page's Python still works


ROLLS = [{"notation": "3d6", "faces": [1, 2, 3], "total": 6}, {"notation": "3d6", "faces": [6, 6, 6], "total": 18}]


def _fail_to_start(page, site, guard, stored):
    """Open the app with ``stored`` in storage and Python unable to download."""
    page.add_init_script(f"""if (!sessionStorage.getItem("seeded")) {{
        sessionStorage.setItem("seeded", "1");
        for (const [k, v] of Object.entries({json.dumps(stored)})) localStorage.setItem(k, v); }}""")
    # On the context, not the page: a service worker's own fetches (its precache, and what it
    # serves the page after a reload) pass by a page's routes.
    page.context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    guard.errors_allowed = True
    page.goto(site + "#dice")
    expect(page.locator("html")).to_have_attribute("data-python", "failed", timeout=30_000)
    guard.errors.clear()  # the failed start is the point of these tests


def test_when_python_cannot_start_the_saved_data_can_be_downloaded_and_restored_elsewhere(
        page, guard, site, tmp_path, browser):
    _fail_to_start(page, site, guard, {"pyrules.rolls": json.dumps(ROLLS),
                                       "pyrules.dice": '{"notation": 3}'})  # a damaged part rides along
    with page.expect_download() as download:
        page.click("#boot-download")
    path = tmp_path / "rescued.json"
    download.value.save_as(path)
    assert json.loads(path.read_text())["data"]["rolls"] == ROLLS
    with _restored_in_a_fresh_profile(browser, site, path, "dice") as other:
        assert len(json.loads(other.evaluate("localStorage.getItem('pyrules.rolls')"))) == 2


def test_when_python_cannot_start_the_player_can_start_afresh(page, guard, site):
    _fail_to_start(page, site, guard, {"pyrules.rolls": json.dumps(ROLLS)})
    page.once("dialog", lambda dialog: dialog.accept())
    with page.expect_navigation():  # starting afresh reloads the page, where Python again cannot start
        page.click("#boot-reset")
    expect(page.locator("html")).to_have_attribute("data-python", "failed", timeout=30_000)
    guard.errors.clear()
    assert [k for k in page.evaluate("Object.keys(localStorage)") if k.startswith("pyrules.")] == []


def test_when_python_cannot_start_cancelling_start_afresh_keeps_everything(page, guard, site):
    _fail_to_start(page, site, guard, {"pyrules.rolls": json.dumps(ROLLS)})
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.click("#boot-reset")
    page.wait_for_timeout(500)
    assert json.loads(page.evaluate("localStorage.getItem('pyrules.rolls')")) == ROLLS
    assert page.evaluate("document.documentElement.dataset.python") == "failed"


def test_a_damaged_encounter_with_no_room_to_copy_it_never_hangs_the_tracker(page, guard, site):
    page.add_init_script(QUOTA)
    _ready(page, site)
    page.evaluate("""() => {
        localStorage.setItem('pyrules.encounter.gurps.e1', '{"name": "Broken"');
        localStorage.setItem('pyrules.open.gurps', '[1]'); }""")
    _full_from_now(page)
    page.goto(f"{site}#gurps-tracker")
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#gurps-tracker--round")).to_contain_text("Round", use_inner_text=True)
    assert page.inner_text("#gurps-tracker--encounter-name") == "Encounter 1"
    assert page.evaluate("localStorage.getItem('pyrules.encounter.gurps.e1')") == '{"name": "Broken"'
