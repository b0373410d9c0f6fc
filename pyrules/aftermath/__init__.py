"""Aftermath! (FGU, 1981): every table of seed 002 as data, the combat resolvers and the
gear and world calculators.

Public API (bad input raises ``pyrules.RulesError``)::

    attribute_group(rating)            -> .group, .effect_die ("2D10+1", None for group 0)
    gun_damage(bdg)                    -> "3D10+2"
    critical_effect(roll, damage_done) -> "No special effect" .. "Lethal"
    reaction(roll)                     -> .description, .band, .value
    encumbrance_value(bulk, mass)      -> float
    hit_location(roll, body, modifier) -> "4/5", "21/22", "5/6/7"

The page's calculators and reference tables are in ``pyrules.aftermath.ruleset`` (imported on demand).
Each name is imported from its module when first asked for, so a calculator that needs few of them
(the page imports one at a time) loads only those.
"""

from typing import TYPE_CHECKING

from pyrules.aftermath.hit_location import hit_location  # names their modules share: bound here once
from pyrules.aftermath.reaction import reaction
from pyrules.core.errors import RulesError
from pyrules.core.lazy import imported_on_first_use

# Where each public name lives: imported on first use (PEP 562).
_HOME_OF = {"attribute_group": "attributes", "critical_effect": "critical", "encumbrance_value": "encumbrance",
            "gun_damage": "guns"}
__getattr__ = imported_on_first_use(globals(), _HOME_OF)

if TYPE_CHECKING:  # what a type checker reads; at run time each is imported on first use
    from pyrules.aftermath.attributes import attribute_group
    from pyrules.aftermath.critical import critical_effect
    from pyrules.aftermath.encumbrance import encumbrance_value
    from pyrules.aftermath.guns import gun_damage


__all__ = [
    "RulesError",
    "attribute_group",
    "critical_effect",
    "encumbrance_value",
    "gun_damage",
    "hit_location",
    "reaction",
]
