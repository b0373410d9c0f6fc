"""The Cortex tracker's clock: how long a turn is, and the rolls that fall due as minutes
and hours pass (to stay alive once a minute, seed 003 l.48; to shed a Shock Point once an
hour, l.44), counted from when the state began."""

from __future__ import annotations

from typing import Callable

from pyrules.core.encounter.model import Check, Prompt
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.cortex.states import MAX_ROLLS, dying_difficulty
from pyrules.cortex.data.damage import SHOCK_DIFFICULTY

# PUBLISHED_RULE: a Serenity combat turn lasts about three seconds (not in the reference), so 20
# rounds make the minute between rolls to stay alive.
ROUND_SECONDS = 3
ROUND_RULE = f"A turn is {ROUND_SECONDS} seconds: Serenity's combat turn is about three seconds. {PUBLISHED_RULE}"
MINUTE = 60  # "once per minute" (seed 003 l.48)
HOUR = 3600  # "Once per hour" (seed 003 l.44)
# Up to this many rolls falling due at once are offered one by one, each with its roll button;
# more (a long pass of time) are one reminder that lists them.
OFFERED = 4
# The Vitality + Willpower roll at a Difficulty, and what it is for: the Check a reminder offers.
Roll = Callable[[int, str], Check]


def falling_due(period: int, start: int, elapsed_from: int, elapsed_to: int) -> tuple[int, int]:
    """The first and last n >= 1 with ``start + n * period`` in (from, to] (last < first: none).

    Counted from when the state began: a check "once a minute" falls due a
    minute after it, then each minute (what ``every`` counts on the shifted clock,
    less the moment the state began, whose roll is due at once).
    """
    first = max(1, (elapsed_from - start) // period + 1)
    last = (elapsed_to - start) // period
    return first, last


def dying_rolls(name: str, dice: str, first: int, last: int, who: str, check: Roll) -> list[Prompt]:
    """The rolls to stay alive for minutes ``first`` to ``last`` after the Wounds reached the Life Points,
    each a reminder for ``who`` with its Check; more than ``OFFERED`` at once are one reminder that
    lists them, with the first one's Check (each must succeed, so the first is rolled first)."""
    minutes = range(first, last + 1)
    difficulties = [dying_difficulty(min(n, MAX_ROLLS)) for n in minutes]
    if len(difficulties) <= OFFERED:
        return [Prompt(f"{name} is dying: roll Vitality + Willpower ({dice}) at Difficulty {difficulty} "
                       f"to stay alive (minute {n}).", check(difficulty, f"to stay alive (minute {n})"), who)
                for n, difficulty in zip(minutes, difficulties)]
    listed = f"{difficulties[0]}, {difficulties[1]} … {difficulties[-1]}"
    return [Prompt(f"{name} is dying: {len(difficulties)} rolls to stay alive fell due (minutes {first}-{last}), "
                   f"at Difficulty {listed} (Vitality + Willpower, {dice}; each must succeed, the first now).",
                   check(difficulties[0], f"to stay alive (minute {first})"), who)]


def shock_rolls(name: str, dice: str, first: int, last: int, shock: int, who: str, check: Roll) -> list[Prompt]:
    """The hourly rolls to change a Shock Point into Stun for hours ``first`` to ``last`` after the
    Shock Points began, each a reminder for ``who`` with its Check; more than ``OFFERED`` at once
    are one reminder that counts them, with the Check they share."""
    points = "Point" if shock == 1 else "Points"
    hours = last - first + 1
    if hours <= OFFERED:
        return [Prompt(f"{name} ({shock} Shock {points}): hourly roll (hour {n}), Vitality + Willpower ({dice}) at "
                       f"Difficulty {SHOCK_DIFFICULTY}; on a success heal 1 Shock: it becomes ordinary Stun.",
                       check(SHOCK_DIFFICULTY, f"to shed a Shock Point (hour {n})"), who)
                for n in range(first, last + 1)]
    return [Prompt(f"{name} ({shock} Shock {points}): {hours} hourly rolls (hours {first}-{last}), Vitality + "
                   f"Willpower ({dice}) at Difficulty {SHOCK_DIFFICULTY}; heal 1 Shock for each success: it becomes "
                   "ordinary Stun.", check(SHOCK_DIFFICULTY, "to shed a Shock Point"), who)]
