"""The stages of an exchange, and the walk through them that core makes for every ruleset.

A ruleset says how it plays an attack (``ExchangeRules``) as a calculator says its fields: as
steps, each a stage builder and what its answer tells. ``Once`` asks a stage once of the whole
attack (GURPS's and Cortex's attack roll); ``EachTarget`` asks its stages of each target in turn,
one target's all before the next's (a defense, then the damage); ``Tell`` adds what the exchange
says once the steps before it are answered (the TAL an attack spent, a critical hit's table). A
stage (``Stage``) is one of the ruleset's calculators filled in from both combatants; what its
answer tells (``Told``: words, each target's damage, what else its rules put on anyone, whether it
ends there) the ruleset reads from the rule's typed result (``Answered.result``), never from the
answer's words.

The walk, the stages' keys and the words they end in are core's. A stage is kept by its key, its
step's name alone for one asked once ("attack"), with the target's id for one asked of a target
("defense c2"): a stored exchange is read back by these keys, so they never change.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping, TypeVar

from pyrules.core.answers import Answer, Effect, TableRoll
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.core.tools import Tool, shown

from pyrules.core.encounter import actions, exchange_data
from pyrules.core.encounter.card import Attack
from pyrules.core.encounter.dice_asked import Asked, spread
from pyrules.core.encounter.exchange_data import Exchange
from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.plugins import Plugin

R = TypeVar("R")


def stored_value(value: Any) -> Any:
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
    ``rolls`` made before it is among them, one still blank is None). Its ``key`` ("defense c2"),
    by which an exchange keeps its answer, and ``target``, the combatant it is about when it is
    about one, are the walk's to give (``ExchangeRules``): a ruleset's stage builder leaves them.
    ``target_rolls`` names the fields its target rolls (a defense roll asked in the attacker's
    stage; every field of a stage its target answers, which the walk marks): the attacker rolls
    the rest (``rolled_by``). ``asks`` says which of its dice the attack needs with what is known
    (``dice_asked``): one it does not need is neither shown nor rolled."""

    tool: Tool
    title: str
    values: Mapping[str, Any] = field(default_factory=dict)
    sources: Mapping[str, str] = field(default_factory=dict)
    extra: tuple[Field, ...] = ()
    rolls: Mapping[str, str | Callable[[dict[str, Any]], str | None]] = field(default_factory=dict)
    target: str | None = None
    cited: Mapping[str, str] = field(default_factory=dict)
    target_rolls: frozenset[str] = frozenset()
    asks: Asked | None = None
    key: str = field(default="", kw_only=True)

    def rolled_by(self, name: str, attacker: str) -> str:
        """The id of the combatant who rolls field ``name``: the target for one of ``target_rolls``,
        else ``attacker``."""
        return self.target if name in self.target_rolls and self.target is not None else attacker

    @property
    def fields(self) -> tuple[Field, ...]:
        """Every field the stage's form shows: the calculator's, then the exchange's own."""
        return self.tool.fields + self.extra

    def shows(self, field_: Field, raw: Mapping[str, Any]) -> bool:
        """Whether ``field_`` is shown with these entries: its ``when`` holds (``shown``, over every
        field of the stage) and, for a die the stage asks only when needed, the attack needs it
        (asked while the values it is decided on cannot be read yet)."""
        if not shown(field_, raw, self.fields):
            return False
        if self.asks is None or field_.name not in self.asks.dice:
            return True
        try:
            return field_.name in self.asks.needed(self._known(raw))
        except RulesError:
            return True

    def asked_when_needed(self, field_: Field) -> bool:
        """Whether ``field_`` is a die shown only when the attack needs it (the page hides it as the
        values change, as it does a field with a ``when``)."""
        return self.asks is not None and field_.name in self.asks.dice

    def _known(self, entries: Mapping[str, Any]) -> dict[str, Any]:
        """The calculator's values as far as they are known, for the dice of a roll that depends on
        them and the dice a stage asks: a roll field still blank (not yet rolled) is None."""
        def value_of(g: Field) -> Any:
            if not shown(g, entries, self.fields):
                return g.default
            value = entries.get(g.name)
            if (g.name in self.rolls or g.kind == "roll") and (value is None or str(value).strip() == ""):
                return None
            return g.parse(value)

        return {g.name: value_of(g) for g in self.tool.fields}

    def spread(self, entries: Mapping[str, Any]) -> dict[str, Any]:
        """The entries with dice rolled together typed in one field handed to each (``dice_asked.spread``)."""
        if self.asks is None or not self.asks.together:
            return dict(entries)
        labels = {f.name: f.label for f in self.fields}
        fields = {f.name: f for f in self.fields}
        before = {**entries, **{name: "" for name in self.asks.together}}  # asked as the dice before them fell
        return spread(entries, self.asks.together, lambda name: self.shows(fields[name], before), labels)

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

        entries = self.spread({**self.values, **raw})
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
        return Answered(self, {name: stored_value(value) for name, value in values.items()}, answer, tuple(throws), seed)


