"""A TAL combatant's pools: SHP and DHP, Constitution / 2 rounded off (T7), and TAL up to the stat
"TAL max" (0: no TAL pool). Damage comes off SHP first and what SHP cannot take goes on to DHP
(assumed); damage put on DHP or TAL stays there; no pool goes below 0. Healing fills one pool up
to its maximum."""

from __future__ import annotations

from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import PoolRules, Resource
from pyrules.tal import states
from pyrules.tal.hit_points_and_soak import read_hit_points
from pyrules.tal.tracker.stats import stat


def _a_third(most: int) -> int:
    """Where a pool reads low on the tracker: below a third of its maximum (a warning, not a rule)."""
    return (most - 1) // 3


class TalPools(PoolRules):
    """SHP, DHP and TAL; a tap on the TAL row spends one."""

    spent = ("TAL",)

    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        hp = read_hit_points(stat(combatant, "constitution"))
        pools = [Resource("SHP", hp.shp, label="SHP", low_from=_a_third(hp.shp)),
                 Resource("DHP", hp.dhp, label="DHP", low_from=_a_third(hp.dhp))]
        tal_max = stat(combatant, "tal_max")
        if tal_max:
            pools.append(Resource("TAL", tal_max, label="TAL", low_from=_a_third(tal_max)))
        return tuple(pools)

    def left(self, combatant: Combatant, name: str) -> int:
        """A pool's current value, read between 0 and its maximum (an edit can set any value)."""
        pool = self.resource(combatant, name)
        return max(0, min(pool.maximum, self.current(combatant, name)))

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        pool = self.resource(combatant, resource)
        return states.damage_to_pools(pool.name, self.current(combatant, pool.name), amount,
                                      self.current(combatant, "DHP"))
