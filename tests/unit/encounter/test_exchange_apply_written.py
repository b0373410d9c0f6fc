"""Apply is kept whole or not at all: the wound and the end of the attack are written together, so
a reload shows the encounter before the Apply, its attack still under way, or after it, never the
one without the other; and a write refused puts the attack back under way and says so."""

import pytest

from exchange_helpers import from_cards, named, session
from pyrules.core.errors import RulesError
from keeping.records import MOST_ENCOUNTER_TEXT
from test_store import FakeStorage

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 2d cut melee")


def played_to_its_result(storage=None):
    """The fighter's broadsword at the orc's neck, the orc's Dodge failed, 6 damage: the result
    waits for Apply (everything so far written)."""
    s = from_cards("gurps", (FIGHTER, ORC)) if storage is None else _from_cards_over(storage)
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "6"})
    s.keep()
    return s


def _from_cards_over(storage):
    s = session("gurps", storage)
    for name, side, stats, attacks in (FIGHTER, ORC):
        s.cards.save(None, {"name": name, "side": side, **stats, "attacks": attacks})
    s.new_from_roster(None)
    return s


def orc_hp(s) -> int:
    return s.plugin.pools.current(s.encounter.named("Orc"), "HP")


def reloaded(s):
    """What a reload of the page finds in storage, without writing what the page has not."""
    return session(s.ruleset, s.book.store.backend)


def test_until_the_wound_is_written_a_reload_finds_the_attack_still_under_way_and_no_wound():
    s = played_to_its_result()
    s.exchanges.finish()  # shown; written once the page has painted it
    again = reloaded(s)
    assert orc_hp(again) == 12 and again.exchanges.now().result is not None


def test_once_the_wound_is_written_a_reload_finds_the_wound_and_no_attack():
    s = played_to_its_result()
    s.exchanges.finish()
    s.keep()
    again = reloaded(s)
    assert orc_hp(again) < 12 and again.exchange is None
    assert not any(".exchange." in key for key in s.book.store.backend.items)  # nothing kept apart


def test_an_apply_storage_refuses_leaves_storage_before_the_apply_with_the_attack_under_way():
    storage = FakeStorage(quota=10**7)
    s = played_to_its_result(storage)
    s.exchanges.finish()
    storage.quota = 0  # full: nothing more can be written
    s.keep()
    assert orc_hp(s) < 12  # shown and kept while the page lives
    storage.quota = 10**7
    again = reloaded(s)
    assert orc_hp(again) == 12 and again.exchanges.now().result is not None


def test_an_apply_too_large_to_keep_puts_the_attack_back_at_its_result_and_says_so(monkeypatch):
    s = played_to_its_result()
    s.exchanges.finish()
    monkeypatch.setattr("keeping.records.MOST_ENCOUNTER_TEXT", 10)
    with pytest.raises(RulesError, match="The attack is still under way"):
        s.keep()
    assert orc_hp(s) == 12 and s.exchanges.now().result is not None
    monkeypatch.setattr("keeping.records.MOST_ENCOUNTER_TEXT", MOST_ENCOUNTER_TEXT)
    s.exchanges.finish()
    s.keep()
    assert orc_hp(reloaded(s)) < 12 and reloaded(s).exchange is None
