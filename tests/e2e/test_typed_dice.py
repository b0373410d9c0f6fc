"""Typed dice cost what the dice cost: an Aftermath! attack on a phone shows each die's field only
while the attack needs it, and the location's d100 and the Effect Die typed in one field."""

import re

from playwright.sync_api import expect
from tracker_steps import TrackerSteps

from test_exchange import attack, cards, panel, roll, stage_field


def test_an_aftermath_miss_hides_the_location_and_effect_die_and_a_hit_takes_both_in_one_field(page, site):
    tracker = TrackerSteps(page, "aftermath").open(site)
    cards(page, "aftermath", ("Dutch", "party", "Knife 12 knife-belt", {}), ("Raider", "foe", "", {}))
    attack(tracker, "Dutch", "Knife 12 knife-belt")
    location, effect = stage_field(tracker, "location_roll"), stage_field(tracker, "effect_roll")
    expect(location).to_be_visible()  # before the d20: both may be needed
    expect(effect).to_be_visible()
    assert page.locator("#aftermath-tracker-stage--break_roll").is_hidden()  # no armor: nothing to break on
    stage_field(tracker, "roll").fill("19")  # over the Adjusted BCS 12: a miss
    expect(location).to_be_hidden()
    expect(effect).to_be_hidden()
    stage_field(tracker, "roll").fill("5")
    expect(location).to_be_visible()
    roll(tracker, "Dutch’s Knife at Raider", location_roll="73 4")
    done = panel(tracker).locator(".stages-done li").first
    expect(done).not_to_contain_text(re.compile(r"the app rolled (Effect die roll|Hit location)"))
    expect(page.locator("#dice-log li").filter(has_text="Effect die roll")).to_have_count(0)
