"""A player's own characters' cards, kept on the player's phone and offered to the game master.

The phone keeps its cards for the game it is asked to play (the view's ``rules``: the ruleset's
key), each read as the game master's roster reads a card (``offers.checked``): loaded from a card
file, or imported from a character sheet (GURPS: GCS) on the phone itself. What it keeps is a list
of ``{"ruleset": "gurps", "card": {…}}`` (a card sent back after a fight with ``"left"``, what the
fight left of it), read back the same way, a damaged one counted for the stored text to be kept
aside. One is offered with ``messages.Offer``; the game master's phone checks it again as it
arrives.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from pyrules.core import cards_file
from pyrules.core.encounter import actions
from pyrules.core.encounter.plugins import plugin
from pyrules.core.encounter.roster import Roster
from pyrules.core.errors import RulesError
from pyrules.core.players import cards_back, messages, offers

MOST_KEPT = 20  # a player's characters kept on the phone
_ITEM_KEYS = {"ruleset", "card", "left"}


def from_card_file(text: str, ruleset: str) -> list[dict[str, Any]]:
    """The cards of a card file for ``ruleset``, each checked as the roster checks a card;
    RulesError (naming "file") saying why none was read."""
    return cards_file.read_cards(text, Roster(ruleset))


def from_sheet(text: str, ruleset: str) -> dict[str, Any]:
    """A character sheet (GURPS: a GCS file) read as one card, checked as the roster checks a card;
    RulesError (naming "file") saying why it was not."""
    card = plugin(ruleset).card.read_character(text)
    return offers.checked(card, Roster(ruleset))


def from_form(raw: Mapping[str, Any], ruleset: str) -> dict[str, Any]:
    """A card typed on the phone's card form (its name, the ruleset's stats, its attack lines,
    its notes), read exactly as the game master's card form reads one and checked as the roster
    checks a card: RulesError naming the field at fault."""
    from pyrules.core.encounter.card_steps import form_fields, from_form as card_from_form

    card = card_from_form(plugin(ruleset).card_form, {**raw, "side": "party"}, raw.get("attacks", ""))
    with form_fields():
        roster = Roster(ruleset).add(card.pop("name"), **card)
    return cards_file.card_data(roster.members[-1])


def offer(card: Mapping[str, Any]) -> str:
    """The message offering ``card``: RulesError when it is larger than the game master's phone takes."""
    text = messages.text(messages.Offer(card))
    if len(text.encode("utf-8")) > messages.MOST_OFFER:
        raise RulesError(f"This card is too large to send (at most {messages.MOST_OFFER // 1000} kB).", "file")
    return text


class Kept(NamedTuple):
    """The cards the phone kept, as read back: those that read, and how many did not."""

    cards: list[dict[str, Any]]
    damaged: int


def kept(data: object) -> Kept:
    """The cards the phone keeps, read back from what it stored: each ``{"ruleset", "card"}`` that
    reads as the roster reads a card (with ``"left"``, what the fight left of a card sent back), and
    the count of those that do not (damaged, of a ruleset pyrules does not have, or past the most a
    phone keeps), for the stored text to be kept aside. RulesError when it is not a list at all."""
    if not isinstance(data, list):
        raise RulesError("The cards kept on this phone are damaged.", "own")
    found: list[dict[str, Any]] = []
    for item in data[:MOST_KEPT]:
        if not isinstance(item, dict) or not isinstance(item.get("ruleset"), str) or not set(item) <= _ITEM_KEYS:
            continue
        try:
            read = {"ruleset": item["ruleset"], "card": offers.checked(item.get("card"), Roster(item["ruleset"]))}
            if "left" in item:
                read["left"] = cards_back.left_data(cards_back.read_left(item["left"]))
        except RulesError:
            continue
        found.append(read)
    return Kept(found, len(data) - len(found))


def keeping(cards: list[dict[str, Any]], ruleset: str, new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The kept cards with ``new`` ones of ``ruleset`` added: one of the same game and name replaced
    (a character loaded again is its newer sheet), the newest kept when there are too many."""
    names = {str(card["name"]).strip() for card in new}
    others = [c for c in cards if not (c["ruleset"] == ruleset and str(c["card"]["name"]).strip() in names)]
    return (others + [{"ruleset": ruleset, "card": card} for card in new])[-MOST_KEPT:]


def beside(cards: list[dict[str, Any]], ruleset: str, card: object,
           left: cards_back.FightLeft = cards_back.FightLeft()) -> tuple[list[dict[str, Any]], str]:
    """The kept cards with ``card`` (sent back by the game master, with what the fight ``left`` of
    it) checked as the roster checks a card and kept beside one of the same game and name, never
    over it ("Rowan 2"), the oldest let go when there are too many; and the name it was kept under.
    RulesError when it does not read."""
    from pyrules.core.encounter.naming import numbered

    read = offers.checked(card, Roster(ruleset))
    name = numbered([str(c["name"]).strip() for c in of_game(cards, ruleset)], str(read["name"]).strip(), 1)[0]
    sent = {"ruleset": ruleset, "card": {**read, "name": name}, "left": cards_back.left_data(left)}
    return (cards + [sent])[-MOST_KEPT:], name


def card_file(card: Mapping[str, Any], ruleset: str, left: cards_back.FightLeft | None = None) -> tuple[str, str]:
    """A kept card as a card file to save: its file name and its text. What the fight ``left`` of a
    card sent back ends its notes, in words, as a card file has no field for it; the player's own
    notes are kept whole, the words cut to fit."""
    notes = str(card.get("notes", ""))
    said = "" if left is None else cards_back.left_words(left)
    if said:
        notes = ((notes + "\n") if notes else "") + said
        notes = notes[:max(actions.NOTES_LONGEST, len(str(card.get("notes", ""))))]
    roster = Roster(ruleset).add(card["name"], side=card.get("side", "party"), notes=notes,
                                 stats=card.get("stats", {}), attacks=card.get("attacks", ()))
    return cards_file.file_name(ruleset, [card["name"]]), cards_file.cards_text(roster)


def of_game(cards: list[dict[str, Any]], ruleset: str) -> list[dict[str, Any]]:
    """The kept cards of the game at the table."""
    return [c["card"] for c in cards if c["ruleset"] == ruleset]


def left_of_game(cards: list[dict[str, Any]], ruleset: str) -> list[cards_back.FightLeft | None]:
    """What the fight left of each kept card of the game at the table, by its place among them
    (None: a card not sent back after a fight)."""
    return [cards_back.read_left(c["left"]) if "left" in c else None for c in cards if c["ruleset"] == ruleset]
