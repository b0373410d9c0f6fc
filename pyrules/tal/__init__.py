"""The "TAL" percentile rules (seed 000): d100 roll-under, 00 reads as 100.

Public API (bad input raises ``pyrules.RulesError``):

- ``attack_category(skill, roll)``: "critical", 5, 4, 3, 2, 1 or "miss".
- ``evasion(combat_speed)``: the evasion for a combat speed.
- ``fatigue_level(tal_max, tal_now)``: "fresh", "fatigued", "taxed" or "spent".
- ``hit_points(constitution)``: SHP (and DHP), Constitution / 2 rounded half up.
- ``number_of_rolls(ability_score)``: rolls for an ability score.
- ``unconsciousness(roll, damage, last_deep_hp=False)``: the duration row as printed.

The calculators and reference tables are in ``pyrules.tal.ruleset.RULESET`` (loaded on first use
of ``pyrules.tal.RULESET``). Each name is imported from its module when first asked for, so a
calculator that needs few of them (the page imports one at a time) loads only those.
"""

from typing import TYPE_CHECKING

from pyrules.core.errors import RulesError
from pyrules.core.lazy import imported_on_first_use

# Where each public name lives: imported on first use (PEP 562).
_HOME_OF = {
    "attack_category": "attack_table",
    "evasion": "evasion_and_precision",
    "fatigue_level": "fatigue",
    "hit_points": "hit_points_and_soak",
    "number_of_rolls": "ability_scores",
    "unconsciousness": "unconsciousness_duration",
    "RULESET": "ruleset",
}
__getattr__ = imported_on_first_use(globals(), _HOME_OF)

if TYPE_CHECKING:  # what a type checker reads; at run time each is imported on first use
    from pyrules.tal.ability_scores import number_of_rolls
    from pyrules.tal.attack_table import attack_category
    from pyrules.tal.evasion_and_precision import evasion
    from pyrules.tal.fatigue import fatigue_level
    from pyrules.tal.hit_points_and_soak import hit_points
    from pyrules.tal.unconsciousness_duration import unconsciousness

__all__ = [
    "RulesError",
    "attack_category",
    "evasion",
    "fatigue_level",
    "hit_points",
    "number_of_rolls",
    "unconsciousness",
]
