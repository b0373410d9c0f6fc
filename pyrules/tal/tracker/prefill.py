"""What the TAL calculators a combatant opens are filled in with."""

from __future__ import annotations

from typing import Any

from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.parts import PrefillRules
from pyrules.tal.tracker.pools import TalPools
from pyrules.tal.tracker.standing import TalStandingRules
from pyrules.tal.tracker.stats import stat


class TalPrefill(PrefillRules):
    """The attack with its fatigue; TAL, healing and the character sheet with the combatant's stats."""

    def __init__(self, pools: TalPools, standing: TalStandingRules) -> None:
        self.pools = pools
        self.standing = standing

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict[str, Any]]:
        """The attack with its fatigue (l.16-18: Taxed adds 10 to the roll, Spent cannot attack);
        TAL with its TAL max, TAL left and Power; healing and the character sheet with its
        Constitution (and Combat Speed)."""
        found: dict[str, dict[str, Any]] = {
            "tal-attack": {"fatigue": self.standing.of(combatant, encounter).fatigue},
            "tal-healing": {"constitution": stat(combatant, "constitution")},
            "tal-character": {"constitution": stat(combatant, "constitution"),
                              "combat_speed": stat(combatant, "combat_speed")}}
        if stat(combatant, "tal_max"):
            found["tal-tal"] = {"tal_max": stat(combatant, "tal_max"), "tal_now": self.pools.left(combatant, "TAL"),
                                "power": stat(combatant, "power")}
        return found
