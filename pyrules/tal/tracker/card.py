"""A TAL character card's attacks: "Sword 55" (name and weapon skill, a percentage)."""

from __future__ import annotations

from typing import Any, Mapping

from pyrules.core.encounter.card import ATTACKS as ATTACKS_FIELD, Attack, AttackRules, Opening, attack_error, split_attack
from pyrules.core.errors import RulesError
from pyrules.core.validate import percentile

ATTACK_EXAMPLE = "Sword 55"


def read_attack(line: Any) -> Attack:
    """An attack line as an Attack; RulesError naming "attacks"."""
    name, (skill,) = split_attack(line, 1, ATTACK_EXAMPLE)
    try:
        value = percentile(skill.removesuffix("%"), ATTACKS_FIELD)
    except RulesError:
        raise attack_error(ATTACK_EXAMPLE, f"the weapon skill of {name} must be from 1 to 100.") from None
    return Attack(name, value)


def attack_openings(stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
    """The attack calculator at the attack's weapon skill."""
    return (Opening("tal-attack", f"{attack.name}: attack, skill {attack.skill}", {"skill": attack.skill}),)


ATTACKS = AttackRules(ATTACK_EXAMPLE, read_attack, attack_openings)
