"""A roll as the one roll log shows it: its dice as they fell, where it was rolled, what it came to."""

from screen.roll_log import entry
from screen.rolls import line_html


def test_a_calculators_roll_shows_its_faces_its_source_and_its_outcome_in_its_colour():
    line = str(line_html(entry("3d6", 9, (2, 3, 4), source="GURPS · Success roll", said="Success by 3",
                               tone="good")))
    assert line == ('<li><span>3d6: 2 3 4<small class="roll-source">GURPS · Success roll</small>'
                    '<small class="roll-outcome tone-good">Success by 3</small></span><span>9</span></li>')


def test_a_roll_known_only_by_its_total_shows_its_dice_alone():
    assert str(line_html(entry("3d6", 9))) == "<li><span>3d6</span><span>9</span></li>"


def test_what_a_roll_came_to_cannot_inject_markup():
    line = str(line_html(entry("d6", 3, (3,), source="<b>x</b>", said="<img src=x onerror=alert(1)>")))
    assert "<img" not in line and "<b>" not in line and "&lt;img" in line
