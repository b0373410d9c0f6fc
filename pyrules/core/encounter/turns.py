"""Whose turn it is: next and previous turn, holding, acting now, time passing, the end.

The rules this module keeps:

* **Turns.** "next" ends the active combatant's turn and begins the next one's
  in the order, wrapping to the first and starting a new round after the last.
  The first "next" begins round 1 with the first in the order.
* **Rounds and the clock.** Round 1 starts at clock 0; each new round adds the
  plug-in's ``round_seconds`` to the game clock; "time passes" adds any number of
  seconds. Each advance asks the plug-in which game-time checks fell due.
* **A turn begins** (turn_start reminders; "turns" conditions counted on this
  combatant start counting) **and ends** (those conditions lose a turn and end
  at 0; turn_end reminders) once each. A turn interrupted by "act now", or
  held mid-turn, resumes later without beginning again. The log says which:
  a turn begins at an entry of kind "next" or "act_now", and carries on at one
  of kind "resume".
* **Reminders** due now are emptied when the turn changes (next, previous,
  holding the active turn, act now) or time passes, and filled with what that
  change brings; reminders of damage and healing (moment "damage") and of
  conditions ending join them until the next such change.
* **Conditions "for N turns"** count the turns of their anchor (the bearer unless
  another combatant is named): only whole turns that begin after the condition
  was placed. Placed on X for 2 turns, it ends at the end of X's 2nd turn from
  now; placed during X's own turn, that turn does not count.
* **Conditions "for N rounds"** lose a round each time a new round begins:
  placed in round r for N rounds, it ends as round r + N begins.
* **Time passing** counts as ``seconds // round_seconds`` rounds for timed
  conditions (each "turns" condition loses as many turns) but does not change
  the round counter.
* **Delay / hold**: the combatant leaves the order (flagged ``held``); if it was
  active, the turn passes on without ending its turn. **Act now** puts it back
  just before the active combatant (at the front if no one is active) and makes
  it active; the interrupted combatant's turn resumes after it.
* **Previous** moves the marker back one place (a round back from the first
  in the order, the clock back by a round); it does not undo what turns did:
  conditions, reminders and damage stay. Use undo to take a turn back.
* After **end**, the turn actions (next, previous, delay, act now) are refused.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from pyrules.core.errors import RulesError

from pyrules.core.encounter.actions import (
    ActNowAction,
    DelayAction,
    EndAction,
    NextAction,
    PreviousAction,
    TimeAction,
)
from pyrules.core.encounter.model import Combatant, Condition, Prompt, State
from pyrules.core.encounter.plugins import Plugin


def not_ended(state: State, field: str) -> None:
    if state.ended:
        raise RulesError("The encounter has ended; undo to carry on.", field)


def count_down(state: State, plugin: Plugin, chosen: Callable[[Combatant, Condition], bool], by: int) -> State:
    """Take ``by`` off every ``chosen`` timed condition; those at 0 end: each is logged and
    reminded, followed by the plug-in's ``on_condition_end`` reminders for it."""
    ended: list[tuple[Combatant, Condition]] = []
    combatants = []
    changed = False
    for c in state.combatants:
        kept = []
        touched = False
        for cond in c.conditions:
            if cond.unit is not None and chosen(c, cond):
                touched = True
                assert cond.left is not None  # a timed condition is made with its count (add_condition)
                left = cond.left - by
                if left <= 0:
                    ended.append((c, cond))
                    continue
                cond = replace(cond, left=left)
            kept.append(cond)
        if touched:
            changed = True
            c = replace(c, conditions=tuple(kept))
        combatants.append(c)
    if not changed:
        return state
    state = replace(state, combatants=tuple(combatants))
    gone = state
    for c, cond in ended:
        text = f"{cond.name} on {c.name} ends."
        state = state.logged("expire", text, c.id).reminded([Prompt(text)], "condition", c.id)
        state = state.reminded(plugin.reminders.on_condition_end(gone, gone.combatant(c.id), cond), "condition", c.id)
    return state


def begin_turn(state: State, plugin: Plugin, cid: str) -> State:
    """``cid``'s turn begins (once: a resumed turn does not begin again)."""
    if cid in state.begun:
        return state
    combatants = []
    for c in state.combatants:
        if any(cond.unit == "turns" and cond.anchor == cid and not cond.counting for cond in c.conditions):
            c = replace(c, conditions=tuple(
                replace(cond, counting=True) if cond.unit == "turns" and cond.anchor == cid else cond
                for cond in c.conditions
            ))
        combatants.append(c)
    state = replace(state, combatants=tuple(combatants), begun=state.begun + (cid,))
    return state.reminded(plugin.reminders.at(state, state.combatant(cid), "turn_start"), "turn_start", cid)


def end_turn(state: State, plugin: Plugin, cid: str) -> State:
    """``cid``'s turn ends: its counted conditions lose a turn; turn_end reminders."""
    def counted(c: Combatant, cond: Condition) -> bool:
        return cond.unit == "turns" and cond.anchor == cid and cond.counting

    state = count_down(state, plugin, counted, 1)
    state = replace(state, begun=tuple(b for b in state.begun if b != cid))
    return state.reminded(plugin.reminders.at(state, state.combatant(cid), "turn_end"), "turn_end", cid)


