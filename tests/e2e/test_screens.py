"""Every screen size and finding the way: a phone upright (390x844) and on its side (844x390), and a
tablet or laptop (1024x768); words that never break, the room the tracker keeps, what sits side
by side on a wide screen, Back that returns where the player came from, and the tracker one tap
from each ruleset's tab."""

import pytest
from conftest import READY, ZOOMED_BY_TWO_TAPS
from playwright.sync_api import expect

from pyrules import rulesets
from tracker_steps import TrackerSteps

PHONE = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
TABLET = {"width": 1024, "height": 768}
SIZES = (PHONE, LANDSCAPE, TABLET)

# The words of each element that sit on more than one line (a Range over a word has one box per
# line it is on), and the elements whose text is wider than their box.
BROKEN_WORDS = """els => {
  const broken = [];
  for (const el of els) {
    if (!el.getClientRects().length) continue;
    if (el.scrollWidth > el.clientWidth + 1) broken.push(`${el.textContent.trim()} (wider than its box)`);
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
  }
  return broken;
}"""

# How many pixels of the screen's height show the element: the points down its middle that are
# the element itself and not a bar drawn over it.
VISIBLE_HEIGHT = """el => {
  const box = el.getBoundingClientRect(), x = box.left + box.width / 2;
  let seen = 0;
  for (let y = 0; y < innerHeight; y++) {
    const hit = document.elementFromPoint(x, y);
    if (hit && el.contains(hit)) seen++;
  }
  return seen;
}"""

# Calculators whose answers have long labels, as the player gets them: the injury of a major
# wound to the face (its knockdown lines), and the defaults of one calculator of each other ruleset.
ANSWERS = ("gurps-injury", "gurps-defense", "aftermath-location", "cortex-roll", "tal-plus-points")


def _answer(page, key):
    page.evaluate(f"location.hash = '#{key}'")
    form = page.locator(f"form[data-tool='{key}']")
    form.wait_for(state="visible")
    if key == "gurps-injury":
        form.locator("input[name=damage]").fill("14")
        form.locator("select[name=damage_type]").select_option("cut")
        form.locator("select[name=location]").select_option("face")
    form.locator("button[type=submit]").click()
    expect(page.locator(f"#{key}--answer table.why")).to_be_visible()


def test_no_label_or_tab_breaks_inside_a_word_at_any_screen_size(page, guard, site):
    page.goto(site + "#home")
    page.wait_for_function(READY, timeout=60_000)
    for key in ANSWERS:
        _answer(page, key)
        for size in SIZES:
            page.set_viewport_size(size)
            labels = page.eval_on_selector_all(f"#{key}--answer table.why :is(th, td:not(.note))", BROKEN_WORDS)
            assert labels == [], f"{key} at {size['width']}x{size['height']}: {labels}"
            tabs = page.eval_on_selector_all("nav.tabs a", BROKEN_WORDS)
            assert tabs == [], f"the tabs at {size['width']}x{size['height']}: {tabs}"
        page.set_viewport_size(PHONE)
    assert "Knockdown" in page.inner_text("#gurps-injury--answer table.why")


def test_the_task_difficulty_table_fits_a_phone_without_scrolling_sideways(page, guard, site):
    page.goto(site + "#table-G7")
    table = page.locator("#table-G7 .scroll")
    table.wait_for(state="visible")
    assert table.evaluate("s => s.scrollWidth - s.clientWidth") <= 0
    assert page.locator("#table-G7 tbody tr").count() == 6
    expect(page.locator("#table-G7 thead th button").first).to_be_visible()  # a tap on a heading sorts
    assert page.evaluate(ZOOMED_BY_TWO_TAPS, "body") == []


