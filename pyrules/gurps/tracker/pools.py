"""A GURPS combatant's pools: HP (down to -5xHP) and FP (down to -1xFP; FP lost at 0 or less also
cost 1 HP each, and past -1xFP further loss comes off HP: G15 l.206-208)."""

from __future__ import annotations

from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import PoolRules, Resource
from pyrules.gurps.data.injury import DEATH_AT_MULTIPLE
from pyrules.gurps.states import fatigue_loss
from pyrules.gurps.tracker.stats import stat


def now_and_most(combatant: Combatant, pool: str, most_stat: str) -> tuple[int, int]:
    """A pool's current value (never counted above the maximum; full when none is kept) and its
    maximum, read straight from the stat: the standing asks it of every combatant whenever time
    passes."""
    most = int(stat(combatant, most_stat))
    return min(combatant.resources.get(pool, most), most), most


def hp_now(combatant: Combatant) -> tuple[int, int]:
    """Current HP and the maximum."""
    return now_and_most(combatant, "HP", "hp")


def fp_now(combatant: Combatant) -> tuple[int, int]:
    """Current FP and the maximum."""
    return now_and_most(combatant, "FP", "fp")


class GurpsPools(PoolRules):
    """HP and FP, FP spent a point at a tap; below a third of either, the pool reads low."""

    spent = ("FP",)

    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        hp = int(stat(combatant, "hp"))
        fp = int(stat(combatant, "fp"))
        # Below a third of HP or FP, Move and Dodge are halved: that is where a pool reads low.
        return (Resource("HP", hp, floor=-DEATH_AT_MULTIPLE * hp, label="HP", low_from=(hp - 1) // 3),
                Resource("FP", fp, floor=-fp, label="FP", low_from=(fp - 1) // 3))

    def _hp_after_loss(self, combatant: Combatant, amount: int) -> int:
        pool = self.resource(combatant, "HP")
        now = self.current(combatant, "HP")
        assert pool.floor is not None  # HP have one, at -5xHP
        return min(now, max(pool.floor, now - amount))  # down to -5xHP; never raised

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """HP: down to -5xHP. FP: G15 l.206-208 through ``states.fatigue_loss``."""
        pool = self.resource(combatant, resource)
        if pool.name == "HP":
            return {"HP": self._hp_after_loss(combatant, amount)}
        now = self.current(combatant, "FP")
        above = min(amount, max(0, now - pool.maximum))  # FP set above the maximum: the excess goes first
        loss = fatigue_loss(min(now, pool.maximum), pool.maximum, amount - above)
        return {"FP": loss.fp_after if amount > above else now - above,
                "HP": self._hp_after_loss(combatant, loss.hp_lost)}
