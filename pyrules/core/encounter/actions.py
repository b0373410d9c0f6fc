"""The action kinds: small plain records, one per change to an encounter.

An action is a dict: ``{"kind": "damage", "id": "c3", "amount": 5, "resource": "HP"}``,
typed by its kind (``DamageAction``; ``Action`` is any of them). The functions below build
them, and each kind's ``check_…`` checks one (the page may send strings from a form: "5") and
returns its canonical form, which is what the history stores (``kinds.normalize`` finds the check
of an action's kind). Anything random (an initiative roll) is rolled when the action is
built, so replaying it gives the same result. Kinds:

========================  =======================================================
add                       entries: [{name, count, side, stats, notes, initiative, tiebreak, attacks}]
edit                      id, and any of name, side, notes, stats (merged), resources (set values)
remove                    id
duplicate                 id, count
initiative                entries: [{id, value, tiebreak, text}], sort
sort                      (turn order by initiative, then tie-break, highest first)
next, previous            (the turn marker)
delay                     id (None: the active combatant) leaves the order and holds
act_now                   id: a holding combatant acts now, before the active one
damage, heal              id, amount, resource (None: the first pool)
add_condition             id, name, unit ("turns", "rounds" or None), duration, anchor, and stats
                          changed with it (optional: a knockdown leaves its victim lying down)
remove_condition          id, name
time                      seconds (game time passes)
end                       (the encounter ends)
exchange                  attacker, targets, text (what happened, every roll in it), parts: one
                          damage (id, amount, resource, location, effects, conditions, also) per
                          target it hurt (none for a miss), then (what else its rules put on
                          anyone), played (the attack as played, its id among it: undo brings it
                          back, and an id applied already is not applied again)
reminder_roll             who, text (the reminder due, by whom it concerns and its words), total,
                          faces (its check rolled)
reminder_follow           who, text (what that reminder's failed roll puts on, put on)
========================  =======================================================
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Literal, cast

from pyrules.core.answers import Effect
from pyrules.core.errors import RulesError

from pyrules.core.encounter import check, exchange_data
from pyrules.core.encounter.action_kinds import (  # the kinds, named here as ever
    AddEntry as AddEntry,
    AddAction as AddAction,
    EditAction as EditAction,
    RemoveAction as RemoveAction,
    DuplicateAction as DuplicateAction,
    InitiativeEntry as InitiativeEntry,
    InitiativeAction as InitiativeAction,
    SortAction as SortAction,
    NextAction as NextAction,
    PreviousAction as PreviousAction,
    DelayAction as DelayAction,
    ActNowAction as ActNowAction,
    DamageAction as DamageAction,
    HealAction as HealAction,
    AddConditionAction as AddConditionAction,
    RemoveConditionAction as RemoveConditionAction,
    TimeAction as TimeAction,
    EndAction as EndAction,
    ExchangeAction as ExchangeAction,
    ReminderRollAction as ReminderRollAction,
    ReminderFollowAction as ReminderFollowAction,
    Action as Action,
)
from pyrules.core.encounter.card import read_attacks
from pyrules.core.encounter.model import SIDES, UNITS
from pyrules.core.encounter.plugins import Plugin, Ruled

NAME_LONGEST = 60
NOTES_LONGEST = 2000
CONDITION_LONGEST = 40
MOST_AT_ONCE = 100
MOST_AMOUNT = 1_000_000
MOST_DURATION = 10_000
MOST_SECONDS = 10 * 365 * 24 * 3600
EXCHANGE_TEXT_LONGEST = 2000



# What checks an action of one kind (a dict read from a form or a file) and gives its canonical form.
Normalizer = Callable[[dict[str, Any], Plugin], Action]


# -- builders -------------------------------------------------------------------

def add(name: str, count: int = 1, *, side: str = "foe", stats: dict[str, Any] | None = None, notes: str = "",
        initiative: int | float | None = None, tiebreak: int | float | None = None) -> AddAction:
    """Add ``count`` combatants called ``name`` (numbered when more than one)."""
    return {"kind": "add", "entries": [entry(name, count, side=side, stats=stats, notes=notes,
                                             initiative=initiative, tiebreak=tiebreak)]}


def entry(name: str, count: int = 1, *, side: str = "foe", stats: dict[str, Any] | None = None, notes: str = "",
          initiative: int | float | None = None, tiebreak: int | float | None = None, attacks: Iterable[str] = (),
          resources: dict[str, int] | None = None) -> AddEntry:
    """One line of an ``add_many``; ``attacks`` are a character card's attack lines, ``resources``
    the pools it starts at where not fresh."""
    made: AddEntry = {"name": name, "count": count, "side": side, "stats": dict(stats or {}), "notes": notes,
            "initiative": initiative, "tiebreak": tiebreak}
    if attacks:
        made["attacks"] = list(attacks)
    if resources:
        made["resources"] = dict(resources)
    return made


def add_many(entries: list[AddEntry]) -> AddAction:
    """Add several kinds of combatant in one step (one undo): a party from the roster."""
    return {"kind": "add", "entries": list(entries)}


def edit(combatant: str, **changes: Any) -> EditAction:
    """Change any of name, side, notes, stats (merged into the old ones), resources (current values)."""
    # the changes are named by the caller: ``normalize`` refuses any an edit does not take
    return cast(EditAction, {"kind": "edit", "id": combatant, **changes})


def remove(combatant: str) -> RemoveAction:
    return {"kind": "remove", "id": combatant}


def duplicate(combatant: str, count: int = 1) -> DuplicateAction:
    """Copies of a combatant (fresh: full pools, no conditions), numbered, placed after it."""
    return {"kind": "duplicate", "id": combatant, "count": count}


def set_initiative(combatant: str, value: int | float | None, tiebreak: int | float | None = None,
                   *, sort: bool = False) -> InitiativeAction:
    """Set (or with None clear) one combatant's initiative."""
    return {"kind": "initiative", "entries": [{"id": combatant, "value": value, "tiebreak": tiebreak, "text": ""}],
            "sort": sort}


