from pyrules.core.tools import Field
from screen.pages import field_html, when_attr


def test_a_conditional_field_says_when_it_shows():
    field = Field("acc", "Acc", "int", when=(("maneuver", ("aim",)), ("roll_for", ("ranged", "task"))))
    assert when_attr(field) == "maneuver:aim;roll_for:ranged,task"
    assert 'data-when="maneuver:aim;roll_for:ranged,task"' in field_html("gurps-skill", field)


def test_a_plain_field_has_no_condition():
    assert "data-when" not in field_html("gurps-skill", Field("base", "Base skill", "int"))
