"""The ruleset plug-in: what a ruleset tells the tracker, composed of narrow parts, and the
registry that finds plug-ins by key.

A ruleset composes its plug-in of the parts of ``parts`` (each in the module of its name in the
ruleset's ``tracker/`` package) and registers it::

    PLUGIN = register_plugin(Plugin(
        key="gurps", name="GURPS", round_seconds=1, stats=STATS, turn_stats=("maneuver", "posture"),
        pools=GurpsPools(), standing=GurpsStanding(), reminders=GurpsReminders(),
        prefill=GurpsPrefill(), initiative=GurpsInitiative(), card=GURPS_CARD, exchange=EXCHANGE))

A part left out does nothing special (``parts``' defaults): no pools, every combatant able, no
reminders, no calculators filled in, initiative set by hand, cards of the plug-in's stats. The
state's log remembers the rest: every entry carries the combatant's id (``who``), the game clock,
and the pools a damage, heal or edit moved.
"""

from __future__ import annotations

import importlib

from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.fields import Field

from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.parts import (  # noqa: F401  (the parts' values, named here for the plug-ins)
    CardRules, InitiativeRules, Initiative, Judged, PoolRules, PrefillRules, ReminderRules, Resource, StandingRules)

__all__ = ["CardRules", "InitiativeRules", "Initiative", "Judged", "PoolRules", "PrefillRules", "ReminderRules",
           "Resource", "StandingRules", "Plugin", "stat_of", "every", "register_plugin", "plugin", "plugin_keys",
           "Ruled", "STAT_KINDS"]
STAT_KINDS = ("int", "number", "text", "choice", "flag")


@dataclass(frozen=True, eq=False)
class Plugin:
    """What a ruleset tells the tracker.

    ``key`` is its address ("gurps"), ``name`` its name, ``round_seconds`` the game seconds in a
    round (GURPS 1, Cortex 3), ``stats`` a ``core.fields.Field`` for each value a combatant needs
    (HT, Basic Speed: the page builds the form from them and combatant.stats holds their parsed
    values), ``turn_stats`` the names of choice stats changed turn by turn (GURPS's maneuver and
    posture: the page offers them on the combatant's row). The rest are its parts (``parts``):
    ``pools``, ``standing``, ``reminders``, ``prefill``, ``initiative``, ``card``, and
    ``exchange``, how an attack is played from the tracker (an ``exchange.ExchangeRules``, whose
    module imports this one; None: it is not).
    """

    key: str
    name: str = ""
    round_seconds: int = 6
    stats: tuple[Field, ...] = ()
    turn_stats: tuple[str, ...] = ()
    pools: PoolRules = field(default_factory=PoolRules)
    standing: StandingRules = field(default_factory=StandingRules)
    reminders: ReminderRules = field(default_factory=ReminderRules)
    prefill: PrefillRules = field(default_factory=PrefillRules)
    initiative: InitiativeRules = field(default_factory=InitiativeRules)
    card: CardRules = field(default_factory=CardRules)
    exchange: object = None

    def stat(self, combatant: Combatant, name: str) -> Any:
        """A combatant's stat as its field reads it; the field's default when the stored value
        is missing or no longer reads (data saved by an older version)."""
        return stat_of(self.stats, combatant, name)

    @property
    def card_form(self) -> tuple[Field, ...]:
        """The fields of a character card's form."""
        return self.card.fields or self.stats

    @property
    def card_stat_names(self) -> frozenset[str]:
        """The stats a card of this ruleset may hold: its form's fields, the stats a combatant
        carries (a card kept from a combatant holds those), and its card's ``extras``. A card
        holding any other is refused, naming it."""
        return frozenset((*(f.name for f in (*self.card_form, *self.stats)), *self.card.extras))


