"""The pool each combatant's keypad took last, kept in the tab's session storage."""

from screen.pool_memory import PoolMemory
from keeping.store import PREFIX


class SessionStorage:
    """A tab's sessionStorage: text by key; ``broken`` throws as a blocked or full storage does."""

    def __init__(self, broken=False, **items):
        self.items = dict(items)
        self.broken = broken

    def getItem(self, key):
        if self.broken:
            raise RuntimeError("SecurityError")
        return self.items.get(key)

    def setItem(self, key, value):
        if self.broken:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = value


def test_a_pool_remembered_is_found_again_after_a_reload_of_the_tab():
    tab = SessionStorage()
    PoolMemory("gurps", tab).remember("e1", "c1", "FP")
    assert PoolMemory("gurps", tab).get("e1", "c1") == "FP"
    assert PoolMemory("gurps", tab).get("e1", "c2") is None
    assert PoolMemory("tal", tab).get("e1", "c1") is None  # each ruleset keeps its own


def test_a_damaged_memory_starts_the_visit_without_it():
    tab = SessionStorage(**{f"{PREFIX}keypad-pools.gurps": "{not json"})
    assert PoolMemory("gurps", tab).pools == {}
    tab.items[f"{PREFIX}keypad-pools.gurps"] = '{"e1/c1": 3, "e1/c2": "FP"}'
    assert PoolMemory("gurps", tab).pools == {"e1/c2": "FP"}


def test_blocked_storage_remembers_while_the_page_stays_open():
    memory = PoolMemory("gurps", SessionStorage(broken=True))
    memory.remember("e1", "c1", "FP")
    assert memory.get("e1", "c1") == "FP"
