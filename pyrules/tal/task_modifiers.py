"""Task resolution: difficulty to a skill or roll modifier, then a d100 roll under (T14)."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core import validate
from pyrules.tal.data.tasks import TASK_EFFECTS, TASK_MODIFIERS
from pyrules.core.explain import Modifier
from pyrules.tal.data import cite
from pyrules.tal.fatigue import fatigue_effects

DIFFICULTIES = tuple((key, name) for name, key, _mod in TASK_MODIFIERS)
_ROWS = {key: (name, printed, str(170 + i)) for i, (name, key, printed) in enumerate(TASK_MODIFIERS)}
DIFFICULTY = "difficulty"  # the kind of the modifier a task's difficulty puts on the skill or the roll
# A rolled 00 misses on every row of the attack table, even at skill 00 (l.84); it fails a check too.
DOUBLE_ZERO_NOTE = f"A rolled 00 always fails, whatever the skill: it misses even at skill 00 ({cite(84)})."


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
    difficulty = validate.choice(difficulty, "difficulty", [key for key, _ in DIFFICULTIES], "difficulty")
    name, printed, line = _ROWS[difficulty]
    to, value = TASK_EFFECTS[difficulty]
    return TaskModifier(name, printed, to == "no_roll", value if to == "skill" else 0, value if to == "roll" else 0,
                        cite(line))


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
    double_zero: bool = False       # a rolled 00: a failure whatever the skill


@dataclass(frozen=True)
class _Task:
    modifier: TaskModifier
    skill: int
    target: int
    skill_modifiers: tuple[Modifier, ...]
    roll_modifiers: tuple[Modifier, ...]


def _task(difficulty: str, skill: object, fatigue: str) -> _Task:
    """The task before the roll: its difficulty, the skill with its modifiers, the roll's modifiers."""
    modifier = task_modifier(difficulty)
    skill = validate.percentile(skill, "skill", "Skill")
    tired = fatigue_effects(fatigue)
    skill_mods: tuple[Modifier, ...] = ()
    roll_mods: tuple[Modifier, ...] = ()
    if modifier.skill_modifier:
        skill_mods = (Modifier(modifier.difficulty, modifier.skill_modifier, modifier.source, kind=DIFFICULTY),)
    if modifier.roll_modifier:
        roll_mods += (Modifier(modifier.difficulty, modifier.roll_modifier, modifier.source, kind=DIFFICULTY),)
    if tired.roll_penalty:
        roll_mods += (Modifier(tired.label, tired.roll_penalty, tired.source),)
    return _Task(modifier, skill, skill + sum(m.value for m in skill_mods), skill_mods, roll_mods)


def resolve_task(difficulty: str, skill: object, roll: object = None, fatigue: str = "fresh") -> TaskResult:
    """Succeed when the d100 roll, with its modifiers, is at or under the modified skill.

    A rolled 00 always fails, whatever the modified skill (as it misses at skill 00, l.84).
    """
    task = _task(difficulty, skill, fatigue)
    modifier, skill, target = task.modifier, task.skill, task.target
    skill_mods, roll_mods = task.skill_modifiers, task.roll_modifiers
    if modifier.no_roll_needed:
        return TaskResult(modifier, skill, target, None, None, skill_mods, roll_mods, True, True)
    roll = validate.percentile(roll, "roll", "Roll")
    modified = roll + sum(m.value for m in roll_mods)
    double_zero = roll == 100
    success = modified <= target and not double_zero
    return TaskResult(modifier, skill, target, roll, modified, skill_mods, roll_mods, success, False, double_zero)


def highest_success(difficulty: str, skill: object, fatigue: str = "fresh") -> int | None:
    """The highest d100 roll that succeeds at the task, every roll under it succeeding too (a rolled
    00 never does); None when no roll is needed."""
    task = _task(difficulty, skill, fatigue)
    if task.modifier.no_roll_needed:
        return None
    return min(task.target - sum(m.value for m in task.roll_modifiers), 99)
