"""The narrow parts a ruleset's tracker plug-in is composed of: its pools, its standing, its
reminders, its prefill of calculators, its initiative and its card. Each is a small class here
whose defaults do nothing special; a ruleset keeps its own of each in the module of the same name
in its ``tracker/`` package (``pools.py``, ``standing.py``, ``reminders.py``, ``prefill.py``,
``initiative.py``, ``card.py``) and composes them into one ``plugins.Plugin`` in its
``tracker/__init__.py``.

Every part must be deterministic (the same state gives the same answer): the tracker replays
actions to undo, and a replay must give the same result. Only ``InitiativeRules.roll`` gets a
random.Random; its roll is stored in the action. The parts read the plain data of ``model``: a
``combatant`` is a Combatant and an ``encounter`` a State.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from pyrules.core.errors import RulesError, shown
from pyrules.core.fields import Field

from pyrules.core.encounter.action_kinds import AddConditionAction
from pyrules.core.encounter.card import Attack, AttackRules, Opening
from pyrules.core.encounter.model import Check, Combatant, Condition, Prompt, State
from pyrules.core.encounter.standing import ABLE, Standing

if TYPE_CHECKING:  # a chance is worked out by pyrules.core.odds, imported only when it is asked
    from fractions import Fraction


@dataclass(frozen=True)
class Resource:
    """A pool a combatant spends or loses: "HP" with its maximum.

    Counting down (the default), a fresh pool is full: damage takes it down to
    ``floor`` at the lowest (None: no floor, for rules where a pool goes
    negative); healing takes it up to ``maximum`` at most.

    Counting up (``counts_up``), the pool is damage taken: a fresh pool is 0,
    damage adds (past ``maximum`` too: the maximum is the threshold the page
    shows as "5 of 14"), healing takes it down to 0 at the lowest; ``floor`` is
    not used.

    ``low_from`` is where the rules start to treat the pool as low (GURPS: below a third of
    HP): counting down, a value at or below it; counting up, at or above it. None: never.
    """

    name: str
    maximum: int
    floor: int | None = 0
    label: str = ""
    counts_up: bool = False
    low_from: int | None = None

    def is_low(self, current: int) -> bool:
        """Whether a pool at ``current`` is low by the rules' own threshold."""
        if self.low_from is None:
            return False
        return current >= self.low_from if self.counts_up else current <= self.low_from

    @property
    def title(self) -> str:
        return self.label or self.name

    @property
    def fresh(self) -> int:
        """The value of an untouched pool: its maximum, or 0 counting up."""
        return 0 if self.counts_up else self.maximum


@dataclass(frozen=True)
class Judged:
    """A reminder's roll judged by its ruleset: whether it ``met`` the check, by how much
    (``margin``, never negative), whether it was a critical success or failure (``critical``),
    and anything the ruleset's own rules of the roll add in words (``said``: "17 always fails")."""

    met: bool
    margin: int
    critical: bool = False
    said: str = ""


@dataclass(frozen=True)
class Initiative:
    """An initiative result: the value that orders turns, a tie-break, and how it was got."""

    value: int | float
    tiebreak: int | float | None = None
    text: str = ""


