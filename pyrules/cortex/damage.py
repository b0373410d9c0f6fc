"""Determining damage (C9) and protective gear (C8): basic damage split between
Stun and Wounds, the weapon's damage rating, armor against Wounds.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pyrules.core.dice import parse, roll as roll_dice
from pyrules.core.errors import RulesError, shown
from pyrules.cortex.checks import choice, whole

ODD_POINT = ("stun", "wounds")
WEAPON_TYPES = ("wound", "stun", "basic")
MAX_TOTAL = 999


@dataclass(frozen=True)
class BasicDamage:
    """Step 1: attack roll - Difficulty, split half Stun, half Wounds (C9, l.38)."""

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
    """Half Stun, half Wounds; an odd point goes to ``odd_point`` (errata C9)."""
    odd_point = choice(odd_point, "odd", "odd point", ODD_POINT)
    half, odd = divmod(points, 2)
    if not odd:
        return half, half, None
    return (half + 1, half, "stun") if odd_point == "stun" else (half, half + 1, "wounds")


def basic_damage(attack_total: int, difficulty: int, odd_point: str = "stun") -> BasicDamage:
    """Basic damage: attack total - Difficulty, half Stun and half Wounds.

    Both are 0 when the attack does not beat the Difficulty. An odd point goes
    to Stun unless ``odd_point="wounds"`` (the reference does not say; see errata).
    """
    attack_total = whole(attack_total, "attack", "Attack total", low=0, high=MAX_TOTAL)
    difficulty = whole(difficulty, "difficulty", "Difficulty", low=0, high=MAX_TOTAL)
    points = max(0, attack_total - difficulty)
    stun, wounds, odd = split(points, odd_point)
    return BasicDamage(attack_total, difficulty, stun, wounds, odd)


@dataclass(frozen=True)
class WeaponDamage:
    """Step 2: the weapon's damage rating as entered, and what it did.

    ``total`` is what the rating came to (a die with a minus, "d6-2", can come to
    less than 0); ``points`` is what it adds: never less than 0, so a weapon
    never takes away basic damage (errata C9, l.39).
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


def _rating_text(rating) -> str:
    if isinstance(rating, bool) or not isinstance(rating, (int, str)):
        raise RulesError("Weapon damage is a number or a die, such as 3 or d6.", "weapon")
    if isinstance(rating, int):
        return str(whole(rating, "weapon", "Weapon damage", low=0, high=MAX_TOTAL))
    text = rating.strip()
    if not text:
        raise RulesError("Weapon damage is a number or a die, such as 3 or d6.", "weapon")
    return text


def weapon_damage(
    rating,
    kind: str = "wound",
    *,
    roll: int | None = None,
    rng: random.Random | None = None,
    odd_point: str = "stun",
) -> WeaponDamage:
    """The weapon's damage: a number as it stands, or dice rolled (or the total rolled).

    ``kind`` says where it goes (published rule, not in the reference): Wound,
    Stun, or Basic (split like basic damage). Dice that come to less than 0
    add nothing (errata C9).
    """
    kind = choice(kind, "weapon_type", "weapon damage type", WEAPON_TYPES)
    text = _rating_text(rating)
    faces: tuple[int, ...] = ()
    if re.fullmatch(r"-\s*\d+", text):
        raise RulesError("Weapon damage must be at least 0.", "weapon")
    if re.fullmatch(r"\d+", text):
        total = whole(text, "weapon", "Weapon damage", low=0, high=MAX_TOTAL)
        rolled = False
        if roll is not None:
            raise RulesError("The weapon damage is a number: there is nothing to roll.", "weapon_roll")
    else:
        compact = re.sub(r"\s+", "", text).lower()
        if compact == "d0":
            total, rolled = 0, False
        else:
            try:
                notation = parse(compact.replace("+d0", ""))
            except RulesError as error:
                raise RulesError(f"Weapon damage: {error.message}", "weapon") from None
            rolled = True
            if roll is not None:
                total = whole(roll, "weapon_roll", "Weapon roll")
                if not notation.lowest <= total <= notation.highest:
                    raise RulesError(
                        f"{shown(text)} rolls {notation.lowest} to {notation.highest}, not {shown(total)}.",
                        "weapon_roll",
                    )
            else:
                if not isinstance(rng, random.Random):
                    raise RulesError("rng must be a random.Random.", "rng")
                result = roll_dice(notation, rng)
                total, faces = result.total, result.faces
    points = max(0, total)
    if kind == "wound":
        stun, wounds = 0, points
    elif kind == "stun":
        stun, wounds = points, 0
    else:
        stun, wounds, _ = split(points, odd_point)
    return WeaponDamage(text, kind, rolled, total, faces, stun, wounds)


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
    attack_total: int,
    difficulty: int,
    weapon="0",
    weapon_type: str = "wound",
    *,
    armor: int = 0,
    weapon_roll: int | None = None,
    rng: random.Random | None = None,
    odd_point: str = "stun",
) -> Damage:
    """An attack's damage: basic damage plus the weapon's rating, armor off the Wounds.

    A miss (attack below the Difficulty) does nothing: the weapon is not rolled.
    """
    basic = basic_damage(attack_total, difficulty, odd_point)
    armor = whole(armor, "armor", "Armor", low=0, high=MAX_TOTAL)
    weapon_result = None
    if basic.hit:
        weapon_result = weapon_damage(weapon, weapon_type, roll=weapon_roll, rng=rng, odd_point=odd_point)
    else:
        choice(weapon_type, "weapon_type", "weapon damage type", WEAPON_TYPES)
    return Damage(basic, weapon_result, armor)
