"""A TAL character card: what it keeps (``TalCard``), and its attacks: "Sword 55 damage
2/4/6/8/10/14" (name and weapon skill, a percentage, and, if the player knows it, the weapon's
damage for each category the attack table gives: categories 1 to 5, lowest first, then a
Critical). A line without damage ("Sword 55") reads as before: a hit then asks for it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from pyrules.core.encounter.card import (ATTACKS as ATTACKS_FIELD, Attack, AttackRules, Opening, attack_error,
                                         attack_number, split_attack)
from pyrules.core.encounter.parts import CardRules
from pyrules.core.errors import RulesError, shown
from pyrules.core.validate import percentile
from pyrules.tal.attack_table import LADDER, Category
from pyrules.tal.fatigue import LABELS, read_fatigue
from pyrules.tal.tracker.stats import CARD_FIELDS, ENCOUNTER_ONLY

ATTACK_EXAMPLE = "Sword 55 damage 2/4/6/8/10/14"
DAMAGE_WORDS = ("damage", "dmg")
CATEGORIES = LADDER[1:]  # the categories a hit can land in, lowest first: 1 to 5, then Critical
MOST_DAMAGE = 9999
TAL_LEFT = "tal_now"  # the TAL left a card may hold, its attacks' fatigue read from it (``fatigue``)
DAMAGE_HELP = ("The damage is optional: the weapon's damage for categories 1 to 5, then a Critical, "
               "a slash between each; five numbers leave a Critical to be asked. Without it, a hit asks.")


@dataclass(frozen=True)
class TalAttack(Attack):
    """A TAL attack line read: its weapon skill, and its damage by category hit ("2/4/6/8/10/14",
    "" when the line gives none)."""

    @property
    def line(self) -> str:
        """The attack written back as a card keeps it: "Sword 55 damage 2/4/6/8/10/14"."""
        return f"{self.name} {self.skill}" + (f" damage {self.damage}" if self.damage else "")

    def damage_for(self, category: Category) -> int | None:
        """The line's damage for a hit in ``category`` (1 to 5 or "critical"); None when the
        line gives none for it."""
        given = [int(part) for part in self.damage.split("/")] if self.damage else []
        place = CATEGORIES.index(category) if category in CATEGORIES else len(given)
        return given[place] if place < len(given) else None


def _damage(text: str, name: str) -> str:
    """The damage part of a line ("2/4/6/8/10/14") checked and written back."""
    parts = text.split("/")
    if len(parts) not in (len(CATEGORIES) - 1, len(CATEGORIES)):
        raise attack_error(ATTACK_EXAMPLE, f"the damage of {name} is one number for each category, 1 to 5, "
                                           "and a sixth for a Critical, a slash between each.")
    return "/".join(str(attack_number(part, f"the damage of {name}", 0, MOST_DAMAGE, ATTACK_EXAMPLE))
                    for part in parts)


def read_attack(line: Any) -> Attack:
    """An attack line as an Attack; RulesError naming "attacks"."""
    name, (last,) = split_attack(line, 1, ATTACK_EXAMPLE)
    damage = ""
    if "/" in last:
        words = name.split()
        if words and words[-1].lower() in DAMAGE_WORDS:
            words = words[:-1]
        if len(words) < 2:
            raise attack_error(ATTACK_EXAMPLE, f"“{shown(line.strip())}” needs a name and a weapon skill "
                                               "before its damage.")
        name, (skill,) = split_attack(" ".join(words), 1, ATTACK_EXAMPLE)
        damage = _damage(last, name)
    else:
        skill = last
    try:
        value = percentile(skill.removesuffix("%"), ATTACKS_FIELD)
    except RulesError:
        raise attack_error(ATTACK_EXAMPLE, f"the weapon skill of {name} must be from 1 to 100.") from None
    return TalAttack(name, value, damage)


def fatigue(stats: Mapping[str, Any]) -> str:
    """The fatigue a card attacks with (T2): from the TAL left of its TAL max when the card holds
    both ("tal_now", "tal_max"); a card that holds no TAL left is fresh, as a character starting
    an encounter is."""
    tal_max, tal_now = stats.get("tal_max"), stats.get(TAL_LEFT)
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


ATTACKS = AttackRules(ATTACK_EXAMPLE, read_attack, attack_openings, DAMAGE_HELP)


class TalCard(CardRules):
    """A card keeps the character's lasting stats and the TAL it has left; its attacks are lines of
    weapon skill and damage."""

    fields = CARD_FIELDS
    extras = (TAL_LEFT,)
    attack_rules = ATTACKS

    def check(self, stats: dict[str, Any]) -> dict[str, Any]:
        """A card read without what only an encounter keeps (whether the character is down, what
        it is doing, its healing): a card brought into a new encounter starts it awake and active."""
        return {name: value for name, value in stats.items() if name not in ENCOUNTER_ONLY}
