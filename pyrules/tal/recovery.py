"""TAL Recovery (T3): TAL recovered per Power Roll for each activity.

"TAL recovered per Power Rolls" is read as: the entry times the character's
Power Rolls, the Number of Rolls for the Power score (T8) — an assumption the
app states, as the reference does not spell it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.tal.ability_scores import NumberOfRolls, read_number_of_rolls
from pyrules.core import validate
from pyrules.tal.data.pool import RECOVERY
from pyrules.tal.fatigue import MOST_TAL
from pyrules.tal.data import cite

ACTIVITIES = tuple((key, name) for name, key, _tal in RECOVERY)
_ROWS = {key: (name, tal, str(22 + i)) for i, (name, key, tal) in enumerate(RECOVERY)}
MAX_COUNT = 1000
POWER_ROLLS_NOTE = "Power Rolls read as the Number of Rolls for the Power score (assumed, see errata)."
CAP_NOTE = "TAL does not rise above its maximum (assumed)."


@dataclass(frozen=True)
class Recovery:
    activity: str            # as printed
    per_power_roll: int
    power: NumberOfRolls
    count: int               # how many hours, meals or snacks
    recovered: int
    tal_now: int | None
    tal_max: int | None
    tal_after: int | None
    source: str
    notes: tuple[str, ...]


def recover(activity: str, power_score: object, count: object = 1, tal_now: object = None,
            tal_max: object = None) -> Recovery:
    """TAL recovered by ``count`` of an activity: entry x Power Rolls x count (Power 01-00)."""
    activity = validate.choice(activity, "activity", [key for key, _ in ACTIVITIES], "activity")
    name, per_roll, line = _ROWS[activity]
    power = read_number_of_rolls(validate.percentile(power_score, "power", "Power score"))
    count = validate.whole(count, "count", "How many", low=1, high=MAX_COUNT)
    recovered = per_roll * power.rolls * count
    notes = [POWER_ROLLS_NOTE]
    now = most = after = None
    if (tal_now is None) != (tal_max is None):
        validate.fail("tal_max", "TAL max", "give both TAL max and TAL left, or neither.")
    if tal_max is not None:
        most = validate.whole(tal_max, "tal_max", "TAL max", low=1, high=MOST_TAL)
        now = validate.whole(tal_now, "tal_now", "TAL left", low=0, high=most)
        after = min(most, now + recovered)
        if now + recovered > most:
            notes.append(CAP_NOTE)
    return Recovery(name, per_roll, power, count, recovered, now, most, after, cite(line), tuple(notes))
