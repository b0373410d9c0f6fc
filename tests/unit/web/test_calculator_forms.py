"""The calculators' forms as the page shows them: what the player types, taps and rolls, and what
each form then shows, keeps and logs.

The page's Python (``screen.forms``) runs here over a small fake of the browser
(``fake_browser``) whose document is the page's own pre-rendered forms; what it shows is worked
out by ``screen.calculators``, tested on its own in test_calculators.py."""

import pytest

from pyrules import rulesets
from screen import calculators, pages  # noqa: F401  (imported before the fake browser: kept after it)
from keeping.store import PREFIX, Store
from fake_browser import browser
from test_calculators import Fight
from test_store import FakeStorage

pytestmark = pytest.mark.cpython_only  # the browser's own modules are stood in for: not on Pyodide

GURPS = rulesets.ruleset("gurps")
FORMS = ("gurps-injury", "gurps-success", "gurps-skill")
ROLL_LOG = '<ul id="dice-log"></ul><p id="dice-log-empty">No rolls yet.</p><div id="notice" hidden></div>'


def markup() -> str:
    return "".join(str(pages.tool_form(GURPS.tool(key))) for key in FORMS) + ROLL_LOG


class Page:
    """The page over the fake browser, with the calculators bound to ``fight``."""

    def __init__(self, js, fight):
        from screen import forms

        self.js, self.document, self.forms = js, js.document, forms
        for body in self.document.querySelectorAll("fieldset.tool-body"):
            body.removeAttribute("disabled")
        forms.bind(encounters=fight)

    def by_id(self, element_id):
        return self.document.getElementById(element_id)

    def form(self, key):
        return self.document.querySelector(f'form[data-tool="{key}"]')

    def type(self, key, field, text):
        control = self.by_id(f"{key}--{field}")
        control.value = text
        self.document.fire("input", control)

    def roll(self, key):
        self.document.fire("submit", self.form(key))

    def tap(self, element):
        self.document.fire("click", element)

    def answer(self, key):
        return self.by_id(f"{key}--answer")

    def headline(self, key):
        shown = self.answer(key).querySelector(".headline")
        return None if shown is None else shown.textContent

    def pinned(self, key):
        pinned = self.by_id(f"{key}--pinned")
        return None if pinned.hidden else (pinned.textContent, pinned.attributes["class"])


@pytest.fixture
def storage():
    return FakeStorage(quota=10**7)


@pytest.fixture
def fight():
    return Fight()


@pytest.fixture
def page(monkeypatch, storage, fight):
    with browser(monkeypatch, markup(), storage) as js:
        yield Page(js, fight)


def test_typing_shows_the_answer_pins_its_headline_and_offers_to_apply_it(page):
    page.type("gurps-injury", "damage", "8")
    assert page.headline("gurps-injury") == "Injury 8, major wound"
    assert page.pinned("gurps-injury") == ("Injury 8, major wound", "pinned tone-bad")
    picker = page.by_id("gurps-injury--apply-to")
    assert [o.textContent for o in picker.querySelectorAll("option")] == ["Orc", "Bat"]
    assert page.answer("gurps-injury").querySelector("[data-apply]").textContent == "Apply: 8 HP, torso, major wound"


def test_what_cannot_be_read_is_said_beside_its_field_and_listed_as_what_to_check(page):
    page.type("gurps-injury", "damage", "eight")
    assert page.by_id("gurps-injury--damage").getAttribute("aria-invalid") == "true"
    beside = page.by_id("gurps-injury--damage-error")
    assert not beside.hidden and beside.textContent
    assert page.answer("gurps-injury").querySelector(".check-fields").textContent == "Check 1 field:"
    assert page.pinned("gurps-injury")[1] == "pinned tone-bad"
    page.type("gurps-injury", "damage", "8")
    assert beside.hidden and not page.by_id("gurps-injury--damage").hasAttribute("aria-invalid")


