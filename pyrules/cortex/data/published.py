"""Published Cortex Classic rules the reference assumes but does not print.

The reference (seed 003) rolls "Agility + Alertness" and speaks of "Skill steps" and
"Difficulty 7" without printing the die ladder or the Difficulty numbers. Every value
here is a published rule, not in the reference, and each comes with the note that
marks it so beside the answers and tables that use it.
"""

from __future__ import annotations

from pyrules.core.reference import PUBLISHED_RULE

# The die ladder, one rung per step, from d0 to d12+d12.
LADDER: tuple[str, ...] = (
    "d0", "d2", "d4", "d6", "d8", "d10", "d12",
    "d12+d2", "d12+d4", "d12+d6", "d12+d8", "d12+d10", "d12+d12",
)

# The Difficulty ladder, name and number.
DIFFICULTIES: tuple[tuple[str, int], ...] = (
    ("Easy", 3),
    ("Average", 7),
    ("Hard", 11),
    ("Formidable", 15),
    ("Heroic", 19),
    ("Incredible", 23),
    ("Ridiculous", 27),
    ("Impossible", 31),
)

# An extraordinary success meets the Difficulty + 7.
EXTRAORDINARY_MARGIN = 7

# A botch is every rolled die showing 1; it fails whatever the total.
BOTCH_FACE = 1

LADDER_NOTE = (
    f"{PUBLISHED_RULE} Die ladder: {', '.join(LADDER)}; a step moves one rung. "
    "A d0 adds nothing to a roll."
)
DIFFICULTY_NOTE = f"{PUBLISHED_RULE} Difficulties: " + ", ".join(f"{n} {v}" for n, v in DIFFICULTIES) + "."
EXTRAORDINARY_NOTE = (
    f"{PUBLISHED_RULE} Extraordinary success: the Difficulty + {EXTRAORDINARY_MARGIN} or more. "
    "Botch: every die shows 1, a failure whatever the total."
)
ROLL_NOTE = (
    f"{PUBLISHED_RULE} A roll is attribute die + skill die; a specialty die replaces the general skill."
)
LIFE_POINTS_NOTE = f"{PUBLISHED_RULE} Life Points = Vitality die max + Willpower die max."
WEAPON_TYPE_NOTE = (
    f"{PUBLISHED_RULE} A weapon's damage is Wound (W), Stun (S) or Basic (B, split like basic damage)."
)
