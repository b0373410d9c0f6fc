"""The attack table: weapon skill and a d100 roll to the damage category (T9).

Each skill row's cells are read with RangeTable, "S" as the attacker's skill and
"-00" running from the cell before it to 00 (100).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pyrules.core.errors import RulesError, require_int
from pyrules.core.tables import RangeTable, percent
from pyrules.tal.data.combat import ATTACK_HEADERS, ATTACK_TABLE
from pyrules.tal.explain import source

# The damage categories from worst to best; a shift moves along this ladder.
LADDER: tuple[str | int, ...] = ("miss", 1, 2, 3, 4, 5, "critical")
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


def category_name(category) -> str:
    """"Critical", "Max", "High", "Medium", "Low", "Minimum" or "Miss"."""
    return NAMES[category]


def category_label(category) -> str:
    """What a player reads: "Critical", "category 3 (Medium)", "Miss"."""
    if category in ("critical", "miss"):
        return NAMES[category]
    return f"category {category} ({NAMES[category]})"


def step(category) -> int:
    """The category's rung on the ladder: Miss 0, category 1 to 5, Critical 6."""
    return LADDER.index(category)


@lru_cache(maxsize=None)
def skill_table(skill: int) -> RangeTable:
    """The d100 table of one skill's row, its "S" read as ``skill``."""
    skill = require_int(skill, "weapon skill", low=1, high=100)
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


def read_attack(skill, roll) -> AttackRoll:
    """The damage category for a weapon skill (1-100, 00 is 100) and a d100 roll (1-100)."""
    skill = require_int(skill, "weapon skill", low=1, high=100)
    roll = require_int(roll, "roll", low=1, high=100)
    row = skill_table(skill).lookup(roll)
    skill_row = SKILL_ROWS.lookup(skill).printed
    return AttackRoll(
        skill, roll, row.value, skill_row, row.printed, row.low, row.high,
        source(SKILL_ROW_LINES[skill_row]),
    )


def attack_category(skill, roll):
    """"critical", 5, 4, 3, 2, 1 or "miss": ``attack_category(57, 51) == 1``."""
    return read_attack(skill, roll).category


def shift(category, steps: int) -> tuple[str | int, bool]:
    """Move a category ``steps`` rungs (negative: down), never above Critical nor below Miss.

    Returns the new category and whether the ladder's end stopped it.
    """
    if category not in LADDER:
        raise RulesError(f"Unknown damage category “{category}”.", "category")
    steps = require_int(steps, "category shift")
    rung = step(category) + steps
    clamped = min(max(rung, 0), len(LADDER) - 1)
    return LADDER[clamped], clamped != rung
