"""Aftermath! KPH to DAT Movement Conversion Table (A25, seed 002 l.587-613).

The printed table follows one rule, which pyrules computes for any speed and
checks against every printed row: meters per Combat Turn = KPH x 1.6; meters
per Action Phase = that / 20; the rounded value is the nearest whole number
(half up), and at least 1 for anything moving (the printed 5 KPH, 0.4 m/AP,
rounds to 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.world import KPH_ROWS
from pyrules.core import validate
from pyrules.core.rounding import round_half_up

METERS_PER_TURN_PER_KPH = Fraction(8, 5)   # 1.6 (120 KPH -> 192 m/ct)
PHASES_PER_TURN = 20                        # 192 m/ct -> 9.6 m/AP
MAX_KPH = 10_000

_PRINTED_BY_KPH = {int(row[0]): row for row in KPH_ROWS}


@dataclass(frozen=True)
class DatMovement:
    """A speed in KPH as DAT movement, and the printed row when the table has one."""

    kph: Fraction
    meters_per_turn: Fraction
    meters_per_phase: Fraction
    rounded: int
    printed: tuple[str, str, str, str] | None

    @property
    def lifted(self) -> bool:
        """True when rounding to the nearest would give 0 but the speed is moving (the printed 0.4 -> 1)."""
        return self.kph > 0 and round_half_up(self.meters_per_phase) == 0


def _fraction(value: object) -> Fraction:
    value = validate.quantity(value, "kph", "Speed (KPH)", low=0, high=MAX_KPH)
    return Fraction(value).limit_denominator(1000)


def convert(kph: float | Fraction) -> DatMovement:
    """KPH to DAT movement, computed; ``printed`` is the table's own row if it has one."""
    speed = _fraction(kph)
    per_turn = speed * METERS_PER_TURN_PER_KPH
    per_phase = per_turn / PHASES_PER_TURN
    rounded = round_half_up(per_phase)
    if speed > 0:
        rounded = max(1, rounded)
    printed = _PRINTED_BY_KPH.get(int(speed)) if speed.denominator == 1 else None
    return DatMovement(speed, per_turn, per_phase, rounded, printed)


def dat_movement(kph: float | Fraction) -> int:
    """The Rounded Value of the KPH to DAT table: ``dat_movement(120) == 10``."""
    return convert(kph).rounded


def show(value: Fraction, places: int = 2) -> str:
    """A number without trailing zeros: 9.6, 192, 0.4."""
    text = f"{float(value):.{places}f}".rstrip("0").rstrip(".")
    return text or "0"
