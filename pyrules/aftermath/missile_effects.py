"""Missile Special Effects Table (A29) and Stopping (A30)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.errors import RulesError, require_int, require_percentile
from pyrules.core.tables import RangeTable, Row

SPECIAL_EFFECTS_SOURCE = "002 l.652-664"
STOPPING_SOURCE = "002 l.665-673"


@dataclass(frozen=True)
class SpecialEffect:
    """One row of the Missile Special Effects Table and what it brings with it."""

    text: str
    stopping: bool = False
    daze: bool = False
    stun: bool = False
    critical_roll: bool = False
    critical_bonus: int = 0


# Missile Special Effects Table, seed 002 l.654-663, as printed.
SPECIAL_EFFECT_ROWS: tuple[tuple[str, SpecialEffect], ...] = (
    ("1-20", SpecialEffect("No special effect")),
    ("21-30", SpecialEffect("Flesh wound: damage is adjusted to 1 point and this only if the Armor Value "
                            "on the target location is exceeded.")),
    ("31-45", SpecialEffect("Minor wound: 1 point of damage caused. This supercedes any normal results. "
                            "This effect on a Critical Hit results in normal damage.")),
    ("46-65", SpecialEffect("Normal damage and Stopping.", stopping=True)),
    ("66-75", SpecialEffect("As 46-65 plus a Daze effect (see Critical Hit Effect Explanations).",
                            stopping=True, daze=True)),
    ("76-85", SpecialEffect("As 66-75 plus a Stun effect (see Critical Hit Effect Explanations).",
                            stopping=True, daze=True, stun=True)),
    ("86-95", SpecialEffect("As 76-85 plus a roll on the Critical Effect Table.",
                            stopping=True, daze=True, stun=True, critical_roll=True)),
    ("96-00", SpecialEffect("As 86-95 but add 30 to the roll on the Critical Effects Table.",
                            stopping=True, daze=True, stun=True, critical_roll=True, critical_bonus=30)),
)
SPECIAL_EFFECTS: RangeTable[SpecialEffect] = RangeTable("Missile Special Effects Table", SPECIAL_EFFECT_ROWS,
                                                        die="d100")


def special_effect(roll: int) -> Row:
    """The Missile Special Effects row of a d100 roll."""
    roll = require_percentile(roll, "special effect roll")
    return SPECIAL_EFFECTS.lookup(roll)


# Stopping, seed 002 l.667-672, as printed.
STOPPING_TEXT = (
    "The effect number for Stopping is equal to the Adjusted BDG (used to determine if a Special Effect "
    "would occur) or the Damage Potential for muscle powered missile weapons and Impalements divided by "
    "the Mass of the target."
)
STOPPING_ROWS: tuple[tuple[str, str], ...] = (
    ("IF > 1", "Knock back for 2D3 meters. A Deftness Ability Saving Throw is required to prevent being "
               "knocked down. Each two meters of knock back will drop a target one category for purposes "
               "of stopping forward motion."),
    ("IF > 5", "As above but a Critical Saving Throw is required for the character to keep his feet."),
    ("IF > 10", "As above but knock down is automatic."),
    ("IF < 1", "The % chance of getting a result as if the effect number were equal to 1 is the Adjusted "
               "BDG (used to determine if Missile Special Effects would occur) divided by the Mass of the "
               "target multiplied by 100."),
)
KNOCK_BACK = "2D3"


@dataclass(frozen=True)
class Stopping:
    """Stopping: the effect number and what it does.

    ``level`` 0 means below 1 (a ``percent`` chance of the level-1 result), 1 knock back,
    2 knock back and a Critical Saving Throw to keep his feet, 3 knock back and automatic knock down.
    The rows say "> 1", "> 5", "> 10" and "< 1": an effect number of exactly 1 reads as the
    "> 1" row (the "< 1" row treats "equal to 1" as that result), exactly 5 as "> 1" and exactly
    10 as "> 5" (erratum A30).
    """

    damage: int
    mass: Fraction
    effect_number: Fraction
    level: int
    printed: str
    text: str
    percent: Fraction | None


def stopping(damage: int, mass) -> Stopping:
    """Stopping from the Adjusted BDG (or muscle-powered Damage Potential) and the target's Mass."""
    damage = require_int(damage, "adjusted BDG", low=0)
    if isinstance(mass, bool) or not isinstance(mass, (int, float, Fraction)) or mass != mass:
        raise RulesError("The target's Mass must be a number.", "mass")
    if mass <= 0 or mass == float("inf"):
        raise RulesError("The target's Mass must be more than 0.", "mass")
    mass = Fraction(mass).limit_denominator(10000)
    number = Fraction(damage) / mass
    if number < 1:
        printed, text = STOPPING_ROWS[3]
        return Stopping(damage, mass, number, 0, printed, text, number * 100)
    level = 3 if number > 10 else 2 if number > 5 else 1
    printed, text = STOPPING_ROWS[level - 1]
    return Stopping(damage, mass, number, level, printed, text, None)
