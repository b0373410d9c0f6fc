"""The README's pictures of the four trackers: `python tools/screenshots.py` from the project root.

Builds dist/, serves it on 127.0.0.1, and in Chromium fills each ruleset's tracker with a small
encounter by taps, as a game master would (two of the party, a few foes, a turn begun, a wound
dealt), then writes `docs/tracker-<ruleset>-landscape.png` (a phone on its side, 844x390) and
`docs/tracker-<ruleset>-tablet.png` (1024x768, the party's first attack under way beside the turn
order), and `docs/calculator-beside-tracker.png` (1024x768, GURPS's injury calculator opened from
the wounded foe's row, the tracker beside it). A developer's tool, not shipped and not a test.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from tools.browser import launch_options  # noqa: E402

DOCS = ROOT / "docs"
SIZES = {"landscape": {"width": 844, "height": 390}, "tablet": {"width": 1024, "height": 768}}
READY = "document.documentElement.dataset.python === 'ready'"
# No quick start is made in the background while the pictures are taken.
NO_QUICK_START = "try { localStorage.setItem('pyrules.quick_start', 'false'); } catch (e) {}"

# Each ruleset's small encounter: (name, how many, side) in the order they are added, and the
# foe wounded before the picture with the amount.
ENCOUNTERS = {
    "gurps": ([("Sir Aldric", 1, "party"), ("Mira", 1, "party"), ("Orc", 3, "foe")], ("Orc 1", 5)),
    "aftermath": ([("Dutch", 1, "party"), ("Vasquez", 1, "party"), ("Raider", 3, "foe")], ("Raider 2", 4)),
    "cortex": ([("Mal", 1, "party"), ("Zoe", 1, "party"), ("Reaver", 3, "foe")], ("Reaver 1", 6)),
    "tal": ([("Elowen", 1, "party"), ("Brask", 1, "party"), ("Goblin", 3, "foe")], ("Goblin 3", 4)),
}


def fill(page, site: str, ruleset: str) -> None:
    """A fresh encounter in ``ruleset``'s tracker: its combatants added, the first turn begun, a foe wounded."""
    t = f"{ruleset}-tracker"
    page.goto(f"{site}#{t}")
    page.wait_for_function(READY, timeout=120_000)
    page.locator(f"#{t}--round").filter(has_text="Round").wait_for()
    combatants, (wounded, amount) = ENCOUNTERS[ruleset]
    rows = page.locator(f"#{t}--list li.combatant")
    for name, count, side in combatants:
        before = rows.count()
        page.fill(f"#{t}-add--name", name)
        page.fill(f"#{t}-add--count", str(count))
        page.locator(f"#{t}-add--side label.chip", has_text="Party" if side == "party" else "Foe").click()
        page.click(f"#{t}--root form[data-form=add] button[type=submit]")
        rows.nth(before + count - 1).wait_for()
    page.click(f"#{t}--root [data-act=next]")
    row = rows.filter(has=page.locator(".name", has_text=wounded))
    row.locator("button.who").click()
    for digit in str(amount):
        row.locator(f".panel [data-act=digit][data-digit='{digit}']").click()
    row.locator(".panel [data-act=damage]").click()
    row.locator("button.who").click()  # closed again: the turn order as the table plays it
    page.locator(f"#{t}--list li.combatant .panel").wait_for(state="detached")


def picture(page, ruleset: str, size: str) -> Path:
    """The tracker at ``size``: on a phone on its side, the turn order from its top; on a tablet,
    the acting combatant's free attack under way beside it."""
    t = f"{ruleset}-tracker"
    page.set_viewport_size(SIZES[size])
    if size == "tablet":
        acting = page.locator(f"#{t}--list li.combatant.active")
        if not acting.locator("input[name=target]:checked").count():
            acting.locator(".targets label.chip").first.click()
        acting.locator("[data-act=exchange]", has_text="Free attack").click()
        page.locator(f"#{t}--exchange section.exchange").wait_for()
        page.evaluate("window.scrollTo(0, 0)")
    else:
        page.locator(f"#{t}--root .encounter-bar").evaluate("e => e.scrollIntoView()")
    page.wait_for_timeout(300)
    path = DOCS / f"tracker-{ruleset}-{size}.png"
    page.screenshot(path=str(path))
    return path


def calculator_beside(page) -> Path:
    """On a tablet, GURPS's injury calculator opened from the wounded foe's row and answered, the
    tracker kept beside it."""
    page.set_viewport_size(SIZES["tablet"])
    wounded = ENCOUNTERS["gurps"][1][0]
    row = page.locator("#gurps-tracker--list li.combatant").filter(has=page.locator(".name", has_text=wounded))
    row.locator("button.who").click()
    row.locator("[data-act=calculate][data-tool=gurps-injury]").click()
    form = page.locator("form[data-tool='gurps-injury']")
    form.wait_for(state="visible")
    form.locator("input[name=damage]").fill("8")
    form.locator("select[name=damage_type]").select_option("cut")
    form.locator("button[type=submit]").click()
    page.locator("#gurps-injury--answer .apply").wait_for()
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    path = DOCS / "calculator-beside-tracker.png"
    page.screenshot(path=str(path))
    return path


def main() -> None:
    from playwright.sync_api import sync_playwright

    build.build()
    server = build.make_server(0, "/pyrules/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/pyrules/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            for ruleset in ENCOUNTERS:
                for size in SIZES:
                    # A profile of its own for each picture: nothing of another ruleset's encounter shows.
                    context = browser.new_context(viewport=SIZES["landscape"], has_touch=True)
                    context.add_init_script(NO_QUICK_START)
                    page = context.new_page()
                    fill(page, site, ruleset)
                    print(picture(page, ruleset, size).relative_to(ROOT))
                    if ruleset == "gurps" and size == "landscape":
                        print(calculator_beside(page).relative_to(ROOT))
                    context.close()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
