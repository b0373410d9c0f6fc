"""An Aftermath! character card's attacks: "Knife 12 knife-belt" (name, BCS, a weapon of the
Weapons Listing or a gun of the range table, by the key the attack calculators list)."""

from __future__ import annotations

from typing import Any, Mapping

from pyrules.aftermath.data.gear import AREA_NAMES, AREAS
from pyrules.core.encounter.card import Attack, AttackRules, Opening, attack_error, attack_number, split_attack
from pyrules.core.encounter.parts import CardRules
from pyrules.core.errors import RulesError, shown

ATTACK_EXAMPLE = "Knife 12 knife-belt"  # a BCS is a d20 roll-under score
BCS_LOW, BCS_HIGH = -99, 99  # as the attack calculators take a BCS


# Each part the hit location table has (l.550), by every name a card may give it, any case: its
# short name ("head"), the table's own ("Head & Neck"), each word of that ("neck"), and in the plural.
_PART_NAMES = {name: area for area, printed in AREA_NAMES.items()
               for name in {area, printed.casefold(), *(w for w in printed.casefold().split() if w != "&")}
               for name in (name, name + "s")}
PARTS_SAID = ", ".join(AREA_NAMES[area] for area in AREAS)


def read_bare(text: object) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The parts "armor leaves bare" names, as the hit location table's parts ("head", "arm"), in
    the table's order, and the words that name none of them ("wing")."""
    words = [w.strip() for w in str(text or "").split(",") if w.strip()]
    found = {_PART_NAMES.get(" ".join(w.split()).casefold()) for w in words}
    unknown = tuple(w for w in words if " ".join(w.split()).casefold() not in _PART_NAMES)
    return tuple(area for area in AREAS if area in found), unknown


def bare_areas(text: object) -> tuple[str, ...]:
    """The parts "armor leaves bare" names; RulesError naming "bare" for a part the table does not have."""
    areas, unknown = read_bare(text)
    if unknown:
        raise RulesError(f"Armor leaves bare: “{shown(unknown[0])}” is no part of the hit location table: "
                         f"write {PARTS_SAID} (as “head, arm”).", "bare")
    return areas


def check_card(stats: dict[str, Any]) -> dict[str, Any]:
    """A card's stats as a whole: the parts its armor leaves bare are all parts of the hit
    location table."""
    bare_areas(stats.get("bare"))
    return stats


def _weapons() -> tuple[dict[str, str], dict[str, str]]:
    """(melee weapon keys, gun keys) -> their names, as the attack calculators offer them."""
    from pyrules.aftermath.tools.gun import GUN_WEAPON_CHOICES
    from pyrules.aftermath.tools.melee import MELEE_FIELDS

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


def listed_weapons() -> tuple[tuple[str, str], ...]:
    """The weapons an attack line may be picked from: the Weapons Listing's hand weapons and whips
    (A9, seed 002 l.197-265) by their printed names, then the Range Table's guns by kind, each
    by the key its attack calculator lists it under."""
    from pyrules.aftermath.weapons import WEAPONS, WEIGHTED_VERSION

    melee, guns = _weapons()
    return (tuple((w.key, w.name) for w in WEAPONS if w.key != WEIGHTED_VERSION and w.key in melee)
            + tuple(guns.items()))


def weapon_line(key: str, bcs: int) -> str:
    """The attack line of a weapon picked from the tables with its BCS: "Knife, belt 12 knife-belt";
    RulesError naming "weapon" for one they do not list."""
    name = dict(listed_weapons()).get(key)
    if name is None:
        raise RulesError(f"“{shown(key)}” is in neither the Weapons Listing nor the Range Table.", "weapon")
    line = f"{name} {bcs} {key}"
    read_attack(line)  # the BCS is checked as a typed line's is
    return line


class AftermathCard(CardRules):
    """A card of the combatant's stats, its attacks written as ``ATTACK_EXAMPLE`` or picked from the
    Weapons Listing and the guns, its armor leaving bare only parts of the hit location table."""

    attack_rules = ATTACKS
    weapon_table = "the Weapons Listing or the guns"
    weapon_skill = "BCS"

    def check(self, stats: dict[str, Any]) -> dict[str, Any]:
        return check_card(stats)

    def weapons(self) -> tuple[tuple[str, str], ...]:
        return listed_weapons()

    def weapon_line(self, key: str, skill: int) -> str:
        return weapon_line(key, skill)
