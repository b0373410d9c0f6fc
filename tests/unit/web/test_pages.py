from pyrules.core.tools import Field
from screen.widgets import render as field_html
from screen.widgets import when_attr


def test_a_conditional_field_says_when_it_shows():
    field = Field("acc", "Acc", "int", when=(("maneuver", ("aim",)), ("roll_for", ("ranged", "task"))))
    assert when_attr(field) == "maneuver:aim;roll_for:ranged,task"
    assert 'data-when="maneuver:aim;roll_for:ranged,task"' in field_html("gurps-skill", field)


def test_a_plain_field_has_no_condition():
    assert "data-when" not in field_html("gurps-skill", Field("base", "Base skill", "int"))


def test_an_answers_detail_lines_render_as_paragraphs_not_as_text():
    import random

    from pyrules.aftermath.ruleset import RULESET as AFTERMATH
    from screen.pages import answer_html

    _, answer = AFTERMATH.tool("aftermath-critical-effect").answer({"roll": "96"}, random.Random(1))
    html = answer_html(answer)
    assert answer.detail
    assert '<p class="detail">' in html and "&lt;p" not in html
    assert html.count('<p class="detail">') == len(answer.detail)


def test_text_in_an_answer_is_escaped_once():
    from pyrules.core.tools import Answer, Line
    from screen.pages import answer_html

    html = answer_html(Answer("A & B", (Line("x < y", "+1", "n > m"),), ("5 < 6",), ("a “b” & c",)))
    assert "A &amp; B" in html and "x &lt; y" in html and "5 &lt; 6" in html and "&amp;amp;" not in html


def test_an_answer_that_wounds_offers_the_open_encounters_combatants():
    from pyrules.core.tools import Effect
    from screen.pages import apply_html

    markup = str(apply_html("gurps-injury", Effect(7, "HP"), [("c1", "Ana"), ("c2", "<b>Bo</b>")], "gurps-tracker", "c2"))
    assert 'id="gurps-injury--apply-to"' in markup and "Apply: 7 HP" in markup
    assert '<option value="c2" selected>&lt;b&gt;Bo&lt;/b&gt;</option>' in markup


def test_with_nobody_in_the_encounter_the_answer_points_to_the_tracker():
    from pyrules.core.tools import Effect
    from screen.pages import apply_html

    markup = str(apply_html("gurps-injury", Effect(7, "HP"), [], "gurps-tracker"))
    assert 'href="#gurps-tracker"' in markup and "<select" not in markup
