"""A tracker's encounters and roster in storage: one key each, safe with two tabs open."""

import json
import random
import sys
from pathlib import Path

import pytest

from pyrules.core.encounter import Encounter, Library, Roster, actions as A
from pyrules.core.encounter.library import Saved
from pyrules.core.errors import RulesError
from keeping.store import PREFIX, Store
from keeping.groups import CombatantText
from keeping.keys import encounter_key
from keeping.log_pieces import LOG_PIECE, LogText
from keeping.records import MOST_ENCOUNTER_TEXT, read_record
from keeping.tracker_store import Conflict, TrackerStore
from test_store import FakeStorage

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from encounter_helpers import random_fight  # noqa: E402


def tab(storage):
    """One browser tab's view of the shared storage."""
    return TrackerStore(Store(storage), "tal", "tal")


def fight(name="Orc"):
    return Encounter.new("tal").apply(A.add(name))


def test_each_encounter_is_its_own_record_and_reads_back():
    storage = FakeStorage(quota=10**7)
    a = tab(storage)
    a.save(Saved("e1", "Bridge", fight()))
    a.save(Saved("e2", "Cave", fight("Bat")))
    assert sorted(k for k in storage.items if k.startswith(PREFIX + "encounter.")) == [
        PREFIX + "encounter.tal.e1", PREFIX + "encounter.tal.e2"]
    library = tab(storage).load()
    assert [s.name for s in library.saved] == ["Bridge", "Cave"] and library.next_id == 3
    assert library.get("e1") == fight()


def test_two_tabs_changing_two_encounters_keep_both_changes():
    storage = FakeStorage(quota=10**7)
    tab(storage).save(Saved("e1", "Bridge", fight()))
    tab(storage).save(Saved("e2", "Cave", fight("Bat")))
    a, b = tab(storage), tab(storage)
    one, two = a.load(), b.load()
    a.save(Saved("e1", "Bridge", one.get("e1").apply(A.damage("c1", 3, "SHP"))))
    b.save(Saved("e2", "Cave", two.get("e2").apply(A.damage("c1", 4, "SHP"))))
    fresh = tab(storage).load()
    assert fresh.get("e1").combatant("c1").resources["SHP"] == 22
    assert fresh.get("e2").combatant("c1").resources["SHP"] == 21


def test_a_write_over_another_tabs_newer_record_is_caught():
    storage = FakeStorage(quota=10**7)
    tab(storage).save(Saved("e1", "Bridge", fight()))
    a, b = tab(storage), tab(storage)
    a.load(), b.load()
    a.save(Saved("e1", "Bridge", fight().apply(A.damage("c1", 3, "SHP"))))
    with pytest.raises(Conflict):
        b.save(Saved("e1", "Bridge", fight().apply(A.damage("c1", 4, "SHP"))))
    name, newer = b.reload("e1")
    b.save(Saved("e1", name, newer.apply(A.damage("c1", 4, "SHP"))))  # the change re-applied: both count
    assert tab(storage).load().get("e1").combatant("c1").resources["SHP"] == 18


def test_a_new_encounter_in_one_tab_survives_actions_in_the_other():
    storage = FakeStorage(quota=10**7)
    tab(storage).save(Saved("e1", "Bridge", fight()))
    a, b = tab(storage), tab(storage)
    a.load(), b.load()
    a.save(Saved("e2", "Ambush", fight("Wolf")))
    assert b.is_taken("e2")
    b.save(Saved("e1", "Bridge", fight().apply(A.damage("c1", 1, "SHP"))))
    assert [s.name for s in tab(storage).load().saved] == ["Bridge", "Ambush"]


def test_roster_members_are_records_of_their_own():
    storage = FakeStorage(quota=10**7)
    a, b = tab(storage), tab(storage)
    roster = Roster("tal").add("Ana").add("Bo")
    for member in roster.members:
        a.save_member(member)
    b.remove_member("m1")
    assert [m.name for m in tab(storage).load_roster().members] == ["Bo"]


def test_the_older_single_key_library_and_roster_move_into_records():
    library = Library().create("Old fight", "tal")
    library = library.put(library.current, fight())
    storage = FakeStorage(quota=10**7, **{"encounters.tal": json.dumps(library.to_dict()),
                                          "roster.tal": json.dumps(Roster("tal").add("Ana").to_dict())})
    a = tab(storage)
    loaded = a.load()
    assert [s.name for s in loaded.saved] == ["Old fight"] and loaded.current == "e1"
    assert [m.name for m in a.load_roster().members] == ["Ana"]
    assert PREFIX + "encounters.tal" not in storage.items and PREFIX + "roster.tal" not in storage.items


