"""A Cortex combatant's pools: "Stun", "Wounds" and "Shock" count the damage taken up from 0,
against the Life Points ("Wounds 5 of 14"; damage may run past them), and what damage and healing
do to them.

Damage to Stun while Unconscious is recorded as Shock Points (seed 003 l.44). Stun does not heal
while there are Shock Points; healing Shock changes Shock Points into ordinary Stun, one for one
(the hourly roll, l.44). The damage states the pools stand in (passing out, seriously wounded,
dying, Shock) are ``states.DamageState``.
"""

from __future__ import annotations

from pyrules.core import validate
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.parts import PoolRules, Resource
from pyrules.core.errors import RulesError, shown
from pyrules.cortex.data import cite
from pyrules.cortex.states import MAX_POINTS, MAX_ROLLS, DamageState, convert_shock_point, damage_state, take_damage
from pyrules.cortex.tracker.clock import MINUTE
from pyrules.cortex.tracker.log import POOLS, SHOCK, STUN, WOUNDS, Story, Taken
from pyrules.cortex.tracker.stats import life_points, unconscious

POOL_RULE = ("Stun, Wounds and Shock count the damage taken against the Life Points; Stun damage while "
             f"Unconscious goes to Shock ({cite(44)}); healing Shock turns it into Stun.")


class CortexPools(PoolRules):
    """Stun, Wounds and Shock, each counted up against the Life Points; Wounds read low from
    seriously wounded (half the Life Points, seed 003 l.46), the others at the Life Points."""

    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        most = life_points(combatant)
        serious = -(-most // 2)  # seriously wounded: Wounds at half the Life Points or more
        return tuple(Resource(pool, most, label=pool, counts_up=True, low_from=serious if pool == WOUNDS else most)
                     for pool in POOLS)

    def taken(self, combatant: Combatant) -> Taken:
        """Stun, Wounds and Shock Points taken (a pool set below 0 by hand reads as 0)."""
        stun, wounds, shock = (max(0, self.current(combatant, pool)) for pool in POOLS)
        return Taken(stun, wounds, shock)

    def damage_state(self, combatant: Combatant, story: Story | None = None, clock: int = 0) -> DamageState:
        """The combatant's damage states (``states.DamageState``), the rolls made counted from
        ``story`` (its states as the log tells them) at game clock ``clock``; without a story, the
        first roll of each."""
        t = self.taken(combatant)
        passing = dying = 0
        if story is not None:
            passing = story.turns_over
            if story.dying is not None:
                dying = (clock - story.dying.clock) // MINUTE
        return damage_state(
            life_points(combatant), min(t.stun, MAX_POINTS), min(t.wounds, MAX_POINTS), min(t.shock, MAX_POINTS),
            unconscious=unconscious(combatant),
            passing_out_rolls=min(max(0, passing), MAX_ROLLS),
            dying_rolls=min(max(0, dying), MAX_ROLLS),
        )

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """Stun or Wounds taken (Stun as Shock Points while Unconscious, seed 003 l.44), or Shock recorded."""
        amount = validate.whole(amount, "amount", low=1, high=MAX_POINTS)
        pool = self.resource(combatant, resource).name
        t = self.taken(combatant)
        if pool == SHOCK:
            return {SHOCK: t.shock + amount}
        new_stun, new_wounds = (amount, 0) if pool == STUN else (0, amount)
        after = take_damage(t.stun, t.wounds, t.shock, new_stun, new_wounds, unconscious=unconscious(combatant))
        if after.stun_as_shock:
            return {SHOCK: after.shock}
        return {pool: after.stun if pool == STUN else after.wounds}

    def heal(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """Stun (not while there are Shock Points, seed 003 l.44) or Wounds healed; Shock changed into Stun."""
        amount = validate.whole(amount, "amount", low=1, high=MAX_POINTS)
        pool = self.resource(combatant, resource).name
        t = self.taken(combatant)
        if pool == SHOCK:
            stun, shock = t.stun, t.shock
            for _ in range(min(amount, shock)):
                stun, shock = convert_shock_point(stun, shock)
            return {SHOCK: shock, STUN: stun}
        if pool == STUN:
            if not self.damage_state(combatant).stun_heals:
                points = "Point" if t.shock == 1 else "Points"
                raise RulesError(
                    f"{shown(combatant.name)} has {t.shock} Shock {points}: no Stun heals until they are gone "
                    f"({cite(44)}). "
                    "Heal Shock to change a point into Stun.", "resource")
            return {STUN: max(0, t.stun - amount)}
        return {WOUNDS: max(0, t.wounds - amount)}
