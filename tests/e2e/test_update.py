"""A new build is offered to the player, never switched to in the middle of use."""

import shutil
import threading

import build
from conftest import READY

SW_READY = """async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return !!(r && r.active && navigator.serviceWorker.controller);
}"""


def test_a_new_build_is_offered_and_applied_only_when_the_player_reloads(page, guard, tmp_path):
    site_dir = tmp_path / "site"
    shutil.copytree(build.DIST, site_dir)
    server = build.make_server(0, "/pyrules/", directory=site_dir)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/pyrules/"
    try:
        page.goto(url + "#dice")
        page.wait_for_function(READY, timeout=60_000)
        page.reload()  # now controlled by the service worker
        page.wait_for_function(SW_READY, timeout=30_000)
        old_build = page.inner_text("footer")

        index = site_dir / "index.html"
        index.write_text(index.read_text().replace("Build ", "Build next-"))
        sw = site_dir / "sw.js"
        sw.write_text(sw.read_text().replace('const VERSION = "', 'const VERSION = "next-'))

        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.locator("#update").wait_for(state="visible", timeout=30_000)
        assert page.inner_text("footer") == old_build  # nothing switched by itself
        page.click("#update-reload")
        page.wait_for_function("document.querySelector('footer')?.innerText.includes('Build next-')", timeout=30_000)
    finally:
        server.shutdown()
