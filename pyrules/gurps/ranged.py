"""Range bands and rapid fire (G2 and G4, seed 001 l.15-51)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import validate
from pyrules.core.tables import Row
from pyrules.gurps.data.modifiers import RANGE, RAPID_FIRE, RAPID_FIRE_FEWEST, RAPID_FIRE_MOST, RangeBand


def _check_yards(yards: object) -> int | float | Fraction:
    return validate.quantity(yards, "distance", "Distance (yards)", low=0)


def range_band(yards: object) -> Row[RangeBand]:
    """The G2 row a distance falls in; a distance above a band's limit falls in the next (5.5 is Short)."""
    return RANGE.lookup(_check_yards(yards))


def range_modifier(yards: object) -> int:
    """The range modifier for a distance in yards.

    >>> range_modifier(5), range_modifier(5.5), range_modifier(501)
    (0, -3, -15)
    """
    return range_band(yards).value.modifier


@dataclass(frozen=True)
class RapidFire:
    """The rapid-fire bonus for a number of shots, and the row that gives it."""

    shots: int
    bonus: int
    row: str  # the printed shots range, or a reading for shots off the printed rows
    reading: str = ""  # how the bonus was read where the table does not print it


def rapid_fire(shots: object) -> RapidFire:
    """The G4 bonus for ``shots`` fired in one attack (1 to 10,000)."""
    shots = validate.whole(shots, "shots", low=1, high=RAPID_FIRE_MOST)
    if shots < RAPID_FIRE_FEWEST:
        return RapidFire(shots, 0, f"1-{RAPID_FIRE_FEWEST - 1}", "Fewer than 5 shots give +0.")
    row = RAPID_FIRE.lookup(shots)
    if row.high is None:  # past "300-399 shots, etc."
        low = 400 + (shots - 400) // 100 * 100
        return RapidFire(shots, row.value, f"{low}-{low + 99}",
                         "“etc.” (seed 001 l.51) read as +1 per further 100 shots.")
    return RapidFire(shots, row.value, row.printed)


def rapid_fire_bonus(shots: object) -> int:
    """The rapid-fire bonus to skill for ``shots`` fired.

    >>> rapid_fire_bonus(4), rapid_fire_bonus(5), rapid_fire_bonus(400)
    (0, 1, 10)
    """
    return rapid_fire(shots).bonus
