"""Determining damage (seed 003 l.37-39) and protective gear (l.35): basic damage
split between Stun and Wounds, the weapon's damage rating, armor against Wounds.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.dice import parse, roll as roll_dice
from pyrules.core.errors import RulesError, shown

ODD_POINT = ("stun", "wounds")
WEAPON_TYPES = ("wound", "stun", "basic")
MAX_TOTAL = 999
LONGEST_RATING = 100


@dataclass(frozen=True)
class BasicDamage:
    """Step 1: attack roll − Difficulty, split half Stun, half Wounds (seed 003 l.38)."""

    attack_total: int
    difficulty: int
    stun: int
    wounds: int
    odd_point: str | None  # "stun" or "wounds" when the damage was odd, else None

    @property
    def total(self) -> int:
        return self.stun + self.wounds

    @property
    def hit(self) -> bool:
        """The attack met the Difficulty (a hit, though it may do no basic damage)."""
        return self.attack_total >= self.difficulty


def split(points: int, odd_point: str = "stun") -> tuple[int, int, str | None]:
    """Half Stun, half Wounds; an odd point goes to ``odd_point`` (the erratum on seed 003 l.38)."""
    odd_point = validate.choice(odd_point, "odd", ODD_POINT, "Odd point")
    half, odd = divmod(points, 2)
    if not odd:
        return half, half, None
    return (half + 1, half, "stun") if odd_point == "stun" else (half, half + 1, "wounds")


def basic_damage(attack_total: int, difficulty: int, odd_point: str = "stun") -> BasicDamage:
    """Basic damage: attack total - Difficulty, half Stun and half Wounds.

    Both are 0 when the attack does not beat the Difficulty. An odd point goes
    to Stun unless ``odd_point="wounds"`` (the reference does not say; see errata).
    """
    attack_total = validate.whole(attack_total, "attack", "Attack total", low=0, high=MAX_TOTAL)
    difficulty = validate.whole(difficulty, "difficulty", low=0, high=MAX_TOTAL)
    points = max(0, attack_total - difficulty)
    stun, wounds, odd = split(points, odd_point)
    return BasicDamage(attack_total, difficulty, stun, wounds, odd)


@dataclass(frozen=True)
class WeaponDamage:
    """Step 2: the weapon's damage rating as entered, and what it did.

    ``total`` is what the rating came to (a die with a minus, "d6-2", can come to
    less than 0); ``points`` is what it adds: never less than 0, so a weapon
    never takes away basic damage (the erratum on seed 003 l.39).
    """

    rating: str       # as the player entered it: "4", "d6", "2d6"
    kind: str         # "wound", "stun" or "basic"
    rolled: bool      # the rating is dice
    total: int
    faces: tuple[int, ...]
    stun: int
    wounds: int

    @property
    def points(self) -> int:
        return max(0, self.total)

    @property
    def below_zero(self) -> bool:
        """The rating came to less than 0, so it adds nothing."""
        return self.total < 0


def _rating_text(weapon: object) -> str:
    """The rating as text: a whole number as it stands, or the dice the player wrote."""
    if not isinstance(weapon, str):
        weapon = str(validate.whole(weapon, "weapon", "Weapon damage", low=0, high=MAX_TOTAL))
    return validate.text(weapon, "weapon", "Weapon damage", longest=LONGEST_RATING)


def _rolled(text: str, weapon_roll: object, rng: random.Random | None) -> tuple[int, tuple[int, ...]]:
    """What the weapon's dice came to, and their faces (none when the player gave the total)."""
    notation = parse(validate.dice(text.replace("+d0", ""), "weapon", "Weapon damage"))
    if weapon_roll is not None:
        total = validate.whole(weapon_roll, "weapon_roll")
        if not notation.lowest <= total <= notation.highest:
            raise RulesError(f"{shown(text)} rolls {notation.lowest} to {notation.highest}, not {shown(total)}.",
                             "weapon_roll")
        return total, ()
    if not isinstance(rng, random.Random):
        raise RulesError("rng must be a random.Random.", "rng")
    result = roll_dice(notation, rng)
    return result.total, result.faces


def weapon_damage(
    weapon: object,
    weapon_type: str = "wound",
    *,
    weapon_roll: int | None = None,
    rng: random.Random | None = None,
    odd: str = "stun",
) -> WeaponDamage:
    """The weapon's damage: a number as it stands, or dice rolled (or ``weapon_roll``, the total rolled).

    ``weapon_type`` says where it goes (published rule, not in the reference): Wound,
    Stun, or Basic (split like basic damage, an odd point to ``odd``). Dice that come
    to less than 0 add nothing (the erratum on seed 003 l.39).
    """
    weapon_type = validate.choice(weapon_type, "weapon_type", WEAPON_TYPES, "Damage type")
    text = _rating_text(weapon)
    faces: tuple[int, ...] = ()
    if re.fullmatch(r"[-−]?\s*\d+", text):
        total = validate.whole(re.sub(r"\s+", "", text), "weapon", "Weapon damage", low=0, high=MAX_TOTAL)
        rolled = False
        if weapon_roll is not None:
            raise RulesError("The weapon damage is a number: there is nothing to roll.", "weapon_roll")
    else:
        compact = re.sub(r"\s+", "", text).lower()
        rolled = compact != "d0"
        total, faces = _rolled(compact, weapon_roll, rng) if rolled else (0, ())
    points = max(0, total)
    if weapon_type == "wound":
        stun, wounds = 0, points
    elif weapon_type == "stun":
        stun, wounds = points, 0
    else:
        stun, wounds, _ = split(points, odd)
    return WeaponDamage(text, weapon_type, rolled, total, faces, stun, wounds)


@dataclass(frozen=True)
class Damage:
    """Everything an attack does: basic damage, the weapon, armor, the totals."""

    basic: BasicDamage
    weapon: WeaponDamage | None  # None on a miss
    armor: int

    @property
    def hit(self) -> bool:
        return self.basic.hit

    @property
    def stun(self) -> int:
        return self.basic.stun + (self.weapon.stun if self.weapon else 0) if self.hit else 0

    @property
    def wounds_before_armor(self) -> int:
        return self.basic.wounds + (self.weapon.wounds if self.weapon else 0) if self.hit else 0

    @property
    def armor_stopped(self) -> int:
        return min(self.armor, self.wounds_before_armor)

    @property
    def wounds(self) -> int:
        return self.wounds_before_armor - self.armor_stopped


def damage(
    attack: int,
    difficulty: int,
    weapon: object = "0",
    weapon_type: str = "wound",
    *,
    armor: int = 0,
    weapon_roll: int | None = None,
    rng: random.Random | None = None,
    odd: str = "stun",
) -> Damage:
    """An attack's damage: basic damage plus the weapon's rating, armor off the Wounds.

    The arguments are the damage calculator's fields: ``attack`` is the attack total,
    ``odd`` where an odd point goes. A miss (attack below the Difficulty) does nothing:
    the weapon is not rolled.
    """
    basic = basic_damage(attack, difficulty, odd)
    armor = validate.whole(armor, "armor", low=0, high=MAX_TOTAL)
    weapon_result = None
    if basic.hit:
        weapon_result = weapon_damage(weapon, weapon_type, weapon_roll=weapon_roll, rng=rng, odd=odd)
    else:
        validate.choice(weapon_type, "weapon_type", WEAPON_TYPES, "Damage type")
    return Damage(basic, weapon_result, armor)
