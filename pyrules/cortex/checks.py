"""The checks the Cortex rules make on what they are handed, each naming its form field.

A refusal reads in the player's words ("Extra actions must be at most 12") and lands
beside the field it is about (``field``, "extra_actions"), whatever the input: the
messages come from ``pyrules.core.errors`` and never repeat more than a few characters
of it.
"""

from __future__ import annotations

from pyrules.core.errors import RulesError, require_choice, require_int


def whole(value, field: str, label: str, *, low: int | None = None, high: int | None = None) -> int:
    """``value`` as a whole number between ``low`` and ``high``; else RulesError on ``field``."""
    try:
        return require_int(value, label, low=low, high=high)
    except RulesError as error:
        raise RulesError(error.message, field) from None


def choice(value, field: str, label: str, choices) -> str:
    """``value`` if it is one of ``choices``; else RulesError on ``field`` listing them."""
    try:
        return require_choice(value, label, choices)
    except RulesError as error:
        raise RulesError(error.message, field) from None


def flag(value, field: str, label: str) -> bool:
    """``value`` if it is True or False; else RulesError on ``field``."""
    if not isinstance(value, bool):
        raise RulesError(f"{label} must be true or false.", field)
    return value
