"""The bench's measure of a player's first minute: from opening the game master's invitation on a
phone to the table drawn on it.

A phone that never opened pyrules (a new profile, no cache, no service worker) is measured as a
mid-range phone on 4G feels it: its CPU slowed 4x and its network throttled, against a bare
Pyodide boot under the same conditions, served by a host that compresses what it sends (as a static
host does; the bare boot's files are compressed too). A phone that has the app cached (its quick
start kept) is measured as this machine runs. The game master's page, on the loopback, is not
slowed: it stands for the other phone at the table. Its steps (typing the phone's answer) and the
player's (a first visit types a name) are made as soon as they can be.
"""

from __future__ import annotations

import functools
import gzip
import os
import threading
from pathlib import Path

FIRST_VIEW_BUDGET = 0.5  # of a bare boot under the same conditions
CACHED_JOIN_MS = 1000
CPU_SLOWDOWN = 4
# A mid-range phone on 4G (CDP Network.emulateNetworkConditions: bytes per second, milliseconds).
PHONE_4G = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
# What a static host compresses (the app's .gz files travel compressed already).
COMPRESSED = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".webmanifest", ".svg", ".zip", ".py")
TABLE_DRAWN = "document.querySelector('#join--board li') ? performance.now() : false"
ANSWER_SHOWN = "/^v[0-9]+\\./.test(document.getElementById('join--answer-text').value)"
PHONES = "#gurps-tracker--phones"
MARKS = """performance.getEntriesByType("mark").filter((m) => m.name.startsWith("pyrules: "))
    .map((m) => [m.name.slice(9), m.startTime])"""


def compressing_server(make_server):
    """``make_server``'s server, its files sent gzip-compressed to a browser that takes it (each
    compressed once), with the date each was last changed, so a browser's cache keeps them."""
    server = make_server(0, "/")
    plain = server.RequestHandlerClass

    @functools.cache
    def gzipped(path: str, _changed: float) -> bytes:
        return gzip.compress(Path(path).read_bytes(), compresslevel=6)

    class Compressing(plain):  # type: ignore[misc, valid-type]
        def do_GET(self):
            path = self.translate_path(self.path)
            if ("gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path)
                    or not path.endswith(COMPRESSED)):
                return super().do_GET()
            changed = os.path.getmtime(path)
            body = gzipped(path, changed)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Last-Modified", self.date_time_string(changed))
            self.end_headers()
            self.wfile.write(body)

    server.RequestHandlerClass = Compressing
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _phone(browser, init: str = "", slowed: bool = True):
    """A new profile's page at a phone's size (no service worker); ``slowed``: CPU 4x, network 4G."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    if init:
        context.add_init_script(init)
    page = context.new_page()
    page.set_default_timeout(240_000)
    if slowed:
        session = context.new_cdp_session(page)
        session.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", PHONE_4G)
    return context, page


def _game_master(browser, base: str):
    """The game master's page (as this machine runs): a GURPS fight of Ana (party) and an Orc, its
    players' phones panel open, an invitation shown."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    context.add_init_script("localStorage.setItem('pyrules.quick_start', 'false');")
    gm = context.new_page()
    gm.goto(base + "#gurps-tracker")
    gm.wait_for_function("document.documentElement.dataset.python === 'ready'", timeout=120_000)
    gm.wait_for_selector("#gurps-tracker-add--name:enabled")
    for name, side in (("Ana", "Party"), ("Orc", "Foe")):
        gm.fill("#gurps-tracker-add--name", name)
        gm.locator("#gurps-tracker-add--side label.chip", has_text=side).click()
        gm.click("#gurps-tracker--root form[data-form=add] button[type=submit]")
    gm.wait_for_function("document.querySelectorAll('#gurps-tracker--list li.combatant').length === 2")
    gm.click(f"{PHONES}-more > summary")
    return context, gm


def _invitation(gm) -> str:
    link = gm.locator(f"{PHONES}--invitation .phones-link a")
    link.wait_for(state="attached", timeout=30_000)
    return str(link.get_attribute("href"))


