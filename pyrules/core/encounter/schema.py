"""An encounter as plain JSON-ready data, and reading it back with every field checked.

Schema 5 (current)::

    {"schema": 5, "plugin": "generic",
     "round": 1, "clock": 0, "active": "c1" | null, "ended": false, "next_id": 3,
     "begun": ["c1"],
     "combatants": [{"id": "c1", "name": "Goblin 1", "side": "foe", "initiative": 14,
                     "tiebreak": 2, "notes": "", "stats": {"hp": 7, "init": 2},
                     "resources": {"HP": 7}, "held": false,
                     "attacks": ["Club 12 1d+1 cr"],                  # only when it has some
                     "conditions": [{"name": "Stunned", "unit": "turns", "left": 2,
                                     "anchor": "c1", "counting": false}]}],
     "reminders": [{"text": "...", "moment": "turn_start", "who": "c1"}],
     "log": [{"round": 1, "turn": 1, "kind": "next", "text": "Goblin 1’s turn.", "who": "c1",
              "clock": 0, "pools": []},
             {"round": 1, "turn": 1, "kind": "damage", "text": "Goblin 1 takes 3 damage: HP 7 → 4.",
              "who": "c1", "clock": 0, "pools": [["HP", 7, 4]]}],
     "history": {"limit": 100, "base": {<the state fields above>},
                 "actions": [<canonical actions>], "redo": [<canonical actions>]}}

Older schemas are migrated first (see migrations). Loading checks every field
and the links between them (ids, the active combatant, anchors) and raises
RulesError naming the first field at fault: "combatants[2].name". The history
is checked field by field but not replayed, so a plug-in's later fixes do not
make saved encounters unreadable.
"""

from __future__ import annotations

import json

from dataclasses import replace

from typing import Any, Callable, Protocol

from pyrules.core.errors import FromNewerVersion, RulesError

from pyrules.core.encounter import check
from pyrules.core.encounter.actions import (
    CONDITION_LONGEST, EFFECT_LONGEST, MOST_AMOUNT, MOST_FACES, Action, MOST_EFFECTS, NOTES_LONGEST, attack_lines, stats,
)
from pyrules.core.encounter.edits import MOST_COMBATANTS, MOST_CONDITIONS
from pyrules.core.encounter.exchange_data import Exchange
from pyrules.core.encounter.history import MOST_LIMIT, History
from pyrules.core.encounter.kinds import normalize
from pyrules.core.encounter.migrations import MIGRATIONS, edited_in_text
from pyrules.core.encounter.model import (
    EDITABLE, MOMENTS, SIDES, UNITS, Check, Combatant, Condition, Follow, LogEntry, Reminder, ReminderRoll, State,
    plain,
)
from pyrules.core.encounter.plugins import Plugin, plugin

SCHEMA = 8
STORED_NAME_LONGEST = 80
POOL_NAME_LONGEST = 40
TELLS_LONGEST = 200  # what a failed check does besides, in words
STATE_KEYS = ("round", "clock", "active", "ended", "next_id", "begun", "combatants", "reminders", "log")
MOST_POOL = 1_000_000  # a pool (HP, Stun, SHP…) stays within this either way: no table goes near it
COMBATANT_KEYS = ("id", "name", "side", "initiative", "tiebreak", "notes", "stats", "resources",
                  "conditions", "held", "attacks")
CONDITION_KEYS = ("name", "unit", "left", "anchor", "counting")


class Written(Protocol):
    """What ``write`` reads of an ``Encounter`` (whose module imports this one)."""

    @property
    def plugin_key(self) -> str: ...
    @property
    def state(self) -> State: ...
    @property
    def history(self) -> History: ...
    @property
    def under_way(self) -> Exchange | None: ...


# -- writing --------------------------------------------------------------------

