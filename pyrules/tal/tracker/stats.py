"""The stats a TAL combatant carries on the tracker, and how one is read back.

The form's fields (``STATS``), the ones a character card keeps between encounters
(``CARD_FIELDS``), and the ones the tracker keeps itself (``BANK``: the rest counted towards the
next point healed, ``resting``).
"""

from __future__ import annotations

from typing import Any

from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.plugins import stat_of
from pyrules.core.fields import Field
from pyrules.tal.evasion_and_precision import MOST_COMBAT_SPEED
from pyrules.tal.healing_damage import ACTIVITIES as CARE_CHOICES
from pyrules.tal.states import DOWN_CHOICES, REST_CHOICES
from pyrules.tal.tracker.clock import ClockField

# Stats the plug-in keeps itself (not in the form): the game clock when they were counted, the
# seconds of rest towards the next SHP, the seconds towards the next hour of TAL recovery and
# the T3 activity (rest, sleep, unconscious) that hour is of.
BANK = ("rested_at", "rested_shp", "rested_tal", "rested_as")

STATS: tuple[Field, ...] = (
    Field("constitution", "Constitution", "int", default=50, low=1, high=100, percentile=True,
          help="SHP and DHP are half, rounded off. 00 is 100."),
    Field("combat_speed", "Combat speed", "int", default=10, low=0, high=MOST_COMBAT_SPEED,
          help="Initiative and evasion; fatigue lowers it."),
    Field("tal_max", "TAL max", "int", default=0, low=0, high=9999, help="0: no TAL."),
    Field("power", "Power", "int", default=50, low=1, high=100, percentile=True,
          help="Power Rolls for TAL recovery. 00 is 100."),
    Field("willpower", "Willpower", "int", default=50, low=1, high=100, percentile=True,
          help="Willpower (Mental) checks: d100 at or under it. 00 is 100."),
    Field("rest", "Doing", "choice", default="active", choices=REST_CHOICES,
          help="Resting or asleep: SHP and TAL come back as time passes."),
    Field("care", "DHP healing", "choice", default="normal", choices=CARE_CHOICES),
    Field("down", "Down", "choice", default="awake", choices=DOWN_CHOICES,
          help="Set by the Unconsciousness roll."),
    ClockField("until", "Until", "text", default="",
               help="Game time it ends, as the clock shows it: 42:00 or 1:05:00."),
)

# A card keeps what lasts between encounters: not what the character is doing, nor whether it is down.
CARD_FIELDS = tuple(f for f in STATS if f.name in ("constitution", "combat_speed", "tal_max", "power", "willpower"))
# What an encounter keeps of a combatant and a card does not: its stats of the moment, and the rest it counted.
ENCOUNTER_ONLY = tuple(f.name for f in STATS if f not in CARD_FIELDS) + BANK


def stat(combatant: Combatant, name: str) -> Any:
    """A combatant's stat as its field reads it (its default when the stored value no longer reads)."""
    return stat_of(STATS, combatant, name)
