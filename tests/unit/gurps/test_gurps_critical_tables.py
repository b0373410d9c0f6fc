"""A critical sends its roller to a table (G16, seed 001 l.222-236): the answer offers that 3d6 roll
as one tap, and says what it came to with the page the row is read on, since the reference names
the Critical Hit, Critical Head Blow and Critical Miss tables but does not print them (Basic Set
p. 556, published rule). In the calculators (success roll, effective skill, active defense) and in
the tracker's exchange, every roll going to the one roll log with what it is for."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named  # noqa: E402

from pyrules import rulesets  # noqa: E402
from pyrules.core.encounter.commands import tap  # noqa: E402
from pyrules.core.reference import PUBLISHED_RULE  # noqa: E402
from pyrules.gurps.critical_tables import table_roll  # noqa: E402
from screen import exchange_page  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"st": "11", "dx": "11", "ht": "10", "hp": "12", "dr": "2"}, "Axe 12 2d cut melee")
KNIGHT = ("Knight", "foe", {"hp": "12"}, "Broadsword 13 2d cut parry 10")


def tables(tool, **values):
    """The keys of the tables an answer of calculator ``tool`` calls for, with whose roll each is."""
    return [(t.key, t.who) for t in rulesets.tool(tool).answer(values)[1].table_rolls]


def test_a_roll_on_a_table_the_reference_does_not_print_says_the_page_to_read_its_row_on():
    hit = table_roll("critical_hit", "hit")
    assert hit.asked == "Roll 3d6: Critical Hit table"
    assert hit.said(11) == "Critical Hit table: 3d6 rolled 11: read the row in the Basic Set (B556)"
    assert hit.source == f"seed 001 l.222; the table's rows: Basic Set p. 556, {PUBLISHED_RULE}"
    assert table_roll("critical_miss", "miss", "Fighter").said(9) == \
        "Critical Miss table for Fighter: 3d6 rolled 9: read the row in the Basic Set (B556)"


@pytest.mark.parametrize("values, called", [
    ({"roll_for": "attack", "roll": "3"}, [("critical_hit", ""), ("critical_head_blow", "")]),  # l.222
    ({"roll_for": "attack", "roll": "18"}, [("critical_miss", "")]),  # l.230
    ({"roll_for": "parry", "roll": "18"}, [("critical_miss", "")]),  # l.236
    ({"roll_for": "dodge", "roll": "18"}, []),  # l.234: a fall, no table
    ({"roll_for": "dodge", "roll": "3", "against": "melee"}, [("critical_miss", "the attacker")]),  # l.224-226
    ({"roll_for": "dodge", "roll": "3", "against": "ranged"}, []),  # l.228: a thrown weapon is caught
    ({"roll_for": "task", "roll": "3"}, []),
    ({"roll_for": "attack", "roll": "10"}, []),
])
def test_the_success_roll_offers_the_table_its_critical_calls_for(values, called):
    assert tables("gurps-success", skill="12", **values) == called


@pytest.mark.parametrize("location, roll, called", [
    ("torso", "3", ["critical_hit"]), ("skull", "3", ["critical_head_blow"]), ("face", "4", ["critical_head_blow"]),
    ("torso", "18", ["critical_miss"]), ("torso", "9", []),
])
def test_the_attack_roll_offers_the_critical_hit_table_or_the_head_blow_table_where_it_struck(location, roll, called):
    assert [key for key, _ in tables("gurps-skill", base="12", roll_for="melee", location=location, roll=roll)] == called


def test_a_task_roll_that_is_no_attack_calls_for_no_table():
    assert tables("gurps-skill", base="12", roll_for="task", roll="3") == []


def test_an_active_defense_rolled_critically_offers_the_critical_miss_table_to_whom_it_sends():
    assert tables("gurps-defense", defense="parry", base="10", defense_roll="18") == [("critical_miss", "")]
    assert tables("gurps-defense", defense="dodge", base="10", defense_roll="3") == [("critical_miss", "the attacker")]
    assert tables("gurps-defense", defense="dodge", base="10", defense_roll="18") == []


# -- in the tracker's exchange ---------------------------------------------------------------

def played(*answers, cards=(FIGHTER, ORC)):
    s = from_cards("gurps", cards)
    s.exchanges.begin(named(s, "Fighter"), 0)
    for answer in answers:
        s.exchanges.answer(answer)
    return s


def test_a_critical_hit_in_the_exchange_offers_its_table_roll_in_one_tap_kept_in_the_roll_log():
    s = played({"roll": "3"}, {"damage": "5"})  # a critical hit: no defense (l.222)
    assert [(r.key, r.table) for r in s.exchanges.now().result.rolls] == [("critical_hit", "Critical Hit")]
    s.rng = Loaded(3, 4, 4)
    shown = tap(s, "exchange-table-roll", data={"index": "0"})
    said = "Critical Hit table: 3d6 rolled 11: read the row in the Basic Set (B556)"
    assert shown.notice == said + "."
    assert [(r.notation, r.total, r.faces, r.said) for r in shown.rolls] == [("3d6", 11, (3, 4, 4), said)]
    assert s.exchanges.now().result is not None  # the result still waits for Apply: the roll changed nothing


def test_a_critical_hit_to_the_skull_offers_the_critical_head_blow_table():
    s = played({"location": "skull", "roll": "3"}, {"damage": "5"})
    assert [r.key for r in s.exchanges.now().result.rolls] == ["critical_head_blow"]


def test_a_critical_miss_offers_the_attackers_critical_miss_table():
    s = played({"roll": "18"})
    assert [(r.key, r.who) for r in s.exchanges.now().result.rolls] == [("critical_miss", "Fighter")]


def test_a_critically_failed_parry_offers_the_parriers_critical_miss_table():
    s = played({"roll": "6"}, {"defense_roll": "18"}, {"damage": "5"}, cards=(FIGHTER, KNIGHT))
    assert [(r.key, r.who) for r in s.exchanges.now().result.rolls] == [("critical_miss", "Knight")]


def test_the_result_panel_draws_a_button_for_each_table_roll():
    s = played({"roll": "3"}, {"damage": "5"})
    drawn = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", {c.id: c.name for c in s.encounter.combatants}))
    assert 'data-act="exchange-table-roll" class="secondary table-roll" data-index="0">Roll 3d6: Critical Hit table<' \
        in drawn


def test_a_result_with_no_critical_offers_no_table_roll():
    s = played({"roll": "6"}, {"defense_roll": "16"}, {"damage": "5"})
    assert s.exchanges.now().result.rolls == ()
    assert not tap(s, "exchange-table-roll", data={"index": "0"}).rolls
