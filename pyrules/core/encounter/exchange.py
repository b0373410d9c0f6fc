"""The exchange: one attack played from the tracker with both combatants' own numbers.

An ``Exchange`` is plain data that survives a reload half-way: the ruleset, the attacker, the
targets, the attack chosen (its place among the attacker's attack lines, or None: a free attack)
and the stages answered so far, each as the calculator values it was answered with, rolls
included. Everything else is worked out again from those values, so the same exchange read back
gives the same answers.

Its ruleset walks it (``ExchangeRules``, a plug-in's ``exchange``): given what was answered so far,
the next ``Stage`` (one of the ruleset's calculators filled in from both combatants, each value
saying where it came from, every roll a roll field) or, once nothing is left to ask, its
``Result`` (what happened, and the damage each target takes). The result is one tracker action,
``actions.exchange``, undone in one tap; the action keeps the exchange it played (``played``), so
the undo brings the attack back at its result, and its ``id``, so it is never applied twice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Mapping, TypeVar

from pyrules import rulesets
from pyrules.core.answers import Answer, Effect
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.core.tools import Tool, shown

from pyrules.core.encounter import actions, check, exchange_data
from pyrules.core.encounter.card import Attack
from pyrules.core.encounter.model import Combatant, State, frozen_map
from pyrules.core.encounter.plugins import Plugin

R = TypeVar("R")


# -- the exchange as stored -----------------------------------------------------------------

@dataclass(frozen=True)
class Exchange:
    """An attack under way: who attacks whom with what, and the stages answered so far
    (``stages``: (stage key, the values it was answered with, the dice the app rolled into them
    by field, the seed of any dice its calculator rolls itself), oldest first). ``id`` tells this
    attack from any other, given when it begins ("x48213"; None for one begun before ids), so the
    same attack is never applied twice (by two tabs showing it)."""

    ruleset: str
    attacker: str
    targets: tuple[str, ...]
    attack: int | None = None
    stages: tuple[tuple[str, Mapping[str, Any], Mapping[str, str], int], ...] = ()
    id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        data = {"ruleset": self.ruleset, "attacker": self.attacker, "targets": list(self.targets),
                "attack": self.attack,
                "stages": [{"stage": key, "values": check.plain(values), "rolled": dict(rolled), "seed": seed}
                           for key, values, rolled, seed in self.stages]}
        if self.id is not None:
            data["id"] = self.id
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Exchange:
        """An exchange as stored, every field checked; RulesError naming the one at fault."""
        data = exchange_data.checked(data, "", rulesets.KEYS)
        return cls(data["ruleset"], data["attacker"], tuple(data["targets"]), data["attack"],
                   tuple((stage["stage"], frozen_map(stage["values"]), frozen_map(stage["rolled"]), stage["seed"])
                         for stage in data["stages"]), data.get("id"))


def new_id(rng: random.Random | None = None) -> str:
    """A new exchange's id, drawn from the system's randomness unless ``rng`` is given (two tabs
    beginning two attacks at once must not draw the same)."""
    return f"{exchange_data.ID_PREFIX}{(rng or _IDS).randrange(1, 10**9)}"


_IDS = random.SystemRandom()


def _plain(value: Any) -> Any:
    """A calculator's parsed value as stored data (a set of options as a sorted list)."""
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    return value


# -- a stage ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Throw:
    """A roll the exchange made for a blank roll field: its label, dice and what they came to."""

    field: str
    label: str
    notation: str
    total: int
    faces: tuple[int, ...] = ()


