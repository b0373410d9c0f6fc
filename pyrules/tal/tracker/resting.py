"""Healing over time (T16, T3): what a TAL combatant's rest heals as the game clock runs.

One SHP every 10 minutes of no fighting or strenuous activity (l.201: resting, asleep or
unconscious), DHP per full day by activity (Constitution Rolls × 1, 2 or 3), TAL per hour of rest,
sleep or unconsciousness (× Power Rolls): each said as a reminder for the game master to apply.
SHP and TAL count the time actually spent so: the part of a 10 minutes or an hour not yet complete
is kept in the combatant's stats (``stats.BANK``) for the next time the clock runs, and lost when
the combatant becomes active (or, for TAL, changes from rest to sleep or the like).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from pyrules.core import validate
from pyrules.core.encounter.model import Combatant, Prompt
from pyrules.core.encounter.plugins import every
from pyrules.tal.data.injury import SHP_MINUTES_PER_POINT
from pyrules.tal.healing_damage import plan_healing
from pyrules.tal.recovery import recover
from pyrules.tal.states import UNIT_SECONDS
from pyrules.tal.tracker.pools import TalPools
from pyrules.tal.tracker.standing import TalStandingRules
from pyrules.tal.tracker.stats import BANK, stat

SHP_SECONDS = SHP_MINUTES_PER_POINT * 60  # one SHP every 10 minutes (T16, l.201)
HOUR = UNIT_SECONDS["hours"]
DAY = UNIT_SECONDS["days"]

# What a combatant is doing through a span of game time: the stat "Doing", or "out" (unconscious or dying).
Doing = Literal["active", "resting", "asleep", "out"]
# TAL Recovery (T3) row for each way of resting; "Normal meal" and "Snack" are not time: the TAL tool has them.
_RECOVERY = {"resting": ("rest", "hour of rest", "hours of rest"),
             "asleep": ("sleep", "hour of sleep", "hours of sleep"),
             "out": ("unconscious", "hour of unconsciousness", "hours of unconsciousness")}
RESTING: tuple[Doing, ...] = ("resting", "asleep", "out")  # no fighting or strenuous activity (l.201)
_ACTIVITIES = tuple(activity for activity, _one, _many in _RECOVERY.values())

Span = tuple[Doing, int, int]  # (doing, from, to) in game seconds


@dataclass(frozen=True)
class Rest:
    """Time spent with no fighting or strenuous activity, as a pass of time ends it."""

    tens: int                       # whole 10 minutes completed: SHP healed
    hours: tuple[tuple[Doing, int], ...]  # whole hours completed, by what the character was doing
    shp: int                        # seconds towards the next SHP
    tal: int                        # seconds towards the next hour of TAL recovery
    tal_as: str                     # the T3 activity of that hour ("rest", "sleep", "unconscious"), "" if none


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def _seconds(value: object, period: int) -> int:
    """A stored count of seconds towards ``period``: 0 if it is not one (a hand-edited save)."""
    seconds = validate.kept_whole(value, low=0, high=period - 1)
    return 0 if seconds is None else seconds


def count(spans: list[Span], period: int, doing: tuple[Doing, ...]) -> int:
    """How many times a check every ``period`` seconds falls due in the spans spent ``doing`` one of these."""
    return sum(every(period, a, b) for what, a, b in spans if what in doing)


def banked(c: Combatant, rested: Rest, clock: int) -> Combatant:
    """The combatant with its rest counted up to ``clock`` in its stats; itself if nothing changes."""
    bank = {"rested_at": clock, "rested_shp": rested.shp, "rested_tal": rested.tal, "rested_as": rested.tal_as}
    if not rested.shp and not rested.tal:
        if not any(key in c.stats for key in BANK):
            return c
        return replace(c, stats={k: v for k, v in c.stats.items() if k not in BANK})
    return replace(c, stats={**c.stats, **bank})


class Resting:
    """What a combatant's time spent resting, asleep or unconscious heals, read from its pools and
    whether it is down (its standing)."""

    def __init__(self, pools: TalPools, standing: TalStandingRules) -> None:
        self.pools = pools
        self.standing = standing

    def spans(self, combatant: Combatant, elapsed_from: int, elapsed_to: int) -> list[Span]:
        """The game time (from, to] cut where the combatant comes to or dies: [(doing, from, to)].

        ``doing`` is "out" (unconscious or dying), or the stat "Doing" (active, resting,
        asleep) while awake, and after the "Until" time of one who comes to. Time after
        a dying combatant's "Until", and a dead one's, is left out.
        """
        down = self.standing.down(combatant)
        if down.state == "dead":
            return []
        doing: Doing = stat(combatant, "rest")
        if down.state == "awake":
            return [(doing, elapsed_from, elapsed_to)]
        if down.until is None or down.until >= elapsed_to:
            return [("out", elapsed_from, elapsed_to)]
        after: list[Span] = [] if down.state == "dying" else [(doing, max(elapsed_from, down.until), elapsed_to)]
        if down.until <= elapsed_from:
            return after
        return [("out", elapsed_from, down.until), *after]

    def rest(self, combatant: Combatant, elapsed_from: int, elapsed_to: int) -> Rest:
        """The time (from, to] spent with no fighting or strenuous activity, added to what was counted before.

        What a combatant had counted is used only when it was counted up to ``elapsed_from``
        (a clock put back, or a copy from another encounter, starts afresh).
        """
        stats = combatant.stats
        counted = stats.get("rested_at") == elapsed_from
        shp = _seconds(stats.get("rested_shp"), SHP_SECONDS) if counted else 0
        tal = _seconds(stats.get("rested_tal"), HOUR) if counted else 0
        rested_as = stats.get("rested_as")
        tal_as = rested_as if counted and isinstance(rested_as, str) and rested_as in _ACTIVITIES else ""
        tens, hours = 0, []
        spans = self.spans(combatant, elapsed_from, elapsed_to)
        if not spans:  # dead
            shp = tal = 0
        for doing, start, end in spans:
            if doing not in RESTING:
                shp = tal = 0
                tal_as = ""
                continue
            shp += end - start
            tens += shp // SHP_SECONDS
            shp %= SHP_SECONDS
            activity = _RECOVERY[doing][0]
            if activity != tal_as:
                tal, tal_as = 0, activity
            tal += end - start
            if tal >= HOUR:
                hours.append((doing, tal // HOUR))
            tal %= HOUR
        if self.pools.left(combatant, "SHP") + tens >= self.pools.resource(combatant, "SHP").maximum:
            shp = 0  # healed by then: the next wound starts a fresh 10 minutes
        tal_max = stat(combatant, "tal_max")
        if not tal_max or self.pools.left(combatant, "TAL") + sum(
                self._tal_rate(combatant, d) * n for d, n in hours) >= tal_max:
            tal, tal_as = 0, ""
        return Rest(tens, tuple(hours), shp, tal, tal_as if tal else "")

    def shp_back(self, c: Combatant, tens: int) -> list[Prompt]:
        """One SHP every 10 minutes of no fighting or strenuous activity (T16, l.201)."""
        now = self.pools.left(c, "SHP")
        gain = min(tens, self.pools.resource(c, "SHP").maximum - now)
        if gain <= 0:
            return []
        return [Prompt(f"{c.name} heals {gain} SHP at rest (1 per {SHP_MINUTES_PER_POINT} minutes × {tens}): "
                       f"SHP {now} → {now + gain}.")]

    def _tal_rate(self, c: Combatant, doing: Doing) -> int:
        """TAL recovered in an hour of rest, sleep or unconsciousness: the T3 entry × Power Rolls."""
        back = recover(_RECOVERY[doing][0], stat(c, "power"))
        return back.per_power_roll * back.power.rolls

    def tal_back(self, c: Combatant, hours: tuple[tuple[Doing, int], ...]) -> list[Prompt]:
        """TAL per hour of rest, sleep or unconsciousness × Power Rolls (T3), up to TAL max."""
        tal_max = stat(c, "tal_max")
        if not tal_max:
            return []
        start = now = self.pools.left(c, "TAL")
        parts = []
        for doing, hours_of in hours:
            if not hours_of or now >= tal_max:
                continue
            _activity, one, many = _RECOVERY[doing]
            back = recover(_RECOVERY[doing][0], stat(c, "power"))
            rolls = _plural(back.power.rolls, "Power Roll")
            parts.append(f"{_plural(hours_of, one, many)}: {back.per_power_roll} × {rolls}")
            now = min(tal_max, now + hours_of * back.per_power_roll * back.power.rolls)
        if now == start:
            return []
        return [Prompt(f"{c.name} recovers {now - start} TAL ({'; '.join(parts)}): TAL {start} → {now}.")]

    def dhp_back(self, c: Combatant, days: int) -> list[Prompt]:
        """DHP per full day: Constitution Rolls × 1, 2 or 3 by activity (T16)."""
        now = self.pools.left(c, "DHP")
        lost = self.pools.resource(c, "DHP").maximum - now
        if not days or lost <= 0:
            return []
        plan = plan_healing(stat(c, "constitution"), stat(c, "care"), dhp_lost=lost)
        gain = min(lost, days * plan.dhp_per_day)
        rolls = _plural(plan.constitution.rolls, "Constitution Roll")
        return [Prompt(f"{c.name} heals {gain} DHP ({_plural(days, 'day')}, {plan.activity.lower()}: "
                       f"{rolls} × {plan.times}): DHP {now} → {now + gain}.")]
