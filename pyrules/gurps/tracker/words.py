"""Words the GURPS tracker makes from the tables as printed: a maneuver's name as a label."""

from __future__ import annotations

LOWER_WORDS = ("and", "or")  # the words a title keeps in lower case


def title(printed: str) -> str:
    """A maneuver's name as the table prints it, as a label: "MOVE AND ATTACK" -> "Move and Attack",
    "ALL-OUT ATTACK" -> "All-Out Attack"."""
    words = []
    for word in printed.split(" "):
        word = "-".join(part.capitalize() for part in word.split("-"))
        words.append(word.lower() if word.lower() in LOWER_WORDS else word)
    return " ".join(words)
