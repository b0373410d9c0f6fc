"""A Cortex character card: the stats that last between encounters (every stat but the Unconscious
flag), and its attacks: "Pistol d8 d6 d6 wound" (name, the attribute and skill dice rolled to hit,
the weapon's damage and its type: wound, stun or basic)."""

from __future__ import annotations

import random
from typing import Any, Mapping

from pyrules.core.encounter.card import Attack, AttackRules, Opening, attack_error, split_attack
from pyrules.core.encounter.parts import CardRules
from pyrules.core.errors import RulesError
from pyrules.cortex.tracker.stats import STATS

ATTACK_EXAMPLE = "Pistol d8 d6 d6 wound"


def read_attack(line: Any) -> Attack:
    """An attack line as an Attack (its skill the attribute and skill dice, "d8 d6"); RulesError
    naming "attacks"."""
    from pyrules.cortex.damage import weapon_damage
    from pyrules.cortex.steps import parse_die

    name, (attribute, skill, weapon, kind) = split_attack(line, 4, ATTACK_EXAMPLE)
    try:
        dice = f"{parse_die(attribute, 'attribute', 'Attribute', allow_d0=False)} {parse_die(skill, 'skill', 'Skill')}"
        weapon_damage(weapon, kind.lower(), rng=random.Random(0))  # it must read as the damage calculator reads it
    except RulesError as error:
        raise attack_error(ATTACK_EXAMPLE, f"{name}: {error.message}") from None
    return Attack(name, dice, weapon.lower(), kind.lower())


def attack_openings(stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
    """The roll builder with the attribute and skill dice, and the damage calculator with the weapon."""
    attribute, skill = attack.skill.split()
    return (
        Opening("cortex-roll", f"{attack.name}: roll {attribute} + {skill}", {"attribute": attribute, "skill": skill}),
        Opening("cortex-damage", f"{attack.name}: damage {attack.damage} {attack.kind}",
                {"weapon": attack.damage, "weapon_type": attack.kind}),
    )


ATTACKS = AttackRules(ATTACK_EXAMPLE, read_attack, attack_openings)


class CortexCard(CardRules):
    """A card keeps the dice and the Armor; whether its character is unconscious is the encounter's."""

    fields = tuple(f for f in STATS if f.name != "unconscious")
    attack_rules = ATTACKS