def test_roll_writes_the_roll_into_its_field_and_keeps_it_in_the_roll_log(page):
    page.roll("gurps-success")
    control = page.by_id("gurps-success--roll")
    assert control.value.isdigit() and control.hasAttribute("data-rolled")
    [logged] = page.by_id("dice-log").querySelectorAll("li")
    assert "GURPS · Success roll: 3d6 roll" in logged.textContent and control.value in logged.textContent
    assert page.by_id("dice-log-empty").hidden
    assert page.answer("gurps-success").scrolled_to


def test_as_the_player_types_a_roll_to_be_made_shows_its_odds(page):
    page.type("gurps-success", "skill", "12")
    odds = page.answer("gurps-success").querySelector(".odds")
    assert odds.textContent == "Chance to succeed: 74.1% (roll 12 or less on 3d6)"


def test_apply_wounds_the_chosen_combatant_and_offers_the_tracker(page, fight):
    page.type("gurps-injury", "damage", "8")
    page.by_id("gurps-injury--apply-to").value = "c2"
    page.tap(page.answer("gurps-injury").querySelector("[data-apply]"))
    said = page.by_id("gurps-injury--applied")
    assert said.textContent == "Bat takes 8 HP. Open the tracker"
    assert said.querySelector("a").attributes["href"] == "#gurps-tracker"
    assert [(cid, effect.amount) for _, cid, effect in fight.applied] == [("c2", 8)]


def test_apply_to_a_combatant_with_other_numbers_works_it_out_again_first(page, fight):
    fight.numbers["c1"] = {"hp": 16, "dr": 2}
    page.type("gurps-injury", "damage", "8")
    page.tap(page.answer("gurps-injury").querySelector("[data-apply]"))
    assert page.by_id("gurps-injury--dr").value == "2" and page.by_id("gurps-injury--hp").value == "16"
    assert page.headline("gurps-injury") == "Injury 6"
    assert page.by_id("gurps-injury--applied").textContent.startswith("Worked out again with Orc’s numbers")
    assert fight.applied == []
    page.tap(page.answer("gurps-injury").querySelector("[data-apply]"))
    assert [(cid, effect.amount) for _, cid, effect in fight.applied] == [("c1", 6)]


def test_a_hit_hands_where_it_struck_to_the_injury_form(page):
    page.type("gurps-skill", "location", "skull")
    page.by_id("gurps-skill--roll").value = "5"
    page.roll("gurps-skill")
    assert page.by_id("gurps-injury--location").value == "skull"


def test_a_critical_hit_offers_its_critical_hit_table_roll_in_one_tap_kept_in_the_roll_log(page):
    # seed 001 l.222: "Roll on Critical Hit/Critical Head Blow table"; its rows: Basic Set p. 556
    page.type("gurps-success", "roll_for", "attack")
    page.by_id("gurps-success--roll").value = "3"
    page.roll("gurps-success")
    offered = page.answer("gurps-success").querySelectorAll("[data-table-roll]")
    assert [b.textContent for b in offered] == ["Roll 3d6: Critical Hit table", "Roll 3d6: Critical Head Blow table"]
    page.tap(offered[0])
    said = page.by_id("gurps-success--table-roll-0").textContent
    assert said.startswith("Critical Hit table: 3d6 rolled ") and said.endswith(": read the row in the Basic Set (B556)")
    [logged] = page.by_id("dice-log").querySelectorAll("li")
    assert "GURPS · Success roll: Critical Hit table" in logged.textContent and said in logged.textContent


def test_a_reload_gives_back_what_was_typed_and_the_same_answer(monkeypatch, storage, fight):
    with browser(monkeypatch, markup(), storage) as js:
        Page(js, fight).roll("gurps-success")
        first = Page.__new__(Page)
        first.document = js.document
        rolled, headline = first.by_id("gurps-success--roll").value, first.headline("gurps-success")
    with browser(monkeypatch, markup(), storage) as js:
        again = Page(js, fight)
        js.document.fire("pyrules:view", js.document, detail=type("Detail", (), {"view": "gurps-success"}))
        assert again.by_id("gurps-success--roll").value == rolled
        assert again.headline("gurps-success") == headline
    assert f"{PREFIX}forms" in storage.items and f"{PREFIX}answers" in storage.items


