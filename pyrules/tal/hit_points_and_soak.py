"""Hit Points and Personal Soak: SHP and DHP from Constitution (T7)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.rounding import round_half_up
from pyrules.core import validate
from pyrules.tal.data import cite

HIT_POINTS_SOURCE = cite("50-51")  # where SHP and DHP from Constitution are printed


@dataclass(frozen=True)
class HitPoints:
    constitution: int
    half: Fraction   # Constitution / 2 before rounding
    shp: int
    dhp: int
    source: str


def read_hit_points(constitution: object) -> HitPoints:
    """SHP is Constitution (01-00, 00 is 100) divided by 2, rounded off (half up); DHP is the same."""
    con = validate.percentile(constitution, "constitution", "Constitution")
    half = Fraction(con, 2)
    shp = round_half_up(half)
    return HitPoints(con, half, shp, shp, HIT_POINTS_SOURCE)


def hit_points(constitution: object) -> int:
    """The SHP (and DHP) for a Constitution score: ``hit_points(45) == 23``."""
    return read_hit_points(constitution).shp
