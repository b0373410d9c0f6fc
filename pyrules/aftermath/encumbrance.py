"""Aftermath! encumbrance: the Encumbrance Value Chart (A15) and Encumbrance Status (A16).

``encumbrance_value(bulk, mass)`` reads the chart (codes as printed, "VSm" to
"HG3", "Vlt" to "MS3"). Bulk "HG" goes on "and so on" (l.406): the printed
HG2 and HG3 rows are exactly 2 and 3 times HG1, so HG4 and up continue that
way. Mass "MS" also says "and so on" (l.415), but its columns follow no single
rule, so MS4 and up are refused rather than guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.gear import (
    BULKS,
    CARRY_LIMITS,
    CARTRIDGES,
    CHART,
    MASSES,
    STATUS_EFFECTS,
    STATUS_KEYS,
    STATUS_ROWS,
    EncumbranceKey,
)
from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.rounding import round_half_up


MAX_HUGE = 99
# The chart's codes by how a player may type them, in any case ("vsm" is VSm); HG goes on past HG3.
_BULK_CODES = {code.casefold(): code for code in BULKS[:5]}
_MASS_CODES = {code.casefold(): code for code in MASSES}


def _bulk_code(bulk: object) -> tuple[str, int | None]:
    """The bulk code as printed, and n for a huge "HGn" (None otherwise)."""
    if not isinstance(bulk, str) or not bulk.strip():
        raise RulesError(f"Bulk must be one of {', '.join(BULKS)}.", "bulk")
    text = bulk.strip()
    if (code := _BULK_CODES.get(text.casefold())) is not None:
        return code, None
    if m := re.fullmatch(r"(?i)hg\s*(\d{1,9})", text):
        n = int(m[1])
        if 1 <= n <= MAX_HUGE:
            return f"HG{n}", n
    raise RulesError(f"Unknown bulk “{shown(text)}”: choose one of {', '.join(BULKS)} (HG goes on: HG4, HG5 … "
                     f"up to HG{MAX_HUGE}).", "bulk")


def _mass_code(mass: object) -> str:
    if isinstance(mass, str):
        if (code := _MASS_CODES.get(mass.strip().casefold())) is not None:
            return code
        if re.fullmatch(r"(?i)ms\s*\d+", mass.strip()):
            raise RulesError(
                f"Mass “{mass.strip()}” is past the chart: it prints MS1 to MS3, and its MS columns follow no "
                "single rule to go on with.",
                "mass",
            )
    raise RulesError(f"Unknown mass “{shown(mass)}”: choose one of {', '.join(MASSES)}.", "mass")


@dataclass(frozen=True)
class EncumbranceValue:
    """An ENC value read from the chart: the row and column used."""

    bulk: str
    mass: str
    value: float
    printed: str          # the chart's cell (for HG4 and up, the HG1 cell it was scaled from)
    times: int = 1        # HGn beyond the chart: n times the HG1 cell

    @property
    def explanation(self) -> str:
        if self.times == 1:
            return f"Chart row {self.bulk}, column {self.mass}: {self.printed}"
        return f"{self.bulk} is past the chart: {self.times} × HG1 {self.mass} {self.printed} = {_show(self.value)}"


def _show(value: float | Fraction) -> str:
    text = f"{float(value):.4f}".rstrip("0").rstrip(".")
    return text or "0"


def read_encumbrance(bulk: str, mass: str) -> EncumbranceValue:
    """The ENC value of a thing of ``bulk`` and ``mass``, explained."""
    code, huge = _bulk_code(bulk)
    mass_code = _mass_code(mass)
    column = MASSES.index(mass_code)
    if huge is not None and huge > 3:
        cell = CHART["HG1"][column]
        value = float(Fraction(cell) * huge)
        return EncumbranceValue(code, mass_code, value, cell, huge)
    cell = CHART[code][column]
    return EncumbranceValue(code, mass_code, float(cell), cell)


def encumbrance_value(bulk: str, mass: str) -> float:
    """The Encumbrance Value Chart: ``encumbrance_value("Med", "Hvy") == 1.0``."""
    return read_encumbrance(bulk, mass).value


@dataclass(frozen=True)
class Status:
    """A load against ENC CAP: the status row and what it does; ``key`` the status as the rules know
    it ("none", "partial", "full"), ``name`` as the table prints it ("Unencumbered")."""

    key: EncumbranceKey
    name: str
    load: float | Fraction
    capacity: float
    row: tuple[str, ...]
    deftness: int | None = None       # modified rating, when a rating was given
    speed: int | None = None
    bcs_modifier: int = 0
    multiplier: Fraction = Fraction(1)

    @property
    def share(self) -> Fraction:
        return _exact(self.load) / _exact(self.capacity)


def _exact(value: float | Fraction) -> Fraction:
    """A number as the decimal the player typed (0.3 is 3/10, not its binary neighbour)."""
    return Fraction(repr(float(value))) if isinstance(value, float) else Fraction(value)


MOST_ENC = 1_000_000  # the most ENC a load or an ENC CAP is taken at


def encumbrance_status(load: float | Fraction, capacity: float, deftness: int | None = None,
                       speed: int | None = None) -> Status:
    """Encumbrance Status of ``load`` ENC against ``capacity`` (the character's ENC CAP).

    Deftness and Speed, when given, come back modified (-25% or -50%, rounded
    half up: the reference does not say how to round). A load over the full
    ENC CAP has no status in the reference and is refused.
    """
    load = float(validate.quantity(load, "load", "Load", low=0, high=MOST_ENC))
    capacity = float(validate.quantity(capacity, "capacity", "ENC CAP", above=0, high=MOST_ENC))
    share = _exact(load) / _exact(capacity)
    for key, (name, printed, limit, dft, spd, bcs) in zip(STATUS_KEYS, STATUS_ROWS):
        if share <= limit:
            multiplier, modifier = STATUS_EFFECTS[key]
            d = None if deftness is None else round_half_up(
                validate.whole(deftness, "deftness", "Deftness", low=0, high=200) * multiplier)
            s = None if speed is None else round_half_up(
                validate.whole(speed, "speed", "Speed", low=0, high=200) * multiplier)
            return Status(key, name, load, capacity, (name, printed, dft, spd, bcs), d, s, modifier, multiplier)
    raise RulesError(
        f"A load of {_show(load)} is more than the ENC CAP of {_show(capacity)}: the reference gives no status "
        "past Fully Encumbered, so the character cannot carry it.",
        "load",
    )


def check_carrying(place: str, things: int, bulk: str | None = None) -> str:
    """Whether ``things`` fit ``place`` (back, hands, shoulders, belt); the printed rule, or RulesError."""
    if place not in CARRY_LIMITS:
        raise RulesError(f"Unknown place “{shown(place)}”: choose one of {', '.join(CARRY_LIMITS)}.", "carried")
    things = validate.whole(things, "things", "Number of things", low=1, high=10_000)
    most, rule = CARRY_LIMITS[place]
    if things > most:
        raise RulesError(f"A character may carry {rule[:-1]} ({most} at most, not {things}).", "count")
    if place == "hands" and bulk is not None:
        code, huge = _bulk_code(bulk)
        if huge is not None:
            raise RulesError(f"A thing of bulk {code} is bigger than Very Large: it cannot be carried in a hand.", "bulk")
    return rule


def cartridge_enc(kind: str, rounds: int) -> Fraction:
    """The ENC of ``rounds`` cartridges of ``kind`` ("light": .01 each, "heavy": .02 each; l.760)."""
    kind = validate.choice(kind, "kind", tuple(CARTRIDGES), "Cartridges")
    rounds = validate.whole(rounds, "rounds", "Cartridges", low=0, high=100_000)
    return CARTRIDGES[kind][1] * rounds
