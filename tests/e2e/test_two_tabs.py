"""Two tabs on the same app never lose each other's changes, and files that cannot be shown or
kept are refused before they are kept. Each test reproduces what once lost data."""

import json
import re

from playwright.sync_api import expect
from tracker_steps import TrackerSteps

SHP_20_OF_25 = re.compile(r"20\s*/\s*25")


def _tab(context, site, ruleset="tal"):
    return TrackerSteps(context.new_page(), ruleset).open(site)


def _shp(steps, name):
    return steps.row(name).locator(".pools").inner_text().replace("\n", "")


def test_damage_in_one_tab_and_then_in_the_other_both_survive_a_reload(context, guard, site):
    a = _tab(context, site)
    a.add("Orc", 2)
    b = _tab(context, site)
    a.apply("Orc 1", 3, "SHP")
    b.apply("Orc 2", 4, "SHP")
    a.reload()
    assert "22/25" in _shp(a, "Orc 1") and "21/25" in _shp(a, "Orc 2")


def test_an_open_tab_shows_what_another_tab_changed(context, guard, site):
    a = _tab(context, site)
    a.add("Orc")
    b = _tab(context, site)
    a.apply("Orc", 5, "SHP")
    expect(b.row("Orc").locator(".pools")).to_contain_text(SHP_20_OF_25, use_inner_text=True)


def test_a_new_encounter_made_in_one_tab_survives_actions_in_the_other(context, guard, site):
    a = _tab(context, site)
    b = _tab(context, site)
    a.menu()
    a.page.click("#tal-tracker--root [data-act=new]")
    a.add("Wolf")
    b.add("Orc")
    b.reload()
    options = b.page.eval_on_selector_all("#tal-tracker--encounter option", "o => o.map(x => x.textContent)")
    assert len(options) == 2


def test_roster_members_saved_in_two_tabs_are_both_kept(context, guard, site):
    a = _tab(context, site)
    b = _tab(context, site)
    for steps, name in ((a, "Ana"), (b, "Bo")):
        steps.add(name, side="party")
        steps.select(name)
        steps.row(name).locator("details summary").click()
        steps.row(name).locator("[data-act=to-roster]").click()
    a.reload()
    assert a.page.locator("#tal-tracker--roster li").all_inner_texts()[0].startswith("Ana")
    assert any(text.startswith("Bo") for text in a.page.locator("#tal-tracker--roster li").all_inner_texts())


def test_undo_in_one_tab_asks_before_taking_back_the_other_tabs_action(context, guard, site):
    a = _tab(context, site)
    a.add("Orc")
    b = _tab(context, site)
    b.apply("Orc", 5, "SHP")
    expect(a.row("Orc").locator(".pools")).to_contain_text(SHP_20_OF_25, use_inner_text=True)
    asked = []

    def answer(dialog):
        asked.append(dialog.message)
        dialog.dismiss()

    a.page.on("dialog", answer)
    a.page.click("#tal-tracker--root [data-act=undo]")
    a.page.wait_for_timeout(300)
    assert len(asked) == 1 and "made in another tab" in asked[0] and "Orc" in asked[0]
    assert "20/25" in _shp(a, "Orc")  # declined: the other tab's damage stands


def test_a_tab_showing_an_encounter_deleted_in_another_tab_says_so(context, guard, site):
    a = _tab(context, site)
    a.menu()
    a.page.click("#tal-tracker--root [data-act=new]")
    a.add("Wolf")
    b = _tab(context, site)
    b.page.on("dialog", lambda dialog: dialog.accept())
    b.menu()
    b.page.click("#tal-tracker--root [data-act=delete]")
    notice = a.page.locator("#notice")
    notice.wait_for(state="visible")
    assert "“Encounter 2” was deleted in another tab" in notice.inner_text()


def _open_files(steps):
    steps.menu()


def _import(steps, tmp_path, document):
    path = tmp_path / "encounter.json"
    path.write_text(json.dumps(document))
    _open_files(steps)
    steps.page.set_input_files("#tal-tracker--import", str(path))
    error = steps.page.locator("#tal-tracker--import-error")
    error.wait_for(state="visible")
    return error.inner_text()


def test_an_imported_encounter_with_an_impossible_pool_is_refused_and_the_tracker_still_works(
        context, guard, site, tmp_path):
    a = _tab(context, site)
    a.add("Orc")
    # The stored encounter, its combatants read from the groups its record lists.
    encounter = a.page.wait_for_function("""() => { for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (!k.startsWith('pyrules.encounter.tal.')) continue;
        const record = JSON.parse(localStorage.getItem(k)), group = k.replace('.encounter.', '.combatants.') + '.';
        const members = (side) => side.flatMap((stamp) => JSON.parse(localStorage.getItem(group + stamp)));
        const encounter = record.encounter, combatants = members(record.groups.state);
        if (!combatants.some((c) => c.name === 'Orc')) continue;
        encounter.combatants = combatants;
        encounter.history.base.combatants = members(record.groups.base);
        return encounter; } }""").json_value()
    encounter["combatants"][0]["resources"]["SHP"] = 1e30
    message = _import(a, tmp_path, {"pyrules": "encounter", "name": "Broken", "encounter": encounter})
    assert message.startswith("Nothing was imported")
    a.reload()
    assert a.rows().count() == 1


def test_an_encounter_file_of_another_game_names_that_game(context, guard, site, tmp_path):
    a = _tab(context, site)
    message = _import(a, tmp_path, {"pyrules": "encounter", "name": "Firefight",
                                    "encounter": {"schema": 4, "plugin": "cortex"}})
    assert "Cortex" in message and "unknown" not in message.lower()


def test_an_encounter_too_large_to_keep_is_refused_saying_why(context, guard, site, tmp_path):
    a = _tab(context, site)
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"pyrules": "encounter", "name": "Huge", "x": "y" * 3_000_000}))
    _open_files(a)
    a.page.set_input_files("#tal-tracker--import", str(path))
    error = a.page.locator("#tal-tracker--import-error")
    error.wait_for(state="visible")
    assert "too large" in error.inner_text()
    assert a.page.evaluate("document.documentElement.dataset.python") == "ready"