def write(encounter: Written, *, log: bool = True) -> dict[str, Any]:
    """The encounter as stored; without ``log``, the state's log is left out (a caller that keeps
    the log's text as it grows adds it, so a save costs the same however long the log)."""
    data = {
        "schema": SCHEMA,
        "plugin": encounter.plugin_key,
        **state_dict(encounter.state, log=log),
        "history": history_dict(encounter.history),
    }
    if encounter.under_way is not None:
        data["under_way"] = encounter.under_way.to_dict()
    return data


def state_dict(state: State, *, log: bool = True, combatants: bool = True) -> dict[str, Any]:
    data = {
        "round": state.round,
        "clock": state.clock,
        "active": state.active,
        "ended": state.ended,
        "next_id": state.next_id,
        "begun": list(state.begun),
        "reminders": [_reminder_dict(r) for r in state.reminders],
    }
    if combatants:
        data["combatants"] = [combatant_dict(c) for c in state.combatants]
    if log:
        data["log"] = [log_dict(e) for e in state.log]
    return data


def _json(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def write_text(encounter: Written, combatants_text: Callable[[tuple[Combatant, ...]], str] | None = None,
               action_text: Callable[[Action], str] | None = None) -> str:
    """``write(encounter, log=False)`` as JSON text. A state's combatants come from
    ``combatants_text(combatants)`` (their texts joined by commas) and each action in the history
    from ``action_text(action)``, so a caller that keeps the texts of those it has seen (states
    share the combatants an action did not touch; a history only adds actions) writes out only
    what is new."""
    text_of = combatants_text or (lambda combatants: ",".join(_json(combatant_dict(c)) for c in combatants))
    action_of = action_text or (lambda a: _json(plain(a)))

    def state_text(state: State, **extra: int) -> str:
        head = _json({**state_dict(state, log=False, combatants=False), **extra})
        return head[:-1] + ',"combatants":[' + text_of(state.combatants) + "]}"

    history = encounter.history
    history_text = ('{"limit":' + _json(history.limit)
                    + ',"actions":[' + ",".join(action_of(a) for a in history.actions)
                    + '],"redo":[' + ",".join(action_of(a) for a in history.redo)
                    + '],"base":' + state_text(history.base, log_count=len(history.base.log)) + "}")
    head = _json({"schema": SCHEMA, "plugin": encounter.plugin_key})
    under_way = "" if encounter.under_way is None else ',"under_way":' + _json(encounter.under_way.to_dict())
    return head[:-1] + "," + state_text(encounter.state)[1:-1] + ',"history":' + history_text + under_way + "}"


def _reminder_dict(r: Reminder) -> dict[str, Any]:
    data: dict[str, Any] = {"text": r.text, "moment": r.moment, "who": r.who}
    if r.source:
        data["source"] = r.source
    if r.check is not None:
        data["check"] = {"notation": r.check.notation, "target": r.check.target, "at_most": r.check.at_most,
                         "label": r.check.label}
        if r.check.follow is not None:
            follow = r.check.follow
            data["check"]["follow"] = {"failed": follow.failed, "worse": follow.worse, "worse_by": follow.worse_by,
                                       "stat": follow.stat}
            if follow.worse_on_critical:
                data["check"]["follow"]["worse_on_critical"] = True
            if follow.sets:
                data["check"]["follow"]["sets"] = dict(follow.sets)
            if follow.tells:
                data["check"]["follow"]["tells"] = follow.tells
    if r.rolled is not None:
        rolled = r.rolled
        data["rolled"] = {"total": rolled.total, "faces": list(rolled.faces), "met": rolled.met,
                          "margin": rolled.margin, "critical": rolled.critical, "said": rolled.said,
                          "followed": rolled.followed}
    return data


def _rolled(data: Any, path: str) -> ReminderRoll:
    """A reminder's roll as it was made and judged."""
    data = check.mapping(data, path)
    check.only_keys(data, path, ("total", "faces", "met", "margin", "critical", "said", "followed"))
    faces = check.listing(data.get("faces"), check.at(path, "faces"), longest=MOST_FACES)
    return ReminderRoll(
        check.whole(data.get("total"), check.at(path, "total"), low=-MOST_POOL, high=MOST_POOL),
        tuple(check.whole(f, check.item(check.at(path, "faces"), i), low=0, high=MOST_POOL) for i, f in enumerate(faces)),
        check.flag(data.get("met"), check.at(path, "met")),
        check.whole(data.get("margin"), check.at(path, "margin"), low=0, high=MOST_POOL),
        check.flag(data.get("critical"), check.at(path, "critical")),
        check.text(data.get("said", ""), check.at(path, "said"), longest=TELLS_LONGEST, empty=True),
        check.flag(data.get("followed"), check.at(path, "followed")))


def _check(data: Any, path: str) -> Check:
    """A reminder's roll: dice notation, a target, roll-under or roll-over, a label."""
    from pyrules.core.dice import parse

    data = check.mapping(data, path)
    check.only_keys(data, path, ("notation", "target", "at_most", "label", "follow"))
    notation = check.text(data.get("notation"), check.at(path, "notation"), longest=40)
    try:
        parse(notation)
    except RulesError:
        check.fail(check.at(path, "notation"), "must be dice notation")
    at_most = data.get("at_most")
    if not isinstance(at_most, bool):
        check.fail(check.at(path, "at_most"), "must be true or false")
    return Check(notation, check.whole(data.get("target"), check.at(path, "target"), low=-999, high=999), at_most,
                 check.text(data.get("label", ""), check.at(path, "label"), longest=60, empty=True),
                 None if data.get("follow") is None else _follow(data["follow"], check.at(path, "follow")))


def _follow(data: Any, path: str) -> Follow:
    """What a failed check puts on: a condition, and a worse one past a margin."""
    data = check.mapping(data, path)
    check.only_keys(data, path, ("failed", "worse", "worse_by", "stat", "worse_on_critical", "sets", "tells"))
    critical = data.get("worse_on_critical", False)
    if not isinstance(critical, bool):
        check.fail(check.at(path, "worse_on_critical"), "must be true or false")
    sets = check.mapping(data.get("sets", {}), check.at(path, "sets"))
    return Follow(check.text(data.get("failed"), check.at(path, "failed"), longest=CONDITION_LONGEST),
                  check.text(data.get("worse", ""), check.at(path, "worse"), longest=CONDITION_LONGEST, empty=True),
                  check.whole(data.get("worse_by", 0), check.at(path, "worse_by"), low=0, high=99),
                  check.text(data.get("stat", ""), check.at(path, "stat"), longest=CONDITION_LONGEST, empty=True),
                  critical,
                  tuple((check.text(name, check.at(check.at(path, "sets"), name), longest=CONDITION_LONGEST),
                         check.scalar(value, check.at(check.at(path, "sets"), name))) for name, value in sets.items()),
                  check.text(data.get("tells", ""), check.at(path, "tells"), longest=TELLS_LONGEST, empty=True))


def log_dict(e: LogEntry) -> dict[str, Any]:
    data = {"round": e.round, "turn": e.turn, "kind": e.kind, "text": e.text, "who": e.who, "clock": e.clock,
            "pools": [list(p) for p in e.pools]}
    if e.changed:
        data["changed"] = list(e.changed)
    if e.location:
        data["location"] = e.location
    if e.effects:
        data["effects"] = list(e.effects)
    if e.pool:
        data["pool"] = e.pool
    if e.amount is not None:
        data["amount"] = e.amount
    return data


def combatant_dict(c: Combatant) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": c.id,
        "name": c.name,
        "side": c.side,
        "initiative": c.initiative,
        "tiebreak": c.tiebreak,
        "notes": c.notes,
        "stats": dict(c.stats),
        "resources": dict(c.resources),
        "conditions": [
            {"name": k.name, "unit": k.unit, "left": k.left, "anchor": k.anchor, "counting": k.counting}
            for k in c.conditions
        ],
        "held": c.held,
    }
    if c.attacks:
        data["attacks"] = list(c.attacks)
    return data


