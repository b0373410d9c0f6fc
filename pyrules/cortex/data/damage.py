"""Seed 003 l.37-48, written as the reference prints it: determining damage (C9)
and the damage effects (C10), with the numbers the rules modules use.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleRow:
    """A named rule as printed."""

    key: str
    name: str
    printed: str


# C9 Determining Damage (003 l.37-39)
DETERMINING_DAMAGE: tuple[RuleRow, ...] = (
    RuleRow(
        "basic",
        "Step 1: Basic Damage",
        "Attack roll – Difficulty = Damage. In most cases half is Stun, half is Wounds.",
    ),
    RuleRow("weapon", "Step 2: Add Weapon Damage", "Add weapon damage rating."),
)

# C10 Damage Effects: passing out, shock, seriously wounded, dying (003 l.41-48)
DAMAGE_EFFECTS: tuple[RuleRow, ...] = (
    RuleRow(
        "passing_out",
        "Passing Out",
        "When total Stun and Wounds exceed Life Points, you must roll Vitality + Willpower "
        "at Difficulty 7 to stay conscious. Each turn you take any action you must roll "
        "again, with a cumulative +4 Difficulty per turn.",
    ),
    RuleRow(
        "shock",
        "Shock",
        "If you’re already unconscious, record any further Stun damage as Shock Points. "
        "You can’t heal Stun damage as long as you have Shock Points. Once per hour, make "
        "a Vitality + Willpower roll at Difficulty 7 to change one Shock Point to ordinary "
        "Stun damage.",
    ),
    RuleRow(
        "seriously_wounded",
        "Seriously Wounded",
        "If you have Wound damage equal to or greater than half your Life Points, you take "
        "a –2 step penalty to all actions.",
    ),
    RuleRow(
        "dying",
        "Dying",
        "If you have Wound damage equal to or greater than your Life Points, you must make "
        "a Vitality + Willpower roll to stay alive. The first roll is at Difficulty 3. But "
        "you must roll once per minute, at cumulative +4 Difficulty each time.",
    ),
)

PASSING_OUT_DIFFICULTY = 7   # 003 l.42
PASSING_OUT_INCREASE = 4     # "cumulative +4 Difficulty per turn" (003 l.42)
SHOCK_DIFFICULTY = 7         # 003 l.44
SERIOUSLY_WOUNDED_STEPS = -2  # 003 l.46
DYING_DIFFICULTY = 3         # 003 l.48
DYING_INCREASE = 4           # "cumulative +4 Difficulty each time" (003 l.48)
