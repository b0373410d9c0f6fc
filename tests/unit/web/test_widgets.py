"""Each kind of field has one widget: how it is drawn and what it holds before it is touched."""

from pyrules.core.tools import Field
from screen import widgets
from screen.widgets import Checkbox, Chips, RollInput, Select, Widget, widget_for

PICK = (("a", "A"), ("b", "B"))
MANY = tuple((str(i), str(i)) for i in range(6))


def test_each_kind_of_field_has_its_widget():
    assert type(widget_for(Field("n", "N", "int"))) is Widget
    assert type(widget_for(Field("r", "R", "roll", die="3d6"))) is RollInput
    assert type(widget_for(Field("f", "F", "flag"))) is Checkbox
    assert type(widget_for(Field("c", "C", "choice", choices=PICK))) is Chips
    assert type(widget_for(Field("c", "C", "choice", choices=MANY))) is Select
    assert widget_for(Field("o", "O", "flags", choices=PICK)).many


def test_defaults_are_what_the_form_holds_before_it_is_touched():
    fields = (Field("n", "N", "int", default=3), Field("t", "T", "text"), Field("f", "F", "flag", default=True),
              Field("c", "C", "choice", choices=PICK), Field("s", "S", "choice", choices=MANY, default="4"),
              Field("o", "O", "flags", choices=PICK, default=frozenset({"b"})))
    assert widgets.defaults(fields) == {"n": "3", "t": "", "f": True, "c": "a", "s": "4", "o": ["b"]}


def test_a_rendered_field_shows_its_default_and_has_a_slot_for_its_error():
    html = widgets.render("t", Field("c", "Choose", "choice", choices=PICK, default="b"))
    assert 'value="b" checked' in html and 'value="a">' in html
    assert 'id="t--c-error"' in html
    roll = widgets.render("t", Field("r", "Roll", "roll", die="d100"))
    assert 'placeholder="blank: roll d100"' in roll and 'data-roll-field="r"' in roll


class _Control:
    def __init__(self, name, value="", checked=False):
        self.name, self.value, self.checked = name, value, checked


class _Form:
    def __init__(self, *elements):
        self.elements = elements


def test_a_form_is_read_and_refilled_through_its_widgets():
    fields = (Field("n", "N", "int"), Field("f", "F", "flag"), Field("c", "C", "choice", choices=PICK),
              Field("o", "O", "flags", choices=PICK))
    form = _Form(_Control("n", "12"), _Control("f", "on", True), _Control("c", "a"), _Control("c", "b", True),
                 _Control("o", "a", True), _Control("o", "b"))
    assert widgets.read(form, fields) == {"n": "12", "f": True, "c": "b", "o": ["a"]}
    widgets.restore(form, fields, {"n": 7, "f": False, "c": "a", "o": ["b"]})
    assert widgets.read(form, fields) == {"n": "7", "f": False, "c": "a", "o": ["b"]}


def test_a_grouped_list_shows_each_group_under_its_heading_after_the_ungrouped_choices():
    field = Field("s", "S", "choice", choices=MANY, default="4", groups=(("Low", ("1", "2")), ("High", ("5", "4"))))
    html = str(widgets.render("f", field))
    assert html.index('value="0"') < html.index('value="3"') < html.index('<optgroup label="Low">')
    assert html.index('<optgroup label="High">') < html.index('value="5"') < html.index('value="4" selected')
    assert html.count("<option") == len(MANY)


def test_a_group_may_hold_only_choices_the_field_offers_and_each_once():
    import pytest

    for groups in ((("G", ("x",)),), (("G", ("1",)), ("H", ("1",)))):
        with pytest.raises(ValueError):
            Field("s", "S", "choice", choices=MANY, groups=groups)


def test_a_fields_source_folds_behind_why_right_after_its_help_and_the_control_is_described_by_the_help():
    html = str(widgets.render("t", Field("dodge", "Dodge", "int", help="Basic Speed + 3, dropping fractions",
                                         source="Published rule, not in the reference.")))
    assert 'aria-describedby="t--dodge-help t--dodge-error"' in html
    help_at, why_at, error_at = (html.index(s) for s in ('id="t--dodge-help"', "<summary>Why?</summary>",
                                                         'id="t--dodge-error"'))
    assert help_at < why_at < error_at
    assert '<details class="why-notes">' in html
    assert '<li class="source">Published rule, not in the reference.</li>' in html
    assert "Published rule" not in html[help_at:why_at]


def test_a_field_with_no_source_shows_no_why():
    assert "Why?" not in str(widgets.render("t", Field("n", "N", "int", help="Whole number.")))
    assert "Why?" not in str(widgets.render("t", Field("f", "F", "flag")))
