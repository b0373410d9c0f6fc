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
"""

from __future__ import annotations

from typing import Any

from pyrules.core.encounter import check


def v1_to_v2(data: dict) -> dict[str, Any]:
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
            "history": {"limit": 100, "base": check.plain(state), "actions": [], "redo": []}}


_GENERIC_ROUND_SECONDS = 6  # the generic plug-in's round, the only one schema 1 knew

MIGRATIONS = {1: v1_to_v2}
