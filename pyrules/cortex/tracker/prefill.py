"""What the Cortex calculators a combatant opens from its row are filled in with: the Difficulty to
hit it, as its standing has it defend."""

from __future__ import annotations

from typing import Any

from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.parts import PrefillRules
from pyrules.core.encounter.standing import DEFENSE
from pyrules.cortex.tracker.standing import CortexStanding, is_seriously_wounded
from pyrules.cortex.tracker.stats import die


class CortexPrefill(PrefillRules):
    """The Difficulty to hit (``cortex-defense``) filled in from the combatant its row is."""

    def __init__(self, standing: CortexStanding) -> None:
        self.standing = standing

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict[str, Any]]:
        """The Difficulty to hit it, as its standing has it defend: its innate Agility roll, two
        steps down seriously wounded (seed 003 l.46); unconscious or dead, no roll: Difficulty 3 (l.10)."""
        standing = self.standing.of(combatant, encounter)
        values: dict[str, Any] = {"agility": die(combatant, "agility"),
                                  "wounded": any(is_seriously_wounded(m) for m in standing.on(DEFENSE))}
        if not standing.defends:
            values |= {"defense": "unaware", "wounded": False}
        return {"cortex-defense": values}
