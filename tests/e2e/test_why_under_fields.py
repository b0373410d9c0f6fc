"""At phone size, a field's help says the rule in words and where it is printed opens under it
with "Why?": a GURPS tracker field's, and the exchange's free attack line."""

from playwright.sync_api import expect

from test_exchange import FIGHTER, ORC, attack, cards, panel
from tracker_steps import TrackerSteps

MARK = "Published rule, not in the reference."


def test_the_gurps_dodge_help_reads_without_the_mark_and_its_why_opens_on_it(page, site):
    TrackerSteps(page, "gurps").open(site)
    page.locator("#gurps-tracker--root details.stats > summary").tap()
    dodge = page.locator("#gurps-tracker-add--dodge")
    expect(dodge).to_have_attribute("aria-describedby", "gurps-tracker-add--dodge-help gurps-tracker-add--dodge-error")
    expect(page.locator("#gurps-tracker-add--dodge-help")).to_have_text("Basic Speed + 3, dropping fractions")
    why = page.locator("#gurps-tracker--root form[data-form=add] [data-field=dodge] details.why-notes")
    expect(why.locator("li.source")).to_be_hidden()
    why.locator("summary").tap()
    expect(why.locator("li.source")).to_be_visible()
    expect(why.locator("li.source")).to_have_text(MARK)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_the_exchanges_free_punch_reads_without_the_mark_and_its_why_shows_it(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    attack(tracker, "Fighter", "Free attack")
    expect(page.locator("#gurps-tracker-stage--base-help")).to_have_text("Punch at DX 10: a punch: DX, thr−1 crushing")
    panel(tracker).locator("details.from-cards > summary").tap()  # what came from the cards, folded
    why = panel(tracker).locator("[data-field=base] details.why-notes")
    why.locator("summary").tap()
    expect(why.locator("li.source")).to_have_text(MARK)
    expect(panel(tracker)).not_to_contain_text(f"({MARK}")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
