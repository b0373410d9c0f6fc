"""Each ruleset's tracker at phone size: its wounds, states and reminders, and a reload."""

from conftest import READY
from playwright.sync_api import expect
from tracker_steps import TrackerSteps


def test_gurps_a_cut_to_the_neck_through_dr_is_a_major_wound_with_an_ht_roll(page, guard, site):
    # The injury calculator: 9 cutting through DR 3 at the neck is 6 x 2 = 12 injury.
    page.goto(site + "#gurps-injury")
    form = page.locator("form[data-tool='gurps-injury']")
    page.wait_for_function(READY, timeout=60_000)
    form.locator("input[name=damage]").fill("9")
    form.locator("input[name=dr]").fill("3")
    form.locator("select[name=damage_type], [name=damage_type]").first.select_option("cut")
    form.locator("select[name=location], [name=location]").first.select_option("neck")
    form.locator("button[type=submit]").click()
    answer = page.locator("#gurps-injury--answer")
    answer.locator(".headline").wait_for()
    assert "12" in answer.locator(".headline").inner_text()
    assert "major wound" in answer.inner_text().lower()

    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Guard", hp=10, ht=11)
    tracker.add("Knight", side="party")
    tracker.next_turn()
    tracker.apply("Guard", 12)
    due = tracker.due()
    assert "Major wound" in due or "major wound" in due
    assert "HT" in due
    assert "-2" in tracker.row("Guard").locator(".pools").inner_text()
    before = tracker.snapshot()
    tracker.reload()
    assert tracker.snapshot() == before


def test_cortex_seriously_wounded_then_dying_with_their_reminders(page, guard, site):
    tracker = TrackerSteps(page, "cortex").open(site)
    tracker.add("Mal", side="party", vitality="d8", willpower="d6")  # 14 Life Points
    tracker.add("Reaver")
    tracker.next_turn()
    tracker.apply("Mal", 7, pool="Wounds")
    assert "seriously wounded" in tracker.status("Mal").lower()
    tracker.apply("Mal", 7, pool="Wounds")
    status = tracker.status("Mal").lower()
    assert "dying" in status
    assert "3" in tracker.due()  # the first roll to stay alive is at Difficulty 3
    before = tracker.snapshot()
    tracker.reload()
    assert tracker.snapshot() == before


def test_tal_a_character_drained_to_taxed_shows_the_penalties(page, guard, site):
    tracker = TrackerSteps(page, "tal").open(site)
    tracker.add("Mage", side="party", tal_max=20)
    tracker.apply("Mage", 10, pool="TAL")
    assert "Fatigued: −2 Combat Speed, +5% to rolls" in tracker.status("Mage")
    tracker.apply("Mage", 5, pool="TAL")
    assert "Taxed: −4 Combat Speed, +10% to rolls" in tracker.status("Mage")
    before = tracker.snapshot()
    tracker.reload()
    assert tracker.snapshot() == before


def test_gurps_an_injury_worked_out_in_the_calculator_is_applied_to_a_combatant_in_one_tap(page, guard, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Guard", hp=10, ht=10)
    tracker.add("Knight", side="party")
    tracker.next_turn()

    page.evaluate("location.hash = '#gurps-injury'")
    form = page.locator("form[data-tool='gurps-injury']")
    form.locator("input[name=damage]").fill("4")
    form.locator("input[name=dr]").fill("0")
    form.locator("[name=damage_type]").first.select_option("imp")
    form.locator("[name=location]").first.select_option("vitals")
    answer = page.locator("#gurps-injury--answer")
    answer.locator(".apply button").wait_for()
    page.select_option("#gurps-injury--apply-to", label="Guard")
    answer.locator(".apply button").click()  # "Apply: 12 HP, vitals, major wound"
    applied = page.locator("#gurps-injury--applied")
    applied.locator("a").wait_for()
    assert "Guard takes 12 damage to the vitals (major wound)" in applied.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    applied.locator("a").click()
    page.locator("#gurps-tracker").wait_for(state="visible")
    due = tracker.due()
    assert "major wound to the vitals: roll HT 5 (HT 10, −5 major wound to the vitals)" in due
    assert "-2" in tracker.row("Guard").locator(".pools").inner_text()

    roll = page.locator("#gurps-tracker--due .roll-check").first
    assert roll.inner_text().startswith("Roll 3d6 ≤ 5 (")  # its chance, before rolling
    roll.click()
    outcome = page.locator("#gurps-tracker--due .rolled").first
    outcome.wait_for()
    said = outcome.inner_text()
    assert said.startswith("Rolled ") and ("made it" in said or "failed" in said)
    page.evaluate("location.hash = '#dice'")
    latest = page.locator("#dice-log li").first
    latest.wait_for()
    assert "GURPS tracker · Guard" in latest.inner_text()
    assert "HT against knockdown and stun 5" in latest.inner_text()

    page.evaluate("location.hash = '#gurps-tracker'")
    page.click("#gurps-tracker--root [data-act=undo]")
    expect(page.locator("#gurps-tracker--list")).not_to_contain_text("-2/10", use_inner_text=True)


def test_gurps_a_combatant_opens_the_injury_calculator_filled_in_and_its_wound_comes_back_to_it(page, guard, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    tracker.add("Knight", side="party")
    tracker.add("Ogre", hp=16, ht=13)
    tracker.apply("Ogre", 3)  # HP 13 of 16 before the next blow
    tracker.select("Ogre")
    tracker.row("Ogre").locator("[data-act=calculate][data-tool=gurps-injury]").click()
    form = page.locator("form[data-tool='gurps-injury']")
    form.wait_for(state="visible")
    assert [form.locator(f"input[name={n}]").input_value() for n in ("hp", "ht", "current_hp")] == ["16", "13", "13"]
    form.locator("input[name=damage]").fill("10")
    form.locator("input[name=dr]").fill("2")
    answer = page.locator("#gurps-injury--answer")
    answer.locator(".apply button").wait_for()
    assert page.locator("#gurps-injury--apply-to option:checked").inner_text() == "Ogre"
    answer.locator(".apply button").click()
    page.locator("#gurps-injury--applied a").wait_for()
    assert "Ogre takes 8 damage to the torso" in page.inner_text("#gurps-injury--applied")
    page.locator("#gurps-injury--applied a").click()
    page.locator("#gurps-tracker").wait_for(state="visible")
    assert tracker.row("Ogre").locator(".pools").text_content().startswith("HP 5/16")
