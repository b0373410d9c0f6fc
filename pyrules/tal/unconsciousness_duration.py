"""Unconsciousness Duration (T15): d100 (doubled for the last deep hit point) plus damage."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.core.tables import RangeTable
from pyrules.core import validate
from pyrules.tal.data.injury import UNCONSCIOUSNESS, UNCONSCIOUSNESS_ROWS
from pyrules.tal.data import OPEN_ENDED_MOST, cite


@dataclass(frozen=True)
class DurationRow:
    """A row of T15 as the rules read it: its key ("dead_in_hours"), the duration as printed, the
    1d10 of its duration times so many (0 for Instant Death: none), the unit it counts, whether the
    character dies at its end, and the seed line it is printed on."""

    key: str
    text: str
    times: int
    unit: str
    dies: bool
    line: str


_ROWS = tuple(DurationRow(key, text, times, unit, dies, str(185 + i))
              for i, ((_printed, text), (key, times, unit, dies)) in enumerate(zip(UNCONSCIOUSNESS,
                                                                                    UNCONSCIOUSNESS_ROWS)))
TABLE = RangeTable("Unconsciousness Duration", [(printed, row) for (printed, _text), row in zip(UNCONSCIOUSNESS, _ROWS)],
                   unit="roll plus damage")
# The highest roll plus damage short of the rows where the character dies ("Dead in ...", l.189-193).
LIVES_AT_MOST = min(row.low for row in TABLE.rows if row.low is not None and row.value.dies) - 1
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
    key: str                   # the row's key: "tens_of_minutes", "instant_death"
    times: int                 # the duration's 1d10 times so many (0: no duration)


def read_unconsciousness(roll: object, damage: object, last_deep_hp: object = False) -> Unconsciousness:
    """Roll % (01-00, 00 is 100), doubled if the damage took the last deep hit point, plus the damage taken."""
    roll = validate.percentile(roll, "roll", "Roll")
    damage = validate.whole(damage, "damage", "Damage taken", low=0, high=MOST_DAMAGE)
    last_deep_hp = validate.yes_no(last_deep_hp, "last_deep_hp", "Took the last deep hit point")
    score = roll * (2 if last_deep_hp else 1) + damage
    found = TABLE.lookup(score)
    row = found.value
    dice = None if not row.times else "1d10" if row.times == 1 else f"1d10 x {row.times}"
    return Unconsciousness(roll, last_deep_hp, damage, score, found.printed, row.text, dice, row.unit or None,
                           row.dies, cite(row.line), row.key, row.times)


def unconsciousness(roll: object, damage: object, last_deep_hp: object = False) -> str:
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


def duration(result: Unconsciousness, d10: object = None, rng: random.Random | None = None) -> Duration | None:
    """The duration for a row, from a d10 the player rolled or one rolled with ``rng``."""
    if not result.times:
        return None
    if d10 is None:
        d10 = (rng or random.Random()).randint(1, 10)
    d10 = validate.whole(d10, "d10", "Duration d10", low=1, high=10)
    amount = d10 * result.times
    assert result.unit is not None  # a row with dice names its unit
    unit = result.unit if amount != 1 else result.unit[:-1]
    return Duration(d10, amount, result.unit, f"{amount} {unit}")
