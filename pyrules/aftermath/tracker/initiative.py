"""Aftermath! turn order: the Action Phase, the BAP, highest first (the phases count down to the
bookkeeping phase 0, l.769). Ties share the phase; the tracker lists the higher Speed first, then
keeps the order they were in."""

from __future__ import annotations

import random

from pyrules.aftermath.tracker.stats import rating
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import Initiative, InitiativeRules
from pyrules.core.reference import PUBLISHED_RULE

# Published rule, not in the reference: Action Phases count down, so the highest BAP acts first.
TURN_ORDER_RULE = f"Action Phases count down: the highest BAP acts first. {PUBLISHED_RULE}"
TIE_RULE = "Same BAP: the same Action Phase; the tracker lists the higher SPD first, then the order they were in."


class AftermathInitiative(InitiativeRules):
    """The BAP (no roll), tie-break SPD."""

    rolls = True

    def roll(self, combatant: Combatant, rng: random.Random) -> Initiative:
        bap, spd = rating(combatant, "bap"), rating(combatant, "spd")
        return Initiative(bap, spd, f"BAP {bap}, tie-break SPD {spd}; highest BAP first: {PUBLISHED_RULE}")
