"""The Cortex tracker's clock: how long a turn is, and the rolls that fall due as minutes
and hours pass (to stay alive once a minute, seed 003 l.48; to shed a Shock Point once an
hour, l.44), counted from when the state began."""

from __future__ import annotations

from pyrules.cortex.damage_effects import MAX_ROLLS, dying_difficulty
from pyrules.cortex.data.damage import SHOCK_DIFFICULTY

# PUBLISHED_RULE: a Serenity combat turn lasts about three seconds (not in the reference).
ROUND_SECONDS = 3
MINUTE = 60  # "once per minute" (seed 003 l.48)
HOUR = 3600  # "Once per hour" (seed 003 l.44)


def falling_due(period: int, start: int, elapsed_from: int, elapsed_to: int) -> tuple[int, int]:
    """The first and last n >= 1 with ``start + n * period`` in (from, to] (last < first: none).

    Counted from when the state began: a check "once a minute" falls due a
    minute after it, then each minute (what ``every`` counts on the shifted clock,
    less the moment the state began, whose roll is due at once).
    """
    first = max(1, (elapsed_from - start) // period + 1)
    last = (elapsed_to - start) // period
    return first, last


def dying_rolls(name: str, dice: str, first: int, last: int) -> str:
    """The rolls to stay alive for minutes ``first`` to ``last`` after the Wounds reached the Life Points."""
    difficulties = [dying_difficulty(min(n, MAX_ROLLS)) for n in range(first, last + 1)]
    if len(difficulties) == 1:
        return (f"{name} is dying: roll Vitality + Willpower ({dice}) at Difficulty {difficulties[0]} "
                f"to stay alive (minute {first}).")
    listed = ", ".join(map(str, difficulties)) if len(difficulties) <= 4 else \
        f"{difficulties[0]}, {difficulties[1]} … {difficulties[-1]}"
    return (f"{name} is dying: {len(difficulties)} rolls to stay alive fell due (minutes {first}-{last}), "
            f"at Difficulty {listed} (Vitality + Willpower, {dice}; each must succeed).")


def shock_rolls(name: str, dice: str, hours: int, shock: int) -> str:
    """The hourly rolls to change a Shock Point into Stun that fell due over ``hours`` hours."""
    points = "Point" if shock == 1 else "Points"
    if hours == 1:
        return (f"{name} ({shock} Shock {points}): hourly roll, Vitality + Willpower ({dice}) at Difficulty "
                f"{SHOCK_DIFFICULTY}; on a success heal 1 Shock: it becomes ordinary Stun.")
    return (f"{name} ({shock} Shock {points}): {hours} hourly rolls, Vitality + Willpower ({dice}) at "
            f"Difficulty {SHOCK_DIFFICULTY}; heal 1 Shock for each success: it becomes ordinary Stun.")
