"""A ruleset plug-in written as one wide class, as plug-ins were before they were composed of
parts, and its plug-in composed of it: each part answers by the class's own method. A step on the
way to each ruleset keeping its parts apart (``parts``); nothing new is written this way."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from pyrules.core.errors import RulesError, shown
from pyrules.core.fields import Field

from pyrules.core.encounter.action_kinds import AddConditionAction
from pyrules.core.encounter.card import Attack, AttackRules, Opening
from pyrules.core.encounter.model import Check, Combatant, Condition, Prompt, State
from pyrules.core.encounter.parts import (
    CardRules, Initiative, InitiativeRules, Judged, PoolRules, PrefillRules, ReminderRules, Resource, StandingRules)
from pyrules.core.encounter.plugins import Plugin
from pyrules.core.encounter.standing import ABLE, Standing

if TYPE_CHECKING:
    from fractions import Fraction




class WidePlugin:
    """What a ruleset tells the tracker. Subclass it and override what your rules need.

    Attributes: ``key`` (its address, "gurps"), ``name``, ``round_seconds`` (game
    seconds in a round: GURPS 1, Cortex 3), ``stats`` (core.fields.Field for each
    value a combatant needs, e.g. HT, Basic Speed; the page builds the form from
    them and combatant.stats holds their parsed values), ``status_reads_encounter``
    (True when ``status`` reads more of the encounter than whose turn it is: the
    clock, the round, the log; each row is then rebuilt whenever the encounter moves),
    ``turn_stats`` (the names of choice stats changed turn by turn, such as GURPS's maneuver and
    posture: the page offers them on the combatant's card) and ``spent_pools`` (the pools a
    combatant spends a point at a time, such as the TAL pool: a tap on the card spends one).
    """

    key: str = ""
    name: str = ""
    round_seconds: int = 6
    stats: tuple[Field, ...] = ()
    status_reads_encounter: bool = False
    conditions: Mapping[str, tuple[str, ...]] = {}
    turn_stats: tuple[str, ...] = ()
    spent_pools: tuple[str, ...] = ()
    # A character card (a roster member): the fields its form shows (empty: every stat), and how
    # its attacks are written (a card.AttackRules; None: the ruleset's cards hold no attacks).
    card_fields: tuple[Field, ...] = ()
    attack_rules: AttackRules | None = None
    # Stats a card may hold besides its form's fields and the ruleset's stats, which the ruleset
    # reads where a card gives them (TAL: "tal_now", the TAL left its attacks' fatigue comes from).
    card_extras: tuple[str, ...] = ()
    # A character sheet file the roster imports as a card: what it is called on the page ("" none),
    # read by ``read_character``.
    character_file: str = ""
    # How an attack is played from the tracker (an exchange.ExchangeRules, whose module imports this
    # one; None: it is not).
    exchange: object = None

    # -- stats --------------------------------------------------------------
    def stat(self, combatant: Combatant, name: str) -> Any:
        """A combatant's stat as its field reads it; the field's default when the stored value
        is missing or no longer reads (data saved by an older version)."""
        field = next(f for f in self.stats if f.name == name)
        try:
            value = field.parse(combatant.stats.get(name))
        except RulesError:
            return field.default
        return field.default if value is None else value

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict[str, Any]]:
        """The ruleset's calculators this combatant can open, each with what it is filled in
        with (tool key -> field name -> value): its stats, and what follows from its pools and
        its standing (in ``encounter``, where given, as its row opens them)."""
        return {}

    def target_values(self, combatant: Combatant, tool_key: str, values: Mapping[str, Any]) -> dict[str, Any]:
        """The values of calculator ``tool_key`` that come from the combatant its answer is
        applied to (its HP; its DR where the blow landed, read from the form's ``values``), so
        an answer applied to one combatant is never worked out with another's numbers; {} when
        none do."""
        return {}

    # -- character cards ------------------------------------------------------
    @property
    def card_form(self) -> tuple[Field, ...]:
        """The fields of a character card's form."""
        return self.card_fields or self.stats

    @property
    def card_stat_names(self) -> frozenset[str]:
        """The stats a card may hold: its form's fields and the stats a combatant of the ruleset
        carries (a card kept from a combatant holds those), and its ``card_extras``. A card
        holding any other is refused."""
        return frozenset((*(f.name for f in (*self.card_form, *self.stats)), *self.card_extras))

    def check_card(self, stats: dict[str, Any]) -> dict[str, Any]:
        """A card's stats once checked as a whole (each field is already read); RulesError naming
        the field at fault. The default takes them as they are."""
        return stats

    def card_pools(self, stats: Mapping[str, Any]) -> dict[str, int]:
        """The pools a card's combatant starts at where the card says they are not fresh (GURPS:
        HP and FP still down from the last fight); the default: every pool fresh."""
        return {}

    def encounter_stats(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        """The stats a card brings into an encounter: what it leaves blank is worked out here
        (GURPS: Basic Speed from DX and HT), the rest takes the fields' defaults."""
        return dict(stats)

    @property
    def attack_example(self) -> str:
        """An attack line as the ruleset's cards write it ("" when they hold no attacks)."""
        return self.attack_rules.example if self.attack_rules else ""

    @property
    def attack_help(self) -> str:
        """What else an attack line may say, beyond its example ("" when nothing)."""
        return self.attack_rules.help if self.attack_rules else ""

    def read_attack(self, line: str) -> Attack:
        """One attack line of a card as a ``card.Attack``; RulesError naming "attacks"."""
        if self.attack_rules is None:
            raise RulesError(f"{self.name or self.key} cards hold no attacks.", "attacks")
        return self.attack_rules.read(line)

    def read_character(self, text: str) -> dict[str, Any]:
        """A character sheet file's text as one card, as ``Roster.add`` takes it (RulesError
        naming "file" when it does not read); only a ruleset with a ``character_file`` reads one."""
        raise RulesError(f"{self.name or self.key} cards are not imported from a character file.", "file")

    def attack_openings(self, stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
        """The calculators (``card.Opening``) a card's attack opens, filled in from the attack
        and the card's ``stats``."""
        return self.attack_rules.openings(stats, attack) if self.attack_rules else ()

    # -- pools --------------------------------------------------------------
    def resources(self, combatant: Combatant) -> Sequence[Resource]:
        """The combatant's pools with their maxima, in the order the page shows them."""
        return ()

    def resource(self, combatant: Combatant, name: str | None = None) -> Resource:
        """One pool by name (None: the first); RulesError naming "resource" if unknown."""
        pools = tuple(self.resources(combatant))
        if not pools:
            raise RulesError(f"{combatant.name} has no pools to damage or heal.", "resource")
        if name is None:
            return pools[0]
        for pool in pools:
            if pool.name == name:
                return pool
        names = ", ".join(p.name for p in pools)
        raise RulesError(f"Unknown pool “{shown(name)}”: choose one of {names}.", "resource")

    def current(self, combatant: Combatant, name: str) -> int:
        """The pool's current value (``Resource.fresh`` if the combatant has no value stored)."""
        if name in combatant.resources:
            return combatant.resources[name]
        return self.resource(combatant, name).fresh

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """New values of the pools that ``amount`` damage to ``resource`` changes.

        The default takes it off that pool, down to the pool's floor (counting up:
        adds it). Override for rules where damage spills into other pools.
        """
        pool = self.resource(combatant, resource)
        if pool.counts_up:
            return {resource: self.current(combatant, resource) + amount}
        value = self.current(combatant, resource) - amount
        if pool.floor is not None:
            value = max(pool.floor, value)
        return {resource: value}

    def heal(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """New values of the pools that ``amount`` healing of ``resource`` changes.

        The default: up to the maximum (counting up: down to 0); a value already
        past that limit, set by hand, is left as it is.
        """
        pool = self.resource(combatant, resource)
        now = self.current(combatant, resource)
        if pool.counts_up:
            return {resource: min(now, max(0, now - amount))}
        return {resource: max(now, min(pool.maximum, now + amount))}

    # -- turns ----------------------------------------------------------------
    @property
    def rolls_initiative(self) -> bool:
        """Whether the ruleset rolls or works out initiative (otherwise the table sets it by hand)."""
        return type(self).initiative is not WidePlugin.initiative

    def initiative(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """Roll or compute the combatant's initiative."""
        raise RulesError(f"{self.name or self.key} has no initiative roll: set initiative by hand.", "initiative")

    def standing(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        """The combatant's state as the rules see it: what it may do, what its state puts on
        each roll, and the words its status line shows (``standing.Standing``). The one place a
        condition's rules effect is said: the status line, the exchange, the reminders and the
        calculators opened from its row read it. ``encounter`` as for ``status``."""
        return ABLE

    def status(self, combatant: Combatant, encounter: State | None = None) -> list[str]:
        """Short texts that follow from the combatant's state ("half move", "roll HT every turn"):
        its standing's words.

        The view always passes the encounter's state (to read the log, the clock,
        whose turn it is: set ``status_reads_encounter`` to read more than whose
        turn it is); ``encounter`` is None only when a lone combatant is asked.
        """
        return list(self.standing(combatant, encounter).status)

    def judge(self, check: Check, total: int) -> Judged:
        """A reminder's roll of ``total`` against its ``check``, by the ruleset's rules of such a
        roll. The default compares the total with the target, with no criticals; GURPS's 3d6
        success rolls keep theirs."""
        met = total <= check.target if check.at_most else total >= check.target
        return Judged(met, abs(check.target - total))

    def check_chance(self, check: Check) -> Fraction:
        """The exact chance (a Fraction) that a reminder's roll meets its ``check``, as ``judge``
        judges it."""
        from pyrules.core.odds import chance

        return chance(check.notation, **{"at_most" if check.at_most else "at_least": check.target})

    def reminders(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        """Checks due for ``combatant`` at ``moment``: "turn_start" or "turn_end"."""
        return []

    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        """Checks due the moment a combatant takes damage or healing (reminded as moment "damage").

        ``kind`` is "damage" or "heal", ``resource`` the pool it was given to and
        ``amount`` how much; ``before`` and ``after`` are the states around it
        (``after`` holds the new pool values and the log entry, whose ``pools``
        list every pool that moved). Called for every damage and heal action, even
        one that changed nothing.
        """
        return []

    def wound_conditions(self, encounter: State, combatant: Combatant, names: Sequence[str]) -> list[AddConditionAction]:
        """The add_condition actions that put on ``combatant`` the conditions a wound leaves (a damage
        action's ``conditions``, by name). The default: each until removed.

        A ruleset whose rules time such a condition (a Stun for so many turns) returns its own; it is
        called as the damage lands (``encounter`` holds the new pool values), and like every hook must
        be deterministic: the wound stays one action, replayed to undo.
        """
        return [{"kind": "add_condition", "id": combatant.id, "name": name, "unit": None, "duration": None,
                 "anchor": None} for name in names]

    def on_condition_end(self, encounter: State, combatant: Combatant, condition: Condition) -> list[Prompt]:
        """Checks due as a timed ``condition`` on ``combatant`` runs out (reminded as moment "condition").

        ``encounter`` is the state once every condition ending at the same moment
        is gone (``combatant`` no longer carries ``condition``).
        """
        return []

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        """Checks that fall due as the game clock runs from ``elapsed_from`` to ``elapsed_to`` seconds.

        Use ``every(60, elapsed_from, elapsed_to)`` for "every minute".
        """
        return []

    def elapse(self, encounter: State, elapsed_from: int, elapsed_to: int) -> State:
        """The state once the game clock has run from ``elapsed_from`` to ``elapsed_to`` (already set).

        The default reminds the ``due`` checks (moment "time"). Override it to also keep,
        in the combatants' stats, what a rule counts across passes of time (time spent
        resting towards the next point healed); like every hook it must be deterministic.
        """
        return encounter.reminded(self.due(encounter, elapsed_from, elapsed_to), "time")




class _Pools(PoolRules):
    def __init__(self, wide: WidePlugin) -> None:
        self.wide = wide
        self.spent = wide.spent_pools

    def resources(self, combatant: Combatant) -> Sequence[Resource]:
        return self.wide.resources(combatant)

    def resource(self, combatant: Combatant, name: str | None = None) -> Resource:
        return self.wide.resource(combatant, name)

    def current(self, combatant: Combatant, name: str) -> int:
        return self.wide.current(combatant, name)

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        return self.wide.damage(combatant, resource, amount)

    def heal(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        return self.wide.heal(combatant, resource, amount)


class _Standing(StandingRules):
    def __init__(self, wide: WidePlugin) -> None:
        self.wide = wide
        self.reads_encounter = wide.status_reads_encounter
        self.conditions = wide.conditions

    def of(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        return self.wide.standing(combatant, encounter)

    def status(self, combatant: Combatant, encounter: State | None = None) -> list[str]:
        return self.wide.status(combatant, encounter)


class _Reminders(ReminderRules):
    def __init__(self, wide: WidePlugin) -> None:
        self.wide = wide

    def at(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        return self.wide.reminders(encounter, combatant, moment)

    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        return self.wide.on_change(before, after, combatant_id, resource, amount, kind)

    def wound_conditions(self, encounter: State, combatant: Combatant,
                         names: Sequence[str]) -> list[AddConditionAction]:
        return self.wide.wound_conditions(encounter, combatant, names)

    def on_condition_end(self, encounter: State, combatant: Combatant, condition: Condition) -> list[Prompt]:
        return self.wide.on_condition_end(encounter, combatant, condition)

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        return self.wide.due(encounter, elapsed_from, elapsed_to)

    def elapse(self, encounter: State, elapsed_from: int, elapsed_to: int) -> State:
        return self.wide.elapse(encounter, elapsed_from, elapsed_to)

    def judge(self, check: Check, total: int) -> Judged:
        return self.wide.judge(check, total)

    def chance(self, check: Check) -> Fraction:
        return self.wide.check_chance(check)


class _Prefill(PrefillRules):
    def __init__(self, wide: WidePlugin) -> None:
        self.wide = wide

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict[str, Any]]:
        return self.wide.calculators(combatant, encounter)

    def target_values(self, combatant: Combatant, tool_key: str, values: Mapping[str, Any]) -> dict[str, Any]:
        return self.wide.target_values(combatant, tool_key, values)


class _Initiative(InitiativeRules):
    def __init__(self, wide: WidePlugin) -> None:
        self.wide = wide
        self.rolls = wide.rolls_initiative

    def roll(self, combatant: Combatant, rng: random.Random) -> Initiative:
        return self.wide.initiative(combatant, rng)


class _Card(CardRules):
    def __init__(self, wide: WidePlugin) -> None:
        self.wide = wide
        self.fields, self.extras = wide.card_fields, wide.card_extras
        self.attack_rules, self.character_file = wide.attack_rules, wide.character_file

    def check(self, stats: dict[str, Any]) -> dict[str, Any]:
        return self.wide.check_card(stats)

    def pools(self, stats: Mapping[str, Any]) -> dict[str, int]:
        return self.wide.card_pools(stats)

    def encounter_stats(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        return self.wide.encounter_stats(stats)

    def read_attack(self, line: str) -> Attack:
        return self.wide.read_attack(line)

    def read_character(self, text: str) -> dict[str, Any]:
        return self.wide.read_character(text)

    def openings(self, stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
        return self.wide.attack_openings(stats, attack)


@dataclass(frozen=True, eq=False)
class Composed(Plugin):
    """A plug-in whose every part answers by a ``WidePlugin``'s methods; what else the wide class
    offers is reached through it."""

    wide: WidePlugin | None = None

    def __getattr__(self, name: str) -> Any:
        wide = self.__dict__.get("wide")
        if wide is None:
            raise AttributeError(name)
        return getattr(wide, name)


def composed(wide: WidePlugin) -> Composed:
    """The plug-in composed of ``wide``: each part answers by its methods."""
    return Composed(key=wide.key, name=wide.name, round_seconds=wide.round_seconds, stats=wide.stats,
                    turn_stats=wide.turn_stats, pools=_Pools(wide), standing=_Standing(wide),
                    reminders=_Reminders(wide), prefill=_Prefill(wide), initiative=_Initiative(wide),
                    card=_Card(wide), exchange=wide.exchange, wide=wide)
