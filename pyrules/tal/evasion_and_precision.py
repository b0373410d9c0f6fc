"""Evasion from combat speed, and precision from weapon skill against it (T11)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.tables import RangeTable
from pyrules.core import validate
from pyrules.tal.data.combat import EVASION, PRECISION
from pyrules.tal.data import OPEN_ENDED_MOST, cite

EVASION_TABLE = RangeTable("Evasion", EVASION, unit="combat speed")
PRECISION_TABLE = RangeTable(
    "Precision", [(skill, int(bonus)) for skill, bonus in PRECISION], percentile=True, unit="weapon skill"
)
MAX_EVASION = max(value for _, value in EVASION)
MOST_COMBAT_SPEED = OPEN_ENDED_MOST  # "20+" (l.125) covers every speed above 19
EVASION_SOURCE, PRECISION_SOURCE = cite("120-125"), cite("120-124")  # where each table is printed


@dataclass(frozen=True)
class Evasion:
    combat_speed: int
    evasion: int
    row: str
    source: str


def read_evasion(combat_speed: object) -> Evasion:
    """Evasion for a combat speed of 0 or more (0-8 gives 0 ... 20+ gives 4)."""
    speed = validate.whole(combat_speed, "combat_speed", "Combat speed", low=0, high=MOST_COMBAT_SPEED)
    row = EVASION_TABLE.lookup(speed)
    return Evasion(speed, row.value, row.printed, EVASION_SOURCE)


def evasion(combat_speed: object) -> int:
    """The evasion for a combat speed: ``evasion(12) == 2``."""
    return read_evasion(combat_speed).evasion


@dataclass(frozen=True)
class Precision:
    """Weapon skill against the opponent's evasion."""

    weapon_skill: int
    precision: int        # how far the opponent's evasion is brought down
    row: str | None       # the printed row, None below 76 (no row: no precision)
    evasion: int          # the opponent's evasion
    remaining: int        # the evasion left, never below 0
    source: str


def read_precision(weapon_skill: object, opponent_evasion: object = 0) -> Precision:
    """Precision (+1 at 76-90, +2 at 91-99, +3 at 00) brings the opponent's evasion down, not below 0."""
    skill = validate.percentile(weapon_skill, "skill", "Weapon skill")
    evade = validate.whole(opponent_evasion, "evasion", "Opponent's evasion", low=0, high=MAX_EVASION)
    lowest = PRECISION_TABLE.low
    assert lowest is not None  # the table's first row is closed
    if skill < lowest:
        precision, row = 0, None
    else:
        found = PRECISION_TABLE.lookup(skill)
        precision, row = found.value, found.printed
    return Precision(skill, precision, row, evade, max(0, evade - precision), PRECISION_SOURCE)


def precision(weapon_skill: object) -> int:
    """The precision of a weapon skill: 0 below 76."""
    return read_precision(weapon_skill).precision
