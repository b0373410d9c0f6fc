"""Every erratum of seed 002 (Aftermath!): the combat half and the gear half."""

from __future__ import annotations

from pyrules.aftermath.errata import combat, gear
from pyrules.core.reference import Erratum


def _order(erratum: Erratum) -> tuple[int, str]:
    return int(erratum.table[1:]), erratum.lines


ERRATA: tuple[Erratum, ...] = tuple(sorted(combat.ERRATA + gear.ERRATA, key=_order))
