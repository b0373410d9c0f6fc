"""A game master's foes come in groups: a card brought several times in one step ("Orc" ×3 is
Orc 1, Orc 2, Orc 3, each with pools of its own), and a card copied to be changed."""

import random
import sys
from pathlib import Path

import pytest

from pyrules.core.encounter import Encounter, Roster, actions
from pyrules.core.encounter.commands import tap
from pyrules.core.encounter.session import Session
from pyrules.core.encounter.shown import InView
from pyrules.core.errors import RulesError
from keeping.store import Store
from keeping.tracker_store import TrackerStore

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from test_store import FakeStorage  # noqa: E402  (localStorage as a browser has it)


def session(storage=None) -> Session:
    """A GURPS tracker session over ``storage`` (one browser tab), its dice seeded."""
    storage = FakeStorage(quota=10**7) if storage is None else storage
    return Session("gurps", TrackerStore(Store(storage), "gurps", "gurps"), rng=random.Random(1))


def with_orc_card() -> Session:
    """A session whose roster holds one foe's card: an Orc of HP 12 with an axe."""
    s = session()
    s.cards.save(None, {"name": "Orc", "side": "foe", "hp": "12", "attacks": "Axe 12 sw+2 cut melee"})
    return s


def names(s: Session) -> list[str]:
    return [c.name for c in s.encounter.combatants]


def orcs() -> Roster:
    return Roster("gurps").add("Orc", side="foe", stats={"hp": 12}, attacks=["Axe 12 sw+2 cut melee"])


def test_a_card_brought_three_times_joins_as_three_numbered_foes_in_one_step():
    enc = Encounter.new("gurps").apply(orcs().add_action(None, {"m1": 3}))
    assert [c.name for c in enc.combatants] == ["Orc 1", "Orc 2", "Orc 3"]
    assert all(c.side == "foe" and c.attacks == ("Axe 12 sw+2 cut melee",) for c in enc.combatants)
    assert enc.undo().combatants == ()  # one undo takes the whole group away


def test_each_foe_of_a_group_has_pools_of_its_own():
    enc = Encounter.new("gurps").apply(orcs().add_action(None, {"m1": 3}))
    first = enc.named("Orc 1").id
    enc = enc.apply(actions.edit(first, resources={"HP": 5}))
    assert [c.resources["HP"] for c in enc.combatants] == [5, 12, 12]


def test_a_group_is_numbered_past_the_names_already_in_the_encounter():
    enc = Encounter.new("gurps").apply(orcs().add_action(None, {"m1": 3}))
    enc = enc.apply(orcs().add_action(None, {"m1": 2}))
    assert [c.name for c in enc.combatants][3:] == ["Orc 4", "Orc 5"]
    plain = Encounter.new("gurps").apply(orcs().add_action()).apply(orcs().add_action(None, {"m1": 2}))
    assert [c.name for c in plain.combatants] == ["Orc", "Orc 2", "Orc 3"]  # a plain "Orc" counts as 1


def test_how_many_typed_beside_a_card_brings_that_many_in_one_tap():
    s = with_orc_card()
    tap(s, "roster-add", "m1", counts={"m1": "3"})
    assert sorted(names(s)) == ["Orc 1", "Orc 2", "Orc 3"]  # in the order their initiative fell
    assert {c.resources["HP"] for c in s.encounter.combatants} == {12}


def test_how_many_left_blank_brings_a_card_once():
    s = with_orc_card()
    tap(s, "roster-add", "m1", counts={"m1": ""})
    assert names(s) == ["Orc"]


def test_a_new_encounter_brings_each_ticked_card_as_many_times_as_it_says():
    s = with_orc_card()
    s.cards.save(None, {"name": "Brom"})
    tap(s, "roster-new", chosen=None, counts={"m1": "2", "m2": "1"})
    assert sorted(names(s)) == ["Brom", "Orc 1", "Orc 2"]


@pytest.mark.parametrize("typed", ["0", "51", "lots"])
def test_how_many_out_of_bounds_is_refused_naming_the_card_and_the_field(typed):
    s = with_orc_card()
    with pytest.raises(RulesError) as refused:
        tap(s, "roster-add", "m1", counts={"m1": typed})
    assert refused.value.field == "m1.count" and refused.value.message.startswith("Orc: ")
    assert names(s) == []


def test_a_copied_card_keeps_everything_under_the_next_number_and_opens_to_be_changed():
    s = with_orc_card()
    shown = tap(s, "card-copy", "m1")
    original, copy = s.roster.members
    assert copy.name == "Orc 2" and copy.id != original.id
    assert (copy.side, dict(copy.stats), copy.attacks) == (original.side, dict(original.stats), original.attacks)
    assert s.editing == copy.id and shown.in_view == (InView("card-form"),)
    s.cards.save(copy.id, {"name": "Orc archer", "side": "foe", "hp": "10"})
    reread = session(s.book.store.backend)
    assert [(m.name, m.stats["hp"]) for m in reread.roster.members] == [("Orc", 12), ("Orc archer", 10)]


def test_a_copy_of_a_copy_takes_the_next_free_number():
    roster = orcs().copy("m1")
    assert [m.name for m in roster.copy("m2").members] == ["Orc", "Orc 2", "Orc 3"]
    assert [m.id for m in roster.copy("m2").members] == ["m1", "m2", "m3"]
