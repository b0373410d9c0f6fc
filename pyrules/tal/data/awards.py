"""Plus Points."""

# T4 Plus Points, seed 000 l.28-33: (category, key, award as printed).
PLUS_POINTS_HEADERS = ("Category", "Award")
PLUS_POINTS: tuple[tuple[str, str, str], ...] = (
    ("Story progress", "story", "0-3"),
    ("Use of special abilities/skills", "abilities", "0-3"),
    ("Roleplaying", "roleplaying", "0-3"),
    ("Discretionary", "discretionary", "0-3"),
)
