"""Files read into the tracker as the page shows them: a later file's word replaces the last one's,
so a refused file never stands under the last file's "Loaded 1 card" banner.

The page's Python runs here over a small fake of the browser's document (the few calls the
tracker's file steps make); the session behind it is the real one."""

import json
import sys
import types
from pathlib import Path
from unittest import mock

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import session  # noqa: E402
from fake_browser import over_browser  # noqa: E402

pytestmark = pytest.mark.cpython_only  # the browser's own modules are stood in for: not on Pyodide


class Element:
    """An element as the page's Python uses it: text, children, hidden, attributes, listeners."""

    def __init__(self, document, tag: str, element_id: str | None = None):
        self.document, self.tag, self.id = document, tag, element_id
        self.parent, self.children, self.own_text = None, [], ""
        self.hidden, self.value, self.type, self.attributes = False, "", "", {}
        if element_id:
            document.ids[element_id] = self

    @property
    def textContent(self) -> str:
        return self.own_text + "".join(c.textContent for c in self.children)

    @textContent.setter
    def textContent(self, text: str) -> None:
        for child in self.children:
            child.parent = None
        self.children, self.own_text = [], text

    @property
    def firstElementChild(self):
        return self.children[0] if self.children else None

    @property
    def isConnected(self) -> bool:
        return self is self.document.body or (self.parent is not None and self.parent.isConnected)

    def appendChild(self, child) -> None:
        child.parent = self
        self.children.append(child)

    def setAttribute(self, name, value) -> None:
        self.attributes[name] = value

    def removeAttribute(self, name) -> None:
        self.attributes.pop(name, None)

    def addEventListener(self, event, handler) -> None:
        pass


class Document:
    def __init__(self, ids):
        self.ids = {}
        self.body = Element(self, "body")
        for element_id in ids:
            self.body.appendChild(Element(self, "div", element_id))
        self.ids["notice"].hidden = True

    def getElementById(self, element_id):
        return self.ids.get(element_id)

    def createElement(self, tag):
        return Element(self, tag)


class Browser(types.ModuleType):
    """The ``js`` module: the fake document, and a stand-in for whatever else is asked of it."""

    def __init__(self, document):
        super().__init__("js")
        self.document = document

    def __getattr__(self, name):
        return mock.MagicMock(name=f"js.{name}")


FILE_CONTROLS = ("import", "load-cards", "import-character")


@pytest.fixture
def page(monkeypatch):
    """The GURPS tracker's page over a fake document holding its file controls and the banner,
    with a real session; the browser's modules are put back afterwards."""
    prefix = "gurps-tracker"
    document = Document(["notice"] + [f"{prefix}--{c}{end}" for c in FILE_CONTROLS for end in ("", "-error")])
    with over_browser(monkeypatch, Browser(document)):
        from screen.tracker import TrackerPage

        tracker = TrackerPage.__new__(TrackerPage)  # its drawing is not what is tried here
        tracker.session, tracker.prefix, tracker.file_said = session("gurps"), prefix, None
        tracker.drawing = types.SimpleNamespace(render=lambda: None, bring_into_view=lambda shown: None)
        tracker.keeping = types.SimpleNamespace(soon=lambda: None)
        tracker.document = document
        yield tracker


def banner(tracker):
    shown = tracker.document.getElementById("notice")
    return None if shown.hidden else shown.firstElementChild.textContent


def error_beside(tracker, control):
    slot = tracker.document.getElementById(f"gurps-tracker--{control}-error")
    return None if slot.hidden else slot.textContent


def load_cards(tracker, text):
    """A card file chosen in the tracker's "Load cards from a file"."""
    from pyrules.core.encounter import commands as C

    tracker._read_file(C.CARDS_FILE, text)


def import_character(tracker, text):
    """A character sheet chosen in the tracker's "Import a character"."""
    from pyrules.core.encounter import commands as C

    tracker._read_file(C.CHARACTER_FILE, text)


def cards_file(*names, ruleset="gurps"):
    return json.dumps({"pyrules": "cards", "version": 1, "ruleset": ruleset,
                       "cards": [{"name": n, "side": "party"} for n in names]})


def test_a_loaded_card_file_puts_up_its_banner(page):
    load_cards(page, cards_file("Rowan"))
    assert banner(page) == "Loaded 1 card."
    assert error_beside(page, "load-cards") is None


def test_a_refused_card_file_takes_the_last_files_banner_down_and_says_its_own_refusal(page):
    load_cards(page, cards_file("Rowan"))
    load_cards(page, cards_file("Mal", ruleset="cortex"))
    assert banner(page) is None
    assert error_beside(page, "load-cards").startswith("Nothing was loaded: These cards are for Cortex")
    assert [m.name for m in page.session.roster.members] == ["Rowan"]


def test_a_refused_character_sheet_takes_the_card_files_banner_down_too(page):
    load_cards(page, cards_file("Rowan"))
    import_character(page, "{not a sheet")
    assert banner(page) is None
    assert error_beside(page, "import-character").startswith("Nothing was loaded: ")


def test_a_file_loaded_after_a_refused_one_clears_the_refusal_beside_any_file_control(page):
    import_character(page, "{not a sheet")
    load_cards(page, cards_file("Rowan"))
    assert banner(page) == "Loaded 1 card."
    assert error_beside(page, "import-character") is None


def test_a_refused_file_leaves_a_message_that_is_not_a_files_in_the_banner(page):
    from screen import dom

    load_cards(page, cards_file("Rowan"))
    dom.notice("Saving failed: this browser's storage is full.")
    load_cards(page, "{broken")
    assert banner(page) == "Saving failed: this browser's storage is full."
