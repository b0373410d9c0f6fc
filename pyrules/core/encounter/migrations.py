"""Reading encounters saved in older schemas: each step turns version n into n + 1.

Schema 1, the first tracker format (one hit-point pool, no ruleset, no clock, no
undo history)::

    {"schema": 1, "round": 2, "turn": 0,        # index into combatants, -1 before the start
     "combatants": [{"name": "Ana", "side": "party", "init": 15, "hp": 7, "max_hp": 10,
                     "notes": "", "conditions": [{"name": "Stunned", "rounds": 2}]}],
     "log": [{"round": 1, "text": "Ana hits the goblin."}]}

Schema 2 adds ids, the ruleset plug-in (schema 1 data becomes "generic": max_hp
is its "hp" stat, hp the current HP), tie-breaks, holding, turn-counted
conditions, reminders, the game clock (round_seconds per past round) and the
undo history (empty: nothing before the migration can be undone).

Schema 3 adds to each log entry the combatant it concerns (``who``), the game
clock and the pools a damage or heal moved. A schema 2 entry gets ``who`` None
(the log named combatants only by name), the clock read back from the state's
clock (a "round" entry a round's seconds, a "time" entry the time it names,
and each change of round between entries a round's seconds, counted back), and
the pools its damage or heal text lists ("HP 7 → 4"). The history's base state
is migrated the same way; the stored actions need nothing.

Schema 4 stores the log once; schema 5 adds a combatant's attacks and a check's follow-up, both
optional (see ``v4_to_v5``). Schema 8 adds to each damage or heal entry how much it gave
(``amount``), read back from its text for the entries saved before (see ``v7_to_v8``).
"""

from __future__ import annotations

import copy
import re
from typing import Any, TypeGuard

from pyrules.core import validate
from pyrules.core.errors import RulesError

from pyrules.core.encounter import check
from pyrules.core.encounter.model import EDITABLE, plain
from pyrules.core.encounter.plugins import plugin


def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    check.only_keys(data, "", ("schema", "round", "turn", "combatants", "log"))
    round_ = check.whole(data.get("round", 1), "round", low=1)
    turn = check.whole(data.get("turn", -1), "turn", low=-1)
    combatants = []
    for i, raw in enumerate(check.listing(data.get("combatants", []), "combatants")):
        path = check.item("combatants", i)
        raw = check.mapping(raw, path)
        check.only_keys(raw, path, ("name", "side", "init", "hp", "max_hp", "notes", "conditions"))
        most = check.whole(raw.get("max_hp"), check.at(path, "max_hp"), low=1)
        hp = check.whole(raw.get("hp", most), check.at(path, "hp"))
        conditions = []
        listed = check.at(path, "conditions")
        for j, cond in enumerate(check.listing(raw.get("conditions", []), listed)):
            where = check.item(listed, j)
            cond = check.mapping(cond, where)
            check.only_keys(cond, where, ("name", "rounds"))
            rounds = cond.get("rounds")
            conditions.append({"name": cond.get("name"), "unit": None if rounds is None else "rounds",
                               "left": rounds, "anchor": None, "counting": False})
        combatants.append({
            "id": f"c{i + 1}", "name": raw.get("name"), "side": raw.get("side", "foe"),
            "initiative": raw.get("init"), "tiebreak": None, "notes": raw.get("notes", ""),
            "stats": {"hp": most, "init": 0}, "resources": {"HP": hp}, "conditions": conditions,
            "held": False,
        })
    if turn >= len(combatants):
        check.fail("turn", "names no combatant")
    active = combatants[turn]["id"] if turn >= 0 else None
    log = []
    for j, entry in enumerate(check.listing(data.get("log", []), "log")):
        where = check.item("log", j)
        entry = check.mapping(entry, where)
        check.only_keys(entry, where, ("round", "text"))
        log.append({"round": entry.get("round", 1), "turn": 0, "kind": "note", "text": entry.get("text")})
    state = {
        "round": round_, "clock": (round_ - 1) * _GENERIC_ROUND_SECONDS, "active": active, "ended": False,
        "next_id": len(combatants) + 1, "begun": [active] if active else [], "combatants": combatants,
        "reminders": [], "log": log,
    }
    return {"schema": 2, "plugin": "generic", **state,
            "history": {"limit": 100, "base": plain(state), "actions": [], "redo": []}}


_GENERIC_ROUND_SECONDS = 6  # the generic plug-in's round, the only one schema 1 knew

_SPAN = re.compile(r"(\d+) (day|hour|minute|second)s?\b")
_SECONDS = {"day": 86400, "hour": 3600, "minute": 60, "second": 1}
_MOVE = r"[^,]+? -?\d+ → -?\d+"
_MOVED = re.compile(rf"(?:takes \d+ damage|heals \d+): (?P<moves>{_MOVE}(?:, {_MOVE})*)\.$", re.S)
_ONE_MOVE = re.compile(r"^(?P<pool>.+) (?P<before>-?\d+) → (?P<after>-?\d+)$", re.S)


def span_seconds(text: str) -> int:
    """The seconds a "Time passes: 1 hour 30 minutes." entry names."""
    return sum(int(n) * _SECONDS[unit] for n, unit in _SPAN.findall(text))


