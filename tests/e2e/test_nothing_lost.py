"""Nothing a game master did is lost when storage fills up or two versions of pyrules meet: a
newer version's encounter is left whole beside this version's work, and what was done while
storage was full is in the safety file and written once there is room."""

import gzip
import hashlib
import io
import json
import shutil
import sys
import threading
import zipfile

import pytest
from playwright.sync_api import expect

import build
from conftest import READY, ROOT
from test_data_safety import QUOTA, _save_everything
from test_exchange import FIGHTER, ORC, attack, cards, panel, roll, stage_field
from tracker_steps import TrackerSteps

sys.path.insert(0, str(ROOT / "web"))
from keeping.store import PREFIX, Store  # noqa: E402  (the page's own storage engine, run here on CPython)
from keeping.keys import encounter_key  # noqa: E402
from keeping.log_pieces import LOG_PIECE  # noqa: E402
from keeping.records import read_record  # noqa: E402
from keeping.tracker_store import TrackerStore  # noqa: E402
from pyrules.core.encounter import SCHEMA  # noqa: E402
from pyrules.core.encounter.session import Session  # noqa: E402

# Fill this origin's storage for real: one value as large as the browser still takes.
FILL = """() => {
  let size = 1 << 22, filler = 0;
  while (size >= 1) {
    try { localStorage.setItem("filler-" + filler, "x".repeat(size)); filler += 1; }
    catch (error) { size = size >> 1; }
  }
  return filler; }"""
EMPTY_FILLER = """() => { for (const key of Object.keys(localStorage)) if (key.startsWith("filler-")) localStorage.removeItem(key); }"""
STORED = """() => { const out = {};
  for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); out[k] = localStorage.getItem(k); }
  return out; }"""


class Items(dict):
    """localStorage as a plain dictionary, for the page's storage engine run here."""

    quota = 10**8

    def getItem(self, key):
        return self.get(key)

    def setItem(self, key, value):
        self[key] = value

    def removeItem(self, key):
        self.pop(key, None)

    def key(self, i):
        return list(self)[i]

    @property
    def length(self):
        return len(self)


def a_newer_versions_fight():
    """Storage as a newer version leaves it: a GURPS encounter of 25 orcs (two groups) whose log
    has a full piece written apart, its schema above this version's."""
    items = Items()
    session = Session("gurps", TrackerStore(Store(items), "gurps", "gurps"))
    session.add({"name": "Orc", "count": "25", "initiative": "10"})
    while len(session.encounter.log) <= LOG_PIECE + 10:
        session.next_turn(confirmed=True)
    session.keep()
    key = PREFIX + encounter_key("gurps", "e1")
    record = json.loads(items[key])
    record["encounter"]["schema"] = SCHEMA + 1
    items[key] = json.dumps(record, separators=(",", ":"))
    return dict(items)


def of_e1(stored):
    return {k: v for k, v in stored.items()
            if k == PREFIX + "encounter.gurps.e1" or k.startswith((PREFIX + "combatants.gurps.e1.", PREFIX + "log.gurps.e1."))}


def put(page, items):
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)


def read_back(data, saved_id="e1"):
    """The encounter ``saved_id`` as the safety file's data holds it (its groups and log pieces with it)."""
    return read_record(data[f"encounter.gurps.{saved_id}"], lambda n: data.get(f"log.gurps.{saved_id}.{n}"),
                       lambda stamp: data.get(f"combatants.gurps.{saved_id}.{stamp}"))[2]


def test_a_newer_versions_encounter_is_left_whole_with_its_groups_and_log_piece_beside_this_versions_work(
        page, guard, site):
    newer = a_newer_versions_fight()
    page.goto(f"{site}#home")
    page.wait_for_function(READY, timeout=60_000)
    put(page, newer)
    tracker = TrackerSteps(page, "gurps").open(site)
    expect(page.locator("#notice")).to_contain_text("saved by a newer version of pyrules")
    expect(page.locator("#notice")).not_to_contain_text("could not be read")
    tracker.add("Goblin")
    tracker.apply("Goblin", 3)
    expect(tracker.row("Goblin").locator(".pools")).to_contain_text("HP 7/10")
    tracker.reload()
    expect(tracker.row("Goblin").locator(".pools")).to_contain_text("HP 7/10")
    assert of_e1(page.evaluate(STORED)) == of_e1(newer)  # every part of it as the newer version wrote it


