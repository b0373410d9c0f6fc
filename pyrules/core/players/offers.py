"""A character's card a player offers from the phone, at the game master's side: checked, then taken
or refused.

A player's phone keeps its own cards (``own_cards``) and offers one (``messages.Offer``). The card
is read on arrival exactly as a card file's card is read into the roster (``cards_file``): its
keys, then every value as the roster would keep it; one that fails is dropped and counted, and
nothing of it is kept. One that reads waits on the phone's seat for the game master: taken, it
joins the roster (beside a card of the same name, "Rowan 2", never over it) and the open
encounter in one tap (``take``); refused, it is forgotten. Nothing a player sends is kept or
changes the encounter until the game master takes it.
"""

from __future__ import annotations

from typing import Any, Mapping, Protocol

from pyrules.core import cards_file
from pyrules.core.encounter.roster import Roster
from pyrules.core.encounter.shown import Shown


def checked(card: object, roster: Roster) -> dict[str, Any]:
    """The card offered as the roster would take it from a card file (``cards_file.read_cards``'s
    checks, for one card): RulesError saying why not."""
    read = cards_file.read_card(card)
    cards_file.check_fits(roster, [read])
    return read


def kept_as(card: Mapping[str, Any], roster: Roster) -> str:
    """The name the card would be kept under: its own, or numbered beside a card of that name."""
    from pyrules.core.encounter.naming import numbered

    name = str(card["name"]).strip()
    return numbered([m.name for m in roster.members], name, 1)[0]


class Keeps(Protocol):
    """The tracker session as taking a card reads it: its roster, its card steps, and bringing cards in."""

    @property
    def roster(self) -> Roster: ...
    @property
    def cards(self) -> KeepsCards: ...
    def bring(self, member_ids: list[str] | None) -> Shown: ...


class KeepsCards(Protocol):
    def keep(self, cards: list[dict[str, Any]]) -> Shown: ...


def take(session: Keeps, card: Mapping[str, Any]) -> tuple[Shown, str]:
    """The card offered kept in the roster (checked again against the roster as it is now) and
    brought into the open encounter, in one tap; and the name it was kept under."""
    read = checked(card, session.roster)
    kept = session.cards.keep([read])
    member = session.roster.members[-1]
    return kept.then(session.bring([member.id])), member.name


def offered_said(player: str, card: Mapping[str, Any]) -> str:
    """The offer as the game master's panel says it: "Mia offers Rowan"."""
    return f"{player} offers {card['name']}"

