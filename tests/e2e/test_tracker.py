"""The encounter tracker, end to end at phone size: it survives reloads, files and bad data."""

import json

from conftest import PHONE, READY
from playwright.sync_api import expect

RULESET = "tal"
T = f"{RULESET}-tracker"
HOSTILE = "<img src=x onerror=alert(1)>"


def open_tracker(page, site):
    page.goto(f"{site}#{T}")
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator(f"#{T}--round")).to_contain_text("Round", use_inner_text=True)
    return page


def add(page, name, count=1, side="foe"):
    page.fill(f"#{T}-add--name", name)
    page.fill(f"#{T}-add--count", str(count))
    page.locator(f"#{T}-add--side label.chip", has_text="Party" if side == "party" else "Foe").click()
    rows = page.locator(f"#{T}--list li.combatant")
    before = rows.count()
    page.click(f"#{T}--root form[data-form=add] button[type=submit]")
    expect(rows).to_have_count(before + count)


def combatant(page, index):
    return page.locator(f"#{T}--list li.combatant").nth(index)


def hurt(page, index, amount):
    row = combatant(page, index)
    if row.locator("button.who").get_attribute("aria-expanded") != "true":
        row.locator("button.who").click()
    for digit in str(amount):
        page.click(f"#{T}--list [data-act=digit][data-digit='{digit}']")
    page.click(f"#{T}--list [data-act=damage]")


def next_turn(page):
    page.click(f"#{T}--root [data-act=next]")


def snapshot(page):
    """What the table sees of each combatant (not which one the GM has opened), and the round."""
    rows = page.eval_on_selector_all(f"#{T}--list li.combatant", """rows => rows.map(row =>
        [...row.querySelectorAll(':scope > .who, :scope > .pools, :scope > .chips, :scope > .notes-text')]
            .map(part => part.innerText).join(' | '))""")
    return rows, page.inner_text(f"#{T}--round")


def test_an_encounter_of_six_runs_three_rounds_and_a_reload_finds_it_identical(page, guard, site):
    open_tracker(page, site)
    add(page, "Goblin", 4)
    add(page, "Ana", 1, "party")
    add(page, "Bo", 1, "party")
    names = page.locator(f"#{T}--list .who .name").all_inner_texts()
    assert sorted(names) == ["Ana", "Bo", "Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4"]
    for round_ in range(3):
        for turn in range(6):
            next_turn(page)
            if turn == 2:
                hurt(page, turn, 2 + round_)
        if round_ == 1:
            combatant(page, 0).locator("button.who").click()
            page.fill(f"#{T}--list input[name=name]", "Stunned")
            page.fill(f"#{T}--list input[name=length]", "2")
            page.click(f"#{T}--list form[data-form=condition] button[type=submit]")
    next_turn(page)
    next_turn(page)  # mid-round
    assert "Round 4" in page.inner_text(f"#{T}--round")
    assert page.locator(f"#{T}--list li.combatant.active").count() == 1
    before = snapshot(page)
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator(f"#{T}--round")).to_contain_text("Round 4", use_inner_text=True)
    assert snapshot(page) == before


def test_damage_is_kept_even_when_the_page_is_left_in_the_same_moment(page, guard, site):
    open_tracker(page, site)
    add(page, "Ogre")
    # The first combatant as stored: in the first group of combatants its encounter's record lists.
    stored = f"""(() => {{ const key = Object.keys(localStorage).find(k => k.startsWith('pyrules.encounter.{RULESET}.'));
        const first = key && JSON.parse(localStorage.getItem(key)).groups.state[0];
        return first && JSON.parse(localStorage.getItem(key.replace('.encounter.', '.combatants.') + '.' + first))[0].resources;
    }})()"""
    unhurt = page.wait_for_function(stored).json_value()  # once the new combatant is saved
    combatant(page, 0).locator("button.who").click()
    page.click(f"#{T}--list [data-act=digit][data-digit='4']")
    hurt_pools, kept = page.evaluate(f"""() => {{
        document.querySelector('#{T}--list [data-act=damage]').click();
        window.dispatchEvent(new PageTransitionEvent('pagehide'));
        return [document.querySelector('#{T}--list li.combatant .pools').innerText, {stored}]; }}""")
    assert kept != unhurt and sum(unhurt.values()) - sum(kept.values()) == 4
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    page.locator(f"#{T}--list li.combatant").first.wait_for()
    assert combatant(page, 0).locator(".pools").inner_text() == hurt_pools


def test_undo_takes_back_the_last_damage_and_redo_brings_it_back(page, guard, site):
    open_tracker(page, site)
    add(page, "Ogre")
    pools_before = combatant(page, 0).locator(".pools").inner_text()
    hurt(page, 0, 3)
    hurt_pools = combatant(page, 0).locator(".pools").inner_text()
    assert hurt_pools != pools_before
    page.click(f"#{T}--root [data-act=undo]")
    assert combatant(page, 0).locator(".pools").inner_text() == pools_before
    page.click(f"#{T}--root [data-act=redo]")
    assert combatant(page, 0).locator(".pools").inner_text() == hurt_pools