def test_a_damaged_record_is_set_aside_and_the_others_load():
    storage = FakeStorage(quota=10**7)
    tab(storage).save(Saved("e1", "Bridge", fight()))
    storage.items[PREFIX + "encounter.tal.e2"] = '{"name": "Broken"'
    assert [s.id for s in tab(storage).load().saved] == ["e1"]
    assert PREFIX + "backup.encounter.tal.e2" in storage.items


def test_an_encounter_too_large_to_keep_is_refused_saying_why(monkeypatch):
    import keeping.records as module

    monkeypatch.setattr(module, "MOST_ENCOUNTER_TEXT", 20_000)
    store = tab(FakeStorage(quota=10**8))
    horde = Encounter.new("tal").apply(A.add("Orc", 60, notes="x" * 200))
    with pytest.raises(RulesError, match="too large to keep"):
        store.save(Saved("e1", "Horde", horde))
    assert store.load().saved == ()


def test_the_log_text_is_written_once_per_entry_and_follows_an_undo():
    log = LogText()
    enc = fight()
    for _ in range(5):
        enc = enc.apply(A.damage("c1", 1, "SHP"))
    assert json.loads(log.text(enc.log)) == enc.to_dict()["log"]
    kept = list(log.texts)
    enc = enc.undo()
    assert json.loads(log.text(enc.log)) == enc.to_dict()["log"] and log.texts == kept[:-1]
    enc = enc.apply(A.damage("c1", 2, "SHP"))
    assert json.loads(log.text(enc.log)) == enc.to_dict()["log"]
    stored = tab(FakeStorage(quota=10**7))
    stored.save(Saved("e1", "Fight", enc))
    assert stored.load().get("e1") == enc


def test_an_encounter_that_cannot_be_shown_is_set_aside_and_the_others_still_load(monkeypatch):
    storage = FakeStorage(quota=10**7)
    tab(storage).save(Saved("e1", "Bridge", fight()))
    tab(storage).save(Saved("e2", "Cave", fight("Bat")))
    drawn = Encounter.view

    def view(encounter):
        if encounter.combatants and encounter.combatants[0].name == "Bat":
            raise OverflowError("cannot draw")
        return drawn(encounter)

    monkeypatch.setattr(Encounter, "view", view)
    library = tab(storage).load()
    assert [s.name for s in library.saved] == ["Bridge"]
    assert PREFIX + "encounter.tal.e2" not in storage.items
    assert any(key.endswith("encounter.tal.e2") and key != PREFIX + "encounter.tal.e2" for key in storage.items)


def long_evening(storage, actions=3000, every=500):
    """One tab saving an encounter after each of ``actions`` actions; the characters written by
    each ``every``-th save, found by watching the storage."""
    a = tab(storage)
    encounter = Encounter.new("tal").apply(A.add("Orc")).apply(A.add("Wolf"))
    written, sizes = [], []
    real = storage.setItem
    storage.setItem = lambda key, value: (written.append(len(value)), real(key, value))
    for turn in range(actions):
        encounter = encounter.apply(A.damage("c1", 1, "SHP") if turn % 2 else A.heal("c1", 1, "SHP"))
        written.clear()
        a.save(Saved("e1", "Long night", encounter))
        if turn % every == every - 1:
            sizes.append(sum(written))
    storage.setItem = real
    return encounter, sizes


def test_over_a_long_evening_a_save_writes_the_same_amount_however_long_the_log():
    storage = FakeStorage(quota=10**8)
    encounter, sizes = long_evening(storage)
    assert max(sizes) < 2 * min(sizes)  # the end of the log and the bounded undo steps, not the evening
    assert len(tab(storage).load().get("e1").log) == len(encounter.log) >= 3000
    assert tab(storage).load().get("e1") == encounter


def test_the_log_is_kept_in_full_pieces_and_the_record_counts_them():
    storage = FakeStorage(quota=10**8)
    encounter, _ = long_evening(storage, actions=1200, every=1200)
    record = json.loads(storage.items[PREFIX + encounter_key("tal", "e1")])
    pieces = record["log_pieces"]
    assert pieces == (len(encounter.log) - 1) // LOG_PIECE >= 2
    for n in range(pieces):
        assert len(json.loads(storage.items[PREFIX + f"log.tal.e1.{n}"])) == LOG_PIECE
    assert PREFIX + f"log.tal.e1.{pieces}" not in storage.items
    assert len(record["encounter"]["log"]) == len(encounter.log) - pieces * LOG_PIECE


