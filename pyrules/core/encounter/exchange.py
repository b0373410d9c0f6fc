"""The exchange: one attack played from the tracker with both combatants' own numbers.

An ``Exchange`` (``exchange_data``) is plain data that survives a reload half-way: the ruleset,
the attacker, the targets, the attack chosen (its place among the attacker's attack lines, or
None: a free attack) and the stages answered so far, each as the calculator values it was answered
with, rolls included. Everything else is worked out again from those values, so the same exchange
read back gives the same answers.

It is walked (``exchange_walk``) through its ruleset's steps (``ExchangeRules``, a plug-in's
``exchange``): given what was answered so far, the next ``Stage`` (one of the ruleset's
calculators filled in from both combatants, each value saying where it came from, every roll a
roll field) or, once nothing is left to ask, its ``Result`` (what happened, and the damage each
target takes). The result is one tracker action,
``actions.exchange``, undone in one tap; the action keeps the exchange it played (``played``), so
the undo brings the attack back at its result, and its ``id``, so it is never applied twice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Mapping

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field

from pyrules.core.encounter import actions, exchange_data
from pyrules.core.encounter.exchange_data import Exchange
from pyrules.core.encounter.exchange_walk import Answered, Context, ExchangeRules, Result, Stage, Throw, stored_value
from pyrules.core.encounter.model import Combatant, State, frozen_map, plain
from pyrules.core.encounter.plugins import Plugin
from pyrules.core.encounter.standing import Out
from pyrules.core.encounter.words import exchange_said

# What an exchange is made of, named here as ever (``exchange_walk``, ``exchange_data``), and what it does.
__all__ = ["Answered", "Context", "Exchange", "ExchangeRules", "Result", "Stage", "Throw", "Walk", "action",
           "answer", "back", "begin", "default_targets", "new_id", "out_of_fight", "played", "resumed", "rules_of",
           "walk"]

def new_id(rng: random.Random | None = None) -> str:
    """A new exchange's id, drawn from the system's randomness unless ``rng`` is given (two tabs
    beginning two attacks at once must not draw the same)."""
    return f"{exchange_data.ID_PREFIX}{(rng or _IDS).randrange(1, 10**9)}"


_IDS = random.SystemRandom()


@dataclass(frozen=True)
class Walk:
    """An exchange worked out: the stages answered, and the stage now asked (``stage``) or, at its
    end, the ``result``."""

    exchange: Exchange
    done: tuple[Answered, ...]
    stage: Stage | None = None
    result: Result | None = None
    said: str = field(default="", compare=False)  # ``text``, once worked out

    @property
    def rolled_by_app(self) -> bool:
        """Whether the app rolled the attack's dice: some were rolled, and every field its stages
        roll when left blank was left to the app, none typed from the player's own dice."""
        throws = [a for a in self.done if a.throws]
        return bool(throws) and all(set(a.stage.rolls) <= set(a.rolled) for a in self.done)

    @property
    def text(self) -> str:
        """What happened, for the log: each stage's answer, with the dice rolled, and the result
        (worked out as the walk was made)."""
        return self.said or exchange_said(self.done, self.result, actions.EXCHANGE_TEXT_LONGEST)


def rules_of(plugin: Plugin) -> ExchangeRules:
    if not isinstance(plugin.exchange, ExchangeRules):  # None: it plays none
        raise RulesError(f"{plugin.name or plugin.key} plays no exchanges: use its calculators.", "attack")
    return plugin.exchange


def default_targets(state: State, attacker: str, last: Iterable[str] = (),
                    out: Callable[[Combatant], Out | None] = lambda c: None) -> tuple[str, ...]:
    """Whom an attack goes to unless told: never the attacker, never one out of the fight (``out``:
    its ruleset's standing says what took it out, or None); the targets it attacked last that are
    still in the fight, else the next foe (a combatant of another side) in the turn order after
    them that is, else the first other combatant that is; none when everyone else is out of it."""
    me = state.combatant(attacker, "attacker")
    others = [c for c in state.combatants if c.id != attacker]
    if not others:
        raise RulesError(f"{me.name} has no one to attack.", "targets")
    last = tuple(last)
    kept = tuple(cid for cid in last if cid != attacker and (c := state.find(cid)) is not None and out(c) is None)
    if kept:
        return kept
    foes = [c for c in others if c.side != me.side]
    after = max((i for i, c in enumerate(foes) if c.id in last), default=-1) + 1
    return next(((c.id,) for c in foes[after:] + foes[:after] + (others if not foes else []) if out(c) is None), ())


