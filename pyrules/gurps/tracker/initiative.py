"""GURPS turn order: Basic Speed, ties by DX, then by a 1d6 rolled with it (a published rule)."""

from __future__ import annotations

import random

from pyrules.core.dice import roll as roll_dice
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import Initiative, InitiativeRules
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.tracker.stats import stat
from pyrules.gurps.turn_order import basic_speed


class GurpsInitiative(InitiativeRules):
    """Basic Speed orders the turns, worked out with a tie-break roll."""

    rolls = True

    def roll(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """Basic Speed orders the turns, DX breaks ties, and a tie on both goes to the higher of a
        1d6 rolled now (PUBLISHED_RULE): the tie-break is DX and a tenth of that roll."""
        speed = basic_speed(stat(combatant, "basic_speed"))
        dx = int(stat(combatant, "dx"))
        value = speed.numerator if speed.denominator == 1 else float(speed)
        tie = roll_dice("1d6", rng).total
        return Initiative(value, dx + tie / 10,
                          f"Basic Speed {float(speed):g}, DX {dx}, 1d6 {tie} for a tie ({PUBLISHED_RULE})")
