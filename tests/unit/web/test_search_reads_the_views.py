"""The home screen's search (static/search.js) builds its index from the views the page already
has: each ruleset's views carry every calculator, table, row and erratum in the markup it reads,
so a change to the views that would blind the search fails here."""

from functools import cache
from html.parser import HTMLParser

import pytest

from pyrules import rulesets
from pyrules.core.roller import ROLLER
from screen import pages

VOID = {"input", "br", "hr", "img", "meta", "link"}


class Element:
    def __init__(self, tag: str, attrs: dict, parent=None):
        self.tag, self.attrs, self.parent, self.children = tag, attrs, parent, []

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    @property
    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text for c in self.children)

    def all(self, test) -> list:
        """Every element below this one that passes ``test``, in document order."""
        found = []
        for child in self.children:
            if isinstance(child, Element):
                found += [child] * bool(test(child)) + child.all(test)
        return found

    def first(self, test):
        return next(iter(self.all(test)), None)

    def inside(self, test) -> bool:
        return self.parent is not None and (test(self.parent) or self.parent.inside(test))


class _Tree(HTMLParser):
    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.root = self.at = Element("#document", {})
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        element = Element(tag, dict(attrs), self.at)
        self.at.children.append(element)
        if tag not in VOID:
            self.at = element

    def handle_endtag(self, tag):
        if tag not in VOID:
            self.at = self.at.parent

    def handle_data(self, data):
        self.at.children.append(data)


def tag(name, cls=None, **attrs):
    """A test of an element, as a CSS selector would put it: tag("section", "reference", data_key=True)."""
    def test(element):
        return (element.tag == name and (cls is None or cls in element.classes)
                and all(element.attrs.get(k.replace("_", "-")) is not None for k in attrs))
    return test


def text_of(element) -> str:
    return element.text if element is not None else ""


def utf16_slice(text: str, start: int, end: int) -> str:
    """``text.slice(start, end)`` as JavaScript counts a string."""
    return text.encode("utf-16-le")[2 * start:2 * end].decode("utf-16-le")


def calculators(root) -> list[tuple]:
    """(key, title, summary, words of its fields) of each calculator, as search.js reads it: its
    form's key, its menu entry's title and summary, its fields' labels, help and choices."""
    menu = {a.attrs["href"][1:]: a for a in root.all(tag("a"))
            if a.attrs.get("href", "").startswith("#") and a.inside(tag("ul", "menu"))}
    found = []
    for form in root.all(tag("form", "tool", data_tool=True)):
        key = form.attrs["data-tool"]
        words = []
        for field in form.all(lambda e: "data-field" in e.attrs):
            label = next((c for c in field.children if isinstance(c, Element) and c.tag in ("label", "legend")), None)
            help_ = next((c for c in field.children if isinstance(c, Element) and "field-help" in c.classes), None)
            choices = field.all(lambda e: e.tag == "option" or (e.tag == "span" and "chip" in e.parent.classes))
            words += [text_of(label), text_of(help_), *(text_of(c) for c in choices)]
        link = menu.get(key)
        found.append((key, text_of(link and link.first(tag("strong"))), text_of(link and link.first(tag("span"))),
                      {w for w in words if w}))
    return found


def tables(root) -> list[tuple]:
    """(key, title, headers and rule paragraphs, rows) of each reference table, as search.js reads it."""
    found = []
    for section in root.all(tag("section", "reference", data_key=True)):
        headers = [text_of(th) for th in section.all(tag("th")) if th.inside(tag("thead"))]
        paragraphs = [text_of(p) for p in section.children
                      if isinstance(p, Element) and p.tag == "p" and "source" not in p.classes]
        rows = [tuple(text_of(td) for td in tr.all(tag("td")))
                for tr in section.all(tag("tr")) if tr.inside(tag("tbody"))]
        found.append((section.attrs["data-key"], text_of(section.first(tag("h3"))), [*headers, *paragraphs], rows))
    return found


def errata(root) -> list[tuple]:
    """(table, printed, reading) of each erratum, as search.js slices them from its footnote."""
    found = []
    for section in root.all(tag("section", "reference", data_key=True)):
        for note in section.all(tag("li", data_erratum=True)):
            a, b, c, d = map(int, note.attrs["data-erratum"].split())
            found.append((section.attrs["data-key"], utf16_slice(note.text, a, b), utf16_slice(note.text, c, d)))
    return found


@cache
def views(key: str) -> Element:
    return _Tree(str(pages.ruleset_views(rulesets.ruleset(key)))).root


def field_words(tool) -> set[str]:
    return {w for f in tool.fields for w in (f.label, f.help, *(label for _, label in f.choices)) if w}


@pytest.mark.parametrize("key", rulesets.KEYS)
def test_a_rulesets_views_carry_every_calculator_with_its_title_summary_and_fields_words(key):
    ruleset = rulesets.ruleset(key)
    assert calculators(views(key)) == [(t.key, t.title, t.summary, field_words(t)) for t in ruleset.tools]


@pytest.mark.parametrize("key", rulesets.KEYS)
def test_a_rulesets_views_carry_every_table_its_rule_text_and_its_rows_in_printed_order(key):
    ruleset = rulesets.ruleset(key)
    assert tables(views(key)) == [(t.key, t.title, [*t.headers, *t.text], list(t.rows)) for t in ruleset.tables]


@pytest.mark.parametrize("key", rulesets.KEYS)
def test_a_rulesets_views_carry_every_erratum_once_under_the_table_it_touches(key):
    ruleset = rulesets.ruleset(key)
    assert errata(views(key)) == [(e.table, e.printed, e.reading) for e in ruleset.errata]


@pytest.mark.parametrize("key", rulesets.KEYS)
def test_a_rulesets_views_name_its_game_in_the_heading_of_its_home_view(key):
    home = views(key).first(lambda e: e.attrs.get("data-view") == key)
    assert text_of(home.first(tag("h1"))) == rulesets.ruleset(key).name


def test_an_erratum_is_found_only_under_its_own_table_though_its_footnote_is_under_others_too():
    gurps = rulesets.ruleset("gurps")
    shared = next(e for e in gurps.errata if e.also)
    touched = [t.key for t in gurps.tables if shared.footnote in t.notes]
    assert touched == [shared.table, *shared.also]
    assert [found[0] for found in errata(views("gurps")) if found[1] == shared.printed] == [shared.table]


def test_an_erratums_spans_count_as_javascript_does_past_a_character_outside_the_basic_plane():
    from pyrules.core.reference import Erratum

    erratum = Erratum("G1", "001", "1", "𝟙 ring", "Read as one ring.", "Garbled glyph.")
    a, b, c, d = map(int, pages.erratum_spans(erratum).split())
    assert utf16_slice(erratum.footnote, a, b) == "𝟙 ring"
    assert utf16_slice(erratum.footnote, c, d) == "Read as one ring."


def test_the_pages_own_views_carry_the_dice_roller_a_calculator_of_every_game():
    own = _Tree(str(pages.home_view([rulesets.ruleset(k) for k in rulesets.KEYS])) + str(pages.dice_view())).root
    assert calculators(own) == [(ROLLER.key, ROLLER.title, ROLLER.summary, field_words(ROLLER))]
