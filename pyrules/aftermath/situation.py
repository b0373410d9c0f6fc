"""Situation modifiers: hand-to-hand (A3), missile weapons (A4), position on the DAT display (A5)
and target actions (A6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from pyrules.aftermath.data import cite
from pyrules.aftermath.data.combat import (
    HAND_TO_HAND,
    HAND_TO_HAND_FIRST_LINE,
    MISSILE,
    MISSILE_FIRST_LINE,
    POSITION_ROWS,
    TARGET_ACTIONS,
    TARGET_HEXES,
    WEAPON_LENGTHS,
    Situation,
)
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.explain import Modifier
from pyrules.core.rounding import round_half_up

HAND_TO_HAND_BY_KEY = {row.key: row for row in HAND_TO_HAND}
MISSILE_BY_KEY = {row.key: row for row in MISSILE}
# The seed line of each row: one row a line.
LINE = {row.key: first + index for rows, first in ((HAND_TO_HAND, HAND_TO_HAND_FIRST_LINE), (MISSILE, MISSILE_FIRST_LINE))
        for index, row in enumerate(rows)}


def _checked(keys: object, table: dict[str, Situation], field: str) -> list[Situation]:
    """The rows chosen, in the table's order; rows that cannot both apply, or a row without the
    one it requires, are refused."""
    if isinstance(keys, str) or not isinstance(keys, (list, tuple, set, frozenset)):
        raise RulesError("Situations must be a list of situation keys.", field)
    rows = [table[validate.choice(key, field, tuple(table), "Situation")] for key in keys]
    rows.sort(key=lambda r: list(table).index(r.key))
    seen: dict[str, Situation] = {}
    for row in rows:
        if row.group and row.group in seen:
            raise RulesError(f"“{seen[row.group].printed}” and “{row.printed}” cannot both apply.", field)
        if row.group:
            seen[row.group] = row
    chosen = {row.key for row in rows}
    for row in rows:
        if row.requires and row.requires not in chosen:
            raise RulesError(f"“{row.printed}”: take “{table[row.requires].printed}” as well.", field)
    return rows


def _modifier(row: Situation, label: str | None = None, value: int | None = None) -> Modifier:
    """A row's modifier, known by the row's key (``Modifier.kind``)."""
    amount = row.value if value is None else value
    assert amount is not None  # the rows that print no number (hip fire, damaged) are given theirs or left out
    return Modifier(label or row.printed, amount, cite(LINE[row.key]), kind=row.key)


def hand_to_hand_modifiers(situations: Iterable[str]) -> tuple[Modifier, ...]:
    """The BCS modifiers of the hand-to-hand situations chosen (keys of HAND_TO_HAND)."""
    return tuple(_modifier(row) for row in _checked(situations, HAND_TO_HAND_BY_KEY, "situations"))


def missile_modifiers(situations: Iterable[str], damage_taken: int = 0) -> tuple[Modifier, ...]:
    """The BCS modifiers of the missile situations chosen.

    Hip fire changes the BCS used (Average BCS), not a modifier: it is left to the caller.
    "Damaged in that Combat Turn" is -(damage taken/2), rounded half up (the reference does
    not say how to round).
    """
    rows = _checked(situations, MISSILE_BY_KEY, "situations")
    damage_taken = validate.whole(damage_taken, "damage_taken", low=0)
    out = []
    for row in rows:
        if row.key == "hip_fire":
            continue
        if row.key == "damaged":
            if damage_taken == 0:
                raise RulesError("“Damaged in that Combat Turn”: enter the damage taken.", "damage_taken")
            out.append(_modifier(row, f"{row.printed} ({damage_taken} taken)", -round_half_up(damage_taken / 2)))
            continue
        out.append(_modifier(row))
    return tuple(out)


@dataclass(frozen=True)
class Position:
    """A position on the DAT display read on the table."""

    length: str
    hex: str
    printed: str
    strength_group_modifier: int
    secondary_strike: bool


def position_modification(length: str, target_hex: str) -> Position:
    """The Strength Group modification for a weapon length and the target's hex.

    RulesError when the table says "Not Allowed".
    """
    length = validate.choice(length, "length", WEAPON_LENGTHS, "Weapon length")
    target_hex = validate.choice(target_hex, "target_hex", TARGET_HEXES, "Target in")
    column = [k for k, _ in TARGET_HEXES].index(target_hex)
    for key, printed, values in POSITION_ROWS:
        if key == length:
            value = values[column]
            if value is None:
                raise RulesError(
                    f"{dict(WEAPON_LENGTHS)[length]} weapons may not attack a target in a "
                    f"{dict(TARGET_HEXES)[target_hex]} (Not Allowed).", "target_hex")
            return Position(length, target_hex, printed[column], value, not printed[column].endswith("*"))
    raise AssertionError("unreachable")  # pragma: no cover


@dataclass(frozen=True)
class TargetAction:
    """The target-action modifier: the target's CDA times the multiple for what it is doing."""

    action: str
    printed: str
    dodging: bool
    multiplier: int
    cda: int

    @property
    def penalty(self) -> int:
        return self.cda * self.multiplier


def target_action(action: str, cda: int, dodging: bool = False) -> TargetAction:
    """The CDA multiple of a target's action (still, walking, running, falling), +1 if dodging."""
    action = validate.choice(action, "target", tuple(TARGET_ACTIONS), "Target is")
    cda = validate.whole(cda, "cda", "CDA", low=0)
    dodging = validate.yes_no(dodging, "dodging", "Target dodging")
    printed, _, multiple = TARGET_ACTIONS[action]
    return TargetAction(action, printed, dodging, multiple + (1 if dodging else 0), cda)
