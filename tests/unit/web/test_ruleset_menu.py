"""A ruleset's menu: the tracker first, one tap from the ruleset's tab, then its calculators and
its tables; a view's back link goes to its parent when the page has nowhere else to go back to."""

import re

import pytest

from pyrules import rulesets
from screen.pages import ruleset_views, view


def _menu_links(key: str) -> list[str]:
    html = str(ruleset_views(rulesets.ruleset(key)))
    home = html[html.index(f'id="{key}"'):]
    menu = home[home.index('<ul class="menu">'):home.index("</ul>")]
    return re.findall(r'href="#([^"]+)"', menu)


@pytest.mark.parametrize("key", rulesets.KEYS)
def test_the_encounter_tracker_comes_first_in_each_rulesets_menu(key):
    links = _menu_links(key)
    tools = [tool.key for tool in rulesets.ruleset(key).tools]
    assert links == [f"{key}-tracker", *tools, f"{key}-tables"]


def test_the_trackers_menu_entry_is_marked_to_stand_out():
    html = str(ruleset_views(rulesets.ruleset("gurps")))
    assert '<li class="menu-tracker"><a href="#gurps-tracker"><strong>Encounter tracker</strong>' in html


def test_a_views_back_link_names_its_parent_for_a_view_opened_directly():
    html = str(view("gurps-injury", "Damage to injury", parent="gurps"))
    assert '<a class="back" href="#gurps">‹ Back</a>' in html