def test_an_undo_back_across_a_piece_takes_it_into_the_record_and_a_new_action_writes_it_again():
    storage = FakeStorage(quota=10**8)
    a = tab(storage)
    encounter = Encounter.new("tal", limit=50).apply(A.add("Orc"))
    while len(encounter.log) <= LOG_PIECE:
        encounter = encounter.apply(A.damage("c1", 1, "SHP"))
        a.save(Saved("e1", "Bridge", encounter))
    assert PREFIX + "log.tal.e1.0" in storage.items
    while len(encounter.log) > LOG_PIECE:
        encounter = encounter.undo()
        a.save(Saved("e1", "Bridge", encounter))
    assert PREFIX + "log.tal.e1.0" not in storage.items
    encounter = encounter.apply(A.heal("c1", 2, "SHP")).apply(A.heal("c1", 1, "SHP"))
    a.save(Saved("e1", "Bridge", encounter))
    assert tab(storage).load().get("e1") == encounter


def test_another_tab_reads_an_encounter_with_its_pieces_and_its_action_keeps_them():
    storage = FakeStorage(quota=10**8)
    encounter, _ = long_evening(storage, actions=700, every=700)
    b = tab(storage)
    b.load()
    name, newer = b.reload("e1")
    assert newer == encounter
    b.save(Saved("e1", name, newer.apply(A.damage("c1", 2, "SHP"))))
    assert tab(storage).load().get("e1").log[:len(encounter.log)] == encounter.log


def test_an_encounter_whose_log_piece_is_missing_is_set_aside_and_the_others_load():
    storage = FakeStorage(quota=10**8)
    long_evening(storage, actions=700, every=700)
    tab(storage).save(Saved("e2", "Cave", fight("Bat")))
    del storage.items[PREFIX + "log.tal.e1.0"]
    assert [s.id for s in tab(storage).load().saved] == ["e2"]
    assert PREFIX + "backup.encounter.tal.e1" in storage.items


def test_deleting_an_encounter_deletes_the_pieces_of_its_log():
    storage = FakeStorage(quota=10**8)
    long_evening(storage, actions=1200, every=1200)
    a = tab(storage)
    a.load()
    a.remove("e1")
    assert not [key for key in storage.items if key.startswith(PREFIX + "log.tal.e1.")]


def test_a_backup_reads_an_encounter_with_the_pieces_of_its_log():
    from keeping.backup_file import check_part

    storage = FakeStorage(quota=10**8)
    encounter, _ = long_evening(storage, actions=700, every=700)
    parts = {key[len(PREFIX):]: json.loads(value) for key, value in storage.items.items()}
    assert check_part("encounter.tal.e1", parts["encounter.tal.e1"], parts.get) == parts["encounter.tal.e1"]
    assert check_part("log.tal.e1.0", parts["log.tal.e1.0"], parts.get) == parts["log.tal.e1.0"]
    with pytest.raises(ValueError, match="missing"):
        check_part("encounter.tal.e1", parts["encounter.tal.e1"], {}.get)


def test_saving_after_an_action_writes_out_only_the_new_log_entries(monkeypatch):
    log = LogText()
    encounter = fight()
    log.text(encounter.log)
    written = []
    monkeypatch.setattr("keeping.log_pieces.log_dict", lambda entry: written.append(entry) or {"x": 1})
    for _ in range(50):
        encounter = encounter.apply(A.damage("c1", 1, "SHP"))
        log.text(encounter.log)
    assert len(written) == len(encounter.log) - len(fight().log)


def test_the_saved_text_of_an_encounter_is_its_stored_form():
    from pyrules.core.encounter.schema import write_text

    encounter = fight().apply(A.add("Wolf")).apply(A.damage("c1", 3, "SHP")).undo()
    assert json.loads(write_text(encounter)) == encounter.to_dict(log=False)
    assert Encounter.from_dict({**json.loads(write_text(encounter)),
                                "log": json.loads(LogText().text(encounter.log))}) == encounter


