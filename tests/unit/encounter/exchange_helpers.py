"""A tracker session to play exchanges in, over the page's real storage, and dice that fall as told."""

import random
import sys
from pathlib import Path

from pyrules.core.encounter.session import Session
from keeping.store import Store
from keeping.tracker_store import TrackerStore

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from test_store import FakeStorage  # noqa: E402  (localStorage as a browser has it)


class Loaded(random.Random):
    """Dice whose faces fall in the order given (then as a seeded generator would)."""

    def __init__(self, *faces: int):
        super().__init__(7)
        self.faces = list(faces)

    def randint(self, a, b):
        return self.faces.pop(0) if self.faces else super().randint(a, b)


class Taps:
    """A session that counts the calls a page makes: each tap one, each typed value its keys (a
    step of one of the session's parts, such as ``exchanges.begin``, counted the same)."""

    def __init__(self, session: Session, counts: "Taps | None" = None):
        self.session, self.taps, self.keys = session, 0, 0
        self.counts = counts or self

    def __getattr__(self, name):
        found = getattr(self.session, name)
        if name in ("exchanges", "cards", "encounters", "reminder_rolls"):  # the session's parts a tap reaches
            return Taps(found, self.counts)

        def tapped(*args, **kwargs):
            self.counts.taps += 1
            for value in list(args) + list(kwargs.values()):
                if isinstance(value, dict):
                    self.counts.keys += sum(len(str(v)) for v in value.values())
            return found(*args, **kwargs)
        return tapped


def session(ruleset: str, storage=None, rng=None) -> Session:
    """A tracker session over ``storage`` (a second one over the same storage is a reload)."""
    storage = FakeStorage(quota=10**7) if storage is None else storage
    return Session(ruleset, TrackerStore(Store(storage), ruleset, ruleset), rng=rng or random.Random(1))


def reread(s: Session) -> Session:
    """What a reload of the page would find in storage, once the page has written what it showed."""
    s.keep()
    return session(s.ruleset, s.book.store.backend)


def from_cards(ruleset: str, cards, rng=None) -> Session:
    """A new encounter of these character cards ((name, side, stats, attacks) each), not started."""
    s = session(ruleset, rng=rng)
    for name, side, stats, attacks in cards:
        s.cards.save(None, {"name": name, "side": side, **stats, "attacks": attacks})
    s.new_from_roster(None)
    return s


def named(s: Session, name: str) -> str:
    return s.encounter.named(name).id
