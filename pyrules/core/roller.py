"""The dice roller: any notation the four games use, rolled, and met or missed against a target.

A calculator like any other (``ROLLER``), except that its answer is a fresh roll each time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, TYPE_CHECKING

from pyrules.core.answers import outcome_of
from pyrules.core.dice import RollResult, roll
from pyrules.core.tools import Answer, Field, Tool

if TYPE_CHECKING:  # the chance is worked out by pyrules.core.odds, imported only when it is asked
    from fractions import Fraction

    from pyrules.core.odds import Odds

DIRECTIONS = (("at_most", "≤ target"), ("at_least", "≥ target"))
SIGNS = {"at_most": "≤", "at_least": "≥"}
PRESETS = ("3d6", "d100", "d20", "d6", "2d6", "d10")
CORTEX_PRESETS = ("d4", "d6", "d8", "d10", "d12", "d12+d4", "d8+d6")
LIMIT = 10**9  # far beyond any total the roller can make


@dataclass(frozen=True)
class RollAgainst:
    """A roll, and how it stands against the target the player set (if any)."""

    rolled: RollResult
    target: int | None = None
    direction: str = "at_most"
    chance: Fraction | None = None  # of meeting the target, before the roll

    @property
    def met(self) -> bool | None:
        """Whether the total meets the target; None when there is no target."""
        if self.target is None:
            return None
        total = self.rolled.total
        return total <= self.target if self.direction == "at_most" else total >= self.target

    @property
    def margin(self) -> int | None:
        """How far the total lies from the target, made or missed; None when there is no target."""
        return None if self.target is None else abs(self.target - self.rolled.total)

    @property
    def said(self) -> str:
        """What the roll came to against its target, in words: "Made it: ≤ 12" (empty without a target)."""
        if self.met is None:
            return ""
        return f"{'Made it' if self.met else 'Missed'}: {SIGNS[self.direction]} {self.target}"


def roll_against(notation: str, rng: random.Random, target: int | None = None,
                 direction: str = "at_most") -> RollAgainst:
    """Roll ``notation``; with a target, the exact chance it had of being met, worked out first."""
    rolled = roll(notation, rng)
    chance = None
    if target is not None:
        from pyrules.core.odds import chance as chance_of

        chance = chance_of(rolled.notation, **{direction: target})
    return RollAgainst(rolled, target, direction, chance)


def _answer(values: dict[str, Any], rng: random.Random) -> Answer:
    from pyrules.core.odds import exactly

    result = roll_against(values["notation"], rng, values["target"], values["direction"])
    # An outcome is said only against a target, and a target's chance is always worked out.
    headline = (f"{result.said} had a {exactly(result.chance)} chance"
                if result.said and result.chance is not None else "")
    return Answer(headline, detail=(result.rolled.explanation,), outcome=outcome_of(result.met),
                  roll=result.rolled)


def odds_of_target(values: dict[str, Any]) -> Odds | None:
    """The chance of meeting the target before the roll: "roll 12 or less on 3d6"; None without a
    target."""
    if values["target"] is None or values["notation"] is None:
        return None  # and the odds' modules are not imported: the dice roller opens the page
    from pyrules.core.odds import roll_at_least, roll_at_most

    told = roll_at_most if values["direction"] == "at_most" else roll_at_least
    return told(values["notation"], values["target"])


ROLLER = Tool(
    "dice", "Dice roller",
    fields=(
        Field("notation", "Dice", "dice", default="3d6",
              help="Such as 3d6, d100, 2D10+1, 2d6-1, d12+d4 or 1d10x10."),
        Field("target", "Target (optional)", "int", required=False, low=-LIMIT, high=LIMIT),
        Field("direction", "Succeeds on", "choice", default="at_most", choices=DIRECTIONS),
    ),
    solve=_answer,
    summary="Any notation the four games use, with exact odds",
    live=False,
    rolls=True,
    before_roll=odds_of_target,
)
