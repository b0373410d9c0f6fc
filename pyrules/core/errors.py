"""The one exception family every user error in pyrules belongs to, and the checks that raise it."""

from __future__ import annotations

from fractions import Fraction

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


def shown(value) -> str:
    """A value as a message may repeat it: short, whatever its size, and never raising."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        if value.bit_length() > 60:
            return "a number that large" if value > 0 else "a number that small"
        return str(value)
    if isinstance(value, Fraction):
        if abs(value) >= 10**18:
            return "a number that large" if value > 0 else "a number that small"
        value = float(value)
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e18:
            return str(int(value))
        return f"{value:g}"
    text = str(value).strip() if isinstance(value, str) else type(value).__name__
    return text if len(text) <= SHOWN_LIMIT else text[: SHOWN_LIMIT - 1] + "…"


def whole_number(text: str) -> int | None:
    """The whole number a player typed ("12", "-3", "+4"), or None if it is not one or far too long."""
    digits = text.strip().lstrip("+-").lstrip("0")
    if len(digits) > MAX_DIGITS:
        return None
    try:
        return int(text)
    except ValueError:
        return None


def require_int(value, name: str, *, low: int | None = None, high: int | None = None) -> int:
    """Return ``value`` as an int, or raise RulesError naming ``name``.

    Accepts ints and strings of digits (what a form field gives); refuses bools,
    floats with a fraction, and anything outside ``low..high``. The message never
    repeats more than a few characters of the input, however long it is.
    """
    if isinstance(value, bool):
        raise RulesError(f"{name} must be a whole number.", name)
    if isinstance(value, str):
        number = whole_number(value)
        if number is None:
            too_long = len(value.strip()) > MAX_DIGITS and value.strip().lstrip("+-").isdigit()
            if too_long:
                raise RulesError(f"{name}: that number is far too large.", name)
            raise RulesError(f"{name} must be a whole number, not “{shown(value)}”.", name)
        value = number
    elif isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")) or not value.is_integer():
            raise RulesError(f"{name} must be a whole number, not {shown(value)}.", name)
        value = int(value)
    elif not isinstance(value, int):
        raise RulesError(f"{name} must be a whole number.", name)
    if low is not None and value < low:
        raise RulesError(f"{name} must be at least {low} (got {shown(value)}).", name)
    if high is not None and value > high:
        raise RulesError(f"{name} must be at most {high} (got {shown(value)}).", name)
    return value


def require_percentile(value, name: str, *, low: int = 1, high: int = 100) -> int:
    """A d100 result or a percentile score as an int: "00" (as printed and rolled) is 100.

    A typed "0" is not "00": it is refused like any value below ``low``.
    """
    if isinstance(value, str) and value.strip() == "00":
        return require_int(100, name, low=low, high=high)
    return require_int(value, name, low=low, high=high)


def require_choice(value, name: str, choices):
    """Return ``value`` if it is one of ``choices``, else raise RulesError listing them."""
    if isinstance(value, str) and value in choices:
        return value
    listed = ", ".join(str(c) for c in choices)
    raise RulesError(f"Unknown {name} “{shown(value)}”: choose one of {listed}.", name)