def out_of_fight(state: State, plugin: Plugin) -> Callable[[Combatant], Out | None]:
    """What took a combatant of ``state`` out of the fight, as its ruleset's standing says (None:
    it is in it)."""
    return lambda combatant: plugin.standing.of(combatant, state).out


def begin(state: State, plugin: Plugin, attacker: str, attack: int | None = None,
          targets: Iterable[str] | None = None, last: Iterable[str] = ()) -> Exchange:
    """A new exchange: ``attacker`` uses its attack line ``attack`` (None: a free attack) on
    ``targets`` (None: the default targets); RulesError naming what does not fit."""
    rules_of(plugin)
    me = state.combatant(attacker, "attacker")
    standing = plugin.standing.of(me, state)
    for what in ("acts", "attacks"):
        if not standing.may(what):
            raise RulesError(standing.refusal(what) or f"{me.name} cannot attack now.", "attack")
    if attack is not None and validate.kept_whole(attack, low=0, high=len(me.attacks) - 1) is None:
        raise RulesError(f"{me.name} has no such attack.", "attack")
    chosen = default_targets(state, attacker, last, out_of_fight(state, plugin)) if targets is None \
        else tuple(dict.fromkeys(targets))
    if not chosen:
        raise RulesError("Choose whom to attack.", "targets")
    for cid in chosen:
        state.combatant(cid, "targets")
    if attacker in chosen:
        raise RulesError(f"{me.name} cannot attack itself.", "targets")
    return Exchange(plugin.key, attacker, chosen, attack)


def walk(state: State, plugin: Plugin, exchange: Exchange, kept: Walk | None = None) -> Walk:
    """The exchange worked out again from its stored values: each stage is asked anew and
    answered with what it was answered with (no dice are rolled); RulesError when a stage no
    longer fits the encounter (a combatant has gone).

    ``kept`` is a walk made on the same ``state`` of this exchange, or of one this exchange
    continues (the same attack, fewer stages answered): the stages it answered are taken as they
    are, so a stage tap works out one stage, not every one before it."""
    rules = rules_of(plugin)
    reused = _reused(kept, exchange)
    if kept is not None and reused is not None and len(reused) == len(exchange.stages):
        return kept  # the very exchange kept
    done: list[Answered] = list(reused or ())
    quiet = random.Random(0)  # every roll is among the stored values or its seed: nothing is rolled
    for key, values, rolled, seed in exchange.stages[len(done):]:
        now = rules.walk(Context(state, plugin, exchange, tuple(done)))
        if not isinstance(now, Stage) or now.key != key:
            raise RulesError("This exchange no longer fits the encounter: cancel it and start again.", "exchange")
        again = now.answer(values, quiet, seed)
        labels = {f.name: f.label for f in now.fields}
        done.append(replace(again, throws=tuple(Throw(name, labels.get(name, name), notation, values[name])
                                                for name, notation in rolled.items())))
    return _next(state, plugin, exchange, tuple(done))


def _reused(kept: Walk | None, exchange: Exchange) -> tuple[Answered, ...] | None:
    """The stages of ``kept`` that ``exchange`` answered just so; None when it is another attack,
    or not one that continues ``kept``."""
    if kept is None or replace(kept.exchange, stages=()) != replace(exchange, stages=()):
        return None
    count = len(kept.exchange.stages)
    if count > len(exchange.stages) or exchange.stages[:count] != kept.exchange.stages:
        return None
    return kept.done


def _next(state: State, plugin: Plugin, exchange: Exchange, done: tuple[Answered, ...]) -> Walk:
    """The exchange with ``done`` answered: the stage asked next, or its result."""
    now = rules_of(plugin).walk(Context(state, plugin, exchange, done))
    if isinstance(now, Stage):
        return Walk(exchange, done, stage=now)
    return Walk(exchange, done, result=now, said=exchange_said(done, now, actions.EXCHANGE_TEXT_LONGEST))


