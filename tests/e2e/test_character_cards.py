"""Character cards at phone size: a card made once joins a new encounter, and its attack opens
the calculators filled in, whose wound comes back to a combatant."""

from tracker_steps import TrackerSteps


def test_a_gurps_card_joins_a_new_encounter_and_its_attack_wounds_a_combatant(page, guard, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    card_form = page.locator("#gurps-tracker--card-form form[data-form=card]")
    for name, value in (("name", "Brom"), ("dx", "11"), ("ht", "12"), ("hp", "13"), ("dr", "2"),
                        ("dr_locations", "skull 4, torso 6")):
        card_form.locator(f"#gurps-tracker-card--{name}").fill(value)
    card_form.locator("#gurps-tracker-card--attacks").fill("Broadsword 14 2d+1 cut")
    card_form.locator("button[type=submit]").tap()
    card = page.locator("#gurps-tracker--roster li.character", has_text="Brom")
    card.wait_for()
    assert "DR 2 (skull 4, torso 6)" in card.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    page.locator("#gurps-tracker--root [data-act=roster-new]").tap()
    tracker.row("Brom").wait_for()
    tracker.menu()
    assert "(round 1)" in page.locator("#gurps-tracker--encounter option:checked").inner_text()
    assert page.locator("#gurps-tracker--encounter option").count() == 2
    assert "init 5.75" in tracker.status("Brom")  # Basic Speed left blank: (DX 11 + HT 12)/4
    tracker.add("Goblin", hp=10, ht=10)

    card.locator("[data-act=card-attack]", has_text="Broadsword: skill 14").tap()
    skill = page.locator("form[data-tool='gurps-skill']")
    skill.wait_for(state="visible")
    assert skill.locator("input[name=base]").input_value() == "14"

    page.evaluate("location.hash = '#gurps-tracker'")
    card.locator("[data-act=card-attack]", has_text="Broadsword: damage 2d+1 cut").tap()
    injury = page.locator("form[data-tool='gurps-injury']")
    injury.wait_for(state="visible")
    assert injury.locator("select[name=damage_type]").input_value() == "cut"
    damage = int(injury.locator("input[name=damage]").input_value())
    assert 3 <= damage <= 13  # 2d+1, rolled as the calculator opened
    injury.locator("button[type=submit]").tap()
    answer = page.locator("#gurps-injury--answer")
    answer.locator(".apply button").wait_for()
    page.select_option("#gurps-injury--apply-to", label="Goblin")
    answer.locator(".apply button").tap()
    applied = page.locator("#gurps-injury--applied")
    applied.locator("a").wait_for()
    assert "Goblin takes" in applied.inner_text()
    applied.locator("a").tap()
    page.locator("#gurps-tracker").wait_for(state="visible")
    assert not tracker.row("Goblin").locator(".pools").text_content().startswith("HP 10/10")

    tracker.reload()  # the card is kept
    assert "Broadsword: damage 2d+1 cut" in page.locator("#gurps-tracker--roster li.character",
                                                          has_text="Brom").inner_text()


def test_a_card_with_a_garbled_attack_line_says_why_beside_the_field_and_saves_once_mended(page, guard, site):
    TrackerSteps(page, "gurps").open(site)
    card_form = page.locator("#gurps-tracker--card-form form[data-form=card]")
    card_form.locator("#gurps-tracker-card--name").fill("Brom")
    attacks = card_form.locator("#gurps-tracker-card--attacks")
    attacks.fill("Broadsword fourteen 2d+1 cut")
    card_form.locator("button[type=submit]").tap()
    error = page.locator("#gurps-tracker-card--attacks-error")
    error.wait_for(state="visible")
    assert "Broadsword" in error.inner_text()
    assert attacks.get_attribute("aria-invalid") == "true"
    assert attacks.input_value() == "Broadsword fourteen 2d+1 cut"  # what was typed stays, to mend
    assert page.locator("#gurps-tracker--roster li.character").count() == 0

    attacks.fill("Broadsword 14 2d+1 cut")
    card_form.locator("button[type=submit]").tap()
    page.locator("#gurps-tracker--roster li.character", has_text="Brom").wait_for()
    assert error.is_hidden()


def test_a_wound_applied_to_a_combatant_is_worked_out_with_its_own_hp_and_dr_and_says_so(page, guard, site):
    from playwright.sync_api import expect

    tracker = TrackerSteps(page, "gurps").open(site)
    card_form = page.locator("#gurps-tracker--card-form form[data-form=card]")
    card_form.locator("#gurps-tracker-card--name").fill("Fighter")
    card_form.locator("#gurps-tracker-card--attacks").fill("Broadsword 14 2d+1 cut")
    card_form.locator("button[type=submit]").tap()
    card = page.locator("#gurps-tracker--roster li.character", has_text="Fighter")
    page.locator("#gurps-tracker--root [data-act=roster-new]").tap()
    tracker.row("Fighter").wait_for()
    tracker.add("Orc", hp=12, dr=2)

    card.locator("[data-act=card-attack]", has_text="Broadsword: damage 2d+1 cut").tap()
    injury = page.locator("form[data-tool='gurps-injury']")
    expect(injury).to_be_visible()
    injury.locator("input[name=damage]").fill("9")
    injury.locator("button[type=submit]").tap()
    answer = page.locator("#gurps-injury--answer")
    page.select_option("#gurps-injury--apply-to", label="Orc")
    expect(injury.locator("input[name=dr]")).to_have_value("2")
    expect(injury.locator("input[name=hp]")).to_have_value("12")
    expect(page.locator("#gurps-injury--applied")).to_contain_text("Filled in from Orc: DR 2")
    expect(answer.locator(".apply button")).to_contain_text("Apply: 10 HP")  # (9 − 2) × 1.5, rounded down
    answer.locator(".apply button").tap()
    expect(page.locator("#gurps-injury--applied")).to_contain_text("Orc takes 10")