def roll_initiative(encounter: Ruled, rng: random.Random, ids: list[str] | None = None, *,
                    sort: bool = True) -> InitiativeAction:
    """Roll initiative with the encounter's plug-in for ``ids`` (None: everyone); the rolls go in the action."""
    if not isinstance(rng, random.Random):
        raise RulesError("rng must be a random.Random.", "rng")
    state, plugin = encounter.state, encounter.plugin
    chosen = [c.id for c in state.combatants] if ids is None else list(ids)
    if not chosen:
        raise RulesError("There is no one to roll initiative for.", "ids")
    rolled: list[InitiativeEntry] = []
    for cid in chosen:
        result = plugin.initiative.roll(state.combatant(cid, "ids"), rng)
        rolled.append({"id": cid, "value": result.value, "tiebreak": result.tiebreak, "text": result.text})
    return {"kind": "initiative", "entries": rolled, "sort": sort}


def sort() -> SortAction:
    return {"kind": "sort"}


def next_turn() -> NextAction:
    return {"kind": "next"}


def previous_turn() -> PreviousAction:
    return {"kind": "previous"}


def delay(combatant: str | None = None) -> DelayAction:
    """The combatant (None: the active one) holds its turn and leaves the order until it acts."""
    return {"kind": "delay", "id": combatant}


def act_now(combatant: str) -> ActNowAction:
    return {"kind": "act_now", "id": combatant}


def damage(combatant: str, amount: int, resource: str | None = None, *, location: str = "",
           effects: tuple[str, ...] = (), conditions: tuple[str, ...] = (),
           also: Iterable[tuple[str, int]] = ()) -> DamageAction:
    """Damage to a pool; a wound worked out by a calculator also says where it landed
    ("neck"), what else it did ("major wound"), the conditions it leaves ("Stunned") and
    the damage it does to other pools at the same time (``also``: (pool, amount) pairs)."""
    action: DamageAction = {"kind": "damage", "id": combatant, "amount": amount, "resource": resource}
    if also:
        action["also"] = [{"resource": pool, "amount": more} for pool, more in also]
    if location:
        action["location"] = location
    if effects:
        action["effects"] = list(effects)
    if conditions:
        action["conditions"] = list(conditions)
    return action


