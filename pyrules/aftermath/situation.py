"""Situation modifiers: hand-to-hand (A3), missile weapons (A4), position on the DAT display (A5)
and target actions (A6)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import RulesError, require_choice, require_int
from pyrules.core.rounding import round_half_up

HAND_TO_HAND_SOURCE = "002 l.41-62"
MISSILE_SOURCE = "002 l.63-76"
POSITION_SOURCE = "002 l.77-88"
TARGET_ACTIONS_SOURCE = "002 l.89-98"


@dataclass(frozen=True)
class Situation:
    """One row of a situation modifier table.

    ``group`` names rows that cannot both apply (a target is prone or kneeling, not both);
    ``value`` is None where the row is not a number ("use Average BCS", "-(damage taken/2)").
    """

    key: str
    printed: str
    modifier: str
    value: int | None
    group: str | None = None
    requires: str | None = None


# Situation Modifier Table, hand-to-hand combat, seed 002 l.45-61, as printed.
# The asterisks of l.56-61 point to a footnote the reference does not print (erratum A3).
HAND_TO_HAND: tuple[Situation, ...] = (
    Situation("target_prone", "Target is prone", "+2", 2, "target_position"),
    Situation("attacker_prone", "Attacker is prone", "-10", -10, "attacker_position"),
    Situation("target_sitting", "Target is sitting or kneeling", "+2", 2, "target_position"),
    Situation("attacker_sitting", "Attacker is sitting or kneeling", "-5", -5, "attacker_position"),
    Situation("to_side", "Attacking to a Side or Long Side hex", "-5", -5, "attacking_to"),
    Situation("from_side", "Attacking from a Side or Long Side hex", "+5", 5, "attacking_from"),
    Situation("to_rear", "Attacking to a Rear hex", "-10", -10, "attacking_to"),
    Situation("from_rear", "Attacking from a Rear hex", "+10", 10, "attacking_from"),
    Situation("superior", "Attacking from a superior position such as a table or stairs, etc.", "+1", 1, "height"),
    Situation("inferior", "Attacking from an inferior position such as the reverse of the above", "-1", -1, "height"),
    Situation("dim", "In Dim light*", "-3", -3, "light"),
    Situation("poor_light", "In Poor light*", "-5", -5, "light"),
    Situation("dark", "In Darkness or Partially blind*", "-9", -9, "light"),
    Situation("blind", "Totally blind*", "-12", -12, "light"),
    Situation("wounded_50", "Attacker is over 50% wounded*", "-2", -2, "wounded"),
    Situation("wounded_75", "Attacker is over 75% wounded*", "-4", -4, "wounded"),
)

# Situation Modifier Table, missile weapons, seed 002 l.65-75, as printed.
MISSILE: tuple[Situation, ...] = (
    Situation("hip_fire", "Hip fire", "use Average BCS", None),
    Situation("damaged", "Damaged in that Combat Turn", "-(damage taken/2)", None),
    Situation("two_guns", "Firing a gun in each hand", "-1 to all shots", -1),
    Situation("surprised", "Surprised", "-2", -2),
    Situation("new_target", "Shooting at a newly acquired target", "-2", -2),
    Situation("stance", "In firing stance", "+1", 1),
    Situation("braced", "Braced weapon (requires firing stance)", "+1", 1, requires="stance"),
    Situation("sighted", "Sighted in (requires stance)", "+1", 1, requires="stance"),
    Situation("out_side", "Shooting out a side hex", "-2", -2, "shooting_out"),
    Situation("out_rear", "Shooting out a Rear hex", "-4", -4, "shooting_out"),
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


# Position on DAT Display Modification Table, seed 002 l.79-87: modification to Strength Group by
# weapon length (rows) and the hex the target is in (columns). None is "Not Allowed".
# Column headings as printed; the middle one lost a comma (erratum A5) and is read as TARGET_HEXES says.
POSITION_HEADINGS: tuple[str, str, str] = ("Character hex", "Front, Side Rear hex", "Long Front, Long Side hex")
TARGET_HEXES: tuple[tuple[str, str], ...] = (
    ("character", "Character hex"),
    ("front_side_rear", "Front, Side or Rear hex"),
    ("long", "Long Front, Long Side hex"),
)
WEAPON_LENGTHS: tuple[tuple[str, str], ...] = (
    ("XL", "Extra-Long"),
    ("L", "Long"),
    ("A", "Average"),
    ("S", "Short"),
)
# (length, printed cells, values: int or None for "Not Allowed", secondary strike allowed per column)
POSITION_ROWS: tuple[tuple[str, tuple[str, str, str], tuple[int | None, int | None, int | None]], ...] = (
    ("XL", ("-1", "0", "0*"), (-1, 0, 0)),
    ("L", ("-1", "0", "-1*"), (-1, 0, -1)),
    ("A", ("0", "0", "Not Allowed"), (0, 0, None)),
    ("S", ("1", "0", "Not Allowed"), (1, 0, None)),
)
POSITION_FOOTNOTE = "* No secondary strike allowed."


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


# Target Actions, seed 002 l.91-97: the multiple of the target's CDA.
TARGET_ACTIONS_TEXT = (
    "The movement rate of the target at the Action Phase when a shot is resolved will determine "
    "this modifier. It is always expressed as a multiple of the target's CDA, as follows:"
)
TARGET_ACTION_ROWS: tuple[tuple[str, str, str, int], ...] = (
    ("still", "Target not moving, in combat, or taking Combat Move", "CDA x 1", 1),
    ("walking", "Target Walking", "CDA x 2", 2),
    ("running", "Target Running", "CDA x 3", 3),
    ("falling", "Target Falling (Changing Position Downwards)", "CDA x 3", 3),
)
DODGING_ROW = ("Target Dodging", "Increase multiplier by 1")
TARGET_ACTIONS = {key: (printed, shown, multiple) for key, printed, shown, multiple in TARGET_ACTION_ROWS}


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
