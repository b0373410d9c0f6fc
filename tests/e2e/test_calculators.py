"""Each ruleset's calculators, end to end at phone size through the page's Python."""

from conftest import READY, open_every_ruleset
from playwright.sync_api import expect


def _tool(app, key):
    app.evaluate(f"location.hash = '#{key}'")
    app.locator(f"#{key}").wait_for(state="visible")
    return app.locator(f"form[data-tool='{key}']")


def _answer(app, key):
    headline = app.locator(f"#{key}--answer .headline")
    headline.wait_for()
    return app.inner_text(f"#{key}--answer")


def test_gurps_move_and_attack_caps_effective_skill_at_9_and_gives_its_chance(app):
    form = _tool(app, "gurps-skill")
    form.locator("input[name=base]").fill("14")
    form.locator("select[name=maneuver]").select_option("move_and_attack")
    answer = _answer(app, "gurps-skill")
    assert "Effective skill 9: 37.5% to succeed" in answer
    assert "Move and Attack cap" in answer


def test_cortex_two_extra_actions_at_long_range_step_the_dice_down(app):
    form = _tool(app, "cortex-roll")
    form.locator("select[name=attribute]").select_option("d8")
    form.locator("select[name=skill]").select_option("d6")
    form.locator("input[name=extra_actions]").fill("2")
    form.locator("select[name=range]").select_option("long")
    form.locator("button[type=submit]").click()
    answer = _answer(app, "cortex-roll")
    assert "d8 → d2" in answer and "d6 → d0" in answer
    assert "Average 7" in answer


def test_tal_an_attack_with_cover_and_range_shifts_the_category(app):
    form = _tool(app, "tal-attack")
    form.locator("input[name=skill]").fill("57")
    form.locator("input[name=roll]").fill("11")
    form.locator("label.chip", has_text="25% cover").click()
    form.locator("select[name=range]").select_option("long")
    answer = _answer(app, "tal-attack")
    assert "Hit: category 1 (Minimum)" in answer
    assert "High → Minimum" in answer


def _pistol_shot(form, **more):
    """A 9mm pistol shot at 10 m, BCS 12, d20 5, with any other fields filled in."""
    form.locator("select[name=weapon]").select_option("pistol_std")
    form.locator("input[name=distance]").fill("10")
    form.locator("input[name=bcs]").fill("12")
    form.locator("select[name=ammo]").select_option("pistol:9mm Parabellum")
    for name, value in more.items():
        form.locator(f"input[name={name}]").fill(value)
    form.locator("input[name=roll]").fill("5")
    form.locator("button[type=submit]").click()


def test_aftermath_a_gun_attack_goes_from_weapon_caliber_and_range_to_damage_dice(app):
    _pistol_shot(_tool(app, "aftermath-gun"))
    answer = _answer(app, "aftermath-gun")
    assert "1D10+1" in answer and "SHT" in answer


def test_aftermath_gun_form_shows_the_smg_barrel_only_for_an_smg_and_adds_the_gms_modifier(app):
    form = _tool(app, "aftermath-gun")
    barrel = form.locator("select[name=barrel]")
    form.locator("select[name=weapon]").select_option("pistol_std")
    assert not barrel.is_visible()
    form.locator("select[name=weapon]").select_option("smg")
    assert barrel.is_visible()
    assert "Pistol: 9mm Parabellum" in form.locator("select[name=ammo]").inner_text()
    _pistol_shot(form, other="-2")
    answer = _answer(app, "aftermath-gun")
    assert "Other modifier" in answer and "−2" in answer


def test_aftermath_looks_up_a_reaction(app):
    form = _tool(app, "aftermath-reaction")
    form.locator("input[name=roll]").fill("50")
    form.locator("input[name=roll]").press("Enter")
    assert "Indifference" in _answer(app, "aftermath-reaction")


def test_nonsense_in_a_calculator_shows_a_message_beside_the_field(app):
    form = _tool(app, "gurps-skill")
    form.locator("input[name=base]").fill("twelve")
    error = app.locator("#gurps-skill--base-error")
    error.wait_for(state="visible")
    assert "whole number" in error.inner_text()
    form.locator("input[name=base]").fill("12")
    assert "Effective skill 12" in _answer(app, "gurps-skill")
    assert error.is_hidden()


def test_what_a_player_entered_in_a_calculator_survives_a_reload(app):
    form = _tool(app, "gurps-skill")
    form.locator("input[name=base]").fill("15")
    form.locator("select[name=maneuver]").select_option("all_out_attack")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    assert app.input_value("#gurps-skill--base") == "15"
    assert app.input_value("#gurps-skill--maneuver") == "all_out_attack"


def test_the_weapons_listing_can_be_searched(app):
    app.evaluate("location.hash = '#aftermath-tables'")
    app.fill("#aftermath-tables--filter", "pitchfork")
    weapons = app.locator("#table-A9")
    visible = weapons.locator("tbody tr:visible")
    assert visible.count() >= 1
    assert all("pitchfork" in row.lower() for row in visible.all_inner_texts())
    assert app.locator("#table-A13").is_hidden()