def damage_from(effect: Effect, combatant: str) -> DamageAction:
    """The damage action that applies a calculator's ``Effect`` (pyrules.core.answers) to
    ``combatant``: its amount and pool, where it landed, what else it did and what it leaves."""
    return damage(combatant, effect.amount, effect.resource, location=effect.location,
                  effects=effect.effects, conditions=effect.conditions, also=effect.also)


# What an exchange may put on a combatant besides damage: a condition (Stunned), or a stat changed (prone).
EXCHANGE_THEN = ("add_condition", "edit")


def exchange(attacker: str, targets: Iterable[str], text: str, parts: Iterable[DamageAction] = (),
             then: Iterable[AddConditionAction | EditAction] = (), *,
             played: dict[str, Any] | None = None) -> ExchangeAction:
    """An attack played through: who attacked whom, what happened (every roll in ``text``), the
    damage actions (``damage`` or ``damage_from``) of the targets it hurt, and ``then`` the rest
    its rules put on anyone (``add_condition`` or ``edit`` actions: a Dodge critically failed
    leaves its maker prone), applied as one step; ``played`` the exchange as played
    (``exchange.played``)."""
    action: ExchangeAction = {"kind": "exchange", "attacker": attacker, "targets": list(targets), "text": text,
                              "parts": [{key: value for key, value in part.items() if key != "kind"}
                                        for part in parts]}
    if then:
        action["then"] = [step.copy() for step in then]
    if played is not None:
        action["played"] = dict(played)
    return action


def played_id(action: Action) -> str | None:
    """The id of the attack an exchange action applied (None: another kind of action, or an
    attack applied before attacks had ids)."""
    return action.get("played", {}).get("id") if action["kind"] == "exchange" else None


def heal(combatant: str, amount: int, resource: str | None = None) -> HealAction:
    return {"kind": "heal", "id": combatant, "amount": amount, "resource": resource}


def add_condition(combatant: str, name: str, *, turns: int | None = None, rounds: int | None = None,
                  anchor: str | None = None, stats: dict[str, Any] | None = None) -> AddConditionAction:
    """A condition for N of the ``anchor``'s turns (default: the bearer's), for N rounds, or until
    removed; ``stats`` change with it, in the same step (merged into the old ones, as an edit's)."""
    if turns is not None and rounds is not None:
        raise RulesError("Give a duration in turns or in rounds, not both.", "duration")
    unit: Literal["turns", "rounds"] | None = "turns" if turns is not None else "rounds" if rounds is not None else None
    action: AddConditionAction = {"kind": "add_condition", "id": combatant, "name": name, "unit": unit,
                                  "duration": turns if turns is not None else rounds, "anchor": anchor}
    if stats:
        action["stats"] = dict(stats)
    return action


def remove_condition(combatant: str, name: str) -> RemoveConditionAction:
    return {"kind": "remove_condition", "id": combatant, "name": name}


def time_passes(*, seconds: int = 0, minutes: int = 0, hours: int = 0) -> TimeAction:
    """Game time passes outside the turn order."""
    total = (check.whole(seconds, "seconds", low=0) + 60 * check.whole(minutes, "minutes", low=0)
             + 3600 * check.whole(hours, "hours", low=0))
    return {"kind": "time", "seconds": total}


def end() -> EndAction:
    return {"kind": "end"}


def roll_reminder(who: str | None, text: str, total: int, faces: Iterable[int]) -> ReminderRollAction:
    """The check of the reminder due for ``who`` saying ``text``, rolled: ``total`` on ``faces``."""
    return {"kind": "reminder_roll", "who": who, "text": text, "total": total, "faces": list(faces)}


def follow_reminder(who: str, text: str) -> ReminderFollowAction:
    """What the failed roll of the reminder due for ``who`` saying ``text`` puts on, put on."""
    return {"kind": "reminder_follow", "who": who, "text": text}


# -- checking -------------------------------------------------------------------

def _keys(data: dict[str, Any], allowed: tuple[str, ...]) -> None:
    check.only_keys(data, "", ("kind",) + allowed)


def _id(data: dict[str, Any], key: str = "id") -> str:
    return check.ident(data.get(key), key, "c")


def _name(value: Any, path: str) -> str:
    return check.text(value, path, longest=NAME_LONGEST)


