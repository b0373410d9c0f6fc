"""Critical hits (A1 enhancement tables) and the Critical Effect Table (A2) with its explanations."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import require_choice, require_int, require_percentile
from pyrules.core.tables import RangeTable, Row

ENHANCEMENT_SOURCE = "002 l.3-14"
EFFECT_SOURCE = "002 l.15-40"

# Critical Hit Enhancement, hand-to-hand and muscle powered missile weapons, seed 002 l.7-11:
# (D20 as printed, enhancement as printed, WDM added).
MELEE_ENHANCEMENT_ROWS: tuple[tuple[str, str, int], ...] = (
    ("1-9", "+1 to WDM", 1),
    ("10-15", "+2 to WDM", 2),
    ("16-19", "+3 to WDM", 3),
    ("20", "+4 to WDM", 4),
)

MELEE_ENHANCEMENT: RangeTable[tuple[str, int]] = RangeTable(
    "Critical Hit Enhancement",
    [(printed, (text, add)) for printed, text, add in MELEE_ENHANCEMENT_ROWS],
    die="d20",
    unit="roll",
)

# Critical Hit Enhancement, guns, seed 002 l.8-10: (kind, printed text, dice added to BDG or None).
GUN_ENHANCEMENT_ROWS: tuple[tuple[str, str, str | None], ...] = (
    ("Pistol", "+ 1D10 to BDG", "1D10"),
    ("Rifle", "+ 2D10 to BDG", "2D10"),
    ("Burst", "all rounds hit plus the effect of 1D3 additional rounds.", None),
)
GUN_ENHANCEMENT = {kind: (text, dice) for kind, text, dice in GUN_ENHANCEMENT_ROWS}

# Seed 002 l.13: when the Critical Effect Table is rolled.
CRITICAL_EFFECT_RULE = (
    "Once the Damage Done is calculated, the Gamesmaster will roll on the Critical Effect Table if "
    "the Damage Potential has exceeded the Armor Value of the hit location. The Gamesmaster should "
    "add the Damage Done to the D100 that is rolled to determine Critical Effect."
)

# Critical Effect Table, seed 002 l.17-20: (D100 as printed, effect as printed).
CRITICAL_EFFECT_ROWS: tuple[tuple[str, str], ...] = (
    ("1-30", "No special effect."),
    ("31-55", "Daze."),
    ("56-75", "Stun."),
    ("76-87", "Disable."),
    ("88-95", "Trauma."),
    ("96-00", "Lethal."),
)

CRITICAL_EFFECT_TABLE: RangeTable[str] = RangeTable("Critical Effect Table", CRITICAL_EFFECT_ROWS, die="d100")

EFFECT_NAMES = tuple(text.rstrip(".") for _, text in CRITICAL_EFFECT_ROWS)

# Critical effect explanations, seed 002 l.22-39, as printed.
EFFECT_EXPLANATIONS: dict[str, tuple[str, ...]] = {
    "No special effect": (),
    "Daze": (
        "DAZE—The character's BCS and ODA are at 1/2 value until after the Action Phase on the next "
        "Combat Turn which has the same number as the phase on which the effect occurred.",
    ),
    "Stun": (
        "STUN — As above but the character may not initiate any attacks or fire any weapons. "
        "Additionally the character's Deftness and Speed are reduced to 1/2 value for that time "
        "period and the character will be treated as Dazed for the following Combat Turn.",
    ),
    "Disable": (
        "DISABLE — This is a numbing effect. If received in a limb, the character will lose the use "
        "of that limb for the rest of the combat. Health Ability Saving Throws may be made each hour "
        "of game time in order to regain use of the limb.",
        "If received in the head, neck or body the character must make Health Saving Throw. Failure "
        "indicates a System Shock. A save in the Ability range means the character will be Stunned "
        "for the rest of the combat. A save in the Critical range means that the character will be "
        "Dazed for the rest of the combat. A Health Ability Saving Throw can be attempted each hour "
        "of game time in order to eliminate these effects.",
    ),
    "Trauma": (
        "TRAUMA — The Damage Done is Critical Damage. The also receives one half the Damage Done as "
        "regular Lethal damage. A Health Ability Saving Throw is required or the character also "
        "receives a Disable Effect.",
        "The Critical Damage is also the percent chance of a Sever Effect. Severs to the head or neck "
        "are Death Blows. All other Severs will cause the character to bleed to death in a number of "
        "Combat Turns equal to the character's Health Group plus 1D6 unless cauterized or bandaged "
        "with a First Aid Skill BCS roll. Cauterization will automatically put the character into "
        "System Shock. A Health Ability Saving Throw is required for the character to survive the "
        "cauterization.",
        "Sever results due to things which do not cut are considered to have broken the bone. If the "
        "character fails a Health Ability Saving Throw, the result will be a compound fracture and he "
        "will be subject to bleeding to death, as if a normal Sever result had occurred.",
    ),
    "Lethal": (
        "LETHAL —To head, neck or torso: Death",
        "To a limb: Automatic Sever",
    ),
}

# Seed 002 l.39: applies to every effect above "No special effect".
SAVING_THROW_RULE = (
    "Player Characters and Personality Non-Player Characters are allowed a Health Ability Saving "
    "Throw to lower the Effect to the next less lethal category."
)


@dataclass(frozen=True)
class Enhancement:
    """A critical hit enhancement roll for a hand-to-hand or muscle powered weapon."""

    roll: int
    printed: str
    wdm_bonus: int
    row: Row


def melee_enhancement(roll: int) -> Enhancement:
    """The WDM bonus of a critical hit with a hand-to-hand or muscle powered missile weapon (d20)."""
    roll = require_int(roll, "enhancement roll", low=1, high=20)
    row = MELEE_ENHANCEMENT.lookup(roll)
    text, add = row.value
    return Enhancement(roll, text, add, row)


def gun_enhancement(kind: str) -> tuple[str, str | None]:
    """The printed enhancement of a gun critical hit ("Pistol", "Rifle", "Burst") and its BDG dice."""
    kind = require_choice(kind, "gun critical kind", tuple(GUN_ENHANCEMENT))
    return GUN_ENHANCEMENT[kind]


@dataclass(frozen=True)
class CriticalEffect:
    """A Critical Effect roll: the d100, the Damage Done (and any bonus) added, and the effect."""

    roll: int
    damage_done: int
    bonus: int
    total: int
    read_as: int
    effect: str
    printed: str
    explanation: tuple[str, ...]
    row: Row

    @property
    def capped(self) -> bool:
        """True when the sum ran past 100 and reads as the last row."""
        return self.total > self.read_as


def read_critical_effect(roll: int, damage_done: int = 0, bonus: int = 0) -> CriticalEffect:
    """Roll + Damage Done (+ any bonus, such as the +30 of a missile special effect) on the table.

    A sum above 100 reads as the last row (Lethal).
    """
    roll = require_percentile(roll, "roll")
    damage_done = require_int(damage_done, "damage done", low=0)
    bonus = require_int(bonus, "bonus", low=0)
    total = roll + damage_done + bonus
    read_as = min(total, 100)
    row = CRITICAL_EFFECT_TABLE.lookup(read_as)
    effect = row.value.rstrip(".")
    return CriticalEffect(roll, damage_done, bonus, total, read_as, effect, row.value,
                          EFFECT_EXPLANATIONS[effect], row)


def critical_effect(roll: int, damage_done: int = 0) -> str:
    """The effect name for a d100 roll plus Damage Done: "No special effect" .. "Lethal"."""
    return read_critical_effect(roll, damage_done).effect
