"""Task Modifiers."""

from typing import Literal

# T14 Task Modifiers, seed 000 l.167-178: (difficulty, key, modifier) as printed; the
# transcription's <i> markup on the Average row is dropped.
TASK_HEADERS = ("Difficulty", "Modifier")
TASK_MODIFIERS: tuple[tuple[str, str, str], ...] = (
    ("Extremely easy", "extremely-easy", "No roll needed"),
    ("Very easy or routine", "very-easy", "+80 to skill"),
    ("Easy or assisted", "easy", "+40 to skill"),
    ("Average", "average", "No modifier"),
    ("Slightly challenging", "slightly-challenging", "+10 to roll"),
    ("Difficult", "difficult", "+30 to roll"),
    ("Very difficult", "very-difficult", "+50 to roll"),
    ("Extremely difficult", "extremely-difficult", "+70 to roll"),
    ("Nigh Impossible", "nigh-impossible", "+90 to roll"),
)
# What each row's modifier does, by the row's key, beside its printed words: no roll needed, nothing,
# or so much added to the skill or to the roll (l.170-178).
TASK_EFFECTS: dict[str, tuple[Literal["no_roll", "none", "skill", "roll"], int]] = {
    "extremely-easy": ("no_roll", 0),
    "very-easy": ("skill", 80),
    "easy": ("skill", 40),
    "average": ("none", 0),
    "slightly-challenging": ("roll", 10),
    "difficult": ("roll", 30),
    "very-difficult": ("roll", 50),
    "extremely-difficult": ("roll", 70),
    "nigh-impossible": ("roll", 90),
}