def advance_clock(state: State, plugin: Plugin, seconds: int) -> State:
    """The game clock runs on ``seconds``; checks that fall due are reminded."""
    before = state.clock
    state = replace(state, clock=before + seconds)
    return plugin.reminders.elapse(state, before, state.clock)


def new_round(state: State, plugin: Plugin) -> State:
    state = advance_clock(replace(state, round=state.round + 1), plugin, plugin.round_seconds)
    state = state.logged("round", f"Round {state.round} begins.")
    return count_down(state, plugin, lambda c, cond: cond.unit == "rounds", 1)


def pass_turn(state: State, plugin: Plugin, index: int) -> State:
    """The turn goes to the ``index``-th in the order (past the last: a new round, the first)."""
    order = state.order
    if not order:
        return replace(state, active=None)
    if index >= len(order):
        index = 0
        state = new_round(replace(state, active=None), plugin)
    cid = order[index].id
    state = replace(state, active=cid)
    state = state.logged("resume" if cid in state.begun else "next", f"{state.combatant(cid).name}’s turn.", cid)
    return begin_turn(state, plugin, cid)


def order_index(state: State, cid: str) -> int:
    for i, c in enumerate(state.order):
        if c.id == cid:
            return i
    raise RulesError(f"{state.combatant(cid).name} is not in the turn order.", "id")


def next_turn(state: State, plugin: Plugin, action: NextAction) -> State:
    not_ended(state, "next")
    if not state.order:
        raise RulesError("No one is in the turn order.", "next")
    state = replace(state, reminders=())
    if state.active is None:
        return pass_turn(state, plugin, 0)
    index = order_index(state, state.active)
    state = end_turn(state, plugin, state.active)
    return pass_turn(state, plugin, index + 1)


def previous_turn(state: State, plugin: Plugin, action: PreviousAction) -> State:
    not_ended(state, "previous")
    if state.active is None:
        raise RulesError("No one’s turn has begun yet.", "previous")
    order = state.order
    index = order_index(state, state.active)
    begun = tuple(b for b in state.begun if b != state.active)
    if index == 0:
        if state.round == 1:
            raise RulesError("This is the first turn of the encounter.", "previous")
        state = replace(state, round=state.round - 1, clock=max(0, state.clock - plugin.round_seconds))
        index = len(order)
    back = order[index - 1].id
    if back not in begun:
        begun += (back,)
    state = replace(state, active=back, begun=begun, reminders=())
    return state.logged("previous", f"Back to {state.combatant(back).name}’s turn (round {state.round}).", back)


def delay(state: State, plugin: Plugin, action: DelayAction) -> State:
    not_ended(state, "id")
    cid = action["id"] if action["id"] is not None else state.active
    if cid is None:
        raise RulesError("No one’s turn has begun: choose who holds.", "id")
    c = state.combatant(cid)
    if c.held:
        raise RulesError(f"{c.name} is already holding.", "id")
    if cid != state.active:
        return state.put(replace(c, held=True)).logged("delay", f"{c.name} holds.", cid)
    index = order_index(state, cid)
    state = replace(state.put(replace(c, held=True)), reminders=())
    return pass_turn(state.logged("delay", f"{c.name} holds.", cid), plugin, index)


def act_now(state: State, plugin: Plugin, action: ActNowAction) -> State:
    not_ended(state, "id")
    cid = action["id"]
    c = state.combatant(cid)
    if not c.held:
        raise RulesError(f"{c.name} is not holding a turn.", "id")
    rest = tuple(x for x in state.combatants if x.id != cid)
    at = 0
    if state.active is not None:
        at = next(i for i, x in enumerate(rest) if x.id == state.active)
    state = replace(state, combatants=rest[:at] + (replace(c, held=False),) + rest[at:], active=cid, reminders=())
    kind = "resume" if cid in state.begun else "act_now"  # held mid-turn: that turn carries on
    return begin_turn(state.logged(kind, f"{c.name} acts now.", cid), plugin, cid)


def time_passes(state: State, plugin: Plugin, action: TimeAction) -> State:
    seconds = action["seconds"]
    state = advance_clock(replace(state, reminders=()), plugin, seconds)
    state = state.logged("time", f"Time passes: {duration_text(seconds)}.")
    rounds = seconds // plugin.round_seconds
    if rounds:
        state = count_down(state, plugin, lambda c, cond: True, rounds)
    return state


def end(state: State, plugin: Plugin, action: EndAction) -> State:
    not_ended(state, "end")
    rounds = "1 round" if state.round == 1 else f"{state.round} rounds"
    state = state.logged("end", f"The encounter ends after {rounds}.")
    return replace(state, ended=True, active=None, begun=(), reminders=())


def duration_text(seconds: int) -> str:
    """ "1 hour 30 minutes", "45 seconds"."""
    parts = []
    for size, word in ((86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")):
        amount, seconds = divmod(seconds, size)
        if amount:
            parts.append(f"{amount} {word}{'' if amount == 1 else 's'}")
    return " ".join(parts) or "0 seconds"


def clock_text(seconds: int) -> str:
    """The game clock as "1:02:05" (past an hour) or "2:05"."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
