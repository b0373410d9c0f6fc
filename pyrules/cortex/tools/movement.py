"""The movement calculator (cortex-movement): base 15 ft, hustle 30 ft for 1 action, run 30 ft + a
roll for 2 actions (seed 003 l.5-7)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.explain import steps
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.cortex import errata
from pyrules.cortex.data import cite
from pyrules.cortex.data.combat import MOVEMENT
from pyrules.cortex.data.published import LADDER_NOTE
from pyrules.cortex.movement import movement
from pyrules.cortex.rolls import MAX_EXTRA_ACTIONS, MAX_OTHER_STEPS
from pyrules.cortex.tools.common import ATTRIBUTE_CHOICES, DIE_CHOICES, WOUNDED_LABEL, roll_lines

PACE_CHOICES = tuple((p.key, f"{p.name} ({p.actions_printed})") for p in MOVEMENT)


def solve_movement(values: dict[str, Any], rng: random.Random) -> Answer:
    """How far the pace takes the character this turn, and the actions it costs."""
    result = movement(values["pace"], values["attribute"], values["skill"], roll=values["roll"],
                      other_actions=values["other_actions"], steps=values["steps"], wounded=values["wounded"], rng=rng)
    pace = result.pace
    actions = "no action" if not pace.actions else f"{pace.actions} action{'s' if pace.actions > 1 else ''}"
    headline = f"{pace.name}: {result.feet} ft this turn ({actions})"
    lines = [Line(pace.name, pace.printed, pace.actions_printed, cite(pace.line))]
    notes = []
    if result.built is not None:
        assert result.roll is not None  # rolled as built
        lines += roll_lines(result.built, result.roll, skill_label="Athletics/Running")
        lines.append(Line("Distance", f"30 + {result.roll.total} = {result.feet} ft"))
        notes.append(errata.RUN_ATTRIBUTE.footnote)
        notes.append(LADDER_NOTE)
    if result.extra_actions and result.built is None:
        lines.append(Line("Extra actions", str(result.extra_actions),
                          f"{steps(result.step_penalty)} to all actions this turn ({cite(3)})"))
    return Answer(headline, tuple(lines), notes=tuple(notes))


TOOL = Tool(
    key="cortex-movement",
    title="Movement",
    fields=(
        Field("pace", "Pace", "choice", "base", PACE_CHOICES),
        Field("attribute", "Attribute (run)", "choice", "d6", ATTRIBUTE_CHOICES),
        Field("skill", "Athletics/Running", "choice", "d0", DIE_CHOICES),
        Field("other_actions", "Other actions", "int", 0, low=0, high=MAX_EXTRA_ACTIONS,
              help="Actions on anything else this turn"),
        Field("roll", "Run roll", "int", None, low=0, high=999, required=False, help="Blank: rolled for you"),
        Field("wounded", WOUNDED_LABEL, "flag", False),
        Field("steps", "Other steps", "int", 0, low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS),
    ),
    solve=solve_movement,
    tables=("C3", "C2"),
    summary="Base 15 ft, hustle 30 ft for 1 action, run 30 ft + a roll for 2 actions.",
    live=False,
)
