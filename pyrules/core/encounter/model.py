"""The encounter as plain data: combatants, conditions, reminders, the log, the state.

Every value here is frozen; a change makes a new value. ``stats`` and resource
values are read-only mappings over private copies, so nobody can change a state
behind the history's back. Combatants are kept in turn order; a combatant who
holds its turn stays in that tuple, flagged ``held``, and is skipped by the turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from operator import attrgetter
from types import MappingProxyType
from typing import Any, Iterable, Mapping

from pyrules.core.encounter.kept import replaced
from pyrules.core.errors import RulesError

_ID = attrgetter("id")

SIDES = ("party", "foe")
UNITS = ("turns", "rounds")
MOMENTS = ("turn_start", "turn_end", "time", "condition", "damage")
# Log kinds of the entry written where a combatant's turn begins (a turn that resumes is logged as "resume").
TURN_BEGINS = ("next", "act_now")
EDITABLE = ("name", "side", "notes", "stats", "resources")  # what an edit can change, in log order


def frozen_map(values: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    """A read-only copy of ``values``."""
    return MappingProxyType(dict(values or {}))


def plain(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, tuples as lists, mappings as dicts)."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return {key: plain(v) for key, v in value.items()}


@dataclass(frozen=True)
class Condition:
    """A condition on a combatant ("Stunned"), timed or lasting until removed.

    ``unit`` is "turns", "rounds" or None (until removed); ``left`` how many are
    left. A "turns" condition counts the turns of ``anchor`` (a combatant id,
    normally the bearer); ``counting`` is set once the anchor's turn has begun
    after the condition was placed, so the turn in which it is placed never counts.
    ``key`` is what its ruleset's rules know it as ("stunned"; "" for a condition
    with no rules effect), read from its name once, as it is put on or read back.
    """

    name: str
    unit: str | None = None
    left: int | None = None
    anchor: str | None = None
    counting: bool = False
    key: str = ""

    @property
    def left_text(self) -> str:
        """ "2 turns", "1 round", or "" for a condition without a duration."""
        if self.unit is None:
            return ""
        word = self.unit if self.left != 1 else self.unit[:-1]
        return f"{self.left} {word}"


@dataclass(frozen=True)
class Combatant:
    """One combatant: who, which side, initiative, the ruleset's stats and pools.

    ``stats`` holds the ruleset's fields (plain values); ``resources`` the
    current value of each pool by name (a pool missing here is full); ``attacks`` the attack
    lines its character card brought ("Broadsword 14 2d+1 cut"), as its ruleset reads them.
    """

    id: str
    name: str
    side: str = "foe"
    initiative: int | float | None = None
    tiebreak: int | float | None = None
    notes: str = ""
    stats: Mapping[str, Any] = field(default_factory=frozen_map)
    resources: Mapping[str, int] = field(default_factory=frozen_map)
    conditions: tuple[Condition, ...] = ()
    held: bool = False
    attacks: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "stats", frozen_map(self.stats))
        object.__setattr__(self, "resources", frozen_map(self.resources))
        object.__setattr__(self, "conditions", tuple(self.conditions))
        object.__setattr__(self, "attacks", tuple(self.attacks))

    def condition(self, name: str) -> Condition | None:
        """The condition of this name (in any case), if it has one."""
        key = name.casefold()
        return next((c for c in self.conditions if c.name.casefold() == key), None)

    def has(self, key: str) -> bool:
        """Whether it is under a condition its ruleset knows as ``key``."""
        return any(c.key == key for c in self.conditions)


@dataclass(frozen=True)
class ReminderRoll:
    """A reminder's roll as it was made: its total and dice, how its ruleset judged it (``met``,
    by ``margin``, ``critical``, and what the ruleset's own rules of the roll add, ``said``), and
    whether what a failure puts on was put on (``followed``)."""

    total: int
    faces: tuple[int, ...]
    met: bool
    margin: int
    critical: bool = False
    said: str = ""
    followed: bool = False


@dataclass(frozen=True)
class Reminder:
    """Something due now: a ruleset check at a turn's start or end ("turn_start", "turn_end"), after
    game time ("time"), as a condition ends ("condition"), or as a combatant takes damage or healing
    ("damage"). All of them stay until the turn changes or time passes.

    ``who`` is the combatant it concerns (None for the whole table); ``rolled`` its roll once made
    (part of the encounter: a reload keeps it, and undo takes it back with the step that made it).
    """

    text: str
    moment: str
    who: str | None = None
    check: Check | None = None  # the roll it asks for, when it asks for one
    source: str = ""  # where its rule is printed, kept apart from its words for the page's "Why?"
    rolled: ReminderRoll | None = None


@dataclass(frozen=True)
class Follow:
    """What a failed check puts on its combatant: the condition ``failed`` ("Stunned"), or ``worse``
    ("Unconscious") when it failed by ``worse_by`` or more (0: never worse), with the stats it
    ``sets`` besides. A ruleset that keeps
    ``failed`` as a flag among its stats names it (``stat``): the failure ticks that flag; one that
    keeps them as a choice stat (TAL's Down) names that: the failure sets it to the choice of the
    condition's name."""

    failed: str
    worse: str = ""
    worse_by: int = 0
    stat: str = ""
    worse_on_critical: bool = False  # a critical failure puts on ``worse`` whatever its margin
    # What any failure changes besides, in the same step: stats it sets ((name, value) each; a failed
    # knockdown roll leaves its victim lying down), and what it does that no stat keeps, in words
    # ("drops what it holds"), told as it is put on.
    sets: tuple[tuple[str, Any], ...] = ()
    tells: str = ""

    def condition(self, margin: int, critical: bool = False) -> str:
        """The condition a failure by ``margin`` (a positive number) puts on; ``critical``: the
        failure was a critical one."""
        if self.worse and critical and self.worse_on_critical:
            return self.worse
        return self.worse if self.worse and self.worse_by and margin >= self.worse_by else self.failed


@dataclass(frozen=True)
class Check:
    """A roll a reminder asks for: ``notation`` against ``target``, made at most (roll-under,
    "HT 10") or at least (roll-over, "Vitality + Willpower vs 7"); ``label`` says what it is, and
    ``follow`` what a failure puts on the combatant, one tap after the roll."""

    notation: str
    target: int
    at_most: bool = True
    label: str = ""
    follow: Follow | None = None


@dataclass(frozen=True)
class Prompt:
    """What a plug-in hook may return in place of a text: the text, the roll it asks for, and whom
    it is for (``who``, a combatant's id: a check that falls due with time names its combatant;
    None leaves it to the moment, which names the combatant whose turn or wound it is)."""

    text: str
    check: Check | None = None
    who: str | None = None
    source: str = ""  # where its rule is printed ("seed 003 l.44"), apart from the words a player reads

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: when, who, what.

    ``round`` and ``turn`` (the active combatant's place in the order) when it was
    written; ``clock`` the game clock then, in seconds, after what the entry records
    (a "round" entry has the new round's clock, a "time" entry the clock after the
    time passed). ``who`` is the id of the combatant it concerns (None for the
    whole table: a new round, time passing, adding several). ``pools`` lists each
    pool a damage, heal or edit entry moved, as (pool name, before, after).

    ``changed`` names what an "edit" entry changed, from EDITABLE ("notes", "stats");
    ``location`` where the damage of a "damage" entry landed ("neck") and ``effects`` what else
    it did ("major wound"), when a calculator worked them out; ``pool`` the pool a "damage" or "heal"
    was given to (even when it moved none: GURPS fatigue at -1xFP comes off HP alone), and
    ``amount`` how much it was given, before the ruleset's pools took it (None for any other entry).

    ``kind`` says what happened: the action's kind, or "round" (a round begins),
    "expire" (a timed condition ends), "rename" (an edit's new name), "resume" (a
    turn that had begun carries on: after "act now" interrupted it, or a combatant
    who held mid-turn acts). A turn begins exactly at the entries of TURN_BEGINS.
    """

    round: int
    turn: int
    kind: str
    text: str
    who: str | None = None
    clock: int = 0
    pools: tuple[tuple[str, int, int], ...] = ()
    changed: tuple[str, ...] = ()
    location: str = ""
    effects: tuple[str, ...] = ()
    pool: str = ""
    amount: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "pools", tuple(tuple(p) for p in self.pools))
        object.__setattr__(self, "changed", tuple(self.changed))
        object.__setattr__(self, "effects", tuple(self.effects))

    @property
    def begins_turn(self) -> bool:
        """Whether ``who``'s turn begins here."""
        return self.kind in TURN_BEGINS


def rank(combatant: Combatant) -> tuple[bool, int | float, bool, int | float]:
    """Sort key for turn order, highest first: initiative, then tie-break; blanks last."""
    return (
        combatant.initiative is not None,
        combatant.initiative or 0,
        combatant.tiebreak is not None,
        combatant.tiebreak or 0,
    )


# The combatants whose places were worked out last, and their places by id.
_last_places: tuple[tuple[Combatant, ...], Mapping[str, int]] = ((), {})


def _places_of(combatants: tuple[Combatant, ...]) -> Mapping[str, int]:
    """Each combatant's place by id. A state an action made holds the same ids in the same places
    as the state before it unless someone joined, left or moved, which is found in C: its places
    are then the ones worked out before, so an action costs no step per combatant."""
    global _last_places
    last, places = _last_places
    if combatants is not last:
        if replaced(combatants, last) is None:
            places = dict(zip(map(_ID, combatants), range(len(combatants))))
        _last_places = (combatants, places)
    return places


@dataclass(frozen=True)
class State:
    """Everything about an encounter at one moment.

    ``round`` starts at 1; ``clock`` is game time in seconds; ``active`` the id of
    the combatant whose turn it is (None before the first turn, after the end,
    or while everyone holds). ``begun`` lists ids whose turn has begun and not
    ended (the active one, one interrupted by "act now", one holding mid-turn).
    ``reminders`` are those due now, emptied when the turn changes or time
    passes (then filled with what the change brings); damage, healing and
    conditions ending add theirs. ``next_id`` numbers the next combatant added ("c7").
    """

    combatants: tuple[Combatant, ...] = ()
    active: str | None = None
    round: int = 1
    clock: int = 0
    ended: bool = False
    next_id: int = 1
    begun: tuple[str, ...] = ()
    reminders: tuple[Reminder, ...] = ()
    log: tuple[LogEntry, ...] = ()

    @cached_property
    def _places(self) -> Mapping[str, int]:
        """Each combatant's place by id, worked out once per state, so that the many lookups one
        tap makes cost next to nothing at 500 combatants."""
        return _places_of(self.combatants)

    @cached_property
    def _log_places(self) -> Mapping[str, tuple[int, ...]]:
        """Where each combatant's entries are in the log, worked out once per state: a render reads
        every row's history, and a pass over the whole log for each row would grow with rows times
        entries."""
        places: dict[str, list[int]] = {}
        for index, entry in enumerate(self.log):
            if entry.who is not None:
                places.setdefault(entry.who, []).append(index)
        return {who: tuple(found) for who, found in places.items()}

    def logged_about(self, cid: str) -> tuple[int, ...]:
        """The places in the log of the entries about combatant ``cid``, oldest first."""
        return self._log_places.get(cid, ())

    def entries_about(self, cid: str) -> tuple[LogEntry, ...]:
        """The log's entries about combatant ``cid``, oldest first."""
        return tuple(map(self.log.__getitem__, self.logged_about(cid)))

    def find(self, cid: str) -> Combatant | None:
        place = self._places.get(cid)
        return None if place is None else self.combatants[place]

    def combatant(self, cid: str, field: str = "id") -> Combatant:
        """The combatant with id ``cid``; RulesError naming ``field`` if there is none."""
        found = self.find(cid)
        if found is None:
            raise RulesError(f"No combatant “{cid}” in this encounter.", field)
        return found

    def index(self, cid: str) -> int:
        place = self._places.get(cid)
        if place is None:
            raise RulesError(f"No combatant “{cid}” in this encounter.", "id")
        return place

    @property
    def order(self) -> tuple[Combatant, ...]:
        """The turn order: everyone not holding a turn."""
        return tuple(c for c in self.combatants if not c.held)

    @property
    def held(self) -> tuple[Combatant, ...]:
        return tuple(c for c in self.combatants if c.held)

    @property
    def turn(self) -> int:
        """The active combatant's place in the turn order (1 = first), 0 if none."""
        if self.active is None:
            return 0
        for i, c in enumerate(self.order, 1):
            if c.id == self.active:
                return i
        return 0

    def put(self, combatant: Combatant) -> State:
        """This state with ``combatant`` replacing the one with the same id."""
        global _last_places
        i = self.index(combatant.id)
        combatants = self.combatants[:i] + (combatant,) + self.combatants[i + 1:]
        _last_places = (combatants, self._places)  # the same ids in the same places: nothing to compare
        return replace(self, combatants=combatants)

    def logged(self, kind: str, text: str, who: str | None = None, pools: Iterable[tuple[str, int, int]] = (),
               changed: Iterable[str] = (), location: str = "", effects: Iterable[str] = (),
               pool: str = "", amount: int | None = None) -> State:
        """This state with a log entry at the current round, turn and clock."""
        entry = LogEntry(self.round, self.turn, kind, text, who, self.clock, tuple(pools), tuple(changed), location,
                         tuple(effects), pool, amount)
        return replace(self, log=self.log + (entry,))

    def reminded(self, prompts: Iterable[Prompt], moment: str, who: str | None = None) -> State:
        """This state with a reminder added for each prompt with a text, with the roll it asks for;
        one that names no combatant is for ``who``."""
        prompts = tuple(prompts)
        for prompt in prompts:
            if not isinstance(prompt, Prompt):
                raise TypeError(f"a plug-in's reminder is a Prompt, not {type(prompt).__name__}: "
                                "a line of text is Prompt(text)")
        new = tuple(Reminder(p.text, moment, p.who or who, p.check, p.source) for p in prompts if p.text)
        return replace(self, reminders=self.reminders + new) if new else self
