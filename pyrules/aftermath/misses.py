"""Critical miss tables: armed, bow and crossbow, unarmed (A8); black-powder (A34) and modern
(A35) firearms."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_choice, require_int, require_percentile
from pyrules.core.tables import RangeTable, Row

HAND_SOURCE = "002 l.160-188"
BLACK_POWDER_SOURCE = "002 l.762-772"
MODERN_SOURCE = "002 l.773-781"

# Critical Miss Effects, armed combat, seed 002 l.164-170.
ARMED_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Character is Dazed."),
    ("41-70", "Character is Stunned."),
    ("71-80", "Character falls."),
    ("81-90", "Weapon breaks."),
    ("91-00", "Character drops weapon."),
)

# Critical Miss Effects, bow and crossbow, seed 002 l.174-178.
BOW_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "String breaks."),
    ("41-80", "Arrow breaks."),
    ("81-00", "Bow breaks."),
)

# Critical Miss Effects, unarmed combat/natural attack, seed 002 l.182-187.
UNARMED_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Character is Dazed."),
    ("41-70", "Character is Stunned."),
    ("71-80", "Mode of attack (hand, foot, jaws, etc.) receives a Disable result with 1D6 of Critical Damage."),
    ("81-00", "Character falls."),
)

# Critical Misses, firearms, black powder, seed 002 l.764-771.
BLACK_POWDER_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Primer flash. Primer is expended but the round is still good."),
    ("41-70", "Main load is a dud. Primer and powder for round are expended. Gun must be reloaded."),
    ("71-85", "Cook-off. Appears to be a dud round. It will go off on the bookkeeping phase. There is a 50% "
              "chance of it going off if there is an attempt to remove it before Action Phase 0. If it goes "
              "off, treat as if it were a chamber explosion as below."),
    ("86-95", "Chamber explosion. Burst effect of BDG of the round/30, nearest. Burst effect minus the "
              "Durability of the weapon is the number of D10s of Lethal Damage done to the character's "
              "Location that is nearest to the breach of the gun. If the number of D10s is less than 1, "
              "reduce the Durability of the gun by 1 and treat as if the main load was a dud. If the number "
              "is greater than or equal to 1 (the chamber actually does explode), the gun is Disrepaired with "
              "a chance (equal to the number of D10s) in 6 of it being Junked."),
    ("96-00", "Chamber explosion as above but burst effect is BDG of the round/20, nearest."),
)

# Critical Misses, firearms, modern, seed 002 l.775-781. The seed is cut off after 86-95; the
# 96-00 row is the black-powder table's, as the app's reading (erratum A35).
MODERN_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Dud round. Autoloaders and autoweapons require 1 Action to manually clear the round. Other "
              "types clear with the next round, no special action is necessary."),
    ("41-70", "Jammed round. Requires 2 Actions to clear manually. A weapon with an extractor will clear in "
              "1 Action."),
    ("71-85", "Cook-off. See Black Powder firearms."),
    ("86-95", "Chamber explosion. Burst effect is BDG of the round/30, nearest."),
)
MODERN_MISSING_ROW = ("96-00", "Chamber explosion as above but burst effect is BDG of the round/20, nearest.")

# Burst-effect divisors of the chamber-explosion rows (BDG of the round / divisor, nearest); a
# cook-off that goes off is "a chamber explosion as below" (l.768), the 86-95 row's.
BURST_DIVISORS = {("black_powder", "86-95"): 30, ("black_powder", "96-00"): 20,
                  ("modern", "86-95"): 30, ("modern", "96-00"): 20,
                  ("black_powder", "71-85"): 30, ("modern", "71-85"): 30}
COOK_OFF = "71-85"

CRITICAL_MISS_TABLES: dict[str, RangeTable[str]] = {
    "armed": RangeTable("Critical Miss Effects: armed combat", ARMED_ROWS, die="d100"),
    "bow": RangeTable("Critical Miss Effects: bow and crossbow", BOW_ROWS, die="d100"),
    "unarmed": RangeTable("Critical Miss Effects: unarmed combat/natural attack", UNARMED_ROWS, die="d100"),
    "black_powder": RangeTable("Critical Misses: firearms, black powder", BLACK_POWDER_ROWS, die="d100"),
    "modern": RangeTable("Critical Misses: firearms, modern", MODERN_ROWS + (MODERN_MISSING_ROW,), die="d100"),
}
MISS_KINDS = {
    "armed": "Armed combat",
    "bow": "Bow and crossbow",
    "unarmed": "Unarmed combat/natural attack",
    "black_powder": "Firearms, black powder",
    "modern": "Firearms, modern",
}


@dataclass(frozen=True)
class CriticalMiss:
    """A critical miss read on its table; ``burst_divisor`` is set on a chamber explosion."""

    kind: str
    roll: int
    text: str
    row: Row
    burst_divisor: int | None
    from_black_powder: bool = False

    @property
    def cook_off(self) -> bool:
        """A cook-off: the burst is what happens if it goes off, not for certain."""
        return self.kind in ("black_powder", "modern") and self.row.printed == COOK_OFF


def critical_miss(kind: str, roll: int) -> CriticalMiss:
    """The critical-miss result of a d100 roll on the table of ``kind``
    (armed, bow, unarmed, black_powder, modern)."""
    kind = require_choice(kind, "critical miss table", tuple(CRITICAL_MISS_TABLES))
    roll = require_percentile(roll, "roll")
    row = CRITICAL_MISS_TABLES[kind].lookup(roll)
    text = row.value
    if kind == "modern" and row.printed == COOK_OFF:  # "See Black Powder firearms": resolve it as that row
        text = f"{row.value} {CRITICAL_MISS_TABLES['black_powder'].lookup(roll).value}"
    return CriticalMiss(kind, roll, text, row, BURST_DIVISORS.get((kind, row.printed)),
                        kind == "modern" and row.printed == MODERN_MISSING_ROW[0])


@dataclass(frozen=True)
class ChamberExplosion:
    """A chamber explosion: the burst effect (BDG/divisor, nearest) less the weapon's Durability."""

    bdg: int
    divisor: int
    burst: int
    durability: int | None

    @property
    def d10s(self) -> int | None:
        return None if self.durability is None else self.burst - self.durability

    @property
    def explodes(self) -> bool | None:
        return None if self.durability is None else self.d10s >= 1


def chamber_explosion(bdg: int, divisor: int, durability: int | None = None) -> ChamberExplosion:
    """Burst effect of a chamber explosion: the round's BDG / 30 (or / 20), nearest."""
    from fractions import Fraction

    from pyrules.core.rounding import round_half_up

    bdg = require_int(bdg, "BDG", low=0)
    divisor = require_int(divisor, "divisor", low=1)
    if durability is not None:
        durability = require_int(durability, "durability", low=0)
    return ChamberExplosion(bdg, divisor, round_half_up(Fraction(bdg, divisor)), durability)
