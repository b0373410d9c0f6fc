"""A GURPS character card: the stats the tracker and the calculators read, DR by location, and
named attacks ("Broadsword 14 2d+1 cut": name, skill, damage dice, damage type).

Basic Speed left blank is (DX + HT)/4, worked out when the card joins an encounter, so a card
whose DX or HT changes keeps a Basic Speed that follows them.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Mapping

from pyrules.core.encounter.card import Attack, AttackRules, Opening, attack_error, attack_number, places, split_attack
from pyrules.core.tools import Field
from pyrules.core.validate import MINUS_SIGNS
from pyrules.gurps.data.injury import DAMAGE_TYPE_ORDER, MOST_DAMAGE
from pyrules.gurps.locations import BODY_LOCATIONS

ATTACK_EXAMPLE = "Broadsword 14 2d+1 cut"
DR_EXAMPLE = "skull 2, torso 6"
SKILL_LOW, SKILL_HIGH = -20, 99  # as the skill calculator's base skill takes it
MOST_DICE = 100
_DICE = re.compile(r"^(\d{1,3})d6?(?:([+-])(\d{1,3}))?$")

DR = Field("dr", "DR", "int", default=0, low=0, high=MOST_DAMAGE, help="Worn DR, everywhere not listed below.")
DR_LOCATIONS = Field("dr_locations", "DR by location", "text", default="", required=False,
                     help=f"Where it differs, as “{DR_EXAMPLE}”.")
BASIC_SPEED_HELP = "Blank: (DX + HT)/4, worked out as the card joins an encounter. Turn order, highest first."


def derived_basic_speed(dx: int, ht: int) -> float:
    """Basic Speed from DX and HT: (DX + HT)/4, fractions kept (DX 11, HT 12: 5.75)."""
    return float(Fraction(dx + ht, 4))


def dr_by_location(dr: int, text: Any) -> dict[str, int]:
    """Worn DR at every body location: ``dr`` where ``text`` ("skull 2, torso 6") says nothing."""
    given = places(text, BODY_LOCATIONS, "DR by location", DR_LOCATIONS.name, DR_EXAMPLE, high=MOST_DAMAGE)
    return {place: given.get(place, dr) for place in BODY_LOCATIONS}


def damage_notation(dice: str) -> str:
    """GURPS damage dice ("2d+1") as dice to roll ("2d6+1")."""
    match = _DICE.match(dice)
    return f"{match[1]}d6" + (f"{match[2]}{match[3]}" if match[2] and match[3] != "0" else "")


def read_attack(line: Any) -> Attack:
    """An attack line, "Broadsword 14 2d+1 cut", as an Attack; RulesError naming "attacks"."""
    name, (skill, dice, kind) = split_attack(line, 3, ATTACK_EXAMPLE)
    skill_value = attack_number(skill, f"the skill of {name}", SKILL_LOW, SKILL_HIGH, ATTACK_EXAMPLE)
    match = _DICE.match(dice.lower().translate(MINUS_SIGNS))
    if not match or not 1 <= int(match[1]) <= MOST_DICE:
        raise attack_error(ATTACK_EXAMPLE, f"the damage of {name} must be dice such as 2d+1 or 1d-2.")
    adds = f"{match[2]}{int(match[3])}" if match[2] and int(match[3]) else ""
    if kind.lower() not in DAMAGE_TYPE_ORDER:
        raise attack_error(ATTACK_EXAMPLE, f"the damage type of {name} must be one of "
                                           f"{', '.join(DAMAGE_TYPE_ORDER)}.")
    return Attack(name, skill_value, f"{int(match[1])}d{adds}", kind.lower())


def check_card(stats: dict) -> dict:
    """The card's DR by location must read."""
    dr_by_location(0, stats.get(DR_LOCATIONS.name))
    return stats


def encounter_stats(stats: Mapping[str, Any], dx_default: int, ht_default: int) -> dict:
    """The card's stats with a blank Basic Speed worked out from its DX and HT."""
    found = dict(stats)
    if found.get("basic_speed") is None:
        found["basic_speed"] = derived_basic_speed(found.get("dx", dx_default), found.get("ht", ht_default))
    return found


def attack_openings(stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
    """The skill calculator at the attack's skill, and the injury calculator with its damage
    rolled and its damage type."""
    skill = {"base": attack.skill}
    if "hp" in stats:
        skill["hp"] = stats["hp"]
    return (
        Opening("gurps-skill", f"{attack.name}: skill {attack.skill}", skill),
        Opening("gurps-injury", f"{attack.name}: damage {attack.damage} {attack.kind}",
                {"damage_type": attack.kind}, {"damage": damage_notation(attack.damage)}),
    )


ATTACKS = AttackRules(ATTACK_EXAMPLE, read_attack, attack_openings)
