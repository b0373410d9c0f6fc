"""An Aftermath! combatant's pools: the damage taken against the DRT, lethal and subdual apart.

"Lethal" and "Subdual" count each kind of damage taken up from 0, against the DRT ("Lethal 12 of
30"; damage may run past it). The third, "B" (shown as "Total (L + S) 19 of 30"), is all the damage
taken, lethal and subdual together, no pool and no kind of damage of its own; damage or healing
given to it is B damage, half lethal and half subdual (l.752), the odd point lethal.
"""

from __future__ import annotations

from pyrules.aftermath.states import Wounds, split_b, wounds
from pyrules.aftermath.tracker.stats import rating
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import PoolRules, Resource

LETHAL, SUBDUAL, B = "Lethal", "Subdual", "B"  # the names encounters store: "B" is the total's
TOTAL_LABEL = "Total (L + S)"  # how the row shows B: all the damage taken, not a third kind of damage


class AftermathPools(PoolRules):
    """Lethal and Subdual damage taken, counted up against the DRT, and B: the two together."""

    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        drt = rating(combatant, "drt")
        half = -(-drt // 2)  # half the DRT taken: a warning on the tracker, not a rule
        return (
            Resource(LETHAL, drt, label="Lethal", counts_up=True, low_from=half),
            Resource(SUBDUAL, drt, label="Subdual", counts_up=True, low_from=half),
            Resource(B, drt, label=TOTAL_LABEL, counts_up=True, low_from=half),
        )

    def current(self, combatant: Combatant, name: str) -> int:
        """B is no pool of its own: the total of the damage taken, lethal and subdual."""
        if name == B:
            return self.taken(combatant, LETHAL) + self.taken(combatant, SUBDUAL)
        return super().current(combatant, name)

    def taken(self, combatant: Combatant, name: str) -> int:
        """Lethal or subdual damage taken (a pool set below 0 by hand reads as 0)."""
        return max(0, super().current(combatant, name))

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        if resource != B:
            return super().damage(combatant, resource, amount)
        lethal, subdual = split_b(amount)
        return {LETHAL: self.current(combatant, LETHAL) + lethal,
                SUBDUAL: self.current(combatant, SUBDUAL) + subdual}

    def heal(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        if resource != B:
            return super().heal(combatant, resource, amount)
        healed: dict[str, int] = {}
        for pool, part in zip((LETHAL, SUBDUAL), split_b(amount)):
            if part:
                healed.update(super().heal(combatant, pool, part))
        return healed

    def wounds(self, combatant: Combatant) -> Wounds:
        """The damage taken against the DRT and the hand-to-hand row it brings (``states.Wounds``)."""
        return wounds(rating(combatant, "drt"), self.taken(combatant, LETHAL), self.taken(combatant, SUBDUAL))