def history_dict(history: History) -> dict[str, Any]:
    """The history; its base's log is the first ``log_count`` entries of the state's (a log only grows),
    so the log is stored once."""
    base = state_dict(history.base, log=False)
    return {
        "limit": history.limit,
        "base": {**base, "log_count": len(history.base.log)},
        "actions": plain(history.actions),
        "redo": plain(history.redo),
    }


# -- reading --------------------------------------------------------------------

def read(data: Any) -> tuple[str, State, History, Exchange | None]:
    """(plug-in key, state, history, the attack under way) from stored data of any known schema."""
    if not isinstance(data, dict):
        raise RulesError("A saved encounter must be a JSON object.")
    check.mapping(data, "encounter")
    version = check.whole(data.get("schema"), "schema", low=1)
    if version > SCHEMA:
        raise FromNewerVersion("This encounter was saved by a newer version of the app: update the app to open it.",
                         "schema")
    while version < SCHEMA:
        data = MIGRATIONS[version](data)
        version += 1
    check.only_keys(data, "", ("schema", "plugin", "history", "under_way") + STATE_KEYS)
    key = check.text(data.get("plugin"), "plugin", longest=40)
    try:
        ruleset = plugin(key)
    except RulesError as error:
        raise check.renamed(error, "", locate=True) from None
    state = read_state(data, "", ruleset)
    return key, state, read_history(data.get("history"), "history", ruleset, state.log), \
        read_under_way(data.get("under_way"), key)


