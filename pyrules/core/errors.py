"""The one exception family every user error in pyrules belongs to, and how a message repeats input."""

from __future__ import annotations

from numbers import Rational  # a Fraction is one; importing fractions itself costs a start-up

# The most of a player's input a message ever repeats back.
SHOWN_LIMIT = 24
# Whole numbers longer than this are refused before Python is asked to read or print them
# (CPython refuses past 4,300 digits with a plain ValueError).
MAX_DIGITS = 18


class RulesError(ValueError):
    """A user error: bad notation, a value off a table, an unknown name.

    The message is written for a player at the table, and the page shows it
    next to the field named by ``field`` (when the caller knows it).
    """

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field

    def __str__(self) -> str:
        return self.message


class FromNewerVersion(RulesError):
    """Data a newer version of pyrules saved, which this version cannot read: it is not damaged,
    and is kept as it is for that version to open."""


def shown(value: object) -> str:
    """A value as a message may repeat it: short, whatever its size, and never raising."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        if value.bit_length() > 60:
            return "a number that large" if value > 0 else "a number that small"
        return str(value)
    if isinstance(value, Rational):  # a Fraction (ints were shown above)
        # typeshed's Rational has no __gt__ and its abs() is only "real-like"; a Fraction has both.
        if abs(value) >= 10**18:  # type: ignore[operator]
            return "a number that large" if value > 0 else "a number that small"  # type: ignore[operator]
        value = float(value)
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e18:
            return str(int(value))
        return f"{value:g}"
    text = str(value).strip() if isinstance(value, str) else type(value).__name__
    return text if len(text) <= SHOWN_LIMIT else text[: SHOWN_LIMIT - 1] + "…"
