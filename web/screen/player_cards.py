"""A player's own characters' cards on the phone: kept in its storage (``OWN_KEY``), loaded from a
card file or a character sheet, typed on the phone, sent back by the game master after a fight,
saved to a card file, and offered to the game master.

Each card is read as the game master's roster reads one (``pyrules.core.players.own_cards``); the
cards shown are those of the game at the table (the view's ``rules``). What the phone stored is
read once, the first time the cards are wanted, which imports the game's ruleset: after the table
is painted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.players.cards_back import FightLeft, left_words
from screen import dom, phones_page, storage
from screen.browser import Element, Event
from screen.ids import part

OWN_KEY = "player-cards"  # the player's own characters' cards (``own_cards``)
P = phones_page.JOIN


class OwnCards:
    """The player's own cards, read from storage once they are first wanted."""

    def __init__(self) -> None:
        self.kept: list[dict[str, Any]] | None = None  # every game's, once read

    @property
    def read(self) -> bool:
        """Whether the phone's stored cards have been read."""
        return self.kept is not None

    def of_game(self, rules: str) -> list[dict[str, Any]]:
        """The kept cards of the game ``rules``; what was stored read first, the first time. A stored
        list of which some cards did not read is kept aside whole, and said, before the rest is
        saved."""
        from pyrules.core.players import own_cards

        if self.kept is None:
            read = storage.load(OWN_KEY, own_cards.Kept([], 0), own_cards.kept)
            self.kept = read.cards
            if read.damaged:
                storage.keep_copy_aside(OWN_KEY, f"{read.damaged} of the cards kept on this phone did not read.")
                storage.save(OWN_KEY, self.kept)
        return own_cards.of_game(self.kept, rules)

    def draw(self, rules: str) -> None:
        """The list to choose a card from, a card sent back saying what the fight left of it."""
        from pyrules.core.players import own_cards

        cards = self.of_game(rules)
        after = [left_words(left).rstrip(".") if left is not None else ""
                 for left in own_cards.left_of_game(self.kept or [], rules)]
        dom.set_html(dom.by_id(part(P, "own")), phones_page.own_card_options(cards, after))

    def read_file(self, event: Event, rules: str) -> None:
        """A card file or a character sheet chosen: its cards read as the game master's roster reads
        them, and kept on this phone; nothing is kept when any does not read."""
        which = dom.attr(event.target, "data-join-file")
        if which is None:
            return
        control = part(P, which)
        dom.field_error(control, None)
        dom.read_file(event, lambda text: self._read(which, control, str(text), rules), control)

    def _read(self, which: str, control: str, text: str, rules: str) -> None:
        from pyrules.core.players import own_cards

        try:
            read = (own_cards.from_card_file(text, rules) if which == "card-file"
                    else [own_cards.from_sheet(text, rules)])
        except RulesError as error:
            dom.field_error(control, f"Nothing was kept: {error.message}")
            return
        finally:
            dom.by_id(control).value = ""
        self.of_game(rules)
        self._keep(rules, own_cards.keeping(self.kept or [], rules, read),
                   f"Kept on this phone: {', '.join(str(card['name']) for card in read)}.")

    def sent_back(self, card: Mapping[str, Any], left: FightLeft, rules: str) -> bool:
        """The card the game master sent back, with what the fight left of it: kept beside the one
        this phone had, never over it ("Rowan 2"). False, and nothing kept, when it does not read as
        the roster reads a card."""
        from pyrules.core.players import own_cards

        self.of_game(rules)
        try:
            kept, name = own_cards.beside(self.kept or [], rules, card, left)
        except RulesError:
            return False
        self._keep(rules, kept, f"The game master sent back {card['name']} as the fight left it: kept on this "
                                f"phone as {name}. {left_words(left)}".strip())
        return True

    def draw_typed(self, rules: str) -> None:
        """The card form of the game at the table, drawn the first time it is opened."""
        from pyrules.core.encounter.plugins import plugin

        place = dom.by_id(part(P, "typed"))
        if dom.attr(place, "data-rules") == rules:
            return
        dom.set_html(place, phones_page.typed_card_form(plugin(rules)))
        place.setAttribute("data-rules", rules)

    def keep_typed(self, form: Element, rules: str) -> None:
        """Keep the card typed on this phone, read as the game master's card form reads one; a field
        at fault is said beside it, and nothing is kept."""
        from pyrules.core.encounter.plugins import plugin
        from pyrules.core.players import own_cards

        names = ["name", "attacks", *(f.name for f in plugin(rules).card_form)]
        for name in names:
            dom.field_error(part(phones_page.TYPED, name), None)
        try:
            card = own_cards.from_form(dom.form_values(form), rules)
        except RulesError as error:
            dom.field_error(part(phones_page.TYPED, error.field if error.field in names else "name"), error.message)
            return
        self.of_game(rules)
        self._keep(rules, own_cards.keeping(self.kept or [], rules, [card]), f"Kept on this phone: {card['name']}.")

    def save(self, form: Element, rules: str) -> None:
        """Save the chosen card to a card file, as the roster saves one (with what the fight left of
        a card sent back)."""
        from pyrules.core.players import own_cards

        place = self._chosen(form, rules)
        if place is None:
            return
        try:
            left = own_cards.left_of_game(self.kept or [], rules)[place]
            dom.download(*own_cards.card_file(self.of_game(rules)[place], rules, left))
        except RulesError as error:
            dom.field_error(part(P, "own"), error.message)

    def offer(self, form: Element, rules: str, send: Callable[[str], bool]) -> None:
        """Offer the chosen card to the game master with ``send`` (its phone checks it again as it
        arrives)."""
        from pyrules.core.players import own_cards

        place = self._chosen(form, rules)
        if place is None:
            return
        card = self.of_game(rules)[place]
        try:
            text = own_cards.offer(card)
        except RulesError as error:
            dom.field_error(part(P, "own"), error.message)
            return
        _said(f"{card['name']} offered: the game master takes it or not." if send(text)
              else "Not sent: not connected.")

    def _chosen(self, form: Element, rules: str) -> int | None:
        """The place of the card chosen in ``form`` among the game's; None, said beside the list,
        when there is none."""
        control = part(P, "own")
        dom.field_error(control, None)
        place = validate.typed_whole(str(dom.form_values(form).get("card", "")))
        if place is None or not 0 <= place < len(self.of_game(rules)):
            dom.field_error(control, "Load your character's card first.")
            return None
        return place

    def _keep(self, rules: str, kept: list[dict[str, Any]], said: str) -> None:
        """Keep ``kept`` (stored, drawn), the newest card of the game chosen, and say ``said``."""
        from pyrules.core.players import own_cards

        self.kept = kept
        storage.save(OWN_KEY, kept)
        self.draw(rules)
        dom.by_id(part(P, "own")).value = str(len(own_cards.of_game(kept, rules)) - 1)
        _said(said)


def _said(message: str) -> None:
    """What became of the player's cards, in the line under them."""
    dom.by_id(part(P, "offered")).textContent = message
