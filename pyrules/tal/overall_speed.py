"""Calculating Overall Speed (T13): the parts, and how the app combines them.

The reference prints (Agility Base Skill + Strength Base Skill) / 2 and four
tables (armor, weapon, missile rate of fire, skill rating) without saying how
they combine (seed 000 l.140-165). The app shows every part and assumes:

* Overall speed is the half sum, rounded off (half up), plus the armor modifier
  (heavy armor slows the wearer; a higher speed gives more evasion).
* An attack's speed is the weapon's speed (a missile weapon's ROF speed when
  one is given) plus the skill rating modifier (skill makes a weapon quicker,
  as a lower speed is quicker: Heavy 8, Very light 2). No floor is printed.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.errors import RulesError, require_choice, require_int
from pyrules.core.rounding import round_half_up
from pyrules.core.tables import RangeTable
from pyrules.tal.data.character import ARMOR, MISSILE_ROF_SPEED, SKILL_RATING, WEAPON_SPEED
from pyrules.tal.explain import Modifier, source

ARMOR_KEYS = ("heavy", "medium", "light", "none")
WEAPON_KEYS = ("heavy", "medium", "light", "very-light")
ROF_KEYS = ("very-slow", "slow", "moderate", "quick", "automatic")
ARMOR_CHOICES = tuple(zip(ARMOR_KEYS, (name for name, _ in ARMOR)))
WEAPON_CHOICES = tuple(zip(WEAPON_KEYS, (name for name, _ in WEAPON_SPEED)))
ROF_CHOICES = tuple(zip(ROF_KEYS, (name for name, _ in MISSILE_ROF_SPEED)))
_ARMOR = dict(zip(ARMOR_KEYS, zip(ARMOR, ("141", "142", "143", "144"))))
_WEAPON = dict(zip(WEAPON_KEYS, zip(WEAPON_SPEED, ("147", "148", "149", "150"))))
_ROF = dict(zip(ROF_KEYS, zip(MISSILE_ROF_SPEED, ("153", "154", "155", "156", "157"))))
SKILL_RATING_TABLE = RangeTable(
    "Skill Rating", [(rating, int(mod)) for rating, mod in SKILL_RATING], die="d100", unit="skill rating"
)
_SKILL_LINES = dict(zip((rating for rating, _ in SKILL_RATING), ("160", "161", "162", "163", "164", "165")))

OVERALL_ASSUMPTION = "Overall speed = (Agility + Strength) / 2, rounded off, + armor modifier (assumed)."
ATTACK_ASSUMPTION = "Attack speed = weapon speed (or missile ROF speed) + skill modifier (assumed)."


@dataclass(frozen=True)
class OverallSpeed:
    """Overall speed and attack speed, with every part shown."""

    agility: int
    strength: int
    half_sum: Fraction            # (Agility + Strength) / 2, before rounding
    base: int                     # rounded off (half up)
    armor: Modifier
    overall: int                  # base + armor (assumed)
    weapon: Modifier | None       # weapon type speed
    missile_rof: Modifier | None  # missile ROF speed (used instead of the weapon's, when given)
    skill: Modifier | None        # skill rating modifier
    attack_speed: int | None      # weapon or ROF speed + skill modifier (assumed)
    assumptions: tuple[str, ...]


def overall_speed(
    agility,
    strength,
    armor: str = "none",
    weapon: str | None = None,
    missile_rof: str | None = None,
    skill=None,
) -> OverallSpeed:
    """The parts of overall speed from the Agility and Strength base skills (0-100) and gear."""
    agility = require_int(agility, "Agility base skill", low=0, high=100)
    strength = require_int(strength, "Strength base skill", low=0, high=100)
    armor = require_choice(armor, "armor", ARMOR_KEYS)
    half = Fraction(agility + strength, 2)
    base = round_half_up(half)
    (armor_name, armor_mod), line = _ARMOR[armor]
    armor_part = Modifier(f"{armor_name} armor", int(armor_mod), source(line))
    weapon_part = rof_part = skill_part = None
    if weapon is not None:
        weapon = require_choice(weapon, "weapon type", WEAPON_KEYS)
        (name, speed), line = _WEAPON[weapon]
        weapon_part = Modifier(f"{name} weapon", speed, source(line))
    if missile_rof is not None:
        missile_rof = require_choice(missile_rof, "missile ROF", ROF_KEYS)
        (name, speed), line = _ROF[missile_rof]
        rof_part = Modifier(f"ROF {name}", speed, source(line))
    if skill is not None:
        skill = require_int(skill, "skill rating", low=1, high=100)
        row = SKILL_RATING_TABLE.lookup(skill)
        skill_part = Modifier(f"Skill rating {row.printed}", row.value, source(_SKILL_LINES[row.printed]))
    speed_part = rof_part or weapon_part
    attack_speed = None
    assumptions = [OVERALL_ASSUMPTION]
    if speed_part is not None:
        attack_speed = speed_part.value + (skill_part.value if skill_part else 0)
        assumptions.append(ATTACK_ASSUMPTION)
    elif skill_part is not None:
        raise RulesError("Choose a weapon type or a missile ROF to apply the skill rating to.", "weapon")
    return OverallSpeed(
        agility, strength, half, base, armor_part, base + armor_part.value,
        weapon_part, rof_part, skill_part, attack_speed, tuple(assumptions),
    )
