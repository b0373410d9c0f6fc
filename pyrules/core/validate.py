"""Checks on what a player (or a stored file) hands the rules, each naming its field.

Every check takes the value, the ``field`` it came from (the form field's name, or a path in
stored data such as "combatants[2].hp") and, apart from it, the ``label`` a player reads
("Weapon skill"). A failure is a RulesError whose ``field`` is that name and whose message
starts with the label and never repeats more than a few characters of the input.

Where the caller words the refusal itself (a damaged file, a stored record, a link, a plug-in
that breaks its contract), the readers at the end answer the value read or None: ``typed_whole``
and ``typed_number`` read what a player typed, ``digits`` what a link or a storage key writes,
and ``kept_whole``, ``kept_number``, ``kept_text``, ``kept_flag``, ``kept_mapping`` and
``kept_list`` what stored data holds.
"""

from __future__ import annotations

import math
from numbers import Rational  # a Fraction is one; fractions itself costs a start tens of ms to import
from typing import TYPE_CHECKING, Any, Iterable, Literal, NoReturn, TypeVar, cast, overload

from pyrules.core.errors import MAX_DIGITS, RulesError, shown

if TYPE_CHECKING:  # the numbers' checks name numbers.Rational at run time: a Fraction is the one it meets
    from fractions import Fraction

MINUS_SIGNS = str.maketrans({"−": "-", "–": "-", "‒": "-"})

# A checked number: an int, a finite float or an exact Fraction.
Number = TypeVar("Number", bound=int | float | Rational)
# The options of a choice: keys, or (key, label) pairs.
Choices = Iterable[str | tuple[str, str]]


def label_of(field: str) -> str:
    """The label a field goes by when none is given: "damage_done" reads "Damage done"."""
    tail = field.rsplit(".", 1)[-1]
    return tail.replace("_", " ").capitalize() if tail else "Value"


def fail(field: str, label: str | None, what: str) -> NoReturn:
    """Raise the RulesError for ``field``: "Weapon skill: at least 1."."""
    raise RulesError(f"{label or label_of(field)}: {what}", field)


def _written(value: object) -> str:
    """A number in a message, briefly and with the minus sign answers use ("−3")."""
    text = shown(value)
    return "−" + text[1:] if text.startswith("-") else text


def _bounded(value: Number, field: str, label: str | None, low: float | None, high: float | None) -> Number:
    # typeshed's Rational has no __gt__ and compares to numbers it does not name (a Fraction
    # compares to any int or float): these comparisons are sound.
    if low is not None and value < low:  # type: ignore[operator]
        fail(field, label, f"at least {_written(low)} (not {_written(value)}).")
    if high is not None and value > high:  # type: ignore[operator]
        fail(field, label, f"at most {_written(high)} (not {_written(value)}).")
    return value


def whole(value: object, field: str, label: str | None = None, *, low: float | None = None,
          high: float | None = None) -> int:
    """A whole number, from an int or the text of one ("12", "−3", "+4"); bools are refused."""
    if isinstance(value, bool):
        fail(field, label, "enter a whole number.")
    if isinstance(value, str):
        text = value.strip().translate(MINUS_SIGNS)
        number = typed_whole(text)
        if number is None:
            if text.lstrip("+-").isdigit():
                fail(field, label, "that number is far too large.")
            fail(field, label, f"enter a whole number, not “{shown(value)}”." if text else "enter a whole number.")
        value = number
    elif isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")) or not value.is_integer():
            fail(field, label, f"enter a whole number, not {shown(value)}.")
        value = int(value)
    elif not isinstance(value, int):
        fail(field, label, "enter a whole number.")
    return _bounded(value, field, label, low, high)


def percentile(value: object, field: str, label: str | None = None, *, low: float | None = 1,
               high: float | None = 100) -> int:
    """A d100 result or percentile score: "00" is 100, as printed and rolled; a lone 0 is refused."""
    if isinstance(value, str) and value.strip() == "00":
        value = 100
    return whole(value, field, label, low=low, high=high)


