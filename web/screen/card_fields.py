"""The fields of a character card's form that are not the ruleset's stats, drawn alike wherever a
card is typed: the game master's card form (``roster_page.card_form``) and the player's phone
(``phones_page.typed_card_form``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from screen.ids import part
from screen.markup import Markup, h

if TYPE_CHECKING:
    from pyrules.core.encounter.plugins import Plugin


def card_attacks_field(p: str, plugin: Plugin, lines: Sequence[str] = ()) -> Markup | None:
    """A card form's attack lines, one a line, as the ruleset writes one (None: its cards have none)."""
    if not plugin.card.attack_example:
        return None
    fid = part(p, "attacks")
    return h("div", {"class": "field field-text", "data-field": "attacks"},
             h("label", {"for": fid}, "Attacks"),
             h("textarea", {"id": fid, "name": "attacks", "rows": 3, "autocapitalize": "off",
                            "spellcheck": "false", "aria-describedby": f"{fid}-help {fid}-error"}, "\n".join(lines)),
             h("p", {"class": "field-help", "id": f"{fid}-help"},
               " ".join(x for x in (f"One a line, as “{plugin.card.attack_example}”.", plugin.card.attack_help) if x)),
             h("p", {"class": "field-error", "id": f"{fid}-error", "role": "alert", "hidden": True}))


def card_notes_field(p: str, notes: str = "") -> Markup:
    """A card form's notes."""
    notes_id = part(p, "notes")
    return h("div", {"class": "field field-text", "data-field": "notes"},
             h("label", {"for": notes_id}, "Notes"),
             h("input", {"id": notes_id, "name": "notes", "type": "text", "value": notes}))
