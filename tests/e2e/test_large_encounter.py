"""An encounter of more foes than one group of stored combatants holds (the tracker keeps them in
groups of 20, each a record of its own): a reload, a second tab and a backup file each bring back
every combatant, in order, with the numbers it had."""

import json
import re

from conftest import PHONE, READY
from playwright.sync_api import expect
from test_data_safety import _restore, _save_everything
from tracker_steps import TrackerSteps

RULESET = "gurps"
T = f"{RULESET}-tracker"
FOES = 45  # three groups: 20, 20 and 5
# The open encounter's record as stored: the groups it lists for each side, and the groups stored under its id.
STORED_GROUPS = f"""() => {{
    const key = Object.keys(localStorage).find(k => k.startsWith('pyrules.encounter.{RULESET}.'));
    const prefix = key.replace('.encounter.', '.combatants.') + '.';
    return {{listed: JSON.parse(localStorage.getItem(key)).groups,
             stored: Object.keys(localStorage).filter(k => k.startsWith(prefix)).map(k => k.slice(prefix.length))}};
}}"""
STORED_REV = f"""() => {{
    const key = Object.keys(localStorage).find(k => k.startsWith('pyrules.encounter.{RULESET}.'));
    return JSON.parse(localStorage.getItem(key)).rev;
}}"""
# Not heard: another tab's writes (the storage event) while window.__deaf is set, as when a tap
# comes before the browser has told this tab of the other's write.
DEAF = """window.addEventListener('storage', (event) => { if (window.__deaf) event.stopImmediatePropagation(); }, true);"""


def _exact(name):
    return re.compile(rf"^{re.escape(name)}$")


def _names(steps):
    return steps.page.locator(f"#{T}--list li.combatant .who .name").all_inner_texts()


def _hp(steps, name):
    return steps.row(_exact(name)).locator(".pools")


def _hp_is(steps, name, shown):
    left, most = shown.split("/")
    expect(_hp(steps, name)).to_contain_text(re.compile(rf"HP\s*{left}\s*/\s*{most}\b"), use_inner_text=True)


def _horde(steps):
    """45 foes added at once (15 HP each); their names in the order the tracker lists them."""
    steps.add("Orc", FOES, hp=15)
    names = _names(steps)
    assert sorted(names) == sorted(f"Orc {n}" for n in range(1, FOES + 1))
    return names


def _front(steps):
    """The tab the game master looks at and taps (a tab behind another draws only now and then)."""
    steps.page.bring_to_front()
    return steps


