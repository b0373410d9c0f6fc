"""Published Cortex Classic rules the reference assumes but does not print,
as the notes the app shows beside the answers and tables that use them."""

from __future__ import annotations

from pyrules.core.reference import PUBLISHED_RULE
from pyrules.cortex.dice_ladder import DIFFICULTIES, EXTRAORDINARY_MARGIN, LADDER

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
