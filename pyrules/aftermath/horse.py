"""Aftermath! The Horse (A12, seed 002 l.348-361): an average horse's statistics and attacks.

The second statistics line prints five headers over four values: "ENC CAP" is one
statistic (as the Encumbrance Status table uses it), so nothing is missing
(see errata_gear.HORSE_MASS).
"""

from __future__ import annotations

from pyrules.aftermath.data.world import HORSE_ATTRIBUTES, SECOND_LINE
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core.errors import RulesError


STATISTICS: dict[str, str] = dict(HORSE_ATTRIBUTES + SECOND_LINE)
# Each statistic by the name a player may type for it, in any case and spacing ("enc cap").
_NAMED = {" ".join(name.split()).casefold(): name for name in STATISTICS}

ATTACK_HEADERS = ("Attack modes", "WDM", "Length", "BCS", "Notes")


ERRATA = (errata_gear.HORSE_MASS, errata_gear.HORSE_HOOVES)


def horse_statistic(name: str) -> str:
    """One of the horse's statistics as printed ("STR" -> "30"); RulesError for an unknown one."""
    found = _NAMED.get(" ".join(name.split()).casefold()) if isinstance(name, str) else None
    if found is None:
        raise RulesError(f"The horse has no statistic “{name}”: choose one of {', '.join(STATISTICS)}.", "statistic")
    return STATISTICS[found]


def horse_capacity() -> int:
    """The horse's ENC CAP (12), for the encumbrance status of a laden horse."""
    return int(STATISTICS["ENC CAP"])
