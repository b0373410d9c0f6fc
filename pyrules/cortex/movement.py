"""Movement (seed 003 l.5-7): base speed, hustle and run, and the actions each costs."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.cortex.data import row_of
from pyrules.cortex.data.combat import EXTRA_ACTION_STEPS, MOVEMENT, Pace
from pyrules.cortex.rolls import MAX_EXTRA_ACTIONS, BuiltRoll, PoolRoll, build_roll, roll_pool

PACE_KEYS = tuple(p.key for p in MOVEMENT)


@dataclass(frozen=True)
class Movement:
    """How far a character moves this turn and how many actions it costs."""

    pace: Pace
    built: BuiltRoll | None  # the run's Attribute + Athletics/Running roll
    roll: PoolRoll | None
    other_actions: int = 0  # actions spent on something else this turn

    @property
    def feet(self) -> int:
        return self.pace.feet + (self.roll.total if self.roll else 0)

    @property
    def actions(self) -> int:
        """Actions the movement costs."""
        return self.pace.actions

    @property
    def extra_actions(self) -> int:
        """Actions beyond the one each turn gives, counting the movement's own (seed 003 l.3)."""
        return max(0, self.pace.actions + self.other_actions - 1)

    @property
    def step_penalty(self) -> int:
        """The penalty on every action this turn, the run roll included."""
        return EXTRA_ACTION_STEPS * self.extra_actions


def movement(
    pace: str,
    attribute: str = "d6",
    skill: str = "d0",
    *,
    roll: int | None = None,
    rng: random.Random | None = None,
    other_actions: int = 0,
    steps: int = 0,
    wounded: bool = False,
) -> Movement:
    """Base 15 ft (no action), hustle 30 ft (1 action), run 30 ft + Attribute + Athletics/Running (2 actions).

    The arguments are the movement calculator's fields. ``other_actions`` are actions
    spent on something else this turn: with the movement's own they make the
    extra-action penalty, which the run roll takes too, with ``steps`` (other steps)
    and ``wounded`` (seriously wounded).
    """
    row = row_of(MOVEMENT, validate.choice(pace, "pace", PACE_KEYS))
    other_actions = validate.whole(other_actions, "other_actions", low=0, high=MAX_EXTRA_ACTIONS)
    extra = max(0, row.actions + other_actions - 1)
    if extra > MAX_EXTRA_ACTIONS:
        raise RulesError(f"{row.name} takes {row.actions} actions: at most {MAX_EXTRA_ACTIONS + 1 - row.actions} "
                         "other actions beside it.", "other_actions")
    if not row.adds_roll:
        return Movement(row, None, None, other_actions)
    built = build_roll(attribute, skill, extra_actions=extra, wounded=wounded, steps=steps)
    return Movement(row, built, roll_pool(built.sides, rng, total=roll), other_actions)
