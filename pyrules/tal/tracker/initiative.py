"""TAL initiative: the Combat Speed after fatigue (not below 0), highest first; equal speeds break on
a d100 rolled with it, higher first (assumed: the reference prints no initiative rule)."""

from __future__ import annotations

import random

from pyrules.core.dice import roll
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import Initiative, InitiativeRules
from pyrules.core.explain import signed
from pyrules.tal.tracker.standing import TalStandingRules


class TalInitiative(InitiativeRules):
    """Combat Speed after fatigue; ties break on a d100, higher first."""

    rolls = True

    def __init__(self, standing: TalStandingRules) -> None:
        self.standing = standing

    def roll(self, combatant: Combatant, rng: random.Random) -> Initiative:
        speed = self.standing.speed(combatant)
        tie = roll("d100", rng).total
        text = f"Combat Speed {speed.base}"
        if speed.penalty:
            assert speed.fatigue is not None  # a penalty comes of fatigue
            text += f" {signed(speed.penalty)} {speed.fatigue.label} = {speed.effective}"
        return Initiative(speed.effective, tie, f"{text}; tie-break d100 {tie}")
