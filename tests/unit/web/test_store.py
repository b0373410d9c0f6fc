"""The promises the app makes about what it keeps, over a storage that can fill up or break."""

import json

import pytest

from keeping.json_text import StorageError, check_json_text, parse_json
from keeping.store import ASIDE, PREFIX, Store


class FakeStorage:
    """localStorage as a browser has it: keys in order, and a quota in characters."""

    def __init__(self, quota=10_000, **items):
        self.items = {PREFIX + k: v for k, v in items.items()}
        self.quota = quota

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)

    def key(self, i):
        return list(self.items)[i]

    @property
    def length(self):
        return len(self.items)


def _store(storage):
    told = []
    return Store(storage, told.append), told


def test_a_saved_value_is_loaded_back():
    store, _ = _store(FakeStorage())
    store.save("forms", {"a": 1})
    assert _store(store.backend)[0].load("forms", None) == {"a": 1}


def test_damaged_data_is_copied_aside_and_the_user_told_which_key():
    storage = FakeStorage(forms="{not json")
    store, told = _store(storage)
    assert store.load("forms", "default") == "default"
    assert storage.items[ASIDE + "forms"] == "{not json" and PREFIX + "forms" not in storage.items
    assert "forms" in told[-1]


def test_a_second_damaged_value_of_the_same_key_keeps_the_first_copy():
    storage = FakeStorage(forms="first damage")
    _store(storage)[0].load("forms", None)
    storage.items[PREFIX + "forms"] = "second damage"
    _store(storage)[0].load("forms", None)
    kept = sorted(v for k, v in storage.items.items() if k.startswith(ASIDE))
    assert kept == ["first damage", "second damage"]


def test_a_value_that_read_only_in_part_is_kept_aside_whole_before_the_part_that_read_is_saved():
    storage = FakeStorage(cards='[{"name": "Rowan"}, "damaged"]')
    store, told = _store(storage)
    cards = store.load("cards", [])
    store.keep_copy_aside("cards", "1 of the cards did not read.")
    store.save("cards", cards[:1])
    assert storage.items[ASIDE + "cards"] == '[{"name": "Rowan"}, "damaged"]'
    assert json.loads(storage.items[PREFIX + "cards"]) == [{"name": "Rowan"}]
    assert "cards" in told[-1] and "did not read" in told[-1]


def test_without_room_for_a_copy_the_damaged_original_is_never_overwritten():
    storage = FakeStorage(quota=60, forms="{damaged but precious}")
    store, told = _store(storage)
    store.load("forms", None)
    assert storage.items[PREFIX + "forms"] == "{damaged but precious}"
    assert "left where it is" in told[-1]
    store.save("forms", {"new": 1})
    assert storage.items[PREFIX + "forms"] == "{damaged but precious}"
    assert store.everything(lambda k, v, _part: v)[1] == {"forms": "{damaged but precious}"}


def test_the_notice_names_every_damaged_key():
    store, told = _store(FakeStorage(forms="x{", rolls="y["))
    store.load("forms", None)
    store.load("rolls", None)
    assert "forms" in told[-1] and "rolls" in told[-1]


def test_with_storage_full_the_backup_still_holds_everything_done_since():
    storage = FakeStorage(quota=40)
    store, told = _store(storage)
    store.save("rolls", [1, 2, 3])
    store.save("rolls", list(range(50)))
    assert "Saving failed" in told[-1]
    assert store.everything(lambda k, v, _part: v)[0]["rolls"] == list(range(50))


def test_stored_parts_not_opened_this_session_are_checked_and_kept_aside_when_damaged():
    def check(key, value, _part):
        if key == "encounters.gurps":
            raise ValueError("damaged")
        return value

    storage = FakeStorage(**{"encounters.gurps": json.dumps({"bad": 1}), "forms": "{}", "theme": "dark"})
    data, aside = _store(storage)[0].everything(check)
    assert data == {"forms": {}, "theme": "dark"}
    assert aside == {"encounters.gurps": '{"bad": 1}'}


def test_a_restore_writes_everything_or_nothing():
    storage = FakeStorage(quota=120, forms='{"old":1}')
    store, _ = _store(storage)
    with pytest.raises(StorageError, match="nothing was changed"):
        store.replace_all({"forms": {"new": 1}, "rolls": ["x" * 100]}, {})
    assert storage.items == {PREFIX + "forms": '{"old":1}'}


def test_a_restore_with_no_storage_at_all_says_so():
    with pytest.raises(StorageError, match="does not let pyrules keep data"):
        Store(None).replace_all({"forms": {}}, {})


def test_a_broken_backend_is_never_an_error_for_the_app():
    class Broken:
        def __getattr__(self, name):
            raise RuntimeError("SecurityError")

    store, told = _store(Broken())
    assert store.load("forms", 5) == 5
    assert store.save("forms", {}) is False and told
    assert store.everything(lambda k, v, _part: v) == ({"forms": {}}, {})


def test_deeply_nested_or_huge_text_is_refused_before_it_is_parsed():
    with pytest.raises(StorageError, match="nested too deeply"):
        parse_json("[" * 100_000 + "]" * 100_000, "The file")
    with pytest.raises(StorageError, match="too large"):
        check_json_text("x" * 20, "The file", limit=10)
    assert check_json_text('["[[[[[[", {"a": [1]}]', "x", depth=3)
    with pytest.raises(StorageError, match="not valid JSON"):
        parse_json("Expecting", "The file")


def test_only_stored_text_is_scanned_for_nesting_not_what_the_app_holds_in_memory(monkeypatch):
    import keeping.store

    scanned = []
    monkeypatch.setattr(keeping.store, "check_json_text", lambda text, what, **limits: scanned.append(what) or text)
    log = [{"notation": "d100", "faces": [i], "total": i} for i in range(100)]  # nested past MAX_DEPTH
    storage = FakeStorage(rolls=json.dumps(log))
    store, _ = _store(storage)
    assert store.load("rolls", []) == log and scanned == ["rolls"]
    store.save("rolls", log[1:])
    assert store.load("rolls", []) == log[1:] and store.load("rolls", []) == log[1:]
    assert scanned == ["rolls"]  # read from storage once; after that the app's own text
    assert store.fresh("rolls") == log[1:] and scanned == ["rolls", "rolls"]  # another tab may have written it


def test_a_peek_at_the_start_of_a_value_reads_only_that_much():
    storage = FakeStorage(big="x" * 5000)
    asked = []
    store = Store(storage, head=lambda key, length: asked.append((key, length)) or storage.getItem(key)[:length])
    assert store.peek("big", 10) == "x" * 10
    assert asked == [(PREFIX + "big", 10)]
    assert store.peek("none", 10) is None
    assert Store(storage).peek("big", 3) == "xxx" and Store(storage).peek("big") == "x" * 5000
