"""GURPS 4th edition (seed 001): 3d6 roll-under.

Public API (bad input raises ``pyrules.RulesError``)::

    success_roll(skill, roll)   -> .success, .critical, .margin
    success_chance(skill)       -> Fraction
    injury(damage, dr, damage_type, location="torso", hp=10, *, chink=False,
           pain_threshold="normal", tight_beam=False, scaled_shock=False)
                                -> .injury, .crippled, .major_wound
    wound(damage, dr, damage_type, ...) -> every step; it also takes the Basic Set's options:
           armor_divisor="2", hardened=1, tolerance=tolerance.Body("unliving", no_brain=True),
           vulnerability=2, flexible=True, weakest_dr=0, large_area=True, half_damage=True,
           knockback_st=12, explosion="blast", blast_yards=2, blast_dice=3, shotgun_rof=9
    shock_penalty(injury, location="torso", hp=10, *, pain_threshold="normal", scaled_shock=False)
    range_modifier(yards)       -> int
    rapid_fire_bonus(shots)     -> int
    hit_location(roll)          -> "Skull", "Right Leg", ...
    effective_skill(SkillInput(base, maneuver=..., ...))   -> .effective, .modifiers, .chances
    active_defense(DefenseInput(defense, base, ...))       -> .effective, .modifiers, .chance

The calculators are in ``pyrules.gurps.ruleset.RULESET``. Each name is imported from its module when
first asked for, so a calculator that needs few of them (the page imports one at a time) loads only those.
"""

from typing import TYPE_CHECKING

from pyrules.core.errors import RulesError
from pyrules.core.lazy import imported_on_first_use
from pyrules.gurps.turn_order import turn_order, turn_order_key  # a name its module shares: bound here once

# Where each public name lives: imported on first use (PEP 562).
_HOMES = {
    "states": ("bleeding_check", "bleeding_modifier", "death_check", "death_checks_crossed", "fatigue_loss",
               "fp_status", "hp_status", "knockdown_check", "mortal_wound_check", "stun_recovery"),
    "criticals": ("chances", "success_chance", "success_roll"),
    "defense": ("DefenseInput", "active_defense"),
    "locations": ("hit_location",),
    "ranged": ("range_modifier", "rapid_fire_bonus"),
    "shock": ("shock_penalty",),
    "skill": ("SkillInput", "effective_skill"),
    "wounds": ("injury", "wound"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
__getattr__ = imported_on_first_use(globals(), _HOME_OF)

if TYPE_CHECKING:  # what a type checker reads; at run time each is imported on first use
    from pyrules.gurps.criticals import chances, success_chance, success_roll
    from pyrules.gurps.defense import DefenseInput, active_defense
    from pyrules.gurps.locations import hit_location
    from pyrules.gurps.ranged import range_modifier, rapid_fire_bonus
    from pyrules.gurps.shock import shock_penalty
    from pyrules.gurps.skill import SkillInput, effective_skill
    from pyrules.gurps.states import (bleeding_check, bleeding_modifier, death_check, death_checks_crossed,
                                      fatigue_loss, fp_status, hp_status, knockdown_check, mortal_wound_check,
                                      stun_recovery)
    from pyrules.gurps.wounds import injury, wound


__all__ = [
    "RulesError",
    "success_roll",
    "success_chance",
    "injury",
    "range_modifier",
    "rapid_fire_bonus",
    "hit_location",
    "chances",
    "effective_skill",
    "SkillInput",
    "active_defense",
    "DefenseInput",
    "wound",
    "shock_penalty",
    "hp_status",
    "fp_status",
    "fatigue_loss",
    "death_checks_crossed",
    "bleeding_modifier",
    "bleeding_check",
    "death_check",
    "mortal_wound_check",
    "knockdown_check",
    "stun_recovery",
    "turn_order",
    "turn_order_key",
]
