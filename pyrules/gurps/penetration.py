"""What the Basic Set does to damage and DR before the wounding modifier (PUBLISHED_RULE: the
reference prints none of it).

- Armor divisors (B378): DR is divided by the divisor before it is subtracted, fractions rounded
  down; a divisor below 1 multiplies DR instead (x2 for (0.5), x5 for (0.2), x10 for (0.1)), and
  DR 0 counts as DR 1 against it. "Ignores DR": DR counts as 0.
- Hardened DR (B47): each level moves a divisor one step along "ignores DR", 100, 10, 5, 3, 2,
  1 (no divisor); a divisor below 1 is left as it is.
- Half damage (B378): at or beyond 1/2D range, basic damage is halved, rounding down.
- Large-area injury (B400): DR is the average of the torso's DR and the least protected
  location's, rounding up.
- Blunt trauma (B379): crushing, cutting, impaling and piercing damage that fails to penetrate
  flexible armor still does 1 HP of injury per full 5 points of crushing damage, or per full 10
  of the others.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.gurps.data import basic_set

NO_DIVISOR = "none"
IGNORES_DR = "ignores"
# The steps Hardened DR moves a divisor along (B47), from the strongest.
DIVISOR_STEPS = (IGNORES_DR, "100", "10", "5", "3", "2", NO_DIVISOR)
# A divisor below 1 multiplies DR (B378).
FRACTIONAL = {"0.5": 2, "0.2": 5, "0.1": 10}
ARMOR_DIVISORS = (NO_DIVISOR, "2", "3", "5", "10", "100", IGNORES_DR) + tuple(FRACTIONAL)
MOST_HARDENED = len(DIVISOR_STEPS) - 1
_WRITTEN = {"∞": IGNORES_DR, "inf": IGNORES_DR, "ignores dr": IGNORES_DR, "1": NO_DIVISOR, "": NO_DIVISOR,
            ".5": "0.5", ".2": "0.2", ".1": "0.1"}
BLUNT_TRAUMA_TYPES = ("cr", "cut", "imp", "pi-", "pi", "pi+", "pi++")
BLUNT_TRAUMA_PER = {"cr": 5}  # full points of stopped damage per HP of blunt trauma (B379)
BLUNT_TRAUMA_PER_OTHER = 10


def armor_divisor(text: object) -> str:
    """An armor divisor as the rules key it: "(2)" and "2" are "2", "(∞)" is "ignores", "(1)" or
    nothing is "none"; RulesError naming "armor_divisor" for a divisor the Basic Set does not print."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    key = text.strip().lower().strip("()").strip()
    key = _WRITTEN.get(key, key)
    if key not in ARMOR_DIVISORS:
        raise RulesError(f"An armor divisor is one of (2), (3), (5), (10), (100), (0.5), (0.2), (0.1) "
                         f"or ignores DR, not “{text.strip()}”.", "armor_divisor")
    return key


def divisor_in_words(key: str) -> str:
    """A divisor as a weapon's damage prints it: "(2)", "(0.5)", "(ignores DR)"; "" for none."""
    return "" if key == NO_DIVISOR else "(ignores DR)" if key == IGNORES_DR else f"({key})"


def hardened(divisor: str, levels: int) -> str:
    """The divisor left against Hardened DR of ``levels`` (B47): one step along "ignores DR",
    100, 10, 5, 3, 2, 1 a level; a divisor below 1 is not touched."""
    divisor = armor_divisor(divisor)
    levels = validate.whole(levels, "hardened", low=0, high=MOST_HARDENED)
    if divisor in FRACTIONAL or divisor == NO_DIVISOR:
        return divisor
    return DIVISOR_STEPS[min(DIVISOR_STEPS.index(divisor) + levels, MOST_HARDENED)]


@dataclass(frozen=True)
class DividedDR:
    """DR against an armor divisor: what it came to and the rule, in words, with its source."""

    dr: int
    rule: str
    source: str


def divided_dr(dr: int, divisor: str) -> DividedDR:
    """DR as an armor divisor leaves it (B378): divided and rounded down, multiplied by a fractional
    divisor (DR 0 counting as DR 1), or 0 against an attack that ignores DR."""
    divisor = armor_divisor(divisor)
    source = basic_set(378)
    if divisor == NO_DIVISOR:
        return DividedDR(dr, "", "")
    if divisor == IGNORES_DR:
        return DividedDR(0, "The attack ignores DR", source)
    if divisor in FRACTIONAL:
        times = FRACTIONAL[divisor]
        if dr == 0:
            return DividedDR(1, f"Armor divisor ({divisor}): DR 0 counts as DR 1", source)
        return DividedDR(dr * times, f"Armor divisor ({divisor}): DR x{times}", source)
    return DividedDR(dr // int(divisor), f"Armor divisor ({divisor}): DR divided by {divisor}, rounded down",
                     source)


def half_damage(damage: int) -> int:
    """Basic damage at or beyond 1/2D range (B378): halved, rounding down."""
    return math.floor(Fraction(damage, 2))


def large_area_dr(torso_dr: int, weakest_dr: int) -> int:
    """DR against a large-area attack (B400): the average of the torso's DR and the least protected
    location's, rounding up."""
    return math.ceil(Fraction(torso_dr + weakest_dr, 2))


def blunt_trauma(damage: int, damage_type: str, penetrating: int) -> int:
    """The injury blunt trauma does through flexible armor (B379): none once anything penetrates;
    else 1 HP per full 5 points of crushing damage stopped, or per full 10 of cutting, impaling or
    piercing; no other damage type does any."""
    if penetrating > 0 or damage_type not in BLUNT_TRAUMA_TYPES:
        return 0
    return max(0, damage) // BLUNT_TRAUMA_PER.get(damage_type, BLUNT_TRAUMA_PER_OTHER)
