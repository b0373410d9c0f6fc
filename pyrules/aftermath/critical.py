"""Critical hits (A1 enhancement tables) and the Critical Effect Table (A2) with its explanations."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.combat import (
    CRITICAL_EFFECTS,
    EFFECT_EXPLANATIONS,
    GUN_ENHANCEMENT_ROWS,
    MELEE_ENHANCEMENT_ROWS,
    EffectKey,
)
from pyrules.core import validate
from pyrules.core.rounding import round_half_up
from pyrules.core.tables import RangeTable, Row


MELEE_ENHANCEMENT: RangeTable[tuple[str, int]] = RangeTable(
    "Critical Hit Enhancement",
    [(printed, (text, add)) for printed, text, add in MELEE_ENHANCEMENT_ROWS],
    die="d20",
    unit="roll",
)

GUN_ENHANCEMENT = {kind: (text, dice) for kind, text, dice in GUN_ENHANCEMENT_ROWS}


# Each row's value: the effect's key and the row as printed ("Daze.").
CRITICAL_EFFECT_TABLE: RangeTable[tuple[EffectKey, str]] = RangeTable(
    "Critical Effect Table", [(d100, (key, printed)) for key, d100, printed in CRITICAL_EFFECTS], die="d100")

EFFECT_KEYS: tuple[EffectKey, ...] = tuple(key for key, _, _ in CRITICAL_EFFECTS)  # mildest first
# Each effect's name as the table prints it, without its full stop: "No special effect" .. "Lethal".
EFFECT_NAME: dict[EffectKey, str] = {key: text.rstrip(".") for key, _, text in CRITICAL_EFFECTS}
EFFECT_NAMES = tuple(EFFECT_NAME.values())


@dataclass(frozen=True)
class Enhancement:
    """A critical hit enhancement roll for a hand-to-hand or muscle powered weapon."""

    roll: int
    printed: str
    wdm_bonus: int
    row: Row[tuple[str, int]]


def melee_enhancement(roll: int) -> Enhancement:
    """The WDM bonus of a critical hit with a hand-to-hand or muscle powered missile weapon (d20)."""
    roll = validate.whole(roll, "roll", "Enhancement roll", low=1, high=20)
    row = MELEE_ENHANCEMENT.lookup(roll)
    text, add = row.value
    return Enhancement(roll, text, add, row)


def gun_enhancement(kind: str) -> tuple[str, str | None]:
    """The printed enhancement of a gun critical hit ("Pistol", "Rifle", "Burst") and its BDG dice."""
    kind = validate.choice(kind, "kind", tuple(GUN_ENHANCEMENT), "Gun critical kind")
    return GUN_ENHANCEMENT[kind]


@dataclass(frozen=True)
class CriticalEffect:
    """A Critical Effect roll: the d100, the Damage Done (and any bonus) added, and the effect:
    ``key`` the one the rules know it by ("daze"), ``effect`` its name as the table prints it
    ("Daze")."""

    roll: int
    damage_done: int
    bonus: int
    total: int
    read_as: int
    key: EffectKey
    effect: str
    printed: str
    explanation: tuple[str, ...]
    row: Row[tuple[EffectKey, str]]

    @property
    def capped(self) -> bool:
        """True when the sum ran past 100 and reads as the last row."""
        return self.total > self.read_as


def read_critical_effect(roll: int, damage_done: int = 0, bonus: int = 0) -> CriticalEffect:
    """Roll + Damage Done (+ any bonus, such as the +30 of a missile special effect) on the table.

    A sum above 100 reads as the last row (Lethal).
    """
    roll = validate.percentile(roll, "roll", "Roll")
    damage_done = validate.whole(damage_done, "damage_done", "Damage done", low=0)
    bonus = validate.whole(bonus, "bonus", "Bonus", low=0)
    total = roll + damage_done + bonus
    read_as = min(total, 100)
    row = CRITICAL_EFFECT_TABLE.lookup(read_as)
    key, printed = row.value
    return CriticalEffect(roll, damage_done, bonus, total, read_as, key, EFFECT_NAME[key], printed,
                          EFFECT_EXPLANATIONS[key], row)


def critical_effect(roll: int, damage_done: int = 0) -> str:
    """The effect name for a d100 roll plus Damage Done: "No special effect" .. "Lethal"."""
    return read_critical_effect(roll, damage_done).effect


def where_it_lands(effect: EffectKey, limb: bool) -> str:
    """What a Disable or a Lethal effect (by its key) does where the blow landed (l.26-28, 36-37); ""
    for the others."""
    if effect == "lethal":
        return "automatic Sever" if limb else "death"
    if effect == "disable":
        if limb:
            return "the limb is useless for the rest of the combat; a HLH AST each hour of game time regains it"
        return ("Health Saving Throw: failure is a System Shock; a save in the Ability range Stunned, in the "
                "Critical range Dazed, for the rest of the combat")
    return ""


def trauma_lethal(damage_done: int) -> int:
    """The regular Lethal damage a Trauma adds: half the Damage Done, rounded half up (l.30)."""
    damage_done = validate.whole(damage_done, "damage_done", "Damage done", low=0)
    return round_half_up(Fraction(damage_done, 2))