def logged_moves(text: str) -> list[list[str | int]]:
    """The pools a schema 2 damage or heal entry moved: "Ana takes 3 damage: HP 7 → 4." -> [["HP", 7, 4]]."""
    found = _MOVED.search(text)
    if not found:
        return []
    moves: list[list[str | int]] = []
    for part in found["moves"].split(", "):
        move = _ONE_MOVE.match(part)
        assert move is not None  # _MOVED found moves of this form
        moves.append([move["pool"], int(move["before"]), int(move["after"])])
    return moves


_EDITED = re.compile(r"\((?P<keys>[a-z, ]+)\)\.$")


def edited_in_text(text: Any) -> tuple[str, ...]:
    """What an edit entry saved before entries listed it changed: "Edited Mal (stats, resources)."."""
    found = _EDITED.search(text) if isinstance(text, str) else None
    keys = tuple(k.strip() for k in found["keys"].split(",")) if found else ()
    return tuple(k for k in keys if k in EDITABLE)


def _whole(value: object) -> TypeGuard[int]:
    """Whether stored data holds a whole number here (a round, a clock)."""
    return validate.kept_whole(value) is not None


def _state_v2_to_v3(state: Any, round_seconds: int) -> None:
    """Fill ``who``, ``clock`` and ``pools`` into each log entry of a schema 2 state, in place.

    Malformed data is left for the schema 3 checks to name.
    """
    if not isinstance(state, dict) or not isinstance(state.get("log"), list):
        return
    given_clock, given_round = state.get("clock"), state.get("round")
    clock = given_clock if _whole(given_clock) else 0
    round_ = given_round if _whole(given_round) else 1
    for entry in reversed(state["log"]):
        if not isinstance(entry, dict):
            continue
        kind, text, at = entry.get("kind"), entry.get("text"), entry.get("round")
        if _whole(at):
            clock -= (round_ - at) * round_seconds  # rounds begun between this entry and the next
            round_ = at
        entry.setdefault("who", None)
        entry.setdefault("clock", max(0, clock))
        if kind in ("damage", "heal") and isinstance(text, str):
            entry.setdefault("pools", logged_moves(text))
        else:
            entry.setdefault("pools", [])
        if kind == "round" and _whole(at):
            clock -= round_seconds
            round_ = at - 1
        elif kind == "time" and isinstance(text, str):
            clock -= span_seconds(text)


def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    try:
        round_seconds = plugin(data.get("plugin")).round_seconds
    except RulesError:
        round_seconds = _GENERIC_ROUND_SECONDS  # an unknown plug-in: reading the data will refuse it
    data = {**copy.deepcopy(data), "schema": 3}
    _state_v2_to_v3(data, round_seconds)
    history = data.get("history")
    if isinstance(history, dict):
        _state_v2_to_v3(history.get("base"), round_seconds)
    return data


def v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 stores the log once: the history's base keeps only how many entries it had."""
    data = {**copy.deepcopy(data), "schema": 4}
    history = data.get("history")
    if isinstance(history, dict) and isinstance(history.get("base"), dict):
        base = history["base"]
        log = base.pop("log", [])
        state_log = data.get("log")
        if isinstance(log, list) and isinstance(state_log, list) and state_log[:len(log)] == log:
            base["log_count"] = len(log)
        else:  # a base log that is not the start of the state's: keep none of it (the state's log is whole)
            base["log_count"] = 0
    return data


def v4_to_v5(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 5 lets a combatant carry its card's attack lines (``attacks``, left out when it has
    none) and a reminder's check what a failure puts on (``follow``): schema 4 data has neither, so
    only its number changes. An older app refuses schema 5 data rather than misread it."""
    return {**data, "schema": 5}


def v5_to_v6(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 6 keeps the attack under way inside the encounter (``under_way``, left out when none
    is), so the attack and the wound it deals are written together: schema 5 data has none, so
    only its number changes (an attack kept apart by an older app is moved in as the tracker reads it)."""
    return {**data, "schema": 6}


def v6_to_v7(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 7 keeps a reminder's roll with the reminder (``rolled``, left out until it is made),
    so a reload keeps it and undo takes it back: schema 6 data has none, so only its number changes."""
    return {**data, "schema": 7}


# How a damage or heal entry of schema 7 and before began its text: "Ann takes 12 damage", "Ann heals 3".
_GIVEN = {"damage": re.compile(r" takes (\d+) damage\b"), "heal": re.compile(r" heals (\d+)\b")}


def logged_amount(kind: Any, text: Any) -> int | None:
    """How much a damage or heal entry saved before entries kept it gave, read from its text
    ("Ann takes 12 damage: SHP 3 → 0." -> 12); None for any other entry, or a text that does not say."""
    found = _GIVEN[kind].search(text) if kind in _GIVEN and isinstance(text, str) else None
    return int(found[1]) if found else None


def v7_to_v8(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 8 keeps with each damage or heal entry how much it gave (``amount``), which a ruleset
    reads back (TAL's Unconsciousness roll adds the wound that emptied a pool): schema 7 entries
    have it only in their text, from which it is read. Malformed data is left for the checks to name."""
    data = {**copy.deepcopy(data), "schema": 8}
    log = data.get("log")
    for entry in log if isinstance(log, list) else ():
        if isinstance(entry, dict) and "amount" not in entry:
            amount = logged_amount(entry.get("kind"), entry.get("text"))
            if amount is not None:
                entry["amount"] = amount
    return data


MIGRATIONS = {1: v1_to_v2, 2: v2_to_v3, 3: v3_to_v4, 4: v4_to_v5, 5: v5_to_v6, 6: v6_to_v7, 7: v7_to_v8}
