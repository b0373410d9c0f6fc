"""Unconsciousness and healing."""

# T15 Unconsciousness Duration, seed 000 l.180-193: (roll plus damage, duration as printed).
UNCONSCIOUSNESS_RULE = (  # l.182
    "Roll %. If the damage taken took the character's last deep hit point, double the die roll. "
    "Add the damage that the character took to this roll, then look on the following chart:"
)
UNCONSCIOUSNESS_HEADERS = ("Roll", "Duration of Unconsciousness")
UNCONSCIOUSNESS: tuple[tuple[str, str], ...] = (
    ("01-33", "1d10 minutes"),
    ("34-67", "1d10 x 10 minutes"),
    ("68-100", "1d10 hours"),
    ("101-110", "1d10 days"),
    ("111-116", "Dead in 1d10 days"),
    ("117-122", "Dead in 1d10 hours"),
    ("123-128", "Dead in 1d10 x 10 minutes"),
    ("129-134", "Dead in 1d10 minutes"),
    ("135+", "Instant Death"),
)
# What each row of T15 says, by the row (in the order printed), beside its printed words: its key,
# the 1d10 of its duration times so many (0: Instant Death, no duration), the unit counted, and
# whether the character dies at its end (l.189-193).
UNCONSCIOUSNESS_ROWS: tuple[tuple[str, int, str, bool], ...] = (
    ("minutes", 1, "minutes", False),
    ("tens_of_minutes", 10, "minutes", False),
    ("hours", 1, "hours", False),
    ("days", 1, "days", False),
    ("dead_in_days", 1, "days", True),
    ("dead_in_hours", 1, "hours", True),
    ("dead_in_tens_of_minutes", 10, "minutes", True),
    ("dead_in_minutes", 1, "minutes", True),
    ("instant_death", 0, "", True),
)

# T16 Healing Damage, seed 000 l.195-201: the DHP rows, (HP type, activity, key, healing as
# printed, times the Constitution Rolls), and the SHP row on the file's last line (l.201).
HEALING_HEADERS = ("HP Type", "Activity", "Healing")
HEALING: tuple[tuple[str, str, str, str, int], ...] = (
    ("DHP's", "Normal activity", "normal", "Gain Constitution Rolls per day", 1),
    ("DHP's", "Full day of rest", "rest", "Gain Constitution Rolls times two per day", 2),
    ("DHP's", "In care of physician or healer", "physician",
     "Gain Constitution Rolls times three per day", 3),
)
SHP_HEALING: tuple[str, str, str] = (  # l.201
    "SHP's", "No fighting or strenuous activity", "Gain one point every 10 minutes.",
)
SHP_MINUTES_PER_POINT = 10  # l.201 "Gain one point every 10 minutes"
