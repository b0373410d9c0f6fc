"""Aftermath! Table of Learning Rate Modifications (A20, seed 002 l.485-513).

Aids and hindrances are both printed as positive values. pyrules totals each
and answers the net: hindrances minus aids (positive: learning is slowed,
negative: helped). "*" (the firearm aid) counts once per week only; "**"
(a missing Prerequisite Skill) means study is not allowed at all. The two
optional hindrances are alternatives: a score over 75 takes the 3, not 2 + 3.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath import errata_gear
from pyrules.core.errors import RulesError, require_int, require_percentile, shown

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


def _value(text: str) -> int:
    return int(text.rstrip("*"))


@dataclass(frozen=True)
class LearningRate:
    """The net learning rate modification and every row that makes it."""

    aids: tuple[tuple[str, str], ...]          # (row as printed, value as printed)
    hindrances: tuple[tuple[str, str], ...]
    aid_total: int
    hindrance_total: int
    allowed: bool = True
    notes: tuple[str, ...] = ()

    @property
    def net(self) -> int:
        """Hindrances minus aids: positive slows learning, negative helps it."""
        return self.hindrance_total - self.aid_total


def _field_of(key: str) -> str:
    """The form field a choice is made in: the aids' or the hindrances'."""
    return "hindrances" if key in HINDRANCES else "aids"


def learning_rate(choices=(), skill_score: int | None = None, optional: bool = False) -> LearningRate:
    """Total the aids and hindrances named by ``choices`` (keys of AIDS and HINDRANCES).

    ``optional`` turns on the optional hindrances, read from ``skill_score``.
    """
    if isinstance(choices, str):
        choices = (choices,)
    chosen = []
    for key in choices:
        if key not in AIDS and key not in HINDRANCES:
            raise RulesError(f"Unknown learning aid or hindrance “{shown(key)}”.", "aids")
        if key not in chosen:
            chosen.append(key)
    for a, b, why in CONFLICTS:
        if a in chosen and b in chosen:
            raise RulesError(why, _field_of(b))
    notes = []
    aids = tuple(AIDS[k] for k in AIDS if k in chosen)
    hindrances = [HINDRANCES[k] for k in HINDRANCES if k in chosen]
    if "extra-ammunition" in chosen:
        notes.append("* " + MARKS["*"] + " Expending more than one extra unit in a week adds nothing more.")
    if skill_score is not None:
        skill_score = require_int(skill_score, "Current Skill score", low=0, high=200)
    if optional:
        if skill_score is None:
            raise RulesError("The optional hindrances need the current Skill score.", "skill")
        if skill_score > 75:
            hindrances.append(OPTIONAL["skill-over-75"])
        elif skill_score > 50:
            hindrances.append(OPTIONAL["skill-over-50"])
    allowed = "no-prerequisite" not in chosen
    if not allowed:
        notes.insert(0, "** " + MARKS["**"])
    notes.append(errata_gear.LEARNING_NET.footnote)
    aid_total = sum(_value(v) for _, v in aids)
    hindrance_total = sum(_value(v) for _, v in hindrances if v != "**")
    return LearningRate(aids, tuple(hindrances), aid_total, hindrance_total, allowed, tuple(notes))


def learning_modification(choices=(), skill_score: int | None = None, optional: bool = False) -> int:
    """The net modification (hindrances minus aids); RulesError if study is not allowed."""
    result = learning_rate(choices, skill_score, optional)
    if not result.allowed:
        raise RulesError("Study not allowed: the character lacks the required score in a Prerequisite Skill.",
                         "hindrances")
    return result.net
