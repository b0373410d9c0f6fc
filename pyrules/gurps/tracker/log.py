"""What the encounter log says happened to each combatant: turn starts and blows.

The GURPS tracker needs a little memory the core does not keep per combatant:
the injury since a victim's last turn (shock, G17 l.240), and how much of the
HP lost came from fatigue rather than wounds (l.206: at 0 FP or less each FP
lost also costs 1 HP; such HP are no wound, so they call for no shock and no
bleeding). It is derived from ``state.log``, so undo and reload give it back
exactly. Each entry names its combatant by id (``who``); a turn begins at an
entry of kind "next" or "act_now" (``LogEntry.begins_turn``; a turn that
resumes is logged "resume"); a damage entry lists the pools it moved
(``pools``: name, before, after) and the pool it was given to (``pool``). A
blow given to FP, or that moved FP, was fatigue; the HP it took came from the
fatigue, even a blow to FP already at -1xFP, which moves HP alone (l.208). A
blow remembers where it landed and what it did (``location``, ``effects``), so
shock reads the groin's double penalty from the same rule as the calculator.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pyrules.core.encounter.model import LogEntry, State
from pyrules.gurps.data.injury import DAMAGE_TYPE_ORDER, LOCATION_EFFECTS
from pyrules.gurps.wounding import WOUND_EFFECT_WORDS, WoundEffect, damage_type_word

# Each damage type by the word a log says it with (the injury calculator's), in the order of
# ``DAMAGE_TYPE_ORDER``.
_DAMAGE_TYPE_OF_WORD = tuple((damage_type_word(code), code) for code in DAMAGE_TYPE_ORDER)


def wound_effects_in(words: Iterable[str]) -> frozenset[WoundEffect]:
    """What a blow's words say it did, by key ("major wound" -> "major_wound"): with
    ``damage_type_in``, the one place a logged blow's words are read."""
    said = set(words)
    return frozenset(key for key, word in WOUND_EFFECT_WORDS.items() if word in said)


def damage_type_in(words: Iterable[str]) -> str | None:
    """The damage type a blow's words name ("toxic" -> "tox"), or None."""
    said = set(words)
    return next((code for word, code in _DAMAGE_TYPE_OF_WORD if word in said), None)


@dataclass(frozen=True)
class Blow:
    """One damage action taken by a combatant, with the pools it moved (None: unchanged)."""

    index: int
    cid: str
    hp_before: int | None = None
    hp_after: int | None = None
    fp_before: int | None = None
    fp_after: int | None = None
    location: str = ""            # where it landed, when a calculator said so
    effects: tuple[str, ...] = ()  # what else it did ("major wound", "crippled")
    pool: str = ""                # the pool it was given to ("" in logs written before entries said so)

    @property
    def hp_lost(self) -> int:
        if self.hp_before is None or self.hp_after is None:
            return 0
        return max(0, self.hp_before - self.hp_after)

    @property
    def fatigue(self) -> bool:
        """Whether the blow was to FP: the HP it took came through fatigue (l.206-208), not from a wound."""
        return self.pool == "FP" or (self.fp_before is not None and self.fp_after is not None)

    @property
    def place(self) -> str:
        """Where the wound landed, for shock: the torso when nobody said."""
        return self.location if self.location in LOCATION_EFFECTS else "torso"

    @property
    def wound(self) -> int:
        """The HP a wound took: all the HP lost, unless they were lost through fatigue."""
        return 0 if self.fatigue else self.hp_lost

    @property
    def major_wound(self) -> bool:
        """Whether the calculator that applied it called it a major wound (a crippling one is, at
        any HP, G17 l.242)."""
        return "major_wound" in wound_effects_in(self.effects)

    @property
    def damage_type(self) -> str | None:
        """The damage type the calculator that applied it said, when the location's effects leave
        that type alone ("tox" at the skull); None: not said."""
        return damage_type_in(self.effects)


@dataclass(frozen=True)
class Start:
    """The start of a combatant's turn."""

    index: int
    cid: str


Event = Start | Blow  # what the log says happened to a combatant


def blow(index: int, entry: LogEntry) -> Blow:
    """The blow a damage entry records."""
    assert entry.who is not None  # a damage entry names who took it
    pools = {name: (before, after) for name, before, after in entry.pools}
    hp = pools.get("HP", (None, None))
    fp = pools.get("FP", (None, None))
    return Blow(index, entry.who, hp[0], hp[1], fp[0], fp[1], entry.location, entry.effects, entry.pool)


def events(state: State, cid: str | None = None) -> tuple[Event, ...]:
    """Every turn start and blow in the log (of ``cid``, or of anyone), oldest first."""
    found: list[Event] = []
    for index in range(len(state.log)) if cid is None else state.logged_about(cid):
        entry = state.log[index]
        if entry.who is None:
            continue
        if entry.begins_turn:
            found.append(Start(index, entry.who))
        elif entry.kind == "damage":
            found.append(blow(index, entry))
    return tuple(found)


def starts(found: Iterable[Event], cid: str | None = None) -> list[int]:
    """Log indices of turn starts (of ``cid``, or of anyone), oldest first."""
    return [e.index for e in found if isinstance(e, Start) and (cid is None or e.cid == cid)]


def blows(found: Iterable[Event], after: int, before: int | None = None, cid: str | None = None) -> list[Blow]:
    """The blows logged after index ``after`` (and before ``before``), to ``cid`` or to anyone."""
    return [e for e in found if isinstance(e, Blow) and e.index > after
            and (before is None or e.index < before) and (cid is None or e.cid == cid)]


def injury(found_blows: Iterable[Blow]) -> int:
    """The HP wounds took in these blows, added up (HP lost through fatigue are no injury for shock)."""
    return sum(b.wound for b in found_blows)


def wounds(found_blows: Iterable[Blow]) -> tuple[tuple[int, str], ...]:
    """Each wound of these blows as (HP, where it landed), for the shock rule."""
    return tuple((b.wound, b.place) for b in found_blows if b.wound)


def fatigue_hp(found: Iterable[Event]) -> int:
    """The HP lost through fatigue in these events, added up."""
    return sum(e.hp_lost for e in found if isinstance(e, Blow) and e.fatigue)


def fatigue_hp_by_combatant(state: State) -> dict[str, int]:
    """The HP each combatant lost through fatigue, read in one pass over the log."""
    lost: dict[str, int] = {}
    for index, entry in enumerate(state.log):
        if entry.who is not None and entry.kind == "damage":
            found = blow(index, entry)
            if found.fatigue and found.hp_lost:
                lost[entry.who] = lost.get(entry.who, 0) + found.hp_lost
    return lost


@dataclass(frozen=True)
class ShockMemory:
    """The injury behind a combatant's shock: this turn's (if its turn is running) and the next turn's."""

    this_turn: int
    next_turn: int
    this_turn_wounds: tuple[tuple[int, str], ...] = ()
    next_turn_wounds: tuple[tuple[int, str], ...] = ()


def shock_memory(state: State, cid: str, found: Sequence[Event] | None = None) -> ShockMemory:
    """HP lost since the combatant's last turn began (for its next turn), and, while its turn runs,
    the HP lost between its previous turn's start and this one's (for this turn).

    ``found`` is ``events(state, cid)`` when the caller has it already.
    """
    found = events(state, cid) if found is None else found
    own = starts(found)
    last = own[-1] if own else -1
    running = cid in state.begun and bool(own)
    this_turn = blows(found, own[-2] if len(own) > 1 else -1, last) if running else []
    next_turn = blows(found, last)
    return ShockMemory(injury(this_turn), injury(next_turn), wounds(this_turn), wounds(next_turn))