def test_a_phone_on_its_side_keeps_most_of_the_screen_for_six_combatants(page, guard, site):
    page.set_viewport_size(LANDSCAPE)
    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Orc", count=6)
    page.click("#gurps-tracker--root [data-act=next]")
    expect(tracker.rows().first).to_contain_class("active")
    listed = page.locator("#gurps-tracker--list")
    listed.evaluate("l => window.scrollTo(0, l.getBoundingClientRect().top + scrollY)")
    assert listed.evaluate("l => l.getBoundingClientRect().height") > LANDSCAPE["height"]
    assert listed.evaluate(VISIBLE_HEIGHT) >= 250
    # The tabs are a rail at the left edge, every one still a tap away.
    for entry in rulesets.RULESETS:
        expect(page.locator(f'nav.tabs a[href="#{entry.key}"]')).to_be_in_viewport()
    expect(page.locator("#gurps-tracker--root [data-act=next]")).to_be_in_viewport()
    # The turn controls sit at the very foot, not where the phone held upright keeps its tab bar.
    controls = page.locator("#gurps-tracker--root .turn-controls")
    assert controls.evaluate("c => innerHeight - c.getBoundingClientRect().bottom") <= 2


def test_a_tablet_shows_a_calculators_form_and_answer_side_by_side(page, guard, site):
    page.set_viewport_size(TABLET)
    page.goto(site + "#gurps-injury")
    page.wait_for_function(READY, timeout=60_000)
    _answer(page, "gurps-injury")
    form = page.locator("#gurps-injury form.tool > fieldset").bounding_box()
    answer = page.locator("#gurps-injury--answer").bounding_box()
    assert answer["x"] >= form["x"] + form["width"] - 1
    assert answer["y"] < form["y"] + form["height"] and form["y"] < answer["y"] + answer["height"]


def test_a_tablet_shows_the_attack_under_way_beside_the_turn_order(page, guard, site):
    page.set_viewport_size(TABLET)
    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Knight", side="party")
    tracker.add("Orc")
    tracker.select("Knight")
    tracker.row("Knight").locator("[data-act=exchange]", has_text="Free attack").click()
    exchange = page.locator("#gurps-tracker--exchange section.exchange")
    expect(exchange).to_be_visible()
    listed = page.locator("#gurps-tracker--list").bounding_box()
    panel = exchange.bounding_box()
    assert panel["x"] >= listed["x"] + listed["width"] - 1
    assert panel["y"] < listed["y"] + listed["height"] and listed["y"] < panel["y"] + panel["height"]
    expect(exchange).to_be_in_viewport()
    expect(tracker.row("Knight")).to_be_in_viewport()


def _side_by_side(left, right):
    """Whether ``right`` sits to the right of ``left``, their heights overlapping."""
    a, b = left.bounding_box(), right.bounding_box()
    return b["x"] >= a["x"] + a["width"] - 1 and b["y"] < a["y"] + a["height"] and a["y"] < b["y"] + b["height"]


