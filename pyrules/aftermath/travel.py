"""Aftermath! travel: the Movement Modifiers Chart with the day after (A18); the Stopping
Forward Motion Table (A17) is in ``stopping``.

The chart does not say how its modifiers combine. pyrules takes at most one
from each group (ground, light, weather, the day after) and multiplies them;
it says so on every answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.world import DAY_AFTER, DAY_AFTER_NAMES, MODIFIERS, PROLONGED_SNOW, SNOWS
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.rounding import written

_BY_KEY = {key: (text, pct) for key, text, pct in MODIFIERS}
GROUND = ("good-road", "poor-road", "ruined-road", "ruined-city", "built-up", "open", "rough", "woods", "forest")
LIGHT = ("night-dark", "night-dim", "night-good")
WEATHER = ("light-rain", "heavy-rain", "heavy-snow")

COMBINING = errata_gear.MOVEMENT_COMBINING.footnote
AFTER_LAST_DAY = errata_gear.LIGHT_SNOW_AFTER.footnote


def percent(text: str) -> Fraction:
    """A printed percentage ("75%") as a fraction (3/4)."""
    return Fraction(int(text.rstrip("%")), 100)


def show_percent(value: Fraction) -> str:
    """A fraction as a percentage: 3/8 -> "37.5%"."""
    return written(value * 100, 4) + "%"  # to a ten-thousandth, half up


@dataclass(frozen=True)
class DayAfter:
    """The day-after modifier: the schedule used and the day's row."""

    weather: str
    day: int
    days_of_weather: int
    schedule: tuple[str, ...]
    modifier: str
    past_printed: bool = False   # light snow after its printed day 2


def day_after(weather: str, day: int, days_of_weather: int = 1) -> DayAfter:
    """The modifier on ``day`` (1 = the first day after) once ``weather`` has stopped.

    Prolonged snow: each day of snow past the first adds a day at the worst penalty.
    """
    weather = validate.choice(weather, "weather", tuple(DAY_AFTER), "Weather")
    day = validate.whole(day, "day", "Day after", low=1, high=365)
    days = validate.whole(days_of_weather, "days", "Days of snow", low=1, high=365)
    if days > 1 and weather not in SNOWS:
        raise RulesError("Prolonged weather adds days only for snow; heavy rain has no such rule.", "days")
    printed = DAY_AFTER[weather]
    schedule = (printed[0],) * days + printed[1:]
    if day <= len(schedule):
        return DayAfter(weather, day, days, schedule, schedule[day - 1])
    return DayAfter(weather, day, days, schedule, "100%", past_printed=printed[-1] != "100%")


@dataclass(frozen=True)
class Movement:
    """A travel rate: each modifier used, their product, and the rate if a base was given."""

    modifiers: tuple[tuple[str, str], ...]   # (condition as printed, "75%")
    factor: Fraction
    base: float | Fraction | None
    rate: float | None
    day_after: DayAfter | None = None
    notes: tuple[str, ...] = ()


def movement(
    ground: str = "open",
    light: str | None = None,
    weather: str | None = None,
    after: str | None = None,
    day: int = 1,
    days_of_snow: int = 1,
    base: float | Fraction | None = None,
) -> Movement:
    """The Movement Modifiers Chart applied: ``ground`` one of GROUND, ``light`` one
    of LIGHT (None: daylight), ``weather`` one of WEATHER (None: clear), ``after``
    a weather that has stopped (heavy-rain, light-snow, heavy-snow) with ``day``
    and ``days_of_snow``; ``base`` a rate to scale.
    """
    ground = validate.choice(ground, "ground", GROUND, "Ground")
    used = [_BY_KEY[ground]]
    if light is not None:
        used.append(_BY_KEY[validate.choice(light, "light", LIGHT, "Light")])
    if weather is not None:
        used.append(_BY_KEY[validate.choice(weather, "weather", WEATHER, "Weather")])
    notes = [COMBINING]
    after_row = None
    if after is not None:
        after_row = day_after(after, day, days_of_snow)
        label = f"Day {after_row.day} after {DAY_AFTER_NAMES[after_row.weather]}"
        if after_row.days_of_weather > 1:
            label += f" ({after_row.days_of_weather} days of snow)"
        used.append((label, after_row.modifier))
        if after_row.weather == "heavy-snow":
            notes.append(errata_gear.SNOW_DAYS.footnote)
        if after_row.past_printed:
            notes.append(AFTER_LAST_DAY)
        if after_row.days_of_weather > 1:
            notes.append(PROLONGED_SNOW + ".")
    factor = Fraction(1)
    for _, pct in used:
        factor *= percent(pct)
    rate = None
    if base is not None:
        base = validate.quantity(base, "base", "Base rate", low=0, high=100_000)
        rate = float(Fraction(base).limit_denominator(100_000) * factor)
    return Movement(tuple(used), factor, base, rate, after_row, tuple(notes))
