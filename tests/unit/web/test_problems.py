"""What a calculator's form says is wrong: every bad field in the form's order, or the one the
rules refused, and the list of buttons the answer area shows in place of an answer."""

from pyrules import rulesets
from pyrules.core.errors import RulesError
from screen.problems import check_headline, problems, problems_html, refusal_html

MELEE = rulesets.ruleset("aftermath").tool("aftermath-melee")
READABLE = {"bcs": "12", "strength": "10"}  # every shown field reads; the weapon is still to pick


def refusal(raw):
    """The error the rules give for these entries."""
    try:
        MELEE.answer(raw)
    except RulesError as error:
        return error
    raise AssertionError("the entries were answered")


def test_every_unreadable_shown_field_is_named_in_the_forms_order():
    raw = {"bcs": "twelve", "strength": "x", "roll": "5"}
    found = problems(MELEE, raw, refusal(raw))
    assert [name for name, _ in found] == ["bcs", "strength"]
    assert all(message for _, message in found)


def test_a_hidden_field_is_not_read_whatever_was_left_in_it():
    raw = {**READABLE, "weapon": "ax-hatchet", "wdm": "not a number"}
    assert problems(MELEE, raw, RulesError("Too high.", field="bcs")) == [("bcs", "Too high.")]


def test_when_every_field_reads_the_field_the_rules_refused_is_named():
    assert problems(MELEE, READABLE, refusal(READABLE)) == [
        ("wdm", "Pick a weapon from the listing or enter its WDM.")]


def test_a_refusal_of_the_whole_form_names_no_field():
    assert problems(MELEE, READABLE, RulesError("These cannot be combined.")) == []


def test_the_headline_counts_the_fields_to_check():
    assert check_headline([("bcs", "m")]) == "Check 1 field"
    assert check_headline([("bcs", "m"), ("oda", "m")]) == "Check 2 fields"


def test_each_message_is_a_button_to_its_field():
    html = str(problems_html("aftermath-melee", [("bcs", "Enter a whole number.")]))
    assert '<p class="check-fields tone-bad">Check 1 field:</p>' in html
    assert 'data-focus-field="aftermath-melee--bcs"' in html
    assert ">Enter a whole number.</button>" in html


def test_a_message_cannot_inject_markup():
    html = str(problems_html("aftermath-melee", [("bcs", "<img src=x onerror=alert(1)>")]))
    assert "<img" not in html and "&lt;img" in html
    assert str(refusal_html("<b>no</b>")) == '<p class="headline tone-bad">&lt;b&gt;no&lt;/b&gt;</p>'