def answer(state: State, plugin: Plugin, exchange: Exchange, raw: Mapping[str, Any],
           rng: random.Random, kept: Walk | None = None) -> tuple[Exchange, Answered]:
    """The exchange with its current stage answered from the form's ``raw`` values (``kept``: a
    walk of it already made on ``state``, as ``walk`` takes it)."""
    exchange, answered, _ = answered_on(state, plugin, walk(state, plugin, exchange, kept), raw, rng)
    return exchange, answered


def answered_on(state: State, plugin: Plugin, now: Walk, raw: Mapping[str, Any],
                rng: random.Random) -> tuple[Exchange, Answered, Walk]:
    """``now``'s current stage answered from the form's ``raw`` values: the exchange, the stage
    answered, and the exchange worked out on from there (one stage's work)."""
    if now.stage is None:
        raise RulesError("This exchange is over: apply it or cancel it.", "exchange")
    answered = now.stage.answer(raw, rng)
    answered = replace(answered, told=_told(answered, answered.rolled, answered.seed))  # Apply keeps it
    stages = now.exchange.stages + ((now.stage.key, frozen_map(answered.values), frozen_map(answered.rolled),
                                     answered.seed),)
    exchange = replace(now.exchange, stages=stages)
    return exchange, answered, _next(state, plugin, exchange, now.done + (answered,))


def back(exchange: Exchange) -> Exchange:
    """The exchange with its last answered stage asked again."""
    if not exchange.stages:
        raise RulesError("This is the exchange's first step.", "exchange")
    return replace(exchange, stages=exchange.stages[:-1])


def action(done: Walk) -> actions.ExchangeAction:
    """The one tracker action of a finished exchange: its text, each target's damage, and the
    attack as it was played (``played``), for undo to bring it back."""
    if done.result is None:
        raise RulesError("This exchange has steps left to answer.", "exchange")
    parts = [actions.damage_from(effect, cid) for cid, effect in done.result.parts if effect.amount > 0]
    return actions.exchange(done.exchange.attacker, done.exchange.targets, done.text, parts, done.result.then,
                            played=played(done))


def played(done: Walk) -> dict[str, Any]:
    """A finished exchange as its action keeps it: each stage's values only where they are not
    what the stage offers by itself (asked on the same encounter, it offers them again), the
    values the app rolled always."""
    stages = [{"stage": key, "values": plain(answered.told) if answered.told is not None
               else _told(answered, rolled, seed), "rolled": dict(rolled), "seed": seed}
              for (key, _, rolled, seed), answered in zip(done.exchange.stages, done.done)]
    return {**done.exchange.to_dict(), "stages": stages}


def _told(answered: Answered, rolled: Mapping[str, str], seed: int) -> dict[str, Any]:
    """The values a stage was answered with that it did not offer (every value when those alone
    would not answer it the same)."""
    stage = answered.stage
    fields = {f.name: f for f in stage.fields}
    told = {name: value for name, value in answered.values.items()
            if name in rolled or name not in fields or _offered(stage, fields[name]) != value}
    try:
        same = stage.answer(told, random.Random(0), seed).values == answered.values
    except RulesError:
        same = False
    copied: dict[str, Any] = plain(told if same else answered.values)
    return copied


def _offered(stage: Stage, field_: Field) -> Any:
    """The value a stage offers in a field by itself: its own prefilled one, else the field's default."""
    try:
        return stored_value(field_.parse(stage.values.get(field_.name, field_.default)))
    except RulesError:
        return _UNREAD


_UNREAD = object()  # a value a field does not read: equal to nothing stored


def resumed(state: State, plugin: Plugin, data: Any) -> Exchange:
    """The exchange an action kept (its ``played``) under way again at the stage it had reached,
    every stage's values and rolls as they were; RulesError when it is damaged or no longer fits."""
    kept = Exchange.from_dict(data)
    done = walk(state, plugin, kept).done
    return replace(kept, stages=tuple((a.stage.key, frozen_map(a.values), frozen_map(a.rolled), a.seed)
                                      for a in done))
