"""Cortex Classic (Serenity RPG): step dice, exact odds, damage and its effects.

Public API:

- ``step(die, steps)``: the die ``steps`` rungs along the ladder d0 … d12+d12.
- ``chance(dice, difficulty)``: the exact ``Fraction`` chance that the total meets or
  beats it, a botch included when its total does (``chances.difficulty_odds`` gives
  the chance of success, botches left out).
- ``basic_damage(attack_total, difficulty)``: ``.stun`` and ``.wounds``.
- ``life_points(vitality, willpower)``: Vitality die max + Willpower die max.
- ``damage_state(life_points, stun, wounds, shock, ...)``: passing out, shock,
  seriously wounded, dying, and the rolls each calls for.

Bad input raises ``pyrules.RulesError``.
"""

from pyrules.core.errors import RulesError
from pyrules.cortex.chances import chance
from pyrules.cortex.damage import basic_damage
from pyrules.cortex.states import damage_state, life_points
from pyrules.cortex.steps import step

__all__ = ["RulesError", "basic_damage", "chance", "damage_state", "life_points", "step"]