def test_gurps_rolls_against_effective_skill_and_clears_modifiers_when_asked(app):
    form = _tool(app, "gurps-skill")
    form.locator("input[name=base]").fill("14")
    form.locator("select[name=maneuver]").select_option("all_out_attack")
    form.locator("button[type=submit]").click()
    answer = app.locator("#gurps-skill--answer .headline")
    answer.wait_for()
    assert "effective skill 18" in answer.inner_text()
    first_roll = app.input_value("#gurps-skill--roll")
    assert 3 <= int(first_roll) <= 18
    assert app.input_value("#gurps-skill--maneuver") == "all_out_attack"  # kept by default

    form.locator("input[name=keep]").uncheck()
    form.locator("button[type=submit]").click()
    expect(app.locator("#gurps-skill--maneuver")).to_have_value("attack")
    assert app.input_value("#gurps-skill--base") == "14"
    assert app.input_value("#gurps-skill--roll") == ""
    assert "effective skill 18" in app.inner_text("#gurps-skill--answer .headline")


def test_an_answers_detail_lines_read_as_text_not_as_markup(app):
    form = _tool(app, "aftermath-critical-effect")
    form.locator("input[name=roll]").fill("96")
    _answer(app, "aftermath-critical-effect")
    details = app.locator("#aftermath-critical-effect--answer p.detail")
    assert details.count() >= 1
    shown = app.inner_text("#aftermath-critical-effect--answer")
    assert "Death" in shown
    assert "<p" not in shown and "class=" not in shown


def _fits_and_shows(app, key):
    width = app.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"{key}: the page is {width} px wide"
    box = app.locator(f"#{key}--answer :is(.headline, .total)").last.bounding_box()
    tabs = app.locator("nav.tabs").bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= tabs["y"], f"{key}: the answer is not in view"


def test_after_every_calculators_answer_the_page_fits_the_phone_and_the_answer_is_in_view(app):
    open_every_ruleset(app)
    keys = app.eval_on_selector_all("form[data-tool]", "forms => forms.map(f => f.dataset.tool)")
    assert len(keys) >= 35
    answered = 0
    for key in keys:
        form = _tool(app, key)
        form.locator("button[type=submit]").click()
        answer = app.locator(f"#{key}--answer :is(.headline, .total)")
        expect(answer.or_(app.locator(f"#{key} .field-error:not([hidden])")).first).to_be_visible()
        app.wait_for_timeout(400)  # the smooth scroll settles
        if answer.count():
            _fits_and_shows(app, key)
            answered += 1
        else:  # a calculator that needs an entry first: the page still fits
            assert app.evaluate("document.documentElement.scrollWidth") <= 390
    assert answered >= 25


def test_a_reload_finds_the_last_answer(app):
    form = _tool(app, "gurps-skill")
    form.locator("input[name=base]").fill("14")
    form.locator("select[name=maneuver]").select_option("move_and_attack")
    before = _answer(app, "gurps-skill")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    assert _answer(app, "gurps-skill") == before


def test_a_reload_shows_a_roll_the_app_made_with_the_same_dice(app):
    form = _tool(app, "cortex-roll")
    form.locator("button[type=submit]").click()
    before = _answer(app, "cortex-roll")
    app.evaluate("location.hash = '#dice'")
    app.locator("#dice-form button[type=submit]").click()
    app.locator("#dice--answer .total").wait_for()
    rolled = app.inner_text("#dice--answer")
    app.reload()
    app.wait_for_function(READY, timeout=60_000)
    app.locator("#dice--answer .total").wait_for()
    assert app.inner_text("#dice--answer") == rolled
    _tool(app, "cortex-roll")
    assert _answer(app, "cortex-roll") == before


def test_a_calculators_roll_lands_in_the_one_roll_log_with_what_it_came_to(app):
    form = _tool(app, "gurps-success")
    form.locator("input[name=skill]").fill("12")
    form.locator("button[type=submit]").click()
    headline = _answer(app, "gurps-success").split("\n")[0]
    rolled = form.locator("input[name=roll]").input_value()
    app.evaluate("location.hash = '#dice'")
    latest = app.locator("#dice-log li").first
    latest.wait_for()
    text = latest.inner_text()
    assert "GURPS · Success roll" in text and rolled in text and headline.split(":")[0] in text


def test_a_critical_hit_offers_its_table_roll_in_one_tap_that_lands_in_the_roll_log(app):
    # seed 001 l.222: "Roll on Critical Hit/Critical Head Blow table"; its rows: Basic Set p. 556
    form = _tool(app, "gurps-success")
    form.locator("select[name=roll_for]").select_option("attack")
    form.locator("input[name=roll]").fill("3")
    form.locator("button[type=submit]").click()
    _answer(app, "gurps-success")
    app.locator("#gurps-success--answer [data-table-roll]", has_text="Critical Hit table").click()
    said = app.locator("#gurps-success--table-roll-0")
    expect(said).to_contain_text("Critical Hit table: 3d6 rolled ")
    expect(said).to_contain_text("read the row in the Basic Set (B556)")
    app.evaluate("location.hash = '#dice'")
    latest = app.locator("#dice-log li").first
    expect(latest).to_contain_text("GURPS · Success roll: Critical Hit table")
    expect(latest).to_contain_text(said.inner_text())


