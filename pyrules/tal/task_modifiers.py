"""Task resolution: difficulty to a skill or roll modifier, then a d100 roll under (T14)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pyrules.core.errors import require_choice, require_int
from pyrules.tal.data.tasks import TASK_MODIFIERS
from pyrules.tal.explain import Modifier, source
from pyrules.tal.tal_fatigue import fatigue_effects

DIFFICULTIES = tuple((key, name) for name, key, _mod in TASK_MODIFIERS)
_ROWS = {key: (name, printed, str(170 + i)) for i, (name, key, printed) in enumerate(TASK_MODIFIERS)}
NO_ROLL = "No roll needed"
_MODIFIER = re.compile(r"([+-]\d+) to (skill|roll)")


@dataclass(frozen=True)
class TaskModifier:
    difficulty: str        # as printed
    printed: str           # the modifier as printed
    no_roll_needed: bool
    skill_modifier: int
    roll_modifier: int
    source: str


def task_modifier(difficulty: str) -> TaskModifier:
    """The modifier a difficulty gives: to the skill, to the roll, none, or no roll needed."""
    difficulty = require_choice(difficulty, "difficulty", [key for key, _ in DIFFICULTIES])
    name, printed, line = _ROWS[difficulty]
    skill_mod = roll_mod = 0
    if m := _MODIFIER.fullmatch(printed):
        if m[2] == "skill":
            skill_mod = int(m[1])
        else:
            roll_mod = int(m[1])
    return TaskModifier(name, printed, printed == NO_ROLL, skill_mod, roll_mod, source(line))


@dataclass(frozen=True)
class TaskResult:
    difficulty: TaskModifier
    skill: int
    target: int                     # skill with its modifiers: roll this or under
    roll: int | None
    modified_roll: int | None
    skill_modifiers: tuple[Modifier, ...]
    roll_modifiers: tuple[Modifier, ...]
    success: bool
    no_roll_needed: bool


def resolve_task(difficulty: str, skill, roll=None, fatigue: str = "fresh") -> TaskResult:
    """Succeed when the d100 roll, with its modifiers, is at or under the modified skill."""
    modifier = task_modifier(difficulty)
    skill = require_int(skill, "skill", low=1, high=100)
    tired = fatigue_effects(fatigue)
    skill_mods = ()
    roll_mods: tuple[Modifier, ...] = ()
    if modifier.skill_modifier:
        skill_mods = (Modifier(modifier.difficulty, modifier.skill_modifier, modifier.source),)
    if modifier.roll_modifier:
        roll_mods += (Modifier(modifier.difficulty, modifier.roll_modifier, modifier.source),)
    if tired.roll_penalty:
        roll_mods += (Modifier(tired.label, tired.roll_penalty, tired.source),)
    target = skill + sum(m.value for m in skill_mods)
    if modifier.no_roll_needed:
        return TaskResult(modifier, skill, target, None, None, skill_mods, roll_mods, True, True)
    roll = require_int(roll, "roll", low=1, high=100)
    modified = roll + sum(m.value for m in roll_mods)
    return TaskResult(modifier, skill, target, roll, modified, skill_mods, roll_mods, modified <= target, False)
