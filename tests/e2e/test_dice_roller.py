"""The dice roller, end to end through the page's Python."""

from conftest import READY


def test_rolling_3d6_shows_each_die_and_the_total(app):
    app.goto(app.url.split("#")[0] + "#dice")
    app.fill("#dice--notation", "3d6")
    app.click("#dice-form button[type=submit]")
    tiles = app.locator("#dice--answer .dice-tiles li")
    tiles.first.wait_for()
    assert tiles.count() == 3
    faces = [int(t.inner_text().split("\n")[0].replace("d6", "").strip()) for t in tiles.all()]
    assert int(app.inner_text("#dice--answer .total")) == sum(faces)
    assert app.get_attribute("#dice--answer", "role") == "status"


def test_a_preset_rolls_in_one_tap(app):
    app.goto(app.url.split("#")[0] + "#dice")
    app.click("[data-preset='d12+d4']")
    app.locator("#dice--answer .total").wait_for()
    assert app.locator("#dice--answer .dice-tiles li").count() == 2
    assert app.input_value("#dice--notation") == "d12+d4"


def test_the_chance_of_a_target_is_exact(app):
    app.goto(app.url.split("#")[0] + "#dice")
    app.fill("#dice--notation", "3d6")
    app.fill("#dice--target", "5")
    app.press("#dice--target", "Enter")
    app.locator("#dice--answer .headline").wait_for()
    assert "4.6% (5/108) chance" in app.inner_text("#dice--answer .headline")


def test_bad_notation_shows_a_message_and_the_roller_keeps_working(app):
    app.goto(app.url.split("#")[0] + "#dice")
    app.fill("#dice--notation", "3q6")
    app.click("#dice-form button[type=submit]")
    error = app.locator("#dice--notation-error")
    error.wait_for(state="visible")
    assert "not dice notation" in error.inner_text()
    assert app.get_attribute("#dice--notation", "aria-invalid") == "true"
    app.fill("#dice--notation", "d20")
    app.click("#dice-form button[type=submit]")
    app.locator("#dice--answer .total").wait_for()
    assert error.is_hidden()


def test_the_roll_log_survives_a_reload(app):
    app.goto(app.url.split("#")[0] + "#dice")
    for notation in ("d100", "2d6"):
        app.fill("#dice--notation", notation)
        app.click("#dice-form button[type=submit]")
    app.locator("#dice-log li").nth(1).wait_for()
    before = app.inner_text("#dice-log")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    assert app.inner_text("#dice-log") == before
    assert app.locator("#dice-log li").first.inner_text().startswith("2d6")


def test_the_roller_works_by_keyboard_alone(app):
    app.goto(app.url.split("#")[0] + "#dice")
    app.focus("#dice--notation")
    app.keyboard.press("Control+a")
    app.keyboard.type("2d10")
    app.keyboard.press("Enter")
    app.locator("#dice--answer .total").wait_for()
    assert app.locator("#dice--answer .dice-tiles li").count() == 2


def test_every_input_has_a_visible_label(app):
    unlabeled = app.evaluate("""() => [...document.querySelectorAll('input:not([type=radio]):not([type=checkbox]), select')]
        .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label'))
        .map(e => e.id || e.name)""")
    assert unlabeled == []


def test_what_was_typed_in_the_roller_survives_a_reload(app):
    app.goto(app.url.split("#")[0] + "#dice")
    app.fill("#dice--notation", "2D10+1")
    app.fill("#dice--target", "12")
    app.locator("#dice-form label.chip", has_text="≥ target").click()
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    assert app.input_value("#dice--notation") == "2D10+1"
    assert app.input_value("#dice--target") == "12"
    assert app.is_checked("#dice-form input[name=direction][value=at_least]")


def test_what_an_earlier_version_kept_of_the_roller_is_there_after_the_update(app):
    app.goto(app.url.split("#")[0] + "#dice")
    app.evaluate("""() => {
        localStorage.removeItem('pyrules.forms');
        localStorage.setItem('pyrules.dice', JSON.stringify({notation: '4d6', target: '15', direction: 'at_least'}));
    }""")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    assert app.input_value("#dice--notation") == "4d6"
    assert app.input_value("#dice--target") == "15"
    assert app.is_checked("#dice-form input[name=direction][value=at_least]")
    app.click("#dice-form button[type=submit]")
    assert "≥ 15" in app.locator("#dice--answer .headline").inner_text()
