"""The roll builder (cortex-roll): attribute + skill dice, step bonuses and penalties, exact odds
against every Difficulty, then the roll."""

from __future__ import annotations

import random
from typing import Any, Mapping

from pyrules.core.answers import Outcome, outcome_of
from pyrules.core.explain import signed, steps
from pyrules.core.odds import Odds, as_percent
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.cortex import errata
from pyrules.cortex.chances import difficulty_odds
from pyrules.cortex.data.combat import EXTRA_ACTION_STEPS, RANGE
from pyrules.cortex.data.published import (
    DIFFICULTY_NOTE,
    EXTRAORDINARY_MARGIN,
    EXTRAORDINARY_NOTE,
    LADDER_NOTE,
    ROLL_NOTE,
)
from pyrules.cortex.rolls import MAX_EXTRA_ACTIONS, MAX_OTHER_STEPS, BuiltRoll, build_roll, difficulty_name, roll_pool
from pyrules.cortex.tools.common import ALL_OUT_LABEL, ATTRIBUTE_CHOICES, DIE_CHOICES, WOUNDED_LABEL, roll_lines

SPECIALTY_CHOICES = (("none", "None"),) + DIE_CHOICES[1:]
RANGE_CHOICES = (("none", "Not ranged"),) + tuple((b.key, f"{b.name} ({b.printed})") for b in RANGE)


def rolled_dice(values: Mapping[str, Any]) -> BuiltRoll:
    """The dice the roll builder's form asks for, its values handed over by name."""
    return build_roll(
        attribute=values["attribute"], skill=values["skill"], specialty=values["specialty"],
        extra_actions=values["extra_actions"], range=values["range"], all_out=values["all_out"],
        wounded=values["wounded"], steps=values["steps"],
    )


def solve_roll(values: dict[str, Any], rng: random.Random) -> Answer:
    """The roll built from the form, its odds against every Difficulty, and the roll judged
    against the Difficulty entered (if any)."""
    built = rolled_dice(values)
    odds = built.odds()
    rolled = roll_pool(built.sides, rng, total=values["roll"], difficulty=values["difficulty"])
    result = rolled.outcome
    dice = built.dice
    outcome: Outcome
    if result == "botch":
        headline, outcome = f"Botch! {rolled.total} on {dice}", "failure"
    elif result is None:
        headline, outcome = f"Rolled {rolled.total} on {dice}", "none"
    else:
        assert rolled.difficulty is not None  # an outcome is judged against a Difficulty
        against = difficulty_name(rolled.difficulty)
        word = {"extraordinary": "Extraordinary success", "success": "Success", "failure": "Failure"}[result]
        headline = f"{word}: {rolled.total} vs {against} ({dice})"
        outcome = outcome_of(result != "failure")
    lines = roll_lines(built, rolled)
    if rolled.difficulty is not None and rolled.margin is not None:  # the margin is the Difficulty's
        lines.append(Line("Margin", signed(rolled.margin),
                          f"extraordinary at {rolled.difficulty + EXTRAORDINARY_MARGIN}"))
    for row in odds.rows:
        lines.append(Line(f"{row.name} {row.difficulty}", as_percent(row.success),
                          f"extraordinary {as_percent(row.extraordinary)}"))
    lines.append(Line("Botch (all ones)", as_percent(odds.botch)))
    return Answer(
        headline,
        tuple(lines),
        detail=("Chances are exact: the success chance counts a total that meets the Difficulty "
                "and is not a botch.",),
        notes=(LADDER_NOTE, ROLL_NOTE, DIFFICULTY_NOTE, EXTRAORDINARY_NOTE, errata.STEP_OVERFLOW.footnote),
        outcome=outcome,
        result=rolled,
        passes=(("cortex-damage", "attack", rolled.total),)
        + ((("cortex-damage", "difficulty", rolled.difficulty),) if rolled.difficulty is not None else ()),
    )


def roll_odds(values: dict[str, Any]) -> Odds | None:
    """The chance to succeed before the dice are rolled, against the Difficulty entered: "roll 7 or
    more on d8 + d6" (and not all ones, where a botch could meet it); None without a Difficulty."""
    if values["difficulty"] is None:
        return None
    built = rolled_dice(values)
    row = difficulty_odds(built.pool, values["difficulty"])
    needs = f"roll {row.difficulty} or more on {built.dice}"
    if row.success != row.meet:
        needs += ", not all ones"
    return Odds(row.success, needs)


TOOL = Tool(
    key="cortex-roll",
    title="Roll builder",
    fields=(
        Field("attribute", "Attribute", "choice", "d6", ATTRIBUTE_CHOICES),
        Field("skill", "Skill", "choice", "d0", DIE_CHOICES, help="d0: unskilled"),
        Field("specialty", "Specialty", "choice", "none", SPECIALTY_CHOICES, help="Replaces the skill die"),
        Field("extra_actions", "Extra actions", "int", 0, low=0, high=MAX_EXTRA_ACTIONS,
              help=f"{steps(EXTRA_ACTION_STEPS)} each, cumulative"),
        Field("range", "Range", "choice", "none", RANGE_CHOICES),
        Field("all_out", ALL_OUT_LABEL, "flag", False, help="Dodge or block only: not with a range",
              when=(("range", ("none",)),)),
        Field("wounded", WOUNDED_LABEL, "flag", False),
        Field("steps", "Other steps", "int", 0, low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS),
        Field("difficulty", "Difficulty", "int", None, low=0, high=999, required=False,
              help="Optional: Easy 3, Average 7, Hard 11 …"),
        Field("roll", "Your roll", "int", None, low=0, high=999, required=False, help="Blank: rolled for you"),
    ),
    solve=solve_roll,
    tables=("C2", "C4", "C7", "C10"),
    summary="Attribute + skill dice, step bonuses and penalties, exact odds against every Difficulty, then the roll.",
    live=False,
    rolls=True,  # a roll left blank is rolled
    odds_field="roll",
    before_roll=roll_odds,
)