def stats(raw: Any, plugin: Plugin, path: str = "stats", *, fill: bool = True, locate: bool = False) -> dict[str, Any]:
    """Parse a combatant's stats with the plug-in's fields; ``fill`` gives missing fields their defaults.

    Stats the plug-in does not declare are kept if they are plain values. With
    ``locate`` an error's message starts with its path (stored data).
    """
    raw = {} if raw is None else check.mapping(raw, path)
    parsed = {}
    for field in plugin.stats:
        if field.name in raw or fill:
            try:
                parsed[field.name] = field.parse(raw.get(field.name))
            except RulesError as error:
                raise check.renamed(error, path, locate=locate) from None
    for key, value in raw.items():
        if key not in parsed:
            parsed[key] = check.scalar(value, check.at(path, key))
    return parsed


def check_add(data: dict[str, Any], plugin: Plugin) -> AddAction:
    _keys(data, ("entries",))
    entries = check.listing(data.get("entries"), "entries", longest=MOST_AT_ONCE)
    if not entries:
        check.fail("entries", "must name at least one combatant")
    canonical: list[AddEntry] = []
    for i, raw in enumerate(entries):
        path = check.item("entries", i)
        raw = check.mapping(raw, path)
        try:
            check.only_keys(raw, "", ("name", "count", "side", "stats", "notes", "initiative", "tiebreak",
                                      "attacks", "resources"))
            canonical.append({
                "name": _name(raw.get("name"), "name"),
                "count": check.whole(raw.get("count", 1), "count", low=1, high=MOST_AT_ONCE),
                "side": check.choice(raw.get("side", "foe"), "side", SIDES),
                "stats": stats(raw.get("stats"), plugin),
                "notes": check.text(raw.get("notes", ""), "notes", longest=NOTES_LONGEST, empty=True),
                "initiative": check.number(raw.get("initiative"), "initiative", optional=True),
                "tiebreak": check.number(raw.get("tiebreak"), "tiebreak", optional=True),
            })
            if raw.get("attacks"):
                canonical[-1]["attacks"] = attack_lines(raw["attacks"], plugin)
            if raw.get("resources"):
                canonical[-1]["resources"] = _pool_values(raw["resources"])
        except RulesError as error:
            # a single entry is the page's add form: keep its field names ("name", "count")
            raise (check.renamed(error, path) if len(entries) > 1 else error) from None
    return {"kind": "add", "entries": canonical}


def _pool_values(data: object) -> dict[str, int]:
    """Pools set to a value, {"HP": 9}: each a whole number within the amounts an action may move."""
    values = check.mapping(data, "resources")
    return {key: check.whole(v, check.at("resources", key), low=-MOST_AMOUNT, high=MOST_AMOUNT)
            for key, v in values.items()}


def check_edit(data: dict[str, Any], plugin: Plugin) -> EditAction:
    _keys(data, ("id", "name", "side", "notes", "stats", "resources"))
    action: EditAction = {"kind": "edit", "id": _id(data)}
    if "name" in data:
        action["name"] = _name(data["name"], "name")
    if "side" in data:
        action["side"] = check.choice(data["side"], "side", SIDES)
    if "notes" in data:
        action["notes"] = check.text(data["notes"], "notes", longest=NOTES_LONGEST, empty=True)
    if "stats" in data:
        action["stats"] = stats(data["stats"], plugin, fill=False)
    if "resources" in data:
        action["resources"] = _pool_values(data["resources"])
    if len(action) == 2:
        raise RulesError("Nothing to change.", "id")
    return action


def check_just_id(kind: Literal["remove", "act_now"]) -> Normalizer:
    def normalize_(data: dict[str, Any], plugin: Plugin) -> RemoveAction | ActNowAction:
        _keys(data, ("id",))
        # mypy cannot tell which of the kinds a Literal union makes: it is ``kind``'s
        return cast("RemoveAction | ActNowAction", {"kind": kind, "id": _id(data)})
    return normalize_


def check_bare(kind: Literal["sort", "next", "previous", "end"]) -> Normalizer:
    def normalize_(data: dict[str, Any], plugin: Plugin) -> SortAction | NextAction | PreviousAction | EndAction:
        _keys(data, ())
        # as in _just_id: the action made is of ``kind``
        return cast("SortAction | NextAction | PreviousAction | EndAction", {"kind": kind})
    return normalize_


