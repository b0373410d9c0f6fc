"""A bad value is shown where the eye is: on Roll, every calculator scrolls to its first bad field,
puts the cursor in it with its message beside it, and says in its answer what to check."""

import random

import pytest
from playwright.sync_api import expect

from pyrules import rulesets
from pyrules.core.errors import RulesError

SIZES = {"phone": {"width": 390, "height": 844}, "phone turned": {"width": 844, "height": 390},
         "tablet": {"width": 1024, "height": 768}}
BAD = "abc"


def _form_defaults(tool):
    """What a form holds before the player touches it, as the rules read it."""
    return {f.name: f.default if f.default is not None else "" for f in tool.fields}


def _first_bad(tool, raw):
    """The field the page should take the player to with these entries: the first shown field that
    cannot be read, else the one the rules refuse; None when the rules take them."""
    for f in tool.fields:
        if tool.shows(f, raw):
            try:
                f.parse(raw.get(f.name))
            except RulesError:
                return f.name
    try:
        tool.answer(raw, random.Random(0), roll_optional=True)
    except RulesError as error:
        return error.field if any(f.name == error.field for f in tool.fields) else None
    return None


def _bad_entry(tool):
    """A field shown on the opened form that is typed into, given a value the rules refuse, and the
    field the page should then take the player to; None for a calculator of choices only."""
    for f in tool.fields:
        if f.kind in ("int", "number", "roll", "dice", "text") and tool.shows(f, {}):
            raw = {**_form_defaults(tool), f.name: BAD}
            first = _first_bad(tool, raw)
            if first is not None:
                return f.name, first
    return None


CALCULATORS = [tool for key in rulesets.KEYS for tool in rulesets.ruleset(key).tools]
# Calculators whose every field is a choice: nothing typed can be wrong.
CHOICES_ONLY = {"gurps-maneuver", "aftermath-learning"}


def test_the_calculators_left_out_are_those_of_choices_only():
    assert {tool.key for tool in CALCULATORS if _bad_entry(tool) is None} == CHOICES_ONLY


@pytest.mark.parametrize("size", SIZES)
def test_a_bad_value_on_any_calculator_takes_the_player_to_its_field_with_its_message(app, size):
    app.set_viewport_size(SIZES[size])
    for tool in CALCULATORS:
        bad = _bad_entry(tool)
        if bad is None:
            continue
        typed, first = bad
        app.evaluate(f"location.hash = '#{tool.key}'")
        form = app.locator(f"form[data-tool='{tool.key}']")
        form.wait_for(state="visible")
        form.locator(f"[name={typed}]").fill(BAD)
        form.locator("button[type=submit]").click()
        field = app.locator(f"#{tool.key}--{first}")
        message = app.locator(f"#{tool.key}--{first}-error")
        expect(field, tool.key).to_be_focused()
        expect(field, tool.key).to_be_in_viewport()
        expect(message, tool.key).to_be_in_viewport()
        expect(app.locator(f"#{tool.key}--answer .problems"), tool.key).to_contain_text("Check")
        form.locator("button[type=reset]").click()


def test_the_answer_lists_what_to_check_and_each_item_takes_the_player_to_its_field(app):
    app.evaluate("location.hash = '#gurps-skill'")
    form = app.locator("form[data-tool='gurps-skill']")
    form.locator("input[name=base]").fill("twelve")
    form.locator("input[name=hp]").fill("none")
    form.locator("button[type=submit]").click()
    problems = app.locator("#gurps-skill--answer .problems")
    expect(problems.locator(".check-fields")).to_have_text("Check 2 fields:")
    expect(app.locator("#gurps-skill--base")).to_be_focused()
    problems.locator("button", has_text="Your HP").click()
    expect(app.locator("#gurps-skill--hp")).to_be_focused()
    expect(app.locator("#gurps-skill--hp")).to_be_in_viewport()


def test_typing_a_bad_value_in_a_live_calculator_leaves_the_cursor_where_it_is(app):
    app.evaluate("location.hash = '#gurps-skill'")
    form = app.locator("form[data-tool='gurps-skill']")
    form.locator("input[name=base]").fill("12")
    form.locator("input[name=hp]").fill("x")
    expect(app.locator("#gurps-skill--hp-error")).to_be_visible()
    expect(app.locator("#gurps-skill--hp")).to_be_focused()
    form.locator("input[name=other]").press_sequentially("q")
    expect(app.locator("#gurps-skill--other-error")).to_be_visible()
    expect(app.locator("#gurps-skill--other")).to_be_focused()
