"""Healing Damage (T16): DHP per day by activity; SHP one per 10 minutes.

"Constitution Rolls" is read as the Number of Rolls for the Constitution score
(T8). The SHP rate is not in the seed (it ends at l.200); issue 7 gives it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_choice, require_int
from pyrules.tal.ability_scores import NumberOfRolls, read_number_of_rolls
from pyrules.tal.data.injury import HEALING, SHP_MINUTES_PER_POINT
from pyrules.tal.explain import source

ACTIVITIES = tuple((key, name) for _hp, name, key, _text, _times in HEALING)
_ROWS = {key: (name, text, times, str(198 + i)) for i, (_hp, name, key, text, times) in enumerate(HEALING)}
CON_ROLLS_NOTE = "Constitution Rolls read as the Number of Rolls for the Constitution score (assumed, see errata)."
SHP_NOTE = "One SHP per 10 minutes: from issue 7; the seed's healing table ends before an SHP row."


@dataclass(frozen=True)
class HealingPlan:
    activity: str              # as printed
    healing: str               # as printed: "Gain Constitution Rolls times two per day"
    constitution: NumberOfRolls
    times: int
    dhp_per_day: int
    dhp_lost: int
    days: int                  # whole days until the DHP lost are back
    shp_lost: int
    shp_minutes: int           # minutes until the SHP lost are back
    source: str
    notes: tuple[str, ...]


def plan_healing(constitution, activity: str = "normal", dhp_lost=0, shp_lost=0) -> HealingPlan:
    """How long the lost DHP and SHP take to heal for an activity."""
    activity = require_choice(activity, "activity", [key for key, _ in ACTIVITIES])
    name, text, times, line = _ROWS[activity]
    con = read_number_of_rolls(constitution)
    dhp_lost = require_int(dhp_lost, "DHP lost", low=0)
    shp_lost = require_int(shp_lost, "SHP lost", low=0)
    per_day = con.rolls * times
    days = -(-dhp_lost // per_day)
    return HealingPlan(
        name, text, con, times, per_day, dhp_lost, days, shp_lost, shp_lost * SHP_MINUTES_PER_POINT,
        source(line), (CON_ROLLS_NOTE, SHP_NOTE),
    )
