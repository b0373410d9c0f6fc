"""An exchange as stored, read back with every field checked.

Two places keep an exchange: the encounter keeps the attack under way (``Encounter.under_way``, so
a reload resumes it), and the exchange action keeps the attack it applied (``played``, so undo brings it back at its result).
Both are read here, before anything is made of them, into an ``Exchange``.

Stored form::

    {"ruleset": "gurps", "attacker": "c1", "targets": ["c2"], "attack": 0,   # None: a free attack
     "id": "x48213",                                                         # absent before ids
     "stages": [{"stage": "attack", "values": {"roll": 9}, "rolled": {"roll": "3d6"}, "seed": 12345}]}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from pyrules.rulesets import KEYS as RULESETS
from pyrules.core.dice import parse
from pyrules.core.errors import RulesError

from pyrules.core.encounter import check
from pyrules.core.encounter.model import frozen_map, plain

MOST_STAGES = 60
MOST_SEED = 2**32 - 1
MOST_TARGETS = 100
MOST_ATTACKS = 100
STAGE_KEY_LONGEST = 40
VALUE_LONGEST = 200
KEYS = ("ruleset", "attacker", "targets", "attack", "stages", "id")
ID_PREFIX = "x"  # an exchange's id: "x48213"


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
                "stages": [{"stage": key, "values": plain(values), "rolled": dict(rolled), "seed": seed}
                           for key, values, rolled, seed in self.stages]}
        if self.id is not None:
            data["id"] = self.id
        return data

    @classmethod
    def from_dict(cls, data: Any, path: str = "") -> Exchange:
        """An exchange as stored (under ``path``; "" at the top), every field checked; RulesError
        naming the one at fault."""
        data = checked(data, path, RULESETS)
        return cls(data["ruleset"], data["attacker"], tuple(data["targets"]), data["attack"],
                   tuple((stage["stage"], frozen_map(stage["values"]), frozen_map(stage["rolled"]), stage["seed"])
                         for stage in data["stages"]), data.get("id"))


def checked(data: Any, path: str, rulesets: Iterable[str]) -> dict[str, Any]:
    """A stored exchange (under ``path``; "" at the top) of one of ``rulesets``, as plain data with
    every field checked; RulesError naming the field at fault."""
    data = check.mapping(data, path or "exchange")
    check.only_keys(data, path, KEYS)
    targets = check.listing(data.get("targets"), check.at(path, "targets"), longest=MOST_TARGETS)
    if not targets:
        check.fail(check.at(path, "targets"), "must name at least one combatant")
    attack = data.get("attack")
    if attack is not None:
        attack = check.whole(attack, check.at(path, "attack"), low=0, high=MOST_ATTACKS)
    made = {"ruleset": check.choice(data.get("ruleset"), check.at(path, "ruleset"), rulesets),
            "attacker": check.ident(data.get("attacker"), check.at(path, "attacker"), "c"),
            "targets": [check.ident(t, check.item(check.at(path, "targets"), i), "c") for i, t in enumerate(targets)],
            "attack": attack,
            "stages": [_stage(raw, check.item(check.at(path, "stages"), i)) for i, raw in
                       enumerate(check.listing(data.get("stages"), check.at(path, "stages"), longest=MOST_STAGES))]}
    if data.get("id") is not None:
        made["id"] = check.ident(data["id"], check.at(path, "id"), ID_PREFIX)
    return made


def _stage(raw: Any, where: str) -> dict[str, Any]:
    """One answered stage: its key, the values it was answered with, the dice the app rolled into
    them by field (only fields among the values), and the seed of the dice its calculator rolls."""
    raw = check.mapping(raw, where)
    check.only_keys(raw, where, ("stage", "values", "rolled", "seed"))
    values = check.mapping(raw.get("values"), check.at(where, "values"))
    rolled = check.mapping(raw.get("rolled", {}), check.at(where, "rolled"))
    return {"stage": check.text(raw.get("stage"), check.at(where, "stage"), longest=STAGE_KEY_LONGEST),
            "values": {key: _value(value, check.at(check.at(where, "values"), key)) for key, value in values.items()},
            "rolled": {key: _dice(notation, check.at(check.at(where, "rolled"), key))
                       for key, notation in rolled.items() if key in values},
            "seed": check.whole(raw.get("seed", 0), check.at(where, "seed"), low=0, high=MOST_SEED)}


def _value(value: Any, path: str) -> Any:
    """A stored calculator value: a number, text, a flag, nothing, or a list of texts (options)."""
    if isinstance(value, list):
        return [check.text(v, check.item(path, i), longest=VALUE_LONGEST, empty=True)
                for i, v in enumerate(check.listing(value, path, longest=40))]
    if isinstance(value, str):
        return check.text(value, path, longest=VALUE_LONGEST, empty=True)
    return check.scalar(value, path)


def _dice(value: Any, path: str) -> str:
    notation = check.text(value, path, longest=40)
    try:
        parse(notation)
    except RulesError:
        check.fail(path, "must be dice notation")
    return notation
