"""Task Modifiers."""

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
