"""The table view, end to end on a phone: one tap from the tracker, large type without the app's
chrome, what the players may see and nothing more, another tab's changes as they happen."""

from conftest import READY
from playwright.sync_api import expect
from tracker_steps import TrackerSteps

BOARD = "#gurps-table-view--board"


def _board_has(page, text):
    expect(page.locator(BOARD)).to_contain_text(text, use_inner_text=True)


def _table_tab(context, site):
    page = context.new_page()
    page.goto(f"{site}#gurps-table-view")
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator(f"{BOARD} .table-headline")).to_be_attached()
    return page


def test_the_table_view_is_one_tap_from_the_tracker_shows_the_order_and_leads_back(page, guard, site):
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana", side="party", basic_speed=6)
    gm.add("Orc", basic_speed=5)
    gm.next_turn()
    gm.apply("Orc", 3, "HP")

    page.locator("#gurps-tracker--root a.table-link").tap()
    page.wait_for_url("**#gurps-table-view")
    _board_has(page, "Ana")
    assert page.locator(".topbar").is_hidden() and page.locator("nav.tabs").is_hidden()
    assert page.inner_text(f"{BOARD} .table-now").split() == ["NOW", "Ana"]
    assert page.inner_text(f"{BOARD} .table-next") == "Next: Orc"
    rows = page.locator(f"{BOARD} .table-order li")
    assert rows.locator(".table-name").all_inner_texts() == ["Ana", "Orc"]
    assert rows.nth(0).locator(".table-looks").inner_text() == "Unhurt"
    assert "HP 10/10" in rows.nth(0).inner_text()
    orc = rows.nth(1).inner_text()
    assert "Hurt" in orc and "HP" not in orc and "7" not in orc  # a foe's numbers stay behind the screen
    assert rows.nth(0).get_attribute("aria-current") == "true"
    assert page.locator(f"{BOARD} .table-now").evaluate("e => parseFloat(getComputedStyle(e).fontSize)") >= 32

    page.get_by_role("link", name="‹ Back to the tracker").tap()
    page.wait_for_url("**#gurps-tracker")
    page.locator("#gurps-tracker--list").wait_for()
    assert page.locator(".topbar").is_visible()


def test_the_table_view_follows_the_tracker_and_the_roll_log_in_another_tab(context, guard, site):
    gm = TrackerSteps(context.new_page(), "gurps").open(site)
    gm.add("Ana", side="party", basic_speed=6)
    gm.add("Orc", basic_speed=5)
    table = _table_tab(context, site)
    _board_has(table, "Ana acts first")

    gm.next_turn()
    _board_has(table, "Ana")
    now = table.locator(f"{BOARD} .table-now strong")
    expect(now).to_have_text("Ana", use_inner_text=True)
    gm.next_turn()
    expect(now).to_have_text("Orc", use_inner_text=True)
    assert table.inner_text(f"{BOARD} .table-headline").startswith("Round 1")
    assert table.inner_text(f"{BOARD} .table-next") == "Next: Ana"
    gm.apply("Orc", 9, "HP")
    _board_has(table, "Badly hurt")

    gm.page.goto(gm.page.url.split("#")[0] + "#dice")
    gm.page.locator("#dice-form [data-preset='d20']").tap()
    total = gm.page.inner_text("#dice--answer .total")
    expect(table.locator("#gurps-table-view--roll .table-roll-total")).to_have_text(total, use_inner_text=True)
    assert "Dice roller" in table.inner_text("#gurps-table-view--roll")


def test_the_table_view_has_its_own_address_and_survives_a_reload(page, guard, site):
    TrackerSteps(page, "gurps").open(site).add("Ana", side="party")
    page.goto(f"{site}#gurps-table-view")
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    _board_has(page, "Ana")
    assert "at the table" in page.title()
