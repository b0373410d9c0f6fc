"""The tracker at the table, by taps on a phone: the combatants come first (encounters are managed
in one menu), what changes each turn is set on the card, the keypad remembers its pool, and Next
turn keeps the one who acts, like an opened keypad, clear of the bars."""

import re

from playwright.sync_api import expect
from tracker_steps import TrackerSteps


def test_encounters_are_managed_in_one_menu_below_which_the_combatants_come_first(page, guard, site):
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana")
    menu = page.locator("#gurps-tracker--menu")
    assert page.locator("#gurps-tracker--encounter").is_hidden()  # closed: one line above the combatants
    assert page.inner_text("#gurps-tracker--encounter-name") == "Encounter 1"
    assert menu.bounding_box()["height"] < 60
    gm.menu()
    for act in ("new", "rename", "delete", "export"):
        assert menu.locator(f"[data-act={act}]").is_visible()
    assert menu.locator("#gurps-tracker--import").is_visible()
    menu.locator("[data-act=new]").tap()
    expect(page.locator("#gurps-tracker--encounter-name")).to_have_text("Encounter 2", use_inner_text=True)
    assert gm.rows().count() == 0


def test_a_gurps_maneuver_and_posture_are_set_on_the_acting_card_without_opening_it(page, guard, site):
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana", basic_speed=6)
    gm.add("Orc", basic_speed=5)
    gm.next_turn()
    card = gm.row("Ana")
    card.locator(".turn-strip select[name=maneuver]").wait_for()
    assert gm.row("Orc").locator(".turn-strip").count() == 0  # only the one who acts (or an opened card)
    card.locator("select[name=maneuver]").select_option("all_out_attack")
    acting = page.locator("#gurps-tracker--list li.active")
    expect(acting).to_contain_text("NO DEFENSE", use_inner_text=True)
    gm.row("Ana").locator("select[name=posture]").select_option("kneeling")
    expect(acting).to_contain_text("Kneeling", use_inner_text=True)
    assert gm.row("Ana").locator(".panel").count() == 0  # no edit dialog was opened
    assert gm.row("Ana").locator("select[name=maneuver]").input_value() == "all_out_attack"


def test_a_point_of_the_tal_pool_is_spent_in_one_tap(page, guard, site):
    gm = TrackerSteps(page, "tal").open(site)
    gm.add("Mage", tal_max=10)
    gm.next_turn()
    gm.row("Mage").locator("[data-act=spend][data-pool=TAL]").tap()
    expect(gm.row("Mage").locator(".pools")).to_contain_text(re.compile(r"TAL\s*9\s*/\s*10"), use_inner_text=True)


def test_the_cortex_keypad_remembers_the_pool_last_used_for_each_combatant(page, guard, site):
    gm = TrackerSteps(page, "cortex").open(site)
    gm.add("Mal")
    gm.add("Jayne")
    gm.apply("Mal", 2, "Wounds")
    gm.row("Mal").locator("button.who").tap()  # closes the card
    gm.select("Jayne")
    assert gm.row("Jayne").locator(".panel input[data-act=pool]:checked").get_attribute("value") == "Stun"
    gm.select("Mal")
    assert gm.row("Mal").locator(".panel input[data-act=pool]:checked").get_attribute("value") == "Wounds"
    gm.reload()
    gm.select("Mal")
    assert gm.row("Mal").locator(".panel input[data-act=pool]:checked").get_attribute("value") == "Wounds"


def _clear_of_the_bars(page, selector):
    """Whether the element's box lies between the top bar and the turn bar."""
    return page.evaluate("""selector => {
        const box = document.querySelector(selector).getBoundingClientRect();
        const top = document.querySelector('.topbar').getBoundingClientRect().bottom;
        const bottom = document.querySelector('#gurps-tracker--root .turn-controls').getBoundingClientRect().top;
        return box.top >= top - 1 && box.bottom <= bottom + 1;
    }""", selector)


def test_next_turn_scrolls_the_one_who_acts_and_an_opened_keypad_clear_of_the_bars(page, guard, site):
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Orc", count=14)
    for turn in list(range(14)) + [0]:  # the last: round 2, back to the top
        gm.next_turn()
        expect(gm.rows().nth(turn)).to_contain_class("active")
        assert _clear_of_the_bars(page, "#gurps-tracker--list li.active"), f"turn {turn + 1}"

    page.evaluate("window.scrollTo(0, 0)")
    card = gm.row("Orc 13")
    card.locator("button.who").tap()
    card.locator(".panel").wait_for()
    _keypad_is_clear(page, card)
    card.locator("[data-act=digit][data-digit='9']").tap()
    card.locator("[data-act=damage]").tap()  # its status lines grow above the keypad
    expect(card).to_contain_text("Bleeding", use_inner_text=True)
    _keypad_is_clear(page, card)


def _keypad_is_clear(page, card):
    """Every key of the card's keypad, and its Damage and Heal buttons, can be tapped: none is under a bar."""
    for button in card.locator(".numpad button, .pad-actions button").all():
        box = button.bounding_box()
        hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('button')?.textContent",
                            [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
        assert hit == button.text_content(), f"{button.text_content()} is under a bar"
