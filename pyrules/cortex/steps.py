"""Step dice: reading a die, moving it along the ladder, and moving a roll's dice.

A step bonus or penalty moves the skill die first; once it is d0, further
penalties move the attribute die (a published rule, not in the reference).
Bonuses are read the same way: once the skill die is d12+d12, further bonuses
move the attribute die (the erratum on seed 003 l.3). The ladder stops at d0
and at d12+d12; steps left over are lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.errors import shown
from pyrules.cortex.data.published import LADDER

TOP = len(LADDER) - 1
_LADDER_TEXT = ", ".join(LADDER[:8]) + " … d12+d12"
LONGEST_DIE = 40  # "d12 + d12" with room for spaces


def parse_die(die: object, field: str = "die", label: str | None = None, *, allow_d0: bool = True) -> str:
    """The ladder rung ``die`` names ("D8", "d12 + d2" read as "d8", "d12+d2").

    Like the checks of ``pyrules.core.validate``, a refusal names ``field`` and starts
    with ``label``, what the player calls the die ("Agility").
    """
    label = label or validate.label_of(field)
    text = re.sub(r"\s+", "", validate.text(die, field, label, longest=LONGEST_DIE, empty=True)).lower()
    if text not in LADDER:
        validate.fail(field, label, f"“{shown(die)}” is not a step die. Use one of {_LADDER_TEXT}.")
    if text == "d0" and not allow_d0:
        validate.fail(field, label, "at least d2 (an attribute is never d0).")
    return text


def rung(die: str) -> int:
    """The die's place on the ladder: d0 is 0, d12+d12 is 12."""
    return LADDER.index(parse_die(die))


def sides(die: str) -> tuple[int, ...]:
    """The dice a rung rolls: "d12+d4" -> (12, 4); "d0" -> () (a d0 adds nothing)."""
    text = parse_die(die)
    return tuple(int(part[1:]) for part in text.split("+") if part != "d0")


def highest(die: str) -> int:
    """The most the die can show: d8 -> 8, d12+d2 -> 14, d0 -> 0."""
    return sum(sides(die))


def step(die: str, steps: int) -> str:
    """The die ``steps`` rungs up (or down) the ladder, stopping at d0 and d12+d12.

    ``step("d8", 1) == "d10"``, ``step("d12", 1) == "d12+d2"``, ``step("d2", -1) == "d0"``.
    """
    start = rung(die)
    steps = validate.whole(steps, "steps", "Steps")
    return LADDER[min(TOP, max(0, start + steps))]


@dataclass(frozen=True)
class Move:
    """One die moved along the ladder: which die, from, to, by how many steps."""

    which: str  # "skill" or "attribute"
    before: str
    after: str
    steps: int


@dataclass(frozen=True)
class StepShift:
    """A step bonus or penalty applied to a roll: skill die first, then the attribute die."""

    attribute: str
    skill: str
    steps: int
    new_attribute: str
    new_skill: str
    moves: tuple[Move, ...]
    lost: int  # steps that fell off the ladder's ends

    @property
    def dice(self) -> tuple[str, str]:
        return (self.new_attribute, self.new_skill)


def shift(attribute: str, skill: str, steps: int) -> StepShift:
    """Apply ``steps`` to a roll of ``attribute`` + ``skill`` dice."""
    attribute_die = parse_die(attribute, "attribute")
    skill_die = parse_die(skill, "skill")
    steps = validate.whole(steps, "steps", "Steps")
    remaining = steps
    moves = []
    new = {"skill": skill_die, "attribute": attribute_die}
    for which in ("skill", "attribute"):
        if remaining == 0:
            break
        place = LADDER.index(new[which])
        room = TOP - place if remaining > 0 else -place
        moved = min(remaining, room) if remaining > 0 else max(remaining, room)
        if moved:
            after = LADDER[place + moved]
            moves.append(Move(which, new[which], after, moved))
            new[which] = after
            remaining -= moved
    return StepShift(
        attribute_die, skill_die, steps, new["attribute"], new["skill"], tuple(moves), abs(remaining)
    )
