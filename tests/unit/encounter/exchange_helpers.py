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


def a_major_wound_at_the_neck(attacker, victim) -> Session:
    """A GURPS encounter of two cards ((name, side, stats, attacks) each) in which the attacker's
    first attack hits the victim's neck past a failed defense for 6 damage, a major wound to 12 HP
    behind DR 2: the victim's HT roll against knockdown is due (B420)."""
    s = from_cards("gurps", (attacker, victim))
    s.exchanges.begin(named(s, attacker[0]), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "6"})
    s.exchanges.finish()
    return s


def knockdown(s: Session):
    """The reminder due that asks for a roll: the HT roll against knockdown."""
    return next(r for r in s.encounter.state.reminders if r.check is not None)