class PoolRules:
    """A combatant's pools (HP, Stun, SHP…): their maxima, and what damage and healing do to them.
    ``spent`` names the pools a combatant spends a point at a time, such as the TAL pool (a tap on
    its row spends one)."""

    spent: tuple[str, ...] = ()

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

        The default takes it off that pool, down to the pool's floor (counting up: adds it).
        A ruleset where damage spills into other pools says so here.
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

        The default: up to the maximum (counting up: down to 0); a value already past that
        limit, set by hand, is left as it is.
        """
        pool = self.resource(combatant, resource)
        now = self.current(combatant, resource)
        if pool.counts_up:
            return {resource: min(now, max(0, now - amount))}
        return {resource: max(now, min(pool.maximum, now + amount))}


class StandingRules:
    """A combatant's state as its rules see it (``standing.Standing``): what it may do, what its
    state puts on each roll, and the words its status line shows. The one place a condition's
    rules effect is said: the status line, the exchange, the reminders and the calculators
    opened from its row read it. ``reads_encounter``: the status reads more of the encounter than
    whose turn it is (the clock, the round, the log), so each row is rebuilt whenever the
    encounter moves."""

    reads_encounter: bool = False
    # The conditions its rules know: key -> the names that read as it ("stunned": ("Stunned", "Stun")).
    conditions: Mapping[str, tuple[str, ...]] = {}

    def condition_key(self, name: str) -> str:
        """The key of the condition a game master named ``name`` (in any case and spacing; "" for
        one the rules do not know): the one place a condition's name is read."""
        said = " ".join(name.split()).casefold()
        return next((key for key, names in self.conditions.items()
                     if any(said == " ".join(n.split()).casefold() for n in names)), "")

    def of(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        """The combatant's standing; ``encounter`` is None only when a lone combatant is asked."""
        return ABLE

    def status(self, combatant: Combatant, encounter: State | None = None) -> list[str]:
        """Short texts that follow from the combatant's state ("half move", "roll HT every turn"):
        its standing's words."""
        return list(self.of(combatant, encounter).status)


class ReminderRules:
    """What falls due, and when: the ``Prompt``s each hook returns go to ``state.reminders`` at once
    (the page's "Due now"): ``at`` a turn's start and end, ``due`` as game time passes,
    ``on_change`` as damage or healing is applied, ``on_condition_end`` as a timed condition runs
    out. A prompt is a line of text, with the roll it asks for when it asks for one
    (``Prompt(text, check)``), which ``judge`` judges. ``wound_conditions`` is the one hook that
    returns actions: how the conditions a wound leaves are placed."""

    def at(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        """Checks due for ``combatant`` at ``moment``: "turn_start" or "turn_end"."""
        return []

    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        """Checks due the moment a combatant takes damage or healing (reminded as moment "damage").

        ``kind`` is "damage" or "heal", ``resource`` the pool it was given to and ``amount`` how
        much; ``before`` and ``after`` are the states around it (``after`` holds the new pool
        values and the log entry, whose ``pools`` list every pool that moved). Called for every
        damage and heal action, even one that changed nothing.
        """
        return []

    def wound_conditions(self, encounter: State, combatant: Combatant,
                         names: Sequence[str]) -> list[AddConditionAction]:
        """The add_condition actions that put on ``combatant`` the conditions a wound leaves (a
        damage action's ``conditions``, by name). The default: each until removed.

        A ruleset whose rules time such a condition (a Stun for so many turns) returns its own; it is
        called as the damage lands (``encounter`` holds the new pool values), and must be
        deterministic: the wound stays one action, replayed to undo.
        """
        return [{"kind": "add_condition", "id": combatant.id, "name": name, "unit": None, "duration": None,
                 "anchor": None} for name in names]

    def on_condition_end(self, encounter: State, combatant: Combatant, condition: Condition) -> list[Prompt]:
        """Checks due as a timed ``condition`` on ``combatant`` runs out (reminded as moment "condition").

        ``encounter`` is the state once every condition ending at the same moment is gone
        (``combatant`` no longer carries ``condition``).
        """
        return []

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        """Checks that fall due as the game clock runs from ``elapsed_from`` to ``elapsed_to`` seconds.

        Use ``plugins.every(60, elapsed_from, elapsed_to)`` for "every minute".
        """
        return []

    def elapse(self, encounter: State, elapsed_from: int, elapsed_to: int) -> State:
        """The state once the game clock has run from ``elapsed_from`` to ``elapsed_to`` (already set).

        The default reminds the ``due`` checks (moment "time"). A ruleset that keeps, in the
        combatants' stats, what a rule counts across passes of time (time spent resting towards
        the next point healed) does it here.
        """
        return encounter.reminded(self.due(encounter, elapsed_from, elapsed_to), "time")

    def judge(self, check: Check, total: int) -> Judged:
        """A reminder's roll of ``total`` against its ``check``, by the ruleset's rules of such a
        roll. The default compares the total with the target, with no criticals; GURPS's 3d6
        success rolls keep theirs."""
        met = total <= check.target if check.at_most else total >= check.target
        return Judged(met, abs(check.target - total))

    def chance(self, check: Check) -> Fraction:
        """The exact chance (a Fraction) that a reminder's roll meets its ``check``, as ``judge``
        judges it."""
        from pyrules.core.odds import chance

        return chance(check.notation, **{"at_most" if check.at_most else "at_least": check.target})


class PrefillRules:
    """What the calculators a combatant opens are filled in with, and what an answer applied to a
    combatant takes from it."""

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


class InitiativeRules:
    """How the order of turns is found: ``rolls`` False when the table sets initiative by hand."""

    rolls: bool = False

    def roll(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """Roll or work out the combatant's initiative."""
        raise RulesError("This game has no initiative roll: set initiative by hand.", "initiative")


class CardRules:
    """What a character card (a roster member) keeps and how it joins an encounter: the fields of
    its form (``fields``; empty: every stat), the stats it may keep besides (``extras``: TAL's pool
    left), how its attacks are written (``attack_rules``; None: it holds none), and the character
    sheet file it is imported from (``character_file``, "" for none)."""

    fields: tuple[Field, ...] = ()
    extras: tuple[str, ...] = ()
    attack_rules: AttackRules | None = None
    character_file: str = ""

    def check(self, stats: dict[str, Any]) -> dict[str, Any]:
        """A card's stats once checked as a whole (each field is already read); RulesError naming
        the field at fault. The default takes them as they are."""
        return stats

    def pools(self, stats: Mapping[str, Any]) -> dict[str, int]:
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

    # The weapon tables an attack line may be picked from, as the reference names them ("" where it
    # prints none: the line is typed), and what a weapon picked from them is used with.
    weapon_table = ""
    weapon_skill = "Skill"

    def weapons(self) -> tuple[tuple[str, str], ...]:
        """The weapons of ``weapon_table`` a line may be picked from: (key, as listed) each."""
        return ()

    def weapon_line(self, key: str, skill: int) -> str:
        """The attack line of a weapon picked from ``weapon_table`` with the skill (a BCS) typed
        beside it; RulesError naming "weapon" for a weapon the tables do not list."""
        raise RulesError("These cards pick no weapon from a table: type the attack line.", "weapon")

    def read_attack(self, line: str) -> Attack:
        """One attack line of a card as a ``card.Attack``; RulesError naming "attacks"."""
        if self.attack_rules is None:
            raise RulesError("These cards hold no attacks.", "attacks")
        return self.attack_rules.read(line)

    def read_character(self, text: str) -> dict[str, Any]:
        """A character sheet file's text as one card, as ``Roster.add`` takes it (RulesError
        naming "file" when it does not read); only a ruleset with a ``character_file`` reads one."""
        raise RulesError("These cards are not imported from a character file.", "file")

    def openings(self, stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
        """The calculators (``card.Opening``) a card's attack opens, filled in from the attack
        and the card's ``stats``."""
        return self.attack_rules.openings(stats, attack) if self.attack_rules else ()
