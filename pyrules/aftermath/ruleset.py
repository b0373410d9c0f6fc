"""Aftermath! (FGU, 1981) as the page sees it."""

from __future__ import annotations

from pyrules.aftermath.errata import ERRATA
from pyrules.aftermath.reference import TABLES
from pyrules.aftermath.tools import (
    acid,
    attributes,
    barrier,
    climbing,
    cloth,
    critical_effect,
    critical_miss,
    encumbrance,
    entanglement,
    gun,
    gun_damage,
    kph,
    learning,
    location,
    melee,
    reaction,
    stopping,
    throw,
    travel,
)
from pyrules.core.reference import with_errata
from pyrules.core.ruleset import Ruleset

RULESET = Ruleset(
    key="aftermath",
    name="Aftermath!",
    # Page order: the attacks and the tables a fight reads most first, then the other combat
    # calculators, then gear and the world.
    tools=(melee.TOOL, gun.TOOL, location.TOOL, reaction.TOOL, attributes.TOOL, critical_effect.TOOL,
           critical_miss.TOOL, gun_damage.TOOL, stopping.TOOL, encumbrance.TOOL, travel.TOOL, kph.TOOL,
           climbing.TOOL, learning.TOOL, barrier.TOOL, cloth.TOOL, throw.TOOL, entanglement.TOOL, acid.TOOL),
    tables=with_errata(TABLES, ERRATA),
    errata=ERRATA,
    summary="Aftermath! (FGU, 1981): d20 BCS roll-under, d100 tables, D3/D6/D10 effect dice.",
)