@dataclass(frozen=True)
class Answered:
    """A stage answered: the values used (rolls filled in), the calculator's answer and the rolls made."""

    stage: Stage
    values: Mapping[str, Any]
    answer: Answer
    throws: tuple[Throw, ...] = ()
    seed: int = 0
    # The values its Apply keeps (``exchange.played``), worked out once as it is answered.
    told: Mapping[str, Any] | None = field(default=None, compare=False)

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


Then = actions.AddConditionAction | actions.EditAction  # what else an exchange puts on anyone


@dataclass(frozen=True)
class Told:
    """What an answered stage, or the exchange at a ``Tell``, adds to the result: its words
    (``said``), the damage it deals ((combatant id, Effect) each), what else its rules put on
    anyone (``then``), the rolls on tables it calls for (``rolls``: a critical hit's table), and
    whether it ``ends`` there: the target's part, for a stage asked of each target (a defense
    made), else the whole exchange (a miss)."""

    said: tuple[str, ...] = ()
    parts: tuple[tuple[str, Effect], ...] = ()
    then: tuple[Then, ...] = ()
    ends: bool = False
    rolls: tuple[TableRoll, ...] = ()


NOTHING = Told()


@dataclass(frozen=True)
class Result:
    """How an exchange ends: ``text`` says what happened, ``parts`` the damage each target
    takes ((combatant id, Effect), none for a miss), ``rolls`` the rolls on tables it calls for, and
    ``then`` what else its rules put on anyone, as tracker actions (``actions.add_condition`` or ``actions.edit``: a critical miss
    Dazes the attacker, a Dodge critically failed leaves the defender prone)."""

    text: str
    parts: tuple[tuple[str, Effect], ...] = ()
    then: tuple[Then, ...] = ()
    rolls: tuple[TableRoll, ...] = ()  # the rolls on tables it calls for, each offered as one tap


def took(target: Combatant, effect: Effect | None, nothing: str, also: str = "") -> Told:
    """What a target's wound tells: "Orc takes 7 HP, neck." (``also`` said before its full stop),
    and the damage it deals; or, when no wound came of it, ``nothing`` said of the target."""
    if effect is None:
        return Told((f"{target.name}{nothing}",))
    return Told((f"{target.name} takes {effect.summary}{also}.",), ((target.id, effect),))


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
        return self.plugin.card.read_attack(self.attacker.attacks[self.exchange.attack])

    def answered(self, key: str) -> Answered | None:
        """The stage answered under ``key`` (None: not yet)."""
        return next((a for a in self.done if a.stage.key == key), None)


def stage_key(name: str, target: Combatant | None = None) -> str:
    """A stage's key as an exchange keeps it: its step's name alone for a stage asked once
    ("attack"), with the target's id for one asked of a target ("defense c2")."""
    return name if target is None else f"{name} {target.id}"


def _nothing(*_: Any) -> Told:
    """An answer that tells nothing of its own."""
    return NOTHING