def test_the_log_shows_what_is_left_after_an_undo_and_goes_on_from_there(page, guard, site):
    open_tracker(page, site)
    add(page, "Ogre")
    hurt(page, 0, 3)
    log = page.locator(f"#{T}--log li")
    with_damage = log.all_text_contents()
    page.click(f"#{T}--root [data-act=undo]")
    expect(log).to_have_count(len(with_damage) - 1)
    assert log.all_text_contents() == with_damage[1:]
    hurt(page, 0, 5)
    expect(log).to_have_count(len(with_damage))
    texts = log.all_text_contents()
    assert "5" in texts[0] and texts[1:] == with_damage[1:]
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    expect(log).to_have_count(len(with_damage))
    assert log.all_text_contents() == texts


def test_an_exported_encounter_imports_identically_into_a_fresh_profile(page, guard, site, browser, tmp_path):
    open_tracker(page, site)
    add(page, "Raider", 3)
    next_turn(page)
    hurt(page, 1, 4)
    page.click(f"#{T}--menu > summary")  # the encounter menu
    with page.expect_download() as download:
        page.click(f"#{T}--root [data-act=export]")
    path = tmp_path / "encounter.json"
    download.value.save_as(path)
    assert json.loads(path.read_text())["pyrules"] == "encounter"
    before = snapshot(page)

    fresh = browser.new_context(viewport=PHONE)
    guard.watch(fresh)
    other = open_tracker(fresh.new_page(), site)
    other.click(f"#{T}--menu > summary")
    other.set_input_files(f"#{T}--import", str(path))
    expect(other.locator(f"#{T}--list li.combatant")).to_have_count(3)
    assert snapshot(other) == before
    fresh.close()


def test_a_bad_import_file_is_refused_and_changes_nothing(page, guard, site, tmp_path):
    open_tracker(page, site)
    add(page, "Scout")
    before = snapshot(page)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"pyrules": "encounter", "encounter": {"schema": 2, "combatants": "nope"}}))
    page.click(f"#{T}--menu > summary")  # the encounter menu
    page.set_input_files(f"#{T}--import", str(bad))
    error = page.locator(f"#{T}--import-error")
    error.wait_for(state="visible")
    assert "Nothing was imported" in error.inner_text()
    assert snapshot(page) == before


def test_damaged_stored_encounters_are_kept_aside_and_offered_for_download(page, guard, site):
    page.goto(site + "#home")
    page.wait_for_function(READY, timeout=60_000)
    page.evaluate(f"localStorage.setItem('pyrules.encounters.{RULESET}', '{{\"schema\": 1, \"encounters\": 5')")
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    page.evaluate(f"location.hash = '#{T}'")
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert "could not be read" in notice.inner_text()
    assert page.evaluate(f"localStorage.getItem('pyrules.backup.encounters.{RULESET}')").startswith('{"schema"')
    with page.expect_download() as download:
        notice.locator("button", has_text="Download").click()
    assert download.value.suggested_filename.startswith("pyrules-backup")
    add(page, "Survivor")  # the tracker keeps working


def test_a_hostile_name_shows_as_text(page, guard, site):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_tracker(page, site)
    add(page, HOSTILE)
    assert page.locator(f"#{T}--list .who .name").first.inner_text() == HOSTILE
    assert page.locator(f"#{T}--list img").count() == 0
    assert dialogs == []


def test_when_storage_fails_the_tracker_keeps_working_and_says_saving_failed(page, guard, site):
    page.add_init_script("Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };")
    open_tracker(page, site)
    add(page, "Ghost")
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert "Saving failed" in notice.inner_text()
    next_turn(page)
    assert page.locator(f"#{T}--list li.combatant.active").count() == 1


def test_everything_saved_to_one_file_restores_into_a_fresh_profile(page, guard, site, browser, tmp_path):
    open_tracker(page, site)
    add(page, "Warden", 2)
    next_turn(page)
    page.goto(site + "#dice")
    page.click("[data-preset='3d6']")
    page.locator("#dice-log li").first.wait_for()
    log = page.text_content("#dice-log")
    page.goto(site + "#home")
    with page.expect_download() as download:
        page.click("#backup-export")
    path = tmp_path / "everything.json"
    download.value.save_as(path)
    page.goto(f"{site}#{T}")
    before = snapshot(page)

    fresh = browser.new_context(viewport=PHONE)
    guard.watch(fresh)
    other = fresh.new_page()
    other.goto(site + "#home")
    other.wait_for_function(READY, timeout=60_000)
    with other.expect_navigation(timeout=60_000):  # restoring reloads
        other.set_input_files("#backup--import", str(path))
    other.wait_for_function(READY, timeout=60_000)
    expect(other.locator("#dice-log li")).not_to_have_count(0)
    assert other.text_content("#dice-log") == log
    open_tracker(other, site)
    expect(other.locator(f"#{T}--list li.combatant")).to_have_count(2)
    assert snapshot(other) == before
    fresh.close()


def test_a_damaged_everything_file_is_refused_and_changes_nothing(page, guard, site, tmp_path):
    open_tracker(page, site)
    add(page, "Keeper")
    page.goto(site + "#home")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"pyrules": "everything", "version": 1, "data": {"rolls": {"not": "a list"}}}))
    page.set_input_files("#backup--import", str(bad))
    error = page.locator("#backup--import-error")
    error.wait_for(state="visible")
    assert "Nothing was restored" in error.inner_text()
    open_tracker(page, site)
    assert page.locator(f"#{T}--list li.combatant").count() == 1
