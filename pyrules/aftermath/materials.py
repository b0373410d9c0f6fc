"""Aftermath! Barrier Factor of Materials (A22, seed 002 l.524-546).

A barrier's Barrier Factor is the material's factor per inch times its
thickness in inches. Soil is "variable 8 to 20": the player gives its factor
or pyrules shows both ends. The asterisk on three rows has no note in the
reference (errata_gear.BARRIER_ASTERISK).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.gear import BARRIER_FACTORS
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.rounding import round_half_up


SOIL_LOW, SOIL_HIGH = 8, 20
MAX_INCHES = 1000


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


MATERIALS: dict[str, tuple[str, str]] = {_key(name): (name, factor) for name, factor in BARRIER_FACTORS}


@dataclass(frozen=True)
class Barrier:
    """A barrier: the material's row, thickness, and its Barrier Factor (a range for soil)."""

    material: str
    printed: str
    inches: Fraction
    per_inch: int | None           # None: soil without a chosen factor
    low: Fraction
    high: Fraction
    notes: tuple[str, ...] = ()

    @property
    def exact(self) -> bool:
        return self.low == self.high

    @property
    def factor(self) -> Fraction:
        """The Barrier Factor (for soil without a chosen factor: RulesError)."""
        if not self.exact:
            raise RulesError("Soil is variable 8 to 20 per inch: choose its factor.", "soil")
        return self.low


def factor_per_inch(material: str) -> str:
    """A material's factor per inch as printed ("*60", "variable 8 to 20")."""
    key = _key(material) if isinstance(material, str) else material
    return MATERIALS[validate.choice(key, "material", tuple(MATERIALS), "Material")][1]


def barrier(material: str, inches: float | Fraction, soil_factor: int | None = None) -> Barrier:
    """The Barrier Factor of ``inches`` of ``material``: factor per inch x thickness."""
    key = _key(material) if isinstance(material, str) else material
    key = validate.choice(key, "key", tuple(MATERIALS), "Material")
    name, printed = MATERIALS[key]
    inches = validate.quantity(inches, "inches", "Thickness (inches)", above=0, high=MAX_INCHES)
    thickness = Fraction(inches).limit_denominator(1000)
    notes = []
    if printed.startswith("*"):
        notes.append(errata_gear.BARRIER_ASTERISK.footnote)
    if key == "soil":
        if soil_factor is None:
            return Barrier(name, printed, thickness, None, SOIL_LOW * thickness, SOIL_HIGH * thickness, tuple(notes))
        per_inch = validate.quantity(soil_factor, "soil", "Soil's factor per inch", low=SOIL_LOW, high=SOIL_HIGH,
                                     whole=True)
    else:
        if soil_factor is not None:
            raise RulesError("Only soil takes a chosen factor per inch.", "soil")
        per_inch = int(printed.lstrip("*"))
    value = per_inch * thickness
    return Barrier(name, printed, thickness, per_inch, value, value, tuple(notes))


def barrier_factor(material: str, inches: float | Fraction, soil_factor: int | None = None) -> int:
    """The Barrier Factor of a barrier, rounded half up: ``barrier_factor("Wood, solid", 2) == 20``."""
    return round_half_up(barrier(material, inches, soil_factor).factor)