def stat_of(fields: tuple[Field, ...], combatant: Combatant, name: str) -> Any:
    """A combatant's stat ``name`` as its field among ``fields`` reads it; the field's default
    when the stored value is missing or no longer reads (data saved by an older version)."""
    found = next(f for f in fields if f.name == name)
    raw = combatant.stats.get(name)
    try:
        kept = _READ.get((id(found), raw))
    except TypeError:  # a stored value no dict can key (a list): read it each time
        return _read(found, raw)
    if kept is not None and kept[0] is found:
        return kept[1]
    if len(_READ) >= _MOST_READ:
        _READ.clear()
    value = _read(found, raw)
    _READ[(id(found), raw)] = (found, value)
    return value


# Each stat as its field read it, by the field (its id, the field kept with it) and the stored
# value: a stat is read on every tap that looks at its combatant, and a value reads the same each
# time, so each is read once. Bounded: emptied when it would hold more.
_READ: dict[tuple[int, Any], tuple[Field, Any]] = {}
_MOST_READ = 4096


def _read(found: Field, raw: Any) -> Any:
    try:
        value = found.parse(raw)
    except RulesError:
        return found.default
    return found.default if value is None else value


def every(period: int, elapsed_from: int, elapsed_to: int) -> int:
    """How many times a check due every ``period`` seconds falls due in (from, to]."""
    if period <= 0:
        raise ValueError("period must be positive")
    if elapsed_to <= elapsed_from:
        return 0
    return elapsed_to // period - elapsed_from // period


_REGISTRY: dict[str, Plugin] = {}
P = TypeVar("P", bound=Plugin)  # a ruleset's own plug-in class


def register_plugin(plugin_: P, *, replace: bool = False) -> P:
    """Make ``plugin_`` findable by its key; a second plug-in with the same key needs ``replace``."""
    if not isinstance(plugin_, Plugin):
        raise TypeError("register_plugin needs a Plugin instance")
    key = plugin_.key
    if not isinstance(key, str) or not key or len(key) > 40:
        raise ValueError("a plug-in needs a short text key")
    if validate.kept_whole(plugin_.round_seconds, low=1) is None:
        raise ValueError(f"plug-in {key!r}: round_seconds must be a whole number of seconds, at least 1")
    for stat in plugin_.stats:
        if not isinstance(stat, Field) or stat.kind not in STAT_KINDS:
            raise ValueError(f"plug-in {key!r}: stats must be Fields of kind {', '.join(STAT_KINDS)}")
    choices = {stat.name for stat in plugin_.stats if stat.kind == "choice"}
    if not set(plugin_.turn_stats) <= choices:
        raise ValueError(f"plug-in {key!r}: turn_stats must name choice stats")
    if key in _REGISTRY and _REGISTRY[key] is not plugin_ and not replace:
        raise ValueError(f"a plug-in called {key!r} is already registered")
    _REGISTRY[key] = plugin_
    return plugin_


def plugin(key: object) -> Plugin:
    """The registered plug-in called ``key`` (a ruleset's own is imported, and so registered, the
    first time it is asked for); RulesError naming "plugin" if there is none."""
    if isinstance(key, str) and key not in _REGISTRY and key.isidentifier():
        _import_tracker(key)
    if isinstance(key, str) and key in _REGISTRY:
        return _REGISTRY[key]
    known = ", ".join(sorted(_REGISTRY)) or "none"
    raise RulesError(f"Unknown ruleset “{shown(key)}” for the tracker (known: {known}).", "plugin")


def _import_tracker(key: str) -> None:
    """Import the ruleset package ``key``'s tracker, which registers its plug-in; nothing when
    there is no such package (the ruleset list, ``pyrules.rulesets``, names the plug-in type this
    module defines, so it is not asked here)."""
    try:
        importlib.import_module(f"pyrules.{key}.tracker")
    except ModuleNotFoundError as error:
        if error.name not in (f"pyrules.{key}", f"pyrules.{key}.tracker"):
            raise


def plugin_keys() -> tuple[str, ...]:
    return tuple(sorted(_REGISTRY))


class Ruled(Protocol):
    """An encounter as the modules it is built on read it: its state and its ruleset's plug-in
    (``Encounter`` is one; its module imports theirs)."""

    @property
    def state(self) -> State: ...
    @property
    def plugin(self) -> Plugin: ...
