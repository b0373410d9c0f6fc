"""Turn order: highest Basic Speed first, ties broken by the higher DX."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown

T = TypeVar("T")


def _second(row: Any) -> object:
    """A (name, speed, dx) row's speed."""
    return row[1]


def _third(row: Any) -> object:
    """A (name, speed, dx) row's DX."""
    return row[2]


def basic_speed(value: object) -> Fraction:
    """Basic Speed as an exact number (5.25, "5.75", Fraction(23, 4))."""
    if isinstance(value, bool):
        raise RulesError("Basic Speed must be a number, such as 5.75.", "basic_speed")
    try:
        if isinstance(value, (str, float)):
            speed = Fraction(str(value).strip())
        elif isinstance(value, (int, Fraction, Decimal)):
            speed = Fraction(value)
        else:
            raise TypeError(value)
    except (TypeError, ValueError, ZeroDivisionError, ArithmeticError):
        raise RulesError("Basic Speed must be a number, such as 5.75.", "basic_speed") from None
    if speed < 0 or speed > 100:
        raise RulesError(f"Basic Speed must be from 0 to 100 (got {shown(speed)}).", "basic_speed")
    return speed


def turn_order_key(speed: object, dx: object) -> tuple[Fraction, int]:
    """A key for ``sorted``: higher Basic Speed first, then higher DX."""
    return (-basic_speed(speed), -validate.whole(dx, "dx", low=0, high=99))


def turn_order(combatants: Iterable[T], speed: Callable[[T], object] = _second,
               dx: Callable[[T], object] = _third) -> list[T]:
    """Combatants in turn order (stable: a full tie keeps the order given)."""
    return sorted(combatants, key=lambda c: turn_order_key(speed(c), dx(c)))
