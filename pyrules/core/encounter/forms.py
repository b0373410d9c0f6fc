"""The tracker's own forms: the fields of the add form, of a character card and of "time passes",
and the typed values of a submitted form.

A ruleset's stats (and its card fields) follow these on the page; ``parse`` reads them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from pyrules.core.tools import Field

if TYPE_CHECKING:
    from pyrules.core.encounter.parts import CardRules

# How many of one kind join at once: the add form's, and the one beside each character card.
COUNT = Field("count", "How many", "int", default=1, low=1, high=50)
# The add form's own fields (the ruleset's stats follow them) and the "time passes" form's.
ADD_FIELDS = (
    Field("name", "Name", "text"),
    COUNT,
    Field("side", "Side", "choice", default="foe", choices=(("foe", "Foe"), ("party", "Party"))),
    Field("initiative", "Initiative (blank: roll or work out)", "number", required=False),
)
# A character card's own fields (the ruleset's card fields follow them, then its attacks).
CARD_FIELDS = (
    Field("name", "Name", "text"),
    Field("side", "Side", "choice", default="party", choices=(("party", "Party"), ("foe", "Foe"))),
)
TIME_FIELDS = (
    Field("amount", "How long", "int", default=10, low=1, high=10_000),
    Field("unit", "Unit", "choice", default="minutes", choices=(("minutes", "Minutes"), ("hours", "Hours"))),
)


def weapon_fields(card: CardRules) -> tuple[Field, ...]:
    """The card form's pick of a weapon from the ruleset's weapon tables, and the skill it is used
    with, which write its attack line (none where the reference prints no weapon table)."""
    if not card.weapons():
        return ()
    return (Field("weapon", f"Or pick a weapon from {card.weapon_table}", "choice", default="",
                  choices=(("", "None"),) + card.weapons(), required=False,
                  help="Its attack line is added to the attacks above."),
            Field("weapon_skill", f"{card.weapon_skill} with it", "int", low=-99, high=99, required=False))


def parse(fields: Iterable[Field], raw: Mapping[str, Any]) -> dict[str, Any]:
    """The typed values of a form's ``fields``; the first bad one raises, naming its field."""
    return {f.name: f.parse(raw.get(f.name)) for f in fields}
