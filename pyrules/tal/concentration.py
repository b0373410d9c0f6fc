"""Concentration Checks while activating (T5): a d100 roll under the modified skill."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.rounding import round_half_up
from pyrules.core import validate
from pyrules.tal.data.pool import CONCENTRATION
from pyrules.core.explain import Modifier
from pyrules.tal.data import cite
from pyrules.tal.fatigue import MOST_TAL, fatigue_effects
from pyrules.tal.task_modifiers import DOUBLE_ZERO_NOTE

SITUATIONS = tuple((key, name) for name, key, _check, _skill, _mod in CONCENTRATION)
_ROWS = {key: (name, check, skill, mod, str(36 + i)) for i, (name, key, check, skill, mod) in enumerate(CONCENTRATION)}
HALF_NOTE = "Half of an odd cost rounds up (assumed, see errata)."
MOST_DAMAGE = 9999


@dataclass(frozen=True)
class ConcentrationCheck:
    situation: str           # as printed
    check: str               # as printed: "Control + 20%"
    skill_name: str          # "Control" or "Resistance"
    skill: int
    target: int
    roll: int
    modified_roll: int
    skill_modifiers: tuple[Modifier, ...]
    roll_modifiers: tuple[Modifier, ...]
    success: bool
    double_zero: bool        # a rolled 00: the check fails whatever the skill
    tal_cost: int
    tal_spent: int           # the whole cost on a success
    tal_lost: int            # half the cost on a failure
    notes: tuple[str, ...]
    odd_cost_halved: bool = False  # a failure halved an odd cost, rounding up (assumed: HALF_NOTE)


def concentration_check(situation: str, skill: object, roll: object, *, damage: object = 0, tal_cost: object = 0,
                        fatigue: str = "fresh") -> ConcentrationCheck:
    """Walking: Control + 20%. Running: Control - 20%. Taking damage: Resistance - damage taken.

    A rolled 00 always fails (as it misses at skill 00, l.84). A failure cancels the
    activation, and half of the TAL it would have spent is lost.
    """
    situation = validate.choice(situation, "situation", [key for key, _ in SITUATIONS], "situation")
    name, check, skill_name, mod, line = _ROWS[situation]
    skill = validate.percentile(skill, "skill", skill_name)
    roll = validate.percentile(roll, "roll", "Roll")
    damage = validate.whole(damage, "damage", "Damage taken", low=0, high=MOST_DAMAGE)
    tal_cost = validate.whole(tal_cost, "tal_cost", "TAL cost", low=0, high=MOST_TAL)
    tired = fatigue_effects(fatigue)
    if mod is None:
        skill_mods = (Modifier("Damage taken", -damage, cite(line)),) if damage else ()
    else:
        skill_mods = (Modifier(name, mod, cite(line)),)
    roll_mods = (Modifier(tired.label, tired.roll_penalty, tired.source),) if tired.roll_penalty else ()
    target = skill + sum(m.value for m in skill_mods)
    modified = roll + sum(m.value for m in roll_mods)
    double_zero = roll == 100
    success = modified <= target and not double_zero
    notes: list[str] = [DOUBLE_ZERO_NOTE] if double_zero else []
    lost = 0
    halved_odd = not success and tal_cost % 2 == 1
    if not success and tal_cost:
        lost = round_half_up(Fraction(tal_cost, 2))
    if halved_odd:
        notes.append(HALF_NOTE)
    return ConcentrationCheck(
        name, check, skill_name, skill, target, roll, modified, skill_mods, roll_mods, success, double_zero,
        tal_cost, tal_cost if success else 0, lost, tuple(notes), halved_odd,
    )
