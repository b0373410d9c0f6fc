"""The view a player's phone shows, as plain data: its shape, and its check as the phone reads it.

The game master's page builds it (``player_view``); the player's page reads it here before drawing
anything, every field checked for its type and bounds, and draws each text as text, never markup.
This module imports nothing of the encounter, so a player's phone reads a view without it::

    {"ruleset": "GURPS", "rules": "gurps", "headline": "Round 3 · Ana acts", "round": 3, "ended": false,
     "acting": "Ana", "next_up": "Orc", "foes_numbers": false,
     "order": [row, …], "held": [row, …],            # the turn order, and those holding
     "you": null or {"id": "c1", "name": "Ana",      # the player's own combatant, in full
                     "pools": [{"label": "HP", "now": 7, "most": 10, "counts_up": false, "low": false}],
                     "conditions": ["Stunned (2 turns)"], "status": ["Shock −2"],
                     "due": [{"text": "Roll HT to stay up", "roll": null or
                              {"dice": "3d6", "target": 10, "at_most": true, "label": "HT"},
                              "ask": null}],
                     "attacks": ["Broadsword 14 2d+1 cut melee"]}}  # its card's attack lines

A roll the attack under way asks of the player's combatant comes first among what is ``due``, its
roll's target null and its ``ask`` the typed keys its answer names, with its exact chance
(``asked``): ``{"exchange": "x482", "stage": "defense c2", "field": "defense_roll",
"chance": [5, 8] or null}``; a reminder's roll carries its reminder's key instead,
``{"reminder": "r3f2a9c01b7de"}`` (``reminder_answers``), for its answer to name.

    row: {"id": "c2", "name": "Orc", "side": "foe", "active": false, "held": false,
          "looks": "Hurt", "pools": ["HP 7/12"], "conditions": ["Prone"]}

A row's ``pools`` are words such as "HP 7/12": the party's always, a foe's only when the game
master shows the foes' numbers (``foes_numbers``); otherwise a foe is only how it ``looks``.
"""

from __future__ import annotations

import re
from typing import Any, NoReturn

from pyrules.core import validate
from pyrules.core.errors import RulesError

LOOKS = ("Unhurt", "Hurt", "Badly hurt", "Down")  # how hurt a combatant looks: the table view's words
SIDES = ("party", "foe")
VIEW_KEYS = ("ruleset", "rules", "headline", "round", "ended", "acting", "next_up", "foes_numbers", "order", "held", "you")
ROW_KEYS = ("id", "name", "side", "active", "held", "looks", "pools", "conditions")
YOU_KEYS = ("id", "name", "pools", "conditions", "status", "due", "attacks")
POOL_KEYS = ("label", "now", "most", "counts_up", "low")
DUE_KEYS = ("text", "roll", "ask")
ASK_KEYS = ("exchange", "stage", "field", "chance")
REMINDER_ASK_KEYS = ("reminder",)
ROLL_KEYS = ("dice", "target", "at_most", "label")

MOST_ROWS = 500          # the most combatants an encounter holds
MOST_POOLS = 20
MOST_CONDITIONS = 30
MOST_STATUS = 20
MOST_DUE = 50
MOST_ATTACKS = 40        # a card's attack lines
MOST_NUMBER = 1_000_000  # a pool's value, a round, a check's target: no game goes near it
NAME_LONGEST = 80
WORDS_LONGEST = 200      # a pool's or a condition's words, a status line, a headline
REMINDER_LONGEST = 1000
MOST_DENOMINATOR = 10**18  # a chance's: the ways 18d10 fall
ID = re.compile(r"c[1-9][0-9]{0,8}")
RULES = re.compile(r"[a-z]{1,20}")  # the game's key ("gurps"), for the player's own cards
EXCHANGE_ID = re.compile(r"x[1-9][0-9]{0,8}")
STAGE_KEY = re.compile(r"[a-z_]{1,30}( c[1-9][0-9]{0,8})?")  # "attack", "defense c2"
FIELD_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
REMINDER_KEY = re.compile(r"r[0-9a-f]{12}")  # a reminder due, as the game master's phone keys it


def fail(path: str, what: str) -> NoReturn:
    raise RulesError(f"{path} {what}.", path)


def at(path: str, key: str | int) -> str:
    return f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}"


def fields(value: object, path: str, keys: tuple[str, ...]) -> dict[str, Any]:
    """An object with exactly ``keys``."""
    if not isinstance(value, dict):
        fail(path, "must be an object")
    if set(value) != set(keys):
        fail(path, f"must hold {', '.join(keys)} and nothing else")
    return value


def words(value: object, path: str, longest: int, *, empty: bool = False) -> str:
    """Text of at most ``longest`` characters (the page draws it as text, whatever it holds)."""
    if not isinstance(value, str):
        fail(path, "must be text")
    if len(value) > longest:
        fail(path, f"must be at most {longest} characters")
    if not value.strip() and not empty:
        fail(path, "must not be empty")
    return value


def maybe_words(value: object, path: str, longest: int) -> str | None:
    return None if value is None else words(value, path, longest)


def whole(value: object, path: str, low: int = -MOST_NUMBER, high: int = MOST_NUMBER) -> int:
    found = validate.kept_whole(value, low=low, high=high)
    if found is None:
        fail(path, f"must be a whole number from {low} to {high}")
    return found


