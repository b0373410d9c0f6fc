"""A game-clock reading as a tracker stat: "42:00" or "1:05:00", as the tracker's clock shows it.

The tracker keeps game time in seconds from the encounter's start and shows it
as "m:ss" under an hour and "h:mm:ss" past it (core ``clock_text``). The TAL
plug-in stores when a character's unconsciousness ends in the same form, so a
player can read it off the clock line and type it in the edit form.
"""

from __future__ import annotations

from typing import Any

from pyrules.core import validate
from pyrules.core.encounter.turns import clock_text
from pyrules.core.errors import shown
from pyrules.core.fields import Field

EXAMPLE = "as the clock shows it: 42:00 or 1:05:00"


def clock_seconds(text: Any, field: str = "until", label: str = "Game time") -> int:
    """The seconds of a clock reading: "42:00" is 2520, "1:05:00" is 3900; a RulesError names ``field``."""
    if not isinstance(text, str):
        validate.fail(field, label, f"write it {EXAMPLE}.")
    parts = text.strip().split(":")
    if len(parts) not in (2, 3) or not all(p.isdigit() and p.isascii() for p in parts):
        validate.fail(field, label, f"write it {EXAMPLE} (not “{shown(text.strip())}”).")
    numbers = [int(p) for p in parts]
    if any(n >= 60 for n in numbers[1:]) or any(len(p) != 2 for p in parts[1:]):
        validate.fail(field, label, f"minutes and seconds run 00 to 59: write it {EXAMPLE}.")
    seconds = 0
    for n in numbers:
        seconds = seconds * 60 + n
    return seconds


def clock_reading(seconds: int) -> str:
    """The clock reading for ``seconds``, as the tracker shows its clock."""
    return clock_text(seconds)


class ClockField(Field):
    """A text stat holding a game-clock reading (blank: none), stored as the clock prints it."""

    def parse(self, raw: Any) -> str:
        text = "" if raw is None else str(raw).strip()
        return clock_text(clock_seconds(text, self.name, self.label)) if text else ""
