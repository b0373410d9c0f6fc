"""What the encounter log says about one combatant: when its damage states began,
the game clock then, and how many of its turns have begun since.

The Cortex tracker needs a little memory the core does not keep per combatant:
the Difficulty of a roll to stay conscious rises by 4 for each further turn the
character acts (seed 003 l.42), and the rolls to stay alive (once a minute, l.48) and
to shed Shock Points (once an hour, l.44) are counted from the moment the state
began. All of it is read from ``state.log``, so undo, redo and reload give it back
exactly. Each entry names its combatant by id (``who``) and carries the game clock
(``clock``); a turn begins at an entry of kind "next" or "act_now"
(``LogEntry.begins_turn``); a damage, heal or edit entry lists the pools it moved
(``pools``: name, before, after); an edit entry lists what it changed (``changed``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from pyrules.core.encounter.model import State

STUN, WOUNDS, SHOCK = "Stun", "Wounds", "Shock"
POOLS = (STUN, WOUNDS, SHOCK)  # the tracker's pools, damage counted up from 0


@dataclass(frozen=True)
class Taken:
    """Stun, Wounds and Shock Points taken (damage counted up from 0)."""

    stun: int
    wounds: int
    shock: int


@dataclass(frozen=True)
class Since:
    """When a state began: at log entry ``index`` (-1: before the log), at game clock ``clock``."""

    index: int
    clock: int


@dataclass(frozen=True)
class Story:
    """One combatant's damage states as the log tells them.

    ``over`` (Stun + Wounds above the Life Points), ``dying`` (Wounds at least
    the Life Points) and ``shock`` (any Shock Points): when each began, None when
    the combatant is not in that state now. ``turns_over``: the combatant's turns
    begun since ``over`` began (the further rolls to stay conscious).
    """

    over: Since | None
    dying: Since | None
    shock: Since | None
    turns_over: int


def story(state: State, cid: str, life_points: int, taken: Taken) -> Story:
    """When ``cid``'s present damage states began, read back from the log.

    ``taken`` is its damage now and ``life_points`` its Life Points now. A state
    began at the damage, heal or edit entry whose pools crossed its boundary. An
    edit of the stats (the Unconscious flag, the dice) starts the rolls to stay
    conscious afresh; the rolls to stay alive and to shed Shock Points keep
    counting through it. A state open since before the log's first entry about
    the combatant (an encounter saved before the log named combatants) began at
    the log's start.
    """
    log = state.log

    def over(t: Taken) -> bool:
        return t.stun + t.wounds > life_points

    def dying(t: Taken) -> bool:
        return t.wounds >= life_points

    def shocked(t: Taken) -> bool:
        return t.shock > 0

    tests = {"over": over, "dying": dying, "shock": shocked}
    open_ = {key: test(taken) for key, test in tests.items()}
    found: dict[str, int] = {}
    begun: list[int] = []  # indices of the combatant's turn begins, newest first
    now = taken

    def close(keys: Iterable[str], index: int) -> None:
        for key in keys:
            if open_[key] and key not in found:
                found[key] = index

    for i in reversed(state.logged_about(cid)):
        if all(not open_[k] or k in found for k in tests):
            break
        entry = log[i]
        if entry.begins_turn:
            begun.append(i)
        before = now
        for pool, was, _ in entry.pools:
            if pool in POOLS:
                before = _with(before, pool.lower(), max(0, was))
        for key, test in tests.items():
            if test(now) and not test(before):
                close((key,), i)
        now = before
        if "stats" in entry.changed:
            close(("over",), i)
    close(tests, -1)

    def since(key: str) -> Since | None:
        if not open_[key]:
            return None
        index = found[key]
        return Since(index, log[index].clock if index >= 0 else (log[0].clock if log else 0))

    over_since = since("over")
    turns = 0 if over_since is None else sum(1 for i in begun if i > over_since.index)
    return Story(over_since, since("dying"), since("shock"), turns)


def _with(taken: Taken, field: str, value: int) -> Taken:
    values = {"stun": taken.stun, "wounds": taken.wounds, "shock": taken.shock}
    values[field] = value
    return Taken(**values)
