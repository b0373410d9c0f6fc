"""Links that share: a calculator's answer opened on another device, a hostile link, a table row."""

import re

from conftest import PHONE, READY
from playwright.sync_api import expect


LINKED = re.compile(r"\brow-linked\b")


def _copy_link(page, key):
    """Tap the calculator's Copy link and read back what went to the clipboard."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.locator(f"form[data-tool='{key}'] [data-copy-link]").click()
    expect(page.locator(f"#{key}--link")).to_have_text("Link copied")
    return page.evaluate("navigator.clipboard.readText()")


def _fresh_page(browser, guard):
    """A page in a browser context of its own: nothing saved, as on another device."""
    other = browser.new_context(viewport=PHONE, has_touch=True)
    guard.watch(other)
    return other, other.new_page()


def test_a_rolled_success_roll_opened_from_its_link_on_another_device_shows_the_same_dice_and_answer(
        app, browser, guard):
    app.evaluate("location.hash = '#gurps-success'")
    form = app.locator("form[data-tool='gurps-success']")
    form.locator("input[name=skill]").fill("13")
    form.locator("button[type=submit]").click()
    headline = app.locator("#gurps-success--answer .headline")
    expect(headline).to_be_visible()
    rolled, said = form.locator("input[name=roll]").input_value(), headline.inner_text()
    assert rolled.isdigit()

    url = _copy_link(app, "gurps-success")
    assert "#gurps-success?skill=13&seed=" in url and "rolled=1" in url

    other, page = _fresh_page(browser, guard)
    page.goto(url)
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#gurps-success--answer .headline")).to_have_text(said)
    assert page.locator("form[data-tool='gurps-success'] input[name=skill]").input_value() == "13"
    assert page.locator("form[data-tool='gurps-success'] input[name=roll]").input_value() == rolled
    assert page.evaluate("location.hash") == "#gurps-success"  # opened once: a reload shows what is done since
    assert page.locator("#dice-log li").count() == 0  # another's roll is not this player's log
    other.close()


def test_the_dice_rollers_link_rolls_the_same_dice(app, browser, guard):
    app.evaluate("location.hash = '#dice'")
    app.fill("#dice--notation", "4d6+2")
    app.click("#dice-form button[type=submit]")
    expect(app.locator("#dice--answer .total")).to_be_visible()
    tiles, total = app.inner_text("#dice--answer .dice-tiles"), app.inner_text("#dice--answer .total")

    url = _copy_link(app, "dice")
    other, page = _fresh_page(browser, guard)
    page.goto(url)
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#dice--answer .total")).to_have_text(total)
    assert page.inner_text("#dice--answer .dice-tiles") == tiles
    assert page.input_value("#dice--notation") == "4d6+2"
    other.close()


def test_a_hostile_link_shows_each_bad_fields_message_and_nothing_it_carried_runs(page, guard, site):
    hostile = ("#gurps-skill?base=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&posture=levitating"
               "&maneuver=%22%3E%3Cscript%3E&colour=red&seed=nonsense")
    page.on("dialog", lambda dialog: guard.errors.append("a dialog opened: " + dialog.message))
    page.goto(site + hostile)
    page.wait_for_function(READY, timeout=60_000)
    form = page.locator("form[data-tool='gurps-skill']")
    expect(page.locator("#gurps-skill--base-error")).to_be_visible()
    assert "Base skill" in page.inner_text("#gurps-skill--base-error")
    assert "levitating" in page.inner_text("#gurps-skill--posture-error")
    expect(page.locator("#gurps-skill--maneuver-error")).to_be_visible()
    assert form.locator("input[name=base]").input_value() == "<img src=x onerror=alert(1)>"  # text, not markup
    assert page.locator("img[src=x], #main script").count() == 0
    said = page.inner_text("#gurps-skill--link")
    assert "“colour”" in said and "dice could not be read" in said
    assert page.locator("#gurps-skill--answer .headline").count() == 0

    form.locator("input[name=base]").fill("12")  # the form keeps working
    expect(page.locator("#gurps-skill--answer .headline")).to_be_visible()


def test_a_link_far_too_long_opens_the_calculator_and_says_so(page, site):
    page.goto(site + "#gurps-skill?" + "base=1&" * 2000)
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#gurps-skill--link")).to_contain_text("too long")
    assert page.locator("#gurps-skill").is_visible()


def test_a_table_rows_link_opens_the_table_at_that_row_highlighted(page, site):
    page.goto(site + "#table-A7?row=40")
    row = page.locator("#table-A7 tbody tr").nth(39)
    expect(row).to_have_class(LINKED)
    expect(row).to_be_in_viewport()
    assert page.locator("#table-A7 tr.row-linked").count() == 1


def test_a_row_past_the_tables_end_opens_the_table_alone_and_says_so(page, site):
    page.goto(site + "#table-A7?row=999")
    expect(page.locator("#table-A7")).to_be_visible()
    rows = page.locator("#table-A7 tbody tr").count()
    expect(page.locator(".link-toast")).to_have_text(f"Table A7 has {rows} rows: row 999 is past its end.")
    assert page.locator("tr.row-linked").count() == 0
    assert page.evaluate("location.hash") == "#table-A7"  # a reload shows the table, unmarked


def test_a_tapped_row_offers_its_link(page, site):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(site + "#table-A7")
    row = page.locator("#table-A7 tbody tr").nth(2)
    row.locator("td").nth(1).tap()
    expect(row).to_have_class(LINKED)
    row.locator("button.row-link").tap()
    expect(page.locator(".link-toast")).to_have_text("Link copied")
    assert page.evaluate("navigator.clipboard.readText()").endswith("#table-A7?row=3")
