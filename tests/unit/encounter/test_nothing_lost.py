"""Nothing a game master did is lost: a record a newer version saved is left whole beside this
version's work, and what was done while storage was full is the state in memory, in the safety
file, and written once there is room."""

import json
import random

import pytest

from exchange_helpers import from_cards, named, reread, session
from pyrules.core.encounter.schema import SCHEMA
from pyrules.core.encounter.session import Session
from pyrules.core.errors import RulesError
from keeping.backup_file import check_part, read_backup
from keeping.store import ASIDE, PREFIX, Store
from keeping.keys import encounter_key
from keeping.log_pieces import LOG_PIECE
from keeping.records import read_record
from keeping.tracker_store import TrackerStore
from test_store import FakeStorage

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 2d cut melee")


def told(s):
    """Everything the store said to the player, in order (the page shows each as a notice)."""
    return s.book.store.said


def watched(s):
    """The session with its store's notices kept in ``store.said``."""
    s.book.store.said = []
    s.book.store.tell = s.book.store.said.append
    return s


def listening(storage, ruleset="gurps"):
    """A new tab on ``storage`` whose store's notices are kept in ``store.said``."""
    said = []
    store = Store(storage, said.append)
    store.said = said
    return Session(ruleset, TrackerStore(store, ruleset, ruleset), rng=random.Random(3))


def stored(storage, saved_id="e1", ruleset="gurps"):
    """The stored keys of one encounter (its record, groups and log pieces) and their text."""
    mine = (f"{PREFIX}encounter.{ruleset}.{saved_id}", f"{PREFIX}combatants.{ruleset}.{saved_id}.",
            f"{PREFIX}log.{ruleset}.{saved_id}.")
    return {key: text for key, text in storage.items.items() if key == mine[0] or key.startswith(mine[1:])}


def a_long_fight(storage):
    """An encounter of 25 combatants (two groups) whose log has a full piece written apart."""
    s = session("gurps", storage)
    s.add({"name": "Orc", "count": "25", "initiative": "10"})
    while len(s.encounter.log) <= LOG_PIECE + 10:
        s.next_turn(confirmed=True)
    s.keep()
    return s


def saved_by_a_newer_version(storage, saved_id="e1", ruleset="gurps", **more):
    """The record written again by a newer version: its revision one more, its schema above this version's."""
    key = PREFIX + encounter_key(ruleset, saved_id)
    record = json.loads(storage.items[key])
    record["rev"] += 1
    record["encounter"]["schema"] = SCHEMA + 1
    record.update(more)
    storage.items[key] = json.dumps(record, separators=(",", ":"))


def everything(s):
    """The safety file "Save everything to a file" writes: (data, kept aside, not yet saved)."""
    data, aside = s.book.store.everything(check_part)
    return data, aside, [key for key in s.book.store.not_yet_saved() if key in data]


def restored(data, aside=None):
    """A new browser with the safety file restored into it, its tracker opened."""
    document = {"pyrules": "everything", "version": 1, "data": data, "kept_aside": aside or {}}
    backup = read_backup(json.dumps(document))
    storage = FakeStorage(quota=10**7)
    Store(storage).replace_all(backup.data, backup.aside)
    return session("gurps", storage)


def full(storage):
    """Storage with no room left for anything."""
    storage.quota = sum(len(k) + len(v) for k, v in storage.items.items())


# -- a newer version's record -------------------------------------------------------------------

def test_a_record_a_newer_version_saved_is_left_whole_with_its_groups_and_log_pieces():
    storage = FakeStorage(quota=10**7)
    a_long_fight(storage)
    saved_by_a_newer_version(storage, beacon=True)
    newer = stored(storage)
    assert any(".log." in k or k.startswith(PREFIX + "log.") for k in newer)
    assert sum(k.startswith(PREFIX + "combatants.") for k in newer) >= 2

    s = listening(storage)  # this version opens the tracker, and the game master plays on
    s.add({"name": "Goblin", "initiative": "12"})
    s.next_turn()
    s.encounters.new()
    s.encounters.delete(confirmed=True)
    s.keep()
    reread(s).add({"name": "Wolf"})

    assert stored(storage) == newer  # every key of it untouched
    assert "e1" not in {saved.id for saved in s.library.saved}
    assert any("saved by a newer version" in said for said in told(s))
    assert not any("could not be read" in said for said in told(s))


