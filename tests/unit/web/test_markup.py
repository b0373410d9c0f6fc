from screen.markup import Markup, h, join, text
from screen.roll_log import LIMIT, add_entry, read_log

import pytest


def test_text_in_an_element_is_escaped():
    hostile = "<img src=x onerror=alert(1)>"
    assert h("td", {}, hostile) == "<td>&lt;img src=x onerror=alert(1)&gt;</td>"


def test_attributes_are_escaped_and_flags_are_bare():
    assert h("input", {"value": '"><b>', "checked": True, "hidden": False}) == '<input value="&#34;&gt;&lt;b&gt;" checked>'


def test_markup_nests_without_double_escaping():
    inner = h("b", {}, "a & b")
    assert h("p", {}, inner, " & c") == "<p><b>a &amp; b</b> &amp; c</p>"
    assert isinstance(text("x"), Markup)


def test_joined_markup_stays_markup_and_joined_text_is_escaped():
    joined = join([h("b", {}, "x"), "<i>", None, [h("i", {}, "y")]])
    assert joined == "<b>x</b>&lt;i&gt;<i>y</i>"
    assert h("p", {}, joined) == "<p><b>x</b>&lt;i&gt;<i>y</i></p>"


def test_the_roll_log_keeps_the_newest_entries():
    log = []
    for i in range(LIMIT + 5):
        log = add_entry(log, {"notation": "d6", "faces": [1], "total": i})
    assert len(log) == LIMIT and log[-1]["total"] == LIMIT + 4


@pytest.mark.parametrize("damaged", [{}, [1], [{"notation": "d6"}], [{"notation": "d6", "faces": ["x"], "total": 1}]])
def test_a_damaged_roll_log_is_refused(damaged):
    with pytest.raises(ValueError):
        read_log(damaged)