def number(value: object, field: str, label: str | None = None, *, low: float | None = None,
           high: float | None = None, above: float | None = None,
           optional: bool = False) -> int | float | Fraction | None:
    """An int, a finite decimal ("5,5" and "5.5" are 5.5) or an exact Fraction, from ``low`` (or
    more than ``above``) to ``high``; blank only when ``optional``."""
    if value is None or (isinstance(value, str) and not value.strip()):
        if optional:
            return None
        fail(field, label, "enter a number.")
    if isinstance(value, str):
        text = value.strip().translate(MINUS_SIGNS)
        if len(text) > 2 * MAX_DIGITS:
            fail(field, label, "enter a shorter number.")
        typed = typed_number(text)
        if typed is None:
            fail(field, label, f"enter a number, not “{shown(value)}”.")
        value = typed
    read = kept_number(value, fraction=True)
    if read is None:
        fail(field, label, "enter a number.")
    if isinstance(read, int) and abs(read) >= 10 ** MAX_DIGITS:
        fail(field, label, "that number is far too large.")
    if above is not None and not read > above:
        fail(field, label, f"more than {_written(above)} (not {_written(read)}).")
    return _bounded(read, field, label, low, high)


@overload
def quantity(value: object, field: str, label: str | None = None, *, low: float | None = None,
             high: float | None = None, above: float | None = None, whole: Literal[True]) -> int: ...
@overload
def quantity(value: object, field: str, label: str | None = None, *, low: float | None = None,
             high: float | None = None, above: float | None = None, whole: bool = False) -> int | float | Fraction: ...
def quantity(value: object, field: str, label: str | None = None, *, low: float | None = None,
             high: float | None = None, above: float | None = None, whole: bool = False) -> int | float | Fraction:
    """A number a rule is handed as a number (an int, a finite float or a Fraction; only an int
    when ``whole``), from ``low`` (or more than ``above``) to ``high``. Text and bools are refused:
    what a player types is read by ``whole`` or ``number`` first."""
    read = kept_whole(value) if whole else kept_number(value, fraction=True)
    if read is None:
        fail(field, label, "enter a whole number." if whole else "enter a number.")
    if above is not None and not read > above:
        fail(field, label, f"more than {_written(above)} (not {_written(read)}).")
    return _bounded(read, field, label, low, high)


def _keys(choices: Choices) -> tuple[str, ...]:
    return tuple(c[0] if isinstance(c, tuple) else c for c in choices)


def choice(value: object, field: str, choices: Choices, label: str | None = None) -> str:
    """One of ``choices`` (keys, or (key, label) pairs)."""
    keys = _keys(choices)
    if isinstance(value, str) and value in keys:
        return value
    listed = ", ".join(keys) if len(keys) <= 8 else ", ".join(keys[:8]) + "…"
    fail(field, label, f"“{shown(value)}” is not one of the options ({listed}).")


def options(values: object, field: str, choices: Choices, label: str | None = None) -> frozenset[str]:
    """Any of ``choices``: a list, or the comma-separated text of one."""
    if values is None or values == "":
        return frozenset()
    if isinstance(values, str):
        values = values.split(",")
    if not isinstance(values, (list, tuple, set, frozenset)):
        fail(field, label, "choose from the listed options.")
    keys = set(_keys(choices))
    for value in values:
        if not isinstance(value, str) or value not in keys:
            fail(field, label, f"unknown option “{shown(value)}”.")
    return frozenset(values)


def text(value: object, field: str, label: str | None = None, *, longest: int, empty: bool = False) -> str:
    """Text, trimmed, at most ``longest`` characters; empty only when allowed."""
    if not isinstance(value, str):
        fail(field, label, "enter some text.")
    value = value.strip()
    if not value and not empty:
        fail(field, label, "enter some text.")
    if len(value) > longest:
        fail(field, label, f"at most {longest} characters.")
    return value


def dice(value: Any, field: str, label: str | None = None) -> str:
    """Dice notation as the player wrote it, checked ("3d6", "2D10+1", "d12+d4")."""
    from pyrules.core.dice import parse

    try:
        parse(value)
    except RulesError as error:
        raise RulesError(f"{label or label_of(field)}: {error.message}", field) from None
    assert isinstance(value, str)  # parse refuses anything else
    return value.strip()


def yes_no(value: object, field: str, label: str | None = None) -> bool:
    """A yes-or-no answer given as a bool (a rule's argument, not a checkbox's text)."""
    if not isinstance(value, bool):
        fail(field, label, "answer yes or no.")
    return value


