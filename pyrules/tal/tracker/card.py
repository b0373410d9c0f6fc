"""A TAL character card's attacks: "Sword 55" (name and weapon skill, a percentage)."""

from __future__ import annotations

from typing import Any, Mapping

from pyrules.core.encounter.card import ATTACKS as ATTACKS_FIELD, Attack, AttackRules, Opening, attack_error, split_attack
from pyrules.core.errors import RulesError
from pyrules.core.validate import percentile
from pyrules.tal.fatigue import LABELS, read_fatigue

ATTACK_EXAMPLE = "Sword 55"


def read_attack(line: Any) -> Attack:
    """An attack line as an Attack; RulesError naming "attacks"."""
    name, (skill,) = split_attack(line, 1, ATTACK_EXAMPLE)
    try:
        value = percentile(skill.removesuffix("%"), ATTACKS_FIELD)
    except RulesError:
        raise attack_error(ATTACK_EXAMPLE, f"the weapon skill of {name} must be from 1 to 100.") from None
    return Attack(name, value)


def fatigue(stats: Mapping[str, Any]) -> str:
    """The fatigue a card attacks with (T2): from the TAL left of its TAL max when the card holds
    both ("tal_now", "tal_max"); a card that holds no TAL left is fresh, as a character starting
    an encounter is."""
    tal_max, tal_now = stats.get("tal_max"), stats.get("tal_now")
    if not tal_max or tal_now is None:
        return "fresh"
    try:
        return read_fatigue(tal_max, tal_now).level
    except RulesError:  # a card saved with a TAL left that no longer reads: as if it held none
        return "fresh"


def attack_openings(stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
    """The attack calculator at the attack's weapon skill and the card's fatigue."""
    level = fatigue(stats)
    label = f"{attack.name}: attack, skill {attack.skill}" + ("" if level == "fresh" else f", {LABELS[level]}")
    return (Opening("tal-attack", label, {"skill": attack.skill, "fatigue": level}),)


ATTACKS = AttackRules(ATTACK_EXAMPLE, read_attack, attack_openings)