def _joined(gm, player, link: str) -> tuple[float, float]:
    """Open ``link`` on the player's page, the game master typing its answer, the player saying a
    name if it has none kept: the milliseconds from opening it to the table drawn, as the bench
    sees it; and the phones' own part of it, the answer's hand-over left out (from opening it to
    the answer shown, then from the game master's page taking it to the table drawn, by the pages'
    own marks: at a table a camera or a message hands it over, here the bench's round trips)."""
    player.goto(link)
    player.wait_for_function(ANSWER_SHOWN, timeout=240_000)
    gm.fill(f"{PHONES}--answer", player.locator("#join--answer-text").input_value())
    gm.click(f"{PHONES} form[data-phone-form=answer] button[type=submit]")
    player.wait_for_function("document.querySelector('#join--board li') || "
                             "!document.querySelector('form[data-join-form=who]').hidden", timeout=60_000)
    if not player.evaluate("!!document.querySelector('#join--board li')") and not player.input_value("#join--name"):
        player.fill("#join--name", "Mia")
        player.click("form[data-join-form=who] button[type=submit]")
    seen = float(player.wait_for_function(TABLE_DRAWN, timeout=60_000).json_value())
    shown, drawn = (_last_mark(player, name) for name in ("answer shown", "first view drawn"))
    taken = _last_mark(gm, "answer taken")
    return seen, shown[1] + (drawn[0] + drawn[1] - taken[0] - taken[1])


def _last_mark(page, name: str) -> tuple[float, float]:
    """The page's time origin (ms since the epoch) and the time of its last "pyrules: ``name``" mark."""
    return tuple(page.evaluate("""(name) => [performance.timeOrigin,
        performance.getEntriesByName("pyrules: " + name, "mark").at(-1).startTime]""", name))


def first_view(browser, base: str, bare: str, runs: int, new_phones: bool = True) -> dict[str, object]:
    """A player's first view: the medians over ``runs`` of a new phone's join (CPU 4x, 4G) and of
    a bare Pyodide boot at ``bare`` under the same conditions, each new phone's start parts, and a
    cached phone's join as this machine runs (that alone when not ``new_phones``)."""
    gm_context, gm = _game_master(browser, base)
    joins, boots, parts, cached_parts = [], [], [], []
    for _ in range(runs if new_phones else 0):
        context, page = _phone(browser)
        page.goto(bare)
        boots.append(float(page.wait_for_function("window.bootedAt || false", timeout=240_000).json_value()))
        context.close()
        context, player = _phone(browser)
        joins.append(_joined(gm, player, _invitation(gm))[0])
        parts.append(player.evaluate(MARKS))
        context.close()
    context, player = _phone(browser, slowed=False)  # the app cached: its quick start kept, a name said
    _joined(gm, player, _invitation(gm))
    player.wait_for_function("document.documentElement.dataset.quickStart === 'kept'", timeout=240_000)
    cached, seen = [], []
    for _ in range(runs):
        player.close()
        player = context.new_page()
        wall, own = _joined(gm, player, _invitation(gm))
        cached.append(own)
        seen.append(wall)
        cached_parts.append(player.evaluate(MARKS))
    context.close()
    gm_context.close()
    return {"joins": joins, "boots": boots, "cached": cached, "cached seen": seen, "parts": parts,
            "cached parts": cached_parts}


def rows(measured: dict) -> list[tuple[str, float, float, str, bool]]:
    """The figures to print: (measure, value, budget, detail, whether in milliseconds)."""
    from statistics import median

    cached = median(measured["cached"])
    joined = [("player's join, the app cached (its quick start kept), the answer's hand-over left out", cached,
               CACHED_JOIN_MS, f"ms median ({median(measured['cached seen']):.0f} ms with the bench's hand-over)",
               True)]
    if not measured["joins"]:
        return joined
    join, boot = median(measured["joins"]), median(measured["boots"])
    return [(f"player's first view / bare boot (CPU {CPU_SLOWDOWN}x slower, 4G)", join / boot, FIRST_VIEW_BUDGET,
             f"{join:.0f} ms / {boot:.0f} ms", False)] + joined