def test_text_kept_between_saves_writes_each_state_as_written_afresh_would():
    from pyrules.core.encounter.schema import write_text

    kept = CombatantText()
    encounter = fight()
    for name in ("Wolf", "Bat", "Rat"):
        encounter = encounter.apply(A.add(name))
    steps = [lambda e: e.apply(A.damage("c2", 1, "SHP")), lambda e: e.apply(A.damage("c3", 2, "SHP")),
             lambda e: e.undo(), lambda e: e.redo(), lambda e: e.apply(A.remove("c1")),
             lambda e: e.apply(A.add("Orc")), lambda e: e.apply(A.damage("c4", 1, "SHP"))]
    for make in steps:
        encounter = make(encounter)
        assert kept.write(encounter) == write_text(encounter, lambda combatants: "")
        assert [json.loads(kept.group_text(encounter.combatants[n:n + 2])) for n in (0, 2)] == [
            encounter.to_dict()["combatants"][n:n + 2] for n in (0, 2)]


def test_text_kept_between_saves_forgets_what_the_encounter_no_longer_holds():
    kept = CombatantText()
    encounter = fight()
    for round_ in range(300):
        encounter = encounter.apply(A.damage("c1", 1, "SHP")).undo() if round_ % 2 else encounter.apply(
            A.damage("c1", 1, "SHP"))
        kept.write(encounter)
    held = len(encounter.combatants) * 2 + len(encounter.history.actions) + len(encounter.history.redo)
    assert len(kept.texts) <= 2 * held + 64


def test_a_newer_record_is_caught_reading_only_its_start_even_under_the_longest_escaped_name():
    storage = FakeStorage(quota=10**7)
    read = []

    def head(key, length):
        read.append(length)
        value = storage.getItem(key)
        return None if value is None else value[:length]

    def tab_reading_heads():
        return TrackerStore(Store(storage, head=head), "tal", "tal")

    name = '"\\\x01' * 15  # 60 characters, each written as up to six in JSON
    crowd = Encounter.new("tal").apply(A.add("Orc", 20))
    tab_reading_heads().save(Saved("e1", name, crowd))
    a, b = tab_reading_heads(), tab_reading_heads()
    a.load(), b.load()
    assert not b.changed_elsewhere("e1")
    a.save(Saved("e1", name, crowd.apply(A.damage("c1", 3, "SHP"))))
    assert b.changed_elsewhere("e1")
    whole = sum(len(value) for key, value in storage.items.items() if ".tal.e1" in key)
    assert read and max(read) < whole / 4


def crowd(count, name="Orc", **history):
    encounter = Encounter.new("tal", **history)
    for i in range(count):
        encounter = encounter.apply(A.add(f"{name} {i}"))
    return encounter


def kinds(written):
    """The kinds of record written, in order: an encounter's record by its key, a group by its encounter's."""
    return [key.rsplit(".", 1)[0] if key.startswith("combatants.") else key for key, _ in written]


def watched(storage):
    """The keys and sizes written to ``storage`` from now on."""
    written = []
    real = storage.setItem
    storage.setItem = lambda key, value: (written.append((key[len(PREFIX):], len(value))), real(key, value))
    return written


def test_saving_after_damage_to_one_of_many_writes_out_only_that_combatants_group(monkeypatch):
    from keeping import groups

    storage = FakeStorage(quota=10**8)
    a = tab(storage)
    encounter = crowd(50)
    a.save(Saved("e1", "Crowd", encounter))
    turned_into_text = []
    real = groups.combatant_dict
    monkeypatch.setattr(groups, "combatant_dict", lambda c: turned_into_text.append(c.id) or real(c))
    written = watched(storage)
    encounter = encounter.apply(A.damage("c27", 2, "SHP"))
    a.save(Saved("e1", "Crowd", encounter))
    assert turned_into_text == ["c27"]
    assert kinds(written) == ["combatants.tal.e1", "encounter.tal.e1"]
    assert written[0][0].endswith(".1s-2" + a.mark)  # the second group, written for revision 2
    assert tab(storage).load().get("e1") == encounter