def _no_dialogs(page):
    asked = []
    page.on("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    return asked


def test_forty_five_foes_hurt_in_different_groups_come_back_in_order_after_a_reload_and_undo_still_works(
        page, guard, site):
    asked = _no_dialogs(page)
    gm = TrackerSteps(page, RULESET).open(site)
    names = _horde(gm)
    # A long fight: more turns than the 100 steps Undo keeps, so the state undo starts from (stored
    # apart from the encounter as it stands) holds all 45 too.
    page.evaluate(f"""() => {{ const next = document.querySelector('#{T}--root [data-act=next]');
        for (let i = 0; i < 101; i++) next.click(); }}""")
    expect(page.locator(f"#{T}--round")).to_contain_text("Round 3", use_inner_text=True)
    unhurt = gm.snapshot()
    third, forty_first = names[2], names[40]  # in the first group and in the third
    gm.apply(_exact(third), 4)
    _hp_is(gm, third, "11/15")
    gm.apply(_exact(forty_first), 7)
    _hp_is(gm, forty_first, "8/15")
    hurt = gm.snapshot()

    gm.reload()
    expect(gm.rows()).to_have_count(FOES)
    assert _names(gm) == names
    assert gm.snapshot() == hurt
    stored = page.evaluate(STORED_GROUPS)
    assert len(stored["listed"]["state"]) == 3 and len(stored["listed"]["base"]) == 3
    assert set(stored["listed"]["state"] + stored["listed"]["base"]) <= set(stored["stored"])

    page.click(f"#{T}--root [data-act=undo]")  # the 41st's damage taken back, the 3rd's kept
    _hp_is(gm, forty_first, "15/15")
    _hp_is(gm, third, "11/15")
    page.click(f"#{T}--root [data-act=undo]")
    _hp_is(gm, third, "15/15")
    assert gm.snapshot() == unhurt
    gm.reload()
    expect(gm.rows()).to_have_count(FOES)
    assert gm.snapshot() == unhurt
    assert asked == []


def test_two_tabs_hurting_foes_in_different_groups_of_a_large_encounter_both_keep_both(context, guard, site):
    a = TrackerSteps(context.new_page(), RULESET).open(site)
    names = _horde(a)
    b = TrackerSteps(context.new_page(), RULESET).open(site)
    expect(b.rows()).to_have_count(FOES)
    third, forty_first = names[2], names[40]
    _front(a).apply(_exact(third), 4)
    _hp_is(_front(b), third, "11/15")  # the other tab shows it
    b.apply(_exact(forty_first), 7)
    _hp_is(_front(a), forty_first, "8/15")
    _hp_is(a, third, "11/15")
    _both_kept_after_a_reload(a, b, names)


def test_a_tab_that_has_not_yet_heard_of_the_other_tabs_damage_adds_its_own_to_it(context, guard, site):
    a = TrackerSteps(context.new_page(), RULESET).open(site)
    names = _horde(a)
    late = context.new_page()
    late.add_init_script(DEAF)
    b = TrackerSteps(late, RULESET).open(site)
    expect(b.rows()).to_have_count(FOES)
    late.evaluate("window.__deaf = true")
    third, forty_first = names[2], names[40]
    rev = a.page.evaluate(STORED_REV)
    _front(a).apply(_exact(third), 4)
    a.page.wait_for_function(f"({STORED_REV})() > {rev}")  # written, and not heard in the other tab
    _hp_is(_front(b), third, "15/15")
    b.apply(_exact(forty_first), 7)  # on the encounter as it was before the other tab's damage
    expect(late.locator("#notice")).to_contain_text("your change was added to it")
    _hp_is(b, third, "11/15")
    _hp_is(b, forty_first, "8/15")
    _hp_is(_front(a), forty_first, "8/15")
    _hp_is(a, third, "11/15")
    _both_kept_after_a_reload(a, b, names)


def _both_kept_after_a_reload(a, b, names):
    """Each tab, reloaded, lists every combatant once, in the same order, with both tabs' damage."""
    for steps in (a, b):
        _front(steps).reload()
        expect(steps.rows()).to_have_count(FOES)
        assert _names(steps) == names
        _hp_is(steps, names[2], "11/15")
        _hp_is(steps, names[40], "8/15")
    assert a.snapshot() == b.snapshot()


def _restored(page, path):
    """``path`` restored into ``page``'s profile, once the reload restoring makes is over."""
    _restore(page, path)
    page.wait_for_function("document.documentElement.dataset.python !== 'ready'")  # restoring reloads
    page.wait_for_function(READY, timeout=60_000)


def _hurt_two(steps, names):
    steps.apply(_exact(names[2]), 4)
    _hp_is(steps, names[2], "11/15")
    steps.apply(_exact(names[40]), 7)
    _hp_is(steps, names[40], "8/15")


def test_a_large_encounter_saved_to_one_file_restores_whole_into_a_fresh_profile(
        page, guard, site, browser, tmp_path):
    gm = TrackerSteps(page, RULESET).open(site)
    names = _horde(gm)
    _hurt_two(gm, names)
    before = gm.snapshot()
    page.goto(site + "#home")
    path = _save_everything(page, tmp_path)
    data = json.loads(path.read_text())["data"]
    record = next(key for key in data if key.startswith(f"encounter.{RULESET}."))
    groups = data[record]["groups"]
    assert len(groups["state"]) == 3
    assert all(record.replace("encounter.", "combatants.") + "." + stamp in data
               for stamp in groups["state"] + groups["base"])

    fresh = browser.new_context(viewport=PHONE)
    other = fresh.new_page()
    other.goto(site + "#home")
    other.wait_for_function(READY, timeout=60_000)
    _restored(other, path)
    restored = TrackerSteps(other, RULESET).open(site)
    expect(restored.rows()).to_have_count(FOES)
    assert _names(restored) == names
    assert restored.snapshot() == before
    other.click(f"#{T}--root [data-act=undo]")  # what undo starts from came back too
    _hp_is(restored, names[40], "15/15")
    _hp_is(restored, names[2], "11/15")
    fresh.close()


def test_restoring_a_file_over_later_changes_brings_back_the_large_encounter_as_the_file_holds_it(
        page, guard, site, tmp_path):
    gm = TrackerSteps(page, RULESET).open(site)
    names = _horde(gm)
    _hurt_two(gm, names)
    before = gm.snapshot()
    page.goto(site + "#home")
    path = _save_everything(page, tmp_path)
    gm.open(site)
    gm.add("Goblin", 4, hp=10)  # later: more foes, more damage in the first group and in the second
    gm.apply(_exact(names[2]), 5)
    _hp_is(gm, names[2], "6/15")
    gm.apply(_exact(names[25]), 3)
    _hp_is(gm, names[25], "12/15")
    page.goto(site + "#home")
    _restored(page, path)
    gm.open(site)
    expect(gm.rows()).to_have_count(FOES)
    assert _names(gm) == names
    assert gm.snapshot() == before