def _site_with_the_schema_raised(tmp_path):
    """Beside a copy of this build, the same build with its encounter schema one higher (as the next
    version will be, reading this one's records as they are), both served from one origin: one
    browser storage for the two."""
    root = tmp_path / "two-builds"
    shutil.copytree(build.DIST, root / "pyrules")
    shutil.copytree(build.DIST, root / "pyrules-next")
    zipped = root / "pyrules-next" / "app.zip.gz"
    old_hash = hashlib.sha256(zipped.read_bytes()).hexdigest()
    source = zipfile.ZipFile(io.BytesIO(gzip.decompress(zipped.read_bytes())))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "pyrules/core/encounter/schema.py":
                text = data.decode()
                assert f"\nSCHEMA = {SCHEMA}\n" in text
                text = text.replace(f"\nSCHEMA = {SCHEMA}\n", f"\nSCHEMA = {SCHEMA + 1}\nMIGRATIONS[{SCHEMA}] = dict\n")
                data = text.encode()
            target.writestr(info, data)
    zipped.write_bytes(gzip.compress(out.getvalue(), mtime=0))
    new_hash = hashlib.sha256(zipped.read_bytes()).hexdigest()
    worker = root / "pyrules-next" / "sw.js"
    worker.write_text(worker.read_text().replace(old_hash, new_hash).replace('const VERSION = "', 'const VERSION = "next-'))
    server = build.make_server(0, "/", directory=root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def test_two_tabs_of_two_versions_on_one_storage_each_keep_their_own(context, guard, tmp_path):
    server, origin = _site_with_the_schema_raised(tmp_path)
    try:
        older, newer = context.new_page(), context.new_page()
        old = TrackerSteps(older, "gurps").open(f"{origin}/pyrules/")
        old.add("Orc")
        new = TrackerSteps(newer, "gurps").open(f"{origin}/pyrules-next/")
        expect(new.rows()).to_have_count(1)  # the newer version reads this version's encounter
        new.add("Goblin")
        new.apply("Goblin", 4)
        expect(older.locator("#notice")).to_contain_text("saved by a newer version of pyrules in another tab")
        expect(old.rows()).to_have_count(0)  # another encounter is open here now
        old.add("Wolf")
        written = of_e1(older.evaluate(STORED))
        old.apply("Wolf", 2)
        old.reload()
        expect(older.locator("#notice")).to_contain_text("saved by a newer version of pyrules")
        assert of_e1(older.evaluate(STORED)) == written  # never written over here

        newer.evaluate("localStorage.setItem('pyrules.open.gurps', JSON.stringify('e1'))")
        new.reload()  # the newer version reads its encounter back whole
        expect(new.rows()).to_have_count(2)
        expect(new.row("Orc").locator(".pools")).to_contain_text("HP 10/10")
        expect(new.row("Goblin").locator(".pools")).to_contain_text("HP 6/10")
        for page in (older, newer):
            page.close()
    finally:
        server.shutdown()


@pytest.mark.parametrize("full", ["refused", "for-real"])
def test_what_was_done_while_storage_was_full_is_in_the_safety_file_and_written_once_there_is_room(
        page, guard, site, tmp_path, full):
    page.add_init_script(QUOTA)
    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Orc")
    if full == "refused":
        page.evaluate("window.__quota = 0")
    else:
        assert page.evaluate(FILL) > 0
    tracker.apply("Orc", 4)
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 6/10")
    tracker.add("Goblin")
    expect(page.locator("#notice")).to_contain_text("Saving failed")
    page.evaluate("location.hash = '#home'")
    saved = json.loads(_save_everything(page, tmp_path).read_text())
    encounter = read_back(saved["data"])
    assert sorted(c.name for c in encounter.combatants) == ["Goblin", "Orc"]
    assert encounter.named("Orc").resources["HP"] == 6
    assert "encounter.gurps.e1" in saved["not_yet_saved"]

    # Room again, made in another tab: what was not yet written is written.
    other = page.context.new_page()
    other.goto(f"{site}#home")
    page.evaluate("window.__quota = undefined")
    other.evaluate(EMPTY_FILLER)
    other.evaluate("() => { localStorage.setItem('pyrules-room', '1'); localStorage.removeItem('pyrules-room'); }")
    other.close()
    page.wait_for_function("() => JSON.parse(localStorage.getItem('pyrules.encounter.gurps.e1')).rev >= 2")
    page.evaluate("location.hash = '#gurps-tracker'")
    tracker.reload()
    expect(tracker.rows()).to_have_count(2)
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 6/10")


def test_an_attack_finished_and_applied_while_storage_was_full_is_in_the_safety_file_with_its_wound(
        page, guard, site, tmp_path):
    page.add_init_script(QUOTA)
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    stage_field(tracker, "location").select_option("neck")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    page.evaluate("window.__quota = 0")  # full after the attack's first stage
    roll(tracker, "Orc’s defense", defense_roll=18)
    roll(tracker, "Damage to Orc", damage=7)
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 2/12")
    page.evaluate("location.hash = '#home'")
    saved = json.loads(_save_everything(page, tmp_path).read_text())
    encounter = read_back(saved["data"], "e2")  # the encounter the cards started
    assert encounter.under_way is None  # applied, not waiting at its result
    assert encounter.named("Orc").resources["HP"] == 2


def test_with_storage_full_a_newer_versions_encounter_and_saving_failed_are_both_said(page, guard, site):
    page.add_init_script(QUOTA)
    page.goto(f"{site}#home")
    page.wait_for_function(READY, timeout=60_000)
    put(page, a_newer_versions_fight())
    page.evaluate("window.__quota = 0")
    TrackerSteps(page, "gurps").open(site)  # its tracker first opened now, with storage full
    notice = page.locator("#notice")
    expect(notice).to_contain_text("Saving failed")
    expect(notice).to_contain_text("saved by a newer version of pyrules")


def test_a_rescued_files_unreadable_part_is_kept_aside_and_said(page, guard, site, tmp_path):
    page.goto(f"{site}#home")
    page.wait_for_function(READY, timeout=60_000)
    path = tmp_path / "rescued.json"
    path.write_text(json.dumps({"pyrules": "everything", "version": 1, "rescued": True, "kept_aside": {},
                                "data": {"forms": {}, "rolls": "not a roll log"}}))
    said = []
    page.once("dialog", lambda dialog: (said.append(dialog.message), dialog.accept()))
    with page.expect_navigation(timeout=60_000):  # restoring reloads, once the refusal is said
        page.set_input_files("#backup--import", str(path))
    page.wait_for_function("localStorage.getItem('pyrules.backup.rolls') !== null")
    page.wait_for_function(READY, timeout=60_000)
    assert said and "rolls" in said[0] and "kept aside" in said[0]
