"""Character cards saved to a file and loaded back: one card, or a ruleset's whole roster.

The file is JSON: ``{"pyrules": "cards", "version": 1, "ruleset": "gurps", "cards": [...]}``,
each card its name, side, notes, stats (the ruleset's card fields) and attack lines, as a
roster keeps them. Loading is checked whole before anything is kept: a file too large or too
deeply nested, of another kind, of a newer version, of another game, or with any card whose
values a card of this ruleset does not take, is refused with a message and adds nothing.

A loaded card whose name is already on the roster is kept beside it under a name of its own
("Sir Rowan 2"): loading never overwrites a card, and the notice says which were renamed.
"""

from __future__ import annotations

import json
from typing import Any

from pyrules import rulesets
from pyrules.core import validate
from pyrules.core.encounter.card import ATTACKS
from pyrules.core.encounter.naming import numbered
from pyrules.core.encounter.roster import MOST_MEMBERS, Member, Roster
from pyrules.core.errors import FromNewerVersion, RulesError, shown
from pyrules.core.json_file import read_json

KIND = "cards"
VERSION = 1
MOST_CHARACTERS = 2_000_000  # a full roster is well under this
_CARD_KEYS = ("name", "side", "notes", "stats", ATTACKS)


def card_data(member: Member) -> dict[str, Any]:
    """One card as the file keeps it: what ``Roster.add`` takes."""
    return {"name": member.name, "side": member.side, "notes": member.notes, "stats": dict(member.stats),
            ATTACKS: list(member.attacks)}


def cards_text(roster: Roster, member_ids: list[str] | None = None) -> str:
    """The cards (None: the whole roster) as a card file's text."""
    chosen = roster.members if member_ids is None else [roster.member(i) for i in member_ids]
    if not chosen:
        raise RulesError("The roster is empty: there are no cards to save.")
    return json.dumps({"pyrules": KIND, "version": VERSION, "ruleset": roster.plugin_key,
                       "cards": [card_data(m) for m in chosen]}, ensure_ascii=False, indent=1)


def file_name(ruleset: str, names: list[str]) -> str:
    """ "pyrules-gurps-cards.json", or "pyrules-gurps-sir-rowan.json" for one card."""
    what = names[0] if len(names) == 1 else "cards"
    slug = "".join(ch if ch.isalnum() else "-" for ch in what.lower()).strip("-") or "card"
    return f"pyrules-{ruleset}-{slug[:40].strip('-')}.json"


def read_cards(text: Any, roster: Roster) -> list[dict[str, Any]]:
    """The cards of a card file's ``text`` for ``roster``'s ruleset, each as ``Roster.add`` takes
    it, every one checked as the roster would keep it; RulesError saying why nothing is loaded."""
    data = read_json(text, "The file", longest=MOST_CHARACTERS)
    if not isinstance(data, dict) or data.get("pyrules") != KIND:
        raise RulesError("This is not a pyrules card file.", "file")
    version = validate.kept_whole(data.get("version"), low=1)
    if version is None:
        raise RulesError("This card file is damaged: its version does not read.", "file")
    if version > VERSION:
        raise FromNewerVersion("These cards were saved by a newer version of pyrules: update it to load them.", "file")
    other = data.get("ruleset")
    if other != roster.plugin_key:
        named = rulesets.ruleset(other).name if other in rulesets.KEYS else "another game"
        raise RulesError(f"These cards are for {named}: load them in that game's roster.", "file")
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        raise RulesError("This card file holds no cards.", "file")
    checked = [_card(card, number) for number, card in enumerate(cards, 1)]
    check_fits(roster, checked)
    return checked


def read_card(card: Any) -> dict[str, Any]:
    """One card (a player's offered from the phone) as a card file's card is read: its keys
    checked, RulesError when it is damaged (its values are checked by ``check_fits``)."""
    return _card(card, 1)


def check_fits(roster: Roster, cards: list[dict[str, Any]]) -> None:
    """RulesError unless every card fits the roster as the roster would keep it, checked before
    any is kept."""
    if len(roster.members) + len(cards) > MOST_MEMBERS:
        raise RulesError(f"The roster holds at most {MOST_MEMBERS} cards: these {len(cards)} do not fit.", "file")
    _added(roster, cards)


def _card(card: Any, number: int) -> dict[str, Any]:
    """One card of the file, its keys checked (its values are checked as the roster adds it)."""
    if not isinstance(card, dict):
        raise RulesError(f"Card {number} of the file is damaged.", "file")
    unknown = [key for key in card if key not in _CARD_KEYS]
    if unknown or not isinstance(card.get("name"), str):
        what = f"“{shown(unknown[0])}” is not part of a card" if unknown else "it has no name"
        raise RulesError(f"Card {number} of the file is damaged: {what}.", "file")
    return {key: card[key] for key in _CARD_KEYS if key in card}


def _added(roster: Roster, cards: list[dict[str, Any]]) -> tuple[Roster, list[tuple[str, str]]]:
    """The roster with the cards added, and (name in the file, name kept) for each renamed."""
    renamed = []
    for card in cards:
        name = card["name"].strip()
        kept = numbered([m.name for m in roster.members], name, 1)[0] if name else name
        if kept != name:
            renamed.append((name, kept))
        try:
            roster = roster.add(kept, **{key: value for key, value in card.items() if key != "name"})
        except RulesError as error:
            which = f"“{shown(name)}”" if name else "without a name"
            where = "Attacks: " if error.field == ATTACKS else ""  # the message is said apart from its field
            raise RulesError(f"The card {which}: {where}{error.message}", "file") from None
    return roster, renamed


def load_cards(roster: Roster, cards: list[dict[str, Any]]) -> tuple[Roster, str]:
    """The roster with ``cards`` (from ``read_cards``) added, and the notice saying what was loaded
    and which cards were renamed beside a card of the same name."""
    roster, renamed = _added(roster, cards)
    said = f"Loaded {len(cards)} card{'s' if len(cards) != 1 else ''}."
    if renamed:
        said += " Already on the roster, kept beside it: " + "; ".join(
            f"{old} as {new}" for old, new in renamed) + "."
    return roster, said