def read_under_way(data: Any, plugin_key: str) -> Exchange | None:
    """The attack under way as stored (None: none), one of the encounter's own ruleset."""
    if data is None:
        return None
    exchange = Exchange.from_dict(data, "under_way")
    if exchange.ruleset != plugin_key:
        check.fail("under_way.ruleset", "must be the encounter's own ruleset")
    return exchange


def read_history(data: Any, path: str, ruleset: Plugin, log: tuple[LogEntry, ...] = ()) -> History:
    """The history; its base's log is the first ``log_count`` entries of ``log``, the state's."""
    data = check.mapping(data, path)
    check.only_keys(data, path, ("limit", "base", "actions", "redo"))
    limit = check.whole(data.get("limit"), check.at(path, "limit"), low=1, high=MOST_LIMIT)
    base_path = check.at(path, "base")
    base = check.mapping(data.get("base"), base_path)
    check.only_keys(base, base_path, tuple(k for k in STATE_KEYS if k != "log") + ("log_count",))
    count = check.whole(base.get("log_count"), check.at(base_path, "log_count"), low=0, high=len(log))
    base_state = replace(read_state({**base, "log": []}, base_path, ruleset), log=log[:count])
    done = _actions(data.get("actions"), check.at(path, "actions"), ruleset, limit)
    redo = _actions(data.get("redo"), check.at(path, "redo"), ruleset, MOST_LIMIT)
    return History(base_state, done, redo, limit)


def _actions(raw: Any, path: str, ruleset: Plugin, most: int) -> tuple[Action, ...]:
    raw = check.listing(raw, path, longest=most)
    return tuple(normalize(a, ruleset, check.item(path, i)) for i, a in enumerate(raw))