def check_duplicate(data: dict[str, Any], plugin: Plugin) -> DuplicateAction:
    _keys(data, ("id", "count"))
    return {"kind": "duplicate", "id": _id(data),
            "count": check.whole(data.get("count", 1), "count", low=1, high=MOST_AT_ONCE)}


def check_initiative(data: dict[str, Any], plugin: Plugin) -> InitiativeAction:
    _keys(data, ("entries", "sort"))
    entries = check.listing(data.get("entries"), "entries", longest=10_000)
    if not entries:
        check.fail("entries", "must name at least one combatant")
    canonical: list[InitiativeEntry] = []
    for i, raw in enumerate(entries):
        path = check.item("entries", i)
        raw = check.mapping(raw, path)
        try:
            check.only_keys(raw, "", ("id", "value", "tiebreak", "text"))
            canonical.append({
                "id": check.ident(raw.get("id"), "id", "c"),
                "value": check.number(raw.get("value"), "initiative", optional=True),
                "tiebreak": check.number(raw.get("tiebreak"), "tiebreak", optional=True),
                "text": check.text(raw.get("text", ""), "text", longest=200, empty=True),
            })
        except RulesError as error:
            raise (check.renamed(error, path) if len(entries) > 1 else error) from None
    return {"kind": "initiative", "entries": canonical, "sort": check.flag(data.get("sort", False), "sort")}


def check_delay(data: dict[str, Any], plugin: Plugin) -> DelayAction:
    _keys(data, ("id",))
    return {"kind": "delay", "id": None if data.get("id") is None else _id(data)}


WOUND_DETAILS = ("location", "effects", "conditions", "also")  # what a damage action may also carry
MOST_EFFECTS = 12
EFFECT_LONGEST = 120


def check_amount(kind: Literal["damage", "heal"]) -> Normalizer:
    def normalize_(data: dict[str, Any], plugin: Plugin) -> DamageAction | HealAction:
        _keys(data, ("id", "amount", "resource") + (WOUND_DETAILS if kind == "damage" else ()))
        resource = data.get("resource")
        action: dict[str, Any] = {"kind": kind, "id": _id(data),
                  "amount": check.whole(data.get("amount"), "amount", low=1, high=MOST_AMOUNT),
                  "resource": None if resource is None else check.text(resource, "resource", longest=40)}
        if data.get("location"):
            action["location"] = check.text(data["location"], "location", longest=CONDITION_LONGEST)
        if data.get("also"):
            action["also"] = []
            for i, more in enumerate(check.listing(data["also"], "also", longest=MOST_EFFECTS)):
                where = check.item("also", i)
                more = check.mapping(more, where)
                check.only_keys(more, where, ("resource", "amount"))
                action["also"].append({
                    "resource": check.text(more.get("resource"), check.at(where, "resource"), longest=40),
                    "amount": check.whole(more.get("amount"), check.at(where, "amount"), low=1, high=MOST_AMOUNT)})
        for key, longest in (("effects", EFFECT_LONGEST), ("conditions", CONDITION_LONGEST)):
            if data.get(key):
                items = check.listing(data[key], key, longest=MOST_EFFECTS)
                action[key] = [check.text(item, check.item(key, i), longest=longest) for i, item in enumerate(items)]
        # the keys checked above are the kind's own (a heal takes no wound details)
        return cast("DamageAction | HealAction", action)
    return normalize_


def attack_lines(raw: Any, plugin: Plugin, path: str = "attacks") -> list[str]:
    """A combatant's attack lines, each read by its ruleset (RulesError naming ``path``)."""
    try:
        return list(read_attacks(check.listing(raw, path, longest=20), plugin.card))
    except RulesError as error:
        raise RulesError(f"{path}: {error.message}", path) from None


