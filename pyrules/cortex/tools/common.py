"""What more than one Cortex calculator shows: the step dice to choose from, the step modifiers'
labels, and the lines that explain a built roll."""

from __future__ import annotations

from pyrules.core.explain import signed, steps
from pyrules.core.tools import Line
from pyrules.cortex.data.combat import ALL_OUT_DEFENSE_STEPS
from pyrules.cortex.data.damage import SERIOUSLY_WOUNDED_STEPS
from pyrules.cortex.data.published import LADDER
from pyrules.cortex.rolls import BuiltRoll, PoolRoll

DIE_CHOICES = tuple((die, die) for die in LADDER)
ATTRIBUTE_CHOICES = DIE_CHOICES[1:]  # PUBLISHED_RULE: an attribute is d2 or more, never d0

ALL_OUT_LABEL = f"All-out defense ({signed(ALL_OUT_DEFENSE_STEPS)})"
WOUNDED_LABEL = f"Seriously wounded ({signed(SERIOUSLY_WOUNDED_STEPS)})"


def roll_lines(built: BuiltRoll, rolled: PoolRoll | None, *, skill_label: str = "Skill") -> list[Line]:
    """The lines that explain a built roll: dice named, step modifiers, dice rolled, the roll."""
    label = {"specialty": "Specialty", "unskilled": f"{skill_label} (none)"}.get(built.skill_kind, skill_label)
    lines = [Line("Attribute", built.attribute), Line(label, built.skill)]
    lines += [m.line for m in built.modifiers]
    for move in built.shift.moves:
        lines.append(Line(f"{move.which.capitalize()} die", f"{move.before} → {move.after}", steps(move.steps)))
    if built.shift.lost:
        lines.append(Line("Steps lost", str(built.shift.lost), "the ladder stops at d0 and d12+d12"))
    lines.append(Line("Dice rolled", built.dice, "a d0 adds nothing" if "d0" in built.shift.dice else ""))
    if rolled is not None:
        if len(rolled.faces) > 1:
            shown = " + ".join(str(f) for f in rolled.faces) + f" = {rolled.total}"
        elif rolled.faces:
            shown = str(rolled.total)
        else:
            shown = f"{rolled.total}" + (" (entered)" if rolled.sides else " (no dice)")
        lines.append(Line("Roll", shown))
    return lines
