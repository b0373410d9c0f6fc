"""What an Aftermath! combatant carries into the tracker: the six attributes (A13), the Base Action
Phase, the DRT, the Encumbrance Status (A16), its ODA and CDA, and its armor."""

from __future__ import annotations

from typing import Any

from pyrules.aftermath.attributes import ATTRIBUTE_GROUP_CHART
from pyrules.aftermath.states import ENCUMBRANCE_CHOICES
from pyrules.aftermath.tracker.card import PARTS_SAID
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.plugins import stat_of
from pyrules.core.fields import Field

ATTRIBUTES: tuple[tuple[str, str, str], ...] = (
    ("str", "STR", "Strength"),
    ("dft", "DFT", "Deftness"),
    ("spd", "SPD", "Speed"),
    ("hlh", "HLH", "Health"),
    ("wit", "WIT", "Wit"),
    ("wil", "WIL", "Will"),
)
ATTRIBUTE_NAMES = tuple((key, short) for key, short, _ in ATTRIBUTES)
HIGHEST_RATING = ATTRIBUTE_GROUP_CHART.high  # 74: the chart stops there
DEFAULTS = {"str": 10, "dft": 10, "spd": 10, "hlh": 10, "wit": 10, "wil": 10, "bap": 10, "drt": 30, "enc": "none"}

STATS: tuple[Field, ...] = tuple(
    Field(key, short, "int", default=DEFAULTS[key], low=0, high=HIGHEST_RATING,
          help=f"{name} rating (0-{HIGHEST_RATING})")
    for key, short, name in ATTRIBUTES
) + (
    Field("bap", "BAP", "int", default=DEFAULTS["bap"], low=0, high=99,
          help="Base Action Phase: the turn order, highest first"),
    Field("drt", "DRT", "int", default=DEFAULTS["drt"], low=1, high=9999, help="Damage Resistance Total"),
    Field("enc", "Encumbrance", "choice", default=DEFAULTS["enc"], choices=ENCUMBRANCE_CHOICES,
          help="Encumbrance Status: load against ENC CAP"),
    Field("oda", "ODA", "int", default=0, low=0, high=99,
          help="Overall Defense Ability: an attacker's Adjusted BCS is its BCS less this"),
    Field("cda", "CDA", "int", default=0, low=0, high=99,
          help="Combat Dodge Ability: a shot at it takes its CDA times what it is doing (Target Actions)"),
    Field("av", "AV", "int", default=0, low=0, high=99, help="Armor Value of the armor worn (0: none)"),
    Field("bare", "Armor leaves bare", "text", default="", required=False,
          help=f"The parts the armor does not cover, as the hit location table names them: {PARTS_SAID} "
               "(as “head, arm”)"),
)


def stat(combatant: Combatant, name: str) -> Any:
    """A combatant's stat as its field reads it (its default when it no longer reads)."""
    return stat_of(STATS, combatant, name)


def rating(combatant: Combatant, name: str) -> int:
    """A whole-number stat of a combatant: an attribute rating, its BAP, DRT, ODA, CDA or AV."""
    return int(stat(combatant, name))