def test_the_newer_record_is_read_back_whole_by_the_newer_version_after_this_versions_work():
    storage = FakeStorage(quota=10**7)
    a_long_fight(storage)
    before = read_record(json.loads(storage.items[PREFIX + encounter_key("gurps", "e1")]),
                         lambda n: json.loads(storage.items[f"{PREFIX}log.gurps.e1.{n}"]),
                         lambda stamp: json.loads(storage.items[f"{PREFIX}combatants.gurps.e1.{stamp}"]))
    saved_by_a_newer_version(storage)
    s = listening(storage)
    s.add({"name": "Goblin"})
    s.keep()
    # the newer version reads its record back: here, the same record with this version's schema again
    record = json.loads(storage.items[PREFIX + encounter_key("gurps", "e1")])
    record["encounter"]["schema"] = SCHEMA
    after = read_record(record, lambda n: json.loads(storage.items[f"{PREFIX}log.gurps.e1.{n}"]),
                        lambda stamp: json.loads(storage.items[f"{PREFIX}combatants.gurps.e1.{stamp}"]))
    assert (after[0], after[2]) == (before[0], before[2])  # its name and encounter, the revision one more


def test_a_newer_record_that_holds_a_part_this_version_does_not_know_is_said_to_be_newer_not_damaged():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.add({"name": "Orc"})
    s.keep()
    saved_by_a_newer_version(storage, notes_of_the_newer_version={"x": 1})
    newer = stored(storage)
    s = listening(storage)
    assert stored(storage) == newer
    assert not any(key.startswith(ASIDE) for key in storage.items)
    assert any("saved by a newer version" in said for said in told(s))
    assert not any("damaged" in said or "could not be read" in said for said in told(s))


def test_a_record_with_a_part_no_version_of_this_one_writes_is_taken_for_a_newer_versions():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.add({"name": "Orc"})
    s.keep()
    key = PREFIX + encounter_key("gurps", "e1")
    storage.items[key] = storage.items[key][:-1] + ',"reach":{"rings":3}}'
    s = listening(storage)
    assert key in storage.items and "e1" not in {saved.id for saved in s.library.saved}
    assert any("saved by a newer version" in said for said in told(s))


def test_an_encounter_id_once_used_is_never_given_again():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)  # e1
    s.encounters.new()  # e2
    s.encounters.delete(confirmed=True)  # e2 was the last: e1 is open again
    s.keep()
    s = session("gurps", storage)  # a later visit
    s.encounters.new()
    assert s.library.open_id == "e3"


def test_an_id_of_a_damaged_record_set_aside_is_not_given_to_a_new_encounter():
    storage = FakeStorage(quota=10**7)
    a_long_fight(storage)
    key = PREFIX + encounter_key("gurps", "e1")
    storage.items[key] = json.dumps({**json.loads(storage.items[key]), "rev": "x"})
    parts = {k: v for k, v in stored(storage).items() if k != key}
    s = listening(storage)
    assert ASIDE + "encounter.gurps.e1" in storage.items and key not in storage.items
    assert s.library.open_id == "e2"
    s.add({"name": "Goblin"})
    s.keep()
    assert stored(storage) == parts  # its groups and log pieces are untouched
    assert any("could not be read" in said for said in told(s))


@pytest.mark.parametrize("newer", [{"portrait": "rowan.png"}, {"stats": {"st": 12, "sanity": 11}}],
                         ids=["a part", "a stat"])
def test_a_card_a_newer_version_saved_is_left_alone_and_its_id_never_given_again(newer):
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.cards.save(None, {"name": "Rowan", "side": "party"})
    card = json.loads(storage.items[PREFIX + "member.gurps.m1"])
    storage.items[PREFIX + "member.gurps.m1"] = json.dumps({**card, **newer})
    kept = storage.items[PREFIX + "member.gurps.m1"]
    s = listening(storage)
    s.cards.save(None, {"name": "Mia", "side": "party"})
    assert storage.items[PREFIX + "member.gurps.m1"] == kept
    assert [m.id for m in s.roster.members] == ["m2"]
    assert any("saved by a newer version" in said for said in told(s))


def test_a_tab_of_a_newer_version_saving_the_open_encounter_is_said_and_this_tab_writes_it_no_more():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.add({"name": "Orc"})
    s.keep()
    saved_by_a_newer_version(storage)
    newer = stored(storage)
    shown = s.another_tab_wrote(encounter_key("gurps", "e1"))
    assert "newer version" in shown.notice and "e1" not in {saved.id for saved in s.library.saved}
    s.add({"name": "Wolf"})
    s.keep()
    assert stored(storage) == newer


