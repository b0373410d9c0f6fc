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


def test_an_answer_says_its_rules_in_words_and_folds_where_they_are_printed_behind_why():
    from pyrules import rulesets
    from screen.pages import answer_html

    answer = rulesets.answer("gurps-injury", damage=8, dr=2, damage_type="cut", location="neck")
    html = answer_html(answer)
    table, fold = html.split('<details class="why-notes">')
    assert "seed 00" not in table and "Published rule" not in table
    assert "Shock next turn: seed 001 l.240" in fold and "Wounding modifier: seed 001 l." in fold


def test_a_reminders_source_folds_behind_why_under_its_words():
    from types import SimpleNamespace

    from pyrules.core.encounter.view import ReminderView
    from screen.due_page import reminders

    said = ReminderView("Mal is unconscious: record further Stun damage as Shock Points.", "turn_start", "c1",
                        "Mal", source="seed 003 l.44")
    html = reminders(SimpleNamespace(reminders=(said,)))
    words, fold = html.split('<details class="why-notes">')
    assert "Shock Points." in words and "seed 003" not in words
    assert "<summary>Why?</summary>" in fold and "seed 003 l.44" in fold


def test_a_reminder_with_no_source_has_no_why():
    from types import SimpleNamespace

    from pyrules.core.encounter.view import ReminderView
    from screen.due_page import reminders

    html = reminders(SimpleNamespace(reminders=(ReminderView("Ana: choose this turn's maneuver.", "turn_start",
                                                             "c1", "Ana"),)))
    assert "why-notes" not in html


def test_track_a_fight_on_the_home_screen_opens_each_rulesets_tracker():
    from pyrules import rulesets
    from screen import pages

    html = str(pages.home_view([rulesets.ruleset(k) for k in rulesets.KEYS]))
    fight = html[html.index('class="card track-fight"'):]
    for key in rulesets.KEYS:
        assert f'href="#{key}-tracker"' in fight[:fight.index("</section>")]