def read_state(data: dict[str, Any], path: str, ruleset: Plugin) -> State:
    def p(key: str) -> str:
        return check.at(path, key)

    next_id = check.whole(data.get("next_id"), p("next_id"), low=1)
    raw = check.listing(data.get("combatants"), p("combatants"), longest=MOST_COMBATANTS)
    combatants = tuple(_combatant(c, check.item(p("combatants"), i), ruleset) for i, c in enumerate(raw))
    ids = set()
    for i, c in enumerate(combatants):
        if c.id in ids:
            check.fail(check.at(check.item(p("combatants"), i), "id"), "repeats another combatant’s id")
        if check.id_number(c.id) >= next_id:
            check.fail(p("next_id"), f"must be above every combatant’s number (found {c.id})")
        ids.add(c.id)
    for i, c in enumerate(combatants):
        for j, cond in enumerate(c.conditions):
            if cond.anchor is not None and cond.anchor not in ids:
                where = check.item(check.at(check.item(p("combatants"), i), "conditions"), j)
                check.fail(check.at(where, "anchor"), "names no combatant in this encounter")

    ended = check.flag(data.get("ended"), p("ended"))
    active = data.get("active")
    if active is not None:
        active = check.ident(active, p("active"), "c")
        if active not in ids:
            check.fail(p("active"), "names no combatant in this encounter")
        if any(c.id == active and c.held for c in combatants):
            check.fail(p("active"), "names a combatant who is holding")
        if ended:
            check.fail(p("active"), "must be empty once the encounter has ended")
    begun = []
    for i, b in enumerate(check.listing(data.get("begun"), p("begun"), longest=MOST_COMBATANTS)):
        where = check.item(p("begun"), i)
        b = check.ident(b, where, "c")
        if b not in ids or b in begun:
            check.fail(where, "must name each combatant in this encounter once")
        begun.append(b)

    reminders = []
    for i, r in enumerate(check.listing(data.get("reminders"), p("reminders"), longest=1000)):
        where = check.item(p("reminders"), i)
        r = check.mapping(r, where)
        check.only_keys(r, where, ("text", "moment", "who", "check", "source", "rolled"))
        who = r.get("who")
        if who is not None and check.ident(who, check.at(where, "who"), "c") not in ids:
            check.fail(check.at(where, "who"), "names no combatant in this encounter")
        reminders.append(Reminder(
            check.text(r.get("text"), check.at(where, "text"), longest=1000),
            check.choice(r.get("moment"), check.at(where, "moment"), MOMENTS),
            who,
            None if r.get("check") is None else _check(r["check"], check.at(where, "check")),
            "" if r.get("source") is None else check.text(r.get("source"), check.at(where, "source"), longest=1000),
            None if r.get("rolled") is None else _rolled(r["rolled"], check.at(where, "rolled")),
        ))

    log = [_log_entry(e, check.item(p("log"), i))
           for i, e in enumerate(check.listing(data.get("log"), p("log"), longest=1_000_000))]

    return State(
        combatants=combatants,
        active=active,
        round=check.whole(data.get("round"), p("round"), low=1),
        clock=check.whole(data.get("clock"), p("clock"), low=0),
        ended=ended,
        next_id=next_id,
        begun=tuple(begun),
        reminders=tuple(reminders),
        log=tuple(log),
    )


def _log_entry(data: Any, path: str) -> LogEntry:
    """One log entry; ``who`` may name a combatant since removed, so only its form is checked."""
    def p(key: str) -> str:
        return check.at(path, key)

    data = check.mapping(data, path)
    check.only_keys(data, path, ("round", "turn", "kind", "text", "who", "clock", "pools", "changed", "location", "effects",
                                 "pool", "amount"))
    who = data.get("who")
    if who is not None:
        who = check.ident(who, p("who"), "c")
    pools = []
    for j, move in enumerate(check.listing(data.get("pools"), p("pools"), longest=100)):
        where = check.item(p("pools"), j)
        move = check.listing(move, where, longest=3)
        if len(move) != 3:
            check.fail(where, "must be [pool, before, after]")
        pools.append((check.text(move[0], check.item(where, 0), longest=POOL_NAME_LONGEST),
                      check.whole(move[1], check.item(where, 1)), check.whole(move[2], check.item(where, 2))))
    return LogEntry(
        check.whole(data.get("round"), p("round"), low=1),
        check.whole(data.get("turn"), p("turn"), low=0),
        check.text(data.get("kind"), p("kind"), longest=40),
        check.text(data.get("text"), p("text"), longest=20_000),
        who,
        check.whole(data.get("clock"), p("clock"), low=0),
        tuple(pools),
        _changed(data, p("changed")),
        check.text(data.get("location", ""), p("location"), longest=CONDITION_LONGEST, empty=True),
        tuple(check.text(item, check.item(p("effects"), j), longest=EFFECT_LONGEST)
              for j, item in enumerate(check.listing(data.get("effects", []), p("effects"), longest=MOST_EFFECTS))),
        check.text(data.get("pool", ""), p("pool"), longest=POOL_NAME_LONGEST, empty=True),
        None if data.get("amount") is None else check.whole(data["amount"], p("amount"), low=1, high=MOST_AMOUNT),
    )