def test_clear_takes_the_answer_away_and_forgets_it(page, storage):
    page.type("gurps-injury", "damage", "8")
    page.by_id("gurps-injury--damage").value = ""  # the browser puts the defaults back before the page hears
    page.document.fire("reset", page.form("gurps-injury"))
    assert page.answer("gurps-injury").children == [] and page.pinned("gurps-injury") is None
    assert "gurps-injury" not in storage.items.get(f"{PREFIX}answers", "{}")


def test_the_tracker_opens_a_calculator_filled_in_for_a_combatant(page):
    page.forms.prefill("gurps-injury", {"damage": 7, "hp": "lots"}, "c2")
    assert page.js.location.hash == "#gurps-injury"
    assert page.by_id("gurps-injury--damage").value == "7" and page.by_id("gurps-injury--hp").value == "10"
    assert page.by_id("gurps-injury--apply-to").value == "c2"


def test_a_link_fills_in_its_calculator_and_shows_the_same_answer_with_the_same_dice(page):
    from screen import links

    page.js.location.hash = "#gurps-success?skill=14&seed=5&rolled=1"
    links.open_link()
    assert page.by_id("gurps-success--skill").value == "14"
    shown = calculators.Calculators(Store(FakeStorage())).solve(
        "gurps-success", {"skill": "14", "roll": "", "roll_for": "task", "against": "melee"}, roll_blanks=True, seed=5)
    assert page.headline("gurps-success") == shown.answer.headline
    assert links.address("gurps-success") == "#gurps-success?skill=14&seed=5&rolled=1"


def test_a_links_bad_value_is_said_beside_its_field(page):
    from screen import links

    page.js.location.hash = "#gurps-injury?damage=eight"
    links.open_link()
    assert page.by_id("gurps-injury--damage").value == "eight"
    assert not page.by_id("gurps-injury--damage-error").hidden
    assert page.answer("gurps-injury").children == []


def test_a_dies_button_rolls_it_into_its_field_and_answers_with_the_dice_in_the_log(page):
    page.tap(page.form("gurps-success").querySelector('[data-roll-field="roll"]'))
    control = page.by_id("gurps-success--roll")
    assert control.value.isdigit() and control.hasAttribute("data-rolled")
    assert page.headline("gurps-success") is not None
    [logged] = page.by_id("dice-log").querySelectorAll("li")
    dice = logged.querySelector("span").children[0]  # "3d6: 4 2 1", before where and what it came to
    notation, faces = dice.split(":")
    assert notation == "3d6" and sum(map(int, faces.split())) == int(control.value)


def test_typing_after_a_roll_shows_the_odds_of_the_next_in_place_of_the_answer(page, storage):
    page.roll("gurps-success")
    assert page.pinned("gurps-success") is not None
    page.type("gurps-success", "skill", "9")
    assert page.answer("gurps-success").querySelector(".odds").textContent.startswith("Chance to succeed")
    assert page.pinned("gurps-success") is None
    assert "gurps-success" not in storage.items.get(f"{PREFIX}answers", "{}")


def test_a_problems_button_takes_the_player_to_its_field(page):
    page.roll("gurps-injury")  # no damage entered
    assert page.document.focused is page.by_id("gurps-injury--damage")
    page.document.focused = None
    page.tap(page.answer("gurps-injury").querySelector("[data-focus-field]"))
    assert page.document.focused is page.by_id("gurps-injury--damage")


def test_choosing_who_the_answer_goes_to_fills_in_their_numbers_and_says_so(page, fight):
    fight.numbers["c2"] = {"hp": 16}
    page.type("gurps-injury", "damage", "8")
    page.type("gurps-injury", "apply-to", "c2")
    assert page.by_id("gurps-injury--hp").value == "16"
    assert page.by_id("gurps-injury--applied").textContent == "Filled in from Bat: Victim's HP 16."
    assert page.by_id("gurps-injury--apply-to").value == "c2"  # the answer worked out again still goes to Bat
