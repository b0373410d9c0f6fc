"""Characters into the roster from a file at phone size: a GCS character imported into GURPS's roster
fights with its own weapon, a card saved to a file loads back and stays across a reload, and a file that does not read is
refused with a message and keeps nothing."""

import json
from pathlib import Path

from conftest import READY
from playwright.sync_api import expect

from test_exchange import attack, panel, roll, stage_field
from tracker_steps import TrackerSteps

SAMPLE = Path(__file__).resolve().parents[1] / "unit" / "gurps" / "data" / "sample.gcs"


def test_a_gcs_character_imported_into_the_gurps_roster_attacks_with_its_own_weapon(page, guard, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    page.set_input_files("#gurps-tracker--import-character", str(SAMPLE))
    card = page.locator("#gurps-tracker--roster li.character", has_text="Sir Rowan")
    card.wait_for()
    assert "DR 3" in card.inner_text() and "HP 14 · HP now 9" in card.inner_text()
    assert page.locator("#gurps-tracker--import-character-error").is_hidden()

    page.locator("#gurps-tracker--root [data-act=roster-new]").tap()
    tracker.row("Sir Rowan").wait_for()
    expect(tracker.row("Sir Rowan").locator(".pools")).to_contain_text("HP 9/14")  # still hurt, as in GCS
    tracker.add("Orc", hp=12, dr=2)
    attack(tracker, "Sir Rowan", "Broadsword (Swung) 14 2d+1 cut parry 10")
    expect(stage_field(tracker, "base")).to_have_value("14")
    roll(tracker, "Sir Rowan’s Broadsword (Swung)", roll=9)
    roll(tracker, "Orc’s defense", defense_roll=18)
    expect(stage_field(tracker, "dr")).to_have_value("2")
    roll(tracker, "Damage to Orc", damage=7)  # (7 − 2) × 1.5 to the torso
    expect(panel(tracker).locator(".result")).to_contain_text("Orc takes 7 HP")
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 5/12")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_the_gcs_characters_parry_is_its_defense_against_a_blow(page, guard, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    page.set_input_files("#gurps-tracker--import-character", str(SAMPLE))
    page.locator("#gurps-tracker--roster li.character", has_text="Sir Rowan").wait_for()
    page.locator("#gurps-tracker--root [data-act=roster-new]").tap()
    tracker.add("Orc", hp=12)
    tracker.select("Orc")
    tracker.row("Orc").locator("[data-act=exchange]", has_text="Free attack").tap()
    roll(tracker, "Orc’s Punch", roll=9)
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Sir Rowan’s defense")
    expect(page.locator("#gurps-tracker-stage--base-help")).to_have_text(
        "Parry 10, from Sir Rowan’s Broadsword (Swung)")


def test_a_card_saved_to_a_file_loads_back_and_another_games_roster_refuses_it(page, guard, site, tmp_path):
    TrackerSteps(page, "cortex").open(site)
    form = page.locator("#cortex-tracker--card-form form[data-form=card]")
    form.locator("#cortex-tracker-card--name").fill("Mal")
    form.locator("#cortex-tracker-card--attacks").fill("Pistol d8 d6 d6 wound")
    form.locator("button[type=submit]").tap()
    cards = page.locator("#cortex-tracker--roster li.character")
    expect(cards).to_have_count(1)
    with page.expect_download() as download:
        cards.first.locator("[data-act=cards-save]").tap()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert path.name == "pyrules-cortex-mal.json"
    assert [card["name"] for card in json.loads(path.read_text())["cards"]] == ["Mal"]

    page.set_input_files("#cortex-tracker--load-cards", str(path))
    expect(cards).to_have_count(2)
    expect(cards.nth(1)).to_contain_text("Mal 2")
    expect(cards.nth(1)).to_contain_text("Pistol")
    page.reload()  # the cards loaded from the file are kept like the ones typed in
    page.wait_for_function(READY, timeout=60_000)
    expect(cards).to_have_count(2)
    expect(cards.nth(1)).to_contain_text("Mal 2")

    TrackerSteps(page, "gurps").open(site)
    page.set_input_files("#gurps-tracker--load-cards", str(path))
    error = page.locator("#gurps-tracker--load-cards-error")
    error.wait_for(state="visible")
    assert "Nothing was loaded: These cards are for Cortex" in error.inner_text()
    assert page.locator("#gurps-tracker--roster li.character").count() == 0


def test_a_gcs_file_of_another_version_is_refused_with_a_message(page, guard, site, tmp_path):
    TrackerSteps(page, "gurps").open(site)
    old = tmp_path / "old.gcs"
    old.write_text(json.dumps({**json.loads(SAMPLE.read_text()), "version": 4}))
    page.set_input_files("#gurps-tracker--import-character", str(old))
    error = page.locator("#gurps-tracker--import-character-error")
    error.wait_for(state="visible")
    assert "Expected a GCS character file, version 5; this file is version 4" in error.inner_text()
    assert page.locator("#gurps-tracker--roster li.character").count() == 0


def test_a_refused_card_file_takes_down_the_last_files_loaded_banner_and_says_its_own_refusal(page, guard, site, tmp_path):
    TrackerSteps(page, "gurps").open(site)
    good, other = tmp_path / "rowan.json", tmp_path / "mal.json"
    for path, ruleset, name in ((good, "gurps", "Rowan"), (other, "cortex", "Mal")):
        path.write_text(json.dumps({"pyrules": "cards", "version": 1, "ruleset": ruleset,
                                    "cards": [{"name": name, "side": "party"}]}))
    page.set_input_files("#gurps-tracker--load-cards", str(good))
    banner = page.locator("#notice")
    expect(banner).to_contain_text("Loaded 1 card.")
    page.set_input_files("#gurps-tracker--load-cards", str(other))
    expect(page.locator("#gurps-tracker--load-cards-error")).to_contain_text("Nothing was loaded: These cards are for Cortex")
    expect(banner).to_be_hidden()
    assert page.locator("#gurps-tracker--roster li.character").count() == 1
