"""What a maneuver allows: the cards of G11 and G12 by key, whether a fighter may still
defend, and the All-Out Attack a fighter chose (seed 001 l.10, l.113)."""

from __future__ import annotations

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.gurps.data import cite
from pyrules.gurps.data.maneuvers import ALL_OUT_ATTACKS, CARDS, MANEUVER_KEYS, AllOutAttack, Card

ALL_OUT = {row.key: row for row in ALL_OUT_ATTACKS}


def card(key: str) -> Card:
    """The card for a maneuver or an attack/defense option."""
    return CARDS[validate.choice(key, "maneuver", tuple(CARDS), "Maneuver")]


def defends(maneuver: str) -> bool:
    """Whether a fighter who took ``maneuver`` may still defend (All-Out Attack: none)."""
    key = validate.choice(maneuver, "maneuver", MANEUVER_KEYS, "Maneuver")
    return key != "all_out_attack"


def all_out_attack(key: str, ranged: bool) -> AllOutAttack:
    """The All-Out Attack chosen, checked against the attack: only Determined (+1) is open to a
    Ranged attack (l.113 gives the other three to Melee attacks)."""
    row = ALL_OUT[validate.choice(key, "all_out", tuple(ALL_OUT), "All-Out Attack")]
    if ranged and row.ranged is None:
        raise RulesError(f"All-Out Attack: {row.name} ({row.printed}) is for a Melee attack; a Ranged attack "
                         f"takes Determined, +1 ({cite(113)}).", "all_out")
    return row
