"""Maneuvers and attack/defense options as cards (G11, G12)."""

from __future__ import annotations

from pyrules.core.errors import require_choice
from pyrules.gurps.data.maneuvers import MANEUVERS, OPTIONS, Card

CARDS = {card.key: card for card in (*MANEUVERS, *OPTIONS)}
MANEUVER_KEYS = tuple(card.key for card in MANEUVERS)


def card(key: str) -> Card:
    """The card for a maneuver or an attack/defense option."""
    return CARDS[require_choice(key, "maneuver", tuple(CARDS))]


def defends(maneuver: str) -> bool:
    """Whether a fighter who took ``maneuver`` may still defend (All-Out Attack: none)."""
    key = require_choice(maneuver, "maneuver", MANEUVER_KEYS)
    return key != "all_out_attack"