def test_a_save_writes_no_more_with_five_hundred_combatants_than_with_twenty():
    sizes = {}
    for count in (20, 500):
        storage = FakeStorage(quota=10**9)
        a = tab(storage)
        encounter = Encounter.new("tal")
        for start in range(0, count, 50):  # as the tracker adds them: up to fifty at a time
            encounter = encounter.apply(A.add("Orc", min(50, count - start)))
        for turn in range(120):  # the undo steps full, of the same actions in both fights
            encounter = encounter.apply(A.damage(f"c{count // 2}", 1, "SHP"))
        a.save(Saved("e1", "Crowd", encounter))
        written = watched(storage)
        for turn in range(5):
            encounter = encounter.apply(A.damage(f"c{count // 2}", 1, "SHP"))
            written.clear()
            a.save(Saved("e1", "Crowd", encounter))
        sizes[count] = sum(size for _, size in written)
    assert sizes[500] < 1.2 * sizes[20]


def test_a_save_after_one_action_compares_only_the_group_holding_the_combatant_it_changed(monkeypatch):
    from keeping import groups

    storage = FakeStorage(quota=10**9)
    encounter = Encounter.new("tal", limit=3)
    for _ in range(10):
        encounter = encounter.apply(A.add("Orc", 50))
    for _ in range(3):  # the undo steps past the setup: each action moves their start by one damage
        encounter = encounter.apply(A.damage("c1", 1, "SHP"))
    tab(storage).save(Saved("e1", "Crowd", encounter))
    compared = []
    real = groups._same
    monkeypatch.setattr(groups, "_same", lambda first, second: compared.append(len(second)) or real(first, second))
    for writer in (tab(storage), tab(storage)):  # one that wrote the encounter, one that read it
        writer.load()
        name, encounter = writer.reload("e1")
        writer.save(Saved("e1", name, encounter))
        compared.clear()
        encounter = encounter.apply(A.damage("c250", 1, "SHP"))
        writer.save(Saved("e1", name, encounter))
        assert 0 < sum(compared) <= 3 * groups.GROUP  # its group, as it stands and in the undo steps' start
        assert tab(storage).load().get("e1") == encounter


def test_saved_and_read_back_after_every_step_of_long_random_fights_an_encounter_is_the_same():
    rng = random.Random(7)
    for seed in range(4):
        storage = FakeStorage(quota=10**8)
        a = tab(storage)
        for encounter in random_fight(crowd(30, limit=8), "SHP", rng, 40, duplicate=False):
            a.save(Saved("e1", "Crowd", encounter))
            assert tab(storage).load().get("e1") == encounter
        record = json.loads(storage.items[PREFIX + "encounter.tal.e1"])
        listed = {stamp for side in record["groups"].values() for stamp in side}
        assert {key.rsplit(".", 1)[1] for key in storage.items if key.startswith(PREFIX + "combatants.tal.e1.")} == listed


def test_an_encounter_of_many_combatants_reads_back_through_undo_redo_and_the_history_passing_its_limit():
    storage = FakeStorage(quota=10**8)
    a = tab(storage)
    encounter = Encounter.new("tal", limit=10)
    for i in range(45):
        encounter = encounter.apply(A.add(f"Orc {i}"))
        a.save(Saved("e1", "Crowd", encounter))
    steps = [lambda e: e.apply(A.damage("c3", 1, "SHP")), lambda e: e.apply(A.damage("c44", 2, "SHP")),
             lambda e: e.undo(), lambda e: e.redo(), lambda e: e.apply(A.remove("c21")),
             lambda e: e.apply(A.add("Bat")), lambda e: e.undo(), lambda e: e.undo()]
    for make in steps * 3:
        encounter = make(encounter)
        a.save(Saved("e1", "Crowd", encounter))
        assert tab(storage).load().get("e1") == encounter
    record = json.loads(storage.items[PREFIX + "encounter.tal.e1"])
    listed = {stamp for side in record["groups"].values() for stamp in side}
    stored = {key.rsplit(".", 1)[1] for key in storage.items if key.startswith(PREFIX + "combatants.tal.e1.")}
    assert stored == listed  # every group the record lists, and no other
    assert record["encounter"]["combatants"] == [] and len(record["groups"]["state"]) == 3


def test_the_state_and_the_start_of_its_undo_steps_share_the_groups_they_have_in_common():
    storage = FakeStorage(quota=10**8)
    a = tab(storage)
    encounter = crowd(60, limit=3)
    for _ in range(5):
        encounter = encounter.apply(A.damage("c5", 1, "SHP"))
    a.save(Saved("e1", "Crowd", encounter))
    groups = json.loads(storage.items[PREFIX + "encounter.tal.e1"])["groups"]
    assert groups["state"][1:] == groups["base"][1:] and groups["state"][0] != groups["base"][0]


