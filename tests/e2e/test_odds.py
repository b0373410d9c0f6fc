"""The chance before every roll, at phone size: shown as the player types, before any roll, and
changed when an entry changes; GURPS active defense rolled like every other roll."""

import re

from playwright.sync_api import expect


def _tool(app, key):
    app.evaluate(f"location.hash = '#{key}'")
    app.locator(f"#{key}").wait_for(state="visible")
    return app.locator(f"form[data-tool='{key}']")


def _choose(form, name, value):
    """Pick a choice as a player would: from its list, or its chip when it offers a few."""
    listed = form.locator(f"select[name={name}]")
    if listed.count():
        listed.select_option(value)
    else:
        form.locator(f"input[name={name}][value='{value}']").check()


def _odds(app, key):
    return app.locator(f"#{key}--answer .odds")


def test_the_cortex_roll_builder_shows_its_chance_against_the_difficulty_before_the_roll(app):
    form = _tool(app, "cortex-roll")
    _choose(form, "attribute", "d8")
    _choose(form, "skill", "d6")
    form.locator("input[name=difficulty]").fill("7")
    expect(_odds(app, "cortex-roll")).to_have_text("Chance to succeed: 68.8% (roll 7 or more on d8 + d6)")
    _choose(form, "skill", "d8")
    expect(_odds(app, "cortex-roll")).to_have_text("Chance to succeed: 76.6% (roll 7 or more on d8 + d8)")
    form.locator("button[type=submit]").click()
    expect(_odds(app, "cortex-roll")).to_have_count(0)
    # The roll is the app's: two ones (one roll in 64) are a botch, said as such instead.
    expect(app.locator("#cortex-roll--answer .headline")).to_have_text(
        re.compile(r".*vs Average 7 \(d8 \+ d8\)|Botch! 2 on d8 \+ d8"))


def test_the_cortex_defense_shows_the_attacks_chance_to_hit_before_the_defense_roll(app):
    form = _tool(app, "cortex-defense")
    _choose(form, "defense", "dodge")
    _choose(form, "agility", "d6")
    _choose(form, "skill", "d4")
    form.locator("input[name=attack]").fill("7")
    expect(_odds(app, "cortex-defense")).to_have_text("Chance to hit: 75% (defense roll 7 or less on d6 + d4)")
    _choose(form, "defense", "block")
    expect(_odds(app, "cortex-defense")).to_have_text("Chance to hit: 58.3% (defense roll 6 or less on d6 + d4)")


def test_the_aftermath_melee_attack_shows_its_chance_to_hit_from_the_bcs_before_the_d20(app):
    form = _tool(app, "aftermath-melee")
    form.locator("input[name=bcs]").fill("12")
    odds = _odds(app, "aftermath-melee")
    expect(odds).to_have_text("Chance to hit: 60% (roll 12 or less on d20, the Adjusted BCS)")
    form.locator("input[name=oda]").fill("3")
    expect(odds).to_have_text("Chance to hit: 45% (roll 9 or less on d20, the Adjusted BCS)")
    form.locator("input[name=bcs]").fill("")
    expect(odds).to_have_count(0)  # nothing to tell, and no error while typing
    expect(app.locator("#aftermath-melee--answer")).to_have_text("")


def test_the_tal_task_shows_its_chance_before_the_d100_and_a_roll_then_answers(app):
    form = _tool(app, "tal-task")
    form.locator("input[name=skill]").fill("45")
    odds = _odds(app, "tal-task")
    expect(odds).to_have_text("Chance to succeed: 45% (roll 45 or less on d100)")
    _choose(form, "fatigue", "taxed")
    expect(odds).to_have_text("Chance to succeed: 35% (roll 35 or less on d100)")
    form.locator("button[type=submit]").click()
    expect(app.locator("#tal-task--answer .headline")).to_contain_text("vs 45")
    _choose(form, "fatigue", "fresh")  # the next roll's odds, in place of the answer
    expect(odds).to_have_text("Chance to succeed: 45% (roll 45 or less on d100)")


def test_the_dice_roller_shows_the_chance_of_its_target_before_rolling(app):
    _tool(app, "dice")
    app.fill("#dice--notation", "3d6")
    app.fill("#dice--target", "10")
    odds = _odds(app, "dice")
    expect(odds).to_have_text("Chance to succeed: 50% (roll 10 or less on 3d6)")
    app.locator("#dice-form input[name=direction][value=at_least]").check()
    expect(odds).to_have_text("Chance to succeed: 62.5% (roll 10 or more on 3d6)")


def test_gurps_active_defense_rolls_3d6_against_the_effective_defense(app):
    from pyrules.gurps.criticals import judge

    form = _tool(app, "gurps-defense")
    form.locator("input[name=base]").fill("9")
    headline = app.locator("#gurps-defense--answer .headline")
    expect(headline).to_have_text("Dodge 9: 37.5% to succeed")
    roll = form.locator("input[name=defense_roll]")
    roll.fill("12")
    expect(headline).to_have_text("Dodge 9: Failure by 3")
    roll.fill("")
    expect(headline).to_have_text("Dodge 9: 37.5% to succeed")
    form.locator("button[type=submit]").click()
    expect(headline).not_to_contain_text("to succeed")
    rolled = int(roll.input_value())
    expect(headline).to_have_text(f"Dodge 9: {judge(9, rolled).headline}")
    app.evaluate("location.hash = '#dice'")
    expect(app.locator("#dice-log li").first).to_contain_text("GURPS · Active defense")
