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

Bad input raises ``pyrules.RulesError``. The calculators are in ``pyrules.cortex.ruleset.RULESET``.
Each name is imported from its module when first asked for, so a calculator that needs few of them
(the page imports one at a time) loads only those.
"""

from typing import TYPE_CHECKING

from pyrules.core.errors import RulesError
from pyrules.core.lazy import imported_on_first_use

# Where each public name lives: imported on first use (PEP 562).
_HOMES = {
    "chances": ("chance",),
    "damage": ("basic_damage",),
    "states": ("damage_state", "life_points"),
    "steps": ("step",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
__getattr__ = imported_on_first_use(globals(), _HOME_OF)

if TYPE_CHECKING:  # what a type checker reads; at run time each is imported on first use
    from pyrules.cortex.chances import chance
    from pyrules.cortex.damage import basic_damage
    from pyrules.cortex.states import damage_state, life_points
    from pyrules.cortex.steps import step


__all__ = ["RulesError", "basic_damage", "chance", "damage_state", "life_points", "step"]
