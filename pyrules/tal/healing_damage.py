"""Healing Damage (T16): DHP per day by activity; SHP one point every 10 minutes.

"Constitution Rolls" is read as the Number of Rolls for the Constitution score
(T8). The SHP row is the seed's last line (l.201): one point every 10 minutes
with no fighting or strenuous activity.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.tal.ability_scores import NumberOfRolls, read_number_of_rolls
from pyrules.core import validate
from pyrules.tal.data.injury import HEALING, SHP_HEALING, SHP_MINUTES_PER_POINT
from pyrules.tal.data import cite

ACTIVITIES = tuple((key, name) for _hp, name, key, _text, _times in HEALING)
_ROWS = {key: (name, text, times, str(198 + i)) for i, (_hp, name, key, text, times) in enumerate(HEALING)}
SHP_CONDITION = SHP_HEALING[1]   # "No fighting or strenuous activity"
SHP_RATE = SHP_HEALING[2]        # "Gain one point every 10 minutes."
SHP_SOURCE = cite("201")
MOST_LOST = 9999
CON_ROLLS_NOTE = "Constitution Rolls read as the Number of Rolls for the Constitution score (assumed, see errata)."


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
    shp_minutes: int           # minutes of no fighting or strenuous activity until the SHP lost are back
    source: str
    shp_condition: str         # the SHP row's activity as printed: "No fighting or strenuous activity"
    shp_source: str
    notes: tuple[str, ...]


def plan_healing(constitution: object, activity: str = "normal", dhp_lost: object = 0,
                 shp_lost: object = 0) -> HealingPlan:
    """How long the lost DHP (by activity) and SHP (with no fighting or strenuous activity) take to heal."""
    activity = validate.choice(activity, "activity", [key for key, _ in ACTIVITIES], "activity")
    name, text, times, line = _ROWS[activity]
    con = read_number_of_rolls(validate.percentile(constitution, "constitution", "Constitution"))
    dhp_lost = validate.whole(dhp_lost, "dhp_lost", "DHP lost", low=0, high=MOST_LOST)
    shp_lost = validate.whole(shp_lost, "shp_lost", "SHP lost", low=0, high=MOST_LOST)
    per_day = con.rolls * times
    days = -(-dhp_lost // per_day)
    return HealingPlan(
        name, text, con, times, per_day, dhp_lost, days, shp_lost, shp_lost * SHP_MINUTES_PER_POINT,
        cite(line), SHP_CONDITION, SHP_SOURCE, (CON_ROLLS_NOTE,),
    )
