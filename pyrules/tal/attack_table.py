"""The attack table: weapon skill and a d100 roll to the damage category (T9).

Each skill row's cells are read with RangeTable, "S" as the attacker's skill and
"-00" running from the cell before it to 00 (100).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pyrules.core.errors import shown
from pyrules.core.tables import RangeTable, percent
from pyrules.core import validate
from pyrules.tal.data.combat import ATTACK_HEADERS, ATTACK_TABLE
from pyrules.tal.data import cite

# The damage categories from worst to best; a shift moves a hit along this ladder.
Category = str | int  # "miss", 1 to 5, "critical"
LADDER: tuple[Category, ...] = ("miss", 1, 2, 3, 4, 5, "critical")
MAX = 5  # "Max (cat 5)": no shift raises a hit above it
MOST_SHIFT = 100
# The printed columns, left to right: Critical, Max (cat 5) ... Minimum (cat 1), Miss.
COLUMNS: tuple[str | int, ...] = ("critical", 5, 4, 3, 2, 1, "miss")
NAMES = {category: header.split(" (")[0] for category, header in zip(COLUMNS, ATTACK_HEADERS[1:])}
HEADERS = dict(zip(COLUMNS, ATTACK_HEADERS[1:]))

SKILL_ROWS = RangeTable(
    "Attack table",
    [(skill, cells) for skill, cells in ATTACK_TABLE],
    die="d100",
    unit="weapon skill",
)
SKILL_ROW_LINES = {skill: str(64 + index) for index, (skill, _cells) in enumerate(ATTACK_TABLE)}


def category_name(category: Category) -> str:
    """"Critical", "Max", "High", "Medium", "Low", "Minimum" or "Miss"."""
    return NAMES[category]


def category_label(category: Category) -> str:
    """What a player reads: "Critical", "category 3 (Medium)", "Miss"."""
    if category in ("critical", "miss"):
        return NAMES[category]
    return f"category {category} ({NAMES[category]})"


def step(category: Category) -> int:
    """The category's rung on the ladder: Miss 0, category 1 to 5, Critical 6."""
    return LADDER.index(category)


@lru_cache(maxsize=None)
def skill_table(skill: int) -> RangeTable[Category]:
    """The d100 table of one skill's row, its "S" read as ``skill``."""
    skill = validate.percentile(skill, "skill", "Weapon skill")
    printed, cells = SKILL_ROWS.lookup(skill).printed, SKILL_ROWS[skill]
    return RangeTable(
        f"Attack table, skill {percent(skill)} (row {printed})",
        [(cell, category) for cell, category in zip(cells, COLUMNS) if cell != "-"],
        die="d100",
        s=skill,
        unit="roll",
    )


@dataclass(frozen=True)
class AttackRoll:
    """A roll read on the attack table."""

    skill: int
    roll: int
    category: str | int      # "critical", 5 .. 1 or "miss"
    skill_row: str           # the weapon-skill row as printed: "55-59"
    cell: str                # the cell as printed: "51-S"
    low: int                 # the cell's rolls, S and 00 read
    high: int
    source: str

    @property
    def cell_read(self) -> str:
        """The cell with S and 00 read: "51-57"."""
        if self.low == self.high:
            return percent(self.low)
        return f"{percent(self.low)}-{percent(self.high)}"


def read_attack(skill: object, roll: object) -> AttackRoll:
    """The damage category for a weapon skill (01-00, 00 is 100) and a d100 roll (01-00)."""
    skill = validate.percentile(skill, "skill", "Weapon skill")
    roll = validate.percentile(roll, "roll", "Roll")
    row = skill_table(skill).lookup(roll)
    skill_row = SKILL_ROWS.lookup(skill).printed
    assert row.low is not None and row.high is not None  # a d100 table's cells are closed
    return AttackRoll(
        skill, roll, row.value, skill_row, row.printed, row.low, row.high,
        cite(SKILL_ROW_LINES[skill_row]),
    )


def attack_category(skill: object, roll: object) -> Category:
    """"critical", 5, 4, 3, 2, 1 or "miss": ``attack_category(57, 51) == 1``."""
    return read_attack(skill, roll).category


def shift(category: object, steps: object) -> tuple[Category, bool]:
    """Move a hit's category ``steps`` rungs (negative: down); returns it and whether Max stopped it.

    Shifts move the category of a hit, never the roll: a Miss stays a Miss, and a hit
    moved below category 1 misses. A raise stops at Max (cat 5); a Critical counts as
    one rung above Max, so a raise leaves it Critical and a fall starts from there.
    """
    if category not in LADDER:
        validate.fail("category", "Damage category", f"“{shown(category)}” is not one of the table's.")
    steps = validate.whole(steps, "shift", "Category shift", low=-MOST_SHIFT, high=MOST_SHIFT)
    if category == "miss":
        return "miss", False
    rung = step(category) + steps
    if steps > 0 and rung > step(MAX):
        return (category, False) if category == "critical" else (MAX, True)
    return (LADDER[rung] if rung >= step(1) else "miss"), False