def flag(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        fail(path, "must be true or false")
    return value


def listing(value: object, path: str, longest: int) -> list[Any]:
    if not isinstance(value, list):
        fail(path, "must be a list")
    if len(value) > longest:
        fail(path, f"must hold at most {longest} items")
    return value


def ident(value: object, path: str) -> str:
    if not isinstance(value, str) or not ID.fullmatch(value):
        fail(path, "must be a combatant's id such as “c1”")
    return value


def texts(value: object, path: str, longest: int, most: int) -> list[str]:
    return [words(v, at(path, i), longest) for i, v in enumerate(listing(value, path, most))]


def read_view(data: object, path: str = "view") -> dict[str, Any]:
    """The view as sent, checked through and through; RulesError naming the first field at fault."""
    view = fields(data, path, VIEW_KEYS)
    words(view["ruleset"], at(path, "ruleset"), NAME_LONGEST)
    if not isinstance(view["rules"], str) or not RULES.fullmatch(view["rules"]):
        fail(at(path, "rules"), "must be a game's key such as “gurps”")
    words(view["headline"], at(path, "headline"), WORDS_LONGEST)
    whole(view["round"], at(path, "round"), 0)
    flag(view["ended"], at(path, "ended"))
    flag(view["foes_numbers"], at(path, "foes_numbers"))
    for name in ("acting", "next_up"):
        maybe_words(view[name], at(path, name), NAME_LONGEST)
    order = listing(view["order"], at(path, "order"), MOST_ROWS)
    held = listing(view["held"], at(path, "held"), MOST_ROWS - len(order))
    for name, rows in (("order", order), ("held", held)):
        for i, row in enumerate(rows):
            read_row(row, at(at(path, name), i))
    if view["you"] is not None:
        read_you(view["you"], at(path, "you"))
    return view


def read_row(data: object, path: str) -> None:
    row = fields(data, path, ROW_KEYS)
    ident(row["id"], at(path, "id"))
    words(row["name"], at(path, "name"), NAME_LONGEST)
    validate.choice(row["side"], at(path, "side"), SIDES, at(path, "side"))
    validate.choice(row["looks"], at(path, "looks"), LOOKS, at(path, "looks"))
    flag(row["active"], at(path, "active"))
    flag(row["held"], at(path, "held"))
    texts(row["pools"], at(path, "pools"), WORDS_LONGEST, MOST_POOLS)
    texts(row["conditions"], at(path, "conditions"), WORDS_LONGEST, MOST_CONDITIONS)


def read_you(data: object, path: str) -> None:
    you = fields(data, path, YOU_KEYS)
    ident(you["id"], at(path, "id"))
    words(you["name"], at(path, "name"), NAME_LONGEST)
    for i, raw in enumerate(listing(you["pools"], at(path, "pools"), MOST_POOLS)):
        where = at(at(path, "pools"), i)
        pool = fields(raw, where, POOL_KEYS)
        words(pool["label"], at(where, "label"), NAME_LONGEST)
        whole(pool["now"], at(where, "now"))
        whole(pool["most"], at(where, "most"))
        flag(pool["counts_up"], at(where, "counts_up"))
        flag(pool["low"], at(where, "low"))
    texts(you["conditions"], at(path, "conditions"), WORDS_LONGEST, MOST_CONDITIONS)
    texts(you["status"], at(path, "status"), WORDS_LONGEST, MOST_STATUS)
    texts(you["attacks"], at(path, "attacks"), WORDS_LONGEST, MOST_ATTACKS)
    for i, raw in enumerate(listing(you["due"], at(path, "due"), MOST_DUE)):
        where = at(at(path, "due"), i)
        due = fields(raw, where, DUE_KEYS)
        words(due["text"], at(where, "text"), REMINDER_LONGEST)
        if due["roll"] is not None:
            roll = fields(due["roll"], at(where, "roll"), ROLL_KEYS)
            try:
                validate.dice(roll["dice"], at(at(where, "roll"), "dice"))
            except RulesError:
                fail(at(at(where, "roll"), "dice"), "must be dice notation")
            if roll["target"] is not None:
                whole(roll["target"], at(at(where, "roll"), "target"))
            flag(roll["at_most"], at(at(where, "roll"), "at_most"))
            words(roll["label"], at(at(where, "roll"), "label"), NAME_LONGEST, empty=True)
        if due["ask"] is not None:
            read_ask(due["ask"], at(where, "ask"))


def for_reminder(ask: object) -> bool:
    """Whether a due's ``ask`` names a reminder's roll (``{"reminder": "r…"}``) rather than a roll
    the attack under way asks."""
    return isinstance(ask, dict) and set(ask) == set(REMINDER_ASK_KEYS)


def read_ask(data: object, path: str) -> dict[str, Any]:
    """A roll asked: the attack under way's, by the keys of its attack, stage and field, with its
    chance (a fraction, numerator and denominator, or null); or a reminder's, by its key."""
    if for_reminder(data):
        assert isinstance(data, dict)
        if not isinstance(data["reminder"], str) or not REMINDER_KEY.fullmatch(data["reminder"]):
            fail(at(path, "reminder"), "must be a key as the game master's phone writes it")
        return data
    ask = fields(data, path, ASK_KEYS)
    for name, pattern in (("exchange", EXCHANGE_ID), ("stage", STAGE_KEY), ("field", FIELD_NAME)):
        if not isinstance(ask[name], str) or not pattern.fullmatch(ask[name]):
            fail(at(path, name), "must be a key as the game master's phone writes it")
    if ask["chance"] is not None:
        chance = listing(ask["chance"], at(path, "chance"), 2)
        if len(chance) != 2:
            fail(at(path, "chance"), "must be a fraction: its numerator and its denominator")
        denominator = whole(chance[1], at(path, "chance"), 1, MOST_DENOMINATOR)
        whole(chance[0], at(path, "chance"), 0, denominator)
    return ask