def _changed(data: dict[str, Any], path: str) -> tuple[str, ...]:
    """What an edit entry changed; an entry written before entries said so is read from its text."""
    if "changed" not in data:
        return edited_in_text(data.get("text")) if data.get("kind") == "edit" else ()
    return tuple(check.choice(key, check.item(path, j), EDITABLE)
                 for j, key in enumerate(check.listing(data["changed"], path, longest=len(EDITABLE))))


def _combatant(data: Any, path: str, ruleset: Plugin) -> Combatant:
    def p(key: str) -> str:
        return check.at(path, key)

    data = check.mapping(data, path)
    check.only_keys(data, path, COMBATANT_KEYS)
    resources = check.mapping(data.get("resources"), p("resources"))
    conditions = check.listing(data.get("conditions"), p("conditions"), longest=MOST_CONDITIONS)
    return Combatant(
        id=check.ident(data.get("id"), p("id"), "c"),
        name=check.text(data.get("name"), p("name"), longest=STORED_NAME_LONGEST),
        side=check.choice(data.get("side"), p("side"), SIDES),
        initiative=check.number(data.get("initiative"), p("initiative"), optional=True),
        tiebreak=check.number(data.get("tiebreak"), p("tiebreak"), optional=True),
        notes=check.text(data.get("notes"), p("notes"), longest=NOTES_LONGEST, empty=True),
        stats=stats(data.get("stats"), ruleset, p("stats"), fill=False, locate=True),
        resources={k: check.whole(v, check.at(p("resources"), k), low=-MOST_POOL, high=MOST_POOL)
                   for k, v in resources.items()},
        conditions=tuple(_condition(c, check.item(p("conditions"), i), ruleset) for i, c in enumerate(conditions)),
        held=check.flag(data.get("held"), p("held")),
        attacks=tuple(attack_lines(data["attacks"], ruleset, p("attacks"))) if data.get("attacks") else (),
    )


def _condition(data: Any, path: str, ruleset: Plugin) -> Condition:
    """A stored condition, its key read from its name by the ruleset (as when it was put on)."""
    def p(key: str) -> str:
        return check.at(path, key)

    data = check.mapping(data, path)
    check.only_keys(data, path, CONDITION_KEYS)
    unit = data.get("unit")
    if unit is not None:
        unit = check.choice(unit, p("unit"), UNITS)
    left, anchor, counting = data.get("left"), data.get("anchor"), check.flag(data.get("counting"), p("counting"))
    if unit is None:
        if left is not None:
            check.fail(p("left"), "must be empty for a condition without a duration")
    else:
        left = check.whole(left, p("left"), low=1)
    if unit == "turns":
        anchor = check.ident(anchor, p("anchor"), "c")
    elif anchor is not None or counting:
        check.fail(p("anchor") if anchor is not None else p("counting"), "is only for conditions counted in turns")
    name = check.text(data.get("name"), p("name"), longest=CONDITION_LONGEST)
    return Condition(name, unit, left, anchor, counting, ruleset.standing.condition_key(name))
