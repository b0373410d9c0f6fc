"""An Aftermath! character card's attacks: "Knife 12 knife-belt" (name, BCS, a weapon of the
Weapons Listing or a gun of the range table, by the key the attack calculators list)."""

from __future__ import annotations

from typing import Any, Mapping

from pyrules.core.encounter.card import Attack, AttackRules, Opening, attack_error, attack_number, split_attack

ATTACK_EXAMPLE = "Knife 12 knife-belt"  # a BCS is a d20 roll-under score
BCS_LOW, BCS_HIGH = -99, 99  # as the attack calculators take a BCS


def _weapons() -> tuple[dict, dict]:
    """(melee weapon keys, gun keys) -> their names, as the attack calculators offer them."""
    from pyrules.aftermath.tools.combat import GUN_WEAPON_CHOICES, MELEE_FIELDS

    melee = dict(next(f for f in MELEE_FIELDS if f.name == "weapon").choices)
    melee.pop("custom", None)
    return melee, dict(GUN_WEAPON_CHOICES)


def read_attack(line: Any) -> Attack:
    """An attack line as an Attack; RulesError naming "attacks"."""
    name, (bcs, weapon) = split_attack(line, 2, ATTACK_EXAMPLE)
    value = attack_number(bcs, f"the BCS of {name}", BCS_LOW, BCS_HIGH, ATTACK_EXAMPLE)
    melee, guns = _weapons()
    key = weapon.lower()
    if key not in melee and key not in guns:
        raise attack_error(ATTACK_EXAMPLE, f"the weapon of {name} must be one of the melee or gun attack lists, "
                                           "as knife-belt, club, pistol_std or rifle.")
    return Attack(name, value, "", key)


def attack_openings(stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
    """The melee attack with the BCS, weapon and STR rating, or the gun attack with the BCS and gun."""
    melee, guns = _weapons()
    if attack.kind in guns:
        return (Opening("aftermath-gun", f"{attack.name}: gun attack, BCS {attack.skill}",
                        {"bcs": attack.skill, "weapon": attack.kind}),)
    values = {"bcs": attack.skill, "weapon": attack.kind}
    if "str" in stats:
        values["strength"] = stats["str"]
    return (Opening("aftermath-melee", f"{attack.name}: melee attack, BCS {attack.skill}", values),)


ATTACKS = AttackRules(ATTACK_EXAMPLE, read_attack, attack_openings)
