"""Hit Location Tables (A7): bipedal and quadrupedal d100 tables, direction modifications,
and the X/Y and X/Y/Z splits by facing."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_choice, require_int, require_percentile
from pyrules.core.tables import RangeTable, Row

SOURCE = "002 l.99-159"

# Hit Location Table, bipedal, seed 002 l.103-112 (two printed columns, read top to bottom).
BIPEDAL_ROWS: tuple[tuple[str, str], ...] = (
    ("1-4", "1"),
    ("5-8", "2"),
    ("9-11", "3"),
    ("12-20", "4/5"),
    ("21-29", "6/7"),
    ("30-38", "8/9"),
    ("39-47", "10/11"),
    ("48-53", "12"),
    ("54-59", "21/22"),
    ("60-65", "23/24"),
    ("66-69", "25/26"),
    ("70-74", "27/28"),
    ("75-80", "29/30"),
    ("81-86", "13/14"),
    ("87-93", "15/16"),
    ("94-98", "17/18"),
    ("99-00", "19/20"),
)

# Hit Location Table, quadrupedal, seed 002 l.126-141.
QUADRUPEDAL_ROWS: tuple[tuple[str, str], ...] = (
    ("1-4", "1"),
    ("5-12", "2"),
    ("13-20", "3/4"),
    ("21-28", "5/6/7"),
    ("29-36", "18/17"),
    ("37-44", "20/19"),
    ("45-48", "22/21"),
    ("49-56", "8/9/10"),
    ("57-64", "11/12/13"),
    ("65-72", "14/15/16"),
    ("73-80", "24/23"),
    ("81-88", "26/25"),
    ("89-92", "28/27"),
    ("93-96", "29"),
    ("97-00", "30"),
)

HIT_LOCATION_TABLES: dict[str, RangeTable[str]] = {
    "bipedal": RangeTable("Hit Location Table (bipedal)", BIPEDAL_ROWS, die="d100"),
    "quadrupedal": RangeTable("Hit Location Table (quadrupedal)", QUADRUPEDAL_ROWS, die="d100"),
}
BODIES = tuple(HIT_LOCATION_TABLES)

# Modifications, seed 002 l.115-122: (body, direction key, direction as printed, printed, value used).
# Bipedal "from above" is printed +5; pyrules reads -5 (erratum A7 l.118): head locations are the
# low rolls, so an attack from above must lower the roll, as "from the front" does for quadrupeds.
DIRECTION_ROWS: tuple[tuple[str, str, str, str, int], ...] = (
    ("bipedal", "above", "from above", "+5", -5),
    ("bipedal", "below", "from below", "+5", +5),
    ("quadrupedal", "front", "from the front", "-5", -5),
    ("quadrupedal", "rear", "from the rear", "+5", +5),
)
DIRECTIONS = {(body, key): (printed, shown, value) for body, key, printed, shown, value in DIRECTION_ROWS}

# Seed 002 l.145.
BELLY_LOCATIONS: tuple[int, ...] = (7, 10, 13, 16)

# Facing splits, seed 002 l.149-158: which part of "X/Y" or "X/Y/Z" a second d100 picks.
# Front or rear: "X/Y 50% either location" is read as 01-50 X, 51-00 Y.
SPLIT_ROWS: dict[tuple[str, int], tuple[tuple[str, int, str], ...]] = {
    ("front_rear", 2): (("1-50", 0, "either location (50%)"), ("51-00", 1, "either location (50%)")),
    ("front_rear", 3): (("1-40", 0, "X"), ("41-80", 1, "Y"), ("81-00", 2, "Z")),
    ("side", 2): (("1-70", 0, "nearest side"), ("71-00", 1, "furthest side")),
    ("side", 3): (("1-60", 0, "nearest side"), ("61-70", 1, "furthest side"), ("71-00", 2, "underbelly")),
}
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
    body = require_choice(body, "body", BODIES)
    if direction in (None, "", "none"):
        return 0
    allowed = tuple(key for b, key in DIRECTIONS if b == body)
    direction = require_choice(direction, "direction", ("none",) + allowed)
    return DIRECTIONS[(body, direction)][2]


def split_location(location: str, roll: int, facing: str) -> LocationSplit | None:
    """Pick one number of a split location ("4/5", "5/6/7") with a second d100, by facing."""
    facing = require_choice(facing, "facing", FACINGS)
    roll = require_percentile(roll, "split roll")
    parts = location.split("/")
    if len(parts) == 1:
        return None
    row = SPLIT_TABLES[(facing, len(parts))].lookup(roll)
    index, label = row.value
    return LocationSplit(roll, facing, parts[index], label, row)


def read_hit_location(roll: int, body: str = "bipedal", modifier: int = 0, *,
                      split_roll: int | None = None, facing: str = "front_rear") -> HitLocation:
    """Read a d100 hit-location roll; the modified roll is clamped to 1..100."""
    body = require_choice(body, "body", BODIES)
    roll = require_percentile(roll, "roll")
    modifier = require_int(modifier, "modifier", low=-100, high=100)
    modified = max(1, min(100, roll + modifier))
    row = HIT_LOCATION_TABLES[body].lookup(modified)
    split = None if split_roll is None else split_location(row.value, split_roll, facing)
    return HitLocation(roll, body, modifier, modified, row.value, row, split)


def hit_location(roll: int, body: str = "bipedal", modifier: int = 0) -> str:
    """The location as printed ("4/5", "21/22", "5/6/7") for a d100 roll, body and modifier."""
    return read_hit_location(roll, body, modifier).location