def test_another_tab_reads_the_groups_and_its_action_writes_only_the_group_it_changed():
    storage = FakeStorage(quota=10**8)
    encounter = crowd(50)
    tab(storage).save(Saved("e1", "Crowd", encounter))
    b = tab(storage)
    b.load()
    name, newer = b.reload("e1")
    assert newer == encounter
    written = watched(storage)
    b.save(Saved("e1", name, newer.apply(A.damage("c1", 2, "SHP"))))
    assert kinds(written) == ["combatants.tal.e1", "encounter.tal.e1"]
    assert tab(storage).load().get("e1").combatant("c1").resources["SHP"] == newer.combatant("c1").resources["SHP"] - 2


def test_a_group_is_never_written_over_and_goes_once_the_record_no_longer_lists_it():
    storage = FakeStorage(quota=10**8)
    a = tab(storage)
    encounter = crowd(30)
    a.save(Saved("e1", "Crowd", encounter))
    first = {key for key in storage.items if key.startswith(PREFIX + "combatants.")}
    written = watched(storage)
    removed = []
    real_remove = storage.removeItem
    storage.removeItem = lambda key: (removed.append(key), real_remove(key))
    a.save(Saved("e1", "Crowd", encounter.apply(A.damage("c2", 1, "SHP"))))
    assert not {PREFIX + key for key, _ in written} & first
    assert [key for key, _ in written][-1] == "encounter.tal.e1"  # the record last: it lists the new group
    assert len(removed) == 1 and removed[0] in first  # the group it replaced, after the record


def test_a_group_no_record_lists_is_cleared_on_loading_but_one_for_the_next_revision_is_left():
    storage = FakeStorage(quota=10**8)
    tab(storage).save(Saved("e1", "Crowd", crowd(25)))
    stray, writing = PREFIX + "combatants.tal.e1.0s-1zzzz", PREFIX + "combatants.tal.e1.1s-2zzzz"
    storage.items[stray] = storage.items[writing] = "[{}]"  # a write that stopped; another tab writing now
    assert tab(storage).load().get("e1") == crowd(25)
    assert stray not in storage.items and writing in storage.items


def test_an_encounter_whose_group_is_missing_is_set_aside_and_the_others_load():
    storage = FakeStorage(quota=10**8)
    a = tab(storage)
    a.save(Saved("e1", "Crowd", crowd(30)))
    a.save(Saved("e2", "Cave", fight("Bat")))
    del storage.items[next(key for key in storage.items if key.startswith(PREFIX + "combatants.tal.e1."))]
    assert [s.id for s in tab(storage).load().saved] == ["e2"]
    assert PREFIX + "backup.encounter.tal.e1" in storage.items


@pytest.mark.parametrize("groups", [
    {"state": ["1s-1abcd"], "base": []},  # a stamp out of its place
    {"state": ["<b>"], "base": []},
    {"state": []},
    [],
])
def test_a_record_whose_list_of_groups_is_damaged_is_refused(groups):
    with pytest.raises(RulesError, match="groups"):
        read_record({**_record(encounter=Encounter.new("tal").to_dict()), "groups": groups},
                    group=lambda stamp: [{}])


def test_an_older_record_holding_its_combatants_reads_and_its_next_save_moves_them_into_groups():
    storage = FakeStorage(quota=10**8)
    encounter = crowd(25)
    storage.items[PREFIX + "encounter.tal.e1"] = json.dumps(
        {"name": "Old", "rev": 4, "encounter": encounter.to_dict()}, separators=(",", ":"))
    a = tab(storage)
    assert a.load().get("e1") == encounter
    a.save(Saved("e1", "Old", encounter.apply(A.damage("c1", 1, "SHP"))))
    record = json.loads(storage.items[PREFIX + "encounter.tal.e1"])
    assert record["rev"] == 5 and record["encounter"]["combatants"] == [] and len(record["groups"]["state"]) == 2
    assert tab(storage).load().get("e1") == encounter.apply(A.damage("c1", 1, "SHP"))


def test_deleting_an_encounter_deletes_its_groups():
    storage = FakeStorage(quota=10**8)
    a = tab(storage)
    a.save(Saved("e1", "Crowd", crowd(45)))
    tab(storage).remove("e1")
    assert not [key for key in storage.items if key.startswith(PREFIX + "combatants.tal.e1.")]


