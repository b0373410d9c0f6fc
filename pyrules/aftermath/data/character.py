"""Character tables as seed 002 prints them: the Attribute Group Chart (A13), the Reaction Table (A14)
and the learning rate aids and hindrances (A19)."""

from __future__ import annotations

from dataclasses import dataclass

# ---------------------------------------------------------------- attributes

ATTRIBUTE_GROUP_LINES = "363-368"
ATTRIBUTE_GROUP_SOURCE = f"002 l.{ATTRIBUTE_GROUP_LINES}"
# Attribute Group Chart, seed 002 l.363-368: (rating as printed, group number, effect die as printed).
ATTRIBUTE_GROUP_ROWS: tuple[tuple[str, int, str], ...] = (
    ("0", 0, "none"),
    ("1-4", 1, "1D3"),
    ("5-14", 2, "1D6"),
    ("15-24", 3, "1D10"),
    ("25-34", 4, "2D6"),
    ("35-44", 5, "2D10"),
    ("45-54", 6, "2D10+1"),
    ("55-64", 7, "2D10+2"),
    ("65-74", 8, "2D10+2"),  # groups 7 and 8 are both 2D10+2, as published (erratum kept)
)


# ---------------------------------------------------------------- reaction

REACTION_LINES = "369-381"
REACTION_SOURCE = f"002 l.{REACTION_LINES}"


@dataclass(frozen=True)
class ReactionRow:
    """One printed row: the broad label it sits under, its own label, value and notes."""

    band: str
    description: str
    printed_value: str
    notes: str

    @property
    def value(self) -> int:
        return int(self.printed_value)


# Reaction Table, seed 002 l.369-381. The broad labels Poor, Mediocre and Good span two rows each
# (l.373-378); a row with one label is its own band (erratum A14).
REACTION_ROWS: tuple[tuple[str, ReactionRow], ...] = (
    ("01-05", ReactionRow("Bad", "Bad", "-6",
        "This is a very hostile reaction. It usually indicates the initiation of action if the "
        "overall reaction is unfriendly. If the overall reaction is friendly, it tends to indicate "
        "a lack of interest in continuing to deal with the Player Characters.")),
    ("06-15", ReactionRow("Poor", "Very Poor", "-4",
        "This is a negative reaction. It can indicate growing hostility.")),
    ("16-30", ReactionRow("Poor", "Poor", "-2",
        "This is a negative reaction. It signals a deteriorating relationship.")),
    ("31-45", ReactionRow("Mediocre", "Negative Indifference", "-1",
        "An undecided reaction with leanings to the negative.")),
    ("46-55", ReactionRow("Mediocre", "Indifference", "+0",
        "This reaction indicates no leanings in one direction or the other. In negotiations, it "
        "might call for a period to consider the situation.")),
    ("56-70", ReactionRow("Good", "Positive Indifference", "+1",
        "An undecided reaction with leanings to the positive.")),
    ("71-85", ReactionRow("Good", "Good", "+2",
        "This is a positive reaction. It can signal an improving relationship.")),
    ("86-95", ReactionRow("Very Good", "Very Good", "+4",
        "This is a positive reaction. It indicates growing friendliness and a willingness to agree.")),
    ("96-00", ReactionRow("Excellent", "Excellent", "+6",
        "This is a very positive reaction. It tends to indicate willingness and helpfulness. As an "
        "initial reaction it may indicate aid is offered freely and before it is requested.")),
)


# ---------------------------------------------------------------- learning

# Learning aids (002 l.487-492), as printed: key -> (aid, value).
AIDS: dict[str, tuple[str, str]] = {
    "expert-teacher": ("Expert Teacher", "1"),
    "gifted-teacher": ("Gifted Teacher", "1"),
    "talent-over-10": ("Character's Governing Talent is greater than 10", "1"),
    "local-language": ("Character is Studying a language in current local use", "1"),
    "extra-ammunition": (
        "Character is Studying a firearm Skill & expends one unit of ammunition over the required amount", "1*",
    ),
}
# Learning hindrances (002 l.494-505), as printed.
HINDRANCES: dict[str, tuple[str, str]] = {
    "solo-study": ("Solo Study (no teacher available)", "2"),
    "no-facilities": ("Proper facilities unavailable", "2"),
    "ancient-language": ("Character is studying an ancient language no longer in use", "2"),
    "talent-under-1": ("Character's Governing Talent for the Skill being Studied is less than 1", "2"),
    "teaching": ("Character is acting as a Teacher during the Study period", "3"),
    "not-improvable": ("The Skill being Studied is not a Freely Improvable Skill for the character", "2"),
    "wounded": ("Character is Wounded for at least part of the week", "2"),
    "seriously-wounded": ("Character is Seriously Wounded for at least part of the week", "3"),
    "no-prerequisite": ("Character does not have the required score in a Prerequisite Skill", "**"),
    "no-ammunition": (
        "Character does not make unit expenditure of ammunition while studying a firearm Skill", "2",
    ),
}
# Optional learning hindrances (002 l.507-510), as printed.
OPTIONAL: dict[str, tuple[str, str]] = {
    "skill-over-50": ("Current Skill score greater than 50", "2"),
    "skill-over-75": ("Current Skill score greater than 75", "3"),
}
# The table's marks (002 l.512-513).
MARKS = {"*": "Once per week only.", "**": "Study not allowed."}
# Choices that cannot both hold: (a, b, why).
CONFLICTS = (
    ("solo-study", "expert-teacher", "Solo Study means no teacher is available."),
    ("solo-study", "gifted-teacher", "Solo Study means no teacher is available."),
    ("talent-over-10", "talent-under-1", "The Governing Talent cannot be both over 10 and under 1."),
    ("local-language", "ancient-language", "A language cannot be both in local use and no longer in use."),
    ("extra-ammunition", "no-ammunition", "The character either expends ammunition while studying or does not."),
    ("wounded", "seriously-wounded", "Pick the worse wound only: Seriously Wounded."),
)


