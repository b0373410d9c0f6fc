"""In the fight, on a phone upright (390x844) and on its side (844x390): the default target passes
over a foe already down, whose box says what state it is in; who acts stays in view below the
sticky top bar after the page scrolls to the acting row; a whole exchange is played from the
keyboard; and every screen an attack goes through reads well in light and dark (axe-core finds no
serious or critical violation)."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from test_exchange import attack, cards, panel, stage_field
from conftest import READY, ZOOMED_BY_TWO_TAPS
from tracker_steps import TrackerSteps

PHONE = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

FIGHTER = ("Fighter", "party", "Broadsword 14 2d+1 cut melee", {"st": "12"})
ORC = ("Orc", "foe", "", {"hp": "12", "dr": "2"})
GOBLIN = ("Goblin", "foe", "", {"hp": "8"})

# Where the round line and the top bar are on screen, once the page has scrolled.
BOXES = """() => {
  const box = (el) => el.getBoundingClientRect();
  const round = box(document.querySelector('#gurps-tracker--round'));
  const bar = box(document.querySelector('.topbar'));
  const acting = box(document.querySelector('#gurps-tracker--list li.combatant.active'));
  return { roundTop: round.top, roundBottom: round.bottom, barBottom: bar.bottom, height: innerHeight,
           actingTop: acting.top, actingBottom: acting.bottom };
}"""


def put_on(tracker, name, condition):
    tracker.select(name)
    form = tracker.row(name).locator("form[data-form=condition]")
    form.locator("input[name=name]").fill(condition)
    form.locator("button[type=submit]").tap()
    expect(tracker.row(name).locator(".chips button.condition")).to_contain_text(condition)


@pytest.mark.parametrize("size", [PHONE, LANDSCAPE], ids=["upright", "on its side"])
def test_the_default_target_passes_over_a_foe_down_and_who_acts_stays_in_view(page, site, size):
    page.set_viewport_size(size)
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC, GOBLIN)
    foes = tracker.page.locator("#gurps-tracker--list li.combatant.side-foe .name").all_inner_texts()
    first, second = foes[0], foes[1]
    put_on(tracker, first, "Unconscious")
    tracker.select("Fighter")
    targets = tracker.row("Fighter").locator(".attack-control .targets")
    downed = targets.locator("label.chip", has_text=first)
    expect(downed).to_contain_text(f"{first} (Unconscious)")
    expect(downed.locator("input")).not_to_be_checked()
    expect(targets.locator("label.chip", has_text=second).locator("input")).to_be_checked()

    tracker.add("Bandit", count=12)  # a long turn order: the acting row is scrolled to
    next_turn = page.locator("#gurps-tracker--root [data-act=next]")
    last = tracker.rows().last
    round_line = page.locator("#gurps-tracker--round")
    for _ in range(tracker.rows().count() + 1):  # the first starts the encounter when it has not begun
        if "active" in (last.get_attribute("class") or "").split():
            break
        before = round_line.inner_text()
        next_turn.tap()
        expect(round_line).not_to_have_text(before, use_inner_text=True)  # each tap a turn, as a game master waits to see it
    expect(last).to_have_class(re.compile(r"\bactive\b"))
    expect(round_line).to_contain_text(last.locator(".name").inner_text() + " to act")
    # two quick taps on Next turn, or on a keypad's digit, are two taps, never a zoom of the page
    assert next_turn.evaluate("e => getComputedStyle(e).touchAction") == "manipulation"
    assert page.evaluate(ZOOMED_BY_TWO_TAPS, "#gurps-tracker--root") == []
    try:
        page.wait_for_function("() => document.querySelector('#gurps-tracker--list li.combatant.active')"
                               ".getBoundingClientRect().bottom <= innerHeight", timeout=10_000)
    except PlaywrightTimeout:
        pytest.fail(f"the acting row is not in view: {page.evaluate(BOXES)}, scrolled to {page.evaluate('scrollY')}")
    boxes = page.evaluate(BOXES)
    assert boxes["roundTop"] >= max(0, boxes["barBottom"]) - 1, boxes  # not under the sticky bar
    assert boxes["roundBottom"] <= boxes["actingTop"] + 1 and boxes["actingBottom"] <= boxes["height"], boxes


def focused(page):
    return page.evaluate("""() => { const el = document.activeElement;
      return [el.id, el.className, el.dataset.act || '', el.textContent.trim()]; }""")


def test_a_whole_exchange_is_played_from_the_keyboard(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    tracker.select("Fighter")
    button = tracker.row("Fighter").locator("[data-act=exchange]", has_text="Broadsword 14 2d+1 cut")
    button.focus()
    page.keyboard.press("Enter")  # the attack begins: the cursor in its stage's first field
    expect(panel(tracker)).to_be_visible()
    expect(stage_field(tracker, "roll")).to_be_focused()
    page.keyboard.type("9")
    page.keyboard.press("Enter")  # Enter in a roll field rolls
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Orc’s defense")
    roll = panel(tracker).locator("form button.roll")
    expect(roll).to_be_focused()  # each stage after: its Roll
    stage_field(tracker, "defense_roll").fill("18")
    roll.focus()
    page.keyboard.press("Enter")
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Damage to Orc")
    expect(roll).to_be_focused()
    # the damage typed: a wound of over half the Orc's HP could stun it, and a stunned Orc makes
    # no attack below
    stage_field(tracker, "damage").fill("5")
    roll.focus()
    page.keyboard.press("Enter")
    apply = panel(tracker).locator(".exchange-buttons button.primary")
    expect(panel(tracker).locator(".result")).to_contain_text("Orc takes")
    expect(apply).to_be_focused()  # the result: its Apply
    page.keyboard.press("Enter")
    expect(panel(tracker)).to_have_count(0)
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 8/12")  # 5 - DR 2, cut x1.5
    # the next to act has focus on its attack: the Tab order is there at once
    expect(tracker.row("Orc")).to_have_class(re.compile(r"\bactive\b"))
    expect(tracker.row("Orc").locator(".attack-control button.attack-line").first).to_be_focused()

    page.keyboard.press("Enter")  # the Orc's free attack on the Fighter
    expect(panel(tracker).locator("h3")).to_have_text("Orc attacks Fighter")
    expect(stage_field(tracker, "roll")).to_be_focused()
    page.keyboard.press("Escape")  # Escape is Cancel, as a tap on it
    expect(panel(tracker)).to_have_count(0)


def test_from_the_top_of_the_page_the_keyboard_reaches_the_acting_rows_attack_in_two_presses(page, site):
    TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    page.locator("#gurps-tracker--root [data-act=next]").tap()  # the encounter begins: someone acts
    acting = page.locator("#gurps-tracker--list li.combatant.active")
    expect(acting).to_have_count(1)
    page.reload()  # the page as a game master opens it: the keyboard starts at its top
    page.wait_for_function(READY, timeout=60_000)
    expect(acting).to_have_count(1)
    page.keyboard.press("Tab")
    expect(page.locator("#to-acting")).to_be_focused()
    expect(page.locator("#to-acting")).to_be_visible()  # shown while it has the focus
    page.keyboard.press("Enter")
    expect(acting.locator(".attack-control button.attack-line").first).to_be_focused()


AXE_RUN = """async () => {
  const found = await axe.run(document, { resultTypes: ['violations'] });
  return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}"""


def test_axe_finds_no_serious_violation_on_the_screens_of_a_fight_in_light_and_dark(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    # axe-core from node_modules, never the network; evaluated rather than added as a script tag,
    # which the page's Content-Security-Policy refuses (it runs only the page's own scripts)
    page.evaluate(AXE.read_text(encoding="utf-8"))
    found = []

    def check(where):
        for theme in ("light", "dark"):
            page.select_option("#theme", theme)
            found.extend(f"{where}, {theme}: {v}" for v in page.evaluate(AXE_RUN))

    tracker.select("Orc")  # its keypad open: the Damage and Heal buttons in the good and bad colours
    check("the tracker")
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    check("an exchange stage")
    stage_field(tracker, "roll").fill("17")  # a critical miss: its result at once
    panel(tracker).locator("form button.roll").tap()
    expect(panel(tracker).locator(".result")).to_be_visible()
    check("an exchange's result")
    page.locator("#gurps-tracker--phones-more > summary").click()
    page.locator("#gurps-tracker--phones-more details.phones-internet > summary").click()
    check("the phones panel")
    page.evaluate("location.hash = '#' + document.querySelector('.view table.ref').closest('.view').id")
    page.wait_for_selector(".view:not([hidden]) table.ref")
    check("a reference table")
    assert not found, "\n".join(found)
