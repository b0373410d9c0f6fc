"""The step-die ladder and the Difficulty numbers the reference assumes.

The reference (seed 003) rolls "Agility + Alertness" and speaks of "Skill
steps" and "Difficulty 7" without printing the ladder or the numbers. Every
value here is a published Cortex Classic rule, not in the reference, and
the app marks it so.
"""

from __future__ import annotations

# PUBLISHED_RULE: the die ladder, one rung per step, from d0 to d12+d12.
LADDER: tuple[str, ...] = (
    "d0", "d2", "d4", "d6", "d8", "d10", "d12",
    "d12+d2", "d12+d4", "d12+d6", "d12+d8", "d12+d10", "d12+d12",
)

# PUBLISHED_RULE: the Difficulty ladder, name and number.
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

# PUBLISHED_RULE: an extraordinary success meets the Difficulty + 7.
EXTRAORDINARY_MARGIN = 7

# PUBLISHED_RULE: a botch is every rolled die showing 1; it fails whatever the total.
BOTCH_FACE = 1