def test_a_backup_reads_an_encounter_with_its_groups():
    from keeping.backup_file import check_part

    storage = FakeStorage(quota=10**8)
    tab(storage).save(Saved("e1", "Crowd", crowd(30)))
    parts = {key[len(PREFIX):]: json.loads(value) for key, value in storage.items.items()}
    group = next(key for key in parts if key.startswith("combatants."))
    assert check_part("encounter.tal.e1", parts["encounter.tal.e1"], parts.get) == parts["encounter.tal.e1"]
    assert check_part(group, parts[group], parts.get) == parts[group]
    with pytest.raises(ValueError, match="missing"):
        check_part("encounter.tal.e1", parts["encounter.tal.e1"], {}.get)


def test_a_character_card_is_saved_with_its_attacks_and_a_damaged_one_is_kept_aside():

    storage = FakeStorage(quota=10**7)
    book = TrackerStore(Store(storage), "gurps", "gurps")
    card = Roster("gurps").add("Brom", stats={"dx": 11, "ht": 12, "dr_locations": "skull 4"},
                               attacks=["Broadsword 14 2d+1 cut"]).members[0]
    book.save_member(card)
    assert TrackerStore(Store(storage), "gurps", "gurps").load_roster().members == (card,)
    storage.items[PREFIX + "member.gurps.m2"] = json.dumps(
        {"id": "m2", "name": "Bad", "side": "party", "notes": "", "stats": {}, "attacks": ["Sword 14 2d slash"]})
    told = []
    roster = TrackerStore(Store(storage, told.append), "gurps", "gurps").load_roster()
    assert [m.name for m in roster.members] == ["Brom"]
    assert any("Sword 14 2d slash" in value for key, value in storage.items.items() if "member.gurps.m2" in key)


def test_a_damaged_record_that_cannot_be_copied_aside_keeps_its_id_from_being_reused():
    storage = FakeStorage(quota=600)
    storage.items[PREFIX + "encounter.tal.e1"] = '{"name": "Broken"' + " " * 300
    book = tab(storage)
    library = book.load()
    assert library.saved == () and PREFIX + "encounter.tal.e1" in storage.items  # frozen where it is
    made = library.create("Encounter 1", "tal")
    assert made.current == "e2" and not book.is_taken(made.current)


@pytest.mark.parametrize("stored", ["[1]", "{}", "7", '"e1; drop"', '"e99"'])
def test_an_open_encounter_mark_that_is_not_an_encounter_of_this_tracker_opens_the_last_one(stored):
    storage = FakeStorage(quota=10**7)
    tab(storage).save(Saved("e1", "Bridge", fight()))
    tab(storage).save(Saved("e2", "Cave", fight("Bat")))
    storage.items[PREFIX + "open.tal"] = stored
    assert tab(storage).load().current == "e2"


def _record(**changes):
    return {"name": "Bridge", "rev": 3, "encounter": fight().to_dict(), **changes}


def test_a_stored_record_gives_its_name_revision_and_encounter():
    name, rev, encounter = read_record(_record())
    assert (name, rev, encounter.combatants[0].name) == ("Bridge", 3, "Orc")


@pytest.mark.parametrize("rev", [0, -1, True, 3.0, "3", None])
def test_a_stored_revision_that_is_not_a_whole_number_from_1_is_damaged(rev):
    with pytest.raises(RulesError, match="^A saved encounter's revision is damaged.$") as error:
        read_record(_record(rev=rev))
    assert error.value.field == "rev"


@pytest.mark.parametrize("pieces", [-1, MOST_ENCOUNTER_TEXT // LOG_PIECE + 1, True, 1.0, "1"])
def test_a_stored_count_of_log_pieces_that_is_not_a_whole_number_in_bounds_is_damaged(pieces):
    with pytest.raises(RulesError, match="count of log pieces is damaged") as error:
        read_record(_record(log_pieces=pieces))
    assert error.value.field == "log_pieces"


def test_deleting_an_encounter_deletes_the_log_pieces_left_under_it_and_no_key_that_is_not_one():
    storage = FakeStorage()
    a = tab(storage)
    for tail in ("0", "2", "x", "²", "-1"):
        a.store.save_text(f"log.tal.e9.{tail}", "[]")
    a.remove("e9")
    assert sorted(key for key in storage.items if key.startswith(PREFIX + "log.tal.e9.")) == [
        PREFIX + "log.tal.e9.-1", PREFIX + "log.tal.e9.x", PREFIX + "log.tal.e9.²"]
