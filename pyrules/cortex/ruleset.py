"""Cortex Classic (Serenity) as the page sees it."""

from __future__ import annotations

from pyrules.core.reference import with_errata
from pyrules.core.ruleset import Ruleset
from pyrules.cortex.errata import ERRATA
from pyrules.cortex.reference import TABLES
from pyrules.cortex.tools import damage, defense, initiative, movement, roll

RULESET = Ruleset(
    key="cortex",
    name="Cortex Classic (Serenity)",
    tools=(roll.TOOL, defense.TOOL, damage.TOOL, initiative.TOOL, movement.TOOL),
    tables=with_errata(TABLES, ERRATA),
    errata=ERRATA,
    summary="Step dice from d0 to d12+d12 against Difficulties: roll builder with exact odds, "
    "Difficulty to hit, damage, initiative and movement.",
)