def test_a_tablet_keeps_the_tracker_beside_a_calculator_opened_from_it_and_the_wound_is_seen_to_land(
        page, guard, site):
    page.set_viewport_size(TABLET)
    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Goblin", count=6)
    tracker.add("Ogre", hp=16)
    tracker.select("Ogre")
    tracker.row("Ogre").locator("[data-act=calculate][data-tool=gurps-injury]").click()
    calculator, beside = page.locator("#gurps-injury"), page.locator("#gurps-tracker")
    expect(calculator).to_be_visible()
    expect(beside).to_be_visible()
    assert _side_by_side(calculator, beside)
    expect(tracker.row("Ogre")).to_be_in_viewport()

    injury = page.locator("form[data-tool='gurps-injury']")
    injury.locator("input[name=damage]").fill("9")
    injury.locator("button[type=submit]").click()
    page.locator("#gurps-injury--answer .apply button").click()
    expect(page.locator("#gurps-injury--applied")).to_contain_text("Ogre takes")
    expect(tracker.row("Ogre").locator(".pools")).not_to_contain_text("HP 16/16")  # seen beside, still here
    expect(tracker.row("Ogre").locator(".who")).to_be_in_viewport()
    expect(page.locator("#gurps-injury--applied")).to_be_in_viewport()
    assert page.url.endswith("#gurps-injury")

    # Another calculator opened from the tracker beside keeps it there, and Back goes to it.
    tracker.row("Ogre").locator("[data-act=calculate][data-tool=gurps-condition]").click()
    expect(page.locator("#gurps-condition")).to_be_visible()
    expect(calculator).to_be_hidden()
    assert _side_by_side(page.locator("#gurps-condition"), beside)
    page.locator("#gurps-condition").get_by_role("link", name="‹ Back").click()
    page.wait_for_url("**#gurps-tracker")
    expect(page.locator("#gurps-condition")).to_be_hidden()
    expect(tracker.row("Ogre")).to_be_visible()

    page.go_forward()
    expect(calculator).to_be_visible()
    expect(beside).to_be_visible()
    # A reload keeps the tracker beside, drawn as it stands.
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    expect(beside).to_be_visible()
    expect(tracker.row("Ogre").locator(".pools")).not_to_contain_text("HP 16/16")

    # A phone has no room for it: the calculator alone.
    page.set_viewport_size(PHONE)
    expect(beside).to_be_hidden()
    expect(calculator).to_be_visible()


def test_back_from_a_calculator_opened_from_a_combatant_returns_to_the_tracker(page, guard, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Ogre", hp=16)
    tracker.select("Ogre")
    tracker.row("Ogre").locator("[data-act=calculate][data-tool=gurps-injury]").click()
    calculator = page.locator("#gurps-injury")
    expect(calculator).to_be_visible()
    calculator.get_by_role("link", name="‹ Back").click()
    page.wait_for_url("**#gurps-tracker")
    expect(tracker.row("Ogre")).to_be_visible()
    # The browser's own Back agrees: the calculator was left, not stacked again.
    page.go_forward()
    expect(calculator).to_be_visible()
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    calculator.get_by_role("link", name="‹ Back").click()
    page.wait_for_url("**#gurps-tracker")


def test_back_from_a_calculator_opened_by_its_address_goes_to_its_rulesets_menu(page, guard, site):
    page.goto(site + "#gurps-injury")
    page.wait_for_function(READY, timeout=60_000)
    page.locator("#gurps-injury").get_by_role("link", name="‹ Back").click()
    page.wait_for_url("**#gurps")
    expect(page.locator("#gurps h1")).to_have_text("GURPS 4th edition")


@pytest.mark.parametrize("entry", rulesets.RULESETS, ids=lambda e: e.key)
def test_the_tracker_is_in_view_one_tap_after_a_rulesets_tab(page, guard, site, entry):
    page.set_viewport_size(PHONE)
    page.goto(site + "#home")
    expect(page.locator("#home")).to_be_visible()
    page.locator(f'nav.tabs a[href="#{entry.key}"]').tap()
    link = page.locator(f"#{entry.key} .menu a[href='#{entry.key}-tracker']")
    expect(link).to_be_in_viewport(ratio=1)
    expect(link).to_contain_text("Encounter tracker")


def test_on_a_phone_on_its_side_search_shows_its_best_match_clear_of_the_bars_and_a_tap_opens_it(
        page, guard, site):
    page.set_viewport_size(LANDSCAPE)
    page.goto(site + "#home")
    page.locator("#search").fill("plasticsheet")
    first = page.locator("#search--results li a").first
    expect(first.locator(".search-title")).to_contain_text("Heavy Plasticsheet")
    first.scroll_into_view_if_needed()
    assert first.evaluate(VISIBLE_HEIGHT) >= 20  # the match is read and tapped, not hidden by a bar
    first.tap()
    expect(page.locator("#table-A10")).to_be_visible()
    expect(page.locator("#table-A10 tr.row-linked")).to_have_count(1)
