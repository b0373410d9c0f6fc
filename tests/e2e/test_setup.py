"""Setting up a fight on a phone, upright and turned: a group of foes from one card in one step, a
fight from the home screen, and a card begun from a weapon searched for."""

import pytest
from playwright.sync_api import expect
from conftest import READY
from tracker_steps import TrackerSteps

SIZES = {"phone": {"width": 390, "height": 844}, "phone turned": {"width": 844, "height": 390}}


@pytest.mark.parametrize("size", SIZES)
def test_a_group_of_foes_joins_from_one_card_in_one_step(page, guard, site, size):
    page.set_viewport_size(SIZES[size])
    gm = TrackerSteps(page, "gurps").open(site)
    t = gm.t
    page.fill(f"#{t}-card--name", "Orc")
    page.locator(f"#{t}-card--side label.chip", has_text="Foe").click()
    page.fill(f"#{t}-card--attacks", "Axe 12 sw+2 cut melee")
    page.click(f"#{t}--card-form form[data-form=card] button[type=submit]")
    card = page.locator(f"#{t}--roster li.character")
    expect(card).to_have_count(1)
    count = card.locator(".bring input[name=count]")
    count.fill("3")
    add = card.locator("[data-act=roster-add]")
    add.scroll_into_view_if_needed()
    assert count.is_visible() and add.is_visible()
    add.tap()
    expect(gm.rows()).to_have_count(3)
    assert sorted(gm.rows().locator(".who .name").all_inner_texts()) == ["Orc 1", "Orc 2", "Orc 3"]
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]


def test_a_copied_card_opens_in_the_card_form_under_the_next_number(page, guard, site):
    gm = TrackerSteps(page, "gurps").open(site)
    t = gm.t
    page.fill(f"#{t}-card--name", "Orc")
    page.click(f"#{t}--card-form form[data-form=card] button[type=submit]")
    page.locator(f"#{t}--roster li.character [data-act=card-copy]").tap()
    expect(page.locator(f"#{t}--roster li.character .name")).to_have_text(["Orc", "Orc 2"])
    expect(page.locator(f"#{t}-card--name")).to_have_value("Orc 2")


@pytest.mark.parametrize("size", SIZES)
def test_track_a_fight_on_the_home_screen_opens_the_chosen_rulesets_tracker(page, guard, site, size):
    page.set_viewport_size(SIZES[size])
    page.goto(site + "#home")
    fight = page.locator("#home .track-fight")
    expect(fight.locator("h3")).to_have_text("Track a fight")
    fight.get_by_role("link", name="Aftermath!").tap()
    expect(page.locator("#aftermath-tracker")).to_be_visible()
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#aftermath-tracker-add--name")).to_be_enabled()


@pytest.mark.parametrize("size", SIZES)
def test_a_weapon_with_no_card_yet_is_offered_as_a_new_card_with_it(page, guard, site, size):
    page.set_viewport_size(SIZES[size])
    page.goto(site + "#home")
    page.wait_for_function(READY, timeout=60_000)
    page.fill("#search", "broadsword")
    offer = page.locator("#search--offers li a", has_text="A card with “broadsword”").filter(has_text="GURPS")
    expect(offer.locator(".search-kind")).to_have_text("New character card · GURPS 4th edition")
    offer.tap()
    expect(page.locator("#gurps-tracker")).to_be_visible()
    expect(page.locator("#gurps-tracker-card--attacks")).to_have_value("Broadsword")
    expect(page.locator("#gurps-tracker-card--name")).to_be_focused()
    assert page.evaluate("location.hash") == "#gurps-tracker"  # a reload does not begin it again
