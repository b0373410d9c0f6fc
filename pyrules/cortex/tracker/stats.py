"""A Cortex combatant's stats as the tracker keeps them (the Vitality, Willpower, Agility and
Alertness dice, the Armor worn, the Unconscious flag), and what the rules read from them.

* **Life Points** = Vitality die max + Willpower die max (a published rule, not in the reference:
  ``states.life_points``).
* **Armor**: the rating of the protective gear worn, the Wounds it stops (seed 003 l.35). A
  combatant or card saved before it had Armor reads as wearing none (``stat_of``: a missing stat
  is its field's default).
* **Unconscious**: the flag the GM ticks when a roll to stay conscious fails (l.42).
"""

from __future__ import annotations

from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.plugins import stat_of
from pyrules.core.fields import Field
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.cortex import states
from pyrules.cortex.data import cite
from pyrules.cortex.steps import parse_die
from pyrules.cortex.tools.common import ATTRIBUTE_CHOICES

STATS: tuple[Field, ...] = (
    Field("vitality", "Vitality", "choice", "d6", ATTRIBUTE_CHOICES, help="Life Points: Vitality + Willpower maxima",
          source=PUBLISHED_RULE),
    Field("willpower", "Willpower", "choice", "d6", ATTRIBUTE_CHOICES, help="Life Points: Vitality + Willpower maxima"),
    Field("agility", "Agility", "choice", "d6", ATTRIBUTE_CHOICES, help="Initiative: Agility + Alertness"),
    Field("alertness", "Alertness", "choice", "d6", ATTRIBUTE_CHOICES, help="Initiative: Agility + Alertness"),
    Field("armor", "Armor", "int", 0, low=0, high=999, help="Its rating: the Wounds it stops", source=cite(35)),
    Field("unconscious", "Unconscious", "flag", False, help="Tick when a roll to stay conscious fails"),
)


def die(combatant: Combatant, name: str) -> str:
    """The combatant's die for stat ``name`` (its default when unset)."""
    return parse_die(stat_of(STATS, combatant, name), name, allow_d0=False)


def armor(combatant: Combatant) -> int:
    """The rating of the armor the combatant wears: the Wounds it stops (seed 003 l.35)."""
    rating: int = stat_of(STATS, combatant, "armor")
    return rating


def unconscious(combatant: Combatant) -> bool:
    """Whether the Unconscious flag is ticked (a failed roll to stay conscious ticks it, l.42)."""
    return stat_of(STATS, combatant, "unconscious") is True


def life_points(combatant: Combatant) -> int:
    """Life Points: Vitality die max + Willpower die max (published rule, not in the reference)."""
    return states.life_points(die(combatant, "vitality"), die(combatant, "willpower"))
