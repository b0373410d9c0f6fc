"""Hit Location Tables (A7): bipedal and quadrupedal d100 tables, direction modifications,
and the X/Y and X/Y/Z splits by facing."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath.data.combat import (
    BELLY_LOCATIONS,
    BIPEDAL_ROWS,
    DIRECTION_ROWS,
    QUADRUPEDAL_ROWS,
    SPLIT_ROWS,
)
from pyrules.core import validate
from pyrules.core.tables import RangeTable, Row


HIT_LOCATION_TABLES: dict[str, RangeTable[str]] = {
    "bipedal": RangeTable("Hit Location Table (bipedal)", BIPEDAL_ROWS, die="d100"),
    "quadrupedal": RangeTable("Hit Location Table (quadrupedal)", QUADRUPEDAL_ROWS, die="d100"),
}
BODIES = tuple(HIT_LOCATION_TABLES)

DIRECTIONS = {(body, key): (printed, shown, value) for body, key, printed, shown, value in DIRECTION_ROWS}


SPLIT_TABLES: dict[tuple[str, int], RangeTable[tuple[int, str]]] = {
    key: RangeTable(f"Hit location split ({key[0]}, {key[1]} parts)",
                    [(printed, (index, label)) for printed, index, label in rows], die="d100")
    for key, rows in SPLIT_ROWS.items()
}
FACINGS = ("front_rear", "side")
FACING_LABELS = {"front_rear": "Attack from Front or Rear", "side": "Attack from Side"}


@dataclass(frozen=True)
class LocationSplit:
    """Which part of a split location a second d100 picked."""

    roll: int
    facing: str
    part: str
    label: str
    row: Row


@dataclass(frozen=True)
class HitLocation:
    """A hit location roll: the roll, the modifier, the clamped roll read, the row and any split."""

    roll: int
    body: str
    modifier: int
    modified: int
    location: str
    row: Row
    split: LocationSplit | None = None

    @property
    def parts(self) -> tuple[str, ...]:
        return tuple(self.location.split("/"))

    @property
    def final(self) -> str:
        """The single location number hit (after the split, when there was one)."""
        return self.split.part if self.split else self.location

    @property
    def belly(self) -> bool:
        return self.body == "quadrupedal" and self.final.isdigit() and int(self.final) in BELLY_LOCATIONS


def direction_modifier(body: str, direction: str) -> int:
    """The roll modifier for an attack direction ("none", bipedal "above"/"below", quadrupedal "front"/"rear")."""
    body = validate.choice(body, "body", BODIES, "Body")
    if direction in (None, "", "none"):
        return 0
    allowed = tuple(key for b, key in DIRECTIONS if b == body)
    direction = validate.choice(direction, "direction", ("none",) + allowed, "Direction")
    return DIRECTIONS[(body, direction)][2]


def split_location(location: str, roll: int, facing: str) -> LocationSplit | None:
    """Pick one number of a split location ("4/5", "5/6/7") with a second d100, by facing."""
    facing = validate.choice(facing, "facing", FACINGS, "Facing")
    roll = validate.percentile(roll, "split_roll", "Split d100")
    parts = location.split("/")
    if len(parts) == 1:
        return None
    row = SPLIT_TABLES[(facing, len(parts))].lookup(roll)
    index, label = row.value
    return LocationSplit(roll, facing, parts[index], label, row)


def read_hit_location(roll: int, body: str = "bipedal", modifier: int = 0, *,
                      split_roll: int | None = None, facing: str = "front_rear") -> HitLocation:
    """Read a d100 hit-location roll; the modified roll is clamped to 1..100."""
    body = validate.choice(body, "body", BODIES, "Body")
    roll = validate.percentile(roll, "roll", "Roll")
    modifier = validate.whole(modifier, "modifier", "Modifier", low=-100, high=100)
    modified = max(1, min(100, roll + modifier))
    row = HIT_LOCATION_TABLES[body].lookup(modified)
    split = None if split_roll is None else split_location(row.value, split_roll, facing)
    return HitLocation(roll, body, modifier, modified, row.value, row, split)


def hit_location(roll: int, body: str = "bipedal", modifier: int = 0) -> str:
    """The location as printed ("4/5", "21/22", "5/6/7") for a d100 roll, body and modifier."""
    return read_hit_location(roll, body, modifier).location
