"""A Cortex combatant's initiative in the tracker: an Agility + Alertness roll, highest first (seed
003 l.1), two steps down seriously wounded (l.46: "all actions"). Tied rolls keep the order they
were in and the GM breaks the tie (the erratum on l.1); the tracker offers a d100 to break it."""

from __future__ import annotations

import random

from pyrules.core.dice import roll
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import Initiative, InitiativeRules
from pyrules.core.explain import steps
from pyrules.cortex.data import cite
from pyrules.cortex.data.damage import SERIOUSLY_WOUNDED_STEPS
from pyrules.cortex.rolls import build_roll, roll_pool
from pyrules.cortex.tracker.standing import INITIATIVE, CortexStanding, is_seriously_wounded
from pyrules.cortex.tracker.stats import die

TIE_RULE = f"Tied initiative rolls keep the order they were in; the GM breaks the tie ({cite(1)})."


class CortexInitiative(InitiativeRules):
    """Agility + Alertness, rolled as its standing has it (two steps down seriously wounded)."""

    rolls = True

    def __init__(self, standing: CortexStanding) -> None:
        self.standing = standing

    def roll(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """An Agility + Alertness roll (seed 003 l.1); seriously wounded, at −2 steps (l.46)."""
        agility, alertness = die(combatant, "agility"), die(combatant, "alertness")
        wounded = any(is_seriously_wounded(m) for m in self.standing.of(combatant).on(INITIATIVE))
        built = build_roll(agility, alertness, wounded=wounded)
        rolled = roll_pool(built.sides, rng)
        text = f"Agility {agility} + Alertness {alertness}"
        if wounded:
            text += f", {steps(SERIOUSLY_WOUNDED_STEPS)} (seriously wounded): {built.dice}"
        faces = " + ".join(str(face) for face in rolled.faces)
        text += f": {faces} = {rolled.total}" if len(rolled.faces) > 1 else f": {rolled.total}"
        tie = roll("d100", rng).total  # the reference gives no tie-break: a roll, said so
        return Initiative(rolled.total, tie, f"{text}; a tie goes to the higher d100, {tie} (the rules give no tie-break)")
