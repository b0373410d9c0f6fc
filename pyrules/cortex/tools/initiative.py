"""The initiative calculator (cortex-initiative): Agility + Alertness for each combatant, highest
first (seed 003 l.1); ties keep the order entered."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.cortex import errata
from pyrules.cortex.data.published import LADDER_NOTE
from pyrules.cortex.initiative import initiative


def solve_initiative(values: dict[str, Any], rng: random.Random) -> Answer:
    """Everyone's roll, highest first, and who goes first (or who ties for it)."""
    order = initiative(values["combatants"], rng)
    first = order.rolls[0]
    tied_first = [r for r in order.rolls if r.total == first.total]
    if len(tied_first) > 1:
        headline = "Tie for first: " + ", ".join(r.combatant.name for r in tied_first) + f" ({first.total})"
    else:
        headline = f"{first.combatant.name} goes first ({first.total})"
    lines = tuple(
        Line(f"{i}. {r.combatant.name}", str(r.total), r.dice + (" · tie" if r.tied else ""))
        for i, r in enumerate(order.rolls, 1)
    )
    notes = (LADDER_NOTE, errata.INITIATIVE_TIE.footnote)
    return Answer(headline, lines, notes=notes)


TOOL = Tool(
    key="cortex-initiative",
    title="Initiative",
    fields=(
        Field("combatants", "Combatants", "text", None,
              help="Name, Agility, Alertness; one a line or split by commas: Mal d8 d6, Zoe d10 d8"),
    ),
    solve=solve_initiative,
    tables=("C1",),
    summary="Agility + Alertness for each combatant, highest first.",
    live=False,
)
