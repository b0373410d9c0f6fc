"""Aftermath! Table of Learning Rate Modifications (A20, seed 002 l.485-513).

Aids and hindrances are both printed as positive values. pyrules totals each
and answers the net: hindrances minus aids (positive: learning is slowed,
negative: helped). "*" (the firearm aid) counts once per week only; "**"
(a missing Prerequisite Skill) means study is not allowed at all. The two
optional hindrances are alternatives: a score over 75 takes the 3, not 2 + 3.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from pyrules.aftermath.data.character import AIDS, CONFLICTS, HINDRANCES, MARKS, OPTIONAL
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core import validate
from pyrules.core.errors import RulesError, shown


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


def learning_rate(choices: str | Iterable[str] = (), skill_score: int | None = None, optional: bool = False) -> LearningRate:
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
        skill_score = validate.whole(skill_score, "skill_score", "Current Skill score", low=0, high=200)
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


def learning_modification(choices: str | Iterable[str] = (), skill_score: int | None = None, optional: bool = False) -> int:
    """The net modification (hindrances minus aids); RulesError if study is not allowed."""
    result = learning_rate(choices, skill_score, optional)
    if not result.allowed:
        raise RulesError("Study not allowed: the character lacks the required score in a Prerequisite Skill.",
                         "hindrances")
    return result.net