def test_a_change_made_on_an_encounter_a_newer_version_saved_since_is_refused_saying_why():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.add({"name": "Orc"})
    s.keep()
    saved_by_a_newer_version(storage)
    newer = stored(storage)
    try:
        s.add({"name": "Wolf"})
    except RulesError as error:
        assert "newer version" in error.message and "not made" in error.message
    else:
        raise AssertionError("the change was made on a record this version cannot read")
    s.keep()
    assert stored(storage) == newer


def test_with_storage_full_the_newer_version_notice_and_saving_failed_are_both_said():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.add({"name": "Orc"})
    s.keep()
    saved_by_a_newer_version(storage)
    full(storage)
    s = listening(storage)  # its new encounter cannot be written
    last = told(s)[-1]
    assert "Saving failed" in last and "saved by a newer version" in last


# -- storage full ---------------------------------------------------------------------------------

def test_what_was_done_while_storage_was_full_is_in_the_safety_file_marked_not_yet_saved():
    storage = FakeStorage(quota=10**7)
    s = watched(session("gurps", storage))
    s.add({"name": "Orc", "initiative": "10"})
    s.keep()
    full(storage)
    orc = named(s, "Orc")
    s.select(orc)
    s.digit("4")
    s.damage(orc, "HP")
    s.add({"name": "Goblin", "initiative": "9"})
    s.keep()
    assert any("Saving failed" in said for said in told(s))

    data, aside, unwritten = everything(s)
    assert encounter_key("gurps", "e1") in unwritten
    back = restored(data, aside)
    assert [c.name for c in back.encounter.combatants] == ["Orc", "Goblin"]
    assert back.encounter.combatant(orc).resources["HP"] == 6


def test_an_attack_applied_while_storage_was_full_is_in_the_safety_file_with_its_wound():
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "torso", "roll": "6"})
    s.keep()
    full(s.book.store.backend)
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "9"})
    s.exchanges.finish()
    s.keep()
    back = restored(*everything(s)[:2])
    assert back.exchange is None  # the attack is applied, not waiting at its result
    assert back.encounter.combatant(named(back, "Orc")).resources["HP"] == 12 - 7 * 3 // 2


def test_when_storage_frees_up_what_was_not_yet_written_is_written():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.add({"name": "Orc", "initiative": "10"})
    s.keep()
    full(storage)
    s.add({"name": "Goblin", "initiative": "9"})
    s.keep()
    assert [c.name for c in reread(s).encounter.combatants] == ["Orc"]  # only in memory so far
    storage.quota = 10**7  # room again (the game master deleted something elsewhere)
    s.book.store.freed = True
    s.keep()
    assert s.book.store.not_yet_saved() == []
    assert [c.name for c in session("gurps", storage).encounter.combatants] == ["Orc", "Goblin"]


def test_while_storage_is_full_a_reloaded_card_added_in_memory_is_not_lost_from_the_roster():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    full(storage)
    s.cards.save(None, {"name": "Rowan", "side": "party"})
    s.cards.save(None, {"name": "Mia", "side": "party"})
    assert [m.name for m in s.roster.members] == ["Rowan", "Mia"]
    assert [m.id for m in s.roster.members] == ["m1", "m2"]


def test_a_rescued_files_part_that_cannot_be_read_is_kept_aside_and_said():
    document = {"pyrules": "everything", "version": 1, "rescued": True, "kept_aside": {},
                "data": {"forms": {}, "rolls": "not a roll log"}}
    backup = read_backup(json.dumps(document))
    assert "rolls" in backup.aside and "forms" in backup.data
    assert any("rolls" in reason for reason in backup.refused) and "rolls" in backup.said()


def test_a_newer_versions_record_found_while_saving_already_fails_is_said_with_saving_failed():
    storage = FakeStorage(quota=10**7)
    s = session("gurps", storage)
    s.add({"name": "Orc"})
    s.keep()
    saved_by_a_newer_version(storage)
    full(storage)
    said = []
    store = Store(storage, said.append)
    store.save("forms", {"gurps-skill": {"base": "12"}})  # the page saved something first, and failed
    Session("gurps", TrackerStore(store, "gurps", "gurps"))
    assert "Saving failed" in said[-1] and "saved by a newer version" in said[-1]
