"""Effective skill: base skill plus the common skill modifiers (G1-G10, G12).

Every modifier is listed with its source. Move and Attack caps a Melee skill
at 9 after everything else; a Deceptive Attack may not take effective skill
below 10.

Published rules the reference does not print (PUBLISHED_RULE): the posture's
attack modifier is for melee attacks only; a Telegraphic Attack's +4 does not
count toward the critical-hit range, cannot go with a Deceptive Attack and
does not stack with Evaluate (Martial Arts); the GM may give any other modifier.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyrules.core import explain
from pyrules.core.errors import RulesError
from pyrules.core.explain import Modifier
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tables import Row
from pyrules.gurps.criticals import Chances, chances_at
from pyrules.gurps.data import cite
from pyrules.gurps.data.maneuvers import AllOutAttack
from pyrules.gurps.data.modifiers import BASE_SKILL_LEVELS, MOVE_AND_ATTACK_MELEE_CAP, level_name
from pyrules.gurps.skill_input import DECEPTIVE_FLOOR, TELEGRAPHIC, SkillInput
from pyrules.gurps.skill_modifiers import (
    CONCERNS, SHOCK, TELEGRAPHIC_CRITICALS, chosen_all_out, notes_of, shock_taken)

__all__ = ["SHOCK", "EffectiveSkill", "SkillInput", "effective_skill"]


@dataclass(frozen=True)
class EffectiveSkill:
    """Base skill, each modifier with its source, and the effective skill it comes to."""

    base: int
    level: Row[str]             # the G10 row for the base skill
    modifiers: tuple[Modifier, ...]
    total: int                  # base plus every modifier
    cap: int | None             # Move and Attack's "max. skill of 9", when it applies
    effective: int
    chances: Chances
    notes: tuple[str, ...] = ()
    critical_skill: int | None = None  # the skill criticals are read at, when not ``effective`` (Telegraphic)
    all_out: AllOutAttack | None = None  # the All-Out Attack taken
    cited: tuple[tuple[str, str], ...] = ()  # where the notes' rules are printed: (what, where) each
    shock_scaled: bool = False  # the shock modifier counts per full HP/10 of injury (published rule, 20+ HP)

    @property
    def level_name(self) -> str:
        return level_name(self.level.value)


def _deceptive_floor(inp: SkillInput, total: int, cap: int | None, effective: int) -> None:
    """A Deceptive Attack may not take effective skill below 10 (G12 l.147)."""
    if not inp.deceptive or effective >= DECEPTIVE_FLOOR:
        return
    before = total + 2 * inp.deceptive if cap is None else min(total + 2 * inp.deceptive, cap)
    most = (before - DECEPTIVE_FLOOR) // 2
    if most <= 0:
        why = f"at effective skill {before} no Deceptive Attack is possible"
    else:
        why = f"here at most {most} level{'s' if most > 1 else ''}"
    raise RulesError(f"A Deceptive Attack can't take effective skill below 10: {why}.", "deceptive")


def _cap(inp: SkillInput) -> int | None:
    """Move and Attack's "max. skill of 9" for a Melee attack (G1 l.13), lifted by Heroic Charge."""
    if inp.maneuver == "move_and_attack" and inp.melee and not inp.has("heroic_charge"):
        return MOVE_AND_ATTACK_MELEE_CAP
    return None


def effective_skill(skill: SkillInput | int = 12, /, **fields_: Any) -> EffectiveSkill:
    """Effective skill from base skill and the chosen modifiers, each listed with its source.

    Takes a ``SkillInput``, or a base skill and the calculator's fields as keywords
    (``effective_skill(12, maneuver="all_out_attack", telegraphic=True)``).
    """
    if isinstance(skill, SkillInput) and fields_:
        raise TypeError("give a SkillInput or keywords, not both")
    inp = skill if isinstance(skill, SkillInput) else SkillInput.of(skill, **fields_)
    mods = tuple(m for concern in CONCERNS for m in concern(inp))
    notes = notes_of(inp)
    total = inp.base + explain.total(mods)
    cap = _cap(inp)
    effective = total if cap is None else min(total, cap)
    if cap is not None and total > cap:
        notes.insert(0, (f"Move and Attack (melee): skill capped at {cap}.", "Move and Attack cap", cite(13)))
    critical_skill = None
    if inp.has("telegraphic"):
        # PUBLISHED_RULE (Martial Arts): criticals are read at the skill before Telegraphic Attack's +4.
        before = total - TELEGRAPHIC
        critical_skill = before if cap is None else min(before, cap)
        notes.append((TELEGRAPHIC_CRITICALS.format(critical=critical_skill), "Telegraphic Attack's criticals",
                      PUBLISHED_RULE))
    _deceptive_floor(inp, total, cap, effective)
    shocked = shock_taken(inp)
    return EffectiveSkill(inp.base, BASE_SKILL_LEVELS.lookup(inp.base), mods, total, cap, effective,
                          chances_at(effective, critical_skill), tuple(said for said, _, _ in notes), critical_skill,
                          chosen_all_out(inp), tuple((what, where) for _, what, where in notes),
                          shock_scaled=shocked is not None and bool(shocked.penalty) and shocked.scaled)
