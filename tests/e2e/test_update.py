"""A new build is offered to the player, never switched to in the middle of use, and accepting it
always reaches the new build, even through a host's HTTP cache."""

import hashlib
import shutil
import threading

import pytest

import build
from conftest import READY
from playwright.sync_api import expect

# A worker active for this page's scope (a promise: page.evaluate waits for it).
SW_ACTIVE = "navigator.serviceWorker.ready.then((r) => !!r.active)"
SW_CONTROLS = "navigator.serviceWorker.controller !== null"


def _publish_next_build(site_dir):
    """Change the site as a new build would: a new page, and a service worker listing its hash."""
    index = site_dir / "index.html"
    old_hash = hashlib.sha256(index.read_bytes()).hexdigest()
    index.write_text(index.read_text().replace("Build ", "Build next-"))
    new_hash = hashlib.sha256(index.read_bytes()).hexdigest()
    sw = site_dir / "sw.js"
    sw.write_text(sw.read_text().replace('const VERSION = "', 'const VERSION = "next-').replace(old_hash, new_hash))


@pytest.mark.parametrize("max_age", [None, 600], ids=["no-cache-headers", "http-cache-10-minutes"])
def test_a_new_build_is_offered_and_applied_only_when_the_player_reloads(page, guard, tmp_path, max_age):
    site_dir = tmp_path / "site"
    shutil.copytree(build.DIST, site_dir)
    server = build.make_server(0, "/pyrules/", directory=site_dir, max_age=max_age)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/pyrules/"
    try:
        page.goto(url + "#dice")
        page.wait_for_function(READY, timeout=60_000)
        assert page.evaluate(SW_ACTIVE)
        page.reload()  # now controlled by the service worker
        page.wait_for_function(SW_CONTROLS, timeout=30_000)
        old_build = page.inner_text("footer")

        _publish_next_build(site_dir)
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.locator("#update").wait_for(state="visible", timeout=30_000)
        assert page.inner_text("footer") == old_build  # nothing switched by itself
        page.click("#update-reload")
        expect(page.locator("footer")).to_contain_text("Build next-", use_inner_text=True, timeout=30_000)
    finally:
        server.shutdown()
