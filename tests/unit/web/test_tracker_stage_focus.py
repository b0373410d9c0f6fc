"""The field an attack's stage still needs gets the cursor: rolling on stops at a hit's damage only
the game master has, says why beside its field and puts the cursor in it; rolled on to its result,
the focus is on its Apply (``stage_focus``).

The page's Python runs over the small fake of the browser's document of ``test_tracker_files``,
its elements also taking the focus; the session behind it is the real one."""

import sys
import types
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import from_cards, named  # noqa: E402
from test_tracker_files import Browser, Document, Element  # noqa: E402
from pyrules.core.encounter.commands import tap

pytestmark = pytest.mark.cpython_only  # the browser's own modules are stood in for: not on Pyodide

PREFIX = "tal-tracker"
DAMAGE = f"{PREFIX}-stage--damage"


class Focusable(Element):
    """An element that can be scrolled to and take the cursor, folded in nothing."""

    @property
    def tagName(self) -> str:
        return self.tag.upper()

    def closest(self, selector):
        return None

    def scrollIntoView(self, *how) -> None:
        pass

    def focus(self, *how) -> None:
        self.document.focused = self


class Panel(Focusable):
    """The attack's panel, holding its result's Apply (``APPLY``, the one part of it asked for)."""

    def querySelector(self, selector):
        from screen.stage_focus import APPLY
        return self.document.ids[APPLY_ID] if selector == APPLY else None


APPLY_ID = f"{PREFIX}--apply"


class Page(Document):
    def __init__(self, ids):
        self.ids, self.focused = {}, None
        self.body = Element(self, "body")
        for element_id in ids:
            self.body.appendChild((Panel if element_id == f"{PREFIX}--exchange" else Focusable)(self, "div", element_id))
        self.ids["notice"].hidden = True


@pytest.fixture
def page(monkeypatch):
    """A TAL tracker's page over a fake document holding the stage's damage field, its message and
    the banner, with a real session of Ana's attack on an Orc; the browser's modules are put back."""
    document = Page(["notice", f"{PREFIX}--exchange", f"{PREFIX}--error", DAMAGE, f"{DAMAGE}-error", APPLY_ID])
    js = Browser(document)
    ffi = types.SimpleNamespace(create_proxy=lambda f: f, create_once_callable=lambda f: f, jsnull=object())
    played = from_cards("tal", (("Ana", "party", {}, "Sword 55"), ("Orc", "foe", {"constitution": "40"}, "")))
    before = set(sys.modules)  # the rules stay imported: only the page's modules are put back
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", types.SimpleNamespace(ffi=ffi))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    try:
        from screen.tracker import TrackerPage

        tracker = TrackerPage.__new__(TrackerPage)  # its drawing is not what is tried here
        tracker.session, tracker.plugin = played, played.plugin
        tracker.prefix, tracker.file_said, tracker.focused = PREFIX, None, None
        tracker.drawing = types.SimpleNamespace(render=lambda: None, bring_into_view=lambda shown: None)
        tracker.keeping = types.SimpleNamespace(soon=lambda: None)
        tracker.document = document
        yield tracker
    finally:
        for name in set(sys.modules) - before:
            del sys.modules[name]
            package, _, module = name.rpartition(".")
            if package in sys.modules and getattr(sys.modules[package], module, None) is not None:
                delattr(sys.modules[package], module)


def test_rolling_on_to_a_hit_whose_damage_no_card_gives_puts_the_cursor_in_the_damage_field(page):
    s = page.session
    s.exchanges.begin(named(s, "Ana"), 0)
    page._run(lambda reply: tap(s, "exchange-roll-on", data={"roll": "10"}))
    ids = page.document.ids
    assert page.document.focused is ids[DAMAGE]
    assert ids[f"{DAMAGE}-error"].textContent == "Damage: enter a value." and not ids[f"{DAMAGE}-error"].hidden
    assert ids[DAMAGE].attributes["aria-invalid"] == "true"
    assert "Damage to Orc: Damage: enter a value." in ids["notice"].textContent


def test_rolling_on_to_the_result_puts_the_focus_on_its_apply(page):
    s = page.session
    s.exchanges.begin(named(s, "Ana"), 0)
    page._run(lambda reply: tap(s, "exchange-roll-on", data={"roll": "10", "hit_damage": "5"}))
    assert page.document.focused is page.document.ids[APPLY_ID] and s.exchanges.now().result is not None


class StageForm:
    """The stage's form as the page's Python reads it on Next: its kind and its one damage field, blank."""

    def __init__(self, document):
        damage = document.ids[DAMAGE]
        damage.name, damage.type, damage.value = "damage", "text", ""
        self.elements = [damage]

    def getAttribute(self, name):
        return {"data-form": "stage"}.get(name)


def test_next_with_the_damage_left_blank_says_why_beside_it_and_puts_the_cursor_in_it(page):
    s = page.session
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10"})
    page._on_submit(types.SimpleNamespace(preventDefault=lambda: None, target=StageForm(page.document)))
    ids = page.document.ids
    assert page.document.focused is ids[DAMAGE]
    assert ids[f"{DAMAGE}-error"].textContent == "Damage: enter a value."
    assert s.exchanges.now().stage.key == f"damage {named(s, 'Orc')}"  # nothing was answered
