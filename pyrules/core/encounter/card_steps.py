"""The character cards as a tracker session keeps them: the card form saved, a combatant kept as
a card, a card removed, card files saved and loaded, a character sheet imported, and a card's
attack opening its calculator.

The roster itself is ``pyrules.core.encounter.roster`` and a card file ``pyrules.core.cards_file``;
this is the session's side: what its book keeps, which card the form edits, and what each step
answers.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Mapping, Sequence

from pyrules.core import cards_file
from pyrules.core.encounter import check
from pyrules.core.encounter.actions import AddAction
from pyrules.core.encounter.forms import CARD_FIELDS, COUNT, parse, weapon_fields
from pyrules.core.encounter.session_parts import Tracker
from pyrules.core.encounter.shown import DONE, UNCHANGED, InView, Shown, Prefill, Question, Rolled
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field


def from_form(card_form: Sequence[Field], raw: Mapping[str, Any], attacks: Any) -> dict[str, Any]:
    """A card as the card form's values (``raw``) give it, each read as its field reads it (the
    ruleset's ``card_form``): its name, side, notes, stats and ``attacks``, for ``Roster.add``."""
    values = parse(CARD_FIELDS + tuple(card_form), raw)
    stats = {f.name: values[f.name] for f in card_form}
    return {"name": values["name"], "side": values["side"], "notes": raw.get("notes", ""), "stats": stats,
            "attacks": attacks}


@contextmanager
def form_fields() -> Iterator[None]:
    """A roster's refusal of a card, naming the card form's field (without its "stats." prefix)."""
    try:
        yield
    except RulesError as error:
        raise RulesError(error.message, (error.field or "").removeprefix("stats.") or None) from None