def flag(value: object) -> bool:
    """A checkbox: ticked or not."""
    return value in (True, "true", "on", "1", 1)


class CheckedInput:
    """The base of a rule's input with many fields (``SkillInput``, ``GunAttackInput``): a frozen
    dataclass checked, and each field put in its normal form, once, when it is made.

    A subclass answers ``checked()``: each field's checked value by name, through the checks
    above (so a RulesError names the field at fault); the values replace what was given, and
    ``check_together()`` then checks what one field asks of another.
    """

    def __post_init__(self) -> None:
        for name, value in self.checked().items():
            object.__setattr__(self, name, value)
        self.check_together()

    def checked(self) -> dict[str, Any]:
        """Each field's checked value by name; a field left out keeps the value given."""
        return {}

    def check_together(self) -> None:
        """Checks across the checked fields; none unless a subclass has some."""


# Numbers whose refusal the caller words: each answers the number, or None for the caller to say
# what is damaged (a file, a stored record, a link) in its own words.

def typed_whole(text: str) -> int | None:
    """The whole number a player typed ("12", "-3", "+4", " 7 "), or None when it is not one or
    is far too long to be read."""
    if len(text.strip().lstrip("+-").lstrip("0")) > MAX_DIGITS:
        return None
    try:
        return int(text)
    except ValueError:
        return None


def typed_number(text: str) -> int | float | None:
    """The number a player typed: a whole number ("12"), else a decimal with a point or a comma
    ("5.25", "5,25", "1e3"); None when it reads as neither. "nan" and "inf" read as floats: the
    checks that follow refuse them."""
    text = text.strip().replace(",", ".")
    whole_ = typed_whole(text)
    if whole_ is not None:
        return whole_
    try:
        return float(text)
    except ValueError:
        return None


def digits(text: str, *, longest: int = MAX_DIGITS, high: int | None = None) -> int | None:
    """The whole number plain digits write, as a link or a storage key writes one ("0" to "9" only,
    at most ``longest`` of them: no sign, space or other script), up to ``high``; None otherwise."""
    if not (0 < len(text) <= min(longest, MAX_DIGITS)) or not text.isascii() or not text.isdigit():
        return None
    value = int(text)
    return value if high is None or value <= high else None


def kept_whole(value: object, *, low: int | None = None, high: int | None = None) -> int | None:
    """The whole number held where no one typed it (stored data, a plug-in's answer): an int (never
    a bool, a float or text) from ``low`` to ``high``; None for anything else."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    if (low is not None and value < low) or (high is not None and value > high):
        return None
    return value


@overload
def kept_number(value: object, *, fraction: Literal[False] = False, infinite: bool = False) -> int | float | None: ...
@overload
def kept_number(value: object, *, fraction: bool, infinite: bool = False) -> int | float | Fraction | None: ...
def kept_number(value: object, *, fraction: bool = False, infinite: bool = False) -> int | float | Fraction | None:
    """The number held where no one typed it (stored data, a rule's argument): an int or a float
    (and an exact Fraction when ``fraction``), never a bool or text; NaN is not a number, and an
    infinite float is one only when ``infinite``. None for anything else."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Rational) if fraction else (int, float)):
        return None
    if isinstance(value, float) and (math.isnan(value) or (not infinite and math.isinf(value))):
        return None
    return cast("int | float | Fraction", value)  # the Rational a Fraction


# What stored data holds besides numbers, read the same way: the value, or None for the caller to
# word the refusal (a backup file's parts).

def kept_text(value: object, *, longest: int | None = None) -> str | None:
    """The text held where no one typed it: a str, as it is (never trimmed), of at most ``longest``
    characters; None for anything else."""
    return value if isinstance(value, str) and (longest is None or len(value) <= longest) else None


def kept_flag(value: object) -> bool | None:
    """The yes or no held where no one typed it: a bool (never 0, 1 or text); None for anything else."""
    return value if isinstance(value, bool) else None


def kept_mapping(value: object) -> dict[str, Any] | None:
    """The object held where no one typed it (JSON's, by text keys); None for anything else."""
    return value if isinstance(value, dict) and all(isinstance(key, str) for key in value) else None


def kept_list(value: object) -> list[Any] | None:
    """The list held where no one typed it; None for anything else."""
    return value if isinstance(value, list) else None