def test_both_rolls_of_one_answer_land_in_the_roll_log_the_last_rolled_on_top(app):
    form = _tool(app, "tal-unconsciousness")
    form.locator("button[type=submit]").click()
    headline = _answer(app, "tal-unconsciousness").split("\n")[0]
    app.evaluate("location.hash = '#dice'")
    app.locator("#dice-log li").nth(1).wait_for()
    d10, d100 = (app.locator("#dice-log li").nth(i).inner_text() for i in (0, 1))
    assert d10.startswith("d10") and "TAL · Unconsciousness: Duration d10" in d10 and headline in d10
    assert d100.startswith("d100") and "TAL · Unconsciousness: d100 roll" in d100 and headline in d100


def test_the_chance_to_hit_shows_before_the_roll_and_the_roll_then_answers(app):
    form = _tool(app, "tal-attack")
    form.locator("input[name=skill]").fill("57")
    odds = app.locator("#tal-attack--answer .odds")
    odds.wait_for()
    assert odds.inner_text() == "Chance to hit: 57% (57/100 on d100)"
    form.locator("button[type=submit]").click()
    expect(odds).to_have_count(0)
    assert _answer(app, "tal-attack").startswith(("Hit", "Miss", "Critical hit"))


def _set(form, field, value):
    """Enter ``value`` in a form's field as a player would: a list, a chip or a tick box."""
    if field.kind == "flag":
        form.locator(f"input[type=checkbox][name={field.name}]").set_checked(value == "true")
    elif form.locator(f"select[name={field.name}]").count():
        form.locator(f"select[name={field.name}]").select_option(value)
    else:
        form.locator(f"input[name={field.name}][value='{value}']").check()


def test_every_field_shown_only_for_some_entries_shows_exactly_when_the_rules_read_it(app):
    """The page hides fields before Python starts; what it hides must be what the rules ignore."""
    from pyrules import rulesets

    for entry in rulesets.RULESETS:
        for tool in rulesets.ruleset(entry.key).tools:
            controls = {name for f in tool.fields for name, _ in f.when}
            if not controls:
                continue
            form = _tool(app, tool.key)
            by_name = {f.name: f for f in tool.fields}
            for name in sorted(controls):
                control = by_name[name]
                # A control shown only for some entries itself (an explosion's kind, under "More damage
                # rules") is first shown, with the first entry of each field it is shown for.
                showing = {other: allowed[0] for other, allowed in control.when}
                for other, value in showing.items():
                    _set(form, by_name[other], value)
                values = ("true", "false") if control.kind == "flag" else tuple(v for v, _ in control.choices)
                for value in values:
                    _set(form, control, value)
                    hidden = dict(form.locator("[data-when]").evaluate_all(
                        "parts => parts.map(p => [p.querySelector('[name]').name, p.hidden])"))
                    expected = {f.name: not tool.shows(f, {**showing, name: value}) for f in tool.fields if f.when}
                    assert hidden == expected, (tool.key, name, value)
                for reset in (control, *(by_name[other] for other in showing)):
                    _set(form, reset, "true" if reset.default is True else "false" if reset.kind == "flag"
                         else str(reset.default))


def test_a_hit_to_the_neck_fills_in_the_injury_calculator_at_the_neck(app):
    form = _tool(app, "gurps-skill")
    form.locator("input[name=base]").fill("14")
    form.locator("#gurps-skill--roll_for label.chip", has_text="Melee attack").click()
    form.locator("select[name=location]").select_option("neck")
    form.locator("input[name=roll]").fill("9")
    form.locator("button[type=submit]").click()
    expect(app.locator("#gurps-skill--answer .headline")).to_contain_text("Success")
    injury = _tool(app, "gurps-injury")
    expect(injury.locator("select[name=location]")).to_have_value("neck")


def test_a_cortex_roll_fills_in_the_damage_calculator_with_its_total_and_difficulty(app):
    form = _tool(app, "cortex-roll")
    form.locator("select[name=attribute]").select_option("d8")
    form.locator("select[name=skill]").select_option("d6")
    form.locator("input[name=roll]").fill("11")
    form.locator("input[name=difficulty]").fill("7")
    form.locator("button[type=submit]").click()
    expect(app.locator("#cortex-roll--answer .headline")).to_contain_text("11")
    damage = _tool(app, "cortex-damage")
    expect(damage.locator("input[name=attack]")).to_have_value("11")
    expect(damage.locator("input[name=difficulty]")).to_have_value("7")
