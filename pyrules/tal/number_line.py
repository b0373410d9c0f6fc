"""The TAL number line: a letter to its TAL value (T1)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.errors import shown
from pyrules.tal.data.pool import NUMBER_LINE_FIRST, NUMBER_LINE_SECOND
from pyrules.tal.data import cite

_SUPERSCRIPTS = str.maketrans("¹²³⁴⁵⁶⁷⁸⁹", "123456789")


def letter_key(printed: str) -> str:
    """The machine key of a printed letter: "A ¹" is "A1", "W" is "W"."""
    return printed.translate(_SUPERSCRIPTS).replace(" ", "").upper()


@dataclass(frozen=True)
class LetterValue:
    """A letter read on the number line."""

    key: str        # "A1"
    printed: str    # "A ¹"
    value: int
    position: int   # 1 (W) .. 32 (A⁹), reading G to the right of H
    source: str


LINE: tuple[LetterValue, ...] = tuple(
    LetterValue(letter_key(printed), printed, value, index, cite("4-5" if index <= 16 else "6-7"))
    for index, (printed, value) in enumerate(NUMBER_LINE_FIRST + NUMBER_LINE_SECOND, start=1)
)
_BY_KEY = {entry.key: entry for entry in LINE}
LONGEST_LETTER = 8  # "A ⁹" with room for spaces


def read_letter(letter: object) -> LetterValue:
    """The number-line entry for a letter ("W", "a", "A1", "A¹", "A ¹")."""
    letter = validate.text(letter, "letter", "TAL letter", longest=LONGEST_LETTER)
    key = letter_key(letter)
    if key not in _BY_KEY:
        validate.fail("letter", "TAL letter", f"“{shown(letter)}” is not on the number line (W to A⁹).")
    return _BY_KEY[key]


def tal_value(letter: object) -> int:
    """The TAL value of a letter: ``tal_value("W") == 60``, ``tal_value("A9") == 0``."""
    return read_letter(letter).value
