"""Aftermath! Climbing Movement Table (A19, seed 002 l.477-483).

BMA is the share of the character's normal BMA used while climbing. On a rope
the greatest height, in meters, is the Strength CST (the AST on a knotted
rope) plus a Strength Group Effect Die roll.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.data.gear import METHODS, ROPES
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core import validate
from pyrules.core.errors import RulesError


@dataclass(frozen=True)
class Climb:
    """Climbing by ``method``: its row, the rate if a BMA was given, a rope's greatest height."""

    method: str
    row: tuple[str, str, str]
    share: Fraction
    bma: float | Fraction | None
    rate: float | None
    save_name: str | None = None      # "CST" or "AST" on a rope
    save: int | None = None
    effect_roll: int | None = None
    height: int | None = None
    notes: tuple[str, ...] = ()


def climb(method: str, bma: float | Fraction | None = None, save: int | None = None,
          effect_roll: int | None = None) -> Climb:
    """The Climbing Movement Table for ``method``.

    ``bma`` the character's normal BMA; on a rope, ``save`` is his Strength CST
    (simple) or AST (knotted) and ``effect_roll`` his Strength Group Effect Die
    roll: together, the greatest height in meters.
    """
    method = validate.choice(method, "method", tuple(METHODS), "Method")
    row = METHODS[method]
    share = Fraction(row[1])
    rate = None
    if bma is not None:
        bma = validate.quantity(bma, "bma", "BMA", low=0, high=1000)
        rate = float(Fraction(bma).limit_denominator(10_000) * share)
    notes = []
    if method in ("knotted-rope", "ladder"):
        notes.append(errata_gear.LADDER_BCS.footnote)
    if method not in ROPES:
        if save is not None or effect_roll is not None:
            raise RulesError("Only a rope has a greatest height (CST or AST plus the effect roll).", "save")
        return Climb(method, row, share, bma, rate, notes=tuple(notes))
    save_name = "CST" if method == "simple-rope" else "AST"
    height = None
    if save is not None:
        save = validate.whole(save, "save", f"Strength {save_name}", low=0, high=100)
    if effect_roll is not None:
        effect_roll = validate.whole(effect_roll, "effect_roll", "Effect Die roll", low=0, high=100)
    if save is not None and effect_roll is not None:
        height = save + effect_roll
    return Climb(method, row, share, bma, rate, save_name, save, effect_roll, height, tuple(notes))