@dataclass(frozen=True)
class Stage:
    """One step of an exchange: a calculator (``tool``) filled in with ``values``, each value's
    origin in words (``sources``: field name -> "Dodge 9, from the Orc; stunned −4") and, apart from
    those words, where the rule behind a value is printed (``cited``: field name -> "seed 001 l.252",
    or PUBLISHED_RULE; the page folds it behind "Why?"). ``extra``
    are fields the exchange adds to the calculator's own (a defense roll); ``rolls`` name fields
    that are rolled with the given dice when left blank (damage, "2d6+1"; or a function of the
    calculator's other values giving the dice, None for none: a pool built from them; a roll of
    ``rolls`` made before it is among them, one still blank is None). ``target``
    is the combatant the stage is about, when it is about one."""

    key: str
    tool: Tool
    title: str
    values: Mapping[str, Any] = field(default_factory=dict)
    sources: Mapping[str, str] = field(default_factory=dict)
    extra: tuple[Field, ...] = ()
    rolls: Mapping[str, str | Callable[[dict[str, Any]], str | None]] = field(default_factory=dict)
    target: str | None = None
    cited: Mapping[str, str] = field(default_factory=dict)

    @property
    def fields(self) -> tuple[Field, ...]:
        """Every field the stage's form shows: the calculator's, then the exchange's own."""
        return self.tool.fields + self.extra

    def shows(self, field_: Field, raw: Mapping[str, Any]) -> bool:
        """Whether ``field_`` is shown with these entries (``shown``, over every field of the stage)."""
        return shown(field_, raw, self.fields)

    def _known(self, entries: Mapping[str, Any]) -> dict[str, Any]:
        """The calculator's values as far as they are known, for the dice of a roll that depends on
        them: a roll field of ``rolls`` still blank (not yet rolled) is None."""
        def value_of(g: Field) -> Any:
            if not self.shows(g, entries):
                return g.default
            value = entries.get(g.name)
            if g.name in self.rolls and (value is None or str(value).strip() == ""):
                return None
            return g.parse(value)

        return {g.name: value_of(g) for g in self.tool.fields}

    def dice(self, field_: Field, entries: Mapping[str, Any]) -> str | None:
        """The dice ``field_`` is rolled with when left blank, as far as the entries tell: its own
        die, or those the stage's ``rolls`` give (worked out from the calculator's other values);
        None: none. RulesError when a value they are worked out from cannot be read."""
        notation = self.rolls.get(field_.name) or (field_.die if field_.kind == "roll" else None)
        return notation(self._known(entries)) if callable(notation) else notation

    def answer(self, raw: Mapping[str, Any], rng: random.Random, seed: int | None = None) -> Answered:
        """The stage answered with the form's raw values (a value left out is the prefilled one);
        each blank roll field shown is rolled with ``rng``, and any dice the calculator rolls itself
        with a generator seeded by ``seed`` (None: a new seed from ``rng``), so the same values and
        seed give the same answer. RulesError naming the field at fault."""
        from pyrules.core.dice import roll

        entries = {**self.values, **raw}
        throws = []
        for f in self.fields:
            blank = entries.get(f.name) is None or str(entries.get(f.name)).strip() == ""
            notation = self.dice(f, entries) if blank and self.shows(f, entries) else None
            if notation:
                rolled = roll(notation, rng)
                entries[f.name] = rolled.total
                throws.append(Throw(f.name, f.label, notation, rolled.total, tuple(rolled.faces)))
        seed = rng.randrange(exchange_data.MOST_SEED + 1) if seed is None else seed
        values, answer = self.tool.answer({f.name: entries[f.name] for f in self.tool.fields if f.name in entries},
                                          random.Random(seed), roll_optional=True)
        for f in self.extra:
            values[f.name] = f.parse(entries.get(f.name)) if self.shows(f, entries) else f.default
        return Answered(self, {name: _plain(value) for name, value in values.items()}, answer, tuple(throws), seed)


@dataclass(frozen=True)
class Answered:
    """A stage answered: the values used (rolls filled in), the calculator's answer and the rolls made."""

    stage: Stage
    values: Mapping[str, Any]
    answer: Answer
    throws: tuple[Throw, ...] = ()
    seed: int = 0

    @property
    def rolled(self) -> dict[str, str]:
        """The dice the app rolled into each field, as the exchange keeps them."""
        return {t.field: t.notation for t in self.throws}

    def result(self, kind: type[R]) -> R | None:
        """The rule's typed result behind the stage's answer, when its calculator gives one of
        ``kind`` (None: it gives none, as a defense that cannot be had rolls nothing): what the
        exchange goes on from, never the answer's words."""
        found = self.answer.result
        return found if isinstance(found, kind) else None

    @property
    def said(self) -> str:
        """The stage as the log tells it: "Attack: Success by 5 (effective skill 14)"."""
        return f"{self.stage.title}: {self.answer.headline}"