class CardSteps:
    """The steps on a session's roster of character cards (``session.roster``, kept in its book)
    and on the card its card form edits (``session.on_screen.editing``). ``session`` is the tracker session
    they are taken for."""

    def __init__(self, session: Tracker) -> None:
        self.session = session

    def save(self, member_id: str | None, raw: Mapping[str, Any]) -> Shown:
        """Add a character card (``member_id`` None), or save the one being edited."""
        session = self.session
        card = from_form(session.plugin.card_form, raw, self._with_weapon(raw))
        roster = session.book.load_roster()
        with form_fields():
            if member_id:
                roster = roster.edit(member_id, **card)
                member = roster.member(member_id)
            else:
                roster = roster.add(card.pop("name"), **card)
                member = roster.members[-1]
        session.book.save_member(member)
        session.roster = roster
        session.on_screen = session.on_screen.editing_card(None)
        return Shown(form_done=not member_id)

    def _with_weapon(self, raw: Mapping[str, Any]) -> Any:
        """The card form's attacks, with the line of a weapon picked from the ruleset's tables added
        last; RulesError naming the skill when it is not given."""
        card = self.session.plugin.card
        picked = parse(weapon_fields(card), raw)
        attacks = raw.get("attacks", "")
        if not picked.get("weapon"):
            return attacks
        if picked["weapon_skill"] is None:
            raise RulesError(f"Give the {card.weapon_skill} the weapon is used with.", "weapon_skill")
        line = card.weapon_line(picked["weapon"], picked["weapon_skill"])
        return "\n".join(x for x in (str(attacks or "").strip(), line) if x)

    def from_combatant(self, cid: str) -> Shown:
        """A combatant of the open encounter kept as a character card: the stats a card of its
        ruleset holds (not what only an encounter counted beside them)."""
        session = self.session
        c = session.encounter.combatant(cid)
        stats = {key: value for key, value in c.stats.items() if key in session.plugin.card_stat_names}
        session.roster = session.book.load_roster().add(c.name, side=c.side, notes=c.notes, stats=stats)
        session.book.save_member(session.roster.members[-1])
        return DONE

    def remove(self, member_id: str, *, confirmed: bool = False) -> Shown:
        """Delete a card, once the player said yes."""
        session = self.session
        if not confirmed:
            return Shown(ask=Question(f"Delete the card of {session.roster.member(member_id).name}?"), redraw=False)
        session.book.remove_member(member_id)
        session.roster = session.book.load_roster()
        session.settle()
        return DONE

    def file(self, member_id: str | None = None) -> Shown:
        """The roster's cards (or the one ``member_id``) as a card file to download."""
        roster = self.session.roster
        chosen = None if member_id is None else [member_id]
        text = cards_file.cards_text(roster, chosen)
        names = [m.name for m in roster.members] if member_id is None else [roster.member(member_id).name]
        return Shown(download=(cards_file.file_name(self.session.ruleset, names), text), redraw=False)

    def load_file(self, text: str) -> Shown:
        """A card file's cards added to the roster, all or none; RulesError says why none was."""
        return self.keep(cards_file.read_cards(text, self.session.book.load_roster()))

    def import_character(self, text: str) -> Shown:
        """A character sheet file (GURPS: GCS) added to the roster as a card; RulesError and
        nothing kept when it does not read."""
        return self.keep([self.session.plugin.card.read_character(text)])

    def keep(self, cards: list[dict[str, Any]]) -> Shown:
        """Cards read from a file (each as ``Roster.add`` takes it) added to the roster in one go,
        a name already there kept beside it under a number; RulesError and nothing kept when any
        card does not read."""
        book = self.session.book
        before = book.load_roster()
        roster, said = cards_file.load_cards(before, cards)
        for member in roster.members[len(before.members):]:
            book.save_member(member)
        self.session.roster = roster
        return Shown(notice=said)

    def edit(self, member_id: str) -> Shown:
        """The card form opened on this card."""
        self.session.on_screen = self.session.on_screen.editing_card(member_id)
        return Shown(in_view=(InView("card-form"),))

    def cancel(self) -> Shown:
        """The card form closed, the card as it was."""
        self.session.on_screen = self.session.on_screen.editing_card(None)
        return DONE

    def bringing(self, member_ids: list[str] | None, counts: Mapping[str, str] | None = None) -> AddAction:
        """The action that brings the chosen cards (None: all) into an encounter, each as many
        times as its "How many" says (``counts``, as typed, by card id; blank: once)."""
        roster = self.session.roster
        if not roster.members:
            raise RulesError("No character cards yet: fill in the card form first.")
        chosen = [m.id for m in roster.members] if member_ids is None else member_ids
        return roster.add_action(member_ids, {i: self._count(i, (counts or {}).get(i)) for i in chosen})

    def _count(self, member_id: str, typed: str | None) -> int:
        """How many of one card join, as typed beside it; RulesError names the card, and the field
        as the card's own ("m3.count")."""
        try:
            return int(COUNT.parse(typed))
        except RulesError as error:
            name = self.session.roster.member(member_id).name
            raise RulesError(f"{name}: {error.message}", check.at(member_id, COUNT.name)) from None

    def copy(self, member_id: str) -> Shown:
        """A copy of a card kept under the next number ("Orc 2"), and the card form opened on it
        to change what differs."""
        session = self.session
        roster = session.book.load_roster().copy(member_id)
        copied = roster.members[-1]
        session.book.save_member(copied)
        session.roster = roster
        return self.edit(copied.id)

    def attack(self, member_id: str, attack: int, opening: int) -> Shown:
        """Open a calculator filled in from a card's attack; its dice (GURPS damage) are rolled
        into their fields as it opens, and kept in the roll log."""
        from pyrules.core.dice import roll

        session = self.session
        openings = session.roster.openings(member_id, attack)
        if not 0 <= opening < len(openings):
            return UNCHANGED
        chosen = openings[opening]
        values, rolls = dict(chosen.values), []
        for name, notation in chosen.rolls.items():
            result = roll(notation, session.rng)
            values[name] = result.total
            rolls.append(Rolled(notation, result.total, tuple(result.faces),
                                f"{session.name} · {session.roster.member(member_id).name}",
                                f"{chosen.label}: {result.total}"))
        return Shown(calculator=Prefill(chosen.tool, values), rolls=tuple(rolls), redraw=False)