def check_exchange(data: dict[str, Any], plugin: Plugin) -> ExchangeAction:
    _keys(data, ("attacker", "targets", "text", "parts", "then", "played"))
    targets = check.listing(data.get("targets"), "targets", longest=MOST_AT_ONCE)
    if not targets:
        check.fail("targets", "must name at least one combatant")
    parts = []
    for i, part in enumerate(check.listing(data.get("parts", []), "parts", longest=MOST_AT_ONCE)):
        where = check.item("parts", i)
        part = check.mapping(part, where)
        try:
            parts.append({key: value for key, value in check_amount("damage")({**part, "kind": "damage"}, plugin).items()
                          if key != "kind"})
        except RulesError as error:
            raise check.renamed(error, where) from None
    action: ExchangeAction = {
        "kind": "exchange", "attacker": _id(data, "attacker"),
        "targets": [check.ident(t, check.item("targets", i), "c") for i, t in enumerate(targets)],
        "text": check.text(data.get("text"), "text", longest=EXCHANGE_TEXT_LONGEST), "parts": parts}
    then: list[AddConditionAction | EditAction] = []
    for i, step in enumerate(check.listing(data.get("then", []), "then", longest=MOST_AT_ONCE)):
        where = check.item("then", i)
        step = check.mapping(step, where)
        kind = check.choice(step.get("kind"), check.at(where, "kind"), EXCHANGE_THEN)
        try:
            then.append(check_add_condition(step, plugin) if kind == "add_condition" else check_edit(step, plugin))
        except RulesError as error:
            raise check.renamed(error, where) from None
    if then:
        action["then"] = then
    if data.get("played") is not None:
        action["played"] = exchange_data.checked(data["played"], "played", (plugin.key,))
    return action


def check_add_condition(data: dict[str, Any], plugin: Plugin) -> AddConditionAction:
    _keys(data, ("id", "name", "unit", "duration", "anchor", "stats"))
    unit = data.get("unit")
    if unit is not None:
        unit = cast(Literal["turns", "rounds"], check.choice(unit, "unit", UNITS))  # one of UNITS
    duration = data.get("duration")
    if unit is None:
        if duration not in (None, ""):
            raise RulesError("Say whether the duration is in turns or rounds.", "unit")
        duration = None
    else:
        duration = check.whole(duration, "duration", low=1, high=MOST_DURATION)
    anchor = data.get("anchor")
    if unit != "turns" or anchor is None:
        anchor = None
    else:
        anchor = check.ident(anchor, "anchor", "c")
    action: AddConditionAction = {"kind": "add_condition", "id": _id(data),
                                  "name": check.text(data.get("name"), "name", longest=CONDITION_LONGEST),
                                  "unit": unit, "duration": duration, "anchor": anchor}
    if data.get("stats"):
        action["stats"] = stats(data["stats"], plugin, fill=False)
    return action


def check_remove_condition(data: dict[str, Any], plugin: Plugin) -> RemoveConditionAction:
    _keys(data, ("id", "name"))
    return {"kind": "remove_condition", "id": _id(data),
            "name": check.text(data.get("name"), "name", longest=CONDITION_LONGEST)}


def check_time(data: dict[str, Any], plugin: Plugin) -> TimeAction:
    _keys(data, ("seconds",))
    return {"kind": "time", "seconds": check.whole(data.get("seconds"), "seconds", low=1, high=MOST_SECONDS)}


REMINDER_TEXT_LONGEST = 1000
MOST_FACES = 100


def check_reminder_roll(data: dict[str, Any], plugin: Plugin) -> ReminderRollAction:
    _keys(data, ("who", "text", "total", "faces"))
    who = data.get("who")
    faces = check.listing(data.get("faces"), "faces", longest=MOST_FACES)
    return roll_reminder(None if who is None else check.ident(who, "who", "c"),
                         check.text(data.get("text"), "text", longest=REMINDER_TEXT_LONGEST),
                         check.whole(data.get("total"), "total", low=-MOST_AMOUNT, high=MOST_AMOUNT),
                         [check.whole(face, check.item("faces", i), low=0, high=MOST_AMOUNT) for i, face in enumerate(faces)])


def check_reminder_follow(data: dict[str, Any], plugin: Plugin) -> ReminderFollowAction:
    _keys(data, ("who", "text"))
    return follow_reminder(check.ident(data.get("who"), "who", "c"),
                           check.text(data.get("text"), "text", longest=REMINDER_TEXT_LONGEST))