@dataclass(frozen=True)
class Result:
    """How an exchange ends: ``text`` says what happened, ``parts`` the damage each target
    takes ((combatant id, Effect), none for a miss), and ``then`` what else its rules put on
    anyone, as tracker actions (``actions.add_condition`` or ``actions.edit``: a critical miss
    Dazes the attacker, a Dodge critically failed leaves the defender prone)."""

    text: str
    parts: tuple[tuple[str, Effect], ...] = ()
    then: tuple[actions.AddConditionAction | actions.EditAction, ...] = ()


def took(target: Combatant, effect: Effect | None, nothing: str) -> tuple[str, tuple[tuple[str, Effect], ...]]:
    """What a target's part of the result says ("Orc takes 7 HP, neck.", or ``nothing`` said of
    it when no wound came of it) and the damage part it adds to the result (none without one)."""
    if effect is None:
        return f"{target.name}{nothing}", ()
    return f"{target.name} takes {effect.summary}.", ((target.id, effect),)


# -- walking an exchange ------------------------------------------------------------------------

@dataclass(frozen=True)
class Context:
    """What a ruleset reads to find an exchange's next stage: the encounter's state, the plug-in,
    the exchange and the stages answered so far."""

    state: State
    plugin: Plugin
    exchange: Exchange
    done: tuple[Answered, ...] = ()

    @property
    def attacker(self) -> Combatant:
        return self.state.combatant(self.exchange.attacker, "attacker")

    @property
    def targets(self) -> tuple[Combatant, ...]:
        return tuple(self.state.combatant(cid, "targets") for cid in self.exchange.targets)

    @property
    def attack(self) -> Attack | None:
        """The attacker's chosen attack line as its ruleset reads it (None: a free attack)."""
        if self.exchange.attack is None:
            return None
        return self.plugin.read_attack(self.attacker.attacks[self.exchange.attack])

    def answered(self, key: str) -> Answered | None:
        return next((a for a in self.done if a.stage.key == key), None)


@dataclass(frozen=True)
class ExchangeRules:
    """How a ruleset plays an exchange: ``walk`` gives the next stage, or the result once nothing
    is left to ask; ``free_attack`` says in words what an attack with no card line is, and
    ``free_attack_source`` where its rule is printed (empty: nowhere it need say)."""

    walk: Callable[[Context], Stage | Result]
    free_attack: str = "a free attack"
    free_attack_source: str = ""


@dataclass(frozen=True)
class Walk:
    """An exchange worked out: the stages answered, and the stage now asked (``stage``) or, at its
    end, the ``result``."""

    exchange: Exchange
    done: tuple[Answered, ...]
    stage: Stage | None = None
    result: Result | None = None

    @property
    def rolled_by_app(self) -> bool:
        """Whether the app rolled the attack's dice: some were rolled, and every field its stages
        roll when left blank was left to the app, none typed from the player's own dice."""
        throws = [a for a in self.done if a.throws]
        return bool(throws) and all(set(a.stage.rolls) <= set(a.rolled) for a in self.done)

    @property
    def text(self) -> str:
        """What happened, for the log: each stage's answer, with the dice rolled, and the result."""
        said = []
        for a in self.done:
            rolled = ", ".join(f"{t.label.lower()}: {t.total}" if t.notation.lower() in t.label.lower()
                               else f"{t.label.lower()} {t.notation}: {t.total}" for t in a.throws)
            said.append(a.said + (f" ({rolled})" if rolled else ""))
        text = "; ".join(said) + (". " if said else "") + (self.result.text if self.result else "")
        longest = actions.EXCHANGE_TEXT_LONGEST
        return text if len(text) <= longest else text[:longest - 1] + "…"


def rules_of(plugin: Plugin) -> ExchangeRules:
    if not isinstance(plugin.exchange, ExchangeRules):  # None: it plays none
        raise RulesError(f"{plugin.name or plugin.key} plays no exchanges: use its calculators.", "attack")
    return plugin.exchange


