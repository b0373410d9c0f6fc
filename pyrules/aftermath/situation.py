"""Situation modifiers: hand-to-hand (A3), missile weapons (A4), position on the DAT display (A5)
and target actions (A6)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import RulesError, require_choice, require_int
from pyrules.core.rounding import round_half_up
from pyrules.aftermath.data.combat import (
    HAND_TO_HAND,
    MISSILE,
    POSITION_ROWS,
    Situation,
    TARGET_ACTIONS,
    TARGET_HEXES,
    WEAPON_LENGTHS,
)


@dataclass(frozen=True)
class Modifier:
    """One modifier applied, with where it comes from."""

    source: str
    printed: str
    value: int


def _by_key(rows: tuple[Situation, ...]) -> dict[str, Situation]:
    return {row.key: row for row in rows}


HAND_TO_HAND_BY_KEY = _by_key(HAND_TO_HAND)
MISSILE_BY_KEY = _by_key(MISSILE)


def _checked(keys, table: dict[str, Situation], field: str) -> list[Situation]:
    if isinstance(keys, str) or not isinstance(keys, (list, tuple, set, frozenset)):
        raise RulesError("Situations must be a list of situation keys.", field)
    rows = []
    for key in keys:
        require_choice(key, "situation", tuple(table))
        rows.append(table[key])
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


def hand_to_hand_modifiers(situations) -> tuple[Modifier, ...]:
    """The BCS modifiers of the hand-to-hand situations chosen (keys of HAND_TO_HAND)."""
    return tuple(Modifier(row.printed, row.modifier, row.value)
                 for row in _checked(situations, HAND_TO_HAND_BY_KEY, "situations"))


def missile_modifiers(situations, damage_taken: int = 0) -> tuple[Modifier, ...]:
    """The BCS modifiers of the missile situations chosen.

    Hip fire changes the BCS used (Average BCS), not a modifier: it is left to the caller.
    "Damaged in that Combat Turn" is -(damage taken/2), rounded half up (the reference does
    not say how to round).
    """
    rows = _checked(situations, MISSILE_BY_KEY, "situations")
    damage_taken = require_int(damage_taken, "damage taken", low=0)
    out = []
    for row in rows:
        if row.key == "hip_fire":
            continue
        if row.key == "damaged":
            if damage_taken == 0:
                raise RulesError("“Damaged in that Combat Turn”: enter the damage taken.", "damage_taken")
            out.append(Modifier(f"{row.printed} ({damage_taken} taken)", row.modifier,
                                -round_half_up(damage_taken / 2)))
            continue
        out.append(Modifier(row.printed, row.modifier, row.value))
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
    length = require_choice(length, "weapon length", tuple(k for k, _ in WEAPON_LENGTHS))
    target_hex = require_choice(target_hex, "target hex", tuple(k for k, _ in TARGET_HEXES))
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
    action = require_choice(action, "target action", tuple(TARGET_ACTIONS))
    cda = require_int(cda, "CDA", low=0)
    if not isinstance(dodging, bool):
        raise RulesError("Dodging must be yes or no.", "dodging")
    printed, _, multiple = TARGET_ACTIONS[action]
    return TargetAction(action, printed, dodging, multiple + (1 if dodging else 0), cda)
