"""Unconsciousness Duration (T15): d100 (doubled for the last deep hit point) plus damage."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pyrules.core.tables import RangeTable
from pyrules.core import validate
from pyrules.tal.data.injury import UNCONSCIOUSNESS
from pyrules.tal.data import OPEN_ENDED_MOST, cite

TABLE = RangeTable("Unconsciousness Duration", UNCONSCIOUSNESS, unit="roll plus damage")
_DURATION = re.compile(r"(?P<dead>Dead in )?(?P<dice>1d10(?: x 10)?) (?P<unit>minutes|hours|days)")
_LINES = {printed: str(185 + i) for i, (printed, _text) in enumerate(UNCONSCIOUSNESS)}
# The highest roll plus damage short of the rows where the character dies ("Dead in ...", l.189-193).
LIVES_AT_MOST = min(row.low for row in TABLE.rows
                    if row.low is not None and ("Dead" in row.value or "Death" in row.value)) - 1
MOST_DAMAGE = OPEN_ENDED_MOST  # "135+" (l.193) covers every total above 134


@dataclass(frozen=True)
class Unconsciousness:
    roll: int
    doubled: bool
    damage: int
    total: int                 # the roll (doubled or not) plus damage
    row: str                   # the roll range as printed: "34-67"
    text: str                  # the duration as printed: "1d10 x 10 minutes"
    dice: str | None           # "1d10" or "1d10 x 10"; None for Instant Death
    unit: str | None           # "minutes", "hours" or "days"
    dead: bool                 # the character dies (at the end of the duration, or at once)
    source: str


def read_unconsciousness(roll, damage, last_deep_hp: bool = False) -> Unconsciousness:
    """Roll % (01-00, 00 is 100), doubled if the damage took the last deep hit point, plus the damage taken."""
    roll = validate.percentile(roll, "roll", "Roll")
    damage = validate.whole(damage, "damage", "Damage taken", low=0, high=MOST_DAMAGE)
    last_deep_hp = validate.yes_no(last_deep_hp, "last_deep_hp", "Took the last deep hit point")
    score = roll * (2 if last_deep_hp else 1) + damage
    row = TABLE.lookup(score)
    if m := _DURATION.fullmatch(row.value):
        dice, unit, dead = m["dice"], m["unit"], bool(m["dead"])
    else:  # "Instant Death"
        dice, unit, dead = None, None, True
    return Unconsciousness(roll, last_deep_hp, damage, score, row.printed, row.value, dice, unit, dead, cite(_LINES[row.printed]))


def unconsciousness(roll, damage, last_deep_hp: bool = False) -> str:
    """The row's text as printed: ``unconsciousness(50, 20) == "1d10 hours"``."""
    return read_unconsciousness(roll, damage, last_deep_hp).text


def lives_at_most(damage: int, last_deep_hp: bool = False) -> int:
    """The highest d100 that keeps roll (doubled or not) plus ``damage`` short of the Dead rows: 0 when
    none does, 100 when every roll does."""
    times = 2 if last_deep_hp else 1
    return max(0, min(100, (LIVES_AT_MOST - damage) // times))


@dataclass(frozen=True)
class Duration:
    d10: int
    amount: int
    unit: str
    text: str       # "40 minutes"


def duration(result: Unconsciousness, d10=None, rng: random.Random | None = None) -> Duration | None:
    """The duration for a row, from a d10 the player rolled or one rolled with ``rng``."""
    if result.dice is None:
        return None
    if d10 is None:
        d10 = (rng or random.Random()).randint(1, 10)
    d10 = validate.whole(d10, "d10", "Duration d10", low=1, high=10)
    amount = d10 * (10 if "x 10" in result.dice else 1)
    assert result.unit is not None  # a row with dice names its unit
    unit = result.unit if amount != 1 else result.unit[:-1]
    return Duration(d10, amount, result.unit, f"{amount} {unit}")