def default_targets(state: State, attacker: str, last: Iterable[str] = ()) -> tuple[str, ...]:
    """Whom an attack goes to unless told: never the attacker; the targets it attacked last, else
    the only foe (a combatant of another side), else the first other combatant."""
    me = state.combatant(attacker, "attacker")
    kept = tuple(cid for cid in last if cid != attacker and state.find(cid) is not None)
    if kept:
        return kept
    others = [c for c in state.combatants if c.id != attacker]
    foes = [c for c in others if c.side != me.side]
    if len(foes) == 1:
        return (foes[0].id,)
    if not others:
        raise RulesError(f"{me.name} has no one to attack.", "targets")
    return ((foes or others)[0].id,)


def begin(state: State, plugin: Plugin, attacker: str, attack: int | None = None,
          targets: Iterable[str] | None = None, last: Iterable[str] = ()) -> Exchange:
    """A new exchange: ``attacker`` uses its attack line ``attack`` (None: a free attack) on
    ``targets`` (None: the default targets); RulesError naming what does not fit."""
    rules_of(plugin)
    me = state.combatant(attacker, "attacker")
    standing = plugin.standing(me, state)
    for what in ("acts", "attacks"):
        if not standing.may(what):
            raise RulesError(standing.refusal(what) or f"{me.name} cannot attack now.", "attack")
    if attack is not None and (isinstance(attack, bool) or not isinstance(attack, int)
                               or not 0 <= attack < len(me.attacks)):
        raise RulesError(f"{me.name} has no such attack.", "attack")
    chosen = default_targets(state, attacker, last) if targets is None else tuple(dict.fromkeys(targets))
    if not chosen:
        raise RulesError("Choose whom to attack.", "targets")
    for cid in chosen:
        state.combatant(cid, "targets")
    if attacker in chosen:
        raise RulesError(f"{me.name} cannot attack itself.", "targets")
    return Exchange(plugin.key, attacker, chosen, attack)


def walk(state: State, plugin: Plugin, exchange: Exchange) -> Walk:
    """The exchange worked out again from its stored values: each stage is asked anew and
    answered with what it was answered with (no dice are rolled); RulesError when a stage no
    longer fits the encounter (a combatant has gone)."""
    rules = rules_of(plugin)
    done: list[Answered] = []
    quiet = random.Random(0)  # every roll is among the stored values or its seed: nothing is rolled
    for key, values, rolled, seed in exchange.stages:
        now = rules.walk(Context(state, plugin, exchange, tuple(done)))
        if not isinstance(now, Stage) or now.key != key:
            raise RulesError("This exchange no longer fits the encounter: cancel it and start again.", "exchange")
        again = now.answer(values, quiet, seed)
        labels = {f.name: f.label for f in now.fields}
        done.append(replace(again, throws=tuple(Throw(name, labels.get(name, name), notation, values[name])
                                                for name, notation in rolled.items())))
    now = rules.walk(Context(state, plugin, exchange, tuple(done)))
    if isinstance(now, Stage):
        return Walk(exchange, tuple(done), stage=now)
    return Walk(exchange, tuple(done), result=now)


def answer(state: State, plugin: Plugin, exchange: Exchange, raw: Mapping[str, Any],
           rng: random.Random) -> tuple[Exchange, Answered]:
    """The exchange with its current stage answered from the form's ``raw`` values."""
    now = walk(state, plugin, exchange)
    if now.stage is None:
        raise RulesError("This exchange is over: apply it or cancel it.", "exchange")
    answered = now.stage.answer(raw, rng)
    stages = exchange.stages + ((now.stage.key, frozen_map(answered.values), frozen_map(answered.rolled),
                                 answered.seed),)
    return replace(exchange, stages=stages), answered


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
    stages = [{"stage": key, "values": _told(answered, rolled, seed), "rolled": dict(rolled), "seed": seed}
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
    copied: dict[str, Any] = check.plain(told if same else answered.values)
    return copied


def _offered(stage: Stage, field_: Field) -> Any:
    """The value a stage offers in a field by itself: its own prefilled one, else the field's default."""
    try:
        return _plain(field_.parse(stage.values.get(field_.name, field_.default)))
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
