"""A player's card sent back after the fight: the game master's phone sends a player the card of
its combatant as the fight left it, and the player's phone keeps it beside the card it had.

The card is what "Save to roster" keeps of a combatant (its name, side, notes, the stats a card of
its ruleset holds, its attack lines: ``card_back``), sent with what the fight left of it apart from
the card (``FightLeft``: each pool and each condition, ``fight_left``). It goes to the phone in a
``messages.Card``; the phone checks the card as the roster checks a card and keeps it beside a card
of the same name, never over it (``own_cards.beside``: "Rowan 2"), with what the fight left, and
can save it to a card file, whose notes then end with it in words (``left_words``), as a card file
has no field for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pyrules.core.errors import RulesError
from pyrules.core.players import view_data as D

if TYPE_CHECKING:  # a player's phone reads what the fight left without the encounter's code
    from pyrules.core.encounter.encounter import Encounter
    from pyrules.core.encounter.model import Combatant


@dataclass(frozen=True)
class PoolLeft:
    """A pool as the fight left it: HP 7 of 12 (``counts_up``: a count of wounds, 5 of 14)."""

    title: str
    now: int
    maximum: int
    counts_up: bool = False


@dataclass(frozen=True)
class ConditionLeft:
    """A condition the fight left on the combatant, and how long it has left ("" for no end)."""

    name: str
    left: str = ""


@dataclass(frozen=True)
class FightLeft:
    """What the fight left of a combatant: its pools and its conditions."""

    pools: tuple[PoolLeft, ...] = ()
    conditions: tuple[ConditionLeft, ...] = ()


def card_back(encounter: Encounter, cid: str) -> dict[str, Any]:
    """The card of combatant ``cid``, as a card file keeps a card; RulesError when it is not one
    of the party (a player plays one of the party)."""
    found = _of_the_party(encounter, cid)
    stats = {key: value for key, value in found.stats.items() if key in encounter.plugin.card_stat_names}
    return {"name": found.name, "side": found.side, "notes": found.notes, "stats": stats,
            "attacks": list(found.attacks)}


def fight_left(encounter: Encounter, cid: str) -> FightLeft:
    """What the fight left of combatant ``cid``: each pool as it stands and each condition on it;
    RulesError when it is not one of the party."""
    found = _of_the_party(encounter, cid)
    pools = encounter.plugin.pools
    return FightLeft(
        tuple(PoolLeft(p.title, pools.current(found, p.name), p.maximum, p.counts_up) for p in pools.resources(found)),
        tuple(ConditionLeft(c.name, c.left_text or "") for c in found.conditions))


def left_words(left: FightLeft) -> str:
    """What the fight left, in the words a card's notes keep it: "After the fight: HP 7/12, FP 10/10;
    Stunned (2 turns)." ("" when it left nothing to say)."""
    pools = [f"{p.title} {p.now} of {p.maximum}" if p.counts_up else f"{p.title} {p.now}/{p.maximum}"
             for p in left.pools]
    conditions = [f"{c.name} ({c.left})" if c.left else c.name for c in left.conditions]
    if not pools and not conditions:
        return ""
    return "After the fight: " + ", ".join(pools) + ("; " if pools and conditions else "") + ", ".join(conditions) + "."


def left_data(left: FightLeft) -> dict[str, Any]:
    """What the fight left as a message or the phone's storage keeps it."""
    return {"pools": [{"title": p.title, "now": p.now, "maximum": p.maximum, "counts_up": p.counts_up}
                      for p in left.pools],
            "conditions": [{"name": c.name, "left": c.left} for c in left.conditions]}


def read_left(data: object, path: str = "left") -> FightLeft:
    """What the fight left, read back from ``left_data``'s shape, every field's type and bounds
    checked; RulesError naming the field at fault."""
    found = D.fields(data, path, ("pools", "conditions"))
    pools = []
    for i, pool in enumerate(D.listing(found["pools"], D.at(path, "pools"), D.MOST_POOLS)):
        where = D.at(D.at(path, "pools"), i)
        p = D.fields(pool, where, ("title", "now", "maximum", "counts_up"))
        pools.append(PoolLeft(D.words(p["title"], D.at(where, "title"), D.WORDS_LONGEST),
                              D.whole(p["now"], D.at(where, "now")), D.whole(p["maximum"], D.at(where, "maximum")),
                              D.flag(p["counts_up"], D.at(where, "counts_up"))))
    conditions = []
    for i, condition in enumerate(D.listing(found["conditions"], D.at(path, "conditions"), D.MOST_CONDITIONS)):
        where = D.at(D.at(path, "conditions"), i)
        c = D.fields(condition, where, ("name", "left"))
        conditions.append(ConditionLeft(D.words(c["name"], D.at(where, "name"), D.WORDS_LONGEST),
                                        D.words(c["left"], D.at(where, "left"), D.WORDS_LONGEST, empty=True)))
    return FightLeft(tuple(pools), tuple(conditions))


def _of_the_party(encounter: Encounter, cid: str) -> Combatant:
    found = encounter.state.find(cid)
    if found is None or found.side != "party":
        raise RulesError("Only a card of one of the party goes back to a player.", "combatant")
    return found
