"""After one visit the app works with the network gone."""

from conftest import READY


def test_after_one_visit_the_app_works_offline(app, context, site):
    app.evaluate("navigator.serviceWorker.ready.then(() => true)")
    app.wait_for_function("navigator.serviceWorker.controller !== null || true")
    # Wait until the service worker has every file.
    app.wait_for_function("""async () => {
        const keys = await caches.keys();
        if (!keys.length) return false;
        const cache = await caches.open(keys[0]);
        return (await cache.keys()).length > 10 && !!(await navigator.serviceWorker.getRegistration())?.active;
    }""", polling=250, timeout=60_000)
    context.set_offline(True)
    app.goto(site + "#dice")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    app.fill("#dice--notation", "3d6")
    app.click("#dice-form button[type=submit]")
    app.locator("#dice--answer .total").wait_for()
    assert app.locator("#dice--answer .dice-tiles li").count() == 3
