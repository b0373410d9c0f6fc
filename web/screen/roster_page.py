"""The character cards' HTML: the roster of cards, a card's line of stats, and the form that adds
or edits one.

Plain Python (used in the browser and by its tests). A card's name and notes are user text, and
``h`` escapes them: they show as text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pyrules.core.encounter import commands as C
from pyrules.core.encounter.forms import CARD_FIELDS, COUNT, weapon_fields
from pyrules.core.tools import Field
from screen.card_fields import card_attacks_field, card_notes_field
from screen.markup import Markup, h, join
from screen.tracker_page import ON_A_CARD_WORDS, command_button, command_buttons, with_default
from screen.widgets import render as field_html

if TYPE_CHECKING:
    from pyrules.core.encounter.card import Opening
    from pyrules.core.encounter.plugins import Plugin
    from pyrules.core.encounter.roster import Member, Roster


def roster_items(roster: Roster, fields: Sequence[Field] = (),
                 openings: Mapping[str, Sequence[tuple[Opening, ...]]] | None = None, prefix: str = "tracker") -> Markup:
    """The character cards: each with what it carries, its attacks' calculators, how many of it to
    bring, and its buttons. ``openings`` holds each card's attacks' openings (member id -> one tuple
    per attack); ``prefix`` is the tracker's, for the ids of the cards' fields."""
    if not roster.members:
        return h("li", {"class": "summary"}, "No cards yet: fill in the form below, or open a combatant and tap "
                                             "“Save to roster”.")
    openings = openings or {}
    return join(_card_item(m, fields, openings.get(m.id, ()), prefix) for m in roster.members)


def count_key(prefix: str, member_id: str) -> str:
    """The form key of a card's "How many" field: "gurps-tracker-bring-m3"."""
    return f"{prefix}-bring-{member_id}"


def _card_item(member: Member, fields: Sequence[Field], openings: Sequence[tuple[Opening, ...]],
               prefix: str) -> Markup:
    shown = card_summary(member.stats, fields)
    attacks = [h("div", {"class": "buttons attack", "role": "group", "aria-label": line},
                 [command_button(C.CARD_ATTACK, o.label, id=member.id, attack=i, opening=j) for j, o in enumerate(found)])
               for i, (line, found) in enumerate(zip(member.attacks, openings))]
    return h("li", {"class": f"character side-{member.side}", "data-id": member.id},
             h("label", {"class": "check"},
               h("input", {"type": "checkbox", "name": "chosen", "value": member.id,
                           "aria-label": f"Bring {member.name}"}),
               h("strong", {"class": "name"}, member.name)),
             h("p", {"class": "card-stats"}, shown) if shown else None,
             h("p", {"class": "notes-text"}, member.notes) if member.notes else None,
             attacks or None,
             h("div", {"class": "bring", "data-id": member.id}, field_html(count_key(prefix, member.id), COUNT)),
             h("div", {"class": "buttons"}, command_buttons(C.ON_A_CARD, ON_A_CARD_WORDS, id=member.id)))


CARD_LINE_LONGEST = 200  # characters of an attack line an address may begin a card with


def card_line(query: str) -> str | None:
    """The attack line a tracker's address begins a new card with ("card=Broadsword" in
    "#gurps-tracker?card=Broadsword"), its first letter capitalised; None when it has none."""
    from urllib.parse import parse_qs

    found = parse_qs(query).get("card", [""])[0].strip()[:CARD_LINE_LONGEST]
    return found[:1].upper() + found[1:] if found else None


def card_summary(stats: Mapping[str, Any], fields: Iterable[Field]) -> str:
    """A card's stats in a line: "ST 13 · DX 11 · … · DR 2 (skull 4, torso 6)"."""
    parts = []
    for f in fields:
        value = stats.get(f.name)
        if value is None or value == "" or f.kind == "flag" and not value:
            continue
        if f.kind == "flag":
            parts.append(f.label)
        elif f.kind == "choice":
            if value != f.default:
                parts.append(dict(f.choices).get(value, str(value)))
        elif f.kind == "text":
            parts.append(f"({value})")
        else:
            parts.append(f"{f.label} {value:g}" if isinstance(value, float) else f"{f.label} {value}")
    return " · ".join(parts).replace(" · (", " (")


def card_form(key: str, plugin: Plugin, member: Member | None = None) -> Markup:
    """The form that adds a character card, or edits ``member``'s."""
    p = f"{key}-tracker-card"
    stats = dict(member.stats) if member else {}
    own = [field_html(p, with_default(f, getattr(member, f.name) if member else f.default)) for f in CARD_FIELDS]
    card = [field_html(p, with_default(f, stats.get(f.name, None if member and not f.required else f.default)))
            for f in plugin.card_form]
    attacks = card_attacks_field(p, plugin, member.attacks if member else ())
    weapons = [field_html(p, f) for f in weapon_fields(plugin.card)]
    notes = card_notes_field(p, member.notes if member else "")
    return h("form", {"class": "tracker-form card-form", "data-form": C.CARD_FORM.name, "data-id": member.id if member else "",
                      "novalidate": True},
             h("fieldset", {"class": "tool-body"},
               h("legend", {}, f"Edit {member.name}’s card" if member else "Add a character card"),
               own, card, attacks, weapons or None, notes,
               h("div", {"class": "buttons"},
                 h("button", {"type": "submit", "class": "primary"}, C.CARD_FORM.label),
                 command_button(C.CARD_CANCEL) if member else None)))
