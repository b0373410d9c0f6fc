"""What the TAL calculators share: help texts, the fatigue choices, and how a form's values are read."""

from __future__ import annotations

import random
from typing import Any, Iterable

from pyrules.core import validate
from pyrules.core.explain import Modifier, signed
from pyrules.core.tables import percent
from pyrules.tal.fatigue import LABELS as FATIGUE_LABELS, LEVELS

PERCENT_HELP = "01 to 00 (00 is 100)."
ROLL_HELP = "Leave blank to roll. 00 is 100."
FATIGUE_CHOICES = tuple((level, FATIGUE_LABELS[level]) for level in LEVELS)


def d100(values: dict[str, Any], name: str, rng: random.Random) -> tuple[int, bool]:
    """A d100 the player typed in an optional field (its field reads 00 as 100), or one rolled now."""
    value = values.get(name)
    if value is None:
        return rng.randint(1, 100), True
    return value, False


def need(values: dict[str, Any], name: str, label: str) -> Any:
    """The value of a field this part of a calculator needs, though others leave it blank."""
    value = values.get(name)
    if value is None:
        validate.fail(name, label, "enter a value.")
    return value


def tal_pool(values: dict[str, Any]) -> tuple[int, int] | None:
    """The TAL pool (max, now) if both were given; None if neither."""
    tal_max, tal_now = values.get("tal_max"), values.get("tal_now")
    if tal_max is None and tal_now is None:
        return None
    if tal_max is None:
        validate.fail("tal_max", "TAL max", "enter a value (or clear TAL left).")
    if tal_now is None:
        validate.fail("tal_now", "TAL left", "enter a value (or clear TAL max).")
    return tal_max, tal_now


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def minutes_text(minutes: int) -> str:
    """ "40 min", "2 h", "1 h 40 min"."""
    hours, rest = divmod(minutes, 60)
    if not hours:
        return f"{rest} min"
    return f"{hours} h" + (f" {rest} min" if rest else "")


def roll_text(roll: int, modifiers: Iterable[Modifier]) -> str:
    """ "25 +30 +10" for a roll and its modifiers, "25" alone."""
    return " ".join([percent(roll)] + [signed(mod.value) for mod in modifiers])
