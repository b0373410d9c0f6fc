"""Concentration Checks while activating (T5): a d100 roll under the modified skill."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.errors import require_choice, require_int
from pyrules.core.rounding import round_half_up
from pyrules.tal.data.tal import CONCENTRATION
from pyrules.tal.explain import Modifier, source
from pyrules.tal.tal_fatigue import fatigue_effects

SITUATIONS = tuple((key, name) for name, key, _check, _skill, _mod in CONCENTRATION)
_ROWS = {key: (name, check, skill, mod, str(36 + i)) for i, (name, key, check, skill, mod) in enumerate(CONCENTRATION)}
HALF_NOTE = "Half of an odd cost rounds up (assumed, see errata)."


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
    tal_cost: int
    tal_spent: int           # the whole cost on a success
    tal_lost: int            # half the cost on a failure
    notes: tuple[str, ...]


def concentration_check(situation: str, skill, roll, *, damage=0, tal_cost=0, fatigue: str = "fresh") -> ConcentrationCheck:
    """Walking: Control + 20%. Running: Control - 20%. Taking damage: Resistance - damage taken.

    A failure cancels the activation, and half of the TAL it would have spent is lost.
    """
    situation = require_choice(situation, "situation", [key for key, _ in SITUATIONS])
    name, check, skill_name, mod, line = _ROWS[situation]
    skill = require_int(skill, skill_name, low=1, high=100)
    roll = require_int(roll, "roll", low=1, high=100)
    damage = require_int(damage, "damage taken", low=0)
    tal_cost = require_int(tal_cost, "TAL cost", low=0)
    tired = fatigue_effects(fatigue)
    if mod is None:
        skill_mods = (Modifier("Damage taken", -damage, source(line)),) if damage else ()
    else:
        skill_mods = (Modifier(name, mod, source(line)),)
    roll_mods = (Modifier(tired.label, tired.roll_penalty, tired.source),) if tired.roll_penalty else ()
    target = skill + sum(m.value for m in skill_mods)
    modified = roll + sum(m.value for m in roll_mods)
    success = modified <= target
    notes: list[str] = []
    lost = 0
    if not success and tal_cost:
        lost = round_half_up(Fraction(tal_cost, 2))
        if tal_cost % 2:
            notes.append(HALF_NOTE)
    return ConcentrationCheck(
        name, check, skill_name, skill, target, roll, modified, skill_mods, roll_mods, success,
        tal_cost, tal_cost if success else 0, lost, tuple(notes),
    )
