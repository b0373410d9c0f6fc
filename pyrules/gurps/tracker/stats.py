"""What a GURPS combatant carries in the tracker (its stats, as the form asks them) and what its
character card keeps of them, with the reading of one stat every part shares.

A character card keeps what lasts between encounters (this turn's maneuver, stun and the like do
not). A field the published rules derive (HP from ST, Basic Speed from DX and HT, ...) is left
blank on the card and worked out as the card joins an encounter (``card.encounter_stats``); HP now
and FP now are a card's pools, not stats: a character still hurt starts the encounter there.
"""

from __future__ import annotations

from typing import Any

from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.plugins import stat_of
from pyrules.core.fields import Field
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data.maneuvers import MANEUVERS
from pyrules.gurps.data.modifiers import POSTURES
from pyrules.gurps.tracker import card as character
from pyrules.gurps.tracker.words import title

ROUND_SECONDS = 1  # a GURPS turn is one second
MANEUVER_LABELS = {m.key: title(m.name) for m in MANEUVERS}
POSTURE_BY_KEY = {p.key: p for p in POSTURES}
LYING = "lying"  # the posture a fall leaves: a failed knockdown roll (l.244), a critically failed Dodge (l.234)
PAIN_LABELS = {"normal": "Normal", "high": "High Pain Threshold", "low": "Low Pain Threshold"}

STATS = (
    Field("st", "ST", "int", default=10, low=1, high=999),
    Field("dx", "DX", "int", default=10, low=0, high=99, help="Breaks ties in Basic Speed."),
    Field("iq", "IQ", "int", default=10, low=1, high=99),
    Field("ht", "HT", "int", default=10, low=1, high=99),
    Field("hp", "HP", "int", default=10, low=1, high=10_000),
    Field("fp", "FP", "int", default=10, low=1, high=10_000),
    Field("will", "Will", "int", low=1, high=99, required=False, help=character.WILL_HELP,
          source=PUBLISHED_RULE),
    Field("basic_speed", "Basic Speed", "number", default=5.0, low=0, high=100, help="Turn order, highest first."),
    Field("move", "Basic Move", "int", default=5, low=0, high=999),
    # PUBLISHED_RULE: Dodge is Basic Speed + 3, dropping fractions (8 for Basic Speed 5).
    Field("dodge", "Dodge", "int", default=8, low=0, high=99,
          help="Basic Speed + 3, dropping fractions", source=PUBLISHED_RULE),
    Field("parry", "Parry", "int", low=0, high=99, required=False, help=character.PARRY_HELP),
    Field("block", "Block", "int", low=0, high=99, required=False, help=character.BLOCK_HELP),
    Field("maneuver", "Maneuver", "choice", default="none",
          choices=(("none", "—"),) + tuple(MANEUVER_LABELS.items())),
    Field("posture", "Posture", "choice", default="standing",
          choices=tuple((p.key, p.name) for p in POSTURES),
          help="Its attack modifier is for melee attacks only", source=PUBLISHED_RULE),
    Field("pain", "Pain threshold", "choice", default="normal", choices=tuple(PAIN_LABELS.items()),
          help="High: no shock; Low: shock doubled, max −8", source=PUBLISHED_RULE),
    Field("stunned", "Stunned", "flag", default=False),
    Field("mortal", "Mortally wounded", "flag", default=False),
    Field("bleeding_stopped", "Bleeding stopped", "flag", default=False),
    Field("very_fit", "Very Fit", "flag", default=False, help="Recovers 1 FP every 5 minutes."),
    Field("scaled_shock", "Shock per HP/10", "flag", default=False,
          help="From 20 HP, −1 per full HP/10 of injury", source=PUBLISHED_RULE),
    character.DR,
    character.DR_LOCATIONS,
) + character.BODY_FIELDS
_BY_NAME = {f.name: f for f in STATS}
_CARD_NOW = {f.name: f for f in character.POOLS_NOW}
CARD_FIELDS = tuple(
    _CARD_NOW[name] if name in _CARD_NOW else
    Field(name, _BY_NAME[name].label, _BY_NAME[name].kind, low=_BY_NAME[name].low, high=_BY_NAME[name].high,
          required=False, help=character.DERIVED_HELP[name][0], source=character.DERIVED_HELP[name][1])
    if name in character.DERIVED_HELP else _BY_NAME[name]
    for name in ("st", "dx", "iq", "ht", "hp", "hp_now", "fp", "fp_now", "will", "basic_speed", "move", "dodge",
                 "parry", "block", "dr", "dr_locations", "pain", "very_fit", "scaled_shock")
    + character.BODY_FIELD_NAMES
)
# ST, DX and HT for a card that gives none: what the rest of it is worked out from.
CARD_DEFAULTS: dict[str, int] = {name: int(_BY_NAME[name].default) for name in ("st", "dx", "ht")}


def stat(combatant: Combatant, name: str) -> Any:
    """The combatant's stat ``name`` as its field reads it (the field's default when missing)."""
    return stat_of(STATS, combatant, name)


def will(combatant: Combatant) -> tuple[int, str]:
    """Its Will, and how it was found: Will left blank is IQ (published rule, not in the reference)."""
    found = stat(combatant, "will")
    if found is not None:
        return int(found), ""
    return int(stat(combatant, "iq")), " Will is its IQ, unless bought up."
