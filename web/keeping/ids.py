"""The ids a ruleset's tracker gives its encounters ("e7") and its cards ("m3"): none is ever given
twice, even to replace one deleted, set aside or saved by a newer version. The highest number given
to each kind is kept under ``ids.<ruleset>``."""

from __future__ import annotations

from typing import Literal

from pyrules.core import validate
from pyrules.core.errors import RulesError
from keeping.keys import ids_key
from keeping.store import ASIDE, Store

ID_KINDS = ("encounter", "member")
IdKind = Literal["encounter", "member"]


def read_ids(data: object) -> dict[str, int]:
    """The highest numbers given ({"encounter": 7, "member": 3}); RulesError if damaged."""
    if not isinstance(data, dict) or not set(data) <= set(ID_KINDS) or not all(
            validate.kept_whole(n, low=0) is not None for n in data.values()):
        raise RulesError("The record of the ids given is damaged.", "ids")
    return {kind: data.get(kind, 0) for kind in ID_KINDS}


def number(ident: object) -> int:
    """The number an id holds ("e12": 12), 0 if it holds none."""
    found = validate.typed_whole(str(ident)[1:])
    return 0 if found is None else found


class Ids:
    """The ids given so far by one ruleset's tracker, as ``store`` holds them."""

    def __init__(self, store: Store, ruleset: str) -> None:
        self.store = store
        self.ruleset = ruleset

    def given(self) -> dict[str, int]:
        """The highest number this ruleset gave each kind of id, as storage (or memory) holds it."""
        found: dict[str, int] | None = self.store.fresh(ids_key(self.ruleset), read_ids)
        return found or dict.fromkeys(ID_KINDS, 0)

    def give(self, kind: IdKind, ident: str) -> None:
        """Remember that ``ident`` was given, so that it is never given again."""
        given = self.given()
        if number(ident) > given[kind]:
            self.store.save(ids_key(self.ruleset), {**given, kind: number(ident)})

    def numbers(self, *prefixes: str) -> set[int]:
        """The numbers of the ids found in the keys under ``prefixes`` (each followed by the id),
        stored, in memory or set aside; 0 always."""
        found = {0}
        aside = [key[len(ASIDE):] for key in self.store.stored_keys() if key.startswith(ASIDE)]
        for prefix in prefixes:
            for key in self.store.keys(prefix) + [key for key in aside if key.startswith(prefix)]:
                found.add(number(key[len(prefix):].split(".")[0].split("~")[0]))
        return found
