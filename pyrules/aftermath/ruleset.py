"""Aftermath! (FGU, 1981) as the page sees it."""

from __future__ import annotations

from pyrules.aftermath.errata import ERRATA
from pyrules.aftermath.reference import TABLES
from pyrules.aftermath.tools import TOOLS
from pyrules.core.reference import with_errata
from pyrules.core.ruleset import Ruleset

RULESET = Ruleset(
    key="aftermath",
    name="Aftermath!",
    tools=TOOLS,
    tables=with_errata(TABLES, ERRATA),
    errata=ERRATA,
    summary="Aftermath! (FGU, 1981): d20 BCS roll-under, d100 tables, D3/D6/D10 effect dice.",
)
