"""Explosions (B414-415; PUBLISHED_RULE: the reference prints none of it).

- The target an explosive attack strikes takes its damage as it is, through the attack's armor
  divisor (B414).
- Everything else within 2 yards per die of damage takes "collateral damage": the damage rolled,
  divided by 3 × its distance in yards from the center of the blast, rounding down; beyond that,
  none. Torso armor protects against it, and the attack's armor divisor does not apply (B414).
- An explosion inside someone (an internal explosion, B415): DR has no effect, and the blast is an
  attack on the vitals with a x3 wounding modifier.
- Area-effect, cone and explosion attacks do a Diffuse body its full injury (B380).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.gurps.data import basic_set

NO_EXPLOSION, STRUCK, BLAST, INTERNAL = "none", "struck", "blast", "internal"
EXPLOSIONS = (NO_EXPLOSION, STRUCK, BLAST, INTERNAL)
YARDS_PER_DIE = 2  # collateral damage reaches 2 yards per die of damage
BLAST_DIVISOR = 3  # damage divided by 3 x yards from the center
INTERNAL_LOCATION = "vitals"
INTERNAL_WOUNDING = Fraction(3)
MOST_YARDS = 10_000
MOST_DICE = 1_000
BLAST_SOURCE = basic_set(414)
INTERNAL_SOURCE = basic_set(415)


def explosion_key(text: object) -> str:
    """How an explosion reaches its victim, as the rules key it: "none", "struck" (struck by it),
    "blast" (caught in its blast) or "internal" (inside the victim)."""
    word = text.strip().lower() if isinstance(text, str) else text
    return validate.choice(word, "explosion", EXPLOSIONS, "Explosion")


@dataclass(frozen=True)
class Collateral:
    """The damage an explosion's blast does at a distance, and the rule in words."""

    damage: int
    reach: int  # yards: as far as the blast does any damage
    rule: str


def reach(dice: int) -> int:
    """How far an explosion's collateral damage reaches (B414): 2 yards per die of damage."""
    return YARDS_PER_DIE * validate.whole(dice, "blast_dice", low=1, high=MOST_DICE)


def collateral(damage: int, yards: int | None, dice: int | None) -> Collateral:
    """The collateral damage of ``damage`` rolled at ``yards`` from the blast's center, for an
    explosion of ``dice`` dice (B414): damage ÷ (3 × yards), rounding down, within 2 yards per die;
    none beyond. RulesError naming "blast_yards" or "blast_dice" when one is not given."""
    if yards is None:
        raise RulesError("Give the victim's distance in yards from the center of the blast.", "blast_yards")
    if dice is None:
        raise RulesError("Give the dice of the explosion's damage: its blast reaches 2 yards per die.",
                         "blast_dice")
    yards = validate.whole(yards, "blast_yards", low=1, high=MOST_YARDS)
    farthest = reach(dice)
    if yards > farthest:
        return Collateral(0, farthest, f"Beyond {farthest} yards (2 per die of {dice}d) the blast does no damage")
    divisor = BLAST_DIVISOR * yards
    return Collateral(max(0, damage) // divisor, farthest,
                      f"Damage ÷ (3 × {yards} yard{'' if yards == 1 else 's'}), rounded down; it reaches "
                      f"{farthest} yards (2 per die)")
