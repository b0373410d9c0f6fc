"""Calculating Overall Speed (T13): the parts, and how the app combines them.

The reference prints (Agility Base Skill + Strength Base Skill) / 2 and four
tables (armor, weapon, missile rate of fire, skill rating) without saying how
they combine (seed 000 l.140-165). The app shows every part and assumes:

* Overall speed is the half sum, rounded off (half up), plus the armor modifier
  (heavy armor slows the wearer; a higher speed gives more evasion).
* An attack's speed is the weapon's speed (a missile weapon's ROF speed when
  one is given) plus the skill rating modifier (skill makes a weapon quicker,
  as a lower speed is quicker: Heavy 8, Very light 2).
* No floor is printed for either. Overall speed stops at 0, where the Evasion
  table's combat speeds start (T11); attack speed stops at 1, the quickest
  speed printed (Semiautomatic, Full Automatic or faster).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.rounding import round_half_up
from pyrules.core.tables import RangeTable
from pyrules.core import validate
from pyrules.tal.data.character import ARMOR, MISSILE_ROF_SPEED, SKILL_RATING, WEAPON_SPEED
from pyrules.core.explain import Modifier
from pyrules.tal.data import cite

ARMOR_KEYS = ("heavy", "medium", "light", "none")
WEAPON_KEYS = ("heavy", "medium", "light", "very-light")
ROF_KEYS = ("very-slow", "slow", "moderate", "quick", "automatic")
ARMOR_CHOICES = tuple(zip(ARMOR_KEYS, ("Heavy armor", "Medium armor", "Light armor", "No armor")))
WEAPON_CHOICES = tuple(zip(WEAPON_KEYS, (name for name, _ in WEAPON_SPEED)))
ROF_CHOICES = tuple(zip(ROF_KEYS, (name for name, _ in MISSILE_ROF_SPEED)))
_ARMOR = dict(zip(ARMOR_KEYS, zip(ARMOR, ("141", "142", "143", "144"))))
_ARMOR_LABELS = dict(ARMOR_CHOICES)
_WEAPON_LABELS = dict(zip(WEAPON_KEYS, ("Heavy weapon", "Medium weapon", "Light weapon", "Very light weapon or none")))
_WEAPON = dict(zip(WEAPON_KEYS, zip(WEAPON_SPEED, ("147", "148", "149", "150"))))
_ROF = dict(zip(ROF_KEYS, zip(MISSILE_ROF_SPEED, ("153", "154", "155", "156", "157"))))
SKILL_RATING_TABLE = RangeTable(
    "Skill Rating", [(rating, int(mod)) for rating, mod in SKILL_RATING], die="d100", unit="skill rating"
)
_SKILL_LINES = dict(zip((rating for rating, _ in SKILL_RATING), ("160", "161", "162", "163", "164", "165")))

OVERALL_ASSUMPTION = "Overall speed = (Agility + Strength) / 2, rounded off, + armor modifier (assumed)."
ATTACK_ASSUMPTION = "Attack speed = weapon speed (or missile ROF speed) + skill modifier (assumed)."
LOWEST_OVERALL = 0  # the Evasion table's combat speeds start at 0 (l.121)
LOWEST_ATTACK = 1   # the quickest speed printed: "Semiautomatic, Full Automatic or faster" (l.157)
OVERALL_FLOOR = "No floor is printed: overall speed stops at 0, where the Evasion table starts (assumed)."
ATTACK_FLOOR = "No floor is printed: attack speed stops at 1, the quickest speed printed (assumed)."


@dataclass(frozen=True)
class OverallSpeed:
    """Overall speed and attack speed, with every part shown."""

    agility: int
    strength: int
    half_sum: Fraction            # (Agility + Strength) / 2, before rounding
    base: int                     # rounded off (half up)
    armor: Modifier
    overall: int                  # base + armor (assumed), not below 0
    overall_floored: bool         # the floor stopped it
    weapon: Modifier | None       # weapon type speed
    missile_rof: Modifier | None  # missile ROF speed (used instead of the weapon's, when given)
    skill: Modifier | None        # skill rating modifier
    attack_speed: int | None      # weapon or ROF speed + skill modifier (assumed), not below 1
    attack_floored: bool          # the floor stopped it
    assumptions: tuple[str, ...]


def overall_speed(
    agility: object,
    strength: object,
    armor: str = "none",
    weapon: str | None = None,
    missile_rof: str | None = None,
    skill: object = None,
) -> OverallSpeed:
    """The parts of overall speed from the Agility and Strength base skills (01-00) and gear."""
    agility = validate.percentile(agility, "agility", "Agility base skill")
    strength = validate.percentile(strength, "strength", "Strength base skill")
    armor = validate.choice(armor, "armor", ARMOR_KEYS, "armor")
    half = Fraction(agility + strength, 2)
    base = round_half_up(half)
    (_armor_name, armor_mod), line = _ARMOR[armor]
    armor_part = Modifier(_ARMOR_LABELS[armor], int(armor_mod), cite(line))
    weapon_part = rof_part = skill_part = None
    if weapon is not None:
        weapon = validate.choice(weapon, "weapon", WEAPON_KEYS, "weapon type")
        (_name, speed), line = _WEAPON[weapon]
        weapon_part = Modifier(_WEAPON_LABELS[weapon], speed, cite(line))
    if missile_rof is not None:
        missile_rof = validate.choice(missile_rof, "rof", ROF_KEYS, "missile ROF")
        (name, speed), line = _ROF[missile_rof]
        rof_part = Modifier(f"Missile ROF: {name}", speed, cite(line))
    if skill is not None:
        skill = validate.percentile(skill, "skill_rating", "Weapon skill")
        row = SKILL_RATING_TABLE.lookup(skill)
        skill_part = Modifier(f"Skill rating {row.printed}", row.value, cite(_SKILL_LINES[row.printed]))
    speed_part = rof_part or weapon_part
    attack_speed, attack_floored = None, False
    overall = max(LOWEST_OVERALL, base + armor_part.value)
    overall_floored = overall != base + armor_part.value
    assumptions = [OVERALL_ASSUMPTION]
    if overall_floored:
        assumptions.append(OVERALL_FLOOR)
    if speed_part is not None:
        unfloored = speed_part.value + (skill_part.value if skill_part else 0)
        attack_speed = max(LOWEST_ATTACK, unfloored)
        attack_floored = attack_speed != unfloored
        assumptions.append(ATTACK_ASSUMPTION)
        if attack_floored:
            assumptions.append(ATTACK_FLOOR)
    elif skill_part is not None:
        validate.fail("weapon", "Weapon type", "choose one, or a missile ROF, to apply the skill rating to.")
    return OverallSpeed(
        agility, strength, half, base, armor_part, overall, overall_floored,
        weapon_part, rof_part, skill_part, attack_speed, attack_floored, tuple(assumptions),
    )
