"""A tracker row is drawn in named parts, each one element, so a wound redraws only what changed."""

from html.parser import HTMLParser

from pyrules import rulesets
from pyrules.core.encounter import Encounter, actions
from screen import tracker_page

PLUGIN = rulesets.tracker("gurps")  # registers the plug-in

VOID = {"input", "br", "img", "meta", "link", "hr"}


class _TopLevel(HTMLParser):
    """Counts the elements at the top level of a piece of markup."""

    def __init__(self):
        super().__init__()
        self.depth, self.count, self.text = 0, 0, ""

    def handle_starttag(self, tag, attrs):
        if self.depth == 0:
            self.count += 1
        if tag not in VOID:
            self.depth += 1

    def handle_endtag(self, tag):
        self.depth -= 1

    def handle_data(self, data):
        if self.depth == 0:
            self.text += data.strip()


def _one_element(markup) -> bool:
    parser = _TopLevel()
    parser.feed(str(markup))
    return parser.count == 1 and parser.text == "" and parser.depth == 0


def _opened_row(encounter, amount="7"):
    row = encounter.view().order[0]
    return tracker_page.combatant_row_parts(row, True, amount, None, PLUGIN.stats, {}, False, "gurps-tracker",
                                            (("gurps-skill", "Skill roll"),))


def _names(drawn):
    return [name for name, _ in drawn.parts]


def test_every_part_of_an_opened_row_is_one_element_and_the_row_is_their_markup():
    encounter = Encounter.new("gurps").apply(actions.add("Ana", notes="left-handed", initiative=5))
    encounter = encounter.apply(actions.add_condition(encounter.view().order[0].id, "Stunned", turns=1))
    drawn = _opened_row(encounter)
    assert _names(drawn) == ["who", "pools", "chips", "notes", "panel"]
    panel = dict(drawn.parts)["panel"]
    assert _names(panel) == ["pools", "amount", "pad", "actions", "calculators", "condition", "edit"]
    assert all(_one_element(part) for _, part in drawn.parts if not isinstance(part, tracker_page.Drawn))
    assert all(_one_element(part) for _, part in panel.parts)
    assert _one_element(drawn.markup()) and 'id="gurps-tracker--row-' in drawn.markup()


def test_a_wound_changes_the_pools_and_the_amount_of_the_opened_row_and_not_its_keypad_or_forms():
    encounter = Encounter.new("gurps").apply(actions.add("Ana", initiative=5))
    before = _opened_row(encounter)
    cid = encounter.view().order[0].id
    after = _opened_row(encounter.apply(actions.damage(cid, 3, None)), amount="")
    changed = {name for (name, old), (_, new) in zip(before.parts, after.parts) if old != new}
    assert {"pools", "panel"} <= changed <= {"pools", "chips", "panel"}
    panel_before, panel_after = dict(before.parts)["panel"], dict(after.parts)["panel"]
    changed_in_panel = {name for (name, old), (_, new) in zip(panel_before.parts, panel_after.parts) if old != new}
    assert "amount" in changed_in_panel and not changed_in_panel & {"pad", "actions", "condition", "edit"}
