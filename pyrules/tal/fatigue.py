"""TAL Fatigue: the fatigue level from the TAL left, and its effects (T2)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import validate
from pyrules.tal.data.pool import FATIGUE
from pyrules.tal.data import cite

LEVELS = ("fresh", "fatigued", "taxed", "spent")
LABELS = {"fresh": "Fresh"} | {key: printed.split(" (")[0] for printed, key, *_ in FATIGUE}
_ROWS = {key: row for row in FATIGUE for key in [row[1]]}
_LINES = {"fatigued": "16", "taxed": "17", "spent": "18"}
MOST_TAL = 9999


@dataclass(frozen=True)
class FatigueState:
    """A character's fatigue: the level, the row it came from and its penalties."""

    level: str                  # "fresh", "fatigued", "taxed" or "spent"
    label: str                  # "Taxed"
    tal_max: int | None
    tal_now: int | None
    combat_speed_penalty: int   # -2, -4 or 0
    roll_penalty: int           # +5, +10 or 0 (added to a d100 roll-under)
    effect: str                 # the row's effect as printed ("" when fresh)
    printed: str                # the row as printed: "Taxed (25%)"
    source: str

    @property
    def share(self) -> Fraction | None:
        if self.tal_max is None:
            return None
        assert self.tal_now is not None  # given with the maximum (read_fatigue)
        return Fraction(self.tal_now, self.tal_max)


def fatigue_effects(level: str) -> FatigueState:
    """The effects of a fatigue level named by key, without a TAL pool."""
    level = validate.choice(level, "fatigue", LEVELS, "fatigue level")
    return _state(level, None, None)


def _state(level: str, tal_max: int | None, tal_now: int | None) -> FatigueState:
    if level == "fresh":
        return FatigueState("fresh", "Fresh", tal_max, tal_now, 0, 0, "", "", cite("14-18"))
    printed, key, _share, speed, roll, effect = _ROWS[level]
    return FatigueState(key, LABELS[key], tal_max, tal_now, speed, roll, effect, printed, cite(_LINES[key]))


def read_fatigue(tal_max: object, tal_now: object) -> FatigueState:
    """The fatigue level for ``tal_now`` TAL left of ``tal_max``.

    At or below 50% Fatigued, at or below 25% Taxed, 0 Spent.
    """
    tal_max = validate.whole(tal_max, "tal_max", "TAL max", low=1, high=MOST_TAL)
    tal_now = validate.whole(tal_now, "tal_now", "TAL left", low=0, high=MOST_TAL)
    if tal_now > tal_max:
        validate.fail("tal_now", "TAL left", f"no more than the TAL max ({tal_max}), not {tal_now}.")
    if tal_now == 0:
        level = "spent"
    elif tal_now * 4 <= tal_max:
        level = "taxed"
    elif tal_now * 2 <= tal_max:
        level = "fatigued"
    else:
        level = "fresh"
    return _state(level, tal_max, tal_now)


def fatigue_level(tal_max: object, tal_now: object) -> str:
    """"fresh", "fatigued", "taxed" or "spent" for the TAL left of a maximum."""
    return read_fatigue(tal_max, tal_now).level
