"""A reminder's roll is part of the encounter: made on the tracker, it is still there after a
reload, and Undo takes it back (B420's knockdown roll after a major wound to the face)."""

import re

from playwright.sync_api import expect

from test_exchange import FIGHTER, attack, cards, panel, roll, stage_field
from tracker_steps import TrackerSteps


def test_a_knockdown_roll_made_survives_a_reload_and_undo_takes_it_back(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ("Orc", "foe", "", {"hp": "12", "dr": "2", "ht": "10"}))
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    stage_field(tracker, "location").select_option("face")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    roll(tracker, "Orc’s defense", defense_roll=18)
    roll(tracker, "Damage to Orc", damage=7)  # (7 − 2) × 1.5 = 7: a major wound to the face
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    due = page.locator("#gurps-tracker--due")
    due.locator("[data-act=roll-check]", has_text="Roll 3d6").tap()
    expect(due).to_contain_text(re.compile(r"Rolled \d+"))
    said = re.search(r"Rolled \d+: [^\n]*", due.inner_text()).group(0)

    tracker.reload()
    expect(due).to_contain_text(said)  # the roll, as it came, kept with the encounter
    expect(due.locator("[data-act=roll-check]")).to_have_count(0)
    expect(page.locator("#gurps-tracker--log")).to_contain_text(re.compile(r"rolled \d+"))

    page.locator("#gurps-tracker--root [data-act=undo]").tap()
    expect(due.locator("[data-act=roll-check]", has_text="Roll 3d6")).to_be_visible()
    expect(due).not_to_contain_text("Rolled")
