"""The maneuvers calculator (gurps-maneuver): each maneuver and option as its card."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.gurps import errata
from pyrules.gurps.data import cite
from pyrules.gurps.data.maneuvers import CARD_LINES, CARDS, OPTIONS_FOOTNOTE


MANEUVER_FIELDS = (
    Field("card", "Maneuver or option", "choice", default="attack",
          choices=tuple((key, card.name.title() if card.move else card.name) for key, card in CARDS.items())),
)


def solve_maneuver(values: dict[str, Any], rng: random.Random) -> Answer:
    card = CARDS[values["card"]]
    lines = []
    if card.move:
        lines.append(Line("Move", card.move, source=cite(CARD_LINES[card.key])))
    lines += [Line("Attack", card.attack), Line("Defense", card.defense)]
    notes: tuple[str, ...] = ()
    if card.extra_effort:
        notes = (f"{OPTIONS_FOOTNOTE.strip('*').strip()} ({cite(167)})", errata.OPTIONS_FOOTNOTE.footnote)
    title = card.name.title() if card.move else card.name
    return Answer(title, tuple(lines), detail=(card.text,), notes=notes)


TOOL = Tool(
    "gurps-maneuver", "Maneuvers and options", MANEUVER_FIELDS, solve_maneuver,
    tables=("G11", "G12"),
    summary="Each maneuver and attack/defense option as a card: move, effect on attack and on defense.",
)
