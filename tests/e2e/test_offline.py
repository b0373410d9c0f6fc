"""After one visit the app works with the network gone."""

from conftest import READY
from playwright.sync_api import expect


KEPT_EVERY_FILE = """async () => {
    let files = 0;
    for (const name of await caches.keys()) files = Math.max(files, (await (await caches.open(name)).keys()).length);
    return files > 10 && !!(await navigator.serviceWorker.getRegistration())?.active;
}"""


def _offline_after_one_visit(app, context):
    """Wait until the service worker keeps every file, then take the network away."""
    app.evaluate("navigator.serviceWorker.ready.then(() => true)")
    for _ in range(240):  # a promise is awaited by evaluate, not by wait_for_function: poll it
        if app.evaluate(KEPT_EVERY_FILE):
            break
        app.wait_for_timeout(250)
    else:
        raise AssertionError("the service worker did not keep the app's files within a minute")
    context.set_offline(True)


def test_after_one_visit_the_app_works_offline(app, context, site):
    _offline_after_one_visit(app, context)
    app.goto(site + "#dice")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    app.fill("#dice--notation", "3d6")
    app.click("#dice-form button[type=submit]")
    expect(app.locator("#dice--answer .dice-tiles li")).to_have_count(3)


def test_offline_a_rulesets_tables_and_calculators_open_though_never_opened_before(app, context, site):
    _offline_after_one_visit(app, context)
    app.goto(site + "#home")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    app.evaluate("location.hash = '#table-G2'")
    expect(app.locator("#table-G2")).to_be_visible()
    app.evaluate("location.hash = '#tal-task'")
    form = app.locator("form[data-tool='tal-task']")
    expect(form).to_be_visible()
    form.locator("button[type=submit]").click()
    answered = app.locator("#tal-task--answer .headline").or_(app.locator("#tal-task .field-error:not([hidden])"))
    expect(answered.first).to_be_visible()
    assert app.locator("#notice").is_hidden()


def test_a_shared_calculator_link_opened_offline_shows_its_answer(app, context, site):
    _offline_after_one_visit(app, context)
    app.goto(site + "#tal-task?skill=45&roll=87")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    form = app.locator("form[data-tool='tal-task']")
    expect(form).to_be_visible()
    assert form.locator("input[name=skill]").input_value() == "45"
    expect(app.locator("#tal-task--answer .headline")).to_contain_text("87")


def test_opened_in_a_new_page_offline_with_its_service_worker_stopped_the_app_starts(app, context, site):
    """As a game master opens it from the home screen: a new page, the browser having stopped the
    idle service worker, which answers the page and its files once started again (or not at all)."""
    _offline_after_one_visit(app, context)
    session = context.new_cdp_session(app)
    session.send("ServiceWorker.enable")
    session.send("ServiceWorker.stopAllWorkers")
    app.close()
    page = context.new_page()
    page.goto(site + "#tal-task?skill=45&roll=87")
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#tal-task--answer .headline")).to_contain_text("87")
    page.evaluate("location.hash = '#dice'")
    page.fill("#dice--notation", "3d6")
    page.click("#dice-form button[type=submit]")
    expect(page.locator("#dice--answer .dice-tiles li")).to_have_count(3)