def _asked(*_: Any) -> Told | None:
    """A stage asked of every target."""
    return None


@dataclass(frozen=True)
class Once:
    """A stage asked once of the whole attack, kept as ``name`` ("attack"): ``stage`` builds it,
    ``told`` says what its answer adds to the result (a miss ends the exchange there)."""

    name: str
    stage: Callable[[Context], Stage]
    told: Callable[[Context, Answered], Told] = _nothing


@dataclass(frozen=True)
class PerTarget:
    """A stage asked of one target, kept as ``name`` and the target's id ("defense c2"): ``stage``
    builds it for the target, ``told`` says what its answer adds; ``instead`` says what is told in
    its place when it is not asked of that target (None: it is asked; a defense after a critical
    hit, a damage after a miss). With ``first_alone`` the first target's is kept as the name alone,
    as one asked once (TAL's attack: "attack", then "attack c3" at the next target). With
    ``targets_roll`` its rolls are the target's own (a defense), not the attacker's."""

    name: str
    stage: Callable[[Context, Combatant], Stage]
    told: Callable[[Context, Combatant, Answered], Told] = _nothing
    instead: Callable[[Context, Combatant], Told | None] = _asked
    first_alone: bool = False
    targets_roll: bool = False

    def key_at(self, ctx: Context, target: Combatant) -> str:
        """The key its stage asked of ``target`` is kept by."""
        alone = self.first_alone and target.id == ctx.exchange.targets[0]
        return stage_key(self.name, None if alone else target)


@dataclass(frozen=True)
class EachTarget:
    """Stages asked of each target in turn, one target's all before the next's."""

    stages: tuple[PerTarget, ...]


@dataclass(frozen=True)
class Tell:
    """What the exchange adds once the steps before it are answered (``told``, from them all)."""

    told: Callable[[Context], Told]


Step = Once | EachTarget | Tell


@dataclass(frozen=True)
class ExchangeRules:
    """How a ruleset plays an exchange: its ``steps``, walked in order (``walk``);
    ``free_attack`` says in words what an attack with no card line is, and
    ``free_attack_source`` where its rule is printed (empty: nowhere it need say)."""

    steps: tuple[Step, ...]
    free_attack: str = "a free attack"
    free_attack_source: str = ""

    def walk(self, ctx: Context) -> Stage | Result:
        """The exchange's next stage, or, once nothing is left to ask, its result: what each
        step's answers told, in order."""
        told: list[Told] = []
        for step in self.steps:
            if isinstance(step, EachTarget):
                for target in ctx.targets:
                    asked = _of_target(ctx, step, target, told)
                    if asked is not None:
                        return asked
                continue
            if isinstance(step, Once):
                answered = ctx.answered(step.name)
                if answered is None:
                    return replace(step.stage(ctx), key=step.name)
                now = step.told(ctx, answered)
            else:
                now = step.told(ctx)
            told.append(now)
            if now.ends:
                break
        return _result(told)


def _of_target(ctx: Context, each: EachTarget, target: Combatant, told: list[Told]) -> Stage | None:
    """The stage next asked of ``target`` (None: all of its are answered), adding to ``told``
    what each of its answered stages told, up to the one that ends its part."""
    for per in each.stages:
        instead = per.instead(ctx, target)
        if instead is None:
            key = per.key_at(ctx, target)
            answered = ctx.answered(key)
            if answered is None:
                stage = per.stage(ctx, target)
                rolls = frozenset(f.name for f in stage.fields) if per.targets_roll else stage.target_rolls
                return replace(stage, key=key, target=target.id, target_rolls=rolls)
            instead = per.told(ctx, target, answered)
        told.append(instead)
        if instead.ends:
            break
    return None


def _result(told: list[Told]) -> Result:
    """The result of everything the exchange's stages told, in order."""
    return Result(" ".join(said for t in told for said in t.said), tuple(p for t in told for p in t.parts),
                  tuple(then for t in told for then in t.then), tuple(r for t in told for r in t.rolls))
