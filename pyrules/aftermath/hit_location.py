"""Hit Location Tables (A7): bipedal and quadrupedal d100 tables, direction modifications,
and the X/Y and X/Y/Z splits by facing; the part of the body a bipedal location is (l.550), and
where an attack lands (rolled on the bipedal table or chosen)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.aftermath.data.locations import (
    BELLY_LOCATIONS,
    BIPEDAL_ROWS,
    DIRECTION_ROWS,
    QUADRUPEDAL_ROWS,
    SPLIT_ROWS,
)
from pyrules.aftermath.data.gear import AREA_LOCATIONS, AREA_NAMES, AREAS, LOCATIONS
from pyrules.aftermath.rolls import roll_or_check
from pyrules.core import validate
from pyrules.core.errors import RulesError
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
    row: Row[tuple[int, str]]


@dataclass(frozen=True)
class HitLocation:
    """A hit location roll: the roll, the modifier, the clamped roll read, the row and any split."""

    roll: int
    body: str
    modifier: int
    modified: int
    location: str
    row: Row[str]
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


# The parts of a bipedal body, as the Entanglement Effect Chart heads its columns (002 l.550).
LIMBS = ("leg", "arm")
AIMS = ("rolled",) + AREAS  # where an attack lands: rolled on the bipedal table, or a part chosen


def area_of(location: str) -> str:
    """The part of a bipedal body a location is (l.550): "head" (Head & Neck, 1-3), "torso" (4-12),
    "leg" (13-20) or "arm" (21-30). Both halves of "4/5" or "21/22" are the same part."""
    first = str(location).split("/")[0]
    if not first.isdigit() or not 1 <= int(first) <= 30:
        raise RulesError(f"“{location}” is not a bipedal hit location (1 to 30).", "location")
    return LOCATIONS.lookup(int(first)).value


@dataclass(frozen=True)
class Landed:
    """Where an attack lands: the part of the body, and the bipedal location roll when it was rolled."""

    area: str
    rolled: HitLocation | None = None

    @property
    def limb(self) -> bool:
        return self.area in LIMBS

    @property
    def name(self) -> str:
        """The part as the reference names it: "Head & Neck", "Torso", "Leg", "Arm"."""
        return AREA_NAMES[self.area]

    @property
    def text(self) -> str:
        """Where it landed, as the tracker logs it: "torso (location 4/5)", or "arm" when chosen."""
        part = self.name.lower()
        return f"{part} (location {self.rolled.location})" if self.rolled else part

    @property
    def how(self) -> str:
        """How it was found: the roll and row, or that it was chosen."""
        if self.rolled is None:
            return f"chosen: locations {AREA_LOCATIONS[self.area]}"
        return f"d100 {self.rolled.roll}, row {self.rolled.row.printed}: location {self.rolled.location}"


def landed(aim: str, roll: int | None = None) -> Landed:
    """Where an attack lands: ``aim`` "rolled" reads ``roll`` (d100) on the bipedal table, or names
    the part struck ("head", "torso", "leg", "arm")."""
    aim = validate.choice(aim, "location", AIMS, "Hit location")
    if aim != "rolled":
        return Landed(aim)
    rolled = read_hit_location(validate.percentile(roll, "location_roll", "Hit location d100"))
    return Landed(area_of(rolled.location), rolled)


def where_it_landed(aim: str, roll: int | None, rng: random.Random) -> Landed:
    """Where an attack's hit lands: the part chosen, or the bipedal table's row of a d100 (rolled
    with ``rng`` when ``roll`` is None)."""
    if aim != "rolled":
        return landed(aim)
    return landed(aim, roll_or_check(roll, "d100", "location_roll", "Hit location d100", rng))
